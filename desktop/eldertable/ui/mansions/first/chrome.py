"""What sits around the board in first-edition play: the bar above it (:mod:`.bar`), the
panel to its right (:mod:`.panel`), a puzzle's view over it (:mod:`.puzzles`) and the end
of the story (:mod:`.result`), all refilled from the viewing seat's observation on every
state change, and nothing at all while the hand-off curtain is up."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...i18n import tr_msg
from ..boardchrome import BoardChrome
from .bar import FirstBar
from .panel import WIDTH, FirstPanel
from .puzzles import FirstPuzzles
from .result import ResultScreen
from .words import content


class FirstChrome(BoardChrome):
    RULES = "first-edition"
    SIDE = WIDTH

    def __init__(self, view):
        bar = FirstBar(view)
        panel = FirstPanel(view)
        puzzle = FirstPuzzles(view)
        result = ResultScreen(view)
        super().__init__(view, bar, panel)
        self.puzzle = puzzle
        self.result = result
        self.bar.show()
        self.panel.show()

    def detach(self) -> None:
        super().detach()
        self.puzzle.detach()

    # ---- tests

    def tested(self, rolls: list[dict[str, Any]]) -> None:
        """The ``roll`` events of one action: the last one goes to the test row."""
        self.bar.test.last = dict(rolls[-1])

    def carded(self, cid: str) -> None:
        """A card an event of the last action drew or played."""
        self.bar.last_card = cid

    def forget_tests(self) -> None:
        self.bar.test.forget()
        self.bar.last_card = None

    # ---- filling

    def refresh(self) -> None:
        if self.waits():
            return
        view = self.view
        obs, current, legal = self._seen()
        self.bar.show_state(obs, self.prompt(obs, current, legal), legal)
        head = view.pacer.head
        if obs and head:
            self.show_head(head)  # the Keeper's beat on screen, not the state's round
        if not self.panel_held(obs):
            self.panel.show_state(obs)
        self.panel.setVisible(bool(obs))
        self.puzzle.refresh()
        if obs.get("over") and view.pacer.busy():
            view.pacer.flush()  # the end: the board as it ended, under the epilogue
        self.result.show_state(obs)
        self.place(force=True)

    def show_head(self, head) -> None:
        """The round and phase of the beat on screen (None: the game's own)."""
        obs, _current, _legal = self._seen()
        if obs and obs.get("round") is not None:
            shown = dict(obs, **head) if head else obs
            self.bar.phase.setText(QCoreApplication.translate("FirstBar", "Round {n}").format(
                n=shown["round"])
                                   + " \u00b7 " + self.bar.words.phase(shown))

    def prompt(self, obs: dict[str, Any], current: int, legal: list) -> str:
        view, controller = self.view, self.view.controller
        if not obs or obs.get("over"):
            return ""
        if controller.busy():
            return self.tr("A bot is thinking\u2026")
        if not legal:
            if current < 0:
                return ""
            return self.tr("Waiting for {seat}.").format(seat=tr_msg(controller.seat_label(current)))
        pending = obs.get("pending") or {}
        kind = pending.get("kind")
        if obs.get("puzzle"):
            return self.tr("Work on the puzzle over the board.")
        if kind == "either":
            return self.tr("Choose which attribute to test.")
        if kind == "tester":  # the team names who makes a story test (FA-GAP-1)
            ask = self.tr("Choose the investigator who tests {attribute}.").format(
                attribute=view.words.attribute(pending.get("attribute") or ""))
            text = content(pending.get("text"))
            return text + " " + ask if text else ask
        if kind == "special":
            invs = obs["investigators"]
            seat = pending.get("seat")
            who = view.words.name(invs[seat]["id"], obs) if 0 <= seat < len(invs) else ""
            head = self.tr("{monster} attacks {who}:").format(
                monster=view.words.name(pending.get("monster"), obs), who=who) + " " \
                if pending.get("monster") and who else ""
            return head + content(pending.get("question")) + " " + self.tr("Choose an answer.")
        if kind == "react":
            who = view.words.name(obs["investigators"][pending["target"]]["id"], obs)
            on = {"explore": self.tr("explores"), "damage": self.tr("suffers damage"),
                  "horror": self.tr("suffers horror")}.get(pending.get("on"), "")
            return self.tr("{who} {what}: play a card from your hand, or pass.").format(
                who=who, what=on)
        if obs.get("phase") == "story":
            return self.tr("Make the story choice in secret: the investigators only learn "
                           "that it was made.")
        if obs.get("phase") == "keeper":
            return self.tr("Spend threat on keeper actions (drag a monster to move it), "
                           "or end your turn.")
        me = obs["investigators"][obs["active"]]
        return self.tr("Drag {who} one space at a time to move, or choose an action.").format(
            who=content(me["name"]))

    def _bar_height(self, width: int, shown: bool) -> int:
        return self.bar.heightForWidth(width) if shown else 0

    def _place_over(self) -> None:
        self.puzzle.place()
        if self.result.isVisible():
            self.result.place()
