"""Clicking the Mansions board: a click on a space (or a monster) offers the legal actions
that belong there, with the action bar's words; choosing one plays it. The bar stays."""

from __future__ import annotations

from mansionsplay import obs, open_game
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from eldertable.ui.mansions.boardmenu import actions_here
from eldertable.ui.mansions.pieces import FigurePiece


def free_point(table, index: int):
    """A view point inside space ``index`` with no figure on it."""
    space = table.board.space_data[index]
    for x, y in space["cells"]:
        for qx, qy in ((0.5, 0.5), (0.2, 0.8), (0.8, 0.8), (0.8, 0.2), (0.2, 0.2)):
            at = table.mapFromScene(QPointF((x + qx) * 100, (y + qy) * 100))
            items = table.items(at)
            here = table.board.space_at(table.mapToScene(at))
            if here is not None and here.index == index and not any(
                    isinstance(i, FigurePiece) for i in items):
                return at
    raise AssertionError(f"no free point in space {index}")


def click(table, at) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, at)


def test_a_click_on_a_space_offers_what_belongs_there_and_plays_it(qtbot):
    controller, table = open_game(qtbot)
    o = obs(table)
    legal = controller.legal_actions(0)
    token_acts = [a for a in legal if getattr(a, "token", None)]
    assert token_acts, [type(a).__name__ for a in legal]
    token = next(t for t in o["map"]["tokens"] if t["id"] == token_acts[0].token)
    doors = {d["id"]: d for d in o["map"]["doors"]}
    index = token["space"] if token["space"] is not None else doors[token["door"]]["spaces"][0]
    expected = actions_here(index, o, legal)
    assert token_acts[0] in expected
    click(table, free_point(table, index))
    menu = table.board_menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    bar_words = {b.text() for b in table.chrome.bar.buttons}
    labels = menu.labels()
    assert len(labels) == len(set(labels)) == len(expected)  # one line each, no two alike
    entry = next(a for a in menu.actions() if a.data() == token_acts[0])
    if token_acts[0] in [b.property("action") for b in table.chrome.bar.buttons]:
        assert entry.text() in bar_words  # the bar's own words
    before = len(controller.recorder.record.actions)
    entry.trigger()
    assert len(controller.recorder.record.actions) == before + 1
    assert table.chrome.bar.isVisible()  # the bar stays


def test_a_click_on_an_empty_space_or_a_drag_opens_nothing(qtbot):
    controller, table = open_game(qtbot)
    o = obs(table)
    legal = controller.legal_actions(0)
    quiet = [s["index"] for s in o["map"]["spaces"] if not actions_here(s["index"], o, legal)]
    if quiet:
        click(table, free_point(table, quiet[0]))
        assert getattr(table, "board_menu", None) is None
    # a drag on the floor pans the map and offers nothing
    vp = table.viewport()
    start = free_point(table, o["map"]["spaces"][0]["index"])
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(vp, start + QPointF(12 * i, 0).toPoint())
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPointF(60, 0).toPoint())
    assert getattr(table, "board_menu", None) is None


def test_first_edition_a_click_on_a_space_offers_its_actions(qtbot):
    from mansionsfirst import open_table

    controller, table = open_table(qtbot)
    o = table.observation()
    legal = controller.legal_actions(table.seat)
    places = [s["index"] for s in o["map"]["spaces"] if actions_here(s["index"], o, legal)]
    assert places
    index = places[0]
    click(table, free_point(table, index))
    menu = table.board_menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    labels = menu.labels()
    assert labels and len(labels) == len(set(labels)) and all(labels)
    before = len(controller.recorder.record.actions)
    menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: len(controller.recorder.record.actions) > before, timeout=5000)


def test_the_menu_closes_when_the_state_changes(qtbot):
    controller, table = open_game(qtbot)
    o = obs(table)
    legal = controller.legal_actions(0)
    index = next(s["index"] for s in o["map"]["spaces"] if actions_here(s["index"], o, legal))
    click(table, free_point(table, index))
    menu = table.board_menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    end = next(a for a in legal if type(a).__name__ == "EndTurn")
    table.chrome.chosen(end)  # played from the bar instead
    assert table.board_menu is None and not menu.isVisible()
