"""The transmutation dialog: the difficulty as a sum, the d8, the choices after the roll, and
what came of it in words.

It opens when the viewing seat fixes an experiment (the ``difficulty`` event) or hires an
assistant, and when anyone attempts the Philosophers' Stone (their Clues are revealed then).
It follows the events of that attempt, as the viewing seat may see them, until the turn
ends; a game resumed while its roll waits for a choice rebuilds it from the observation's
``transmutation``. The die itself is rolled by the controller (a CHANCE step) and shows in
the dice tray too. Everything it shows is public: the cards played, the roll, the outcome.
"""

from __future__ import annotations

from time import monotonic
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (QApplication, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ...engine import odds
from ...games.magnum_opus import actions as A
from ...games.magnum_opus.formula import preview as preview_of
from ..dicetray import paint_die
from ..i18n import join_names
from ..plaintext import button_text, escape as _esc, plain

AFTER = (A.SpendExperience, A.UseHeartstone, A.AcceptRoll)
SIDES = 8
WIDTH = 480  # the dialog's width (wider only when its buttons need more)




def _percent(p: float) -> str:
    """A chance in whole percent, never rounded up to a certainty or down to nothing."""
    pct = int(p * 100 + 0.5)  # half up: 62.5 reads 63
    if pct == 100 and p < 1:
        return "99"
    if pct == 0 and p > 0:
        return "1"
    return str(pct)


class DieStrip(QWidget):
    """The rolls of this attempt: the last one large, the ones before it smaller."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rolls: list[int] = []
        self.sides = SIDES
        self.setMinimumHeight(72)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(240, 76)

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        x = 4.0
        for i, face in enumerate(self.rolls):
            last = i == len(self.rolls) - 1
            size = 64.0 if last else 40.0
            paint_die(painter, QRectF(x, (self.height() - size) / 2, size, size), face,
                      self.sides, fresh=last)
            x += size + 10
        painter.end()


class TransmuteDialog(QDialog):
    def __init__(self, view, seat: int):
        super().__init__(view)
        self.setObjectName("TransmuteDialog")
        self.view = view
        self.seat = seat  # the performer
        self.kind = "basic"
        self.cell = -1
        self.difficulty: int | None = None
        self.terms: list[list[Any]] = []
        self.metastones: dict[str, str] = {}
        self.reagents: list[str] = []  # a Stone attempt's revealed recipe
        self.rolls: list[int] = []
        self.spent = 0
        self.success: bool | None = None
        self.lines: list[str] = []
        self.settled = False  # not "done": that would hide QDialog.done()
        self.previewing = False  # before the roll: the experiment can still change
        self.beats_of_others = 0  # beats of another seat's turn shown beside it (the view)
        self.odds: dict | None = None  # experience, heartstone, sides for the chances
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.title = plain(QLabel(self))
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.focus = QLabel(self)
        self.clues = QLabel(self)
        self.sum = QLabel(self)
        self.sum.setObjectName("sum")
        big = self.sum.font()
        big.setPointSizeF(big.pointSizeF() * 1.35)
        self.sum.setFont(big)
        self.need = QLabel(self)
        self.chance = QLabel(self)
        self.chance.setObjectName("chance")
        self.dice = DieStrip(self)
        self.roll_text = QLabel(self)
        self.roll_text.setObjectName("roll")
        self.choice_box = QHBoxLayout()
        self.choice_buttons: list[QPushButton] = []
        self.outcome = plain(QLabel(self))
        self.outcome.setObjectName("outcome")
        self.outcome.setFont(font)
        self.outcome.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("details")
        for label in (self.focus, self.clues, self.sum, self.need, self.chance, self.roll_text,
                      self.details):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.clicked.connect(self.close)
        for widget in (self.title, self.focus, self.clues, self.sum, self.need, self.chance,
                       self.dice, self.roll_text, self.outcome, self.details):
            layout.addWidget(widget)
        layout.addStretch(1)
        # the buttons along the foot of a dialog of one size in one place: Roll for it, then
        # the choices after the roll where it was, and Close, stay where the mouse is (they
        # moved with every line the roll added, and each dialog opened at a height of its
        # own, issue 25)
        self.choice_box.addStretch(1)
        self.choice_box.addWidget(self.close_button)
        layout.addLayout(self.choice_box)
        self._placed = False
        self.render()

    # ---- input

    def from_observation(self, obs: dict[str, Any]) -> None:
        tx = obs["transmutation"]
        self.kind = tx["kind"]
        self.cell = tx["cell"]
        self.difficulty = tx["difficulty"]
        self.terms = [list(t) for t in tx["terms"]]
        self.metastones = dict(tx["metastones"])
        self.rolls = list(tx["rolls"])
        self.spent = tx["experience_spent"]
        self.success = tx["success"]
        if self.kind == "stone":
            self.reagents = [c["reagent"] for c in obs["seats"][self.seat]["clues"]
                             if c["reagent"]]
        self.sync(obs)

    def preview_from(self, obs: dict[str, Any]) -> None:
        """Before the roll: the experiment as it stands, its difficulty and the chances."""
        found = preview_of(obs, self.seat)
        self.previewing = True
        if found is not None:
            self.kind = "stone" if found["kind"] == "stone" else "basic"
            self.difficulty = found["difficulty"]
            self.terms = [list(t) for t in found["terms"]]
            self.metastones = dict((obs.get("transmutation") or {}).get("metastones") or {})
            self.odds = {k: found[k] for k in ("experience", "heartstone", "sides")}
        self.sync(obs)

    def _odds_from(self, obs: dict[str, Any]) -> None:
        """What the chances count on: the performer's Experience and any Heartstone."""
        if not obs or self.seat >= len(obs.get("seats", ())):
            return
        found = preview_of(obs, self.seat) if obs["seats"][self.seat].get("experiment") else None
        self.odds = {"experience": obs["seats"][self.seat]["experience"],
                     "heartstone": bool(found and found["heartstone"]),
                     "sides": found["sides"] if found else SIDES}

    def feed(self, event, obs: dict[str, Any]) -> None:
        """Follow one event (kind and the data the viewing seat may see)."""
        if self.settled:
            return
        d = event.data
        kind = event.kind
        book = self.view.book
        name = book.name
        if kind == "difficulty":
            self.kind = "stone" if d.get("stone") else "basic"
            self.difficulty = d["difficulty"]
            self.terms = [list(t) for t in d.get("terms", [])]
            self.cell = d.get("cell", -1)
            tx = obs.get("transmutation") or {}
            self.metastones = dict(tx.get("metastones") or {})
            self._odds_from(obs)
        elif kind == "assistant":
            self.kind = "assistant"
            self.cell = d["cell"]
            self.lines.append(self.tr("The assistant is paid {n} Gold.").format(n=d["fee"]))
        elif kind == "reveal-clues":
            self.reagents = list(d.get("reagents", []))
        elif kind == "roll":
            self.rolls.append(d["dice"][0])
            self.difficulty = d.get("difficulty", self.difficulty)
            self.success = bool(d["success"])
            self.spent = 0
        elif kind == "spend-xp":
            self.spent += d.get("amount", 0)
            self.success = True
        elif kind == "heartstone":
            self.lines.append(self.tr("The Heartstone goes back to the Supply: roll again."))
        elif kind == "fail":
            self.success = False
            if "experience" in d:
                self.lines.append(self.tr("{n} Experience gained from the failure.").format(
                    n=d["experience"]))
        elif kind == "flip":
            text = self.tr("The Discovery {card} is turned face up.").format(card=name(d["card"]))
            if d.get("dead"):
                text += " " + self.tr("It is a dead formula now.")
            self.lines.append(text)
        elif kind == "discovery":
            self.success = True
            summary = book.face(d["card"]).summary.replace("\n", "; ")
            self.lines.append(
                (self.tr("{card} is performed: {effect}.") if summary else
                 self.tr("{card} is performed.")).format(card=name(d["card"]), effect=summary))
        elif kind == "research":
            self.lines.append(self.tr("Research card gained: {card}.").format(card=name(d["card"])))
        elif kind == "clue":
            self.lines.append(self.tr("A Clue is taken."))
        elif kind == "gold" and d.get("gold"):
            self.lines.append(self.tr("{n} Gold gained.").format(n=d["gold"]))
        elif kind == "gain":
            self.lines.append(self.tr("{card} goes into the discard pile.").format(
                card=name(d["card"])))
        elif kind == "incinerate":  # Incinerate: a card of the discard pile, public
            if d.get("card"):
                text = (self.tr("{card} is burnt: it leaves the game.") if d.get("boxed")
                        else self.tr("{card} is burnt: it goes back to the Supply."))
                self.lines.append(text.format(card=name(d["card"])))
            else:
                self.lines.append(self.tr("No card is burnt."))
        elif kind == "keep-tool":
            self.lines.append(self.tr("{card} stays on the Table for 1 Gold.").format(
                card=name(d["card"])))
        elif kind == "stone":
            self.success = True
            self.lines.append(self.tr("The Philosophers' Stone is made!"))
        elif kind == "final-round":
            self.lines.append(self.tr("Every other alchemist gets one last turn."))
        elif kind == "game-over":
            self.lines.append(self.tr("The game is over."))
        elif kind == "pause":
            self.settled = True
        self.render()

    def sync(self, obs: dict[str, Any]) -> None:
        """Offer the choices after the roll when they are the viewing seat's to make."""
        for button in self.choice_buttons:
            self.choice_box.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self.choice_buttons = []
        controller = self.view.controller
        viewer = self.view.seat
        legal = (controller.legal_actions(viewer)
                 if controller.current_player() == viewer == self.seat else [])
        for act in legal:
            if isinstance(act, AFTER) or (self.previewing
                                          and isinstance(act, A.ConfirmExperiment)):
                button = QPushButton(button_text(self._choice_text(act, obs)), self)
                button.setObjectName(act.TYPE)
                button.clicked.connect(lambda _=False, a=act, b=button: self._press(a, b))
                self.choice_box.insertWidget(len(self.choice_buttons), button)
                button.show()  # now: a layout shows it only later, and measures it hidden
                self.choice_buttons.append(button)
        self.render()

    def _press(self, act, button: QPushButton) -> None:
        """Do ``act``, unless another choice was pressed at this spot less than a
        double-click interval ago: Spend Experience takes the place of Roll for it (the
        dialog is steady), and the second click of a double click on Roll for it spent
        Experience (issue 25). The last press is kept on the view: each roll has a dialog
        of its own."""
        now = monotonic()
        here = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
        last = getattr(self.view, "transmute_pressed", None)
        if last is not None:
            when, name, there = last
            if (now - when < QApplication.doubleClickInterval() / 1000
                    and name != button.objectName() and here.intersects(there)):
                return
        self.view.transmute_pressed = (now, button.objectName(), here)
        self.view.apply(act)

    def _choice_text(self, act, obs) -> str:
        if isinstance(act, A.SpendExperience):
            face = self.rolls[-1] if self.rolls else 0
            return self.tr("Spend {n} Experience: {total} against {diff}").format(
                n=act.amount, total=face + act.amount, diff=self.difficulty)
        return self.view.words.action(act, obs)

    def changeEvent(self, event) -> None:  # noqa: N802
        """The Language menu: the words and the buttons in the new language (the lines of
        what happened stay as they were written)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.close_button.setText(self.tr("Close"))
            if self.view.obs:
                self.sync(self.view.obs)
        super().changeEvent(event)

    # ---- output

    def _term(self, card: str, value: int, first: bool) -> str:
        name = self.view.book.name(card)
        if card in self.metastones:
            name = self.tr("{card} as {reagent}").format(card=name,
                                                         reagent=self.view.book.name(
                                                             self.metastones[card]))
        name = _esc(name)
        if first:
            sign = "" if value >= 0 else "\u2212"
            return f"{name} <b>{sign}{abs(value)}</b>"
        sign = "+" if value >= 0 else "\u2212"
        return f" {sign} {name} <b>{abs(value)}</b>"

    def _sum_text(self) -> str:
        if self.kind == "assistant":
            obs = self.view.obs
            if not obs or self.cell < 0:
                return ""
            axes = obs["axes"]
            row, col = divmod(self.cell, len(axes["mystic"]))
            parts = [(axes["alchemical"][row], self.view.book.info(axes["alchemical"][row]).vol),
                     (axes["mystic"][col], self.view.book.info(axes["mystic"][col]).vol)]
        else:  # the Reagents' Volatilities first, then what takes from them: a sum that
            # began with a Tool read "Glassware -1 − Fire 1 + …" (seen under Xvfb)
            parts = sorted(((c, v) for c, v in self.terms), key=lambda t: t[1] < 0)
        if not parts or self.difficulty is None:
            return ""
        text = "".join(self._term(c, v, i == 0) for i, (c, v) in enumerate(parts))
        return f"{text} = <b>{self.difficulty}</b>"

    def render(self) -> None:
        words = self.view.words
        obs = self.view.obs
        performer = words.seat(self.seat)
        if self.kind == "stone":
            title = self.tr("{seat} attempts the Philosophers' Stone").format(seat=performer)
        elif self.kind == "assistant":
            title = self.tr("{seat} hires an assistant").format(seat=performer)
        else:
            title = self.tr("{seat} attempts a transmutation").format(seat=performer)
        self.setWindowTitle(title)
        self.title.setText(title)
        if self.cell >= 0 and obs:
            self.focus.setText(_esc(self.tr("Formula {cell}: {discovery}").format(
                cell=words.cell(obs, self.cell), discovery=words.discovery(obs, self.cell))))
        self.focus.setVisible(self.cell >= 0 and bool(obs))
        if self.reagents:
            self.clues.setText(_esc(self.tr("The Clues are revealed: {reagents}.").format(
                reagents=join_names(self.view.book.name(r) for r in self.reagents))))
        self.clues.setVisible(bool(self.reagents))
        total = self._sum_text()
        self.sum.setText(self.tr("Difficulty: {sum}").format(sum=total) if total else "")
        if self.difficulty is not None:
            need = self.tr("Roll {n} or more on the d8 to succeed; an 8 always succeeds.").format(
                n=max(1, self.difficulty))
            if self.kind == "assistant":
                need += " " + self.tr("Only Experience may help an assistant's roll.")
            self.need.setText(_esc(need))
        chances = self._chance_words() if not self.rolls else ""
        self.chance.setText(chances)
        self.chance.setVisible(bool(chances))
        self.dice.rolls = list(self.rolls)
        self.dice.setVisible(bool(self.rolls))
        self.dice.update()
        self.roll_text.setText(_esc(self._roll_words()))
        self.roll_text.setVisible(bool(self.rolls))
        self._outcome_words()
        self.details.setText("<br>".join(_esc(line) for line in self.lines))
        self.details.setVisible(bool(self.lines))
        self._fit()

    def _chance_words(self) -> str:
        """The exact chances of success before the roll (engine.odds): with no Experience,
        with all the Experience the performer could spend, and with a Heartstone's
        reroll where one takes part (never for an assistant)."""
        if self.difficulty is None:
            return ""
        if self.odds is None:
            self._odds_from(self.view.obs)
        o = self.odds or {"experience": 0, "heartstone": False, "sides": SIDES}
        sides, xp = o["sides"], o["experience"]

        def chance(experience: int, reroll: bool) -> str:
            found = odds.transmute(self.difficulty, experience, reroll, sides)
            num, den = found["fraction"]
            return self.tr("{num} in {den} ({pct}%)").format(
                num=num, den=den, pct=_percent(found["p_success"]))

        rows = [self.tr("Chance of success with no Experience: {chance}").format(
            chance=chance(0, False))]
        if xp > 0:
            rows.append(self.tr("Spending up to {n} Experience: {chance}").format(
                n=xp, chance=chance(xp, False)))
        if o["heartstone"] and self.kind != "assistant":
            rows.append(self.tr("With the Heartstone's reroll too: {chance}").format(
                chance=chance(xp, True)))
        return "<br>".join(_esc(row) for row in rows)

    def steady_size(self) -> QSize:
        """The size every transmutation dialog of this table opens with: room for the
        title, the Formula, the sum, the target, the die and its words, the outcome and
        three lines of what came of it, and the row of buttons. A dialog that needs more
        (a Stone attempt's Clues) grows, and the dialogs after it keep that size (the
        view remembers it)."""
        normal = self.need.fontMetrics().lineSpacing()
        title = self.title.fontMetrics().lineSpacing()
        total = self.sum.fontMetrics().lineSpacing()
        layout = self.layout()
        margins = layout.contentsMargins()
        gap = max(0, layout.spacing())
        button = self.close_button.sizeHint().height()
        words = title + normal + total + normal + normal + title + 3 * normal
        height = (margins.top() + margins.bottom() + words + self.dice.sizeHint().height()
                  + button + 9 * gap)
        return QSize(WIDTH, height)

    def _fit(self) -> None:
        """The dialog keeps the size it (or the one before it at this table) had, growing
        only for what would not fit; a window does not grow for the lines its labels wrap
        onto by itself (Qt gives a window its layout's minimum height, not its height for
        the width), so the layout is asked."""
        layout = self.layout()
        layout.activate()
        kept = getattr(self.view, "transmute_size", None) or self.steady_size()
        width = max(kept.width(), layout.minimumSize().width())
        height = max(kept.height(), layout.totalHeightForWidth(width))
        size = QSize(width, height)
        if size != self.size() or size != self.minimumSize():
            self.setFixedSize(size)
        self.view.transmute_size = size
        if not self._placed:
            self.place()

    def place(self) -> None:
        """Over the middle of the table (the view's viewport), above the viewer's Table and
        hand where it fits (cards are still added to the experiment there), the same spot
        every time: Qt's own placing centres each dialog on its window by the height it
        has then."""
        viewport = self.view.viewport()
        area = viewport.rect()
        bottom = area.center().y() + self.height() // 2
        keep = [self.view.mapFromScene(r).boundingRect().top()
                for r in self.view.banner_keeps_clear()]
        if keep:
            bottom = min(bottom, min(keep) - 8)
        top = max(area.top(), bottom - self.height())
        corner = viewport.mapToGlobal(QPoint(area.center().x() - self.width() // 2, top))
        self.move(corner)
        self._placed = True

    def _roll_words(self) -> str:
        if not self.rolls or self.difficulty is None:
            return ""
        face = self.rolls[-1]
        if face == SIDES:
            return self.tr("The die shows {face}: an 8 always succeeds.").format(face=face)
        if self.spent:
            return self.tr("The die shows {face}; {n} Experience makes it {total} against "
                           "{diff}.").format(face=face, n=self.spent, total=face + self.spent,
                                             diff=self.difficulty)
        if face >= self.difficulty:
            return self.tr("The die shows {face} against {diff}: enough.").format(
                face=face, diff=self.difficulty)
        return self.tr("The die shows {face} against {diff}: {short} short.").format(
            face=face, diff=self.difficulty, short=self.difficulty - face)

    def _choices_words(self) -> str:
        names = {button.objectName() for button in self.choice_buttons}
        spend, heart = A.SpendExperience.TYPE in names, A.UseHeartstone.TYPE in names
        if spend and not heart:
            return self.tr("Spend Experience, or accept the roll.")
        if heart and not spend:
            return self.tr("Roll again, or accept the roll.")
        return self.tr("Spend Experience, roll again, or accept the roll.")

    def _outcome_words(self) -> None:
        waiting = bool(self.choice_buttons)
        if self.previewing:
            self.outcome.setText(self.tr("Add more cards, or roll for it."))
            self.outcome.setStyleSheet("")
            return
        if self.success is None or (waiting and not self.success):
            text = (self._choices_words() if waiting
                    else self.tr("Waiting for the roll\u2026") if not self.rolls else "")
            self.outcome.setText(text)
            self.outcome.setStyleSheet("")
        elif self.success:
            self.outcome.setText(self.tr("Success!"))
            self.outcome.setStyleSheet("color: #2e7d32;")
        else:
            self.outcome.setText(self.tr("Failure."))
            self.outcome.setStyleSheet("color: #c62828;")
