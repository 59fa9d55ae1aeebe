"""The first-edition table names what the new decks are and shows the expansion mark of a
Forbidden Alchemy card (FA-COMP-41); the panel states each investigator's power (FA-COMP-17:
the Character card's power, as games/mansions/first/powers.py plays it)."""

from __future__ import annotations

from mansionsfirst import open_table

from eldertable.games.mansions.first.cards import card_set


def test_fa_comp_41_the_last_card_line_shows_the_expansion_mark(qtbot):
    _c, table = open_table(qtbot)
    bar = table.chrome.bar
    fa_card = next(cid for cid, card in card_set().cards.items()
                   if card_set().deck_of.get(cid) == "exploration")
    bar.card_seen(fa_card)
    assert bar.card.isVisible()
    assert "[Forbidden Alchemy]" in bar.card.text() and "Exploration card" in bar.card.text()
    assert "Forbidden Alchemy expansion" in bar.card.toolTip()
    bar.card_seen("specimen-jar")  # a story item, no card of the set: no mark
    assert "[Forbidden Alchemy]" not in bar.card.text()


def test_fa_comp_17_the_new_decks_have_names_on_the_table(qtbot):
    _c, table = open_table(qtbot)
    words = table.chrome.bar.words
    names = {deck: next(cid for cid, d in card_set().deck_of.items() if d == deck)
             for deck in ("character", "event", "objective")}
    assert [words.deck(cid) for cid in names.values()] == [
        "Character card", "Event card", "Objective card"]


def test_fa_comp_17_the_panel_states_the_investigators_power(qtbot):
    _c, table = open_table(qtbot, investigators=("julian-fairweather",))
    text = "\n".join(label.text() for label in table.chrome.panel.shown)
    assert "Quick: one more space in each turn" in text
