"""House rules and the rules object compiled from content plus house rules.

:func:`resolve_house_rules` turns ``config["house_rules"]`` into a complete, checked
``{gap id: value}`` dict (defaults from house_rules.json). :class:`Rules` precomputes what
the engine needs for one combination of content and house rules: attribute values, the
starting deck, where each card may be placed, the recovery tables and the shared action
objects. It is immutable and shared by every state (a deep copy is itself).
"""

from __future__ import annotations

import threading
from collections import Counter
from itertools import chain
from typing import Any

from eldertable.engine import houserules as H
from eldertable.engine.messages import Msg, N_
from eldertable.engine.protocol import state_digest

from . import actions as A
from .content import FURTHER_CULTIST, Content, Frozen, load_content

C = "miskatonic"
GOAL = 20
HAND_SIZE = 6
MIN_PLAY = 6
RITUALS = "secret_rituals"
STUDY = "study"
RECOVERY = ("intensive_care", "temporary_insanity", "jail")
ATTRS = ("combat", "investigation", "stealth", "sanity")


def resolve_house_rules(content: Content, given: Any) -> dict[str, Any]:
    """Complete and check the house rules; ValueError with a clear message when bad."""
    return H.resolve(content.house_rules.values(), given, game="Miskatonic Madness")


class Rules(Frozen):
    """Everything fixed for one game: content, house rules and what follows from them."""

    def __init__(self, content: Content, hr: dict[str, Any]):
        self.content = content
        self.hr = dict(hr)
        self.hr_digest = state_digest(sorted(hr.items()))
        c = content
        # MM-GAP-2: a named strength has the house-rule value, the rest what the file says.
        strength = hr["MM-GAP-2"]
        self.attrs = {}
        for inv in c.investigators.values():
            vals = dict(inv.attributes)
            for s in inv.strengths:
                vals[s] = strength
            self.attrs[inv.id] = vals
        # MM-GAP-8: without the Infirmary as a location only five locations take cards.
        self.university = tuple(loc for loc in c.university
                                if hr["MM-GAP-8"] or loc != "infirmary")
        self.boards = c.university + (RITUALS,)
        # per board: (location, is Secret Rituals, is open), for the observation
        self.board_flags = tuple((loc, loc == RITUALS, loc == RITUALS or loc in self.university)
                                 for loc in self.boards)
        deck, hand, box = [], [], []
        dropped_further = False
        further = c.bases.get(FURTHER_CULTIST, ())
        for cid in c.card_order:
            info = c.cards[cid]
            if not hr["MM-GAP-3"] and not dropped_further and further and cid == further[-1]:
                box.append(cid)  # MM-GAP-3 off: the Leader is one of the two further cultists
                dropped_further = True
                continue
            locs = self._locations_of(info)
            if not locs:
                box.append(cid)  # nowhere to play it (MM-GAP-8 off: Epidemic)
                continue
            (hand if info.start == "hand" else deck).append(cid)
        self.deck = tuple(deck)
        self.hand = tuple(hand)
        self.box = tuple(box)
        self.start_investigators = tuple(i.id for i in c.investigators.values() if i.start)
        self.allowed = {cid: frozenset(self._locations_of(c.cards[cid]))
                        for cid in deck + hand}
        self.place = {cid: tuple(A.place_card(cid, loc) for loc in self.boards
                                 if loc in self.allowed[cid])
                      for cid in deck + hand}
        self.place_at = {cid: {a.location: a for a in moves} for cid, moves in self.place.items()}
        table = c.tables[hr["MM-GAP-1"]]
        self.release = {space: table[space] for space in RECOVERY}
        self.items = {cid: info.item for cid, info in c.cards.items() if info.item is not None}
        rings = [cid for cid, it in self.items.items() if it.reroll]
        self.ring = rings[0] if rings else None
        self.cultists = frozenset(cid for cid, info in c.cards.items() if info.type == "cultist")
        self.fighters = frozenset(cid for cid, info in c.cards.items()
                                  if info.group == "combat")
        self.ally_cards = frozenset(cid for cid, info in c.cards.items() if info.ally)
        self.pi = {inv: {loc: A.place_investigator(inv, loc) for loc in self.university}
                   for inv in c.investigators}
        # book: the investigators sane enough to read it (MM-CARD-61)
        self.readers_of = {cid: frozenset(inv for inv, vals in self.attrs.items()
                                          if vals["sanity"] >= info.book.min_sanity)
                           for cid, info in c.cards.items() if info.book is not None}
        # book: {investigator sane enough: his move to read it in the Study}
        self.read_in_study = {book: {inv: A.place_investigator(inv, STUDY, book)
                                     for inv in c.investigators if inv in sane}
                              for book, sane in self.readers_of.items()}
        self.assign_to = {item: {inv: A.assign_item(item, inv) for inv in c.investigators}
                          for item in self.items}
        self.on_board = frozenset([loc + "/inv" for loc in self.boards if loc != RITUALS]
                                  + [STUDY])
        self.pi_open: dict[tuple, dict] = {}  # (investigator, open locations): placements
        self.allies_first = bool(hr["MM-GAP-28"])
        # The piles of a new game, in order: (name, cards, face, owner); and their census.
        piles = [("deck", self.deck, "down", None), ("hand", self.hand, "owner", 0),
                 ("box", self.box, "up", None)]
        piles += [(name, (), "up", None) for name in ("removed", "score", "possessions",
                                                       "cult_items")]
        for loc in self.boards:
            piles += [(loc + "/down", (), "owner", 0), (loc + "/up", (), "up", None)]
            if loc != RITUALS:
                piles.append((loc + "/inv", (), "up", None))
        piles.append(("pool", self.start_investigators, "up", None))
        piles += [(name, (), "up", None) for name in (STUDY,) + RECOVERY + ("final", "dead")]
        self.piles = tuple(piles)
        self.census = Counter(chain.from_iterable(p[1] for p in piles))

    def _locations_of(self, info) -> tuple[str, ...]:
        """Where a card may go: its printed locations, else any location (MM-PLAY-2,
        MM-GAP-9); Secret Rituals takes cultists only, or any card as a decoy (MM-GAP-9 off)."""
        base = info.locations or self.university
        locs = [loc for loc in base if loc in self.university]
        if info.rituals or not self.hr["MM-GAP-9"]:
            locs.append(RITUALS)
        return tuple(locs)

    def rule(self, gap: str) -> Any:
        return self.hr[gap]


_CACHE: dict[tuple, Rules] = {}
_LOCK = threading.Lock()


def rules_for(house_rules: Any, content: Content | None = None) -> Rules:
    content = content or load_content()
    hr = resolve_house_rules(content, house_rules)
    key = (id(content), tuple(sorted(hr.items())))
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is None:
            hit = _CACHE[key] = Rules(content, hr)
        return hit


def reason(text: str, **args: Any) -> Msg:
    return Msg(text, C, **args)


__all__ = ["Rules", "rules_for", "resolve_house_rules", "GOAL", "HAND_SIZE", "MIN_PLAY",
           "RITUALS", "STUDY", "RECOVERY", "ATTRS", "N_", "reason"]
