"""The checks of a scenario's first-edition part (``first_edition``) against the rest of
the file and our first-edition card set: every room, token, monster, variable, objective
and event it names exists; every card it names is in the right deck and no stack or deck
asks for more copies than the set holds; the Keeper's deck can be built; no story choice
or named-monster rule is written where play never reads it.

Problems are ``(json path, message)`` pairs like :mod:`..scenario.validate`'s; the
loaders add the user's file name. Run once per loaded file (the loaders cache it).
"""

from __future__ import annotations

from collections import Counter

from ..map.layout import Layout
from ..scenario.firstedition import FirstEditionPart
from ..scenario.models import Scenario
from .cards import CardSet, card_set
from .effects import MoveMonsters

Problem = tuple[str, str]
P = "first_edition"
STACK_DECKS = ("exploration", "lock", "obstacle")


def part_problems(model: Scenario, layout: Layout | None,
                  cs: CardSet | None = None) -> list[Problem]:
    """Every problem of ``model.first_edition`` (none when the part is absent)."""
    part = model.first_edition
    if part is None:
        return []
    cs = cs or card_set()
    return (card_problems(part, cs, prefix=P + ".") + _references(model, part, layout)
            + _choices(model, part) + _keeper_deck(part, cs))


def card_problems(part: FirstEditionPart, cs: CardSet | None = None,
                  prefix: str = "") -> list[Problem]:
    """Cards the part names that our set does not hold, or of the wrong deck, or more
    copies of one than the set has."""
    cs = cs or card_set()
    out: list[Problem] = []
    for i, cid in enumerate(part.keeper_actions):
        if cs.deck_of.get(cid) != "keeper-action":
            out.append((f"{prefix}keeper_actions[{i}]", f"no keeper action card {cid!r}"))
    used: Counter[str] = Counter()
    for room, stack in part.rooms.items():
        for i, cid in enumerate(stack):
            if cs.deck_of.get(cid) not in STACK_DECKS:
                out.append((f"{prefix}rooms.{room}[{i}]",
                            f"no exploration, lock or obstacle card {cid!r}"))
                continue
            used[cid] += 1
            if used[cid] == _copies(cs, cid) + 1:
                out.append((f"{prefix}rooms.{room}[{i}]",
                            f"the room stacks ask for more {cid!r} cards than the set holds "
                            f"({_copies(cs, cid)})"))
    for deck, ids in part.decks.items():
        for i, cid in enumerate(ids):
            if not cs.deck_of.get(cid, "").startswith(deck):
                out.append((f"{prefix}decks.{deck}[{i}]", f"no {deck} card {cid!r}"))
    for i, cid in enumerate(part.time_periods):
        if cs.deck_of.get(cid) != "time-period":
            out.append((f"{prefix}time_periods[{i}]", f"no time period card {cid!r}"))
    for i, tt in enumerate(part.time_travel):
        if tt.to != "next" and tt.to not in part.time_periods:
            out.append((f"{prefix}time_travel[{i}].to",
                        f"{tt.to!r} is not one of time_periods"))
    for period in part.period_tokens:
        if period not in part.time_periods:
            out.append((f"{prefix}period_tokens.{period}", "not one of time_periods"))
    return out


def _copies(cs: CardSet, cid: str) -> int:
    return cs.decks.get(cs.deck_of.get(cid, ""), []).count(cid) or 1


def _references(m: Scenario, part: FirstEditionPart, layout: Layout | None) -> list[Problem]:
    out: list[Problem] = []
    rooms = set(layout.rooms) if layout is not None else None
    tokens = {t.id for t in m.map.tokens}
    monsters = {x.id for x in m.map.monsters}
    variables = {v.id: v for v in m.variables}
    objectives = {o.id for o in m.objectives}
    events = {e.id for e in m.events}

    def room(where: str, ref: str) -> None:
        if rooms is not None and ref not in rooms:
            out.append((where, f"no room {ref!r} on the map (a room is written "
                               f"<tile id>.<room id>)"))

    for ref in part.rooms:
        room(f"{P}.rooms.{ref}", ref)
    if part.exit_room is not None:
        room(f"{P}.exit_room", part.exit_room)
    for obj, ids in part.objective_tokens.items():
        if obj not in objectives:
            out.append((f"{P}.objective_tokens.{obj}", f"no objective {obj!r}"))
        for i, tok in enumerate(ids):
            if tok not in tokens:
                out.append((f"{P}.objective_tokens.{obj}[{i}]", f"no token {tok!r} on the map"))
    for period, ids in part.period_tokens.items():
        for i, tok in enumerate(ids):
            if tok not in tokens:
                out.append((f"{P}.period_tokens.{period}[{i}]", f"no token {tok!r} on the map"))
    if part.escape_objective is not None and part.escape_objective not in objectives:
        out.append((f"{P}.escape_objective", f"no objective {part.escape_objective!r}"))
    if part.escape_objective is not None and part.exit_room is None:
        out.append((f"{P}.exit_room", "an escape objective needs the exit_room to escape by"))
    if part.warden is not None and part.warden not in monsters:
        out.append((f"{P}.warden", f"no monster {part.warden!r} in map.monsters"))
    for i, mid in enumerate(part.confined):
        if mid not in monsters:
            out.append((f"{P}.confined[{i}]", f"no monster {mid!r} in map.monsters"))
    if part.confined and part.warden_free is None:
        out.append((f"{P}.warden_free", "confined monsters need the flag variable that "
                                        "frees them"))
    for key, want in (("warden_free", "flag"), ("period_variable", "number")):
        vid = getattr(part, key)
        if vid is None:
            continue
        var = variables.get(vid)
        if var is None:
            out.append((f"{P}.{key}", f"no variable {vid!r}"))
        elif var.type != want:
            out.append((f"{P}.{key}", f"variable {vid!r} is a {var.type}; a {want} is needed"))
    for i, tt in enumerate(part.time_travel):
        if tt.event not in events:
            out.append((f"{P}.time_travel[{i}].event", f"no event {tt.event!r}"))
    if part.time_travel and not part.time_periods:
        out.append((f"{P}.time_periods", "time travel needs the time period cards"))
    seen: set[str] = set()
    for i, nm in enumerate(part.named_monsters):
        if nm.monster not in monsters:
            out.append((f"{P}.named_monsters[{i}].monster",
                        f"no monster {nm.monster!r} in map.monsters"))
        if nm.monster in seen:
            out.append((f"{P}.named_monsters[{i}].monster",
                        f"{nm.monster!r} has rules twice"))
        seen.add(nm.monster)
    return out


def _choices(m: Scenario, part: FirstEditionPart) -> list[Problem]:
    """Duplicate ids, and what play never reaches: the Keeper makes the first story
    choice only, and an answer whose goal the story cannot reach."""
    out: list[Problem] = []
    ids: set[str] = set()
    for ci, choice in enumerate(part.choices):
        if choice.id in ids:
            out.append((f"{P}.choices[{ci}].id", f"id {choice.id!r} is used twice"))
        ids.add(choice.id)
        opts: set[str] = set()
        for oi, opt in enumerate(choice.options):
            where = f"{P}.choices[{ci}].options[{oi}]"
            if opt.id in opts:
                out.append((f"{where}.id", f"id {opt.id!r} is used twice"))
            opts.add(opt.id)
            if ci == 0 and opt.goal == "warden-out" and (part.warden is None
                                                         or part.exit_room is None):
                out.append((f"{where}.goal", "the Keeper can never reach the warden-out "
                                             "goal: give the story a warden and an "
                                             "exit_room"))
        if ci > 0:
            out.append((f"{P}.choices[{ci}]", "never reached: the Keeper makes only the "
                                              "first story choice"))
    return out


def _keeper_deck(part: FirstEditionPart, cs: CardSet) -> list[Problem]:
    """The Keeper's action cards: each card of the set once (it holds one of each), and
    a named monster's move count only for a card in the deck that moves monsters."""
    out: list[Problem] = []
    count: Counter[str] = Counter()
    for i, cid in enumerate(part.keeper_actions):
        count[cid] += 1
        if cs.deck_of.get(cid) == "keeper-action" and count[cid] == _copies(cs, cid) + 1:
            out.append((f"{P}.keeper_actions[{i}]",
                        f"the Keeper's deck cannot be built: {cid!r} is listed "
                        f"{'again' if _copies(cs, cid) == 1 else 'more often than the set holds'}"))
    deck = set(part.keeper_actions)
    for i, nm in enumerate(part.named_monsters):
        for cid in nm.moves:
            where = f"{P}.named_monsters[{i}].moves.{cid}"
            if cid not in deck:
                out.append((where, f"{cid!r} is not one of keeper_actions, so this is "
                                   f"never used"))
            elif not any(isinstance(e, MoveMonsters) for e in cs.cards[cid].effects):
                out.append((where, f"the card {cid!r} moves no monsters"))
    return out
