"""The card tables' pace (ui/cardtable/pacer.py): a Miskatonic reveal shown one step at a
time (the cards turn over on their location, the dice show, then the outcome), Continue and
Skip, and the table offering no choice until it has caught up."""

from __future__ import annotations

from miskatonic_tablehelp import OPENING, button, click, play, scripted_game, uncover
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A
from eldertable.ui import pace


def _to_reveal(window, third: bool = False):
    """Johnny at Campus Park, Heather at the Library (and Dr. Mendum at the Sports Field):
    the reveal order is the investigators' to choose."""
    c, chance = scripted_game(window)
    more = [A.PlaceInvestigator("dr_mendum", "sports_field")] if third else []
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"), *more, A.EndInvestigation())
    return c, chance


# Campus Park: Johnny's 5 5 5 beat the Cultist's 1 1 1; then the Library, the last place
# left, at once: Heather's 6 6 1 against the Starting Cultist's 2 2.
BOTH = (5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)


def test_a_reveal_is_shown_step_by_step_with_continue(window, qtbot, step):
    c, chance = _to_reveal(window)
    view = window.table
    chance.push(*BOTH)
    click(view, "loc:campus_park")
    assert c.record.actions[-1] == A.RevealLocation("campus_park").to_json()
    banner = view.pacer.banner
    assert view.pacing() and banner.isVisible()
    # First the card turns over on Campus Park, and nothing can be chosen meanwhile.
    assert banner.text.text() == "Campus Park is revealed."
    assert banner.title.text() == "Reveal: Campus Park"
    assert "flip:cultist_1" in view.pieces
    assert view.pieces["loc:campus_park"].sceneBoundingRect().contains(
        view.pieces["flip:cultist_1"].sceneBoundingRect().center())
    assert not view.legal and not [b for b in view.bar.buttons if b.isEnabled()]
    assert view.bar.prompt.text() == "Showing what happened\u2026"
    # the window's status line says so too (not the cultist's next prompt)
    assert window.prompt_label.text() == "Showing what happened\u2026"
    seen = [banner.text.text()]
    titles = {seen[0]: banner.title.text()}
    dice = []
    for _ in range(20):
        if not view.pacing():
            break
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
        if view.pacing():
            seen.append(banner.text.text())
            titles.setdefault(seen[-1], banner.title.text())
            dice.append([list(r[1]) for r in banner.rolls])
    assert not view.pacing() and not banner.isVisible()
    assert seen[:5] == ["Campus Park is revealed.", "1 cultist attacks.",
                        "Roll for combat: 5 5 5", "Roll for the enemy: 1 1 1",
                        "Cultist is defeated."]
    assert [[5, 5, 5]] in dice and [[1, 1, 1]] in dice and [[6, 6, 1]] in dice
    assert "Library is revealed." in seen[5:]
    # The Library, revealed by itself in the same action, heads its own beats.
    assert titles["Cultist is defeated."] == "Reveal: Campus Park"
    assert titles["Library is revealed."] == "Reveal: Library"
    assert titles["Roll for combat: 6 6 1"] == "Reveal: Library"
    cleanup = [line for line in seen if "return to the cultist" in line]
    assert cleanup and titles[cleanup[0]] == "Cleanup"
    assert window.prompt_label.text() != "Showing what happened\u2026"
    # Caught up: the turned cards are gone with their fate; the cultist plays again.
    assert not any(pid.startswith("flip:") for pid in view.pieces)
    assert chance.remaining() == 0


def test_skip_shows_the_table_as_it_stands(window, qtbot, step):
    c, chance = _to_reveal(window, third=True)
    view = window.table
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    assert view.pacing()
    qtbot.mouseClick(view.pacer.banner.skip_button, Qt.MouseButton.LeftButton)
    assert not view.pacing() and not view.pacer.banner.isVisible()
    assert view.legal == c.legal_actions(1)
    assert "Reveal Library" in [b.text() for b in view.bar.buttons if b.isEnabled()]


def test_at_a_normal_pace_the_reveal_goes_on_by_itself(window, qtbot):
    before = pace.pace()
    pace.set_pace("fast")
    try:
        c, chance = _to_reveal(window, third=True)
        view = window.table
        chance.push(5, 5, 5, 1, 1, 1)
        click(view, "loc:campus_park")
        assert view.pacing()
        shown = []
        view.pacer.beatShown.connect(shown.append)
        qtbot.waitUntil(lambda: not view.pacing(), timeout=20000)
        assert ["Cultist is defeated."] in shown
        assert view.legal == c.legal_actions(1)
    finally:
        pace.set_pace(before)


def test_the_reveal_buttons_keep_their_places(window, qtbot, step):
    """A location revealed keeps its button, disabled: the next one does not slide under
    the mouse, and the board under the bar does not move."""
    c, chance = _to_reveal(window, third=True)
    view = window.table
    qtbot.waitUntil(lambda: view.bar.buttons and view.bar.buttons[0].isVisible(), timeout=3000)
    geometry = {b.text(): b.geometry() for b in view.bar.buttons}
    margins = view.viewportMargins()
    assert "Reveal Library" in geometry and "Reveal Campus Park" in geometry
    chance.push(5, 5, 5, 1, 1, 1)
    qtbot.mouseClick(button(view, "Reveal Campus Park"), Qt.MouseButton.LeftButton)
    view.pacer.flush()
    qtbot.wait(50)
    after = {b.text(): (b.geometry(), b.isEnabled()) for b in view.bar.buttons}
    assert after["Reveal Campus Park"] == (geometry["Reveal Campus Park"], False)
    assert after["Reveal Library"] == (geometry["Reveal Library"], True)
    assert view.viewportMargins() == margins
    # A second click where Campus Park's button was does nothing.
    n = len(c.record.actions)
    qtbot.mouseClick(button(view, "Reveal Campus Park"), Qt.MouseButton.LeftButton)
    assert len(c.record.actions) == n


def test_the_board_does_not_jump_when_end_play_appears(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    qtbot.wait(20)
    margins = view.viewportMargins()
    play(window, *OPENING[:5])
    assert not any("End play" in b.text() for b in view.bar.buttons)
    play(window, OPENING[5])
    assert any("End play" in b.text() for b in view.bar.buttons)
    assert view.viewportMargins() == margins


# ---- play with the mouse: click, then click; a double click

def test_click_a_card_then_a_location_places_it(window, qtbot):
    from cardtablehelp import center
    from miskatonic_tablehelp import spot
    from PySide6.QtTest import QTest

    c, _chance = scripted_game(window)
    view = window.table
    assert "Click a lit card, then where it goes, or drag it." in view.bar.prompt.text()
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     center(view, "card:nightmares"))
    assert c.record.actions == []
    assert view.interaction.selected == "card:nightmares"
    lit = {pid for pid, p in view.pieces.items() if p.highlighted}
    assert {"loc:library", "loc:campus_park"} <= lit
    # A click on the card again lets it go; a click on it and on the Library plays it.
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     center(view, "card:nightmares"))
    assert view.interaction.selected is None
    assert not any(p.highlighted for p in view.pieces.values())
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     center(view, "card:nightmares"))
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     spot(view, "loc:library"))
    assert c.record.actions == [A.PlaceCard("nightmares", "library").to_json()]
    assert view.interaction.selected is None


def test_double_click_plays_a_card_to_its_usual_place(window, qtbot):
    from cardtablehelp import center
    from PySide6.QtTest import QTest

    c, _chance = scripted_game(window)
    view = window.table
    usual = view.default_target("card:leader", [t for t in view.moves_for("card:leader")
                                                if t is not None])
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, center(view, "card:leader"))
    assert c.record.actions == [A.PlaceCard("leader", usual.partition(":")[2]).to_json()]


def test_esc_lets_a_selected_card_go(window, qtbot):
    from cardtablehelp import center
    from PySide6.QtTest import QTest

    c, _chance = scripted_game(window)
    view = window.table
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, center(view, "card:leader"))
    assert view.interaction.selected == "card:leader"
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.interaction.selected is None and c.record.actions == []


def test_the_banner_sets_the_pace_of_every_table(window, qtbot, step):
    c, chance = _to_reveal(window, third=True)
    view = window.table
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    box = view.pacer.banner.pace_box
    assert view.pacing() and box.currentData() == "step"
    box.activated.emit(box.findData("instant"))  # as a person picking "All at once"
    assert pace.pace() == "instant"
    assert not view.pacing() and view.legal == c.legal_actions(1)


def test_the_dice_tumble_then_show_the_roll(window, qtbot):
    before = pace.pace()
    pace.set_pace("step")
    try:
        c, chance = _to_reveal(window, third=True)
        view = window.table
        chance.push(5, 5, 5, 1, 1, 1)
        click(view, "loc:campus_park")
        banner = view.pacer.banner
        while view.pacing() and not banner.rolls:
            qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
        assert [list(r[1]) for r in banner.rolls] == [[5, 5, 5]]
        # the tumble is the view's own: the game's dice were all used by the engine
        qtbot.waitUntil(lambda: [list(r[1]) for r in banner.dice.rolls] == [[5, 5, 5]],
                        timeout=3000)
        assert chance.remaining() == 0
    finally:
        pace.set_pace(before)


def test_the_free_investigators_keep_their_places_while_others_are_placed(window, qtbot):
    """Placing one investigator leaves a gap in the pool: the others do not slide under
    the mouse, so a second click at the same spot never picks somebody else."""
    from cardtablehelp import center
    from miskatonic_tablehelp import spot
    from PySide6.QtTest import QTest

    c, _chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay())
    view = window.table
    pool = ["inv:heather_brooks", "inv:johnny_dark", "inv:dr_mendum", "inv:prof_dramis"]
    before = {pid: view.pieces[pid].scenePos() for pid in pool}
    vp = view.viewport()
    heather = center(view, "inv:heather_brooks")
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, heather)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     spot(view, "loc:library"))
    assert c.record.actions[-1] == A.PlaceInvestigator("heather_brooks", "library").to_json()
    qtbot.waitUntil(lambda: not view.pacing(), timeout=3000)
    after = {pid: view.pieces[pid].scenePos() for pid in pool[1:]}
    assert after == {pid: before[pid] for pid in pool[1:]}
    # The same spot again picks nobody (Heather's place is empty now).
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, heather)
    assert view.interaction.selected is None


def test_a_click_on_a_place_a_card_may_not_go_to_says_why_and_keeps_the_card(window, qtbot):
    from cardtablehelp import center
    from miskatonic_tablehelp import spot
    from PySide6.QtTest import QTest

    c, _chance = scripted_game(window)
    view = window.table
    said: list[str] = []
    view.message.connect(said.append)
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     center(view, "card:nightmares"))
    assert view.interaction.selected == "card:nightmares"
    lit = {pid for pid, p in view.pieces.items() if p.highlighted and pid.startswith("loc:")}
    closed = next(pid for pid in ("loc:secret_rituals", "loc:jail", "loc:temporary_insanity")
                  if pid in view.pieces and pid not in lit)
    said.clear()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     spot(view, closed))
    assert c.record.actions == []
    assert said and said[-1] and "Now click" not in said[-1], said
    assert view.interaction.selected == "card:nightmares"  # still chosen, still lit
    assert all(view.pieces[pid].highlighted for pid in lit)
    # The lit place takes it, and the hint of the choice goes from the status line.
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     spot(view, "loc:library"))
    assert c.record.actions[-1] == A.PlaceCard("nightmares", "library").to_json()
    assert view.interaction.selected is None and "" in said


def test_the_status_line_follows_the_paced_turn(window, qtbot, step):
    """While a reveal is still shown step by step, the window's status line says what the
    bar says (it had kept the last prompt, seen under Xvfb on Magnum Opus); caught up, the
    game's prompt again."""
    c, chance = _to_reveal(window)
    view = window.table
    chance.push(*BOTH)
    click(view, "loc:campus_park")
    assert view.pacing()
    assert window.prompt_label.text() == view.bar.prompt.text() == "Showing what happened\u2026"
    qtbot.mouseClick(view.pacer.banner.next_button, Qt.MouseButton.LeftButton)
    assert window.prompt_label.text() == "Showing what happened\u2026"
    qtbot.mouseClick(view.pacer.banner.skip_button, Qt.MouseButton.LeftButton)
    assert not view.pacing()
    assert window.prompt_label.text() != "Showing what happened\u2026"
