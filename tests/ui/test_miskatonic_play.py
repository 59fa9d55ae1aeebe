"""The Miskatonic Madness table with the mouse: the cultist drags cards onto locations (and is
refused where a card may not go), ends his play, the investigators drag investigators and
items, choose the reveal order by clicking, and the scripted dice show in the dice tray."""

from __future__ import annotations

from miskatonic_tablehelp import (FIRST_HAND, OPENING, button, center, click, drag, inside, play,
                                  rect_of, scripted_game, spot, uncover)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from eldertable.games.miskatonic import actions as A


def test_start_from_the_setup_dialog_with_the_mouse(window, qtbot):
    card = window.start_page.cards["miskatonic"]
    assert card.isEnabled()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    dialog = window.setup_dialog
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.record is not None)
    view = window.table
    assert type(view).__name__ == "MiskatonicTable"
    obs = window.controller.observation(0)
    # The board: tracks, six locations, Secret Rituals, the Study, the three spaces, piles.
    for pid in ("track:summon", "track:mythos", "loc:library", "loc:research_wing",
                "loc:campus_park", "loc:sports_field", "loc:infirmary", "loc:anthropology",
                "loc:secret_rituals", "study:", "space:temporary_insanity", "space:jail",
                "space:intensive_care", "pile:deck", "encounter"):
        assert pid in view.pieces, pid
    assert view.pieces["pile:deck"].count == obs["deck_count"]
    # The cultist's hand face up, the four investigators free in the team.
    assert {f"card:{c}" for c in obs["hand"]} <= set(view.pieces)
    assert {f"inv:{i}" for i in obs["spaces"]["pool"]} <= set(view.pieces)
    assert view.bar.prompt.text().startswith("Drag cards face down onto locations: 6 more at least.")
    assert "Click a lit card, then where it goes, or drag it." in view.bar.prompt.text()
    assert view.bar.prompt.text().startswith(window.prompt_label.text())


def test_drag_a_card_onto_a_location(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    assert c.observation(0)["hand"] == FIRST_HAND
    vp = view.viewport()
    src, dst = center(view, "card:nightmares"), spot(view, "loc:library")
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    QTest.mouseMove(vp, src + (dst - src) * 0.2)
    QTest.mouseMove(vp, src + (dst - src) * 0.6)
    # While it is dragged, the six locations light up; Secret Rituals (cultists only) does not.
    for loc in ("library", "research_wing", "campus_park", "sports_field", "infirmary",
                "anthropology"):
        assert view.pieces[f"loc:{loc}"].highlighted, loc
    assert not view.pieces["loc:secret_rituals"].highlighted
    assert not view.pieces["space:jail"].highlighted
    QTest.mouseMove(vp, dst)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    assert c.record.actions == [A.PlaceCard("nightmares", "library").to_json()]
    assert c.observation(0)["locations"]["library"]["cards"] == [{"id": "nightmares",
                                                                  "face": "down"}]
    # The scene follows: the card lies in the Library, veiled: face down, known to its owner.
    assert inside(view, "card:nightmares", "loc:library")
    assert view.pieces["card:nightmares"].veiled
    # A cultist goes onto Secret Rituals the same way, dropped on a card lying there or not.
    drag(view, center(view, "card:leader"), spot(view, "loc:secret_rituals"))
    assert c.record.actions[-1] == A.PlaceCard("leader", "secret_rituals").to_json()
    drag(view, center(view, "card:cultist_1"), center(view, "card:nightmares"))
    assert c.record.actions[-1] == A.PlaceCard("cultist_1", "library").to_json()


def test_an_illegal_drop_snaps_back_with_the_reason(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    piece = view.pieces["card:nightmares"]
    start = piece.pos()
    digest = c.recorder.state.digest()
    drag(view, center(view, "card:nightmares"), spot(view, "loc:secret_rituals"))
    assert window.statusBar().currentMessage() == "Only cultists may go on Secret Rituals."
    qtbot.waitUntil(lambda: piece.pos() == start)
    assert c.record.actions == [] and c.recorder.state.digest() == digest
    assert c.observation(0)["hand"] == FIRST_HAND
    # Onto Jail: no card ever goes on a recovery space.
    drag(view, center(view, "card:leader"), spot(view, "space:jail"))
    assert window.statusBar().currentMessage() == ("Cards go on the university locations or "
                                                   "on Secret Rituals.")
    # Onto the bare table between places: back it goes.
    drag(view, center(view, "card:leader"), view.mapFromScene(rect_of(view, "loc:library")
                                                              .bottomRight() + QPointF(7, 7)))
    assert window.statusBar().currentMessage() == "Drop it on a highlighted place."
    assert c.record.actions == [] and c.recorder.state.digest() == digest


def test_end_play_once_six_cards_are_down(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    for act in OPENING[:5]:
        drag(view, center(view, f"card:{act.card}"), spot(view, f"loc:{act.location}"))
        assert not [b for b in view.bar.buttons if b.text() == "End play"]
    assert view.bar.info.text().startswith("Turn 1  \u2014  5 cards placed, at least 6")
    drag(view, center(view, "card:leader"), spot(view, "loc:research_wing"))
    assert c.observation(0)["placed"] == 6
    end = button(view, "End play")
    assert view.bar.prompt.text().startswith("Every card is placed: end your play.")
    qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
    assert c.record.actions[-1] == A.EndPlay().to_json()
    # Two people at one screen: the curtain falls before the investigators take the mouse.
    assert window.handoff.covered() and not view.pieces
    uncover(window)
    assert c.observation(1)["phase"] == "investigation" and c.viewer == 1


def test_place_investigators_and_items_by_dragging(window, qtbot):
    c, chance = scripted_game(window)
    # The team owns the Magical Ring (a position scripted for this test).
    state = c.recorder.state
    state.table.move("magical_ring", state.table.where("magical_ring"), "possessions")
    play(window, *OPENING, A.EndPlay())
    view = window.table
    assert view.seat == 1
    assert view.pieces["inv:johnny_dark"].draggable and view.pieces["item:magical_ring"].draggable
    # Where no card lies, or onto Secret Rituals, an investigator does not go.
    drag(view, center(view, "inv:johnny_dark"), spot(view, "loc:infirmary"))
    assert window.statusBar().currentMessage() == ("Investigators go only where cards lie "
                                                   "face down.")
    drag(view, center(view, "inv:johnny_dark"), spot(view, "loc:secret_rituals"))
    assert window.statusBar().currentMessage() == "Investigators may never enter Secret Rituals."
    assert c.observation(1)["spaces"]["pool"] == ["heather_brooks", "johnny_dark", "dr_mendum",
                                                  "prof_dramis"]
    # Onto Campus Park, where the cultist put a card: lit while dragged, placed on the drop.
    vp = view.viewport()
    src, dst = center(view, "inv:johnny_dark"), spot(view, "loc:campus_park")
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    QTest.mouseMove(vp, src + (dst - src) * 0.5)
    assert view.pieces["loc:campus_park"].highlighted
    assert not view.pieces["loc:infirmary"].highlighted
    QTest.mouseMove(vp, dst)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    assert c.record.actions[-1] == A.PlaceInvestigator("johnny_dark", "campus_park").to_json()
    assert inside(view, "inv:johnny_dark", "loc:campus_park")
    # He glides into his place there; then the ring slides under him.
    qtbot.waitUntil(lambda: not view.motion.running(), timeout=3000)
    drag(view, center(view, "item:magical_ring"), center(view, "inv:johnny_dark"))
    assert c.record.actions[-1] == A.AssignItem("magical_ring", "johnny_dark").to_json()
    assert c.observation(1)["assigned"] == {"magical_ring": "johnny_dark"}
    assert view.pieces["inv:johnny_dark"].items == ["Magical Ring"]
    assert view.pieces["item:magical_ring"].note == "with Johnny Dark"
    assert not view.pieces["item:magical_ring"].draggable
    # Campus Park is revealed at once (the only location visited): Johnny rolls 5 5 5
    # against 1 1 1, and the ring lets him roll again: a choice of two buttons.
    chance.push(5, 5, 5, 1, 1, 1)
    qtbot.mouseClick(button(view, "End the Investigation Phase"), Qt.MouseButton.LeftButton)
    assert c.record.actions[-1] == A.EndInvestigation().to_json()
    assert c.observation(1)["decision"] == {"seat": 1, "kind": "reroll", "options": ["inv"]}
    assert [b.text() for b in view.bar.buttons] == ["Roll again with the Magical Ring",
                                                     "Keep the roll"]
    assert view.bar.prompt.text() == "Use the Magical Ring to roll again, or keep the roll."
    qtbot.mouseClick(button(view, "Keep the roll"), Qt.MouseButton.LeftButton)
    assert c.record.actions[-1] == A.Reroll(False).to_json()
    assert "Cultist is defeated." in window.log_dock.lines()


def test_choose_the_reveal_order_by_clicking_and_see_the_dice(window, qtbot):
    c, chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"), A.EndInvestigation())
    view = window.table
    obs = c.observation(1)
    assert obs["decision"] == {"seat": 1, "kind": "reveal", "options": ["library",
                                                                         "campus_park"]}
    assert view.bar.prompt.text() == "Click the location to reveal next."
    # The two locations to choose from are lit; a click on another one does nothing.
    assert view.pieces["loc:library"].lit and view.pieces["loc:campus_park"].lit
    assert not view.pieces["loc:research_wing"].lit
    n = len(c.record.actions)
    click(view, "loc:research_wing")
    assert len(c.record.actions) == n
    # Campus Park first: Johnny rolls 5 5 5 against the Cultist's 1 1 1; then the Library:
    # Heather's 6 6 1 against the Starting Cultist's 2 2.
    chance.push(5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)
    click(view, "loc:campus_park")
    assert c.record.actions[n:] == [A.RevealLocation("campus_park").to_json()]
    lines = window.log_dock.lines()
    first = lines.index("Campus Park is revealed.")
    assert lines[first:first + 5] == ["Campus Park is revealed.", "1 cultist attacks.",
                                      "Roll for combat: 5 5 5", "Roll for the enemy: 1 1 1",
                                      "Cultist is defeated."]
    assert lines.index("Library is revealed.") > first
    assert "Roll for combat: 6 6 1" in lines and "Roll for the enemy: 2 2" in lines
    # The dice tray shows the four rolls, newest last.
    rolls = [(faces, sides) for _n, faces, sides in window.dice_tray.view.rolls]
    assert rolls[-4:] == [([5, 5, 5], 6), ([1, 1, 1], 6), ([6, 6, 1], 6), ([2, 2], 6)]
    # Miskatonic counts the 5s and 6s: no sum (the enemy rolled 2, 2: no success)
    assert window.dice_tray.caption.text() == "Last roll: 2, 2 on 2d6: 0 successes (5 or more)"
    assert chance.remaining() == 0
    # The turn is over and the cultist plays again: the board shows the dice of the turn gone.
    uncover(window)
    assert c.observation(0)["phase"] == "play" and c.observation(0)["turn"] == 2


def test_the_encounter_panel_shows_the_latest_dice(window, qtbot):
    c, chance = scripted_game(window)
    # A fight that ends in a choice: two cultists against Johnny and Heather at Campus Park.
    play(window, A.PlaceCard("cultist_1", "campus_park"), A.PlaceCard("cultist_2", "campus_park"),
         *[A.PlaceCard(x, "research_wing") for x in ("starting_cultist_1", "starting_cultist_2",
                                                     "leader", "nightmares")],
         A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "campus_park"))
    chance.push(6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1)
    play(window, A.EndInvestigation())
    obs = c.observation(0)
    assert obs["decision"]["kind"] == "dispose" and obs["decision"]["seat"] == 0
    view = window.table
    assert view.seat == 0
    panel = view.pieces["encounter"]
    assert panel.title == "Now: Campus Park"
    assert ("Investigators", [6, 6, 6, 6, 6, 1]) in panel.rows
    assert ("Enemy", [1, 1, 1, 1, 1, 1]) in panel.rows
    # The cultist gives up one of his two cultists: click it, or press its button.
    assert view.pieces["card:cultist_1"].lit and view.pieces["card:cultist_2"].lit
    assert {b.text() for b in view.bar.buttons} == {"Give up Cultist"}
    # The next round: six dice against the last Cultist's three.
    chance.push(6, 6, 6, 6, 6, 6, 1, 1, 1)
    click(view, "card:cultist_2")
    assert c.record.actions[-1] == A.Dispose("cultist_2").to_json()
    assert chance.remaining() == 0
    lines = window.log_dock.lines()
    assert lines[-1] == "You draw 2 cards." and "Cultist is defeated." in lines


def test_choose_the_next_card_and_the_one_roller_by_clicking(window, qtbot):
    c, chance = scripted_game(window)
    # A position scripted for this test: three more cards in the cultist's hand.
    state = c.recorder.state
    for card in ("old_newspaper", "nothing_special", "comet"):
        state.table.move(card, state.table.where(card), "hand")
    window.table.reset()
    view = window.table
    for card, loc in (("old_newspaper", "library"), ("nothing_special", "library"),
                      ("comet", "campus_park")):
        drag(view, center(view, f"card:{card}"), spot(view, f"loc:{loc}"))
    play(window, *[A.PlaceCard(x, "research_wing") for x in FIRST_HAND], A.EndPlay(),
         A.PlaceInvestigator("heather_brooks", "library"),
         A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("dr_mendum", "campus_park"), A.EndInvestigation())
    click(view, "loc:library")
    # Two cards of one kind lie face up in the Library: the investigators pick the order.
    obs = c.observation(1)
    assert obs["decision"]["kind"] == "order"
    assert {c_["id"] for c_ in obs["locations"]["library"]["cards"]} == {"old_newspaper",
                                                                         "nothing_special"}
    assert not view.pieces["card:old_newspaper"].veiled
    assert view.pieces["card:old_newspaper"].lit and view.pieces["card:nothing_special"].lit
    assert view.bar.prompt.text() == "Choose the card to resolve next."
    assert {b.text() for b in view.bar.buttons} == {"Resolve Old Newspaper Article",
                                                    "Resolve Nothing Special"}
    # Heather's Sanity 6 keeps the newspaper; the Comet then draws 1 card and gives 1 point.
    chance.push(6, 1, 2)
    click(view, "card:nothing_special")
    assert c.record.actions[-1] == A.ResolveCard("nothing_special").to_json()
    # The Comet is read by one investigator: the investigators click him.
    obs = c.observation(1)
    assert obs["decision"] == {"seat": 1, "kind": "roller",
                               "options": ["johnny_dark", "dr_mendum"]}
    assert view.pieces["card:comet"].now
    assert view.pieces["inv:dr_mendum"].lit and view.pieces["inv:johnny_dark"].lit
    assert {b.text() for b in view.bar.buttons} == {"Johnny Dark rolls", "Dr. Mendum rolls"}
    chance.push(5, 5, 1, 3)
    click(view, "inv:dr_mendum")
    assert c.record.actions[-1] == A.ChooseRoller("dr_mendum").to_json()
    assert "Dr. Mendum: 2 successes (a 5 or 6), 2 needed: passed." in window.log_dock.lines()
    assert c.observation(0)["tracks"]["mythos"] == 4 and chance.remaining() == 0


def test_a_card_tells_its_text_on_hover(window, qtbot):
    scripted_game(window)
    view = window.table
    content = view.words.content
    tip = view.pieces["card:nightmares"].toolTip()
    assert "<b>Nightmares</b>" in tip and content.cards["nightmares"].text.text in tip
    assert "Any location" in tip
    tip = view.pieces["card:leader"].toolTip()
    assert "Combat 4" in tip and "Any location, or Secret Rituals" in tip
    tip = view.pieces["inv:prof_dramis"].toolTip()
    assert "<b>Prof. Dramis</b>" in tip and "Combat 1, Investigation 3, Stealth 1, Sanity 3" in tip
    assert "Summon Points" in view.pieces["track:summon"].toolTip()


def test_the_cultist_takes_an_item_left_on_a_won_location(window, qtbot):
    c, chance = scripted_game(window)
    state = c.recorder.state  # a position scripted for this test: the ring in the hand
    state.table.move("magical_ring", state.table.where("magical_ring"), "hand")
    window.table.reset()
    play(window, A.PlaceCard("cultist_1", "library"), A.PlaceCard("magical_ring", "library"),
         *[A.PlaceCard(x, "research_wing") for x in ("starting_cultist_1", "starting_cultist_2",
                                                     "cultist_2", "leader", "nightmares")],
         A.EndPlay(), A.PlaceInvestigator("heather_brooks", "library"))
    # Heather rolls 1 1 1 against 6 6 6 and goes to Intensive Care; the ring is left there.
    chance.push(1, 1, 1, 6, 6, 6)
    play(window, A.EndInvestigation())
    view = window.table
    assert view.seat == 0 and c.observation(0)["decision"]["kind"] == "take"
    assert inside(view, "inv:heather_brooks", "space:intensive_care")
    assert view.pieces["card:magical_ring"].lit
    assert [b.text() for b in view.bar.buttons] == ["Take Magical Ring", "Leave Magical Ring"]
    assert view.bar.prompt.text() == "Take Magical Ring for the cult, or leave it."
    chance.push(6)  # Heather's recovery roll at cleanup
    click(view, "card:magical_ring")
    assert c.record.actions[-1] == A.TakeItem("magical_ring", True).to_json()
    assert c.observation(0)["cult_items"] == ["magical_ring"]
    assert view.pieces["pile:cult_items"].count == 1
    assert "Magical Ring" in view.pieces["pile:cult_items"].toolTip()


def test_while_a_ritual_one_asks_for_a_choice_the_board_points_at_secret_rituals(window, qtbot):
    c, chance = scripted_game(window)
    play(window, A.PlaceCard("cultist_1", "campus_park"),
         A.PlaceCard("starting_cultist_1", "secret_rituals"),
         A.PlaceCard("starting_cultist_2", "secret_rituals"),
         *[A.PlaceCard(x, "research_wing") for x in ("cultist_2", "leader", "nightmares")],
         A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"))
    # Campus Park: Johnny's 5 5 5 beat the Cultist's 1 1 1. Then the rituals: 1 2 and 3 4,
    # one 1 for two cultists: the cultist chooses who is devoured.
    chance.push(5, 5, 5, 1, 1, 1, 1, 2, 3, 4)
    play(window, A.EndInvestigation())
    view = window.table
    assert view.seat == 0
    assert c.observation(0)["decision"] == {"seat": 0, "kind": "dispose", "why": "ritual",
                                            "options": ["starting_cultist_1",
                                                        "starting_cultist_2"]}
    assert view.pieces["encounter"].title == "Now: Secret Rituals"
    assert view.pieces["loc:secret_rituals"].now
    assert not view.pieces["loc:campus_park"].now
