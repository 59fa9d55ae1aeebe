"""An investigator's hand in the side panel: items, spells, Damage and Horror as cards; a
click (or the mouse resting on one) shows the card large over the board; a face-down card
shows as a face-down card and is read as one."""

from __future__ import annotations

from mansionsplay import obs, open_game
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from eldertable.ui.mansions.hand import HOVER_MS


def _hand(table, which=0):
    inv = obs(table)["investigators"][which]
    card = next(w for w in table.chrome.panel.shown
                if w.objectName() == f"investigator-{inv['id']}")
    return inv, card.hand


def test_possessions_are_cards_and_a_click_shows_one_large(qtbot):
    _controller, table = open_game(qtbot)
    inv, hand = _hand(table)
    assert [c.entry.card for c in hand.cards] == list(inv["items"]) + list(inv["spells"])
    first = hand.cards[0]
    qtbot.waitUntil(first.isVisible, timeout=2000)
    assert first.width() < 80
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    inspector = table.hand_inspector
    assert inspector.isVisible() and inspector.parentWidget() is table.viewport()
    assert inspector.title.text() == first.entry.name
    assert inspector.text.text() == first.entry.text and first.entry.text
    assert inspector.kind.text() == "Item"
    assert inspector.width() >= 360  # large and readable
    qtbot.mouseClick(inspector.close_button, Qt.MouseButton.LeftButton)
    assert not inspector.isVisible()


def test_damage_face_up_and_face_down_are_cards(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    state.harm(0, "damage", 2)
    state._run()
    state._ver += 1
    table.chrome.refresh()
    inv, hand = _hand(table)
    up, down = inv["damage"]["up"], inv["damage"]["down"]
    assert len(up) + down == 2
    damage = [c for c in hand.cards if c.entry.kind == "damage"]
    assert [c.entry.card for c in damage] == list(up) + [None] * down
    if not down:  # turn one face down, as a test of the panel's drawing
        state.table.move(state.table.piles["damage-up:0"].cards[-1], "damage-up:0",
                         "damage-down:0")
        state._ver += 1
        table.chrome.refresh()
        inv, hand = _hand(table)
    hidden = next(c for c in hand.cards if c.entry.face_down)
    qtbot.waitUntil(hidden.isVisible, timeout=2000)
    assert hidden.objectName() == "hand-card-down" and "face-down" in hidden.toolTip()
    qtbot.mouseClick(hidden, Qt.MouseButton.LeftButton)
    inspector = table.hand_inspector
    assert inspector.isVisible() and inspector.title.text() == "A face-down card"
    assert inspector.text.text() == "Its face is hidden from you."
    # the observation holds no face-down card's id, and neither does the panel
    assert all(c.entry.card is None for c in hand.cards if c.entry.face_down)


def test_resting_the_mouse_on_a_card_shows_it_until_the_mouse_leaves(qtbot):
    _controller, table = open_game(qtbot)
    _inv, hand = _hand(table)
    card = hand.cards[0]
    qtbot.waitUntil(card.isVisible, timeout=2000)
    # the pointer comes from elsewhere in the window, as a person's does (offscreen, the
    # window's very first mouse move sent no Enter to a card the panel had kept)
    QTest.mouseMove(table.chrome.panel.title, QPoint(2, 2))
    qtbot.wait(20)
    QTest.mouseMove(card, QPoint(10, 10))
    qtbot.waitUntil(lambda: getattr(table, "hand_inspector", None) is not None
                    and table.hand_inspector.isVisible(), timeout=HOVER_MS * 5)
    assert table.hand_inspector.title.text() == card.entry.name
    QTest.mouseMove(table.chrome.panel.title, QPoint(2, 2))
    qtbot.waitUntil(lambda: not table.hand_inspector.isVisible(), timeout=2000)


def test_a_first_edition_investigator_holds_a_hand_too(qtbot):
    from mansionsfirst import open_table

    _controller, table = open_table(qtbot)
    panel = table.chrome.panel
    hand = next(w for w in panel.shown if w.objectName() == "hand-julian-fairweather")
    card = hand.cards[0]
    assert card.entry.kind == "item" and card.entry.name == "Pocket Pistol"
    qtbot.waitUntil(card.isVisible, timeout=2000)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    inspector = table.hand_inspector
    assert inspector.isVisible() and inspector.title.text() == "Pocket Pistol"
    assert inspector.text.text()  # the starting item's own text, large
    assert "Carries:" not in panel.text()  # no line of names any more


def _heads(table, qtbot):
    qtbot.wait(50)  # the language change's own refresh first
    table.chrome.refresh()
    _inv, hand = _hand(table)
    cards = [c for c in hand.cards if c.entry.kind in ("damage", "horror")]
    for card in cards:
        qtbot.waitUntil(card.isVisible, timeout=2000)
        card.grab()  # painted: the head says what it showed
    return cards


def test_a_damage_and_a_horror_card_head_reads_whole_in_english_and_chinese(qtbot):
    """Issue 24: the head of a Damage card read "Damage…". It reads "Damage" or "Horror"
    whole, in a size that fits, with the card's name under it; in Chinese too. A
    face-down card still shows its back only (no head)."""
    from PySide6.QtGui import QFontMetrics

    from eldertable.ui import i18n
    from eldertable.ui.mansions.hand import CARD_W, head_font

    controller, table = open_game(qtbot)
    state = controller.recorder.state
    state.harm(0, "damage", 1)
    state.harm(0, "horror", 1)
    state._run()
    state._ver += 1
    try:
        for code, words in ((i18n.ENGLISH, {"damage": "Damage", "horror": "Horror"}),
                            (i18n.CHINESE, None)):
            i18n.set_language(code)
            cards = _heads(table, qtbot)
            assert cards
            for card in cards:
                if card.entry.face_down:
                    assert card.head_shown == ""  # its back, nothing of its face
                    continue
                shown = card.head_shown
                assert shown and "\u2026" not in shown, (code, shown)
                if words is not None:
                    assert shown == words[card.entry.kind]
                else:
                    assert shown not in ("Damage", "Horror")  # translated
                font, _ = head_font(card.font(), shown, CARD_W - 6)
                assert QFontMetrics(font).horizontalAdvance(shown) <= CARD_W - 6
                assert card.entry.name  # the card's own name is written under the head
    finally:
        i18n.set_language(i18n.ENGLISH)
