"""Mansions pathfinding on the largest shipped map: microseconds per query.

Loads every shipped scenario, takes the one whose map has the most spaces, reveals it all,
puts a monster in every room (every other one flying) and five investigators on it, then
times what a Monster step and an Investigator phase ask of the map:

* building the move graphs (investigator, walking, flying) and the range graph;
* one breadth-first search from a space (uncached);
* a monster activation: nearest investigator, then where it may end moving two spaces
  toward it (graphs and distances rebuilt, as after a door changes);
* the same activation with warm caches (nothing on the map changed);
* an investigator's Move options and the monsters within its range.

    python benchmarks/mansions_paths.py [--rounds N] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from eldertable.games.mansions.map.graph import (FLYING_MONSTER, INVESTIGATOR,  # noqa: E402
                                                 WALKING_MONSTER, bfs, range_graph)
from eldertable.games.mansions.map.mapstate import MapState  # noqa: E402
from eldertable.games.mansions.scenario.loader import load_scenario  # noqa: E402
from eldertable.resources import asset  # noqa: E402


def largest_map():
    best = None
    for path in sorted(asset("games", "mansions", "scenarios").glob("*.json")):
        s = load_scenario(path)
        if best is None or len(s.layout.spaces) > len(best.layout.spaces):
            best = s
    return best


def populate(scenario) -> MapState:
    lay = scenario.layout
    state = MapState(lay)
    for room in lay.rooms:
        state.reveal_room(room)
    for i, room in enumerate(sorted(lay.rooms)):
        state.place_figure(f"m{i}", "monster", lay.rooms[room].spaces[0],
                           mover=FLYING_MONSTER if i % 2 else WALKING_MONSTER)
    n = len(lay.spaces)
    for k in range(5):
        state.place_figure(f"inv{k}", "investigator", (k * 7919) % n)
    return state


def per_call(fn, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat * 1e6


def activate_all(state: MapState) -> int:
    """One Monster step: each monster picks the nearest investigator and moves 2 toward it."""
    investigators = [f.space for f in state.figures.values() if f.kind == "investigator"]
    moves = 0
    for f in state.figures.values():
        if f.kind != "monster":
            continue
        g = state.move_graph(f.mover)
        targets = g.nearest(f.space, investigators)
        if targets:
            g.toward(f.space, targets[0], 2)
            moves += 1
    return moves


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    scenario = largest_map()
    state = populate(scenario)
    lay = state.layout
    monsters = [f for f in state.figures.values() if f.kind == "monster"]
    n = len(lay.spaces)
    succ = state.move_graph(INVESTIGATOR).succ

    def cold_activation():
        state._changed()  # as after a door opens: every graph and distance is rebuilt
        activate_all(state)

    def build_graphs():
        state._changed()
        state.move_graph(INVESTIGATOR)
        state.move_graph(WALKING_MONSTER)
        state.move_graph(FLYING_MONSTER)
        state.range_graph()

    def investigator_phase():
        for f in state.figures.values():
            if f.kind == "investigator":
                state.move_options(f.id)
                state.monsters_in_range(f.space)

    warm = activate_all(state)
    results = {
        "map": scenario.model.meta.id,
        "spaces": n,
        "links": len(lay.links),
        "monsters": len(monsters),
        "flying": sum(f.mover.flying for f in monsters),
        "build_all_graphs_us": round(per_call(build_graphs, args.rounds), 1),
        "bfs_one_source_us": round(per_call(lambda: [bfs(succ, s) for s in range(n)], args.rounds) / n, 2),
        "range_graph_build_us": round(per_call(lambda: range_graph(lay, state.active()), args.rounds), 1),
        "monster_step_cold_us_per_monster": round(per_call(cold_activation, args.rounds) / warm, 2),
        "monster_step_warm_us_per_monster": round(per_call(lambda: activate_all(state), args.rounds * 5) / warm, 2),
        "investigator_move_and_range_us": round(per_call(investigator_phase, args.rounds) / 5, 2),
    }
    if args.json:
        print(json.dumps(results))
    else:
        for k, v in results.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
