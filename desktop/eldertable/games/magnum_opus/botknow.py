"""What the default bot derives from its observation, computed once and reused.

Per decision (reset by the bot's ``choose``): the Reagent types it holds. Across
decisions, while the inputs are the very same objects: the Rules of the ``house_rules``
dict, the Stone recipe of the own ``clues`` list, the Matrix cells' Reagent pairs of the
``axes``, and the cells' values of the ``matrix`` list (the state shares one Matrix view
until it changes) for the Clue types held. The cache keeps a reference to each input it was built from, so an
identity test cannot be fooled by a reused ``id``. Only public data is read: the
observation and the card data of :class:`~.rules.Rules`.
"""

from __future__ import annotations

from itertools import chain, compress
from operator import is_not, mul
from typing import Any

from .rules import Rules, make_rules

_RULES: dict[int, Rules] = {}
_positive = (0.0).__lt__


def _rules_for(obs: dict[str, Any]) -> Rules:
    house = obs["house_rules"]
    key = id(house)
    rules = _RULES.get(key)
    if rules is None or rules.house != house:
        rules = _RULES[key] = make_rules(house)
    return rules


def p_success(diff: int, xp: int, sides: int = 8) -> float:
    """Chance that a d8 (+ up to ``xp`` Experience) meets ``diff``; an 8 always does."""
    need = diff - xp
    if need <= 1:
        return 1.0
    return max(1, sides - need + 1) / sides if need <= sides else 1 / sides


# WEIGHT[need + _OFF]: 0.35 + p_success of a roll that needs ``need`` (Volatility sum
# minus Experience), the factor of a cell's score.
_OFF = 32
WEIGHT = tuple(0.35 + p_success(need, 0) for need in range(-_OFF, _OFF))


def weight(need: int) -> float:
    return WEIGHT[need + _OFF] if -_OFF <= need < _OFF else 0.35 + p_success(need, 0)


def cell_value(cell: dict[str, Any], held: set[str] | frozenset[str], rules: Rules) -> float:
    """How much the bot wants to perform a Matrix cell."""
    state = cell["state"]
    if state == "dead":
        return -1.0
    if state == "down":
        return 3.0 + (1.0 if cell["research"] else 0.0)
    disc = rules.instances[cell["discovery"]]
    if disc.clue:
        return 8.0 if disc.clue not in held else 0.2
    return 0.8 + (1.5 if cell["research"] else 0.0)


def knowledge_or_tool(r: Rules) -> frozenset[str]:
    """The card instances that help only from the Table (Knowledge and Tools)."""
    got = r.__dict__.get("_bot_helpers")
    if got is None:
        got = r._bot_helpers = frozenset(i for i, c in r.instances.items()
                                         if c.knowledge or c.tool)
    return got


def card_ids(r: Rules) -> dict[str, str]:
    """Card instance -> its card id (built once per Rules)."""
    got = r.__dict__.get("_bot_ids")
    if got is None:
        got = r._bot_ids = {i: c.id for i, c in r.instances.items()}
    return got


def tradeskill_worth(r: Rules) -> dict[str, float]:
    """Card instance -> the Gold a Tradeskill play for Gold is worth to the bot (a
    Master's times the chance of its roll); built once per Rules."""
    got = r.__dict__.get("_bot_ts_worth")
    if got is None:
        got = r._bot_ts_worth = {
            i: c.gold * p_success(c.flask, 0) if c.level == "master" else c.gold
            for i, c in r.instances.items()}
    return got


class Knowledge:
    """The caches; the bot's ``choose`` brings the recipe (:meth:`_recipe`) and the axes'
    cell pairs (:meth:`_axes_pairs`) up to date at the start of every decision."""

    r: Rules
    me: dict[str, Any]
    obs: dict[str, Any]

    def _know_init(self) -> None:
        self._house: Any = None
        self._axes: Any = None
        self._axes_key: tuple = ()
        self._pairs: list[tuple[str, str]] = []
        self._pairsets: list[frozenset[str]] = []
        self._volsum: list[int] = []
        self._weights: dict[int, list[float]] = {}  # xp -> weight of each cell's roll
        self._vals_of: tuple = (None, None, None, None)
        self._vals: list[float] = []
        self._score: tuple | None = None
        self._rc_of: Any = None  # the Clue view _rc was read from
        self._rc: list[str] | None = None

    def _look(self, obs: dict[str, Any]) -> None:
        """Start a decision on ``obs`` (its ``house_rules`` are not those of the last
        one: the caller tests that by identity)."""
        self.r = _rules_for(obs)
        self._helpers = knowledge_or_tool(self.r)
        self._ids = card_ids(self.r)
        self._ts_worth = tradeskill_worth(self.r)
        self._house = obs["house_rules"]

    def _recipe(self) -> list[str] | None:
        """My Stone's three Reagents once all my Clues are known (read-only; kept while
        the Clue view is the same object)."""
        clues = self.me["clues"]
        if clues is not self._rc_of:
            self._rc_of = clues
            if len(clues) < 3 or any(c["reagent"] is None for c in clues):
                self._rc = None
            else:
                self._rc = [c["reagent"] for c in clues]
        return self._rc

    def _held_types(self) -> list[str]:
        """Reagent types I can see I own (hand, Table, discard; read-only)."""
        held = self._held
        if held is None:
            me = self.me
            held = self._held = list(filter(None, map(
                self.r.i_reagent.get, chain(me["hand"] or (), me["table"], me["discard"]))))
        return held

    def _cell_types(self, cell: int) -> tuple[str, str]:
        return self._pairs[cell]

    def _axes_pairs(self) -> list[tuple[str, str]]:
        """The (Alchemical, Mystic) pair of every cell, with its Volatility sum."""
        axes = self.obs["axes"]
        if axes is not self._axes:
            key = (tuple(axes["alchemical"]), tuple(axes["mystic"]), self.r)
            if self._axes_key != key:
                self._axes_key = key
                cards = self.r.cards
                self._pairs = [(a, m) for a in key[0] for m in key[1]]
                self._pairsets = [frozenset(p) for p in self._pairs]
                # the cell of a pair is row * size + column
                self._row_of = {a: i * len(key[1]) for i, a in enumerate(key[0])}
                self._col_of = {m: i for i, m in enumerate(key[1])}
                self._volsum = [cards[a].vol + cards[m].vol - 1 for a, m in self._pairs]
                self._weights = {}
            self._axes = axes
        return self._pairs

    def _values(self) -> list[float]:
        """:func:`cell_value` of every cell, by cell index. After a Matrix change with the
        same Clue types held, only the cells whose dicts are new are valued again (the state
        keeps the dicts of unchanged cells)."""
        matrix = self.obs["matrix"]
        clues = self.me["clues"]
        got_m, got_c, got_h, got_r = self._vals_of
        if matrix is got_m and clues is got_c and self.r is got_r:
            return self._vals
        held = frozenset(c["type"] for c in clues)
        if matrix is not got_m or held != got_h or self.r is not got_r:
            if held == got_h and self.r is got_r and len(matrix) == len(got_m):
                vals = self._vals.copy()
                cells = compress(matrix, map(is_not, matrix, got_m))
            else:
                vals = [0.0] * len(matrix)
                cells = matrix
            inst = self.r.instances
            for cell in cells:  # cell_value, inline
                state = cell["state"]
                if state == "down":
                    v = 3.0 + (1.0 if cell["research"] else 0.0)
                elif state == "dead":
                    v = -1.0
                else:
                    clue = inst[cell["discovery"]].clue
                    if clue:
                        v = 8.0 if clue not in held else 0.2
                    else:
                        v = 0.8 + (1.5 if cell["research"] else 0.0)
                vals[cell["cell"]] = v
            self._vals = vals
        self._vals_of = (matrix, clues, held, self.r)
        return self._vals

    def _scores(self, xp: int) -> list[float]:
        """The score of every cell, by cell index: its value times :func:`weight` of the
        roll needed with ``xp`` Experience (worth anything when the value is > 0). Kept
        until the values, the axes or the Experience change."""
        vals = self._values()
        got = self._score
        if got is not None and got[0] is vals and got[1] is self._pairs and got[2] == xp:
            return got[3]
        w = self._weights.get(xp)
        if w is None:
            w = self._weights[xp] = [weight(need - xp) for need in self._volsum]
        score = list(map(mul, vals, w))
        self._score = (vals, self._pairs, xp, score)
        return score
