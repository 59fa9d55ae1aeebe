"""The Mansions table view: the board, with zoom, pan, drag, keys (:mod:`.keys`), hover
and range.

* Wheel: zoom about the pointer (Shift or Alt + wheel scrolls). Drag on empty floor: pan.
  ``+``/``-`` zoom, ``F`` fits the map, arrows pan while no figure is chosen.
* Drag a figure: the spaces it may legally reach light up (the controller's legal
  ``Move(figure, to)`` actions); a drop there applies the action, a drop elsewhere animates
  the figure back and the status bar gives the rules' reason.
* Click a figure, or Tab/Shift+Tab through them, to choose it: its legal spaces light up,
  arrows move the dashed target, Enter moves there, Escape lets go.
* ``R`` (or :attr:`MansionsTable.range_action`) shows which spaces lie within range (three
  spaces) of the chosen figure, with their distance.
* Hovering a space shows what is there in a tooltip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QPropertyAnimation, Qt, QVariantAnimation
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QGraphicsView, QMenu

from ...engine.protocol import action_from_json
from ..rulesref import add_rules_entry, watch_bar
from ..table_base import DragInteraction, TableView
from .board import MansionsBoard
from .boardmenu import close_menu, offer
from .chrome import PlayChrome
from .keys import ChoiceKeys
from .pacing import Pacer
from .physical import DiceAsker, use_physical_dice
from .pieces import FigurePiece, figure_id, space_id
from .epilogue import EpilogueCard
from .storycard import Introduction
from .whatsleft import GameEvents

MIN_SCALE, MAX_SCALE = 0.08, 6.0
STEP_MS = 140  # animation time per space walked


class MansionsDrag(DragInteraction):
    """The shell's drag, with spaces as drop targets and a click that chooses a figure; a
    click on a space (or a monster) offers the actions that belong there (:mod:`.boardmenu`)."""

    click_at = None  # where a press on the floor began (a click, unless it panned)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self.click_at = event.position()
        elif (kind == QEvent.Type.MouseButtonRelease and self.piece is None
              and event.button() == Qt.MouseButton.LeftButton and self.click_at is not None):
            near = (event.position() - self.click_at).manhattanLength() \
                < QApplication.startDragDistance()
            self.click_at = None
            if near:
                self._offer(event.position().toPoint(), event.globalPosition().toPoint())
        return super().eventFilter(obj, event)

    def _offer(self, view_pos, global_pos) -> None:
        space = self.view.board.space_at(self.view.mapToScene(view_pos))
        if space is not None:
            offer(self.view, space.index, global_pos)

    def _target_at(self, view_pos, moving):
        return self.view.board.space_at(self.view.mapToScene(view_pos))

    def _press(self, event) -> bool:
        if self.view.pacer.busy() and self._piece_at(event.position().toPoint()) is not None:
            self.view.pacer.flush()  # a figure being paced would vanish under the mouse
        return super()._press(event)

    def _release(self, event) -> bool:
        piece, was_drag = self.piece, self.dragging
        handled = super()._release(event)
        if isinstance(piece, FigurePiece):
            piece.setZValue(0)
            if not was_drag:
                self.view.choose(piece.fig if self.view.chosen != piece.fig else None)
                if piece.kind == "monster":
                    self._offer(event.position().toPoint(),
                                event.globalPosition().toPoint())
            else:
                self.view.refresh_choice()  # the drag put its own lights out
        return handled


class MansionsTable(ChoiceKeys, TableView):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.board: MansionsBoard = self.scene()  # made by make_scene
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(self.board.backgroundBrush())
        self.chosen: str | None = None  # the figure chosen by click or Tab
        self.target: int | None = None  # the keyboard's target space
        self.lit: dict[str | None, Any] = {}  # legal moves of the chosen figure
        self.animations: list = []
        self.range_action = QAction(self)
        self.range_action.setCheckable(True)
        self.range_action.toggled.connect(lambda _on: self._show_range())
        self.book = GameEvents(controller)  # the game's events, for its story and summary
        self.pacer = self.make_pacer()  # the Keeper's activations, one at a time
        # the window's status line follows the Keeper's turn on screen, as the bar does
        self.pacer.beatShown.connect(lambda _lines: self._held_words_follow())
        self.pacer.idle.connect(self.statusChanged.emit)
        self.dice_asker = DiceAsker(self)  # the faces of physical dice, when the game wants them
        self.intro = Introduction(self)  # the scenario's introduction, over the board
        self.epilogue = EpilogueCard(self)  # the end of the game, over the board
        controller.gameStarted.connect(self._use_physical_dice)
        controller.gameStarted.connect(self._new_game_bar)
        self.chrome = self.make_chrome()  # the action bar and side panel of the profile
        watch_bar(self.chrome.bar, self)  # a right click on the bar: "Rules for this"
        self.retranslate()
        self.chrome.refresh()

    def make_scene(self) -> MansionsBoard:
        return MansionsBoard(self)

    def make_interaction(self) -> MansionsDrag:
        return MansionsDrag(self)

    def make_pacer(self) -> Pacer:
        """What shows the Keeper's turn a beat at a time: second edition's activations."""
        return Pacer(self)

    def make_chrome(self):
        """What sits around the board: second-edition play's bar and panel."""
        return PlayChrome(self)

    def retranslate(self) -> None:
        self.pacer.banner.retranslate()
        self.pacer.card.retranslate()
        self.epilogue.retranslate()
        self.intro.retranslate()
        self.range_action.setText(self.tr("Show &Range"))
        self.range_action.setToolTip(self.tr("Light the spaces within range (three spaces) of "
                                             "the chosen figure (R)"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and not self.detached:
            self.retranslate()
            self.chrome.refresh()
            if self.board.map:
                self.board.static_key = None  # room names are in the static layer
                self.refill(self.observation())
        super().changeEvent(event)

    # ---- filling from observations

    def populate(self, observation: dict[str, Any]) -> None:
        m = observation.get("map")
        if not m:
            return
        self.board.show_map(m, observation.get("monsters"))
        self.pieces = {p.piece_id: p for p in self.board.spaces.values()}
        self.pieces.update({p.piece_id: p for p in self.board.figures.values()})
        if self.chosen not in self.board.figures:
            self.chosen = None
        if self.target not in self.board.spaces:
            self.target = None
        self._mark_choice()

    def refill(self, observation: dict[str, Any]) -> None:
        close_menu(self)  # its actions were the last state's
        self.interaction.cancel()
        self._stop_animations()
        self.populate(observation)

    def _use_physical_dice(self, _game: str = "") -> None:
        use_physical_dice(self.controller, self.dice_asker)

    def _new_game_bar(self, _game: str = "") -> None:
        if hasattr(self.chrome.bar, "kept"):
            self.chrome.bar.kept = (0, 0)  # a new game: the bar's rows fit it afresh

    def reset(self) -> None:
        self.book.sync()
        self.pacer.drop()
        self.epilogue.hide()
        self._use_physical_dice()
        super().reset()
        self.chrome.refresh()
        self.intro.refresh()  # a new game opens on its introduction

    def apply(self, action) -> bool:
        with self.chrome.redraw_once():  # the bar and the panel: once, after the action
            self.pacer.flush()  # a person acts: the board catches up first
            return super().apply(action)

    def set_covered(self, covered: bool) -> None:
        if covered:
            self.pacer.drop()
            close_menu(self)  # nothing of the last seat's stays in sight
        super().set_covered(covered)
        self.intro.refresh()  # hidden behind the curtain, back (if not yet read) after it

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        """A right click on a figure, token or space offers "Rules for this"."""
        menu = QMenu(self)
        add_rules_entry(menu, self, event.pos())
        if not menu.isEmpty():
            menu.exec(event.globalPos())

    def detach(self) -> None:
        from ..logdock import unhold_log

        unhold_log(self.controller, self.pacer)  # the next table's log is not this one's
        self.chrome.detach()
        try:
            self.controller.gameStarted.disconnect(self._use_physical_dice)
            self.controller.gameStarted.disconnect(self._new_game_bar)
        except (RuntimeError, TypeError):
            pass
        super().detach()

    def resizeEvent(self, event) -> None:  # noqa: N802
        self.chrome.place()
        super().resizeEvent(event)
        self.intro.place()
        if self.pacer.banner.isVisible():
            self.pacer.banner.place()
        for card in (self.pacer.card, self.epilogue):
            if card.isVisible():
                card.place()

    def clear_table(self) -> None:
        self._stop_animations()
        super().clear_table()
        self.board.forget()

    def _on_events(self, events, seat: int) -> None:
        self.book.take(events, seat)
        if self.covered:
            return
        if self.pacer.feed(events, self.seat):
            return  # the Keeper's activations and the story's cards: one at a time
        super()._on_events(events, seat)
        if any(e.kind == "game-over" for e in events):
            self.open_epilogue(self.observation(), None)

    # ---- the story's beats (:mod:`.pacing`, :mod:`.storyflow`)

    def _held_words_follow(self) -> None:
        """A beat came on screen: the held bar's words follow it (Skip only where it is
        offered), and the window's status line with them."""
        words = self.status_prompt()
        if words is not None:
            self.chrome.bar.prompt.setText(words)
        self.statusChanged.emit()

    def status_prompt(self) -> str | None:
        """While the Keeper's turn is still on screen, the window's status line says what
        the bar says (not the next state's prompt, issue 24)."""
        held = getattr(self.chrome.bar, "held_words", None)  # a bar that holds the turn
        if held is None or self.covered or not self.pacer.keepers_turn():
            return None
        if self.pacer.card.choices:
            return None  # the card asks the investigators: the game's prompt says it too
        return held(self.pacer.offers_skip())

    def beat_head(self, head) -> None:
        """The bar's round and phase follow the beat on screen (None: the game's own)."""
        show = getattr(self.chrome, "show_head", None)
        if show is not None:
            show(head)

    def head_words(self, head) -> str:
        """"Round 4 · Mythos Phase" of a beat's header."""
        if not head or head.get("round") is None:
            return ""
        words = getattr(self.chrome.bar, "words", None)
        phase = getattr(words, "phase", None)
        out = self.tr("Round {n}").format(n=head["round"])
        return out + (" \u00b7 " + phase(head) if phase is not None else "")

    def open_epilogue(self, obs, on_close) -> None:
        """The epilogue card of a second-edition game (first edition has its own end)."""
        if obs.get("rules") != "second-edition" or self.covered:
            if on_close is not None:
                on_close()
            return
        self.epilogue.open_end(obs, on_close)

    def follow(self, events, observation: dict[str, Any]) -> None:
        before = {fid: p.pos() for fid, p in self.board.figures.items()}
        self.refill(observation)
        paths: dict[str, list[int]] = {}  # one walk a figure: a step an event, in order
        for e in events:
            if e.kind == "move" and e.data.get("figure") in self.board.figures:
                fid = e.data["figure"]
                if fid in before:
                    path = paths.setdefault(fid, [e.data.get("from")])
                    walked = e.data.get("path") or [e.data.get("from"), e.data.get("to")]
                    path.extend(walked[1:])  # a walk's path starts where the figure stood
        for fid, path in paths.items():
            self._walk(self.board.figures[fid], before[fid], path)

    def _walk(self, piece: FigurePiece, start: QPointF, path: list[int]) -> None:
        """Animate a figure from where it was along the spaces it walked to its slot."""
        points = [start]
        for index in path[1:-1]:
            centre = self.pacer.centre(index)
            if centre is not None:
                points.append(centre)
        self.walk_points(piece, points + [piece.pos()], STEP_MS)

    def walk_points(self, piece: FigurePiece, points: list[QPointF], step_ms: int) -> None:
        """Animate ``piece`` through ``points`` (scene positions), ``step_ms`` apiece."""
        if len(points) < 2:
            return
        anim = QPropertyAnimation(piece, b"pos", self)
        anim.setDuration(step_ms * (len(points) - 1))
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        for i, p in enumerate(points):
            anim.setKeyValueAt(i / (len(points) - 1), p)
        anim.finished.connect(lambda: self.animations.remove(anim) if anim in self.animations else None)
        self.animations.append(anim)
        piece.setPos(points[0])
        anim.start()

    def _stop_animations(self) -> None:
        for anim in self.animations:
            anim.stop()
        self.animations = []

    def settle(self) -> None:
        """End every animation where it was going."""
        for anim in self.animations:
            anim.setCurrentTime(anim.duration())
        self._stop_animations()

    def animating(self) -> bool:
        return any(a.state() == QVariantAnimation.State.Running for a in self.animations)

    # ---- actions and pieces

    def action_places(self, action) -> tuple[str, str | None] | None:
        if getattr(action, "TYPE", "") == "Move":
            return (figure_id(action.figure), space_id(action.to))
        return None

    def proposed_action(self, piece_id: str, target_id: str):
        if not (piece_id.startswith("fig:") and target_id.startswith("space:")):
            return None
        # the namespace a record replays under (engine/record.py does the same)
        namespace = getattr(self.controller.module, "ACTION_NAMESPACE", self.controller.game_id)
        try:
            return action_from_json(namespace, {"type": "Move", "figure": piece_id[4:],
                                                "to": int(target_id[6:])})
        except ValueError:
            return None

    # ---- zoom

    def _scale(self) -> float:
        return self.transform().m11()

    def zoom_in(self) -> None:
        if self._scale() * self.ZOOM_STEP <= MAX_SCALE:
            super().zoom_in()

    def zoom_out(self) -> None:
        if self._scale() / self.ZOOM_STEP >= MIN_SCALE:
            super().zoom_out()

    def zoom_fit(self) -> None:
        self._auto_fit = True
        rect = self.board.map_rect()
        if rect.isEmpty():
            rect = self.board.itemsBoundingRect()
        if not rect.isEmpty():
            self.fitInView(rect.adjusted(-30, -30, 30, 30), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event) -> None:  # noqa: N802
        mods = event.modifiers()
        if mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier):
            QGraphicsView.wheelEvent(self, event)
            return
        delta = event.angleDelta().y()
        if delta:
            (self.zoom_in if delta > 0 else self.zoom_out)()
        event.accept()
