"""What a card is worth to the Keeper, worked out once from its effects (public card
data: the bots' yardstick, never hidden state)."""

from __future__ import annotations



def _walk(effects, weight: float, kinds: set[str]) -> float:
    value = 0.0
    for e in effects:
        kinds.add(e.do)
        if e.do in ("damage", "horror") and e.to != "monster":
            value += weight * e.amount
        elif e.do in ("mutation", "stun", "drop-item"):
            value += weight * 0.8
        elif e.do == "modify" and e.by < 0:
            value += weight * 1.2
        elif e.do == "test":
            value += _walk(e.fail, weight * 0.5, kinds) + _walk(e.pass_, weight * 0.5, kinds)
        elif e.do == "tests":
            value += _walk(e.none, weight * 0.25, kinds) + _walk(e.one, weight * 0.5, kinds)
        elif e.do == "threat":
            value += weight * 0.5 * e.amount
    return value


_CACHE: dict[int, tuple] = {}


def _summaries(cards) -> tuple[dict, dict, dict]:
    values, costs, kinds = {}, {}, {}
    for cid, card in cards.cards.items():
        seen: set[str] = set()
        effects = card.replacement or card.errata or card.effects
        values[cid] = round(_walk(effects, 1.0, seen), 3)
        if card.threat is not None:
            values[cid] += round(_walk(card.threat.effects, 1.0, seen), 3)
        costs[cid] = card.cost
        kinds[cid] = sorted(seen)
    return values, costs, kinds


def card_summaries(cards) -> tuple[dict, dict, dict]:
    """(values, costs, effect kinds) per card id, computed once per card set."""
    hit = _CACHE.get(id(cards))
    if hit is None or hit[0] is not cards:
        hit = _CACHE[id(cards)] = (cards, _summaries(cards))
    return hit[1]
