"""The legal actions of Magnum Opus written the plain way, as the engine computed them
before its speed work (per-card attribute tests, one list). The tests compare the fast
builders of ``legal.py`` and ``transmute.py`` with this at every position of many seeded
games: same actions, same order."""

from __future__ import annotations

from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus.legal import CHANCE_STEPS


def reference_legal(st) -> list:
    if st.over:
        return []
    q = st.pending_steps
    if q:
        if q[0][0] in CHANCE_STEPS:
            return [A.ROLL]
        return st._decision_legal(q[0])
    phase = st.phase
    s = st.seat
    inst = st.rules.instances
    out: list = []
    if phase == "tradeskill":
        can_gold, can_cards = _ts_can(st, "gold"), _ts_can(st, "cards")
        if can_gold or can_cards:
            for c in st.hand[s]:
                if inst[c].group == "tradeskill":
                    if can_gold:
                        out.append(A.TS_GOLD[c])
                    if can_cards:
                        out.append(A.TS_CARDS[c])
        _shelf(st, out)
    elif phase == "table":
        _table(st, out)
        _shelf(st, out)
    elif phase == "experiment":
        if st.step == "choose":
            _experiment(st, out)
            _shelf(st, out)
        elif st.step == "market":
            _market(st, out)
        elif st.step == "assemble":
            return _assemble(st)
    out.append(A.END)
    return out


def _ts_can(st, res: str) -> bool:
    used = st.ts_gold if res == "gold" else st.ts_cards
    return not used or (st.shelf_bonus and not st.shelved_turn and not st.ts_bonus)


def _shelf(st, out: list) -> None:
    s = st.seat
    house = st.rules.house
    inst = st.rules.instances
    if not st.shelves[s]:
        return
    if not st.shelved_turn and not st.ts_bonus and len(st.shelved[s]) < len(st.shelves[s]):
        for c in st.tab[s]:
            if house["MO-GAP-14"] and inst[c].permanent:
                continue
            out.append(A.SHELVE[c])
    if not house["MO-GAP-13"] and not st.unshelved_turn:
        for c in st.shelved[s]:
            out.append(A.UNSHELVE[c])


def _table(st, out: list) -> None:
    s = st.seat
    house = st.rules.house
    inst = st.rules.instances
    if st.moves >= st.rules.setup.table_moves:
        return
    for c in st.hand[s]:
        if inst[c].table_ok:
            out.append(A.PLACE[c])
    for c in st.tab[s]:
        if house["MO-GAP-14"] and inst[c].permanent:
            continue
        out.append(A.RETURN[c])
    if house["MO-GAP-13"]:
        for c in st.shelved[s]:
            out.append(A.UNSHELVE[c])


def _buys(st, out: list) -> None:
    gold = st.gold[st.seat]
    for item, cost in st.buyables:
        if cost <= gold and st.sup[item]:
            out.append(A.BUY[item])


def _sells(st, out: list, buy_and_sell: bool) -> None:
    inst = st.rules.instances
    master_ok = buy_and_sell and st.rules.house["MO-GAP-11"]
    for c in st.hand[st.seat]:
        card = inst[c]
        if card.sellable or (master_ok and card.group == "tradeskill"):
            out.append(A.SELL[c])


def _market(st, out: list) -> None:
    setup = st.rules.setup
    any_order = st.rules.house["MO-GAP-12"] == "any-order"
    b, so = st.bought, st.sold
    if (so == 0 and b < setup.purchases) or (any_order and so == 1 and b == 0
                                             and st.sold_first):
        _buys(st, out)
    if (b == 0 and so < setup.sales) or (b == 1 and so == 0):
        _sells(st, out, buy_and_sell=b == 1 or (any_order and so == 0))


def _experiment(st, out: list) -> None:
    s = st.seat
    r = st.rules
    inst = r.instances
    hand = st.hand[s]
    starters = [c for c in hand if inst[c].starts] + [c for c in st.tab[s] if inst[c].starts]
    if starters:
        scan = scan_cards(st, s, {})
        res = hand_resources(st, s)
        basic = can_start(st, False, scan, res)
        stone = can_start(st, True, scan, res)
        for c in starters:
            card = inst[c]
            if c in hand and r.name_limited(card) and card.id in scan[2]:
                continue
            if basic:
                out.append(A.START[c])
            if stone:
                out.append(A.START_STONE[c])
    for c in hand:
        if inst[c].on_play:
            out.append(A.PLAY[c])
    if st.search:
        out.append(A.SEARCH)
    _buys(st, out)
    _sells(st, out, buy_and_sell=r.house["MO-GAP-12"] == "any-order")
    gold = st.gold[s]
    for cell, d in enumerate(st.dstate):
        if d == 1 and st.fees[cell] <= gold:
            out.append(A.ASSIST[cell])


def scan_cards(st, s: int, meta: dict) -> tuple:
    r = st.rules
    inst = r.instances
    committed, pending, names, blocked = [], [], set(), False
    for pile in (st.tab[s], st.work[s]):
        for c in pile:
            card = inst[c]
            if card.group == "reagent":
                committed.append(card.id)
                continue
            if card.metastone:
                t = meta.get(c)
                (committed if t else pending).append(t or c)
                continue
            if card.knowledge and r.house["MO-GAP-15"]:
                continue
            if not card.usable:
                blocked = True
            if r.name_limited(card):
                if card.id in names:
                    blocked = True
                names.add(card.id)
    return committed, pending, names, blocked


def hand_resources(st, s: int) -> tuple[dict, int]:
    inst = st.rules.instances
    counts: dict[str, int] = {}
    metas = 0
    for c in st.hand[s]:
        card = inst[c]
        if card.group == "reagent":
            counts[card.id] = counts.get(card.id, 0) + 1
        elif card.metastone:
            metas += 1
    return counts, metas


def can_start(st, stone: bool, scan, res) -> bool:
    if stone and st.recipe(st.seat) is None:
        return False
    committed, pending, _names, blocked = scan
    if blocked:
        return False
    hc, hm = res
    return st._reachable(stone, committed, len(pending), hc, hm)


def _assemble(st) -> list:
    s = st.seat
    r = st.rules
    inst = r.instances
    stone = st.transmutation["kind"] == "stone"
    committed, pending, names, _b = scan_cards(st, s, st.transmutation["meta"])
    hc, hm = hand_resources(st, s)
    npend = len(pending)
    axes = st.axes_a + st.axes_m
    out: list = []
    for c in st.hand[s]:
        card = inst[c]
        if card.group == "reagent":
            hc[card.id] -= 1
            if st._reachable(stone, committed + [card.id], npend, hc, hm):
                out.append(A.make(A.AddToExperiment, c, ""))
            hc[card.id] += 1
        elif card.metastone:
            for t in axes:
                if st._reachable(stone, committed + [t], npend, hc, hm - 1):
                    out.append(A.make(A.AddToExperiment, c, t))
        elif card.hand_ok and (card.modifier or card.reroll or card.mindstone):
            if r.name_limited(card) and card.id in names:
                continue
            out.append(A.make(A.AddToExperiment, c, ""))
    for c in pending:
        for t in axes:
            if st._reachable(stone, committed + [t], npend - 1, hc, hm):
                out.append(A.make(A.AddToExperiment, c, t))
    if not pending and st._complete(stone, committed):
        out.append(A.CONFIRM)
    return out
