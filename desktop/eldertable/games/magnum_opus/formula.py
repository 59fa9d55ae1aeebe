"""Formulae (MO-TRANS-6/7, MO-STONE-1, MO-EFFECT-1/2, MO-TRANS-8): which Reagents a
seat's experiment holds, which Matrix cells or Stone recipe they can still complete, and
the difficulty of a complete one. Read-only helpers of :class:`~.transmute.TransmuteMixin`
and the legal-action builders; nothing here changes the state.
"""

from __future__ import annotations

from .rules import CLUES


def fits(slots: list[str], pending: int, hand_counts: dict[str, int], hand_metas: int) -> bool:
    """Can ``slots`` (Reagent types still needed) be filled by ``pending`` Table
    Metastones, Reagents in hand and ``hand_metas`` Metastones in hand?"""
    if pending > len(slots):
        return False
    need: dict[str, int] = {}
    for t in slots:
        need[t] = need.get(t, 0) + 1
    missing = 0
    for t, k in need.items():
        have = hand_counts.get(t, 0)
        if k > have:
            missing += k - have
    return missing - pending <= hand_metas


class FormulaMixin:
    def clue_types(self, s: int) -> list[str]:
        inst = self.rules.instances
        return [inst[c].clue for c in self.clues[s]]

    def recipe(self, s: int) -> list[str] | None:
        """MO-STONE-1, MO-GAP-6: the three Reagents of seat ``s``'s Stone, once known."""
        held = self.clues[s]
        if len(held) < len(CLUES):
            return None
        r = self.rules
        if r.house["MO-GAP-6"] == "shared":
            return [r.clue_reagent[c] for c in self.recipe_cards]
        return [r.clue_reagent[c] for c in held]

    def cell_of(self, alch: str, myst: str) -> int:
        """MO-TRANS-7: the focus is where the Reagents' row and column meet."""
        return self.axes_a.index(alch) * self.rules.size + self.axes_m.index(myst)

    def cell_reagents(self, cell: int) -> tuple[str, str]:
        row, col = divmod(cell, self.rules.size)
        return self.axes_a[row], self.axes_m[col]

    def _fee(self, cell: int) -> int:
        """MO-ASSIST-2 / MO-GAP-9: the two Reagents' total Cost (or Volatility)."""
        a, m = self.cell_reagents(cell)
        cards = self.rules.cards
        if self.rules.house["MO-GAP-9"] == "volatility":
            return cards[a].vol + cards[m].vol
        return cards[a].cost + cards[m].cost

    def _scan(self, s: int, meta: dict[str, str]) -> tuple[list[str], list[str], set[str], bool]:
        """The cards of the experiment: committed Reagent types, unassigned Table
        Metastones, names under the same-name limit, and whether something blocks."""
        tab, work = self.tab[s], self.work[s]
        r = self.rules
        rtype = r.i_reagent
        if not work:
            committed = list(map(rtype.get, tab))
            if None not in committed:  # only Reagents (or nothing) on the Table
                return committed, [], set(), False
        committed = []
        pending: list[str] = []
        names: set[str] = set()
        metas = r.i_meta
        limited = r.i_limited
        inst = r.instances
        gap15 = self._g15
        blocked = False
        for pile in (tab, work):
            for c in pile:
                t = rtype.get(c)
                if t is not None:
                    committed.append(t)
                    continue
                if c in metas:
                    t = meta.get(c)
                    if t:
                        committed.append(t)
                    else:
                        pending.append(c)
                    continue
                card = inst[c]
                if card.knowledge and gap15:
                    continue  # MO-GAP-15: Knowledge always counts as usable
                if not card.usable:
                    blocked = True
                if c in limited:
                    if card.id in names:
                        blocked = True
                    names.add(card.id)
        return committed, pending, names, blocked

    def _hand_res(self, s: int) -> tuple[dict[str, int], int]:
        """Reagent types in hand with their counts, and the Metastones in hand."""
        hand = self.hand[s]
        counts: dict[str, int] = {}
        for t in filter(None, map(self.rules.i_reagent.get, hand)):
            counts[t] = counts.get(t, 0) + 1
        metas = self.rules.i_meta
        return counts, 0 if metas.isdisjoint(hand) else sum(map(metas.__contains__, hand))

    def _cells(self, committed: list[str], pending: int, hc: dict[str, int], hm: int,
               first: bool = False) -> list[int]:
        """MO-TRANS-6: cells reachable with one Alchemical and one Mystic Reagent
        (``first``: stop at the first one found)."""
        alchemical = self.rules.alchemical
        alch = myst = ""
        for t in committed:
            if t in alchemical:
                if alch:
                    return []
                alch = t
            else:
                if myst:
                    return []
                myst = t
        size = self.rules.size
        dstate = self.dstate
        axes_a, axes_m = self.axes_a, self.axes_m
        if (alch and alch not in axes_a) or (myst and myst not in axes_m):
            return []  # a Reagent type that is not on the axes has no cell
        rows = [axes_a.index(alch)] if alch else range(size)
        cols = [axes_m.index(myst)] if myst else range(size)
        nslots = (0 if alch else 1) + (0 if myst else 1)
        if pending > nslots:
            return []
        out = []
        for row in rows:
            a_miss = 0 if alch or hc.get(axes_a[row]) else 1
            base = row * size
            for col in cols:
                if dstate[base + col] == 2:
                    continue  # MO-CARD-13: a dead formula
                miss = a_miss + (0 if myst or hc.get(axes_m[col]) else 1)
                if miss - pending <= hm:
                    out.append(base + col)
                    if first:
                        return out
        return out

    def _stone_fits(self, recipe: list[str], committed: list[str], pending: int,
                    hc: dict[str, int], hm: int) -> bool:
        slots = list(recipe)
        for t in committed:
            if t not in slots:
                return False
            slots.remove(t)
        return fits(slots, pending, hc, hm)

    def _reachable(self, stone: bool, committed: list[str], pending: int,
                   hc: dict[str, int], hm: int) -> bool:
        if stone:
            recipe = self.recipe(self.seat)
            return recipe is not None and self._stone_fits(recipe, committed, pending, hc, hm)
        return bool(self._cells(committed, pending, hc, hm, True))

    def _can_start(self, stone: bool, scan=None, res=None) -> bool:
        s = self.seat
        if stone and self.recipe(s) is None:
            return False
        committed, pending, _names, blocked = scan or self._scan(s, {})
        if blocked:
            return False
        hc, hm = res or self._hand_res(s)
        if stone:
            return self._reachable(True, committed, len(pending), hc, hm)
        if not committed and not pending and not hm:
            # The common case, answered without trying every cell.
            if not hc:
                return False
            size = self.rules.size
            dstate = self.dstate
            rows = [i for i, t in enumerate(self.axes_a) if t in hc]
            if not rows:
                return False
            cols = [i for i, t in enumerate(self.axes_m) if t in hc]
            for row in rows:
                for col in cols:
                    if dstate[row * size + col] != 2:
                        return True
            return False
        return bool(self._cells(committed, len(pending), hc, hm, True))

    def _complete(self, stone: bool, committed: list[str]) -> bool:
        if stone:
            recipe = self.recipe(self.seat)
            return recipe is not None and sorted(recipe) == sorted(committed)
        if len(committed) != 2:
            return False
        kinds = self.rules.cards
        a = [t for t in committed if kinds[t].kind == "alchemical"]
        m = [t for t in committed if kinds[t].kind == "mystic"]
        return len(a) == 1 and len(m) == 1 and self.dstate[self.cell_of(a[0], m[0])] != 2

    def difficulty(self, s: int) -> tuple[int, list[tuple[str, int]]]:
        """MO-TRANS-8 (see :func:`difficulty_of`)."""
        return difficulty_of(self.rules, (self.tab[s], self.work[s]),
                             self.transmutation["meta"] if self.transmutation else {})


def difficulty_of(rules, piles, meta: dict) -> tuple[int, list[tuple[str, int]]]:
    """MO-TRANS-8, MO-GAP-31: Volatilities plus the signed modifiers of the other cards
    (one per name, MO-EFFECT-2; Powerstone excepted, MO-CARD-27) of the cards in ``piles``
    (the Table and the experiment); ``meta``: the Reagent each Metastone copies. The state's
    attempt and the table's preview before the roll both count it here."""
    inst = rules.instances
    terms: list[tuple[str, int]] = []
    seen: set[str] = set()
    for pile in piles:
        for c in pile:
            card = inst[c]
            if card.group == "reagent":
                terms.append((c, card.vol))
            elif card.metastone:
                if c in meta:
                    terms.append((c, rules.cards[meta[c]].vol))
            elif card.modifier:
                if rules.name_limited(card):
                    if card.id in seen:
                        continue
                    seen.add(card.id)
                terms.append((c, rules.modifier(card)))
    return sum(v for _c, v in terms), terms


def preview(obs: dict, seat: int) -> dict | None:
    """Before the roll: the difficulty (its sum and terms) of ``seat``'s experiment as the
    observation shows it, and whether a Heartstone takes part; None without an experiment."""
    from .rules import make_rules

    me = obs["seats"][seat]
    tx = obs.get("transmutation") or {}
    if not me.get("experiment"):
        return None
    rules = make_rules(obs.get("house_rules") or {})
    piles = (me["table"], me["experiment"])
    diff, terms = difficulty_of(rules, piles, tx.get("metastones") or {})
    heart = any(rules.instances[c].reroll for pile in piles for c in pile)
    return {"difficulty": diff, "terms": [[c, v] for c, v in terms], "heartstone": heart,
            "experience": me["experience"], "sides": rules.sides,
            "kind": tx.get("kind", "basic")}
