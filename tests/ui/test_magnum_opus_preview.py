"""See before you commit: once an experiment can be rolled for, the transmutation dialog
shows its difficulty as a sum, the target and the exact chances (engine.odds) with no
Experience, with the Experience the alchemist could spend and with a Heartstone's reroll,
and its "Roll for it" rolls; every card added changes the figures."""

from __future__ import annotations

from mo_tablehelp import pass_until_ready, push, scripted_game
from PySide6.QtCore import Qt
from test_magnum_opus_transmute import _attempt

from eldertable.engine.autosaves import Autosaver
from eldertable.games.magnum_opus import BOTS, make_config
from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus.formula import preview
from eldertable.ui import i18n
from eldertable.ui.magnum_opus.transmute import AFTER


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


def _play_to_ready(window, qtbot, me, limit: int = 600):
    """The person plays (the default bot's choices, applied as they would: only when the
    table offers them) until an experiment of theirs can be rolled for."""
    c, view = window.controller, window.table
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.current_player() == 0 and not c.busy()
                        and not view.pacing(), timeout=20000)
        legal = c.legal_actions(0)
        if any(isinstance(a, A.ConfirmExperiment) for a in legal):
            return
        assert c.act(legal[0] if len(legal) == 1 else me.choose(c.observation(0), legal)) is None
    raise AssertionError("no experiment was ever ready")


def _roll_and_close(window, qtbot, me, from_bar=False) -> None:
    """Roll for it with the mouse (in the preview or the bar), decide after the roll,
    then close the roll's dialog."""
    c = window.controller
    if from_bar:
        roll = [b for b in window.table.bar.buttons
                if isinstance(b.property("action"), A.ConfirmExperiment)]
    else:
        roll = [b for b in _preview(window).choice_buttons
                if b.objectName() == "ConfirmExperiment"]
    qtbot.mouseClick(roll[0], Qt.MouseButton.LeftButton)
    dialog = window.table.transmute_dialog
    assert dialog is not None and not dialog.previewing and dialog.rolls
    while c.current_player() == 0 and any(isinstance(a, AFTER) for a in c.legal_actions(0)):
        legal = c.legal_actions(0)
        assert c.act(me.choose(c.observation(0), legal)) is None
    assert dialog.isVisible()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_mo_trans_8_the_preview_opens_at_every_roll_of_a_resumed_game(window, qtbot):
    """Against a bot no hand-off drops the last roll's dialog: closed by the person, it had
    stayed the table's dialog and kept the preview shut at every later roll (seen in a
    game resumed at round 6 under Xvfb; a new game did the same from its second roll)."""
    c = window.controller
    me = BOTS["default"](0, 3)
    c.new_game("magnum-opus", make_config(["human", "bot:default"]), 3)
    _play_to_ready(window, qtbot, me)
    _preview(window)
    _roll_and_close(window, qtbot, me)
    uid = c.game_uid
    c.close_game()  # quit; File > Resume takes the autosave up again
    window.show_start_page()
    entry = next(e for e in Autosaver().entries() if e.uid == uid)
    assert window.documents.resume_entry(entry) and c.resumed
    _play_to_ready(window, qtbot, me)
    _preview(window)
    _roll_and_close(window, qtbot, me)
    # A bot's turn, then the next roll: the preview opens again, with its chances.
    _play_to_ready(window, qtbot, me)
    assert _preview(window).chance.text().startswith("Chance of success with no Experience")
    # In Chinese too (the Language menu), and after an undo taken back by a redo.
    if i18n.qm_path(i18n.CHINESE) is not None:
        window.actions_.languages[i18n.CHINESE].trigger()
        qtbot.waitUntil(lambda: _preview(window).chance.text().startswith("不花经验的成功率"))
    assert c.undo()
    if not any(isinstance(a, A.ConfirmExperiment) for a in c.legal_actions(0)):
        assert window.table.transmute_dialog is None  # nothing to roll for: no preview
    assert c.redo()
    _roll_and_close(window, qtbot, me)
    # A preview the person closes stays closed for that experiment (they roll from the
    # bar); the next turn's opens again, though the same Attempt card may come round.
    _play_to_ready(window, qtbot, me)
    qtbot.mouseClick(_preview(window).close_button, Qt.MouseButton.LeftButton)
    view = window.table
    view.reset()
    assert not (view.transmute_dialog and view.transmute_dialog.isVisible())
    _roll_and_close(window, qtbot, me, from_bar=True)
    _play_to_ready(window, qtbot, me)
    _preview(window)


def test_mo_trans_8_the_sum_adds_the_reagents_then_takes_the_tools_off(window, qtbot):
    """A Tool on the Table before the Reagents: the sum still reads Reagents first (it had
    read "Tempered Glassware -1 − … + Lead 2", seen under Xvfb)."""
    from eldertable.ui.magnum_opus.transmute import TransmuteDialog

    scripted_game(window)
    dialog = TransmuteDialog(window.table, 0)
    qtbot.addWidget(dialog)
    dialog.difficulty = 3
    dialog.terms = [["tempered-glassware#1", -1], ["lead#1", 2], ["moonpetal#1", 2]]
    dialog.render()
    assert dialog.sum.text() == ("Difficulty: Lead <b>2</b> + Moonpetal <b>2</b> "
                                 "\u2212 Tempered Glassware <b>1</b> = <b>3</b>")
