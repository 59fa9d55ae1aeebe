"""Where the hidden cards may lie, as the investigator bot reckons it from its observation.

For each location with face-down cards the bot expects some copies of each card base:

* cards publicly known to be back in the cultist's hand (``known_hidden``) are spread over
  the hand and the places they may lie, in proportion to the cards there (scaled down
  when more are expected than lie there);
* the rest of a location's face-down cards are shared out among the cards never seen
  since the deck, each spread evenly over the locations with cards where it may lie.

Most cards may lie on any location, so their part is the same at every location but for
a factor: a team's expected value at a location is ``factor * (anywhere · values) +
(others · values)``, where ``anywhere`` counts the unseen cards that may lie anywhere and
``others`` (a few bases) holds the known cards and the unseen cards printed for some
locations only. That is one short dot product per team plus a tiny one per location,
instead of a dot product over every base per team and location. Nothing here reads hidden
information.
"""

from __future__ import annotations

from itertools import chain, filterfalse, repeat
from operator import add, itemgetter, mul

from .rules import RITUALS


class CardTable:
    """What the bot needs of each card, compiled once per content and set of open
    locations: base index, the open locations it may lie on, whether it is a cultist."""

    def __init__(self, content, uni: list[str]) -> None:
        self.uni = tuple(uni)
        index = {base: i for i, base in enumerate(content.bases)}
        self.rows = []  # (card, base index, places, is a cultist), in content order
        for c, info in content.cards.items():
            places = tuple(loc for loc in (info.locations or uni) if loc in uni)
            self.rows.append((c, index[info.base], places, info.type == "cultist"))
        self.by_card = {row[0]: row for row in self.rows}
        # the same rows split: cards that may lie anywhere (card -> base index), and the
        # others as (card, base index, places), both in content order
        self.base_of = {c: i for c, i, places, _cult in self.rows if places == self.uni}
        self.printed = [(c, i, places) for c, i, places, _cult in self.rows
                        if places != self.uni]
        # the cards that may lie anywhere, by base index
        self.anywhere = sorted(self.base_of, key=self.base_of.__getitem__)
        # card -> its (places, is a cultist): cards alike spread alike over the locations
        self.spread_key = {c: (places, cult) for c, _i, places, cult in self.rows}
        # the unseen cards that may lie anywhere (as a tuple, in content order): their
        # ``Whereabouts.anywhere`` and ``anywhere_key`` (read only, shared)
        self.kept: dict[tuple, tuple] = {}
        # the locations with face-down cards (as a tuple): the printed cards that may lie
        # on one of them, with those locations (read only, shared)
        self.lying: dict[tuple, list] = {}


def _none(vec) -> tuple:
    return ()


def _getter(idx: list[int]):
    """``vec -> tuple(vec[i] for i in idx)``, made in C where possible."""
    if not idx:
        return _none
    if len(idx) == 1:
        i = idx[0]
        return lambda vec: (vec[i],)
    return itemgetter(*idx)


_COLUMNS: dict[int, tuple] = {}  # id(vecs): (vecs, its columns), for Whereabouts.best


def _columns(vecs: list) -> list[tuple]:
    """The columns of ``vecs`` (``cols[i][t] == vecs[t][i]``), kept per list object (the
    entry holds the list, so its id is not reused while kept)."""
    got = _COLUMNS.get(id(vecs))
    if got is not None and got[0] is vecs:
        return got[1]
    if len(_COLUMNS) > 20_000:
        _COLUMNS.clear()
    cols = list(zip(*vecs))
    _COLUMNS[id(vecs)] = (vecs, cols)
    return cols


def _scan(locations) -> tuple[dict[str, int], list[str]]:
    """One pass over the observed locations: how many cards lie face down at each, and
    the cards anyone can name (shown face up, or face down to the cultist)."""
    downs = {}
    seen = []
    for loc, v in locations.items():
        n = 0
        for c in v["cards"]:
            if "id" not in c:
                n += 1
            else:
                seen.append(c["id"])
                if c["face"] == "down":
                    n += 1
        downs[loc] = n
    return downs, seen


class Whereabouts:
    """The expected hidden cards of one observation (see the module docstring).

    ``locs``: the locations with face-down cards, in the table's order. ``anywhere``:
    (getter of the bases, copies) of the unseen cards that may lie on any open location.
    ``rows``: per location of ``locs``, (factor of ``anywhere`` there, the expected copies
    there of the other bases, those bases' indices in order).
    """

    __slots__ = ("locs", "anywhere", "anywhere_key", "rows", "cards", "grid")

    def __init__(self, table: CardTable, obs) -> None:
        locations = obs["locations"]
        downs, seen = _scan(locations)
        count = {}
        for loc in table.uni:
            n = downs[loc]
            if n:
                count[loc] = n
        self.locs = list(count)
        self.anywhere: tuple = (_none, ())
        self.anywhere_key: tuple = ()  # base index, copies, base index, ... of ``anywhere``
        self.rows: list[tuple] = []
        self.cards: dict[str, float] = {}  # expected cards in all at each location
        self.grid: list[list[float]] = []  # the last best(): per location, each team's value
        if not count:
            return
        rituals = downs[RITUALS]
        hand = obs["hand_count"]
        known = obs["known_hidden"]
        by_card = table.by_card
        spread_key = table.spread_key
        other: dict[str, dict[int, float]] = {}
        for loc in count:  # plain loops here: cheaper than comprehensions for so few
            other[loc] = {}
        expected = dict.fromkeys(count, 0.0)
        spreads: dict[tuple, list] = {}  # (places, cultist) -> [(location, share)]
        for c in known:
            key = spread_key[c]
            spread = spreads.get(key)
            if spread is None:
                places, cultist = key
                allowed = []
                slots = hand
                for loc in places:
                    if loc in count:
                        allowed.append(loc)
                        slots += count[loc]
                if cultist:
                    slots += rituals
                spread = spreads[key] = []
                if slots > 0:
                    for loc in allowed:
                        spread.append((loc, count[loc] / slots))
            i = by_card[c][1]
            for loc, p in spread:
                part = other[loc]
                part[i] = part.get(i, 0.0) + p
                expected[loc] += p
        for loc, n in count.items():
            if expected[loc] > n:  # more known cards than room: scale them down
                k = n / expected[loc]
                part = other[loc]
                for i in part:
                    part[i] *= k
                expected[loc] = float(n)
        skip = {*known, *seen, *obs["score"], *obs["possessions"], *obs["removed"],
                *obs["cult_items"], *obs["set_aside"], *obs["investigators"]}
        # the unseen cards that may lie anywhere, in order (their bases: ``kept`` below)
        unseen = tuple(filterfalse(skip.__contains__, table.anywhere))
        n_anywhere = len(unseen)
        # (card, base index, the locations with cards where it may lie) of the printed
        # cards with such a location: a function of those locations, kept per card table
        held = tuple(count)
        lying = table.lying.get(held)
        if lying is None:
            lying = []
            wheres: dict[tuple, list[str]] = {}  # places -> those with cards (read only)
            for c, i, places in table.printed:
                where = wheres.get(places)
                if where is None:
                    where = wheres[places] = []
                    for loc in places:
                        if loc in count:
                            where.append(loc)
                if where:
                    lying.append((c, i, where))
            table.lying[held] = lying
        printed = []  # (base index, the locations with cards where it may lie)
        for c, i, where in lying:
            if c not in skip:
                printed.append((i, where))
        share = 1.0 / len(count)  # of a card that may lie anywhere, at each location
        totals = dict.fromkeys(count, n_anywhere * share)
        for _i, where in printed:
            for loc in where:
                totals[loc] += 1.0 / len(where)
        factor = {}
        for loc, n in count.items():
            rest = n - expected[loc]
            factor[loc] = rest / totals[loc] if rest > 0 and totals[loc] > 0 else 0.0
            self.cards[loc] = expected[loc] + (rest if factor[loc] else 0.0)
        for i, where in printed:
            for loc in where:
                k = factor[loc]
                if k:
                    part = other[loc]
                    part[i] = part.get(i, 0.0) + k / len(where)
        got = table.kept.get(unseen)
        if got is None:  # a function of ``unseen`` alone: kept per card table
            # the base indices of the unseen cards that may lie anywhere, repeated
            kept = list(map(table.base_of.__getitem__, unseen))
            idx = list(dict.fromkeys(kept))
            copies = list(map(kept.count, idx))
            if len(table.kept) > 20_000:
                table.kept.clear()
            got = table.kept[unseen] = ((_getter(idx), list(map(float, copies))),
                                     tuple(chain.from_iterable(zip(idx, copies))))
        self.anywhere, self.anywhere_key = got
        for loc in count:
            part = other[loc]
            idx = []
            for i, w in part.items():
                if w:
                    idx.append(i)
            idx.sort()
            weights = []
            for i in idx:
                weights.append(part[i])
            self.rows.append((factor[loc] * share, weights, idx))

    def values(self, vec: list[float]) -> list[float]:
        """A team's expected value at each location of ``locs`` (same order), given the
        value of meeting each card base (``content.bases`` order)."""
        get, copies = self.anywhere
        common = sum(map(mul, copies, get(vec)))
        get_base = vec.__getitem__
        return [k * common + sum(map(mul, weights, map(get_base, idx)))
                for k, weights, idx in self.rows]

    def commons(self, teams: list[tuple]) -> list[float]:
        """Each team's value of the unseen cards that may lie anywhere (``anywhere``), the
        part :meth:`values` shares among the locations; it depends only on ``anywhere_key``
        and the teams, so callers may keep it."""
        get, copies = self.anywhere
        return list(map(sum, map(map, repeat(mul), repeat(copies),
                                 map(get, [vec for _team, vec in teams]))))

    def best(self, teams: list[tuple], commons: list[float] | None = None,
             vecs: list | None = None) -> tuple[float, str, tuple]:
        """The highest of :meth:`values` over ``teams`` (``(team, vec)`` pairs) and
        ``locs``: ``(value, location, team)``, the first in order (team by team, each at
        every location) among equals; ``(-inf, "", ())`` when there is nothing to weigh.
        The values are the same floats as :meth:`values` gives (the same products added in
        the same order), computed a location at a time for all teams at once: each base a
        location weighs is a column of the teams' values (kept per ``vecs`` list), scaled
        and added to the row in C. ``vecs``: the teams' vectors alone, when the caller
        keeps them (the same list object: its columns are kept with it). The values stay in
        ``grid`` (a row per location of ``locs``, a value per team) for further teams."""
        if not teams or not self.rows:
            return float("-inf"), "", ()
        if vecs is None:
            vecs = [vec for _team, vec in teams]
            cols = list(zip(*vecs))
        else:
            cols = _columns(vecs)
        if commons is None:
            commons = self.commons(teams)
        table = self.grid = []
        for k, weights, idx in self.rows:
            base = map(mul, repeat(k), commons)
            if idx:
                # sum(map(mul, weights, values)) starts from 0: 0.0 + the first product
                acc = list(map(add, repeat(0.0), map(mul, repeat(weights[0]), cols[idx[0]])))
                for j in range(1, len(idx)):
                    acc = list(map(add, acc, map(mul, repeat(weights[j]), cols[idx[j]])))
                table.append(list(map(add, base, acc)))
            else:  # an empty sum is the integer 0
                table.append(list(map(add, base, repeat(0))))
        tops = list(map(max, table))
        top = max(tops)
        first, row = len(vecs), 0
        for r, m in enumerate(tops):
            if m == top:
                t = table[r].index(top)
                if t < first:
                    first, row = t, r
        return table[row][first], self.locs[row], teams[first][0]

    def expected_cards(self, loc: str) -> float:
        """How many cards the estimate puts at ``loc`` in all."""
        return self.cards[loc]
