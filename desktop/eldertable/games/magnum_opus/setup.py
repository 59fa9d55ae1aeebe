"""Building the opening position (MO-SETUP-*): axes, Search deck, Matrix, supplies, decks.

Every random step goes through ``state.chance`` in a fixed order, so a scripted source with
``shuffle="keep"`` gives the data order and tests can stack any deck afterwards.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain

from ...engine.decks import Pile, Table
from ...engine.fastrng import shuffle
from ...engine.messages import N_, Msg
from .rules import CLUES

C = "magnum-opus"


class SetupTable(Table):
    """A :class:`Table` filled in one go: every pile is added, then the census is taken
    once (``add_pile`` recounts the cards pile by pile). Ordinary afterwards."""

    _filling = False

    def add_pile(self, name: str, cards=(), face: str = "down", owner: int | None = None,
                 limit: int | None = None) -> Pile:
        if self._filling:
            pile = self.piles[name] = Pile(name, list(cards), face, owner, limit)
            return pile
        return super().add_pile(name, cards, face, owner, limit)

    def begin(self) -> "SetupTable":
        self._filling = True
        return self

    def done(self, rules, n: int) -> None:
        """Take the census: every game of one Rules and player count deals the same cards
        (all of them), so it is counted once and copied."""
        self._filling = False
        kept = rules.__dict__.setdefault("_census", {})
        census = kept.get(n)
        if census is None:
            census = kept[n] = Counter(chain.from_iterable([p.cards for p in self.piles.values()]))
        self._census = census.copy()


def build_table(st) -> None:
    """Create every pile and deal the opening position onto ``st``."""
    r = st.rules
    ch = st.chance
    n = st.seat_count
    size = r.size
    t = SetupTable().begin()
    st.table = t
    box: list[str] = []

    # MO-SETUP-1..3, MO-GAP-1: four types of each kind on the axes, the rest to the box.
    axes = {}
    for kind in ("alchemical", "mystic"):
        types = list(r.reagents[kind])
        if r.house["MO-GAP-1"] == "random":
            chosen = ch.sample(types, size)
        else:
            chosen = types[:size]
        axes[kind] = list(chosen)
        for typ in types:
            if typ not in chosen:
                box += r.copies[typ]
    st.axes_a = axes["alchemical"]
    st.axes_m = axes["mystic"]
    # MO-SETUP-4/5: the Reagent Search deck; the rest stays in faceup Supply piles.
    search: list[str] = []
    st.sup = {}
    for typ in st.axes_a + st.axes_m:
        ids = r.copies[typ]
        search += ids[:r.setup.search_copies]
        st.sup[typ] = t.add_pile(f"supply:{typ}", ids[r.setup.search_copies:], "up").cards
    shuffle(ch, search)
    st.search = t.add_pile("search", search, "down").cards

    # MO-SETUP-6/7: research grid and deck.
    research = [i for rid in r.research_ids for i in r.copies[rid]]
    shuffle(ch, research)
    cells = size * size
    st.res = [t.add_pile(f"research:{i}", [research[i]], "down").cards for i in range(cells)]
    st.research = t.add_pile("research", research[cells:], "down").cards

    # MO-SETUP-8..10: 3 clue discoveries + 13 of the rest, shuffled onto the grid.
    plain = [r.copies[d][0] for d in r.discovery_ids]
    shuffle(ch, plain)
    used = plain[:r.setup.matrix_discoveries]
    box += plain[r.setup.matrix_discoveries:]
    grid = [r.copies[r.clue_discovery[c]][0] for c in CLUES] + used
    shuffle(ch, grid)
    st.dis = [t.add_pile(f"discovery:{i}", [grid[i]], "down").cards for i in range(cells)]
    st.dstate = [0] * cells

    # MO-SETUP-11, MO-GAP-2/3: tradeskill piles; starting decks (MO-SETUP-15).
    start: dict[int, list[str]] = {s: [] for s in range(4)}
    leftovers: dict[str, list[str]] = {}
    for cid, per in r.start_deck.items():
        ids = list(r.copies[cid])
        maxp = r.setup.players.max
        for s in range(maxp):
            chunk = ids[s * per:(s + 1) * per]
            if s < n:
                start[s] += chunk
            elif cid in r.apprentice and not r.house["MO-GAP-2"] and r.house["MO-GAP-3"]:
                leftovers.setdefault(cid, []).extend(chunk)
            else:
                box += chunk
        rest = ids[maxp * per:]
        if cid in r.apprentice and r.house["MO-GAP-3"]:
            leftovers.setdefault(cid, []).extend(rest)
        else:
            box += rest
    for cid in r.apprentice + r.journeyman + r.masters:
        ids = leftovers.get(cid, []) if cid in r.start_deck else list(r.copies[cid])
        if cid in r.apprentice and not r.house["MO-GAP-3"]:
            box += [i for i in ids if i not in box]
            ids = []
        st.sup[cid] = t.add_pile(f"supply:{cid}", ids, "up").cards
    # MO-SETUP-13: effect piles.
    for cid in r.effect_ids:
        st.sup[cid] = t.add_pile(f"supply:{cid}", r.copies[cid], "up").cards
    for cid in r.action_ids:
        if cid not in r.start_deck:
            box += r.copies[cid]

    # MO-SETUP-12, MO-GAP-6: clue piles of Reagents in play, shuffled separately.
    in_play = set(st.axes_a + st.axes_m)
    st.cluepile = {}
    recipe: list[str] = []
    for ctype in CLUES:
        ids = [i for i in r.copies[f"clue-{ctype}"] if r.clue_reagent[i] in in_play]
        box += [i for i in r.copies[f"clue-{ctype}"] if r.clue_reagent[i] not in in_play]
        shuffle(ch, ids)
        if r.house["MO-GAP-6"] == "shared":
            recipe.append(ids.pop(0))
        st.cluepile[ctype] = t.add_pile(f"clue:{ctype}", ids, "down").cards
    st.recipe_cards = t.add_pile("recipe", recipe, "down").cards

    # Players: MO-SETUP-14..17.
    st.deck, st.hand, st.disc, st.tab, st.work = [], [], [], [], []
    st.shelves, st.shelved, st.aside, st.clues, st.pick = [], [], [], [], []
    for s in range(n):
        shuffle(ch, start[s])
        st.deck.append(t.add_pile(f"deck{s}", start[s], "down", owner=s).cards)
        st.hand.append(t.add_pile(f"hand{s}", [], "owner", owner=s).cards)
        st.disc.append(t.add_pile(f"discard{s}", [], "up", owner=s).cards)
        st.tab.append(t.add_pile(f"table{s}", [], "up", owner=s).cards)
        st.work.append(t.add_pile(f"work{s}", [], "up", owner=s).cards)
        st.shelves.append(t.add_pile(f"shelves{s}", [], "up", owner=s).cards)
        st.shelved.append(t.add_pile(f"shelved{s}", [], "up", owner=s).cards)
        st.aside.append(t.add_pile(f"aside{s}", [], "up", owner=s).cards)
        st.clues.append(t.add_pile(f"clues{s}", [], "owner", owner=s).cards)
        st.pick.append(t.add_pile(f"pick{s}", [], "owner", owner=s).cards)
    st.box = t.add_pile("box", box, "down").cards
    t.done(r, n)
    st.gold = [r.setup.starting_gold] * n
    st.bank_gold = r.setup.gold_tokens - r.setup.starting_gold * n
    st.experience = [0] * n
    st.bank_xp = r.setup.experience_tokens
    for s in range(n):
        st._draw(s, r.hand_size)


def roll_first_player(st) -> tuple[int, list]:
    """MO-SETUP-18 / MO-GAP-17: everyone rolls; the best roll goes first, ties reroll."""
    lowest = st.rules.house["MO-GAP-17"] == "lowest"
    contenders = list(range(st.seat_count))
    rolls = []
    while True:
        faces = st.chance.roll(len(contenders), st.rules.sides)
        rolls.append({str(s): f for s, f in zip(contenders, faces)})
        best = min(faces) if lowest else max(faces)
        tied = [s for s, f in zip(contenders, faces) if f == best]
        if len(tied) == 1:
            return tied[0], rolls
        contenders = tied


def first_player_text(seat: int) -> Msg:
    return Msg(N_(C, "Alchemist {n} rolls best and goes first."), C, n=seat + 1)
