"""The investigator bot's estimate of where hidden cards lie (games.miskatonic.botwhere)
equals the plain per-base computation it replaces: every team's expected value at every
location, on observations of seeded games."""

from __future__ import annotations

import random

from eldertable.engine.protocol import TERMINAL
from eldertable.games.miskatonic import BOTS, new_game
from eldertable.games.miskatonic.botwhere import CardTable, Whereabouts
from eldertable.games.miskatonic.content import load_content
from eldertable.games.miskatonic.rules import RITUALS


def _dense(content, obs) -> dict[str, list[float]]:
    """Expected copies of each base per location with face-down cards, base by base."""
    locs = obs["locations"]
    uni = [loc for loc, v in locs.items() if loc != RITUALS and v["open"]]
    index = {base: i for i, base in enumerate(content.bases)}
    size = len(index)
    places = {c: [loc for loc in (info.locations or uni) if loc in uni]
              for c, info in content.cards.items()}

    def down(cards):
        return len([c for c in cards if "id" not in c or c["face"] == "down"])

    count = {loc: down(locs[loc]["cards"]) for loc in uni if down(locs[loc]["cards"])}
    rituals = down(locs[RITUALS]["cards"])
    out = {loc: [0.0] * size for loc in count}
    expected = dict.fromkeys(count, 0.0)
    for c in obs["known_hidden"]:
        info = content.cards[c]
        allowed = [loc for loc in places[c] if loc in count]
        slots = obs["hand_count"] + sum(count[loc] for loc in allowed) + \
            (rituals if info.type == "cultist" else 0)
        for loc in allowed if slots > 0 else []:
            out[loc][index[info.base]] += count[loc] / slots
            expected[loc] += count[loc] / slots
    for loc, n in count.items():
        if expected[loc] > n:
            out[loc] = [v * n / expected[loc] for v in out[loc]]
            expected[loc] = float(n)
    seen = set(obs["known_hidden"]) | {c["id"] for v in locs.values() for c in v["cards"]
                                       if "id" in c}
    for key in ("score", "possessions", "removed", "cult_items", "set_aside", "investigators"):
        seen.update(obs[key])
    pool = {loc: [0.0] * size for loc in count}
    for c, info in content.cards.items():
        where = [loc for loc in places[c] if loc in count]
        if c in seen or not where:
            continue
        for loc in where:
            pool[loc][index[info.base]] += 1.0 / len(where)
    for loc, n in count.items():
        rest, total = n - expected[loc], sum(pool[loc])
        if rest > 0 and total > 0:
            out[loc] = [a + b * rest / total for a, b in zip(out[loc], pool[loc])]
    return out


def _investigation_spots(content, seeds: int):
    """(observation, Whereabouts) at every investigation decision of default-bot games."""
    for seed in range(seeds):
        st = new_game(None, seed)
        bots = {s: BOTS["default"](s, seed) for s in (0, 1)}
        while st.current_player() != TERMINAL:
            seat = st.current_player()
            if seat == 1 and st.decision[1] == "investigate":
                obs = st.observation(1)
                uni = [loc for loc, v in obs["locations"].items()
                       if loc != RITUALS and v["open"]]
                yield obs, Whereabouts(CardTable(content, uni), obs)
            st.apply(bots[seat].choose(st.observation(seat), st.legal_actions(seat)))


def test_mm_bot_whereabouts_match_the_per_base_computation():
    content = load_content()
    pick = random.Random(4)
    checked = 0
    for obs, spots in _investigation_spots(content, 6):
        dense = _dense(content, obs)
        assert spots.locs == list(dense)
        for _ in range(5):
            vec = [pick.uniform(-3, 3) for _ in content.bases]
            want = [sum(w * v for w, v in zip(dense[loc], vec)) for loc in dense]
            got = spots.values(vec)
            assert all(abs(a - b) < 1e-9 for a, b in zip(got, want)), (got, want)
        for loc in dense:
            assert abs(spots.expected_cards(loc) - sum(dense[loc])) < 1e-9
        checked += 1
    assert checked > 50


def _best_by_values(spots, teams):
    """The plain loop Whereabouts.best replaces: team by team, each at every location."""
    best, pick = float("-inf"), ("", ())
    for team, vec in teams:
        for loc, ev in zip(spots.locs, spots.values(vec)):
            if ev > best:
                best, pick = ev, (loc, team)
    return best, pick[0], pick[1]


def test_mm_bot_whereabouts_best_is_the_first_highest_value():
    """best() gives the very float and the same (location, team) as the plain loop, ties
    included (whole-number values tie often), with or without commons given."""
    content = load_content()
    pick = random.Random(7)
    checked = 0
    spots = None
    for _obs, spots in _investigation_spots(content, 4):
        for whole in (False, True):
            teams = []
            for t in range(pick.randint(1, 8)):
                if whole:
                    vec = [float(pick.randint(-1, 1)) for _ in content.bases]
                else:
                    vec = [pick.uniform(-3, 3) for _ in content.bases]
                teams.append(((f"team{t}",), vec))
            want = _best_by_values(spots, teams)
            assert spots.best(teams) == want
            assert spots.best(teams, spots.commons(teams)) == want
            if spots.locs:
                checked += 1
    assert spots.best([]) == (float("-inf"), "", ())
    assert checked > 50


def test_mm_bot_whereabouts_best_with_kept_vectors_matches_the_plain_loop():
    """The caller's own vector list (the bot keeps one per candidate set) gives the same
    float and pick as the plain loop, on the first call and again from the kept columns;
    a new list with other values is not mistaken for a kept one."""
    content = load_content()
    pick = random.Random(11)
    checked = 0
    for _obs, spots in _investigation_spots(content, 3):
        if not spots.locs:
            continue
        teams = [((f"team{t}",), [float(pick.randint(-2, 2)) / 2 for _ in content.bases])
                 for t in range(pick.randint(1, 15))]
        vecs = [vec for _team, vec in teams]
        want = _best_by_values(spots, teams)
        assert spots.best(teams, spots.commons(teams), vecs) == want
        assert spots.best(teams, None, vecs) == want  # the kept columns
        other = [((f"team{t}",), [v + 1.0 for v in vec]) for (_n, vec), t in
                 zip(teams, range(len(teams)))]
        assert spots.best(other, None, [vec for _t, vec in other]) == \
            _best_by_values(spots, other)
        checked += 1
    assert checked > 20


def test_mm_bot_whereabouts_from_a_shared_card_table_equal_a_fresh_one():
    """The parts a card table keeps for later estimates (the unseen-anywhere part per set
    of unseen cards, the printed cards per set of locations with cards) give the very
    estimate a fresh table gives, across the decisions of several games."""
    content = load_content()
    shared: dict[tuple, CardTable] = {}
    checked = 0
    for obs, fresh in _investigation_spots(content, 5):
        uni = tuple(loc for loc, v in obs["locations"].items()
                    if loc != RITUALS and v["open"])
        table = shared.setdefault(uni, CardTable(content, list(uni)))
        for _ in range(2):  # the second time from what the table kept
            spots = Whereabouts(table, obs)
            assert spots.locs == fresh.locs
            assert spots.anywhere_key == fresh.anywhere_key
            assert spots.anywhere[1] == fresh.anywhere[1]
            assert spots.rows == fresh.rows
            assert spots.cards == fresh.cards
        checked += 1
    assert checked > 50
