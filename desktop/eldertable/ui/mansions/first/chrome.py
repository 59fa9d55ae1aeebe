"""What sits around the board in first-edition play: the bar above it (:mod:`.bar`), the
panel to its right (:mod:`.panel`), a puzzle's view over it (:mod:`.puzzles`) and the end
of the story (:mod:`.result`), all refilled from the viewing seat's observation on every
state change, and nothing at all while the hand-off curtain is up."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from ...i18n import tr_msg
from .bar import FirstBar
from .panel import WIDTH, FirstPanel
from .puzzles import FirstPuzzles
from .result import ResultScreen
from .words import content


class FirstChrome(QObject):
    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.bar = FirstBar(view)
        self.panel = FirstPanel(view)
        self.puzzle = FirstPuzzles(view)
        self.result = ResultScreen(view)
        self.bar.chosen.connect(view.apply)
        self._geometry = None
        controller = view.controller
        controller.stateChanged.connect(self.refresh)
        controller.busyChanged.connect(self._busy)
        self.bar.show()
        self.panel.show()

    def detach(self) -> None:
        controller = self.view.controller
        for signal, slot in ((controller.stateChanged, self.refresh),
                             (controller.busyChanged, self._busy)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.puzzle.detach()

    def _busy(self, _busy: bool) -> None:
        self.refresh()

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
        view, controller = self.view, self.view.controller
        obs = {} if view.covered or controller.game_id is None else view.observation()
        if obs and obs.get("rules") != "first-edition":
            obs = {}
        seat = view.seat
        current = controller.current_player()
        legal = (controller.legal_actions(seat)
                 if obs and current == seat and controller.is_human(seat) else [])
        self.bar.show_state(obs, self.prompt(obs, current, legal), legal)
        self.panel.show_state(obs)
        self.panel.setVisible(bool(obs))
        self.puzzle.refresh()
        if obs.get("over") and view.pacer.busy():
            view.pacer.flush()  # the end: the board as it ended, under the epilogue
        self.result.show_state(obs)
        self.place(force=True)

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
        if kind == "special":
            return content(pending.get("question")) + " " + self.tr("Choose an answer.")
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

    def place(self, force: bool = False) -> None:
        view = self.view
        shown = not self.panel.isHidden()
        side = WIDTH if shown else 0
        width = view.width() - side
        height = self.bar.heightForWidth(width) if shown else 0
        geometry = (view.width(), view.height(), height, side)
        if geometry == self._geometry and not force:
            return
        changed = geometry != self._geometry
        self._geometry = geometry
        self.bar.setVisible(height > 0)
        self.bar.setGeometry(0, 0, width, height)
        self.panel.setGeometry(width, 0, side, view.height())
        view.setViewportMargins(0, height, side, 0)
        self.puzzle.place()
        if self.result.isVisible():
            self.result.place()
        if changed and view._auto_fit:
            view.zoom_fit()
