"""Helpers for the Mansions play tests: a second-edition game on screen through the
controller, and the action bar's buttons by words or kind."""

from __future__ import annotations

from PySide6.QtCore import Qt

SCENARIO = "quiet-greenhouse"


def open_game(qtbot, seed=3, chance=None, scenario=SCENARIO, seats=("human",), options=None):
    from eldertable.games.mansions.second import make_config
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable

    controller = GameController()
    table = MansionsTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 820)
    table.show()
    qtbot.waitExposed(table)
    controller.new_game("mansions", make_config(list(seats), {},
                                                dict(options or {}, scenario=scenario)),
                        seed, chance)
    table.reset()
    return controller, table


def play_out(qtbot, table, timeout=20000):
    """Let the paced beats run out, pressing Continue (with the mouse) on every story card
    and step that waits for it."""
    import time

    pacer = table.pacer
    until = time.monotonic() + timeout / 1000
    while pacer.busy() and time.monotonic() < until:
        for button in (pacer.card.begin, pacer.banner.go_on, table.epilogue.begin):
            if button.isVisible():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                break
        else:
            qtbot.wait(20)
    assert not pacer.busy(), "the paced beats did not run out"


def buttons(table):
    return [b for b in table.chrome.bar.buttons if b.isVisible() and b.isEnabled()]


def kinds(table) -> list[str]:
    return [type(b.property("action")).__name__ for b in buttons(table)]


def click_kind(qtbot, table, kind: str, index: int = 0) -> None:
    matching = [b for b in buttons(table) if type(b.property("action")).__name__ == kind]
    assert len(matching) > index, f"no {kind} button among {kinds(table)}"
    qtbot.mouseClick(matching[index], Qt.MouseButton.LeftButton)
    qtbot.wait(1)  # the event loop turns once: a story's first beat shows after the click


def obs(table):
    return table.observation()


def clipped(table) -> list[str]:
    """The bar's buttons and dice that are cut off: not wholly inside their parent widget
    (the button rows, the dice row), or the parent not inside the bar."""
    bar = table.chrome.bar
    out = []
    for w in buttons(table) + [f for f in bar.dice.faces if f.isVisible()]:
        box = w.parentWidget()
        if not box.rect().contains(w.geometry()) or not bar.rect().contains(box.geometry()):
            out.append(w.text())
    return out
