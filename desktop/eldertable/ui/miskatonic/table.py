"""The Miskatonic Madness table: the scene built from the viewing seat's observation, which
drag or click means which action, the bar of choices above, and the result.

The board (:mod:`.board`) shows while the turn runs; the Final Battle (:mod:`.final`) takes
its place when Nyarlathotep is summoned. The cultist drags cards from his hand onto
locations, the investigators drag investigators onto locations or books and items onto
investigators, and both click what the rules ask them to choose (see :mod:`.gestures`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsView

from .. import dicetray
from ..i18n import tr_msg
from ..cardtable.view import CardTableView
from .bar import ChoiceBar
from .board import Board
from .cards import CardBook
from .choices import Choices
from .drag import PlaceDrag
from .final import BANNER as FINAL_BANNER
from .final import FinalScreen
from .gestures import places_of, proposed
from .layout import MMLayout
from .motion import Motion
from .paint import art, draw_stretched, ratio_for
from .panels import BannerPiece
from .pieces import MMPiece
from .words import PHASES, Words
from eldertable.engine.messages import fill

FELT = QColor("#081514")
TERMINAL = -2



# The rolls that count the dice at 5 or 6 (MM-TEST-2, MM-COMBAT-2, MM-FINAL-9). A ritual's
# bearer may need less (MM-CARD-77) and a reroll repeats any of these, so those, like
# recovery and "how many", show their faces only: no roll of this game is summed.
_COUNTS_SUCCESSES = frozenset({"sanity", "stealth", "investigation", "combat", "enemy",
                               "nyarlathotep"})


# The panel's roll slot of each purpose a roll event names (the observation's ``rolls``).
_SLOT_OF = {"sanity": "chk", "stealth": "chk", "investigation": "chk", "combat": "inv",
            "enemy": "foe", "ritual": "rit"}


# The phase a paced beat shows from the event of this kind on (its chip lit on the bar).
_PHASE_OF = {"reveal": "reveal", "cleanup": "cleanup", "final_battle": "final_battle"}


def read_roll(data: dict) -> dict:
    return ({"success_at": 5} if data.get("purpose") in _COUNTS_SUCCESSES
            else {"unsummed": True})


dicetray.ROLL_READERS["miskatonic"] = read_roll

class MiskatonicTable(CardTableView):
    bar_class = ChoiceBar
    drag_class = PlaceDrag
    piece_class = MMPiece
    # a reveal, step by step: the cards turn over, then each card, roll and outcome
    beat_kinds = ("reveal", "resolve", "combat", "roll", "check", "sent", "defeated",
                  "discard", "acquire", "read", "tie", "ritual", "devoured", "take", "place",
                  "investigator", "assign", "summoned", "game_over", "final_battle", "killed",
                  "recover", "stay", "blocked", "immune", "ring", "draw", "cleanup", "end_play")

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.words = Words(self)
        self.book = CardBook(self.words)
        self.choices = Choices(self.words, self)
        self.motion = Motion(self)
        self.obs: dict[str, Any] = {}
        self.legal: list = []
        self.screen_name = ""  # "board" or "final"
        self._beat_now: dict[str, Any] = {}  # (:meth:`_follow_beat`)
        self.setBackgroundBrush(QBrush(FELT))
        # The board picture is the view's background, drawn once per zoom and kept.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # A bound method, not a lambda: Qt drops it with the view; detach() drops it sooner.
        controller.busyChanged.connect(self._busy_changed)
        self._update_bar()

    def make_layout(self) -> MMLayout:
        return MMLayout()

    @staticmethod
    def smoke_screens() -> dict:
        """name -> how to put the window at a moment worth a picture."""
        from .showcase import SCREENS

        return dict(SCREENS)

    def drawBackground(self, painter, rect) -> None:  # noqa: N802 - Qt's name
        super().drawBackground(painter, rect)
        if self.obs and not self.covered:
            area = self.layout_map.scene_rect()
            draw_stretched(painter, art("board"), area, min(ratio_for(painter), 2.0))

    # ------------------------------------------------------------------ the scene

    def populate(self, obs: dict[str, Any]) -> None:
        if bool(obs) != bool(self.obs):
            self.resetCachedContent()  # the board picture comes or goes
        self.obs = obs
        if not obs:
            self.screen_name = ""
            self._update_bar()
            return
        seat = self.seat
        self.legal = (self.controller.legal_actions(seat)
                      if obs["to_move"] == seat and not self.pacing() else [])
        final = obs["phase"] == "final_battle" or (obs["phase"] == "over"
                                                   and obs["final_battle"] is not None)
        self.screen_name = "final" if final else "board"
        (FinalScreen if final else Board)(self).build(obs)
        self._light()
        self._banner(obs)
        self.scene().setSceneRect(self.layout_map.scene_rect())
        self._update_bar()

    def follow(self, events, obs) -> None:
        """After an action: rebuild, and let what moved glide to its new place."""
        before = self.motion.positions()
        self.refill(obs)
        self.motion.glide(before)

    # ------------------------------------------------------------------ paced (.cardtable.pacer)

    def paced(self, seat: int, events) -> tuple[bool, str]:
        """A reveal is shown one step at a time, and so is every action of a bot."""
        w = self.words
        reveal = next((e for e in events if e.kind == "reveal"), None)
        if reveal is not None:
            return True, self.heading_for("reveal", reveal.data_for(self.seat))
        if seat >= 0 and not self.controller.is_human(seat):
            return True, self.tr("{seat} (a bot) plays").format(seat=w.seat(seat))
        return False, ""

    def heading_for(self, kind: str, data: dict) -> str | None:
        """Each location revealed heads its own beats (the last location of a turn is
        revealed in the same action as the one before it)."""
        if kind == "cleanup":
            return self.tr("Cleanup")
        if kind == "final_battle":
            return self.words.phase("final_battle")
        if kind != "reveal":
            return None
        loc = data.get("location")
        return (self.tr("Reveal: {place}").format(place=self.words.place(loc)) if loc
                else self.tr("Reveal"))

    def warm_jobs(self, scale: float):
        """In idle time, ahead of the first reveal: the pace banner laid out once, and the
        face of every card as it turns over on a location (content only, never the state:
        every card of the game, whichever lies face down)."""
        from PySide6.QtWidgets import QWidget

        from .layout import CARD
        from .pieces import CardPiece

        banner = self.pacer.banner
        banner.ensurePolished()
        for child in banner.findChildren(QWidget):
            child.ensurePolished()
        banner.layout().activate()
        yield
        piece = None
        for card in list(self.book.content.cards):
            face = self.book.face(card)
            if piece is None:
                piece = CardPiece("warm", face, CARD, compact=True)
            piece.face = face
            piece.warm_body(scale)
            yield

    def hand_area(self) -> QRectF:
        if self.screen_name != "board":
            return QRectF()  # the Final Battle shows no hand
        return self.layout_map.rect("hand")

    def banner_keeps_clear(self) -> list:
        """The cultist's hand and the investigators' team and items, along the foot."""
        if self.screen_name == "final":
            return []
        return [self.layout_map.rect("hand"), self.layout_map.rect("team")]

    def show_beat(self, beat: dict, step_ms: int) -> None:
        """A location's cards turn over on it, one after another; the card being resolved
        is marked; the last beat of an action shows the table as it stood after it, what
        moved gliding to its new place."""
        for kind, data in beat["events"]:
            if kind == "reveal" and data.get("location") and data.get("cards"):
                self._flip(data["location"], list(data["cards"]), step_ms)
            elif kind == "resolve" and data.get("card"):
                for pid, piece in self.pieces.items():
                    if pid.startswith("flip:"):
                        piece.now = pid == f"flip:{data['card']}"
                        piece.update()
        if "obs" in beat:
            self._beat_now = {}  # this observation says it all; the next action's beats
            before = self.motion.positions()  # start from it
            self.refill(beat["obs"])
            self.motion.glide(before)
        else:
            self._follow_beat(beat["events"])

    def _follow_beat(self, events) -> None:
        """A beat before the last of its action: only the last one carries the observation
        after the action, so the tracks and the "Now:" panel follow the beat's own events
        (issue 25: the log said 9 of 20 Summon Points while the track showed 6). Only what
        the events tell the viewing seat is drawn: the tracks, the place and card turned
        over in front of everyone, the dice rolled."""
        if self.screen_name != "board":
            return
        w = self.words
        tracks = {"summon": None, "mythos": None}
        now = self._beat_now
        for kind, data in events:
            if kind in _PHASE_OF:
                now["phase"] = _PHASE_OF[kind]
            if kind in ("summon", "summoned") and "summon" in data:
                tracks["summon"] = int(data["summon"])
            elif kind == "mythos" and "mythos" in data:
                tracks["mythos"] = int(data["mythos"])
            elif kind == "reveal" and data.get("location"):
                now.update(loc=data["location"], card=None, rows={})
            elif kind == "resolve" and data.get("card"):
                now["card"] = data["card"]
                now["loc"] = data.get("location") or now.get("loc")
            elif kind == "roll" and data.get("purpose") in _SLOT_OF and "dice" in data:
                now.setdefault("rows", {})[_SLOT_OF[data["purpose"]]] = list(data["dice"])
        if now.get("phase"):
            self.bar.set_phase(now["phase"], {p: w.phase(p) for p in PHASES})
        for key, value in tracks.items():
            piece = self.pieces.get(f"track:{key}")
            if value is not None and piece is not None and piece.value != value:
                piece.value = value
                piece.update()
        loc = now.get("loc")
        panel = self.pieces.get("encounter")
        if loc is None or panel is None:
            return
        card = now.get("card")
        title = Board(self).now_title(loc, card)
        rows = now.get("rows") or {}
        shown = [(w.slot(s), rows[s]) for s in ("chk", "inv", "foe", "rit") if rows.get(s)]
        if (panel.title, panel.rows) != (title, shown) or panel.lines:
            panel.title, panel.rows, panel.lines = title, shown, []
            panel.update()
        for pid, piece in self.pieces.items():
            if pid.startswith("loc:") and hasattr(piece, "now"):
                on = pid == f"loc:{loc}"
                if piece.now != on:
                    piece.now = on
                    piece.update()

    def pace_started(self) -> None:
        self._beat_now = {}  # what the beats shown so far say is being resolved
        super().pace_started()

    def _flip(self, loc: str, cards: list[str], step_ms: int) -> None:
        from PySide6.QtCore import QPointF, QVariantAnimation
        from PySide6.QtGui import QTransform
        from shiboken6 import isValid

        from .layout import CARD
        from .pieces import CardPiece

        if f"loc:{loc}" not in self.pieces and loc != "secret_rituals":
            return
        L = self.layout_map
        for pid, piece in list(self.pieces.items()):
            if pid.startswith(f"back:{loc}:"):
                piece.hide()  # the face-down cards there turn over
        area = L.cards_area(loc)
        for i, card in enumerate(cards):
            face = self.book.face(card)
            piece = CardPiece(f"flip:{card}", face, CARD, zone=f"loc:{loc}", compact=True)
            self.add_piece(piece)
            piece.setPos(L.row(area, CARD, len(cards), i))
            piece.setZValue(45)
            piece.setTransform(QTransform().translate(CARD.width() / 2, 0).scale(0.01, 1)
                               .translate(-CARD.width() / 2, 0))
            anim = QVariantAnimation(self)
            anim.setStartValue(0.01)
            anim.setEndValue(1.0)
            anim.setDuration(max(120, step_ms))

            def turn(value, p=piece):
                if isValid(p) and p.scene() is not None:
                    x = float(value)
                    p.setTransform(QTransform().translate(CARD.width() / 2, 0).scale(x, 1)
                                   .translate(-CARD.width() / 2, 0))

            anim.valueChanged.connect(turn)
            anim.finished.connect(lambda p=piece: turn(1.0, p))
            # one after another: each card starts turning a little after the one before
            QTimer.singleShot(i * max(60, step_ms // 2), anim,
                              lambda a=anim: a.start(QVariantAnimation.DeletionPolicy
                                                     .DeleteWhenStopped))

    def paced_done(self) -> None:
        if not self.detached and not self.covered:
            before = self.motion.positions()
            self.refill(self.observation())
            self.motion.glide(before)
        self.release_after_pace()

    def clear_table(self) -> None:
        self.motion.drop()  # a rebuild (a reset, a load) shows everything in place at once
        super().clear_table()

    def _investigators(self) -> set[str]:
        return set(self.obs.get("investigators", {}))

    def _light(self) -> None:
        team = self._investigators()
        for act in self.legal:
            places = places_of(act, team)
            if places is not None and places[0] in self.pieces:
                self.pieces[places[0]].set_lit(True)

    def _banner(self, obs) -> None:
        result = obs.get("result")
        if not result:
            return
        winner = result["winners"][0] if result["winners"] else ""
        if winner == "cultist":
            title = self.tr("The cultist wins!")
            color = "#5a1016"
        else:
            title = self.tr("The investigators win!")
            color = "#175c4a"
        lines = []
        final = self.controller.result()
        if final is not None and final.reason is not None:
            lines.append(tr_msg(final.reason))
        lines.append(self.tr("Nyarlathotep was summoned.") if result["final_battle"]
                     else self.tr("Nyarlathotep was never summoned."))
        t = obs["tracks"]
        lines.append(fill(self.tr("Summon Points {s}, Mythos Points {m}, after {n} "
                                  "{n|turn|turns}."),
            s=t["summon"], m=t["mythos"], n=obs["turn"]))
        # Over the bottom of the table, where the hand or the items were: what decided the
        # game stays in sight.
        rect = FINAL_BANNER if self.screen_name == "final" else self.layout_map.rect("banner")
        banner = BannerPiece("result", rect.size(), title, lines, color)
        self.add_piece(banner)
        banner.setPos(rect.topLeft())

    # ------------------------------------------------------------------ what means what

    def action_places(self, action):
        return places_of(action, self._investigators())

    def proposed_action(self, piece_id: str, target_id: str):
        return proposed(piece_id, target_id, self.screen_name == "final")

    # ------------------------------------------------------------------ the bar above

    def choice_label(self, act) -> str | None:
        return self.choices.label(act, self.obs, self._investigators())

    def _update_bar(self) -> None:
        obs, w = self.obs, self.words
        names = {p: w.phase(p) for p in PHASES}
        if self.covered or not obs:
            self.bar.clear(names)
            self._fit_bar()
            return
        phase = obs["phase"]
        if phase == "over" and obs.get("final_battle") is not None:
            phase = "final_battle"  # the game ended in the Final Battle: its chip stays lit
        if self.pacing() and self._beat_now.get("phase"):
            phase = self._beat_now["phase"]  # the phase of the beat on screen
        self.bar.set_phase(phase, names)
        info = self.tr("Turn {n}").format(n=obs["turn"])
        to_move = obs["to_move"]
        if obs["phase"] == "play":
            info += "  \u2014  " + fill(
                self.tr("{placed} {placed|card|cards} placed, at least {need}"),
                placed=obs["placed"], need=obs["must_place"])
        if to_move >= 0:
            info += "  \u2014  " + self.tr("Deciding: {seat}").format(seat=w.seat(to_move))
        self.bar.info.setText(info)
        if to_move == TERMINAL:
            winner = (obs.get("result") or {}).get("winners", [""])[0]
            prompt = self.tr("The game is over: the cultist won.") if winner == "cultist" \
                else self.tr("The game is over: the investigators won.")
        elif self.pacing():
            prompt = self.tr("Showing what happened\u2026")
        elif self.controller.busy():
            prompt = self.tr("{seat} (a bot) is thinking\u2026").format(seat=w.seat(to_move))
        elif to_move == self.seat:
            prompt = tr_msg(self.controller.prompt(self.seat))
            team = self._investigators()
            if any((places_of(a, team) or (None, None))[1] is not None for a in self.legal):
                prompt += "  " + self.gesture_hint()
        else:
            prompt = self.tr("Waiting for {seat}.").format(seat=w.seat(to_move))
        self.bar.prompt.setText(prompt)
        self.bar.set_buttons(self.choices.buttons(self.legal, self.obs, self._investigators()),
                             self.choices.row_key(self.obs))
        self._fit_bar()

    def set_covered(self, covered: bool) -> None:
        super().set_covered(covered)
        if covered:
            self.obs = {}
            self.legal = []
            self.resetCachedContent()
        self._update_bar()

    def _busy_changed(self, _busy: bool) -> None:
        if not self.covered and self.obs:
            self.legal = (self.controller.legal_actions(self.seat)
                          if self.obs.get("to_move") == self.seat and not self.pacing()
                          else [])
            self._update_bar()

    def detach(self) -> None:
        try:
            self.controller.busyChanged.disconnect(self._busy_changed)
        except (RuntimeError, TypeError):
            pass
        super().detach()

    # ------------------------------------------------------------------ right click

    def card_facts(self, face):
        """The inspector's words for a card: its type, where it is played, its combat, its
        text, and the house rules in force that name it."""
        from ...games.miskatonic import setup_spec
        from ..cardtable.inspect import house_rules_naming

        facts = [face.where] if face.where else []
        if face.combat:
            facts.append(self.words.combat(face.combat))
        info = self.book.content.cards.get(face.card)
        english = info.name.text if info is not None else ""
        house = house_rules_naming(setup_spec()["house_rules"], english,
                                   (self.obs or {}).get("house_rules"))
        return face.kind, tuple(facts), face.text, tuple(house)

    def piece_choices(self, piece) -> list[tuple[str, object]]:
        team = self._investigators()
        return [(self.choice_label(a), a) for a in self.legal
                if (places_of(a, team) or ("", None))[0] == piece.piece_id
                and self.choice_label(a) is not None]

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.obs and not self.detached:
            self.reset()
        super().changeEvent(event)
