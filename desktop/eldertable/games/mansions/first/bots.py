"""First-edition bots. They read only ``state.observation(seat)`` and the legal actions.

* :class:`InvestigatorBot` follows the story's objective: it walks to the tokens the
  objective names (``objective_targets``), uses them, carries the object out across an
  escape edge, fights monsters in its space with its best weapon, explores rooms on the
  way for items, and plays puzzles greedily (alchemy: the swap that places most shapes);
  asked who makes a story test, it sends the investigator with the best number to roll
  under (the first of them on a tie).
* :class:`KeeperBot` scores every choice: the story choice by how the party's size suits
  each goal, keeper actions and threat effects by the harm they do per threat spent (more
  for an investigator near elimination), monster moves by the distance they close, and
  the Warden's walk to the exit when that is the goal; it ends its turn when nothing
  scores.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Sequence

from ....engine.bots import Bot, RandomBot
from . import actions as A


def bfs(adj: list[list[int]], src: int, avoid: frozenset[int] = frozenset()) -> list[int]:
    """Steps from ``src`` (-1: unreachable); spaces in ``avoid`` are not passed through."""
    dist = [-1] * len(adj)
    dist[src] = 0
    q = deque([src])
    while q:
        u = q.popleft()
        if u in avoid and u != src:
            continue
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                q.append(v)
    return dist


_TABLES: dict[int, tuple[Any, dict]] = {}


def distances(adj: Sequence[Sequence[int]], src: int,
              avoid: frozenset[int] = frozenset()) -> list[int]:
    """:func:`bfs`, answered from a table kept per adjacency: the observation hands out
    one adjacency object per map state (the move graph), so every question about the same
    map state after the first is a look-up. The lists are shared: read them, never change
    them."""
    hit = _TABLES.get(id(adj))
    if hit is None or hit[0] is not adj:
        if len(_TABLES) >= 64:
            _TABLES.clear()
        hit = _TABLES[id(adj)] = (adj, {})
    table = hit[1]
    key = (src, avoid) if avoid else src
    dist = table.get(key)
    if dist is None:
        if len(table) >= 4096:
            table.clear()
        dist = table[key] = bfs(adj, src, avoid)
    return dist


def _puzzle_move(obs: dict[str, Any], legal: Sequence) -> Any:
    moves = {A.move_of(a)["type"]: a for a in legal}
    board = obs.get("puzzle") or {}
    if board.get("kind") != "alchemy":
        for a in legal:
            kind = A.move_of(a)["type"]
            if "stop" not in kind and "end" not in kind:
                return a
        return legal[0]
    if "alchemy.skill-point" in moves:
        return moves["alchemy.skill-point"]
    edges, slots = board["edges"], board["slots"]
    best, gain = None, 0
    for a in legal:
        m = A.move_of(a)
        if m["type"] != "alchemy.swap":
            continue
        x, y = m["a"], m["b"]
        sx, sy = slots[x]["shape"], slots[y]["shape"]
        g = (sy == edges[x]) + (sx == edges[y]) - (sx == edges[x]) - (sy == edges[y])
        if g > gain:
            best, gain = a, g
    if best is not None:
        return best
    for a in legal:
        m = A.move_of(a)
        if m["type"] == "alchemy.discard" and not slots[m["slot"]]["correct"] \
                and board["actions_left"] >= 2:
            return a
    return moves.get("alchemy.stop", legal[0])


class InvestigatorBot(Bot):
    name = "default"

    def choose(self, obs: dict[str, Any], legal: Sequence) -> Any:
        if isinstance(legal[0], A.PuzzleStep):
            return _puzzle_move(obs, legal)
        me = obs["investigators"][self.seat]
        if obs["pending"] is not None:
            if obs["pending"]["kind"] == "either":  # the better chance, power bonuses in
                targets = obs["pending"].get("targets") or me["attributes"]
                return max(legal, key=lambda a: targets[a.option])
            if obs["pending"]["kind"] == "tester":  # the best chance; a tie: the first
                targets = obs["pending"]["targets"]
                return max(legal, key=lambda a: targets[a.option])
            return legal[self.rng.randrange(len(legal))]
        by_type: dict[type, list] = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        space = me["space"]
        adj = obs["adjacency"]
        targets = self.targets(obs, me)
        for a in by_type.get(A.UseToken, ()):
            if a.token in obs["objective_targets"]:
                return a
        if A.Escape in by_type and obs["objective_escape"]:
            return by_type[A.Escape][0]
        if obs["objective_escape"] and A.Cast("mists-spell") in legal:
            return A.Cast("mists-spell")  # walk out unseen (FA-HIDE-5)
        if A.Attack in by_type:
            weapons = [a for a in by_type[A.Attack] if a.weapon != "unarmed"]
            if weapons:
                return weapons[-1]
        dist = distances(adj, space)
        goal = min((t for t in targets if dist[t] >= 0), key=lambda t: (dist[t], t), default=None)
        if A.Step in by_type and goal is not None and goal != space:
            danger = frozenset(m["space"] for m in obs["monsters"]) - {goal}
            back, direct = distances(adj, goal, danger), distances(adj, goal)
            bold = len(obs["investigators"]) > 1  # a lone investigator keeps clear
            if back[space] < 0 or (bold and back[space] > direct[space] + 2):
                back = direct  # no way round the monsters, or a long one: go past them
            steps = [a for a in by_type[A.Step] if a.to not in danger] or by_type[A.Step]
            best = min(steps, key=lambda a: (back[a.to] if back[a.to] >= 0 else 99, a.to))
            if 0 <= back[best.to] < back[space]:
                return best
        if A.UseItem in by_type and (me["damage"] >= me["health"] - 2
                                     or me["horror"] >= me["sanity"] - 2):
            return by_type[A.UseItem][0]
        far = goal is not None and goal != space and dist[goal] > me["moves"]
        if A.Run in by_type and far:
            return by_type[A.Run][0]
        if A.Explore in by_type:
            return by_type[A.Explore][0]
        return by_type.get(A.EndTurn, legal)[0]

    def targets(self, obs: dict[str, Any], me: dict[str, Any]) -> list[int]:
        if obs["objective_escape"]:
            return list(obs["escapes"])
        out = []
        wanted = obs["objective_targets"]  # read once: a read of the view costs a call
        for t in obs["tokens"]:
            if t["id"] in wanted and t["space"] is not None:
                out.append(t["space"])
                if t["kind"] in ("lock", "obstacle"):  # used from beside it
                    out += obs["adjacency"][t["space"]]
        if out:
            return out
        return [s for s, n in obs["explore_spaces"]] or [me["space"]]


class KeeperBot(Bot):
    name = "keeper"

    def choose(self, obs: dict[str, Any], legal: Sequence) -> Any:
        first = legal[0]
        if isinstance(first, A.ChooseStory):
            n = sum(1 for i in obs["investigators"])
            prefer = {"time": 1.0, "mutations": 2.0 if n >= 3 else 0.5,
                      "warden-out": 2.0 if n <= 2 else 0.8}
            return max(legal, key=lambda a: (prefer.get(obs["goals"][a.option], 0), a.option))
        if obs["pending"] is not None and obs["pending"]["kind"] == "react":
            plays = [a for a in legal if isinstance(a, A.KeeperPlay)]
            if plays and obs["threat"] >= 1:
                return max(plays, key=lambda a: (obs["card_values"].get(a.card, 0), a.card))
            return next(a for a in legal if isinstance(a, A.Pass))
        if isinstance(first, (A.Choose, A.PuzzleStep)):
            return first
        best, score = None, 0.4
        for a in legal:
            s = self.score(obs, a)
            if s > score:
                best, score = a, s
        if best is not None:
            return best
        return next((a for a in legal if isinstance(a, A.KeeperEnd)), legal[-1])

    def score(self, obs: dict[str, Any], a) -> float:
        if isinstance(a, A.ThreatEffect):
            return 1.5
        if not isinstance(a, A.KeeperAction):
            return 0.0
        value = obs["card_values"].get(a.card, 0.0)
        cost = max(1, obs["card_costs"].get(a.card, 1))
        invs = {i["id"]: i for i in obs["investigators"]}
        goal = obs["goal"]
        if a.target in invs:
            inv = invs[a.target]
            left = min(inv["health"] - inv["damage"], inv["sanity"] - inv["horror"])
            value *= 1.0 + 2.0 / max(1, left)
            if goal == "mutations" and "mutation" in obs["card_effects"].get(a.card, ()):
                value += 3.0
        elif a.to >= 0:
            mon = next((m for m in obs["monsters"] if m["id"] == a.target), None)
            if mon is None:
                return 0.0
            if goal == "warden-out" and a.target == obs["warden"]:
                d0, d1 = obs["exit_distance"][mon["space"]], obs["exit_distance"][a.to]
                return 3.0 * (d0 - d1) if d0 >= 0 and d1 >= 0 else 0.0
            spaces = [i["space"] for i in obs["investigators"] if i["space"] is not None
                      and not i["hidden"]]
            if not spaces:
                return 0.0
            dist = distances(obs["adjacency"], a.to)
            near = min((dist[s] for s in spaces if dist[s] >= 0), default=9)
            return 1.6 if near == 0 else 0.3
        elif "move-monsters" in obs["card_effects"].get(a.card, ()):
            value = 0.8 * len(obs["monsters"])
        elif "summon" in obs["card_effects"].get(a.card, ()):
            value = 3.0 if obs["threat"] >= 5 else 0.0
        return value / cost


BOTS = {"default": InvestigatorBot, "keeper": KeeperBot, "random": RandomBot}
