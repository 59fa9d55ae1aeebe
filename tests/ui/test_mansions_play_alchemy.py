"""FA-GAP-32 on the second-edition table: a scenario whose piano holds Forbidden Alchemy's
puzzle opens the alchemy view over the board through the edition-agnostic puzzle host; a
swap dragged with the mouse is the game's own action, the Clue label replaces the skill
point one, and the stop button rolls the first-edition d10 against the correct pieces
(FA-ALCH-19), whose outcome goes back to the scenario's event."""

from __future__ import annotations

import json
from pathlib import Path

from alchemydrag import drag, slot_point
from mansionsplay import buttons
from PySide6.QtCore import Qt

from eldertable.ui.puzzles.alchemy_view import AlchemyView

SCENARIO = Path(__file__).parents[2] / "assets/games/mansions/scenarios/singing-cellar.json"


def alchemy_cellar(tmp_path) -> str:
    """The Singing Cellar with the parlor open, the choirmaster away, the investigator at
    the piano, and the piano's puzzle made an alchemy puzzle (side 10A, tested with Lore)."""
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    for tile in data["map"]["tiles"]:
        if tile["id"] == "parlor":
            tile["revealed"] = True
    data["map"]["start"] = "parlor.piano"
    for monster in data["map"]["monsters"]:
        if monster["id"] == "choirmaster":
            monster["space"] = "conservatory.palms"
    data["meta"]["id"] = "alchemy-cellar"
    data["puzzles"][0].update(type="alchemy", setup="10A")
    path = tmp_path / "alchemy-cellar.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_fa_gap_32_the_second_edition_table_plays_an_alchemy_puzzle_with_the_mouse(qtbot,
                                                                                   tmp_path):
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable

    controller = GameController()
    table = MansionsTable(controller)
    qtbot.addWidget(table)
    table.resize(1100, 760)
    table.show()
    qtbot.waitExposed(table)
    config = {"players": 1, "seats": ["human"], "investigators": ["ada-whitlock"],
              "options": {"scenario": alchemy_cellar(tmp_path)}}
    controller.new_game("mansions", config, 5)
    table.reset()
    piano = next(b for b in buttons(table) if type(b.property("action")).__name__ ==
                 "Interact" and b.property("action").token == "piano")
    qtbot.mouseClick(piano, Qt.MouseButton.LeftButton)
    host = table.chrome.bar.puzzle
    assert host.isVisible() and isinstance(host.view, AlchemyView)
    view = host.view
    view.animation_ms = 0
    view.settle()
    board = controller.observation(0)["pending"]["board"]
    assert board["kind"] == "alchemy" and all(s is not None for s in board["slots"])
    assert board["actions_left"] == 5  # Ada's Lore gives the puzzle actions
    assert view.counter.text().endswith("5")
    assert "Clues: 0" in view.info.text() and "Skill points" not in view.info.text()
    before = [s["piece"] for s in board["slots"]]
    drag(view, slot_point(view, 0), slot_point(view, 1))  # a swap: one action
    after = controller.observation(0)["pending"]["board"]
    assert [s["piece"] for s in after["slots"]][:2] == [before[1], before[0]]
    assert after["actions_left"] == 4
    assert "alchemy.swap" in controller.record.actions[-1]["move"]
    correct = after["correct"]
    qtbot.mouseClick(view.stop_button, Qt.MouseButton.LeftButton)  # stop: the d10 rolls
    assert controller.observation(0)["pending"] is None  # the attempt is over
    last = view.obs
    assert last["phase"] == "done" and last["correct"] == correct
    passed = last["roll"] == 1 or (last["roll"] != 10 and last["roll"] <= correct)
    assert last["passed"] is passed
    assert "Side Effect" not in view.info.text()
    items = [i.split("#")[0] for i in controller.observation(0)["investigators"][0]["items"]]
    assert ("tide-chart" in items) is passed  # the piano's "solved" event, or nothing


def test_fa_gap_32_the_setup_dialog_offers_the_switch_and_keeps_it_off(qtbot):
    """The second-edition setup dialog lists FA-GAP-32 among its house rules (on); unticked,
    a shipped scenario (no Forbidden Alchemy part of its own; its impassable border is a
    second-edition part, MOM2-TERR-5) still starts, with the switch kept off."""
    from PySide6.QtWidgets import QCheckBox

    from eldertable.engine import registry
    from eldertable.ui.setupdialog import SetupDialog

    entry = registry.get("mansions")
    dialog = SetupDialog(entry, entry.load(), seed=1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.rule_widgets["FA-GAP-32"]
    assert isinstance(box, QCheckBox) and box.isChecked()
    scenario = dialog.option_widgets["scenario"]
    scenario.setCurrentIndex(scenario.findData("quiet-greenhouse"))
    # the house rules are folded: the player opens Advanced first
    assert not box.isVisibleTo(dialog)
    qtbot.mouseClick(dialog.advanced, Qt.MouseButton.LeftButton)
    assert box.isVisibleTo(dialog)
    dialog.scroll_area.ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton,
                     pos=box.rect().topLeft() + box.rect().center() / 4)
    assert not box.isChecked()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result_config is not None and not dialog.error.isVisible()
    assert dialog.result_config["house_rules"].get("FA-GAP-32") is False
