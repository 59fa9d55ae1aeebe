"""Content compiled for play: one flat :class:`Card` per card id, house rules as values.

The pydantic models are for loading and checking only; the game reads these plain objects
(attribute access, no validation) so that the hot loop stays fast. A :class:`Rules` object
is immutable and shared by every state built from the same content and house rules
(``copy.deepcopy`` keeps it shared).

Card instance ids are ``"<card id>#<n>"`` (``"quicksilver#3"``); Clue cards are
``"clue-<type>#<n>"``. :func:`card_id` gives the card id of an instance.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...engine import houserules as H
from ...engine.messages import Msg
from .content import CLUE_TYPES, Content, load_content

CC = "content:magnum-opus"


def card_id(instance: str) -> str:
    return instance.split("#", 1)[0]


class Card:
    """What one card id is; every field a plain value."""

    __slots__ = (
        "id", "name", "text", "group", "kind", "vol", "cost", "level", "gold", "cards", "flask",
        "bonus_reagent", "bonus_gold", "modifier", "table_ok", "hand_ok", "knowledge", "tool",
        "preparation", "artifact", "research", "action", "starts", "reroll", "metastone",
        "mindstone", "no_name_limit", "permanent", "shelf", "mor", "on_play", "ops", "clue",
        "names", "sellable", "price", "usable", "types")

    def __init__(self, **kw: Any) -> None:
        for name in self.__slots__:
            setattr(self, name, kw.get(name, _DEFAULTS.get(name)))


_DEFAULTS: dict[str, Any] = {
    "kind": "", "vol": 0, "cost": 0, "level": "", "gold": 0, "cards": 0, "flask": 0,
    "bonus_reagent": "", "bonus_gold": 0, "modifier": 0, "on_play": (), "ops": (), "clue": "",
    "names": "", "types": (), "text": "",
}
_FLAGS = ("table_ok", "hand_ok", "knowledge", "tool", "preparation", "artifact", "research",
          "action", "starts", "reroll", "metastone", "mindstone", "no_name_limit", "permanent",
          "shelf", "mor", "sellable", "usable")
for _f in _FLAGS:
    _DEFAULTS[_f] = False


def _ops(ops: list[Any]) -> tuple[tuple[Any, ...], ...]:
    out = []
    for op in ops:
        name = op.op
        if name in ("gain_gold", "gain_experience"):
            out.append((name, op.amount))
        elif name == "gain_card":
            out.append((name, op.card))
        elif name == "choose_card":
            out.append((name, tuple(op.cards)))
        elif name in ("gain_research", "free_reagents"):
            out.append((name, op.count))
        else:
            out.append((name,))
    return tuple(out)


class Rules:
    """Cards, setup numbers and house rules for one game (shared, never mutated)."""

    def __init__(self, content: Content, house: dict[str, Any]) -> None:
        self.content = content
        self.house = dict(house)
        s = content.setup
        self.setup = s
        self.hand_size = s.hand_size
        self.xp_cap = s.experience_cap
        self.sides = s.die_sides
        self.size = s.matrix_size
        self.cards: dict[str, Card] = {}
        learning = house["MO-GAP-5"] == "learning"
        c = content.cards
        self.reagents = {"alchemical": [], "mystic": []}
        for r in c.reagents:
            vol = max(1, r.volatility - 1) if learning else r.volatility
            self.cards[r.id] = Card(id=r.id, name=Msg(r.name, CC), text=Msg(r.text, CC),
                                    group="reagent", kind=r.kind, vol=vol, cost=r.cost,
                                    sellable=True, price=1 if r.cost > 0 else 0, table_ok=True,
                                    hand_ok=True, usable=True)
            self.reagents[r.kind].append(r.id)
        swap = house["MO-GAP-24"] == "gold-2"
        for t in c.tradeskills:
            bonus = t.bonus_gold
            if swap and t.level == "master":
                bonus = {3: 2, 2: 3}.get(bonus, bonus)
            self.cards[t.id] = Card(
                id=t.id, name=Msg(t.name, CC), text=Msg(t.text, CC), group="tradeskill",
                level=t.level, gold=t.gold, cards=t.cards, cost=t.cost, flask=t.flask or 0,
                bonus_reagent=t.bonus_reagent or "", bonus_gold=bonus,
                sellable=t.level != "master", price=1 if t.cost > 0 else 0)
        for group, items in (("action", c.actions), ("effect", c.effects),
                             ("research", c.research)):
            for p in items:
                ab = set(p.abilities)
                types = set(p.types)
                card = Card(
                    id=p.id, name=Msg(p.name, CC), text=Msg(p.text, CC), group=group,
                    types=tuple(p.types), modifier=p.modifier, table_ok=p.table_allowed,
                    hand_ok=p.from_hand, knowledge="knowledge" in types, tool="tool" in types,
                    preparation="preparation" in types, artifact="artifact" in types,
                    research="research" in types or group == "research",
                    action="action" in types, starts="starts_transmutation" in ab,
                    reroll="reroll" in ab, metastone="metastone" in ab,
                    mindstone="research_pick" in ab, no_name_limit="no_name_limit" in ab,
                    permanent="permanent" in ab, shelf="shelf" in ab, mor="clue_research" in ab,
                    on_play=_ops(p.on_play))
                # A card takes part in a transmutation when it changes it somehow.
                card.usable = bool(card.modifier or card.reroll or card.metastone or card.starts
                                   or card.mindstone)
                self.cards[p.id] = card
        self.discovery_ids: list[str] = []
        self.clue_discovery: dict[str, str] = {}
        for d in c.discoveries:
            self.cards[d.id] = Card(id=d.id, name=Msg(d.name, CC), text=Msg(d.text, CC),
                                    group="discovery", ops=_ops(d.effects), clue=d.clue or "")
            if d.clue:
                self.clue_discovery[d.clue] = d.id
            else:
                self.discovery_ids.append(d.id)
        self.clue_names: dict[str, Msg] = {}
        self.clue_piles: dict[str, list[str]] = {}
        for pile in c.clues:
            key = f"clue-{pile.type}"
            self.clue_names[pile.type] = Msg(pile.name, CC)
            self.cards[key] = Card(id=key, name=Msg(pile.name, CC), text=Msg(pile.text, CC),
                                   group="clue", clue=pile.type)
            self.clue_piles[pile.type] = list(pile.reagents)
        # instances
        self.instances: dict[str, Card] = {}
        self.copies: dict[str, list[str]] = {}
        self.clue_reagent: dict[str, str] = {}
        for cid, card in self.cards.items():
            if card.group == "clue":
                continue
            n = 1 if card.group == "discovery" else self._copies(cid)
            ids = [f"{cid}#{k}" for k in range(1, n + 1)]
            self.copies[cid] = ids
            for i in ids:
                self.instances[i] = card
        for ctype, reagents in self.clue_piles.items():
            key = f"clue-{ctype}"
            ids = [f"{key}#{k}" for k in range(1, len(reagents) + 1)]
            self.copies[key] = ids
            for i, r in zip(ids, reagents):
                self.instances[i] = self.cards[key]
                self.clue_reagent[i] = r
        self.start_deck = dict(s.starting_deck)
        self.journeyman = [t.id for t in c.tradeskills if t.level == "journeyman"]
        self.apprentice = [t.id for t in c.tradeskills if t.level == "apprentice"]
        self.masters = [t.id for t in c.tradeskills if t.level == "master"]
        self.effect_ids = [p.id for p in c.effects]
        self.research_ids = [p.id for p in c.research]
        self.action_ids = [p.id for p in c.actions]
        self.alchemical = frozenset(self.reagents["alchemical"])
        self.limit_all = bool(house["MO-GAP-4"])
        self.signed = house["MO-GAP-31"] == "signed"
        self._index_instances()

    def _index_instances(self) -> None:
        """Instance-id sets of the card flags the hot loops test (a set lookup instead of
        a dict lookup plus an attribute)."""
        inst = self.instances

        def ids(pred) -> frozenset[str]:
            return frozenset(i for i, c in inst.items() if pred(c))

        self.i_trade = ids(lambda c: c.group == "tradeskill")
        self.i_table_ok = ids(lambda c: c.table_ok)
        self.i_permanent = ids(lambda c: c.permanent)
        self.i_starts = ids(lambda c: c.starts)
        self.i_on_play = ids(lambda c: bool(c.on_play))
        self.i_sellable = ids(lambda c: c.sellable)
        self.i_shelf = ids(lambda c: c.shelf)
        self.i_research = ids(lambda c: c.research)
        self.i_meta = ids(lambda c: c.metastone)
        self.i_limited = ids(self.name_limited)
        # Reagent instance -> its Reagent type.
        self.i_reagent = {i: c.id for i, c in inst.items() if c.group == "reagent"}
        self.i_alch = frozenset(i for i, t in self.i_reagent.items() if t in self.alchemical)
        self.i_myst = frozenset(i for i, t in self.i_reagent.items() if t not in self.alchemical)
        # What a Table card other than a Reagent or Metastone does to an attempt's start
        # (transmute._scan): MO-GAP-15 Knowledge is ignored; else a card that cannot take
        # part blocks (i_block), and a name under the same-name limit counts (i_named).
        gap15 = bool(self.house["MO-GAP-15"])
        rest = {i: c for i, c in inst.items()
                if c.group != "reagent" and not c.metastone and not (c.knowledge and gap15)}
        self.i_block = frozenset(i for i, c in rest.items() if not c.usable)
        self.i_named = {i: c.id for i, c in rest.items() if i in self.i_limited}
        # Matrix cells as bits (cell = row * size + col): the cells of a set of rows or of
        # columns, by the set's bit mask.
        n = self.size
        self.row_cells = [sum(((1 << n) - 1) << (row * n) for row in range(n) if m >> row & 1)
                          for m in range(1 << n)]
        self.col_cells = [sum(1 << (row * n + col) for col in range(n) if m >> col & 1
                              for row in range(n)) for m in range(1 << n)]

    def _copies(self, cid: str) -> int:
        c = self.content.cards
        for items in (c.reagents, c.tradeskills, c.actions, c.effects, c.research):
            for item in items:
                if item.id == cid:
                    return item.copies
        raise KeyError(cid)

    def modifier(self, card: Card) -> int:
        """MO-GAP-31: the signed printed value, or minus its size."""
        return card.modifier if self.signed else -abs(card.modifier)

    def name_limited(self, card: Card) -> bool:
        """MO-EFFECT-2 / MO-GAP-4: does the same-name limit cover this card?"""
        if card.no_name_limit or card.metastone or card.group == "reagent":
            return False
        if self.limit_all:
            return True
        return card.knowledge or card.tool or card.preparation

    def __deepcopy__(self, memo: dict[int, Any]) -> "Rules":
        return self

    def __reduce__(self):  # pickling for worker processes: rebuild from the same inputs
        return (rules_for, (self.content.folder, tuple(sorted(self.house.items()))))


def house_defaults(content: Content) -> dict[str, Any]:
    return {r.id: r.default for r in content.house_rules.rules}


def check_house_rules(values: Any, content: Content) -> dict[str, Any]:
    """Complete and check house-rule values; ValueError with a clear message otherwise."""
    out = H.resolve(content.house_rules.rules, values, game="Magnum Opus")
    for gap in [f"MO-GAP-{i}" for i in range(1, 32)]:
        if gap not in out:
            raise ValueError(f"the house rules data lacks {gap}")
    return out


@lru_cache(maxsize=64)
def rules_for(folder: str | None, house_items: tuple[tuple[str, Any], ...]) -> Rules:
    content = load_content(folder)
    return Rules(content, dict(house_items))


def make_rules(house: dict[str, Any], folder: str | None = None) -> Rules:
    content = load_content(folder)
    values = check_house_rules(house, content)
    return rules_for(content.folder if folder is not None else None,
                     tuple(sorted(values.items())))


CLUES = CLUE_TYPES
