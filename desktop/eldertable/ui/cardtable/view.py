"""What the card tables' views share: the drag that drops into zones, the phase bar laid
over the top of the view with the scene fitted under it, scroll bars only when zoomed in,
and a right click on a piece that lists the choices it offers now, then "Rules for this"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsView, QMenu

from ..rulesref import add_rules_entry, open_rules, watch_bar
from ..table_base import Piece, TableView
from .drag import ZoneDrag
from .handhold import HandHold
from .inspect import NO_FACE, CardInspector, HoverWatch, Inspected
from .pacer import CardPacer, split_every
from .warm import IdleWarmer
from ..plaintext import button_text


class CardTableView(TableView):
    """A subclass names its :attr:`bar_class` (a :class:`~.phasebar.PhaseBar`) and may name
    its drag, the kind of piece a right click looks for, how a zoomed table is panned, and
    whether the bar is refitted only when its size changes; it gives :meth:`piece_choices`."""

    bar_class: type
    drag_class: type = ZoneDrag
    piece_class: type = Piece
    zoomed_drag = QGraphicsView.DragMode.NoDrag
    refit_on_change_only = False  # True: an unchanged bar does not refit the whole table
    # the event kinds that start a new beat when an action is paced (:mod:`.pacer`)
    beat_kinds: tuple[str, ...] = ()

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.viewport().removeEventFilter(self.interaction)
        self.interaction.deleteLater()
        self.interaction = self.drag_class(self)
        self._bar_geometry = None
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bar = self.bar_class(self)
        self.bar.chosen.connect(self.apply)
        self.bar.show()
        watch_bar(self.bar, self)  # a right click on the phase bar: "Rules for this"
        self.inspector = CardInspector(self)
        self.inspector.rules_wanted.connect(self._inspected_rules)
        self._hover = HoverWatch(self)
        # the viewer's hand keeps its slots while the pointer is over it (.handhold)
        self.hand_hold = HandHold(self, self.hand_area)
        self.pacer = CardPacer(self, split_every(self.beat_kinds))
        # the window's status line follows the paced turn on screen, as the bar does (it
        # had kept the person's last prompt while a bot's turn was shown)
        self.pacer.beatShown.connect(lambda _lines: self.statusChanged.emit())
        # a dialog left open (the viewer's roll and its outcome) moves up off the banner:
        # it had covered the banner's Continue and Skip (seen under Xvfb)
        self.pacer.beatShown.connect(lambda _lines: self.dialogs_clear_of_banner())
        self.pacer.idle.connect(self.statusChanged.emit)
        self.warmer = IdleWarmer(self, busy=lambda: self.pacer.busy()
                                 or getattr(self.interaction, "dragging", False))
        self._warmed_for = None

    # ---- the pace (.pacer): other seats' actions and reveals, one beat at a time

    def pacing(self) -> bool:
        """True while beats of actions already applied are still being shown: the table
        shows an earlier moment, so it offers no choices."""
        return self.pacer.busy()

    def dialogs_clear_of_banner(self) -> None:
        """Move this table's open dialogs up so that none lies over the pace banner."""
        banner = self.pacer.banner
        dialogs = getattr(self, "_dialogs", None)
        if dialogs is None or banner.isHidden():
            return
        shown = QRect(banner.mapToGlobal(QPoint(0, 0)), banner.size())
        for dialog in dialogs():
            frame = dialog.frameGeometry()
            if dialog.isVisible() and frame.intersects(shown):
                dialog.move(frame.x(), max(0, shown.top() - 8 - frame.height()))

    def status_prompt(self) -> str | None:
        """While another seat's turn is still shown beat by beat, the window's status line
        says what the bar says ("Showing what Alchemist 2 did…")."""
        if self.covered or not self.pacing():
            return None
        return self.bar.prompt.text() or None

    def paced(self, seat: int, events) -> tuple[bool, str]:
        """(follow this action beat by beat, the banner's heading): per table."""
        return False, ""

    def heading_for(self, kind: str, data: dict) -> str | None:
        """A new heading for the beats from this event on (one action may reveal two
        locations, the second one by itself): per table; None keeps the heading."""
        return None

    def _on_events(self, events, seat: int) -> None:
        if not self.covered:
            paced, heading = self.paced(seat, events)
            if self.pacer.feed(events, self.seat, paced, heading, actor=seat):
                return
        super()._on_events(events, seat)

    def default_target(self, piece_id: str, targets: list[str]) -> str:
        """Where a double click plays ``piece_id``: per table; by default the first."""
        return targets[0]

    def gesture_hint(self) -> str:
        """A few words after the prompt while a lit piece goes somewhere: one may click
        it, then its place, or drag it."""
        return self.tr("Click a lit card, then where it goes, or drag it.")

    def banner_keeps_clear(self) -> list:
        """The scene rects the pace banner never covers (the viewer's hand): per table."""
        return []

    def pace_started(self) -> None:
        """The beats begin: the table shows an earlier moment, so nothing is lit and the
        bar offers no choice (its buttons' row stays: nothing moves)."""
        self.legal = []
        for piece in self.pieces.values():
            if hasattr(piece, "set_lit"):
                piece.set_lit(False)
        update_bar = getattr(self, "_update_bar", None)
        if update_bar is not None:
            update_bar()

    def show_beat(self, beat: dict, step_ms: int) -> None:
        """Draw one beat: by default the table as it stood after the beat's action."""
        if "obs" in beat:
            self.refill(beat["obs"])

    def paced_done(self) -> None:
        """The beats ran out (or were skipped): the table as it stands, with its choices."""
        if not self.detached and not self.covered:
            self.refill(self.observation())
        self.release_after_pace()

    def release_after_pace(self) -> None:
        """In hot-seat play the curtain for the next person waited for the beats."""
        if not self.detached:
            self.handoffReleased.emit()

    def curtain_follows(self) -> bool:
        """The turn has passed to another person at this screen, who may not see what this
        seat sees: the hand-off curtain falls once the beats are shown."""
        c = self.controller
        seat = c.current_player()
        return (seat >= 0 and seat != self.seat and c.is_human(seat)
                and len(c.human_seats()) > 1 and not c.same_view(seat, self.seat))

    def holds_handoff(self) -> bool:
        """The person on screen still watches what their action did, beat by beat."""
        return self.pacing()

    def hand_area(self) -> QRectF:
        """Where the viewer's hand lies in the scene (:mod:`.handhold`): per table."""
        return QRectF()

    def reset(self) -> None:
        self.pacer.drop()
        self.hand_hold.forget()  # shown afresh (a load, a language, a seat): packed
        super().reset()

    def set_covered(self, covered: bool) -> None:
        if covered:
            self.pacer.drop()
            self.hand_hold.forget()  # the next person's hand is laid out packed
        super().set_covered(covered)

    def apply(self, action) -> bool:
        self.pacer.flush()  # a person acts: the table catches up first
        return super().apply(action)

    def detach(self) -> None:
        from ..logdock import unhold_log

        self.warmer.stop()
        self.pacer.drop()
        unhold_log(self.controller, self.pacer)  # the next table's log is not this one's
        super().detach()

    # ---- the bar over the view

    def _fit_bar(self) -> None:
        self.bar.lay_for(self.width())  # its buttons folded to one row at this width
        height = self.bar.heightForWidth(self.width())
        geometry = (0, 0, self.width(), height)
        if self.refit_on_change_only and geometry == self._bar_geometry:
            return  # unchanged: no refit, no repaint of the whole table
        self._bar_geometry = geometry
        self.setViewportMargins(0, height, 0, 0)
        self.bar.setGeometry(*geometry)
        if self._auto_fit:
            self.zoom_fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._bar_geometry = None
        self._fit_bar()
        if self.inspector.isVisible():
            self.inspector.place()
        if not self.pacer.banner.isHidden():  # shown, even while the window is not yet
            self.pacer.banner.place()

    # ---- zoom

    def zoom_fit(self) -> None:
        self._auto_fit = True
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._replace_banner()
        self.warm_ahead()

    # ---- drawing ahead in idle time (.warm)

    def draw_scale(self) -> float:
        """Device pixels per scene pixel as the view draws now."""
        return abs(self.transform().m11()) * self.viewport().devicePixelRatioF()

    def warm_jobs(self, scale: float):
        """A generator of small drawing jobs done in idle time: per table."""
        return iter(())

    def warm_ahead(self) -> None:
        """Draw ahead what the table will soon need at the scale it is seen at (once per
        scale and language)."""
        from ..i18n import current_language

        if self.detached or self.covered:
            return
        key = (round(self.draw_scale(), 2), current_language())
        if key == self._warmed_for or key[0] <= 0:
            return
        self._warmed_for = key
        self.warmer.start(self.warm_jobs(self.draw_scale()))

    def _replace_banner(self) -> None:
        """The table moved under the banner: it follows the hand it keeps clear of."""
        pacer = getattr(self, "pacer", None)
        if pacer is not None and not pacer.banner.isHidden():
            pacer.banner.place()

    def _zoomed(self) -> None:
        self._replace_banner()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setDragMode(self.zoomed_drag)

    def zoom_in(self) -> None:
        super().zoom_in()
        self._zoomed()

    def zoom_out(self) -> None:
        super().zoom_out()
        self._zoomed()

    # ---- right click

    def piece_choices(self, piece) -> list[tuple[str, object]]:
        """(words, action) for each choice a right click on ``piece`` offers now."""
        return []

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        """A right click on a piece lists the choices it offers now, then "Rules for this"."""
        piece = next((i for i in self.items(event.pos()) if isinstance(i, self.piece_class)),
                     None)
        menu = QMenu(self)
        for words, act in (self.piece_choices(piece) if piece is not None else []):
            menu.addAction(button_text(words)).setData(act)
        card = self.inspectable_at(event.pos())
        if card is not None:
            if not menu.isEmpty():
                menu.addSeparator()
            entry = menu.addAction(button_text(self.tr("Inspect")))
            entry.setObjectName("inspect")
            entry.triggered.connect(lambda _=False, c=card: self.inspect(c))
        shown = self.inspected(card) if card is not None else None
        add_rules_entry(menu, self, event.pos(),
                        piece_id=shown.topic if shown is not None else None)
        chosen = menu.exec(event.globalPos())
        if chosen is not None and chosen.data() is not None:
            self.apply(chosen.data())

    # ---- read any card (.inspect)

    def card_facts(self, face) -> tuple[str, tuple[str, ...], str, tuple[str, ...]]:
        """(type line, facts, full text, house rules naming it) of a face: per table."""
        return getattr(face, "kind", ""), (), getattr(face, "text", ""), ()

    def inspected(self, piece) -> Inspected | None:
        """What the inspector shows of ``piece``: None when it is no card. A card drawn
        without a face (the viewer may not see it) is a face-down card, nothing more."""
        face = getattr(piece, "face", NO_FACE)
        if face is NO_FACE:
            return None
        if face is None:
            # its piece id names no card (the table drew it from the observation)
            return Inspected(piece.piece_id, piece.piece_id, "", hidden=True)
        kind, facts, text, house = self.card_facts(face)
        return Inspected(piece.piece_id, f"card:{face.card}", face.name, kind, facts, text,
                         house)

    def inspectable_at(self, pos: QPoint):
        for item in self.items(pos):
            while item is not None:
                if isinstance(item, Piece) and self.inspected(item) is not None:
                    return item
                item = item.parentItem()
        return None

    def inspect(self, piece) -> None:
        shown = self.inspected(piece)
        if shown is not None:
            self.inspector.show_card(shown)

    def close_inspector(self) -> None:
        if self.inspector.isVisible():
            self.inspector.hide()

    def _inspected_rules(self, topic: str) -> None:
        self.inspector.hide()
        open_rules(self, topic)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.pacer.banner.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Space over a card inspects it; Esc closes the inspector."""
        if event.key() == Qt.Key.Key_Escape and self.inspector.isVisible():
            self.inspector.hide()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and getattr(self.interaction, "selected", None):
            self.interaction.deselect()  # the card picked up by a click is let go
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            pos = self._hover.pos
            if pos is None:
                pos = self.viewport().mapFromGlobal(QCursor.pos())
            piece = self.inspectable_at(pos)
            if piece is not None:
                self.inspect(piece)
                event.accept()
                return
        super().keyPressEvent(event)
