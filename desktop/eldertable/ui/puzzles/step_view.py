"""The panel of the puzzles whose board stays between attempts (code, lock, slide,
wiring, rune): steps or actions left, clue or skill-point button, Stop."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ...games.mansions.puzzles.base import EndAttempt, SpendForSteps
from .base import PuzzleView
from eldertable.engine.messages import fill


class StepView(PuzzleView):
    """Subclasses set ``title_text()``, ``details()`` (extra info lines) and the board."""

    def retranslate(self) -> None:
        self.title.setText(self.title_text())
        self.stop_button.setText(self.tr("Stop here (the puzzle stays as it is)"))
        self.keys.setText(self.keys_text())

    def title_text(self) -> str:  # pragma: no cover - overridden
        return ""

    def keys_text(self) -> str:
        return ""

    def details(self, obs: dict) -> list[str]:
        return []

    def attempt_line(self, obs: dict) -> str:
        """Which attempt this is (a new one each time the puzzle is opened again)."""
        return self.tr("Attempt {n}").format(n=obs["attempt"])

    def refresh(self) -> None:
        obs = self.observation()
        first = obs["edition"] == "first"
        left = obs["steps_left"]
        self.counter.setText(self.tr("Puzzle actions: {n}").format(n=left) if first
                             else self.tr("Puzzle steps: {n}").format(n=left))
        lines = list(self.details(obs))
        if obs["solved"]:
            lines.insert(0, "<b>" + self.tr("Solved!") + "</b>")
        elif not obs["attempt_open"]:
            lines.insert(0, self.tr("This attempt is over; the puzzle stays for the next one."))
        lines.append(self.attempt_line(obs))
        self.info.setText("<br>".join(lines))
        if first:
            self.spend_button.setText(fill(self.tr("Spend a skill point (+{luck} "
                                                   "{luck|action|actions})"),
                luck=obs["spend_gain"]))
        else:
            self.spend_button.setText(fill(self.tr("Spend a clue (+{n} {n|step|steps}), {k} left"),
                n=obs["spend_gain"], k=obs["spend_left"]))
        legal = self.legal()
        self.spend_button.setEnabled(SpendForSteps() in legal)
        self.stop_button.setEnabled(EndAttempt() in legal)

    def spend(self) -> None:
        self.act(SpendForSteps())

    def stop(self) -> None:
        self.act(EndAttempt())

    def common_key(self, event) -> bool:
        """S spends, End stops: the same on every step puzzle."""
        if event.key() == Qt.Key.Key_S:
            self.spend()
            return True
        if event.key() == Qt.Key.Key_End:
            self.stop()
            return True
        return False
