"""Helpers for the first-edition table tests: a Warden's Garden game on screen through the
controller (or the main window), the bar's buttons, the text a seat's screen shows."""

from __future__ import annotations

from mansionsboard import drag  # a real mouse drag, scene point to scene point
from mansionsplay import buttons, click_kind, kinds  # the bar's buttons, as on 2e's table
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QAbstractButton, QLabel

STORY = "wardens-garden"
__all__ = ["STORY", "buttons", "click_kind", "config", "drag", "hot_seat_window",
           "keeper_secrets", "kinds", "open_table", "settle", "space_centre", "words_on_screen"]


def config(seats=("human", "bot:keeper"), choice="a", investigators=None, story=STORY,
           **options):
    from eldertable.games.mansions.first import validate_config

    cfg = {"players": len(seats) - 1, "seats": list(seats),
           "options": {"scenario": story, "story_choice": choice, **options}}
    if investigators:
        cfg["investigators"] = list(investigators)
    return validate_config(cfg)


def open_table(qtbot, seats=("human", "bot:keeper"), seed=3, chance=None, choice="a",
               investigators=("julian-fairweather",), story=STORY, **options):
    """A first-edition table of its own (no main window): the controller, the table."""
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.views import make_table

    controller = GameController()
    controller.new_game("mansions", config(seats, choice, investigators, story, **options),
                        seed, chance)
    table = make_table(controller)
    qtbot.addWidget(table)
    table.resize(1280, 820)
    table.show()
    qtbot.waitExposed(table)
    table.reset()
    settle(qtbot, controller)
    return controller, table


def hot_seat_window(qtbot, window, investigator="julian-fairweather", seed=3):
    """In the main window: Doctor Crane's Tonic's first-edition rules with a person as the
    Keeper and ``investigator`` a person too, on scripted dice (every roll a 5); the
    curtain lifted for whoever acts first. Returns the controller."""
    from PySide6.QtCore import Qt

    from eldertable.engine.chance import ScriptedChance

    c = window.controller
    c.new_game("mansions", config(seats=("human", "human"), investigators=(investigator,)),
               seed, ScriptedChance([0, 0] + [5] * 40))
    settle(qtbot, c)
    if window.handoff.covered():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    return c


def settle(qtbot, controller, timeout=20000) -> None:
    """Wait until no bot is thinking (a person acts, or the game is over)."""
    qtbot.waitUntil(lambda: not controller.busy(), timeout=timeout)


def space_centre(table, index: int) -> QPointF:
    return table.board.spaces[index].path.boundingRect().center()


def words_on_screen(widget) -> str:
    """Every word the widget and its children show: labels, buttons, tooltips."""
    out = []
    for w in [widget] + widget.findChildren(QLabel) + widget.findChildren(QAbstractButton):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        out.append(w.toolTip())
    return "\n".join(out)


def keeper_secrets(controller, investigator: int = 0, keeper: int | None = None) -> set[str]:
    """Words naming what only the Keeper may know: hand cards (unless a public card has
    the same name) and the story choice made."""
    from eldertable.ui.mansions.first.words import FirstWords, card_name

    shown = controller.observation(investigator)
    keeper = controller.observation(controller.num_seats() - 1 if keeper is None else keeper)
    public = {card_name(k["id"]) for k in shown["keeper_actions"]}
    for inv in shown["investigators"]:
        public |= {card_name(c) for c in inv["items"] + inv["spells"] + inv["kept"]}
    out = {card_name(c) for c in keeper["hand"]} - public
    if keeper["story_choice"]:
        option = FirstWords().option(keeper["story_choice"], dict(keeper, scenario=STORY))
        out.add(option.summary)
    return out
