"""The story as it happens on the second-edition table (issue 24): each Mythos event on a
card of its own with Continue, each monster's activation with its picture in the banner,
the horror check naming the monster and the investigator, the header following the beat
shown, the step pace waiting for Continue, the epilogue with a summary, the "What's left"
section, and animation that never changes the game (the same record at every pace)."""

from __future__ import annotations

from mansionsboard import centre, drag
from mansionsplay import buttons, click_kind, obs, open_game, play_out
from PySide6.QtCore import Qt
from test_mansions_play_pace import wake_every_monster

from eldertable.ui.mansions import pacing

MAX_STEPS = 600


def click(qtbot, widget):
    assert widget.isVisible(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_mythos_event_comes_on_its_own_card_then_each_monster_in_turn(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    pacer, card = table.pacer, table.pacer.card
    click_kind(qtbot, table, "EndTurn")
    qtbot.waitUntil(card.isVisible, timeout=5000)
    # the card is named for the Mythos card drawn and shows its words once (the log keeps
    # "Mythos: name. words")
    from eldertable.games.mansions.second.ruledata import content
    cards = {c["name"]: c["text"] for c in content().cards.values()
             if c.get("name") and c.get("text")}
    words = cards[card.title.text()]
    assert card.text.text().startswith(words) and card.text.text().count(words) == 1
    assert "Mythos:" not in card.text.text()
    assert card.kicker.text().startswith("Round 1")
    assert pacer.waiting and not pacer.timer.isActive()  # it waits to be read
    # the game is already in round 2, the header still in round 1's Mythos Phase
    assert obs(table)["round"] == 2
    assert table.chrome.bar.phase.text().startswith("Round 1")
    click(qtbot, card.begin)
    assert not card.isVisible()
    banner = pacer.banner
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    assert "activates" in banner.text.text()
    assert banner.picture.isVisible() and not banner.picture.pixmap().isNull()
    # first the monster and what it does, then its move
    assert pacer.moving and not table.animating()
    qtbot.waitUntil(table.animating, timeout=3000)
    assert "monster step" in table.chrome.bar.phase.text()
    horror = []
    pacer.beatShown.connect(lambda lines: horror.extend(x for x in lines if "horror check" in x))
    play_out(qtbot, table)
    assert horror and "Byakhee" in horror[0] and "Tomas Reyes" in horror[0]
    assert table.chrome.bar.phase.text().startswith("Round 2")


def test_the_step_pace_waits_for_continue_at_each_monster(qtbot):
    pacing.set_pace("step")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    pacer = table.pacer
    click_kind(qtbot, table, "EndTurn")
    qtbot.waitUntil(pacer.card.isVisible, timeout=5000)
    click(qtbot, pacer.card.begin)
    qtbot.waitUntil(pacer.banner.go_on.isVisible, timeout=5000)
    first = pacer.banner.text.text()
    qtbot.wait(pacing.TIMING["normal"][1] + 400)  # longer than a normal pause: still there
    assert pacer.banner.text.text() == first and pacer.waiting
    click(qtbot, pacer.banner.go_on)
    qtbot.waitUntil(lambda: pacer.banner.text.text() != first, timeout=5000)
    click(qtbot, pacer.banner.button)  # Skip: the rest at once
    assert not pacer.busy() and not pacer.banner.isVisible() and not pacer.card.isVisible()
    for mon in obs(table)["monsters"]:
        piece = table.board.figures[mon["id"]]
        assert table.board.space_at(piece.sceneBoundingRect().center()).index == mon["space"]


def test_whats_left_shows_the_objective_in_full_and_the_clues(qtbot):
    pacing.set_pace("normal")
    _controller, table = open_game(qtbot)
    left = table.chrome.panel.left
    assert left.isVisible()
    from eldertable.ui.mansions.words import text

    assert left.objective.text() == text(obs(table)["objective"])
    assert left.clues.text().startswith("Clues: ")
    assert left.heading.text() == "What's left"


def monkey_step(qtbot, table) -> str:
    enabled = buttons(table)
    if enabled:
        qtbot.mouseClick(enabled[0], Qt.MouseButton.LeftButton)
        return type(enabled[0].property("action")).__name__
    for fid, piece in table.board.figures.items():
        moves = [a for a in table.moves_for(f"fig:{fid}").values() if a is not None]
        if moves:
            drag(table, piece.centre(), centre(table, moves[0].to))
            return "drag"
    raise AssertionError("the table offers nothing to click or drag")


def drain(qtbot, table, timeout=20000) -> int:
    """Run the paced beats out with the mouse (Continue on each card and step) up to the
    epilogue; the number of story cards met."""
    import time

    pacer, cards = table.pacer, 0
    until = time.monotonic() + timeout / 1000
    while pacer.busy() and not table.epilogue.isVisible() and time.monotonic() < until:
        if pacer.card.isVisible():
            cards += 1
            click(qtbot, pacer.card.begin)
        elif pacer.banner.go_on.isVisible():
            table.setProperty("steps", (table.property("steps") or 0) + 1)
            click(qtbot, pacer.banner.go_on)
        else:
            qtbot.wait(10)
    assert table.epilogue.isVisible() or not pacer.busy()
    return cards


def walk(qtbot, pace_key: str, scenario="quiet-greenhouse", seed=2, wake=False):
    """A whole game with the mouse at ``pace_key``: the introduction's Begin, every card's
    Continue, every step's Continue, then the first button of the bar (or a drag)."""
    pacing.set_pace(pace_key)
    controller, table = open_game(qtbot, seed=seed, scenario=scenario)
    cards = 0
    assert table.intro.card.isVisible()
    click(qtbot, table.intro.card.begin)
    if wake:
        wake_every_monster(controller, table)
    for _ in range(MAX_STEPS):
        cards += drain(qtbot, table)
        if controller.result() is not None:
            break
        monkey_step(qtbot, table)
    assert controller.result() is not None
    cards += drain(qtbot, table)
    return controller, table, cards


def test_a_scenario_is_walked_from_its_introduction_to_its_epilogue_through_the_cards(qtbot):
    controller, table, cards = walk(qtbot, "normal")
    assert cards >= 1  # the Mythos events, at least, came on cards
    epilogue = table.epilogue
    assert epilogue.isVisible()
    o = obs(table)
    assert epilogue.title.text() in ("The investigators win", "The investigators lose")
    words = epilogue.text.text()
    assert f"The game lasted {o['round']} round" in words
    assert ("No investigator fell." in words) or ("Fell:" in words)
    assert "Found:" in words or "Nothing was found." in words
    assert table.chrome.panel.left.story.text()  # the story so far, in What's left
    click(qtbot, epilogue.begin)
    assert not epilogue.isVisible() and not table.pacer.busy()
    assert "over" in table.chrome.bar.phase.text()


def test_animation_never_changes_the_game_instant_and_step_give_one_record(qtbot):
    first, table1, _ = walk(qtbot, "instant", wake=True)
    assert table1.epilogue.isVisible()  # told at the instant pace too
    record1 = first.recorder.record
    second, table2, cards = walk(qtbot, "step", wake=True)
    assert cards >= 1 and table2.property("steps") >= 2  # Continue was pressed, often
    assert table2.epilogue.isVisible()
    record2 = second.recorder.record
    assert record2.actions == record1.actions
    assert record2.digests == record1.digests
    assert [len(events) for _i, events, _s in second.history] == \
        [len(events) for _i, events, _s in first.history]


def test_a_search_comes_on_a_card_and_its_choice_is_a_button_on_it(qtbot):
    """Ada Whitlock looks at the next two items of a search (her ability) and keeps one:
    the search's card shows the two as buttons, and a click on one keeps it."""
    pacing.set_pace("normal")
    from eldertable.games.mansions.second.config import default_config

    controller, table = open_game(qtbot)
    controller.new_game("mansions", default_config(scenario="quiet-greenhouse",
                                                   investigators=["ada-whitlock"]), 3)
    table.reset()
    click(qtbot, table.intro.card.begin)
    state = controller.recorder.state
    ada = state.investigators[0]
    assert ada.id == "ada-whitlock"
    if len(state.item_pool) < 2:  # two items to look at
        state.item_pool[:] = [i for i in state.content.items if i not in state.item_pool][:2]
    space = state.space_of(ada)
    state.map.place_token("test-search", "search", space=space)
    state._ver += 1
    table.reset()
    table.chrome.refresh()
    from mansionsplay import buttons as bar_buttons

    search = next(b for b in bar_buttons(table)
                  if type(b.property("action")).__name__ == "Search")
    click(qtbot, search)
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    assert card.title.text() == "Searching"
    assert "looks at the next two items" in card.text.text()
    assert len(card.choice_buttons) == 2 and not card.begin.isVisible()
    chosen = card.choice_buttons[1].property("action")
    click(qtbot, card.choice_buttons[1])
    assert not card.isVisible()
    held = obs(table)["investigators"][0]["items"]
    assert chosen.option in held


def test_skip_on_a_card_shows_the_rest_at_once(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    click_kind(qtbot, table, "EndTurn")
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    assert card.skip_button.isVisible()  # the monsters wait behind the Mythos event
    click(qtbot, card.skip_button)
    assert not table.pacer.busy() and not card.isVisible()
    assert table.chrome.bar.phase.text().startswith("Round 2")


def test_a_story_card_follows_a_language_switch_while_it_is_open(qtbot):
    from eldertable.ui import i18n

    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    card = table.pacer.card
    click_kind(qtbot, table, "EndTurn")
    qtbot.waitUntil(card.isVisible, timeout=5000)
    english = (card.kicker.text(), card.title.text(), card.text.text())
    assert english[1] and english[1] != "A Mythos Event"  # the card drawn names it
    assert english[2] and "Mythos:" not in english[2]
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: card.title.text() != english[1], timeout=3000)
        assert card.isVisible()
        assert any("\u4e00" <= ch <= "\u9fff" for ch in card.title.text())  # its Chinese name
        assert card.text.text() != english[2] and "Mythos:" not in card.text.text()
        assert not card.kicker.text().startswith("Round")
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: card.title.text() == english[1], timeout=3000)
    assert card.text.text() == english[2]
