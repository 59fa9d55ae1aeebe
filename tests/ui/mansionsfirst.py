"""Helpers for the first-edition table tests: a Warden's Garden game on screen through the
controller (or the main window), the bar's buttons, the text a seat's screen shows."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QLabel

STORY = "wardens-garden"


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
    from eldertable.ui.mansions.table import MansionsTable

    controller = GameController()
    controller.new_game("mansions", config(seats, choice, investigators, story, **options),
                        seed, chance)
    table = MansionsTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 820)
    table.show()
    qtbot.waitExposed(table)
    table.reset()
    settle(qtbot, controller)
    return controller, table


def settle(qtbot, controller, timeout=20000) -> None:
    """Wait until no bot is thinking (a person acts, or the game is over)."""
    qtbot.waitUntil(lambda: not controller.busy(), timeout=timeout)


def buttons(table):
    return [b for b in table.chrome.bar.buttons if b.isVisible() and b.isEnabled()]


def kinds(table) -> list[str]:
    return [type(b.property("action")).__name__ for b in buttons(table)]


def click_kind(qtbot, table, kind: str, index: int = 0) -> None:
    matching = [b for b in buttons(table) if type(b.property("action")).__name__ == kind]
    assert len(matching) > index, f"no {kind} button among {kinds(table)}"
    qtbot.mouseClick(matching[index], Qt.MouseButton.LeftButton)


def view_point(table, scene: QPointF):
    return table.mapFromScene(scene)


def drag(table, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """A real mouse drag on the board, scene point to scene point."""
    vp = table.viewport()
    a, b = view_point(table, start), view_point(table, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, a + (b - a) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


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
