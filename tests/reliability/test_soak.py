"""A small soak of every game and scenario (two games each, a default-bot one and a
random-bot one) with every invariant checked after every action; and proof that the
invariants do catch a broken state (the big run is tools/soak.py)."""

import copy
import dataclasses

import pytest

from eldertable.engine.decks import Table
from eldertable.engine.protocol import state_digest
from eldertable.engine.record import Recorder

from reliability.games import next_action, recorded_game, variants
from reliability.invariants import PER_GAME, Invariants, table_problem, tables
from reliability.soaking import SEAT_CHECK_EVERY, Mirror, soak_game

VARIANTS = variants()


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_bot_games_keep_every_invariant(variant):
    for seed, bot in ((101, "default"), (102, "random")):
        out = soak_game(variant, seed, bot)
        assert out["exception"] is None
        assert out["violations"] == []
        assert out["actions"] > 0


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_a_lost_card_is_a_violation(variant):
    rec = recorded_game(variant, 7, max_actions=30)
    inv = Invariants(variant.game, rec.state)
    assert inv.check(rec.state) == []
    if not tables(rec.state):
        pytest.skip(f"{variant.name} keeps its cards in lists of its own, not card tables")
    pile = next(p for t in tables(rec.state) for p in t.piles.values() if p.cards)
    pile.cards.pop()
    assert any(v.startswith("cards: ") for v in inv.check(rec.state))


def _doctored(variant, actions, change):
    rec = recorded_game(variant, 3, max_actions=actions)
    obs = copy.deepcopy(rec.state.observation(None))
    assert PER_GAME[variant.game](obs, Invariants(variant.game, rec.state).start) == []
    change(obs)
    return PER_GAME[variant.game](obs, Invariants(variant.game, rec.state).start)


def test_game_invariants_catch_what_they_watch():
    by_game = {v.game: v for v in reversed(VARIANTS) if v.profile is None}

    def wall(obs):
        obs["map"]["figures"][0]["space"] = 10_000  # no space of the map: a wall, the void

    def wounds(obs):
        inv = obs["investigators"][0]
        inv["damage"]["down"] = inv["health"] + 1

    def gold(obs):
        obs["seats"][0]["gold"] = -1

    def hand(obs):
        obs["seats"][0]["hand_count"] += 1

    def summon(obs):
        obs["tracks"]["summon"] = 25
        obs["phase"], obs["result"] = "play", None

    def twice(obs):
        who = next(iter(obs["investigators"]))
        obs["spaces"]["jail"].append(who)

    assert any("stands on 10000" in v for v in _doctored(by_game["mansions"], 20, wall))
    assert any("alive with" in v for v in _doctored(by_game["mansions"], 20, wounds))
    assert any("-1 gold" in v for v in _doctored(by_game["magnum-opus"], 40, gold))
    assert any("hand_count" in v for v in _doctored(by_game["magnum-opus"], 40, hand))
    assert any("summon track" in v for v in _doctored(by_game["miskatonic"], 20, summon))
    assert any("in 2 spaces" in v for v in _doctored(by_game["miskatonic"], 20, twice))


# The soak's checks are cheap (one C-level card count per table, one encode per
# observation, the replay compared by snapshot beside the game); these plant a broken
# state into a running soak game and require the very action that broke it to be named.

TABLED = [v for v in VARIANTS if tables(recorded_game(v, 5, max_actions=1).state)]


def _planted(variant, at, change, seed=5, stop_after=None):
    def tamper(n, state):
        if n == at:
            change(state)

    out = soak_game(variant, seed, "random", tamper=tamper, stop_after=stop_after or at + 3)
    assert out["exception"] is None
    return out["violations"]


@pytest.mark.parametrize("variant", TABLED, ids=lambda v: v.name)
def test_a_card_duplicated_into_a_hand_is_caught(variant):
    def duplicate(state):
        table = tables(state)[0]
        piles = list(table.piles.values())
        hand = next((p for p in piles if p.face == "owner"), piles[0])
        card = next(c for p in piles if p is not hand for c in p.cards)
        hand.cards.append(card)

    found = _planted(variant, 4, duplicate)
    assert any(v.startswith("after action 4 ") and "cards: " in v and "duplicated" in v
               for v in found), found


@pytest.mark.parametrize("variant", TABLED, ids=lambda v: v.name)
def test_a_pile_over_its_limit_is_caught(variant):
    def limit(state):
        pile = next(p for t in tables(state) for p in t.piles.values() if p.cards)
        pile.limit = len(pile.cards) - 1

    found = _planted(variant, 3, limit)
    assert any(v.startswith("after action 3 ") and "holds" in v for v in found), found


@pytest.mark.parametrize("variant", [v for v in VARIANTS if v.game == "mansions"
                                     and v.profile is None], ids=lambda v: v.name)
def test_a_figure_moved_onto_a_wall_is_caught(variant):
    def wall(state):
        fid, fig = next(iter(state.map.figures.items()))
        known = {s["index"] for s in state.observation(None)["map"]["spaces"]}
        # a place of the house that is no explored space: behind a wall, or unexplored
        elsewhere = next(i for i in range(len(state.layout.spaces)) if i not in known)
        state.map.figures[fid] = dataclasses.replace(fig, space=elsewhere)

    found = _planted(variant, 5, wall)
    assert any(v.startswith("after action 5 ") and ("a wall or an unexplored place" in v
                                                    or "not an explored space" in v
                                                    or "not a space of the map" in v)
               for v in found), found


SECOND = [v for v in VARIANTS if v.game == "mansions" and v.profile is None]


@pytest.mark.parametrize("variant", SECOND, ids=lambda v: v.name)
def test_a_possession_in_two_places_is_caught(variant):
    """Second edition: a possession (an instance id) held by an investigator and lying on
    the floor at once is caught after the action it happened in."""
    def double(state):
        inv = next(i for i in state.investigators if i.items)
        state.floor.setdefault(state.space_of(inv), []).append(inv.items[0])

    found = _planted(variant, 3, double)
    assert any(v.startswith("after action 3 ") and "is in 2 places" in v for v in found), found


FIRST = [v for v in VARIANTS if v.game == "mansions" and v.profile is not None]


def _first_pile_card(state):
    return next((deck, cards[0]) for deck, cards in state.piles.items() if cards)


def _copy_into_hand(state):
    state.hand.append(_first_pile_card(state)[1])


def _lose_from_pile(state):
    state.piles[_first_pile_card(state)[0]].pop(0)


def _move_to_other_pile(state):
    deck, card = _first_pile_card(state)
    state.piles[deck].pop(0)
    other = next(d for d in state.discards if d != deck and not d.startswith("combat"))
    state.discards[other].append(card)


def _trait_twice(state):
    trait = state.cards.decks["trait"][0]
    state.investigators[0].kept += [trait, trait]


@pytest.mark.parametrize("change, words", [
    (_copy_into_hand, "appeared"), (_lose_from_pile, "lost"), (_move_to_other_pile, " in discard:"),
    (_trait_twice, "held 2 times")], ids=["doubled", "lost", "wrong pile", "trait twice"])
@pytest.mark.parametrize("variant", FIRST, ids=lambda v: v.name)
def test_first_edition_cards_are_conserved_in_their_places(variant, change, words):
    """Cards conserved across decks, hands, tables and discards (issue 12) in first
    edition, whose cards lie in plain lists (``card_places``): a card doubled, lost, put
    in another deck's pile, or a supply card held more often than the set has it, is
    caught after the action it happened in."""
    found = _planted(variant, 3, change)
    assert any(v.startswith("after action 3 ") and "cards: " in v and words in v
               for v in found), found


@pytest.mark.parametrize("variant", FIRST, ids=lambda v: v.name)
def test_first_edition_card_census_holds_in_played_games(variant):
    """Bots playing whole games (default and random) never break the census: every card
    drawn, played or passed goes to another place; exploring gives the item the card
    names and a trait from the supply."""
    for seed in (1, 2):
        out = soak_game(variant, seed, "default" if seed == 1 else "random")
        assert out["exception"] is None and not [v for v in out["violations"]
                                                  if "cards: " in v], out["violations"]


def test_first_edition_invariants_catch_what_they_watch():
    first = next(v for v in VARIANTS if v.game == "mansions" and v.profile is not None)

    def wounds(obs):
        inv = next(i for i in obs["investigators"] if i["alive"])
        inv["damage"] = inv["health"] + 1

    def clues(obs):
        obs["investigators"][0]["clues"] = -1

    def monster(obs):
        obs["monsters"][0]["damage"] = -2

    def wall(obs):  # first edition lays the whole house at the start: off the map is a wall
        obs["map"]["figures"][-1]["space"] = 10_000

    assert any("alive with" in v for v in _doctored(first, 20, wounds))
    assert any("-1 clues" in v for v in _doctored(first, 20, clues))
    assert any("-2 damage" in v for v in _doctored(first, 20, monster))
    assert any("stands on 10000" in v for v in _doctored(first, 20, wall))


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_an_observation_that_is_not_json_is_caught(variant):
    def unplain(state):
        real = state.observation
        state.observation = lambda seat, **kw: {**real(seat, **kw), "odd": {1, 2}}

    """Observations are JSON-checked every SEAT_CHECK_EVERY actions: one planted after
    action 2 is caught at the next such action (and never missed to the end)."""
    found = _planted(variant, 2, unplain, stop_after=SEAT_CHECK_EVERY + 1)
    assert any(v.startswith(f"after action {SEAT_CHECK_EVERY} ")
               and "observation: set in an observation" in v for v in found), found


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_a_game_that_leaves_its_record_is_caught(variant):
    """The live game changed behind the record's back (its dice reseeded): the replay
    beside it parts from it, and the soak says so."""
    def reseed(state):
        state.chance.random.seed(987654321)

    out = soak_game(variant, 11, "random", tamper=lambda n, s: n == 1 and reseed(s))
    assert out["exception"] is None
    assert any("the replay differs from the game after action" in v
               or "when replayed" in v or "cannot be replayed" in v
               for v in out["violations"]), out["violations"]


def test_the_replay_compares_digests_where_equality_cannot_tell():
    """1 and True are equal data but different JSON, so a different digest: the mirror
    compares digests every DIGEST_EVERY actions and at the end of every soak game."""
    variant = next(v for v in VARIANTS if v.game == "miskatonic")
    rec = recorded_game(variant, 3, max_actions=0)
    mirror = Mirror(rec.record)
    assert mirror.start_problem() is None
    act = next_action(rec.state, variant.bots(rec.record.config, 3))
    rec.state.apply(act)
    real = rec.state.snapshot
    rec.state.snapshot = lambda: {**real(), "chance": real()["chance"] == 1 or real()["chance"]}
    assert rec.state.snapshot() == real() and rec.state.digest() != state_digest(real())
    twin = Mirror(rec.record)
    assert twin.step(act.to_json(), rec.state, digests=False) is None
    assert mirror.step(act.to_json(), rec.state, digests=True) == \
        "the replay differs from the game after action 1"


def test_a_record_with_another_start_is_caught():
    variant = VARIANTS[0]
    rec = recorded_game(variant, 3, max_actions=0)
    rec.record.initial_digest = "0" * 16
    assert Mirror(rec.record).start_problem() == "the replay starts from another position"


def test_the_card_count_refers_to_table_check_when_unsure():
    table = Table()
    table.add_pile("deck", ["a", "b", "c"])
    table.add_pile("hand", ["d"], face="owner", owner=0, limit=2)
    assert table_problem(table) is None
    table._census["zzz"] = 0  # a zero count is no card: Table.check agrees, no violation
    assert table_problem(table) is None
    table["hand"].cards.append("a")
    assert "duplicated" in table_problem(table)
    table["deck"].cards.remove("a")
    assert table_problem(table) is None
    table["hand"].cards.append("b")
    table["deck"].cards.remove("b")
    assert "holds 3 > 2" in table_problem(table)


@pytest.mark.parametrize("variant", [v for v in VARIANTS if v.game == "mansions"],
                         ids=lambda v: v.name)
def test_bots_given_the_lean_observation_play_the_same_game(variant):
    """The soak hands bots the observation without the map's drawing data; it must not
    change a single choice (else the soak would play other games than the app)."""
    for seed, bot in ((21, "default"), (22, "random")):
        played = []
        for lean in (False, True):
            config = variant.config(bot)
            state = Recorder(variant.game, config, seed).state
            bots = variant.bots(config, seed)
            acts = []
            while len(acts) < 80 and (act := next_action(state, bots, lean=lean)) is not None:
                state.apply(act)
                acts.append(act.to_json())
            played.append((acts, state.digest()))
        assert played[0] == played[1]
