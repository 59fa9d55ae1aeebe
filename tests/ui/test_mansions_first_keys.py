"""Keys and tooltips of the first-edition table (a spot check): every button of the bar
says what it does in a tooltip, which names its key; E ends the turn, X explores, 1 to 9
answer what is asked (an either/or test's attributes, FA-TEST-1); on the board, Tab
chooses the investigator and Enter steps to the space the arrows aimed at."""

from __future__ import annotations

from mansionsfirst import buttons, config, drag, kinds, open_table, settle, space_centre
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance

TOMAS = "tomas-reyes"
STUDY = 7


def start(qtbot, window, seats=("human", "bot:keeper"), faces=(5,) * 40):
    c = window.controller
    c.new_game("mansions", config(seats=seats, investigators=(TOMAS,)), 3,
               ScriptedChance([0, 0, *faces]))
    settle(qtbot, c)
    if window.handoff.covered():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    return c, window.table


def shown(tooltip: str) -> str:
    """The words a tooltip shows (rich ones, as Qt draws them)."""
    from PySide6.QtGui import QTextDocument

    if not tooltip.startswith("<qt>"):
        return tooltip
    doc = QTextDocument()
    doc.setHtml(tooltip)
    return doc.toPlainText()


def tips(table) -> dict[str, str]:
    return {b.text(): shown(b.toolTip()) for b in buttons(table)}


def test_every_button_has_a_tooltip_on_both_sides(qtbot, window):
    c, table = start(qtbot, window, seats=("human", "human"))
    bar = table.chrome.bar
    for chip in (bar.threat, bar.mutations):
        assert chip.toolTip()
    shown = tips(table)
    assert shown and all(shown.values()), shown
    assert shown["End turn"] == "End this investigator's turn. (key: E)"
    qtbot.mouseClick(bar.button_for("End turn"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # the Keeper's seat
    c.recorder.state.threat = 9
    table.reset()
    shown = tips(table)
    assert any(text.startswith("Take Sample on") for text in shown)
    assert all(shown.values()), shown
    assert "key: E" in shown["End the Keeper's turn"]


def test_e_ends_the_turn_and_x_explores(qtbot, window, instant):
    c, table = start(qtbot, window)
    drag(table, table.board.figures[TOMAS].centre(), space_centre(table, STUDY))
    c.recorder.state.threat = 0  # no Mythos card answers the exploring
    table.reset()
    explore = next(b for b in buttons(table) if b.text().startswith("Explore "))
    assert shown(explore.toolTip()).endswith("(key: X)"), explore.toolTip()
    n = len(c.record.actions)
    qtbot.keyClick(window, Qt.Key.Key_X)  # the button clicks itself a moment later
    qtbot.waitUntil(lambda: len(c.record.actions) > n, timeout=3000)
    settle(qtbot, c)
    assert "Fallen Shelf" in table.chrome.bar.card.text()  # the study's obstacle card
    assert table.chrome.bar.test.isVisible()  # its Strength test was rolled
    qtbot.keyClick(window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: c.observation(0)["round"] == 2 and "EndTurn" in kinds(table),
                    timeout=20000)


def test_number_keys_pick_the_attribute_of_an_either_or_test(qtbot, window):
    c, table = start(qtbot, window, faces=(5,))
    state = c.recorder.state
    state.rooms["study.study"][0] = "locked-trunk"  # Strength or Luck
    state.threat = 0
    table.reset()
    drag(table, table.board.figures[TOMAS].centre(), space_centre(table, STUDY))
    qtbot.keyClick(window, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: "Choose" in kinds(table), timeout=3000)
    shown = tips(table)
    assert shown == {
        "Strength (6 or less)": "Test Strength: the d10 must roll 6 or less. (key: 1)",
        "Luck (3 or less)": "Test Luck: the d10 must roll 3 or less. (key: 2)"}
    qtbot.keyClick(window, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: "Choose" not in kinds(table), timeout=3000)
    row = table.chrome.bar.test
    assert "tests Luck" in row.text.text() and row.verdict.text() == "Failed"


def test_tab_chooses_the_investigator_and_enter_steps(qtbot):
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0] + [5] * 20))
    me = table.observation()["investigators"][0]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert table.chosen == me["id"]
    lit = {int(k[6:]) for k in table.lit}
    assert lit == {a.to for a in table.moves_for(f"fig:{me['id']}").values()}
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Down):
        table.choose(me["id"])  # the target back on its own space
        qtbot.keyClick(table, key)
        if table.target in lit:
            break
    assert table.target in lit
    to = table.target
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.observation()["investigators"][0]["space"] == to
