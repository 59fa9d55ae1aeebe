"""See before you commit: once an experiment can be rolled for, the transmutation dialog
shows its difficulty as a sum, the target and the exact chances (engine.odds) with no
Experience, with the Experience the alchemist could spend and with a Heartstone's reroll,
and its "Roll for it" rolls; every card added changes the figures."""

from __future__ import annotations

from mo_tablehelp import pass_until_ready, push, scripted_game
from PySide6.QtCore import Qt
from test_magnum_opus_transmute import _attempt

from eldertable.games.magnum_opus.formula import preview


def _preview(window):
    dialog = window.table.transmute_dialog
    assert dialog is not None and dialog.isVisible() and dialog.previewing
    return dialog


def test_mo_trans_8_the_preview_before_the_roll_then_its_roll_button(window, qtbot):
    c, _chance = scripted_game(window)
    from mo_tablehelp import buy_lead_and_moonpetal

    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c, place_first="lead")
    dialog = _preview(window)
    assert not dialog.rolls and c.observation(0)["step"] == "assemble"
    assert dialog.sum.text() == "Difficulty: Lead <b>2</b> + Moonpetal <b>2</b> = <b>4</b>"
    assert "Roll 4 or more on the d8" in dialog.need.text()
    # 4, 5, 6, 7, 8 of the 8 faces; no Experience yet, no Heartstone: one line only.
    assert dialog.chance.text() == "Chance of success with no Experience: 5 in 8 (63%)"
    roll = [b for b in dialog.choice_buttons if b.objectName() == "ConfirmExperiment"]
    assert [b.text() for b in roll] == ["Roll for it"]
    push(c, 3)
    qtbot.mouseClick(roll[0], Qt.MouseButton.LeftButton)
    dialog = window.table.transmute_dialog
    assert not dialog.previewing and dialog.dice.rolls == [3]
    assert not dialog.chance.isVisible()  # after the roll the die speaks
    assert dialog.outcome.text() == "Failure."
    dialog.close()

    # Next time there is one Experience to spend: the chance with it shows too.
    pass_until_ready(window, c)
    assert c.observation(0)["seats"][0]["experience"] == 1
    _attempt(window, qtbot, c)
    dialog = _preview(window)
    assert dialog.chance.text() == ("Chance of success with no Experience: 5 in 8 (63%)<br>"
                                    "Spending up to 1 Experience: 6 in 8 (75%)")
    # With a Heartstone in the experiment (MO-CARD-5) its reroll is counted too:
    # 1 - (2/8)^2 = 60 in 64 with the one Experience.
    dialog.odds = dict(dialog.odds, heartstone=True)
    dialog.render()
    assert dialog.chance.text().endswith("<br>With the Heartstone's reroll too: 60 in 64 (94%)")


def test_mo_card_5_a_heartstone_in_the_experiment_counts_its_reroll():
    """Qt-free: the preview of an observation with a Heartstone on the Table."""
    obs = {"house_rules": {}, "transmutation": {"kind": "basic", "metastones": {}},
           "seats": [{"table": ["heartstone#1"], "experiment": ["lead#1", "moonpetal#1"],
                      "experience": 2}]}
    found = preview(obs, 0)
    assert found["difficulty"] == 4 and found["heartstone"] and found["experience"] == 2
    assert found["terms"] == [["lead#1", 2], ["moonpetal#1", 2]]
    obs["seats"][0]["table"] = []
    assert not preview(obs, 0)["heartstone"]
    obs["seats"][0]["experiment"] = []
    assert preview(obs, 0) is None
