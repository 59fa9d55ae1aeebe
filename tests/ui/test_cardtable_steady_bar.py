"""The card tables' bar keeps its height when the prompt shrinks from two lines to one, so
the table under it does not jump between phases (issue 25, "Steady buttons")."""

from __future__ import annotations

from eldertable.ui.cardtable.phasebar import PhaseBar


def test_a_steady_bar_keeps_its_height_from_a_two_line_prompt_to_a_one_line_one(qtbot):
    bar = PhaseBar(["a", "b"], "test-bar", steady=True)
    qtbot.addWidget(bar)
    width = 700
    bar.prompt.setText("Tradeskill Phase: play up to two Tradeskill cards, one for Gold and "
                       "one for cards, or pass.  Click a lit card, then where it goes, or "
                       "drag it.")
    two = bar.heightForWidth(width)
    assert bar.prompt.heightForWidth(width - 20) > bar.prompt.fontMetrics().lineSpacing() * 1.5
    bar.prompt.setText("Pass: end the turn.")
    one = bar.heightForWidth(width)
    assert one == two
    bar.prompt.setText("")
    assert bar.heightForWidth(width) == two


def test_a_bar_that_is_not_steady_follows_its_prompt(qtbot):
    bar = PhaseBar(["a"], "test-bar-2", steady=False)
    qtbot.addWidget(bar)
    bar.prompt.setText("A prompt long enough to need a second line at this narrow width, "
                       "and then some more words.")
    two = bar.heightForWidth(300)
    bar.prompt.setText("Short.")
    assert bar.heightForWidth(300) < two
