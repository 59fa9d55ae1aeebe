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


def test_a_mythos_cards_test_is_named_after_its_card_in_the_test_row(qtbot):
    """The log said "Falling Plaster calls for a test" while the test row, with the re-roll
    and clue buttons under it, said only "A test the card calls for" (seen under Xvfb in
    简体中文: "卡牌要求的检定" under the card that had just said 灰泥剥落)."""
    chance = ScriptedChance((4, 6, 1, 5) * 8, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    state = controller.recorder.state
    state.investigators[0].clues = 2  # a choice after the roll keeps the test open
    state.card_test(0, "falling-plaster")
    state._ver += 1  # the legal list is cached by version
    controller.advance()  # the Roll is a CHANCE step: it runs at once
    table.reset()
    table.chrome.refresh()
    row = table.chrome.bar.dice
    assert row.isVisible()
    assert row.summary.text().startswith("Tomas Reyes \u2014 A test from Falling Plaster: "
                                         "Agility "), row.summary.text()
    try:
        i18n.set_language(i18n.CHINESE)
        table.chrome.refresh()
        assert row.summary.text().startswith("托马斯·雷耶斯——灰泥剥落要求的检定"), \
            row.summary.text()
    finally:
        i18n.set_language(i18n.ENGLISH)
