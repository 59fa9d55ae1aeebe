"""Checks of a scenario beyond its schema: references, duplicate ids, the map, missing
text, asset paths, and the event graph (events that can never run, no way to win).

Every check returns ``(json path, message)`` pairs; :mod:`.loader` adds the file name.
The event analysis is :mod:`.reach`, which the editor's flow view shares.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..content import Catalog
from ..map.geometry import TileDef
from ..map.graph import Mover, move_graph
from ..map.edgemarks import EdgeMark
from ..map.layout import Layout, Placement
from ..map.mapstate import DOOR_TOKENS, TOKEN_SUPPLY
from ..paths import contained_path_problem
from .models import (PUZZLE_TYPES, SKILLS, DoAddVariable, DoDoor, DoEnd, DoItem, DoMessage,
                     DoMonster, DoObjective, DoPuzzle, DoReveal, DoRun, DoSetVariable, DoSpell,
                     DoTest, DoToken, IfItem, IfMonster, IfRevealed, IfToken, IfVariable,
                     OnEscaped, OnMonsterDefeated, OnSpaceEntered, OnTokenUsed, OnVariable,
                     Scenario)
from .reach import reach

Problem = tuple[str, str]


@dataclass
class Checked:
    """A scenario whose map could be built (problems may still be present)."""

    model: Scenario
    layout: Layout | None
    problems: list[Problem] = field(default_factory=list)


def check_scenario(model: Scenario, folder: Path, tiles: dict[str, TileDef],
                   catalog: Catalog) -> Checked:
    """All checks; ``tiles`` is the tile library plus the scenario's own tile files."""
    out: list[Problem] = []
    out += _duplicates(model)
    out += _texts(model)
    out += _content(model, catalog)
    if model.meta.cover is not None:
        msg = contained_path_problem(folder, model.meta.cover)
        if msg:
            out.append(("meta.cover", msg))
    layout, map_problems = _map(model, tiles, catalog)
    out += map_problems
    out += _story_refs(model, layout)
    out += _events(model)
    out += _edition_part(model)
    return Checked(model, layout, out)


def _edition_part(m: Scenario) -> list[Problem]:
    """A first-edition story carries its Keeper Guide (``first_edition``); a second-edition
    scenario has none (what it names is checked by ``first.storycheck``)."""
    if m.rules == "first-edition" and m.first_edition is None:
        return [("first_edition", f"a first-edition story needs its first_edition part: "
                                  f"the story choice, the Keeper's action cards and the room "
                                  f"stacks (docs/scenario-format.md); a format-1 file may "
                                  f"keep them beside it in {m.meta.id}.story.json")]
    if m.rules != "first-edition" and m.first_edition is not None:
        return [("first_edition", f"only first-edition stories have this part; this "
                                  f"scenario is played by {m.rules} rules")]
    return []


# --------------------------------------------------------------------------- ids and text


def _duplicates(m: Scenario) -> list[Problem]:
    out = []
    groups = [("map.tiles", m.map.tiles), ("map.passages", m.map.passages),
              ("map.tokens", m.map.tokens), ("map.monsters", m.map.monsters),
              ("variables", m.variables), ("objectives", m.objectives),
              ("epilogues", m.epilogues), ("puzzles", m.puzzles), ("events", m.events)]
    for path, items in groups:
        seen: set[str] = set()
        for i, item in enumerate(items):
            if item.id in seen:
                out.append((f"{path}[{i}].id", f"id {item.id!r} is used twice"))
            seen.add(item.id)
    for path, ids in (("content.monsters", m.content.monsters), ("content.items", m.content.items),
                      ("content.spells", m.content.spells), ("content.decks", m.content.decks),
                      ("content.investigators", m.content.investigators or [])):
        seen = set()
        for i, ident in enumerate(ids):
            if ident in seen:
                out.append((f"{path}[{i}]", f"{ident!r} is listed twice"))
            seen.add(ident)
    return out


def _texts(m: Scenario) -> list[Problem]:
    found: list[tuple[str, str | None]] = [("meta.title", m.meta.title),
                                           ("meta.introduction", m.meta.introduction)]
    found += [(f"objectives[{i}].text", o.text) for i, o in enumerate(m.objectives)]
    found += [(f"epilogues[{i}].text", e.text) for i, e in enumerate(m.epilogues)]
    found += [(f"puzzles[{i}].text", p.text) for i, p in enumerate(m.puzzles)]
    found += [(f"map.tokens[{i}].label", t.label) for i, t in enumerate(m.map.tokens)
              if t.label is not None]
    found += [(f"map.monsters[{i}].name", x.name) for i, x in enumerate(m.map.monsters)
              if x.name is not None]
    for ei, ev in enumerate(m.events):
        for oi, o in enumerate(ev.outcomes):
            if isinstance(o, (DoMessage, DoTest)):
                found.append((f"events[{ei}].outcomes[{oi}].text", o.text))
    return [(path, "text is missing") for path, text in found if text is not None and not text.strip()]


def _content(m: Scenario, cat: Catalog) -> list[Problem]:
    out = []
    for name, ids, known in (("investigators", m.content.investigators or [], cat.investigators),
                             ("monsters", m.content.monsters, cat.monsters),
                             ("items", m.content.items, cat.items),
                             ("spells", m.content.spells, cat.spells),
                             ("decks", m.content.decks, cat.decks)):
        for i, ident in enumerate(ids):
            if ident not in known:
                out.append((f"content.{name}[{i}]", f"no {name[:-1]} {ident!r} in the shared {name}"))
    for i, deck in enumerate(m.content.decks):
        if deck in cat.decks and m.rules not in cat.decks[deck].rules:
            out.append((f"content.decks[{i}]", f"the {deck!r} deck is not used by {m.rules} rules"))
    if m.content.investigators is not None and len(set(m.content.investigators)) < m.meta.investigators.max:
        out.append(("content.investigators",
                    f"{m.meta.investigators.max} investigators may play but only "
                    f"{len(set(m.content.investigators))} are offered"))
    return out


# --------------------------------------------------------------------------- the map


def _map(m: Scenario, tiles: dict[str, TileDef], cat: Catalog) -> tuple[Layout | None, list[Problem]]:
    out: list[Problem] = []
    placements = []
    for i, pt in enumerate(m.map.tiles):
        tile = tiles.get(pt.tile)
        if tile is None:
            out.append((f"map.tiles[{i}].tile", f"no tile {pt.tile!r} in the tile library"))
            continue
        placements.append((i, Placement(pt.id, tile, pt.at[0], pt.at[1], pt.rotation)))
    if len(placements) != len(m.map.tiles):
        return None, out
    index_of = {p.id: i for i, p in placements}
    spaces = _space_ids(placements)
    passages = []
    for i, pa in enumerate(m.map.passages):
        bad = [s for s in pa.between if s not in spaces]
        if bad:
            out.append((f"map.passages[{i}].between", _no_space(bad[0])))
        elif pa.between[0] == pa.between[1]:
            out.append((f"map.passages[{i}].between", "a secret passage joins two different spaces"))
        else:
            passages.append((pa.id, pa.between[0], pa.between[1]))
    layout = Layout.build([p for _, p in placements], passages, edge_marks(m))
    for prob in layout.problems:
        if prob.tile is not None:
            where = f"map.tiles[{index_of[layout.placements[prob.tile].id]}]"
        else:
            where = f"map.edges[{prob.edge}]" if prob.edge is not None else "map.passages"
        out.append((where, prob.message))
    revealed = {t.id for t in m.map.tiles if t.revealed}
    if not revealed:
        out.append(("map.tiles", "no tile is revealed at the start"))
    if m.map.start not in layout.index:
        out.append(("map.start", _no_space(m.map.start)))
    elif layout.spaces[layout.index[m.map.start]].tile not in revealed:
        out.append(("map.start", "the start space lies on a tile that is not revealed at the start"))
    for i, d in enumerate(m.map.doors):
        if d.door not in layout.door_alias:
            out.append((f"map.doors[{i}].door", _no_door(d.door)))
    counts: dict[str, int] = {}
    for i, t in enumerate(m.map.tokens):
        counts[t.kind] = counts.get(t.kind, 0) + 1
        if t.space is not None and t.space not in layout.index:
            out.append((f"map.tokens[{i}].space", _no_space(t.space)))
        if t.door is not None:
            if t.kind not in DOOR_TOKENS:
                out.append((f"map.tokens[{i}].door", f"a {t.kind} token lies in a space, not on a door"))
            elif t.door not in layout.door_alias:
                out.append((f"map.tokens[{i}].door", _no_door(t.door)))
    for kind, limit in TOKEN_SUPPLY.items():
        if counts.get(kind, 0) > limit:
            out.append(("map.tokens", f"{counts[kind]} {kind} tokens, but there are only {limit}"))
    for i, mp in enumerate(m.map.monsters):
        if mp.monster not in m.content.monsters:
            out.append((f"map.monsters[{i}].monster", f"monster {mp.monster!r} is not listed in content.monsters"))
        if mp.space not in layout.index:
            out.append((f"map.monsters[{i}].space", _no_space(mp.space)))
    if m.map.start in layout.index and not layout.problems:
        out += _unreachable_tiles(m, layout, index_of)
    return layout, out


def edge_marks(m: Scenario) -> list[EdgeMark]:
    """The scenario's ``map.edges`` as the layout lays them."""
    return [EdgeMark(i, e.kind, *(e.between if e.between is not None else (e.space, e.side)))
            for i, e in enumerate(m.map.edges)]


def _space_ids(placements) -> set[str]:
    return {f"{p.id}.{sid}" for _, p in placements for sid in p.tile.spaces}


def _no_space(ref: str) -> str:
    if "." not in ref:
        return f"{ref!r}: a space is named '<placed tile id>.<space id>'"
    return f"no space {ref!r} on the map"


def _no_door(ref: str) -> str:
    if "." not in ref:
        return f"{ref!r}: a door is named '<placed tile id>.<door id>'"
    return f"no door or secret passage {ref!r} on the map"


def _unreachable_tiles(m: Scenario, layout: Layout, index_of: dict[str, int]) -> list[Problem]:
    """Tiles that no investigator could ever walk to, even with every door open."""
    g = move_graph(layout, Mover(passes_locked=True, passes_barricades=True))
    dist = g.distances_from(layout.index[m.map.start])
    reach_tiles = {layout.spaces[i].tile for i, d in enumerate(dist) if d >= 0}
    return [(f"map.tiles[{index_of[p.id]}]", f"no space of tile {p.id!r} can be reached from the start")
            for p in layout.placements if p.id not in reach_tiles]


# --------------------------------------------------------------------------- references in the story


def _story_refs(m: Scenario, layout: Layout | None) -> list[Problem]:
    out: list[Problem] = []
    tiles = {t.id for t in m.map.tiles}
    tokens = {t.id for t in m.map.tokens}
    monsters = {x.id for x in m.map.monsters}
    variables = {v.id: v for v in m.variables}
    objectives = {o.id for o in m.objectives}
    epilogues = {e.id: e for e in m.epilogues}
    puzzles = {p.id for p in m.puzzles}
    events = {e.id for e in m.events}
    skills = SKILLS[m.rules]
    if m.start_objective not in objectives:
        out.append(("start_objective", f"no objective {m.start_objective!r}"))
    for i, p in enumerate(m.puzzles):
        if p.type not in PUZZLE_TYPES[m.rules]:
            out.append((f"puzzles[{i}].type", f"{m.rules} rules have no {p.type} puzzle; use one of: "
                                              f"{', '.join(PUZZLE_TYPES[m.rules])}"))
        if p.skill not in skills:
            out.append((f"puzzles[{i}].skill", _bad_skill(p.skill, m.rules)))
        if p.type == "alchemy":
            sides = _alchemy_sides()
            if p.setup is None:
                out.append((f"puzzles[{i}].setup", "an alchemy puzzle names its setup side (FA-ALCH-4)"))
            elif p.setup not in sides:
                out.append((f"puzzles[{i}].setup", f"no alchemy setup side {p.setup!r}; the sides are: "
                                                   f"{', '.join(sorted(sides))}"))

    def var_value(path: str, var: str, value) -> None:
        v = variables.get(var)
        if v is None:
            out.append((path.rsplit(".", 1)[0] + ".variable", f"no variable {var!r}"))
        elif (v.type == "flag") != isinstance(value, bool):
            out.append((path, f"variable {var!r} is a {v.type}; the value must be "
                              + ("true or false" if v.type == "flag" else "a whole number")))

    def need(path: str, ident: str | None, known, noun: str, where: str = "") -> None:
        if ident is not None and ident not in known:
            out.append((path, f"no {noun} {ident!r}{where}"))

    for ei, ev in enumerate(m.events):
        base = f"events[{ei}]"
        t = ev.trigger
        if isinstance(t, OnTokenUsed):
            need(f"{base}.trigger.token", t.token, tokens, "token")
        elif isinstance(t, OnMonsterDefeated):
            need(f"{base}.trigger.monster", t.monster, monsters, "monster", " on the map")
        elif isinstance(t, OnVariable):
            var_value(f"{base}.trigger.value", t.variable, t.value)
        elif isinstance(t, OnSpaceEntered) and layout is not None:
            if t.space is not None and t.space not in layout.index:
                out.append((f"{base}.trigger.space", _no_space(t.space)))
            if t.room is not None and t.room not in layout.rooms:
                out.append((f"{base}.trigger.room", f"no room {t.room!r} on the map"))
        elif isinstance(t, OnEscaped) and layout is not None:
            if t.room not in layout.rooms:
                out.append((f"{base}.trigger.room", f"no room {t.room!r} on the map"))
            elif not layout.escape_spaces(t.room):
                out.append((f"{base}.trigger.room", f"room {t.room!r} has no escape edge "
                                                    f"that leads out of the map (FA-ESC-2)"))
        for ci, c in enumerate(ev.conditions):
            cp = f"{base}.conditions[{ci}]"
            if isinstance(c, IfVariable):
                var_value(f"{cp}.value", c.variable, c.value)
            elif isinstance(c, IfRevealed):
                need(f"{cp}.tile", c.tile, tiles, "tile", " on the map")
            elif isinstance(c, IfToken):
                need(f"{cp}.token", c.token, tokens, "token")
            elif isinstance(c, IfMonster):
                need(f"{cp}.monster", c.monster, monsters, "monster", " on the map")
            elif isinstance(c, IfItem) and c.item not in m.content.items:
                out.append((f"{cp}.item", f"item {c.item!r} is not listed in content.items"))
        for oi, o in enumerate(ev.outcomes):
            op = f"{base}.outcomes[{oi}]"
            if isinstance(o, DoReveal):
                for ti, tid in enumerate(o.tiles):
                    need(f"{op}.tiles[{ti}]", tid, tiles, "tile", " on the map")
            elif isinstance(o, DoToken):
                need(f"{op}.token", o.token, tokens, "token")
            elif isinstance(o, DoMonster):
                need(f"{op}.monster", o.monster, monsters, "monster", " on the map")
            elif isinstance(o, DoDoor) and layout is not None:
                if o.door not in layout.door_alias:
                    out.append((f"{op}.door", _no_door(o.door)))
            elif isinstance(o, DoTest):
                if o.skill not in skills:
                    out.append((f"{op}.skill", _bad_skill(o.skill, m.rules)))
                if m.rules == "first-edition" and o.difficulty is not None:
                    out.append((f"{op}.difficulty", "a first-edition test is a d10 roll under "
                                                    "the attribute; it has no difficulty"))
                need(f"{op}.pass", o.pass_, events, "event")
                need(f"{op}.fail", o.fail, events, "event")
            elif isinstance(o, DoPuzzle):
                need(f"{op}.puzzle", o.puzzle, puzzles, "puzzle")
                need(f"{op}.solved", o.solved, events, "event")
                need(f"{op}.unsolved", o.unsolved, events, "event")
            elif isinstance(o, DoItem):
                if o.item not in m.content.items:
                    out.append((f"{op}.item", f"item {o.item!r} is not listed in content.items"))
            elif isinstance(o, DoSpell):
                if o.spell not in m.content.spells:
                    out.append((f"{op}.spell", f"spell {o.spell!r} is not listed in content.spells"))
            elif isinstance(o, DoSetVariable):
                var_value(f"{op}.value", o.variable, o.value)
            elif isinstance(o, DoAddVariable):
                v = variables.get(o.variable)
                if v is None:
                    out.append((f"{op}.variable", f"no variable {o.variable!r}"))
                elif v.type != "number":
                    out.append((f"{op}.variable", f"variable {o.variable!r} is a flag; only numbers add"))
            elif isinstance(o, DoObjective):
                need(f"{op}.to", o.to, objectives, "objective")
            elif isinstance(o, DoRun):
                need(f"{op}.event", o.event, events, "event")
                if o.event == ev.id:
                    out.append((f"{op}.event", "an event cannot run itself"))
            elif isinstance(o, DoEnd):
                epi = epilogues.get(o.ending)
                if epi is None:
                    out.append((f"{op}.ending", f"no epilogue {o.ending!r}"))
                elif epi.outcome != o.do:
                    out.append((f"{op}.ending", f"epilogue {o.ending!r} is told on a "
                                                f"{epi.outcome}, not on a {o.do}"))
    return out


def _alchemy_sides() -> set[str]:
    from ..puzzles.data import PuzzleDataError, alchemy_data

    try:
        return {side.id for layout in alchemy_data().layouts for side in layout.sides}
    except PuzzleDataError:
        return set()


def _bad_skill(skill: str, rules: str) -> str:
    return f"{skill!r} is not a {rules} skill; use one of: {', '.join(SKILLS[rules])}"


# --------------------------------------------------------------------------- the event graph


_WHY = {"uncalled": "no event that can run calls it", "trigger": "its trigger can never fire",
        "conditions": "its conditions can never all hold"}


def _events(m: Scenario) -> list[Problem]:
    """Events that can never run (:mod:`.reach`), and whether any run can reach a win."""
    r = reach(m.events, m.map.tiles, m.map.tokens, m.map.monsters, m.variables,
              (m.meta.investigators.min, m.meta.investigators.max))
    out: list[Problem] = []
    for i, ev in enumerate(m.events):
        why = r.why(ev)
        if why is not None:
            out.append((f"events[{i}]", f"event {ev.id!r} can never run: {_WHY[why]}"))
    if not r.wins():
        out.append(("events", "no event that can run leads to a win"))
    return out
