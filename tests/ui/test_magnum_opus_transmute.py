"""Transmutations at the table with scripted dice: the dialog's sum, the d8 in the dice tray,
Experience and the Heartstone after the roll, the outcome in words; undo stops at the roll."""

from __future__ import annotations

from mo_tablehelp import (LEAD_MOONPETAL, button, buy_lead_and_moonpetal, center, drag,
                          end_tradeskill, first, hand, ids, pass_until_ready, push,
                          scripted_game, uncover, zone_point)
from PySide6.QtCore import Qt

from eldertable.games.magnum_opus import actions as A


def _attempt(window, qtbot, c, alch="lead", myst="moonpetal", place_first=None):
    """From the Tradeskill Phase: the Attempt dragged onto the Table, the two Reagents
    dragged after it (one may go on the Table in the Table Phase first)."""
    view = window.table
    end_tradeskill(window, qtbot)
    if place_first:
        card = first(c, place_first)
        drag(view, center(view, f"card:{card}"), zone_point(view, "zone:table"))
        assert card in c.observation(0)["seats"][0]["table"]
        qtbot.mouseClick(button(view, "End the Table Phase"), Qt.MouseButton.LeftButton)
    elif c.observation(0)["phase"] == "table":
        qtbot.mouseClick(button(view, "End the Table Phase"), Qt.MouseButton.LeftButton)
    assert c.observation(0)["phase"] == "experiment"
    attempt = first(c, "attempt-transmutation")
    drag(view, center(view, f"card:{attempt}"), zone_point(view, "zone:table"))
    assert c.observation(0)["step"] == "assemble"
    for cid in (alch, myst):
        if cid == place_first:
            continue
        card = first(c, cid)
        drag(view, center(view, f"card:{card}"), zone_point(view, "zone:table"))
        assert card in c.observation(0)["seats"][0]["experiment"]


def _roll(window, qtbot, *faces):
    push(window.controller, *faces)
    qtbot.mouseClick(button(window.table, "Roll for it"), Qt.MouseButton.LeftButton)
    return window.table.transmute_dialog


def test_a_failed_transmutation_then_experience_turns_the_next_one(window, qtbot):
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c, place_first="lead")
    dialog = _roll(window, qtbot, 3)
    assert dialog is not None and dialog.isVisible()
    # The difficulty as a sum: the two Volatilities, nothing to subtract.
    assert dialog.sum.text() == "Difficulty: Lead <b>2</b> + Moonpetal <b>2</b> = <b>4</b>"
    assert dialog.dice.rolls == [3]
    assert window.dice_tray.view.rolls[-1][1:] == ([3], 8)
    assert dialog.roll_text.text() == "The die shows 3 against 4: 1 short."
    assert dialog.outcome.text() == "Failure."
    details = dialog.details.text()
    assert "The Discovery Mercurial Essence is turned face up." in details
    assert "1 Experience gained from the failure." in details
    assert c.observation(0)["matrix"][LEAD_MOONPETAL]["state"] == "up"
    # The roll is a barrier: nothing before it can be undone.
    assert not c.undo_stack.canUndo() and not window.actions_.undo.isEnabled()

    # Next time: the same roll, one Experience short, and now there is one to spend.
    pass_until_ready(window, c)
    assert c.observation(0)["seats"][0]["experience"] == 1
    _attempt(window, qtbot, c)
    dialog = _roll(window, qtbot, 3)
    # Only the choices there are: no Heartstone on the Table, so no word of rolling again.
    assert dialog.outcome.text() == "Spend Experience, or accept the roll."
    assert window.table.bar.prompt.text() == ("Spend Experience to reach the difficulty, or "
                                              "accept the roll.")
    # A table filled afresh (a resumed game) rebuilds the dialog from the observation.
    view = window.table
    view._close_transmute()
    view.reset()
    dialog = view.transmute_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.sum.text() == "Difficulty: Lead <b>2</b> + Moonpetal <b>2</b> = <b>4</b>"
    assert dialog.dice.rolls == [3]
    spend = [b for b in dialog.choice_buttons if b.objectName() == "SpendExperience"]
    assert [b.text() for b in spend] == ["Spend 1 Experience: 4 against 4"]
    assert "Accept the roll" in [b.text() for b in dialog.choice_buttons]
    qtbot.mouseClick(spend[0], Qt.MouseButton.LeftButton)
    assert dialog.outcome.text() == "Success!"
    assert dialog.roll_text.text() == "The die shows 3; 1 Experience makes it 4 against 4."
    details = dialog.details.text()
    assert "Research card gained: Calcination Method." in details
    assert "Mercurial Essence is performed: Gain Metastone." in details
    assert c.observation(1)["seats"][0]["experience"] == 0
    assert "metastone" in ids(c.observation(1)["seats"][0]["discard"])


def test_the_heartstone_rolls_again(window, qtbot):
    c, _chance = scripted_game(window)
    # Sulphur x Dragon's Blood is Heart of the Furnace with the scripted axes.
    assert c.act(A.PlayTradeskill(first(c, "prepare-herbs"), "gold")) is None
    assert c.act(A.EndPhase()) is None
    assert c.act(A.Buy("sulphur")) is None
    assert c.act(A.Buy("dragons-blood")) is None
    needed = ("attempt-transmutation", "sulphur", "dragons-blood")
    pass_until_ready(window, c, needed)
    _attempt(window, qtbot, c, "sulphur", "dragons-blood")
    dialog = _roll(window, qtbot, 5)
    assert dialog.sum.text() == ("Difficulty: Sulphur <b>2</b> + Dragon's Blood <b>3</b> = "
                                 "<b>5</b>")
    assert dialog.outcome.text() == "Success!"
    assert "Heartstone goes into the discard pile." in dialog.details.text()
    # The Heartstone waits on the Table for the next attempt.
    pass_until_ready(window, c, ("heartstone",))
    view = window.table
    end_tradeskill(window, qtbot)
    heart = first(c, "heartstone")
    drag(view, center(view, f"card:{heart}"), zone_point(view, "zone:table"))
    assert heart in c.observation(0)["seats"][0]["table"]
    assert c.act(A.EndPhase()) is None  # the Table Phase
    assert c.act(A.EndPhase()) is None  # pass the Experiment Phase
    pass_until_ready(window, c, needed)
    _attempt(window, qtbot, c, "sulphur", "dragons-blood")
    dialog = _roll(window, qtbot, 2)
    assert dialog.roll_text.text() == "The die shows 2 against 5: 3 short."
    again = [b for b in dialog.choice_buttons if b.objectName() == "UseHeartstone"]
    assert dialog.outcome.text() == "Roll again, or accept the roll."
    assert window.table.bar.prompt.text() == ("Give back the Heartstone to roll again, or "
                                              "accept the roll.")
    assert [b.text() for b in again] == ["Give back the Heartstone and roll again"]
    push(c, 7)
    qtbot.mouseClick(again[0], Qt.MouseButton.LeftButton)
    assert dialog.dice.rolls == [2, 7]
    assert dialog.outcome.text() == "Success!"
    assert "The Heartstone goes back to the Supply: roll again." in dialog.details.text()
    assert [r[1] for r in window.dice_tray.view.rolls[-2:]] == [[2], [7]]


def test_undo_inside_the_experiment_but_never_across_the_roll(window, qtbot):
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    moon = next(x for x in c.observation(0)["seats"][0]["experiment"] if "moonpetal" in x)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert moon in hand(c) and f"card:{moon}" in window.table.pieces
    assert window.table.pieces[f"card:{moon}"].lit  # it may join the experiment again
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert moon in c.observation(0)["seats"][0]["experiment"]
    n = len(c.record.actions)
    _roll(window, qtbot, 6)
    assert len(c.record.actions) > n + 1
    after = len(c.record.actions)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.record.actions) == after
    uncover(window)
    assert c.observation(0)["matrix"][10]["state"] == "up"


def test_the_choices_after_the_roll_get_room_in_the_dialog(window, qtbot):
    """The Spend/Accept buttons come with the roll: the dialog grows for them at once, so the
    die and the words under it do not lie on top of each other."""
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    _roll(window, qtbot, 3)  # a failure: 1 Experience gained
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    dialog = _roll(window, qtbot, 3)
    assert dialog.choice_buttons and all(b.isVisible() for b in dialog.choice_buttons)
    layout = dialog.layout()
    assert dialog.height() >= layout.totalHeightForWidth(dialog.width())
    qtbot.wait(50)  # the layout places its widgets
    assert dialog.dice.geometry().bottom() < dialog.roll_text.geometry().top()
    assert dialog.roll_text.geometry().bottom() < dialog.choice_buttons[0].geometry().top()


def test_the_dialog_follows_the_language_menu(window, qtbot):
    from eldertable.ui import i18n

    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    _roll(window, qtbot, 3)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    dialog = _roll(window, qtbot, 3)
    assert dialog.outcome.text() == "Spend Experience, or accept the roll."
    i18n.set_language(i18n.CHINESE)
    qtbot.waitUntil(lambda: dialog.close_button.text() != "Close", timeout=3000)
    qtbot.wait(50)
    assert window.table.transmute_dialog is dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.title.text() == "炼金术士 1尝试嬗变"
    assert dialog.outcome.text() == "花费经验，或接受掷骰结果。"
    assert [b.text() for b in dialog.choice_buttons] == ["花费1点经验：达到4（难度4）",
                                                         "接受掷骰结果"]
    assert dialog.close_button.text() != "Close"


def test_hot_seat_the_roller_reads_and_closes_the_dialog_before_the_hand_off(window, qtbot):
    """A failed roll ends the turn; the curtain for the next person waits until the roller
    has closed the result (it used to come down at once, under the dialog, whose window hid
    the curtain's "I am ..." button)."""
    c, _chance = scripted_game(window)  # two people at one screen
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c, place_first="lead")
    dialog = _roll(window, qtbot, 3)
    assert dialog.outcome.text() == "Failure."
    assert c.current_player() == 1  # the turn has passed
    assert dialog.isVisible() and not window.handoff.covered()
    assert not window.curtain.isVisible() and c.viewer == 0
    dialog.close_button.click()
    qtbot.waitUntil(lambda: window.handoff.covered())
    assert window.curtain.isVisible() and window.handoff.waiting_for == 1
    assert window.table.transmute_dialog is None or not window.table.transmute_dialog.isVisible()
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert not window.handoff.covered() and c.viewer == 1
