"""The players choose who makes a first-edition story test (FA-GAP-1): a Mythos event
that tests "an investigator" stops with its words in the bar and one button per
investigator still playing, each naming the number the d10 must roll at most; the click
is the team's choice, and the roll that follows is that investigator's."""

from __future__ import annotations

import json
from pathlib import Path

from mansionsfirst import buttons, click_kind, kinds, open_table, settle
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance

SCENARIO = Path(__file__).resolve().parents[2] / "assets" / "games" / "mansions" / \
    "scenarios" / "wardens-garden.json"
TEAM = ("tomas-reyes", "ada-whitlock")


def creaking(tmp_path) -> str:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data["events"].append({"id": "creak", "trigger": {"on": "mythos"},
                           "outcomes": [{"do": "test", "skill": "will",
                                         "text": "The floor creaks.", "fail": "hurt"}]})
    data["events"].append({"id": "hurt", "outcomes": [{"do": "damage", "amount": 1}]})
    path = tmp_path / "creaking.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_fa_gap_1_the_team_clicks_who_makes_the_story_test(qtbot, tmp_path):
    controller, table = open_table(qtbot, seats=("human", "human", "bot:keeper"),
                                   chance=ScriptedChance([0, 0] + [10] * 60),
                                   investigators=TEAM, story=creaking(tmp_path),
                                   tested="chosen")
    for seat in (0, 1):  # each investigator ends the turn; the Keeper bot plays its own
        controller.set_viewer(seat)  # that player takes the mouse (no curtain here)
        click_kind(qtbot, table, "EndTurn")
        settle(qtbot, controller)
    assert controller.current_player() == 0  # the first investigator answers for the team
    controller.set_viewer(0)
    qtbot.waitUntil(lambda: kinds(table) == ["Choose", "Choose"], timeout=20000)
    state = controller.recorder.state
    tomas, ada = state.by_id("tomas-reyes"), state.by_id("ada-whitlock")
    labels = [b.text() for b in buttons(table)]
    assert labels == [f"Tomas Reyes tests Will ({state.attribute(tomas, 'will')} or less)",
                      f"Ada Whitlock tests Will ({state.attribute(ada, 'will')} or less)"]
    bar = table.chrome.bar
    assert bar.prompt.text() == "The floor creaks. Choose the investigator who tests Will."
    for button in buttons(table):  # each read whole
        assert button.width() >= button.sizeHint().width()
    qtbot.mouseClick(buttons(table)[1], Qt.MouseButton.LeftButton)
    settle(qtbot, controller)
    made = controller.recorder.record.actions
    assert made[-1] == {"type": "fe.choose", "option": "ada-whitlock"}
    assert ada.damage == 1 and tomas.damage == 0  # the 10 fails: Ada's test, Ada's harm
    row = bar.test
    qtbot.waitUntil(row.isVisible, timeout=5000)
    assert "Ada Whitlock tests Will" in row.text.text()
