"""The Magnum Opus table view: the scene of the viewing seat's observation (built by
:mod:`.scene`), the gestures that play actions on it (:mod:`.gestures`), the bar of phases,
prompt and buttons above it, and the transmutation and result dialogs.

Drags: a Tradeskill onto your Gold (for Gold) or your draw pile (for cards); a card from the
hand onto the Table and back; an Attempt Transmutation onto the Table (or onto your Clues for
the Philosophers' Stone); Reagents and helpful cards onto the Table while an experiment is
built, a Metastone onto the Reagent pile it stands for; a card onto its Supply pile to sell
it; a Table card onto the Shelf. Clicks: a Supply pile buys (or takes a free card), a face-up
Matrix cell hires an assistant, the Search deck searches, a lit card answers a question.
Everything else (pass, end a phase, roll, accept, decline …) is a button above the table,
and a right click on any piece lists what it can do now.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsView

from ...games.magnum_opus import actions as A
from ..i18n import tr_msg
from ..cardtable.inspect import HOVER_MS
from ..cardtable.motion import Motion
from ..cardtable.view import CardTableView
from .actionbar import ActionBar
from .cards import MagnumOpusCards
from .drag import ZoneDrag
from .gestures import places_of, proposed_action
from .layout import WIDTH, WORK_Y, ZONE_H, MOLayout
from .pieces import MOPiece
from .scene import MagnumOpusScene
from .words import MagnumOpusWords
from ...engine.messages import fill

FELT = QColor("#27332c")
# Buttons for the choices of a question when there are this few of them.
MAX_CHOICE_BUTTONS = 8


class KeepWatch(QObject):
    """On a button that keeps a card: the mouse on it lights that card on the table, and
    resting there for :data:`HOVER_MS` opens the inspector on it; leaving closes what it
    opened. The card is the one the table drew from the viewer's observation."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.card: str | None = None
        self.opened = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(HOVER_MS)
        self.timer.timeout.connect(self._rested)

    def piece(self):
        return self.view.pieces.get(f"card:{self.card}") if self.card else None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.Enter:
            act = watched.property("action")
            self.card = act.card if isinstance(act, A.KeepResearch) else None
            piece = self.piece()
            if piece is not None:
                piece.set_highlighted(True)
                self.timer.start()
        elif kind in (QEvent.Type.Leave, QEvent.Type.Hide, QEvent.Type.MouseButtonPress):
            self.timer.stop()
            piece = self.piece()
            if piece is not None:
                piece.set_highlighted(False)
            if self.opened and kind != QEvent.Type.MouseButtonPress:
                self.view.close_inspector()
            self.opened = False
            self.card = None
        return False

    def _rested(self) -> None:
        piece = self.piece()
        if piece is not None:
            self.view.inspect(piece)
            self.opened = True


class MagnumOpusTable(CardTableView):
    bar_class = ActionBar
    drag_class = ZoneDrag
    piece_class = MOPiece
    zoomed_drag = QGraphicsView.DragMode.ScrollHandDrag
    refit_on_change_only = True
    # a bot's action is one beat; its transmutation's roll is a beat of its own
    beat_kinds = ("roll", "master-roll")

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.obs: dict[str, Any] = {}
        self.book = MagnumOpusCards(None)
        self.words = MagnumOpusWords(self.book, self)
        self.legal: list = []
        self.builder = MagnumOpusScene(self)
        self.transmute_dialog = None
        self.result_dialog = None
        # a paced bot's cards glide from its hand to its Table (.cardtable.pacer)
        self.motion = Motion(self, ("card:", "back:"), arrivals=self._arrival)
        self._hidden_dialogs: list = []  # open when the table page was hidden
        self.setBackgroundBrush(QBrush(FELT))
        # Repaint only the regions that changed: an action changes a few far-apart pieces.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        # Bound methods, not lambdas: Qt drops them with the view; detach() drops them sooner.
        controller.busyChanged.connect(self._busy_changed)
        controller.finished.connect(self.show_result)
        # a button that keeps a card (Keep Shelf / Keep Calcination Method after a Mindstone)
        # shows that card: lit on the table, and read in the inspector when the mouse rests on
        # the button (issue 25, play-68: the two cards lay under the transmutation dialog)
        self.keep_watch = KeepWatch(self)

    def make_layout(self) -> MOLayout:
        return MOLayout()

    # ------------------------------------------------------------------ the scene

    def populate(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        if not obs:
            self._update_bar()
            return
        if obs.get("house_rules") != self.book.house:
            self.book = MagnumOpusCards(obs.get("house_rules"))
            self.words.book = self.book
        self.layout_map.build(obs["players"])
        viewer = self.seat
        self.legal = (self.controller.legal_actions(viewer)
                      if obs["current"] == viewer and self.controller.is_human(viewer)
                      and not self.pacing() else [])
        self.builder.build(obs)
        self._light()
        self.scene().setSceneRect(QRectF(-30, -70, WIDTH + 60, WORK_Y + ZONE_H + 100))
        self._update_bar()
        if not self.pacing():
            self._resume_dialog(obs)
            self._preview_dialog(obs)

    # ------------------------------------------------------------------ a bot's turn, paced

    def paced(self, seat: int, events) -> tuple[bool, str]:
        """A bot's actions are shown one at a time (the pace: :mod:`..pace`)."""
        if seat < 0 or self.controller.is_human(seat):
            return False, ""
        return True, self.tr("{seat} (a bot) plays").format(seat=self.words.seat(seat))

    def hand_area(self) -> QRectF:
        return self.layout_map.zone("hand")

    def banner_keeps_clear(self) -> list:
        """The viewer's workshop along the foot: the Table and the hand, with their labels."""
        out = []
        for name in ("table", "hand"):
            piece = self.pieces.get(f"zone:{name}")
            out.append(piece.sceneBoundingRect() if piece is not None
                       else self.layout_map.zone(name).adjusted(0, -30, 0, 0))
        return out

    def show_beat(self, beat: dict, step_ms: int) -> None:
        """One action of a bot: its cards glide from its hand to its Table, its Gold counts
        up (or down) to what it has now; the banner says what it did, with its roll."""
        from ..table_base import ViewEvent

        self._dialog_gives_way(beat.get("actor"))
        stone = any(k == "difficulty" and d.get("stone") for k, d in beat["events"])
        if stone or self.transmute_dialog is not None:
            # another alchemist's try for the Stone opens its dialog, roll by roll
            self._feed_dialog([ViewEvent(k, d) for k, d in beat["events"]],
                              beat.get("obs", self.obs))
        if "obs" not in beat:
            return
        before = self.motion.positions()
        counts = {pid: p.value for pid, p in self.pieces.items()
                  if pid.startswith(("gold:", "xp:")) and hasattr(p, "value")}
        self._arrived_from = beat["obs"].get("active")
        actor = beat.get("actor")
        # the bar names the seat whose action is shown: after a bot's last action of its
        # turn the observation's active seat is already the next one (issue 25)
        self._shown_actor = actor if actor is not None and actor >= 0 else None
        self.refill(beat["obs"])
        self.motion.duration = max(160, step_ms * 2)
        self.motion.glide(before)
        for pid, old in counts.items():
            piece = self.pieces.get(pid)
            if piece is not None and old != piece.value:
                self._count(piece, old, piece.value, max(160, step_ms * 2))

    def _dialog_gives_way(self, actor) -> bool:
        """Another seat's turn is shown beat by beat: the dialog of a roll that is over (the
        person's own, with its outcome) stays beside the first beat, moved up off the
        banner (a failure ends the turn, and the bot's beats begin at once: it would be
        gone before it was read), and goes at the next beat, or when the beats end, so it
        does not lie over the turn shown after it (issue 25, play-16). The log keeps what
        it said. A roll still waiting for a choice, and a preview, stay. True: it went."""
        d = self.transmute_dialog
        if (d is None or actor is None or actor < 0 or actor == d.seat or d.previewing
                or d.choice_buttons):
            return False
        if d.beats_of_others >= 1:
            self._close_transmute()
            return True
        d.beats_of_others += 1
        return False

    def _arrival(self, pid: str, piece, before: dict):
        """Where a card new to the table came from: the hand of the seat that played it."""
        if not pid.startswith("card:"):
            return None
        seat = getattr(self, "_arrived_from", None)
        backs = [pos for key, (pos, _zone) in before.items()
                 if key.startswith(f"back:{seat}:")]
        return (backs[-1], "hand") if backs and seat != self.seat else None

    def _count(self, piece, old: str, new: str, ms: int) -> None:
        from PySide6.QtCore import QVariantAnimation
        from shiboken6 import isValid

        try:
            start, end = int(old), int(new)
        except ValueError:
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(ms)

        def show(value, p=piece):
            if isValid(p) and p.scene() is not None:
                p.value = str(int(round(float(value))))
                p.update()

        anim.valueChanged.connect(show)
        anim.finished.connect(lambda p=piece, v=new: show(v, p))
        piece.value = old
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def paced_done(self) -> None:
        d = self.transmute_dialog
        if d is not None and d.beats_of_others:  # shown beside a turn that is over now
            self._dialog_gives_way(getattr(self, "_shown_actor", None))
        super().paced_done()
        if not self.detached and not self.covered:
            self._resume_dialog(self.obs)
            self._preview_dialog(self.obs)
        result, self._pending_result = getattr(self, "_pending_result", None), None
        if result is not None and not self.detached:
            self.show_result(result)

    def follow(self, events, obs) -> None:
        self.refill(obs)
        self._feed_dialog(events, obs)

    def refill(self, observation) -> None:
        """Fill the scene afresh; the builder keeps every piece that looks the same."""
        self.motion.finish()  # a glide still running ends where it was going
        self.interaction.cancel()
        self.builder.rebuild(observation)

    def clear_table(self) -> None:
        super().clear_table()
        self.builder.forget()

    # ------------------------------------------------------------------ what means what

    def places_of(self, act) -> list[tuple[str, str | None]]:
        return places_of(act, self.obs, self.seat)

    def action_places(self, action):
        places = self.places_of(action)
        return places[0] if places else None

    def moves_for(self, piece_id: str) -> dict:
        out: dict = {}
        for act in self.controller.legal_actions(self.seat):
            for piece, target in self.places_of(act):
                if piece == piece_id:
                    out.setdefault(target, act)
        return out

    def proposed_action(self, piece_id: str, target_id: str):
        target = self.pieces.get(target_id)
        zone = getattr(target, "zone", None) or target_id
        return proposed_action(piece_id, zone, self.obs, self.seat, self.book)

    def default_target(self, piece_id: str, targets: list[str]) -> str:
        """A double click: a card to the Table, a Tradeskill for Gold, a pile bought."""
        for usual in ("zone:table", f"gold:{self.seat}", "zone:stone", "zone:hand"):
            if usual in targets:
                return usual
        return targets[0]

    def _goes_somewhere(self) -> bool:
        return any(target is not None for act in self.legal
                   for piece, target in self.places_of(act) if piece.startswith("card:"))

    def _light(self) -> None:
        lit = {piece for act in self.legal for piece, _target in self.places_of(act)}
        for pid, piece in self.pieces.items():
            piece.set_lit(pid in lit)
            piece.set_highlighted(False)

    def apply(self, action) -> bool:
        self.pacer.flush()  # a person acts: the table catches up first
        reason = self.controller.act(action)
        if reason is None:
            return True
        words = self.words.refusal(action, self.obs, self.seat) if self.obs else None
        self.message.emit(words or tr_msg(reason))
        return False

    def refusal(self, piece_id: str, target_id: str) -> str:
        """Why dropping ``piece_id`` on ``target_id`` does nothing, in words."""
        proposed = self.proposed_action(piece_id, target_id)
        if proposed is None:
            return self.tr("It cannot go there.")
        words = self.words.refusal(proposed, self.obs, self.seat)
        if words:
            return words
        reason = self.controller.why_illegal(proposed)
        return tr_msg(reason) if reason is not None else self.tr("It cannot go there.")

    # ------------------------------------------------------------------ the bar above

    def _update_bar(self) -> None:
        obs = self.obs
        names = {p: self.words.phase(p) for p in ("tradeskill", "table", "experiment", "pause")}
        if self.covered or not obs:
            self.bar.clear(names)
            self._fit_bar()
            return
        self.bar.set_phase(obs["phase"], names)
        # the final round is said in the turn line itself, in few words (the whole of it in
        # the tooltip and the log): a second line for it lowered the whole table for the
        # round and lifted it again after (issue 25)
        final = bool(obs["final_round"] and not obs["over"])
        info = (self.tr("Round {round} (the final round): {seat}'s turn") if final
                else self.tr("Round {round}: {seat}'s turn")).format(
            round=obs["round"], seat=self.words.seat(obs["active"]))
        self.bar.info.setText(info)
        self.bar.info.setToolTip(
            self.tr("Final round: the Philosophers' Stone has been made; "
                    "everyone else has one last turn.") if final else "")
        viewer = self.seat
        current = self.controller.current_player()
        if obs["over"]:
            prompt = self.tr("The game is over.")
        elif self.pacing():
            shown = getattr(self, "_shown_actor", None)
            prompt = self.tr("Showing what {seat} did\u2026").format(
                seat=self.words.seat(obs["active"] if shown is None else shown))
        elif self.controller.busy():
            prompt = self.tr("{seat} (a bot) is thinking\u2026").format(
                seat=self.words.seat(obs["active"]))
        else:
            prompt = tr_msg(self.controller.prompt(viewer)) if current == viewer else \
                self.tr("Waiting for {seat}.").format(seat=self.words.seat(obs["active"]))
            if current == viewer and self._goes_somewhere():
                prompt += "  " + self.gesture_hint()
        self.bar.prompt.setText(prompt)
        legal = (self.controller.legal_actions(viewer)
                 if current == viewer and self.controller.is_human(viewer)
                 and not self.pacing() else [])
        self.bar.set_buttons(self._choices(legal, obs))
        keeps = [b for b in self.bar.buttons if isinstance(b.property("action"), A.KeepResearch)]
        for button in keeps:
            button.installEventFilter(self.keep_watch)
        d = self.transmute_dialog
        if keeps and d is not None and d.seat == viewer and not d.choice_buttons \
                and not d.previewing:
            # the roll's dialog is over: it lay over the two cards (and the inspector opens
            # under a dialog); the log keeps what it said
            self._close_transmute()
        self._fit_bar()

    def _choices(self, legal, obs) -> list[tuple[str, object, bool]]:
        deciding = bool(obs.get("waiting")) and len(legal) <= MAX_CHOICE_BUTTONS
        primary = (A.ConfirmExperiment, A.AcceptRoll, A.SpendExperience, A.UseHeartstone)
        out, seen = [], set()
        for act in sorted(legal, key=lambda a: (type(a) is A.EndPhase or type(a) is A.Decline,
                                                not isinstance(a, primary))):
            if self.places_of(act) and not deciding:
                continue
            label = self.words.action(act, obs)
            if label in seen:
                continue
            seen.add(label)
            out.append((label, act, isinstance(act, primary)))
        # many choices of one kind, or more than one row holds, fold into buttons with
        # menus (the bar's own: ..cardtable.phasebar.fold): the table never drops a row
        return out

    def set_covered(self, covered: bool) -> None:
        super().set_covered(covered)
        self._update_bar()

    # ------------------------------------------------------------------ right click

    def piece_choices(self, piece) -> list[tuple[str, object]]:
        acts = [a for a in self.controller.legal_actions(self.seat)
                if any(p == piece.piece_id for p, _t in self.places_of(a))]
        return [(self.words.action(act, self.obs), act) for act in acts]

    def card_facts(self, face):
        """The inspector's words for a card: its type, cost, volatility or modifier, what it
        gives, its text, and the house rules in force that name it."""
        from ...games.magnum_opus import setup_spec
        from ..cardtable.inspect import house_rules_naming

        facts = []
        for corner in (face.right, face.left):
            if corner is None:
                continue
            if corner.icon == "cost":
                facts.append(self.tr("Cost {n} Gold").format(n=corner.value))
            elif corner.icon == "volatility":
                facts.append(self.tr("Volatility {n}").format(n=corner.value))
            elif corner.icon == "modifier":
                facts.append(self.tr("Modifier {n}").format(n=corner.value))
            elif corner.icon == "master":
                facts.append(self.tr("Gold only on a roll of {n} or more").format(
                    n=corner.value))
        if len(face.bottom) == 2:
            facts.append(fill(self.tr("{gold} Gold or {cards} {cards|card|cards}"),
                              gold=face.bottom[0].value, cards=int(face.bottom[1].value)))
        if face.summary:
            facts.extend(line for line in face.summary.split("\n") if line)
        if face.table_ok:
            facts.append(self.tr("May go on the Table"))
        english = self.book.info(face.card).name.text
        house = house_rules_naming(setup_spec()["house_rules"], english,
                                   (self.obs or {}).get("house_rules"))
        return face.kind, tuple(facts), face.text, tuple(house)

    # ------------------------------------------------------------------ dialogs

    def _feed_dialog(self, events, obs) -> None:
        from .transmute import TransmuteDialog

        for event in events:
            data = event.data
            own = data.get("seat") == self.seat and self.controller.is_human(self.seat)
            opens = ((event.kind in ("difficulty", "assistant") and own)
                     or (event.kind == "difficulty" and data.get("stone")
                         and data.get("seat") != self.seat))
            if opens:
                self._close_transmute()
                self.transmute_dialog = TransmuteDialog(self, data["seat"])
                self.transmute_dialog.finished.connect(self._dialog_finished)
                self.transmute_dialog.show()
            if self.transmute_dialog is not None:
                self.transmute_dialog.feed(event, obs)
        if self.transmute_dialog is not None:
            self.transmute_dialog.sync(obs)
        if not self.pacing():
            self._preview_dialog(obs)

    def _preview_dialog(self, obs) -> None:
        """See before you commit: once the viewer's experiment can be rolled for, the
        dialog shows its difficulty and the chances of success (it follows every card
        added; closed, it stays closed until the experiment changes)."""
        from .transmute import TransmuteDialog

        viewer = self.seat
        legal = (self.controller.legal_actions(viewer)
                 if obs.get("current") == viewer and self.controller.is_human(viewer) else [])
        ready = any(isinstance(a, A.ConfirmExperiment) for a in legal) and not self.covered
        d = self.transmute_dialog
        if not ready:
            if d is not None and d.previewing:
                self._close_transmute()
            return
        if d is not None and not d.previewing:
            # the dialog of an earlier roll, closed or left open through the turns since
            # (no hand-off drops it against a bot): this experiment is a new one. It had
            # kept the preview from opening at every roll after the first (seen under Xvfb)
            self._close_transmute()
            d = None
        # the same cards come round again (the Attempt alone is often all the experiment
        # holds): a preview closed in an earlier turn does not keep this one closed
        key = (obs.get("round"), obs.get("active"),
               tuple(obs["seats"][self.seat]["experiment"] or ()))
        if d is None:
            if key == getattr(self, "_preview_closed", None):
                return
            d = self.transmute_dialog = TransmuteDialog(self, self.seat)
            d.finished.connect(self._dialog_finished)
            d.finished.connect(lambda _r, k=key: setattr(self, "_preview_closed", k))
            d.preview_from(obs)
            d.show()
        elif d.previewing:
            d.preview_from(obs)

    def _resume_dialog(self, obs) -> None:
        """A game resumed (or undone) while its own roll waits for a decision."""
        from .transmute import TransmuteDialog

        tx = obs.get("transmutation")
        if (tx is None or obs["active"] != self.seat or obs["waiting"] != "after"
                or self.transmute_dialog is not None or self.covered):
            return
        self.transmute_dialog = TransmuteDialog(self, self.seat)
        self.transmute_dialog.finished.connect(self._dialog_finished)
        self.transmute_dialog.from_observation(obs)
        self.transmute_dialog.show()

    def _dialog_finished(self, _result: int) -> None:
        # after the dialog's own close has run: the hand-off may replace the view's seat
        QTimer.singleShot(0, self._release_handoff)

    def _release_handoff(self) -> None:
        if not self.detached:
            self.handoffReleased.emit()

    def holds_handoff(self) -> bool:
        """In hot-seat play a roll that ends the turn (a failure) would bring the curtain
        down over the roller's dialog at once: the roller first reads it and closes it."""
        if self.pacing():
            return True  # a bot's turn is still being shown
        d = self.transmute_dialog
        return (d is not None and d.isVisible() and d.seat == self.seat and not self.covered
                and not d.previewing)  # a preview holds nothing: no roll was made

    def _close_transmute(self) -> None:
        if self.transmute_dialog is not None:
            self.transmute_dialog.hide()
            self.transmute_dialog.deleteLater()
            self.transmute_dialog = None

    def _viewer_changed(self, seat: int) -> None:
        self._close_transmute()  # the next person does not read the last one's dialog
        super()._viewer_changed(seat)

    def _busy_changed(self, _busy: bool) -> None:
        self._update_bar()

    def detach(self) -> None:
        for signal, slot in ((self.controller.busyChanged, self._busy_changed),
                             (self.controller.finished, self.show_result)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self._close_transmute()
        if self.result_dialog is not None:
            self.result_dialog.hide()
        super().detach()

    def show_result(self, result) -> None:
        from .result import ResultDialog

        if result is None:
            return
        if self.pacing():  # the bot's last actions are shown first, then the result
            self._pending_result = result
            return
        if self.result_dialog is not None:
            self.result_dialog.hide()
        self.result_dialog = ResultDialog(self, self.controller.observation(self.seat), result,
                                          self.controller)
        self.result_dialog.show()

    def _dialogs(self) -> list:
        return [d for d in (self.transmute_dialog, self.result_dialog) if d is not None]

    def hideEvent(self, event) -> None:  # noqa: N802
        """The table page gives way (File > New Game shows the start page): its dialogs are
        windows of their own and would stay on top of the next page, so they go too."""
        if not event.spontaneous():
            self._hidden_dialogs = [d for d in self._dialogs() if d.isVisible()]
            for dialog in self._hidden_dialogs:
                dialog.hide()
        super().hideEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not event.spontaneous():
            for dialog in self._hidden_dialogs:
                if dialog in self._dialogs():
                    dialog.show()
            self._hidden_dialogs = []

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.obs and not self.detached:
            self.reset()
            if self.result_dialog is not None and self.result_dialog.isVisible():
                self.show_result(self.controller.result())  # built anew in the new language
        super().changeEvent(event)
