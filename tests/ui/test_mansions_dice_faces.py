"""Dice with their faces (issue 24): a second-edition roll is drawn with its faces (success,
investigation, blank) in the dice tray, the test row and the log; the first-edition d10 and
the alchemy roll reach the tray; a physical-dice game says what the players entered; a roll
hidden from the viewer reaches neither tray nor log."""

from __future__ import annotations

from mansionsplay import obs, open_game
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from test_mansions_play_alchemy import alchemy_cellar, buttons
from test_mansions_play_dice import arrange_test

from eldertable.engine.chance import ScriptedChance
from eldertable.engine.messages import Msg
from eldertable.engine.protocol import Event
from eldertable.ui.dicetray import DiceTray
from eldertable.ui.logdock import LogDock

# MOM2-TEST-4: 4-5 investigation, 6-8 success, 1-3 blank
FACES = (4, 6, 1, 5)


def _docks(qtbot, controller):
    tray, log = DiceTray(controller), LogDock(controller)
    qtbot.addWidget(tray)
    qtbot.addWidget(log)
    return tray, log


def test_mom2_test_4_a_roll_shows_its_faces_in_tray_row_and_log(qtbot):
    chance = ScriptedChance(FACES * 8, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    tray, log = _docks(qtbot, controller)
    arrange_test(controller, table)
    roll = tray.view.rolls[-1]
    assert roll[1:] == ([4, 6, 1, 5], 8)
    assert roll.kinds == ["investigation", "success", "blank", "investigation"]
    assert not roll.entered
    assert tray.caption.text() == ("Last roll, 4 dice: 1 success, 2 investigations, "
                                   "1 blank")
    assert "4, 6, 1, 5" not in tray.caption.text() and "total" not in tray.caption.text()
    faces = table.chrome.bar.dice.faces
    assert [f.property("kind") for f in faces] == roll.kinds
    assert all(not f.pixmap().isNull() for f in faces)
    lines = [log.list.item(i) for i in range(log.list.count())]
    rolled = [i for i in lines if "rolls" in i.text()]
    assert rolled and rolled[-1].text().endswith("rolls 1 success, 2 investigations, 1 blank.")
    assert rolled[-1].data(Qt.ItemDataRole.UserRole) == roll.kinds
    assert not rolled[-1].icon().isNull()


def test_mom2_test_4_boundary_faces_3_4_5_6(qtbot):
    """The boundaries between the kinds: 3 is blank, 4 and 5 investigation, 6 success."""
    chance = ScriptedChance((3, 4, 5, 6) * 8, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    tray, _log = _docks(qtbot, controller)
    arrange_test(controller, table)
    assert tray.view.rolls[-1].kinds == ["blank", "investigation", "investigation", "success"]


def _enter(qtbot, counts: dict[str, int]):
    """Answer the physical-dice dialog when it opens: set the counts and press OK."""
    seen = []

    def answer():
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "PhysicalDiceDialog":
            QTimer.singleShot(20, answer)
            return
        for kind, n in counts.items():
            dialog.spins[kind].setValue(n)
        seen.append(dialog.n)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    return seen


def test_physical_dice_the_tray_and_log_say_what_was_entered(qtbot):
    controller, table = open_game(qtbot, options={"physical_dice": True})
    assert controller.record.chance_mode == "physical"
    tray, log = _docks(qtbot, controller)
    seen = _enter(qtbot, {"success": 2, "investigation": 1, "blank": 1})
    arrange_test(controller, table)
    assert seen == [4]
    roll = tray.view.rolls[-1]
    assert roll.entered and roll.kinds.count("success") == 2
    assert sorted(roll.kinds) == ["blank", "investigation", "success", "success"]
    assert tray.caption.text() == ("Entered for 4 dice: 2 successes, 1 investigation, "
                                   "1 blank")
    rolled = [line for line in log.lines() if "rolls" in line]
    assert rolled[-1].endswith("rolls 2 successes, 1 investigation, 1 blank.")
    assert not any(ch.isdigit() for ch in rolled[-1].split("rolls")[1].replace("1 ", "")
                   .replace("2 ", ""))  # no made-up d8 numbers


def test_a_hidden_roll_reaches_neither_tray_nor_log(qtbot):
    controller, _table = open_game(qtbot)
    tray, log = _docks(qtbot, controller)
    before = (len(tray.view.rolls), len(log.lines()))
    secret = Event("roll", Msg("A secret roll."), {"dice": [6, 6], "sides": 8,
                                                   "kinds": ["success", "success"]},
                   visible_to=frozenset({5}), chance=True)
    controller.eventsApplied.emit([secret], 0)
    assert (len(tray.view.rolls), len(log.lines())) == before
    assert all("secret" not in line for line in log.lines())


def test_fa_alch_16_the_alchemy_roll_reaches_the_dice_tray(qtbot, tmp_path):
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable

    controller = GameController()
    table = MansionsTable(controller)
    qtbot.addWidget(table)
    table.resize(1100, 760)
    table.show()
    tray, _log = _docks(qtbot, controller)
    config = {"players": 1, "seats": ["human"], "investigators": ["ada-whitlock"],
              "options": {"scenario": alchemy_cellar(tmp_path)}}
    controller.new_game("mansions", config, 5, ScriptedChance([7] * 40, shuffle="seeded"))
    table.reset()
    piano = next(b for b in buttons(table) if type(b.property("action")).__name__ ==
                 "Interact" and b.property("action").token == "piano")
    qtbot.mouseClick(piano, Qt.MouseButton.LeftButton)
    view = table.chrome.bar.puzzle.view
    view.animation_ms = 0
    view.settle()
    before = len(tray.view.rolls)
    qtbot.mouseClick(view.stop_button, Qt.MouseButton.LeftButton)  # the completion roll
    assert view.obs["roll"] == 7
    # the tray follows the pace, as the log does: the roll shows with its beat
    qtbot.wait(10)
    if "Rolled 7 against 1 (the correct pieces): the attempt fails." not in _log.shown_lines():
        assert len(tray.view.rolls) == before  # held back with its line
        table.pacer.flush()
    assert [r[1:] for r in tray.view.rolls[before:]] == [([7], 10)]
    assert tray.caption.text() == "Last roll: 7 on a d10"
    assert obs(table)["pending"] is None


def test_physical_dice_roll_for_me_is_not_called_entered(qtbot):
    controller, table = open_game(qtbot, options={"physical_dice": True})
    tray, _log = _docks(qtbot, controller)

    def roll_for_me():
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "PhysicalDiceDialog":
            QTimer.singleShot(20, roll_for_me)
            return
        qtbot.mouseClick(dialog.app_roll, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, roll_for_me)
    arrange_test(controller, table)
    roll = tray.view.rolls[-1]
    assert roll.kinds and not roll.entered
    assert tray.caption.text().startswith("Last roll, 4 dice: ")


def test_the_tray_and_log_name_the_faces_in_chinese(qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        import pytest

        pytest.skip("the Chinese catalogue is not built")
    chance = ScriptedChance(FACES * 8, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    tray, log = _docks(qtbot, controller)
    arrange_test(controller, table)
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: "个成功" in tray.caption.text(), timeout=3000)
        assert tray.caption.text() == "上次掷骰，4颗骰子：1个成功、2个调查结果、1个空白"
        qtbot.waitUntil(lambda: any("1个成功、2个调查结果、1个空白" in line
                                    for line in log.lines()), timeout=3000)
        assert [f.accessibleName() for f in table.chrome.bar.dice.faces][1] == "成功"
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_a_test_shown_again_leaves_no_die_of_the_last_one_on_screen(qtbot):
    """The row is filled twice before the event loop runs (a roll, then a clue spent): only
    the new dice are visible, none of the old ones lingers where it was made."""
    from eldertable.ui.mansions.actionbar import DiceRow

    row = DiceRow()
    qtbot.addWidget(row)
    row.show()
    test = {"difficulty": 2, "pool": 4, "spent": 0, "rolled": True,
            "dice": [4, 6, 1, 5], "kinds": ["investigation", "success", "blank", "investigation"]}
    row.show_test(test, "Strength", "Tomas Reyes")
    first = list(row.faces)
    row.show_test(dict(test, spent=1, kinds=["success", "success", "blank", "investigation"]),
                  "Strength", "Tomas Reyes")
    assert len(row.faces) == 4 and not set(first) & set(row.faces)
    from PySide6.QtWidgets import QApplication

    QApplication.sendPostedEvents()  # the layout's queued shows; deletions wait for the loop
    # no old die is brought back on screen before its deletion
    assert not [f for f in first if f.isVisible()]
    assert all(face.isVisible() for face in row.faces)
