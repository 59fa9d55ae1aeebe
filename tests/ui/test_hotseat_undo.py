"""Issue 23, section 2: undo never crosses a seat that hides something. In every game with
hidden information (Miskatonic Madness and Magnum Opus hot-seat, Mansions first edition
with a person as Keeper) the real window is played through its hand-offs: at each curtain
Undo and Redo are greyed and refused by the menu, by every shortcut and on the stack
itself; after it the new seat undoes its own actions back to the hand-off and not one step
further; no hidden card's name reaches a widget, the menus or the log. Second edition hides
nothing between investigators: no curtain, and one investigator may undo another's move."""

from __future__ import annotations

from hotseatundo import drive, screen_words, try_undo_every_way
from mansionsfirst import keeper_secrets
from miskatonic_tablehelp import OPENING, bot_choice, default_bots, scripted_game
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import make_config as miskatonic_config
from eldertable.ui.i18n import tr_msg


# ------------------------------------------------------------------ Miskatonic Madness

def _miskatonic_secrets(window) -> set[str]:
    """Names of the cards the investigators may not see (the cultist's hand, what lies
    face down), less names a card they do see shares."""
    c, words = window.controller, window.table.words
    obs, hidden = c.observation(1), c.observation(0)
    secret = set(hidden["hand"])
    for data in hidden["locations"].values():
        secret.update(card["id"] for card in data["cards"] if card.get("face") == "down")
    seen = set(obs["investigators"])
    for data in obs["locations"].values():
        seen.update(card["id"] for card in data["cards"] if "id" in card)
    for key in ("possessions", "score", "removed", "cult_items", "known_hidden", "set_aside"):
        seen.update(obs[key])
    public = {words.card(x) for x in seen if x in words.content.cards}
    # the seats' own names are on every screen ("Waiting for Cultist to take the mouse"):
    # a card that shares one (the Cultist cards) cannot be told apart from it by its words
    public |= {tr_msg(c.seat_label(s)) for s in range(c.num_seats())}
    # a name shown openly once stays in the log ("Starting Cultist is devoured and shuffled
    # into the deck") while another copy of the same name lies hidden
    ever = window.__dict__.setdefault("_mm_names_shown", {}).setdefault(c.game_uid, set())
    ever |= public
    return {words.card(x) for x in secret - seen} - ever


def _miskatonic_words(window) -> str:
    text = screen_words(window)
    words = window.table.words
    for loc, _kind in words.content.locations:  # the places' flavour is the same every game
        if words.content.location_text(loc) is not None:
            text = text.replace(words.place_text(loc), "")
    return text


def _check_miskatonic(window, seat) -> None:
    if seat == 0:
        return  # the cultist sees both sides' cards
    text = _miskatonic_words(window)
    for name in _miskatonic_secrets(window):
        assert name not in text, (seat, name)


def test_mm_undo_stops_at_the_cultists_hand_off_exactly(window, qtbot):
    """The report of issue 23: the cultist places 6 cards face down and ends the play. At
    the curtain Undo is greyed and refused however asked for; the investigators can take
    back their own placement, by menu and by shortcut, but never the cultist's play."""
    c, _chance = scripted_game(window)
    undo, redo = window.actions_.undo, window.actions_.redo
    for act in OPENING:
        assert c.act(act) is None
    assert undo.text() == "&Undo You place Leader of the Cultists face down on Research Wing."
    assert c.act(A.EndPlay()) is None
    assert window.handoff.covered() and window.handoff.waiting_for == 1
    handed = len(c.record.actions)
    assert not undo.isEnabled() and not redo.isEnabled()
    assert undo.text() == "&Undo" and redo.text() == "&Redo"
    try_undo_every_way(window, qtbot)
    _check_miskatonic(window, None)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert c.viewer == 1 and not undo.isEnabled() and undo.text() == "&Undo"
    try_undo_every_way(window, qtbot)
    assert len(c.record.actions) == handed and c.current_player() == 1
    _check_miskatonic(window, 1)
    first = c.legal_actions(1)[0]
    assert c.act(first) is None
    assert c.act(c.legal_actions(1)[0]) is None
    assert c.current_player() == 1 and undo.isEnabled()
    assert all(c.undo_stack.command(i).seat == 1 for i in range(c.undo_stack.count()))
    assert c.undo_stack.count() == 2  # the investigators' two placements, nothing before
    _check_miskatonic(window, 1)
    undo.trigger()  # by the menu
    assert len(c.record.actions) == handed + 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # by the keys
    assert len(c.record.actions) == handed and not undo.isEnabled()
    try_undo_every_way(window, qtbot, redo=False)  # the barrier: never the cultist's turn
    assert len(c.record.actions) == handed and c.current_player() == 1
    assert not window.handoff.covered() and c.viewer == 1
    _check_miskatonic(window, 1)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert c.record.actions[-1] == first.to_json()


def test_mm_hot_seat_through_every_hand_off(window, qtbot):
    c = window.controller
    c.new_game("miskatonic", miskatonic_config(["human", "human"], {}), 5)
    bots = default_bots(5)

    def release(window) -> None:  # the player who revealed watched enough: Skip
        qtbot.mouseClick(window.table.pacer.banner.skip_button, Qt.MouseButton.LeftButton)

    stats = drive(window, qtbot, lambda c: bot_choice(c, bots), _check_miskatonic, steps=160,
                  release=release)
    assert stats["hand-offs"] >= 4 and stats["refused"] >= 4 and stats["undone"] >= 4, stats


# ------------------------------------------------------------------ Magnum Opus

def _check_magnum_opus(window, seat) -> None:
    c, view = window.controller, window.table
    if seat is None:
        assert view.pieces == {} and window.log_dock.list.count() == 0
        return
    hidden = set()
    for other in range(c.num_seats()):
        if other != seat:
            hidden |= set(c.observation(other)["seats"][other]["hand"])
            assert c.observation(seat)["seats"][other]["hand"] is None
    assert not [pid for pid in view.pieces if pid.partition(":")[2] in hidden]


def test_mo_hot_seat_through_every_hand_off(window, qtbot):
    from eldertable.games.magnum_opus import BOTS, make_config

    c = window.controller
    c.new_game("magnum-opus", make_config(["human", "human"]), 5)
    bots = {s: BOTS["default"](s, 5) for s in (0, 1)}
    def release(window) -> None:  # the roller read the result of their roll
        window.table.transmute_dialog.reject()

    stats = drive(window, qtbot, lambda c: bot_choice(c, bots), _check_magnum_opus, steps=140,
                  undo_every=2, release=release)
    assert stats["hand-offs"] >= 4 and stats["refused"] >= 4 and stats["undone"] >= 2, stats


# ------------------------------------------------------------------ Mansions, first edition

def test_fa_person_keeper_through_every_hand_off(window, qtbot):
    from mansionsfirst import config

    from eldertable.games.mansions.first.bots import BOTS

    c = window.controller
    c.new_game("mansions", config(seats=("human", "human"), choice="keeper",
                                  investigators=("julian-fairweather",)), 5)
    bots = {0: BOTS["default"](0, 5), 1: BOTS["keeper"](1, 5)}

    def check(window, seat) -> None:
        if seat == 1:
            return  # the Keeper sees everything the investigators hold
        text = screen_words(window)
        for word in keeper_secrets(window.controller):
            assert word not in text, (seat, word)

    stats = drive(window, qtbot, lambda c: bot_choice(c, bots), check, steps=100, undo_every=2)
    assert stats["hand-offs"] >= 4 and stats["refused"] >= 4, stats


# ------------------------------------------------------------------ Mansions, second edition

def test_mom2_investigators_share_a_screen_without_curtain_or_barrier(window, qtbot):
    """Second edition: every investigator sees the same board (``shared_view``). The turn
    passes between two people with no curtain, the table follows the acting seat, and
    Undo may take back the other investigator's move."""
    from eldertable.games.mansions.second import make_config
    from eldertable.games.mansions.second.bots import BOTS

    c = window.controller
    c.new_game("mansions", make_config(["human", "human"], {},
                                       {"scenario": "quiet-greenhouse"}), 3)
    bots = {s: BOTS["default"](s, 3) for s in (0, 1)}
    assert not window.handoff.covered() and c.same_view(0, 1)
    crossed = 0
    for _ in range(80):
        if c.current_player() < 0:
            break
        assert not window.curtain.isVisible() and not window.handoff.covered()
        seat = c.current_player()
        assert c.viewer == seat
        assert c.act(bot_choice(c, bots)) is None
        qtbot.waitUntil(lambda: not c.busy(), timeout=20000)
        if c.can_undo() and c.current_player() >= 0 and c.current_player() != seat:
            crossed += 1  # the other investigator may undo this seat's move
            n = len(c.record.actions)
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert len(c.record.actions) == n - 1 and c.current_player() == seat
            assert c.viewer == seat and not window.handoff.covered()
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                           | Qt.KeyboardModifier.ShiftModifier)
            assert len(c.record.actions) == n
    assert crossed >= 1
