"""Story cards as a whole game played by hand found them wanting (second edition):

* the scenario's words told when a room is entered, or when a monster falls, came with no
  card (only an opening event such as a token used or a Mythos card opened one);
* the first card after a Mythos Phase said the round before ("Round 1" in round 2);
* a card with several lines kept the story's own words below a scroll bar, last, though
  the card had room to grow;
* a Mythos card's test repeated the card's words.
"""

from __future__ import annotations

from mansionsplay import click_kind, obs, open_game, play_out
from PySide6.QtCore import Qt

from eldertable.engine.messages import Msg
from eldertable.engine.protocol import Event
from eldertable.ui.mansions import pacing
from eldertable.ui.mansions.storyflow import card_lines, line_of


def _feed(table, *events) -> bool:
    return table.pacer.feed(list(events), table.seat)


def test_the_story_told_as_a_room_is_entered_opens_a_card(qtbot):
    pacing.set_pace("normal")
    _controller, table = open_game(qtbot)
    play_out(qtbot, table)
    card = table.pacer.card
    assert not _feed(table, Event("move", Msg("Ada moves to the Greenhouse."), {}))
    assert not card.isVisible()  # a plain move is no story
    assert _feed(table, Event("move", Msg("Ada moves to the Greenhouse."), {}),
                 Event("harm", Msg("Ada suffers 1 Horror."), {}),
                 Event("message", Msg("The air is hot and sweet."), {"text": "x"}))
    qtbot.waitUntil(card.isVisible, timeout=3000)
    assert "The air is hot and sweet." in card.text.text()
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.pacer.busy(), timeout=3000)


def test_the_first_card_after_the_mythos_phase_names_the_round_it_is_in(qtbot):
    pacing.set_pace("normal")
    _controller, table = open_game(qtbot)
    play_out(qtbot, table)
    click_kind(qtbot, table, "EndTurn")
    play_out(qtbot, table)
    assert obs(table)["round"] == 2 and not table.pacer.busy()
    assert _feed(table, Event("use-token", Msg("Ada searches."), {"kind": "search"}))
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=3000)
    assert card.kicker.text().startswith("Round 2")
    assert table.chrome.bar.phase.text().startswith("Round 2")
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)


def test_a_card_grows_to_its_words_and_tells_the_story_before_what_came_of_it(qtbot):
    pacing.set_pace("normal")
    _controller, table = open_game(qtbot)
    play_out(qtbot, table)
    story = ("Under a pile of seed catalogues lies the gardener's ledger. The last entry is "
             "a drawing of an altar, and under it a date three weeks gone.")
    assert _feed(table, Event("use-token", Msg("Ada searches."), {"kind": "search"}),
                 Event("item", Msg("Ada gains the Gardener's Ledger."), {}),
                 Event("clue", Msg("Ada gains 1 Clue."), {}),
                 Event("objective", Msg("New objective: destroy the altar."), {}),
                 Event("message", Msg(story), {"text": story}))
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=3000)
    paragraphs = card.text.text().split("\n\n")
    assert paragraphs[0] == "Ada searches." and paragraphs[1] == story
    assert paragraphs[2:] == ["Ada gains the Gardener's Ledger.", "Ada gains 1 Clue.",
                              "New objective: destroy the altar."]
    bar = card.text_area.verticalScrollBar()
    assert bar.maximum() == 0  # all of it is in sight: no scrolling needed
    assert card.geometry().bottom() <= table.viewport().geometry().bottom()
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)


def test_a_mythos_cards_test_does_not_repeat_the_cards_words():
    words = "A ceiling gives way. One investigator tests Agility."
    told = [f"Mythos: Falling Plaster. {words}"]
    test = {"why": "card", "prompt": Msg(words).to_json()}
    line = line_of("test", test, Msg("Ada: Agility 3, 3 dice."), told)
    assert line == "Ada: Agility 3, 3 dice."
    assert line_of("test", test, Msg("Ada: Agility 3, 3 dice."), []) == \
        f"{words} Ada: Agility 3, 3 dice."
    assert card_lines([("mythos", {}, Msg(told[0])),
                       ("test", test, Msg("Ada: Agility 3, 3 dice."))]) == \
        [told[0], "Ada: Agility 3, 3 dice."]


def test_the_epilogue_sums_the_clues_instead_of_one_line_per_clue(qtbot):
    from eldertable.ui.mansions.epilogue import summary

    events = [Event("item", Msg("Ada gains the Ledger."), {"investigator": "ada", "item": "x"}),
              Event("clue", Msg("Ada gains 1 Clue."), {"investigator": "ada", "gained": 1}),
              Event("clue", Msg("Ada gains 2 Clues."), {"investigator": "ada", "gained": 2})]
    lines = summary([(None, events)], 0, {"round": 12, "investigators": []})
    assert "\u2022 Ada gains the Ledger." in lines
    assert "\u2022 3 Clues gathered in all." in lines
    assert not [line for line in lines if "gains 1 Clue" in line or "gains 2 Clues" in line]


def test_what_the_story_revealed_leaves_out_the_mythos_cards(qtbot):
    """The "What's left" panel's story so far: the scenario's words and finds, not every
    Mythos card drawn (they crowded the story out of its six lines)."""
    from eldertable.ui.mansions.whatsleft import told

    events = [Event("mythos", Msg("Mythos: A Quiet Hour. Nothing happens."), {"card": "x"}),
              Event("reveal", Msg("New rooms are revealed."), {}),
              Event("message", Msg("Shelves rise to a railed gallery."), {"text": "y"})]
    assert told([(1, events, 0)], 0) == ["Shelves rise to a railed gallery."]


def test_a_lock_drawn_exploring_is_no_find_in_the_first_edition_summary():
    from eldertable.ui.mansions.epilogue import found_first

    assert found_first("draw", {"who": "Ada", "card": "x", "deck": "item"})
    assert not found_first("draw", {"who": "Ada", "card": "x", "deck": "lock"})
    assert not found_first("draw", {"who": "Ada", "card": "x", "deck": "side-effect"})
    assert not found_first("draw", {"who": "Ada", "card": "x", "monster": "m"})
    assert found_first("item", {"who": "Ada", "card": "field-journal"})


def _panel_words(table) -> str:
    from PySide6.QtWidgets import QLabel

    return "\n".join(w.text() for w in table.chrome.panel.findChildren(QLabel) if w.text())


def test_the_side_panel_waits_for_the_cards_before_it_tells_what_they_tell(qtbot):
    """Seen in games played by hand: the panel had the investigator wounded while the card
    of the Mythos event before the monster's attack was still being read. A card with more
    of its action behind it holds the panel; the action's last card shows the state after
    the action (what it tells: test_mansions_panel_follows_card)."""
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    play_out(qtbot, table)
    before = _panel_words(table)
    state = controller.recorder.state
    state.investigators[0].clues += 3  # what the coming cards tell
    state._ver += 1
    assert _feed(table, Event("message", Msg("A blade swings out of the dark."), {"text": "x"}),
                 Event("mythos", Msg("Mythos: Footsteps. Someone walks above."), {}))
    table.chrome.refresh()  # the controller's state changed under the card
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=3000)
    assert card.skip_button.isVisible()  # another beat of the action waits behind it
    assert _panel_words(table) == before  # held while the card is read
    for _ in range(5):
        if not table.pacer.busy():
            break
        qtbot.waitUntil(lambda: card.isVisible() or not table.pacer.busy(), timeout=3000)
        if card.isVisible():
            qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.pacer.busy(), timeout=3000)
    assert _panel_words(table) != before  # the state, once the cards are done


def test_a_cards_words_never_run_under_its_buttons(qtbot):
    """Seen on the first Mythos card of a game: the last line of a long card ran level
    with Skip (the card's size was taken before its words had room)."""
    pacing.set_pace("normal")
    _controller, table = open_game(qtbot)
    play_out(qtbot, table)
    words = "A cold breath moves through the house. Each investigator tests Will."
    assert _feed(table, Event("mythos", Msg(f"Mythos: Draught. {words}"), {}),
                 Event("test", Msg("Ada: Will 4, 4 dice."), {}),
                 Event("roll", Msg("Ada rolls 1 success, 1 investigation, 2 blanks."), {}),
                 Event("result", Msg("Ada: 1 success against a difficulty of 1: passed."), {}),
                 Event("mythos", Msg("Mythos: Footsteps. Someone walks above."), {}))
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=3000)
    assert card.skip_button.isVisible()  # another beat waits behind this one
    text_bottom = card.text_area.geometry().bottom()
    buttons = [b for b in (card.skip_button, card.begin) if b.isVisible()]
    assert buttons and all(text_bottom < b.geometry().top() for b in buttons)
    assert card.text_area.verticalScrollBar().maximum() == 0
    table.pacer.flush()
