"""Issue 24 (seen under Xvfb, mansions-15-search.png, mansions-81-creature.png): while a
story card is open the side panel shows the moment the card tells. A search's card said
"gains 1 Clue" while the panel still counted 0 Clues, until Continue."""

from __future__ import annotations

from mansionsplay import click_kind, kinds, obs, open_game, play_out
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from eldertable.ui.mansions import pacing


def panel_words(table) -> list[str]:
    return [label.text() for label in table.chrome.panel.findChildren(QLabel)
            if label.isVisible() and label.text()]


def test_the_panel_shows_the_clue_the_search_card_tells(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot, options={"investigator-1": "odile-ferrand"})
    play_out(qtbot, table)
    state = controller.recorder.state
    state.map.place_token("test-search", "search", space=state.space_of(state.investigators[0]))
    state._ver += 1  # the legal list is cached by version
    table.reset()
    table.chrome.refresh()
    assert "Health 6/6 \u00b7 Sanity 8/8 \u00b7 Clues 0" in panel_words(table)
    click_kind(qtbot, table, "Search")
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    assert "Odile Ferrand gains 1 Clue." in card.text.text()
    qtbot.wait(20)  # painted as the player sees it
    words = panel_words(table)
    assert "Health 6/6 \u00b7 Sanity 8/8 \u00b7 Clues 1" in words, words
    assert "Clues: 1 in all (Odile Ferrand 1)." in words
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    play_out(qtbot, table)
    assert "Health 6/6 \u00b7 Sanity 8/8 \u00b7 Clues 1" in panel_words(table)
    assert obs(table)["investigators"][0]["clues"] == 1 and "EndTurn" in kinds(table)


def test_the_first_edition_panel_shows_the_threat_the_keepers_card_spent(qtbot):
    """mansions-81-creature.png: the bot Keeper's card "The Keeper plays Creature of the
    Night." was on screen, the bar said Threat: 0 and the panel still said threat 1."""
    import time

    from mansionsfirst import open_table

    pacing.set_pace("normal")
    controller, table = open_table(qtbot)
    pacer = table.pacer
    if table.intro.card.isVisible():
        qtbot.mouseClick(table.intro.card.begin, Qt.MouseButton.LeftButton)
    click_kind(qtbot, table, "EndTurn")
    seen = 0
    until = time.monotonic() + 20
    while (pacer.busy() or controller.busy()) and time.monotonic() < until:
        if pacer.card.isVisible():
            qtbot.wait(20)
            if "The Keeper plays" in pacer.card.text.text():
                threat = table.chrome.bar.threat.text().split(": ")[1]
                panel = [w for w in panel_words(table) if "The Keeper</b> \u2014 threat" in w]
                assert panel and f"threat {threat}<" in panel[0], (threat, panel)
                seen += 1
            qtbot.mouseClick(pacer.card.begin, Qt.MouseButton.LeftButton)
        elif pacer.banner.go_on.isVisible():
            qtbot.mouseClick(pacer.banner.go_on, Qt.MouseButton.LeftButton)
        else:
            qtbot.wait(20)
    assert seen, "the Keeper played no card: the case is not tested"
