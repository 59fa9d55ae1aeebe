"""What's left, at the head of the second-edition side panel: the current objective in
full, the clues the investigators hold, the round the house claims them (when the scenario
has one), and what the story has revealed so far, newest first.

Built from the viewing seat's observation and the events of the game as that seat may
read them (the controller's history). Content is shown as written, in plain labels.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from ..plaintext import plain
from .words import MansionsWords, text

# events whose words are the story told so far (not the Keeper's Mythos cards, nor the
# bare "New rooms are revealed.": the rooms' own words are the scenario's messages)
TOLD = ("message", "objective", "monster-appears", "search-draw", "item", "spell")
SHOWN = 6  # the newest lines of the story shown


class GameEvents:
    """The events of the game so far, per action: what a resumed game replayed (the
    controller's history) and every action since, cut back on undo."""

    def __init__(self, controller):
        self.controller = controller
        self.entries: list[tuple[int, list, int]] = []
        self.uid = None

    def _count(self) -> int:
        record = getattr(self.controller, "record", None)
        return len(record.actions) if record is not None else 0

    def sync(self) -> None:
        """A new or resumed game starts afresh from the controller's history; an undo cuts
        back to the record's length."""
        uid = getattr(self.controller, "game_uid", None)
        if uid != self.uid:
            self.uid = uid
            self.entries = list(getattr(self.controller, "history", None) or ())
            return
        n = self._count()
        self.entries = [e for e in self.entries if e[0] <= n]

    def take(self, events, seat: int) -> None:
        self.sync()
        self.entries.append((self._count(), list(events), seat))

    def __iter__(self):
        return iter(self.entries)

    def __reversed__(self):
        return reversed(self.entries)


def told(book, seat: int, most: int = SHOWN) -> list[str]:
    """The newest ``most`` lines of the story ``seat`` has read, newest first."""
    from ..i18n import tr_msg

    out: list[str] = []
    for entry in reversed(book):
        for e in reversed(entry[1]):
            if e.kind in TOLD:
                msg = e.text_for(seat)
                if msg is not None:
                    out.append(tr_msg(msg))
                    if len(out) >= most:
                        return out
    return out


class WhatsLeft(QFrame):
    """The objective, the clues and what the story has revealed."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("WhatsLeft")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.words = MansionsWords(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(4)
        self.heading = plain(QLabel(self))
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.objective = plain(QLabel(self))
        self.objective.setObjectName("whatsleft-objective")
        self.objective.setWordWrap(True)
        self.clues = plain(QLabel(self))
        self.clues.setObjectName("whatsleft-clues")
        self.clues.setWordWrap(True)
        self.doom = plain(QLabel(self))
        self.doom.setObjectName("whatsleft-doom")
        self.doom.setWordWrap(True)
        self.story_heading = plain(QLabel(self))
        self.story_heading.setFont(font)
        self.story = plain(QLabel(self))
        self.story.setObjectName("whatsleft-story")
        self.story.setWordWrap(True)
        for w in (self.heading, self.objective, self.clues, self.doom, self.story_heading,
                  self.story):
            box.addWidget(w)
        self.obs: dict[str, Any] = {}
        self.lines: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        self._head()
        self.story_heading.setText(self.tr("What the story has revealed"))
        self.setToolTip(self.tr("The objective in full, the clues held and the story so far"))
        if self.obs:
            self.show_state(self.obs, self.lines)

    def changeEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _head(self) -> None:
        # once the story has ended nothing is left to do: the panel holds the ending's words
        self.heading.setText(self.tr("How the story ended") if self.obs.get("over")
                             else self.tr("What's left"))

    def show_state(self, obs: dict[str, Any], lines: list[str]) -> None:
        self.obs, self.lines = obs, list(lines)
        self._head()
        if obs.get("over"):
            self.objective.setText(text(obs.get("ending")))
        else:
            self.objective.setText(text(obs.get("objective")))
        held = [(self.words.name(inv["id"], obs), inv.get("clues", 0))
                for inv in obs.get("investigators", ()) if inv.get("alive", True)]
        total = sum(n for _name, n in held)
        parts = ", ".join(f"{name} {n}" for name, n in held)
        self.clues.setText(self.tr("Clues: {n} in all ({who}).").format(n=total, who=parts)
                           if held else "")
        doom = obs.get("doom_round")
        self.doom.setVisible(bool(doom))
        if doom:
            self.doom.setText(self.tr("Time runs out when the Investigator Phase of round "
                                      "{n} ends.").format(n=doom))
        self.story_heading.setVisible(bool(lines))
        self.story.setVisible(bool(lines))
        self.story.setText("\n".join("\u2022 " + line for line in lines))
