"""The end of a second-edition game on a card of its own, over the board: the result, the
scenario's epilogue and a summary of the game (how many rounds, who fell, what was found,
the monsters defeated, the objectives reached).

The summary is built from what the viewing seat saw: its observation at the end and the
events of the game as that seat may read them (the controller's history, rebuilt from the
record on resume). Texts are content, shown as written in plain labels.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from ...engine.messages import fill
from ..i18n import join_names, tr_msg
from .storycard import StoryCard
from .words import MansionsWords, text

FOUND = ("item", "spell", "clue")  # events of something found, in the summary
MOST = 8  # lines of a kind at most (the rest are counted)




def game_events(book, seat: int):
    """(kind, data, text) of every event of the game so far, as ``seat`` reads them
    (``book``: a :class:`~.whatsleft.GameEvents`)."""
    for entry in book:
        events = entry[1]
        for e in events:
            yield e.kind, e.data_for(seat), e.text_for(seat)


def found_second(kind: str, data: dict[str, Any]) -> bool:
    """Second edition: an item, a spell or a Clue gained."""
    return kind in FOUND


NOT_FOUND_DECKS = ("lock", "obstacle", "side-effect")  # drawn, but nothing to keep


def found_first(kind: str, data: dict[str, Any]) -> bool:
    """First edition: a card an investigator found exploring (not a lock, an obstacle or a
    Side Effect; a combat card names its monster instead), or a possession the story
    gave."""
    if kind in ("item", "spell"):
        return bool(data.get("who"))
    return (kind == "draw" and bool(data.get("who")) and not data.get("monster")
            and data.get("deck") not in NOT_FOUND_DECKS)


def summary(book, seat: int, obs: dict[str, Any], words=None,
            is_found: Callable[[str, dict], bool] = found_second) -> list[str]:
    """The summary's lines: rounds, who fell, what was found, monsters defeated, objectives
    (``words``: the edition's namer, by default second edition's)."""
    words = words if words is not None else MansionsWords()
    lines = [fill(QCoreApplication.translate("Epilogue", "The game lasted {n} {n|round|rounds}."),
                  n=obs.get("round") or 0)]
    fallen = [words.name(inv["id"], obs) for inv in obs.get("investigators", ())
              if not inv.get("alive", True)]
    if fallen:
        lines.append(QCoreApplication.translate("Epilogue", "Fell: {names}.").format(
            names=join_names(fallen)))
    else:
        lines.append(QCoreApplication.translate("Epilogue", "No investigator fell."))
    found, objectives, clues = [], 0, 0
    for kind, data, msg in game_events(book, seat):
        if kind == "clue" and is_found(kind, data):
            gained = data.get("gained")
            clues += gained if isinstance(gained, int) and gained > 0 else 0
        elif is_found(kind, data) and msg is not None:
            found.append(tr_msg(msg))
        elif kind == "objective":
            objectives += 1
    if clues:  # one line for the Clues, not one per Clue gained
        found.append(fill(QCoreApplication.translate(
            "Epilogue", "{n} {n|Clue|Clues} gathered in all."), n=clues))
    if found:
        lines.append(QCoreApplication.translate("Epilogue", "Found:"))
        lines += ["\u2022 " + line for line in found[:MOST]]
        if len(found) > MOST:
            lines.append(fill(QCoreApplication.translate(
                "Epilogue", "\u2026and {n} more {n|find|finds}."), n=len(found) - MOST))
    else:
        lines.append(QCoreApplication.translate("Epilogue", "Nothing was found."))
    defeated = len(obs.get("defeated") or ())
    if defeated:
        lines.append(fill(QCoreApplication.translate(
            "Epilogue", "{n} {n|monster|monsters} defeated."), n=defeated))
    if objectives:
        lines.append(fill(QCoreApplication.translate(
            "Epilogue", "{n} new {n|objective|objectives} reached."), n=objectives))
    return lines


def result_words(obs: dict[str, Any]) -> str:
    outcome = obs.get("outcome")
    if outcome == "win":
        return QCoreApplication.translate("Epilogue", "The investigators win")
    if outcome == "lose":
        return QCoreApplication.translate("Epilogue", "The investigators lose")
    return QCoreApplication.translate("Epilogue", "The game is over")


class EpilogueCard(StoryCard):
    """The epilogue with the result and the summary; Close puts it away (the board stays
    as the game ended; "Read the Epilogue" is not needed: the log keeps the ending)."""

    def __init__(self, view):
        super().__init__(view)
        self.setObjectName("StoryCard")
        self.begin.setObjectName("epilogue-close")
        self.picture.hide()
        self.on_close: Callable[[], None] | None = None
        self.lines: list[str] = []
        self.obs: dict[str, Any] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.kicker.setText(self.tr("Epilogue"))
        self.begin.setText(self.tr("&Close"))
        self.begin.setToolTip(self.tr("Put the epilogue away and look at the board as the "
                                      "game ended (Enter)"))
        if getattr(self, "obs", None) is not None:
            self.fill_end(self.obs)

    def fill_end(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        self.title.setText(result_words(obs))
        self.lines = summary(self.view.book, self.view.seat, obs)
        ending = text(obs.get("ending"))
        self.text.setText((ending + "\n\n" if ending else "") + "\n".join(self.lines))

    def open_end(self, obs: dict[str, Any], on_close: Callable[[], None] | None) -> None:
        self.on_close = on_close
        self.fill_end(obs)
        self.place()
        self.show()
        self.raise_()
        self.begin.setFocus()

    def close_card(self) -> None:
        was = self.isVisible()
        super().close_card()
        call, self.on_close = self.on_close, None
        if was and call is not None:
            call()
