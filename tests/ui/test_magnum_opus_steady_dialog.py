"""The transmutation dialog keeps its place and size: it opened at a different height at every
attempt and changed its height after the roll, so its buttons moved under the mouse (issue
25; play-15, 27, 42, 56 and play-46 -> play-47 under Xvfb at 1200x800)."""

from __future__ import annotations

from mo_tablehelp import buy_lead_and_moonpetal, pass_until_ready, push, scripted_game
from PySide6.QtCore import QPoint, Qt
from test_magnum_opus_transmute import _attempt


def _where(dialog):
    """The dialog's frame on the screen, and where its first choice and Close are."""
    first = dialog.choice_buttons[0] if dialog.choice_buttons else None
    return (dialog.frameGeometry(),
            first.mapToGlobal(QPoint(0, 0)) if first is not None else None,
            dialog.close_button.mapToGlobal(QPoint(0, 0)))


def _preview(window, qtbot):
    dialog = window.table.transmute_dialog
    assert dialog is not None and dialog.isVisible() and dialog.previewing
    qtbot.wait(30)  # the layout places its widgets
    return dialog


def first_preview(window, qtbot):
    """At 1200x800, Lead and Moonpetal bought, the first attempt's preview open (Lead laid
    first): the controller and the dialog."""
    window.resize(1200, 800)
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c, place_first="lead")
    return c, _preview(window, qtbot)


def _roll(window, qtbot, dialog, face):
    """Click the dialog's own Roll for it; the dialog of the roll, laid out."""
    roll = [b for b in dialog.choice_buttons if b.objectName() == "ConfirmExperiment"]
    assert [b.text() for b in roll] == ["Roll for it"]
    push(window.controller, face)
    qtbot.mouseClick(roll[0], Qt.MouseButton.LeftButton)
    after = window.table.transmute_dialog
    assert after is not None and after.isVisible() and after.rolls == [face]
    qtbot.wait(30)
    return after


def test_the_transmutation_dialog_stays_put_across_the_roll_and_between_attempts(window, qtbot):
    c, first = first_preview(window, qtbot)
    frame, roll_at, close_at = _where(first)
    after = _roll(window, qtbot, first, 3)  # a failure: 1 Experience gained
    assert after.outcome.text() == "Failure."
    assert _where(after)[0] == frame and _where(after)[2] == close_at
    qtbot.mouseClick(after.close_button, Qt.MouseButton.LeftButton)

    # The next attempt: the preview opens where the first one was, its Roll for it where
    # the first Roll for it was; after the roll Spend Experience takes that place.
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    second = _preview(window, qtbot)
    assert _where(second) == (frame, roll_at, close_at)
    after = _roll(window, qtbot, second, 3)
    assert after.outcome.text() == "Spend Experience, or accept the roll."
    assert len(after.choice_buttons) == 2
    assert _where(after) == (frame, roll_at, close_at)
