"""Physical dice (the setup's "Roll physical dice"): a roll opens a dialog where the player
enters how many dice show a success, an investigation result or a blank; the counts must
add up to the pool; the faces go through the chance source, so the record replays."""

from __future__ import annotations

from mansionsplay import click_kind, obs, open_game
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from eldertable.engine.chance import PhysicalDice
from eldertable.engine.record import GameRecord, replay
from eldertable.ui.controller import GameController
from eldertable.ui.mansions import pacing
from eldertable.ui.mansions.physical import DiceDialog
from eldertable.ui.mansions.table import MansionsTable

SEED = 2  # Quiet Greenhouse, seed 2: the first Mythos card asks for a test


def type_count(qtbot, spin, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


def when_the_dialog_opens(qtbot, answer, seen):
    """Fill the dice dialog once it is up (it runs its own event loop)."""
    def look():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, DiceDialog):
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        answer(dialog)
    QTimer.singleShot(0, look)


def test_the_player_enters_the_faces_and_the_game_replays(qtbot):
    pacing.set_pace("instant")
    controller, table = open_game(qtbot, seed=SEED, options={"physical_dice": True})
    state = controller.recorder.state
    assert isinstance(state.chance, PhysicalDice)
    assert controller.record.chance_mode == "physical"
    checks = {}

    def answer(dialog):
        n = dialog.n
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        checks["pool"] = n
        checks["story"] = dialog.story.text()
        assert not ok.isEnabled()  # nothing entered yet
        type_count(qtbot, dialog.spins["success"], n)
        type_count(qtbot, dialog.spins["blank"], 1)  # one too many
        checks["too_many"] = (ok.isEnabled(), dialog.problem.text())
        type_count(qtbot, dialog.spins["success"], n - 2)
        type_count(qtbot, dialog.spins["investigation"], 1)
        assert ok.isEnabled() and not dialog.problem.text()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    seen = []
    when_the_dialog_opens(qtbot, answer, seen)
    click_kind(qtbot, table, "EndTurn")  # alone: the Investigator Phase ends with the turn
    assert seen, "no dice dialog opened"
    n = checks["pool"]
    assert n >= 2 and "tests" in checks["story"]
    assert checks["too_many"][0] is False and f"the pool has {n}" in checks["too_many"][1]
    faces = [6] * (n - 2) + [4] + [1]
    assert controller.record.dice_log == [faces]
    again = replay(controller.record, verify=True)
    assert again.digest() == controller.recorder.state.digest()
    assert obs(table)["phase"] in ("investigator", "mythos")
    # a saved game resumes with the players' dice, the faces so far kept for its replay
    other = GameController()
    resumed = MansionsTable(other)
    qtbot.addWidget(resumed)
    other.load_record(GameRecord.from_json(controller.record.to_json()))
    chance = other.recorder.state.chance
    assert isinstance(chance, PhysicalDice) and chance.ask is resumed.dice_asker
    assert other.record.chance_mode == "physical" and other.record.dice_log == [faces]


def test_roll_for_me_lets_the_app_roll_once_and_still_replays(qtbot):
    pacing.set_pace("instant")
    controller, table = open_game(qtbot, seed=SEED, options={"physical_dice": True})
    seen = []
    when_the_dialog_opens(
        qtbot, lambda d: qtbot.mouseClick(d.app_roll, Qt.MouseButton.LeftButton), seen)
    click_kind(qtbot, table, "EndTurn")  # alone: the Investigator Phase ends with the turn
    assert seen and len(controller.record.dice_log) == 1
    assert all(1 <= f <= 8 for f in controller.record.dice_log[0])
    again = replay(controller.record, verify=True)
    assert again.digest() == controller.recorder.state.digest()


def test_without_the_option_the_app_rolls(qtbot):
    controller, _table = open_game(qtbot, seed=SEED)
    assert not isinstance(controller.recorder.state.chance, PhysicalDice)
    assert controller.record.chance_mode == "seeded"
