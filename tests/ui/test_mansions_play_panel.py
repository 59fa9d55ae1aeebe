"""The side panel: each investigator's six skills, health and sanity left, ability and
possessions (a hand of cards); each monster's ratings with what it does on hover; a tooltip on every line."""

from __future__ import annotations

from mansionsplay import obs, open_game
from PySide6.QtWidgets import QLabel

from eldertable.engine.messages import Msg
from eldertable.ui.i18n import tr_msg


def card_of(panel, name: str):
    """The card now shown under that object name (the last refill's, not an older one)."""
    return next(w for w in panel.shown if w.objectName() == name)


def test_investigator_cards_show_skills_vitals_and_ability(qtbot):
    controller, table = open_game(qtbot, seats=("human", "human"))
    panel = table.chrome.panel
    o = obs(table)
    for inv in o["investigators"]:
        card = card_of(panel, f"investigator-{inv['id']}")
        for skill, value in inv["skills"].items():
            cell = card.findChild(QLabel, f"skill-{skill}")
            assert cell.text().endswith(f"<b>{value}</b>") and cell.toolTip()
        vitals = card.findChild(QLabel, "vitals").text()
        assert f"Health {inv['health']}/{inv['health']}" in vitals
        assert f"Sanity {inv['sanity']}/{inv['sanity']}" in vitals
        ability = card.findChild(QLabel, "ability")
        assert tr_msg(Msg.from_json(inv["ability"])) in ability.text()
        hand = card.hand.cards  # possessions are cards in a hand, each with its text
        assert hand and all(c.entry.kind == "item" and c.entry.text and c.toolTip()
                            for c in hand)
    # damage taken shows as health left
    state = controller.recorder.state
    state.harm(0, "damage", 2)  # the Keeper's agenda deals the cards
    state._run()
    state._ver += 1
    table.chrome.refresh()
    first = obs(table)["investigators"][0]
    card = card_of(panel, f"investigator-{first['id']}")
    assert f"Health {first['health'] - 2}/{first['health']}" in \
        card.findChild(QLabel, "vitals").text()


def test_monster_cards_give_their_ratings_on_hover(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    state._ver += 1
    table.chrome.refresh()
    panel = table.chrome.panel
    monsters = obs(table)["monsters"]
    assert monsters
    for mon in monsters:
        card = card_of(panel, f"monster-{mon['id']}")
        tip = card.toolTip()
        assert f"Awareness: {mon['awareness']}" in tip and f"Brawn: {mon['brawn']}" in tip
        assert f"Horror: {mon['horror']}" in tip and "Each Monster step it moves" in tip
        assert tr_msg(Msg.from_json(mon["name"])) in card.findChild(QLabel).text()


def test_every_line_of_the_panel_has_a_tooltip(qtbot):
    _c, table = open_game(qtbot)
    panel = table.chrome.panel
    labels = panel.labels()
    assert labels and all(label.toolTip() for label in labels)
    assert panel.pace.toolTip() and panel.title.toolTip()


def test_a_monster_card_shows_the_standee_of_its_kind(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    state._ver += 1
    table.chrome.refresh()
    panel = table.chrome.panel
    monsters = obs(table)["monsters"]
    assert monsters
    for mon in monsters:
        card = card_of(panel, f"monster-{mon['id']}")
        portrait = card.findChild(QLabel, "portrait")
        assert portrait.pixmap() is not None and not portrait.pixmap().isNull()
        assert portrait.toolTip()
    assert all(label.toolTip() for label in panel.labels())
