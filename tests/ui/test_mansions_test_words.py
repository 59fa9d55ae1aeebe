"""A test says what it is (issue 24): the test row above the board names the purpose of
the test under way, the skill and the dice, and what it needs; in Chinese too."""

from __future__ import annotations

from mansionsplay import obs, open_game
from test_mansions_play_dice import arrange_test

from eldertable.engine.chance import ScriptedChance
from eldertable.ui import i18n


def test_mom2_test_1_the_test_row_names_the_tests_purpose(qtbot):
    chance = ScriptedChance((4, 6, 1, 5) * 8, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    arrange_test(controller, table)
    pending = obs(table)["pending"]
    assert pending["kind"] == "test" and pending["title"]
    row = table.chrome.bar.dice
    assert row.isVisible()
    assert row.summary.text() == ("Tomas Reyes \u2014 A test the story calls for: "
                                  "Strength 4, 4 dice; needs 2 successes.")
    try:
        i18n.set_language(i18n.CHINESE)
        table.chrome.refresh()
        assert row.summary.text().startswith("托马斯·雷耶斯——剧情要求的检定：力量4，4颗骰子")
    finally:
        i18n.set_language(i18n.ENGLISH)
