"""Investigator bots. They read the observation and the legal actions only: the explored
map, the public tokens, the investigators and the visible monsters.

:class:`InvestigatorBot` ("default") plays a scenario the way a careful newcomer would:
use every token in reach (search, explore, interact; an interact token that gave nothing
is tried again only when the objective changes), pick up what others dropped, fight a
monster in its space when it can hurt it and has health to spare, step away when it is
hurt, shoot what is in range, patch up the wounded, solve puzzles with a search, and spend
Clues where they turn a failure into a pass. ``explain`` keeps the reason of the last
choice.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....engine.bots import Bot, RandomBot
from . import actions as A
from .botpuzzles import _agreeing, _score, _solve_lock, code_guess, lock_plan, slide_plan
from .botpuzzles import puzzle_move as _puzzle_move
from .dice import BLANK, FACE_KIND, INVESTIGATION, SUCCESS

__all__ = ["BOTS", "InvestigatorBot", "_agreeing", "_score", "_solve_lock"]


def _bfs(adj: Sequence[Sequence[int]], src: int) -> list[int]:
    dist = [-1] * len(adj)
    dist[src] = 0
    queue = [src]
    for u in queue:
        d = dist[u] + 1
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = d
                queue.append(v)
    return dist


# id of an adjacency list -> (the list, ({goal: distances}, reversed adjacency)): the
# tables of the lists seen (the list is kept alive here, so its id stays its own; the
# lean observations share one list per map state, even between games)
_BY_LIST: dict[int, tuple[list, tuple[dict, list]]] = {}

#: adjacency (as tuples) -> ({goal: distances}, reversed adjacency): the tables are pure
#: functions of the adjacency, so the games of a scenario share them
_TABLES: dict[tuple, tuple[dict, list]] = {}
_TABLES_LIMIT = 512

# id of a distance table -> (the table, {goals and weights: {space: score}}): the scores
# of :meth:`InvestigatorBot._toward_goal`, shared like the tables
_SCORES: dict[int, tuple[dict, dict]] = {}


def _tables_of(adj: Sequence[Sequence[int]]) -> tuple[dict, list]:
    """The distance table (filled as goals are asked for) and the reversed adjacency of
    ``adj``, shared by every bot handed an equal adjacency."""
    key = tuple(map(tuple, adj))
    hit = _TABLES.get(key)
    if hit is None:
        back: list[list[int]] = [[] for _ in adj]
        for u, vs in enumerate(adj):
            for v in vs:
                back[v].append(u)
        if len(_TABLES) >= _TABLES_LIMIT:
            _TABLES.clear()
        hit = _TABLES[key] = ({}, back)
    return hit


def _offered(move: Any, legal: Sequence) -> bool:
    """``move in legal``, found by identity first (the rules and bots share one instance of
    each puzzle move, so comparing the frozen dataclasses is rarely needed)."""
    for a in legal:
        if a is move:
            return True
    return move in legal


class InvestigatorBot(Bot):
    name = "default"

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self._dist_cache: dict[int, list[int]] = {}
        self._adj_key: Any = None
        self._back: list[list[int]] = []
        self.tried: dict[str, str] = {}  # token -> objective id when it gave nothing
        self._locks: dict = {}
        self._slides: dict = {}
        self._seen: tuple = (None, [])  # (observation tokens list, its usable tokens)
        self._prog: tuple = (None, None)  # (observation, its _progress)
        # (observation, its _worthy tokens, its _tokens, whether none of them was tried)
        self._good: tuple = _NOT_WORTHY
        self._weights: tuple = (None, {})  # (_worthy tokens, their goal weights)

    # ------------------------------------------------------------------ entry

    def choose(self, obs: dict[str, Any], legal: Sequence) -> Any:
        self.explain = []
        if len(legal) == 1:
            return legal[0]
        pending = obs["pending"]
        if pending is not None:
            kind = pending["kind"]
            if kind == "test":
                return self._test(obs, pending, legal)
            if kind == "choose":
                return self._choose(obs, pending, legal)
            if kind == "puzzle":
                return self._puzzle(pending, legal)
            if kind == "trade":
                return self._trade(obs, legal)
        first = legal[0]
        if isinstance(first, A.BeginTurn):
            return self._begin(obs, legal)
        return self._turn(obs, legal)

    # ------------------------------------------------------------------ helpers

    def _tables(self, obs: dict[str, Any]) -> tuple[dict, list]:
        """The distance table and reversed adjacency of the explored map (cached until the
        map changes; shared with the other bots handed the same adjacency list, as the lean
        observations of one map version are)."""
        adj = obs["adjacency"]
        hit = _BY_LIST.get(id(adj))
        if hit is not None and hit[0] is adj:
            return hit[1]
        version = obs["map_version"]
        if self._adj_key is not version and self._adj_key != version:
            self._adj_key = version
            # a new table (the old one may be shared): the one of this adjacency
            self._dist_cache, self._back = _tables_of(adj)
        tables = self._dist_cache, self._back
        if len(_BY_LIST) >= _TABLES_LIMIT:
            _BY_LIST.clear()
        _BY_LIST[id(adj)] = (adj, tables)
        return tables

    def _dist_to(self, obs: dict[str, Any], goal: int) -> list[int]:
        """Steps from every space to ``goal`` over the explored map (:meth:`_tables`)."""
        dists, back = self._tables(obs)
        d = dists.get(goal)
        if d is None:
            d = dists[goal] = _bfs(back, goal)
        return d

    @staticmethod
    def _left(inv: dict[str, Any], kind: str) -> int:
        held = len(inv[kind]["up"]) + inv[kind]["down"]
        limit = inv["health"] if kind == "damage" else inv["sanity"]
        return limit - held

    # ------------------------------------------------------------------ tests

    def _test(self, obs: dict[str, Any], t: dict[str, Any], legal: Sequence) -> Any:
        faces = t["kinds"]
        spent = t["spent"]
        succ = faces.count(SUCCESS) + spent
        need = t["difficulty"]
        if need is None or succ < need:
            dice = t["dice"]
            for a in legal:  # the first reroll of a blank die
                if isinstance(a, A.Reroll) and FACE_KIND[dice[a.die]] == BLANK:
                    self.explain.append("reroll a blank die")
                    return a
        may_spend = False
        for a in legal:  # a plain loop: no generator for any()
            if isinstance(a, A.SpendClue):
                may_spend = True
                break
        if may_spend:
            me = obs["you"]
            if need is not None:
                inv_faces = faces.count(INVESTIGATION) - spent
                if succ < need <= succ + min(inv_faces, me["clues"]):
                    self.explain.append("a clue turns the failure into a pass")
                    return A.SPEND_CLUE
            elif t["why"] in ("monster-attack", "horror", "card"):
                kind = "horror" if t["why"] == "horror" else "damage"
                if self._left(me, kind) <= 3 or me["clues"] >= 3:
                    self.explain.append("a clue keeps harm away")
                    return A.SPEND_CLUE
            elif t["why"] == "attack" and me["clues"] >= 2:
                self.explain.append("a clue adds damage")
                return A.SPEND_CLUE
        self.explain.append("accept the roll")
        return A.ACCEPT if _offered(A.ACCEPT, legal) else legal[0]

    # ------------------------------------------------------------------ choices

    def _choose(self, obs: dict[str, Any], ch: dict[str, Any], legal: Sequence) -> Any:
        if ch["choice"] == "who":
            by_id = {i["id"]: i for i in obs["investigators"]}
            best = max(ch["options"], key=lambda i: (self._left(by_id[i], "damage")
                                                     + self._left(by_id[i], "horror")))
            self.explain.append("the healthiest investigator")
            return A.Choose(best)
        if ch["choice"] == "tester":  # MOM2-GOLD-4: the one who rolls the most dice
            test = ch["test"]
            best = max(ch["options"], key=lambda i: (test["dice"][i], test["values"][i]))
            self.explain.append("the best-skilled investigator is tested")
            return A.Choose(best)
        if ch["choice"] == "search-item":
            ranked = sorted(ch["options"], key=lambda o: ITEM_RANK.get(o.split("#")[0], 9))
            self.explain.append("keep the more useful item")
            return A.Choose(ranked[0])
        return legal[0]

    def _trade(self, obs: dict[str, Any], legal: Sequence) -> Any:
        picks = [a for a in legal if isinstance(a, A.PickUp)]
        if picks:
            self.explain.append("pick up what lies here")
            return picks[0]
        return A.END_TRADE

    def _begin(self, obs: dict[str, Any], legal: Sequence) -> Any:
        """The investigator in a monster's space or nearest a token goes first (seat
        order among equals: the legal list is in seat order)."""
        where = obs["positions"]
        monsters = {m["space"] for m in obs["monsters"]}
        tokens = {t["space"] for t in self._tokens(obs)}
        choice = legal[0]
        best = 4  # the urgency of the choice: 2 when not in a monster's space, + 1 no token
        for a in legal:  # the first most urgent (min would compare tuples through a key)
            space = where[a.investigator]
            urgency = (space not in monsters) * 2 + (space not in tokens)
            if urgency < best:
                choice, best = a, urgency
                if not urgency:
                    break
        self.explain.append("most urgent first")
        return choice

    # ------------------------------------------------------------------ puzzles

    def _puzzle(self, p: dict[str, Any], legal: Sequence) -> Any:
        board = p["board"]
        if p["type"] == "code" and board["steps_left"] > 0:
            # every setting of the dials may be tried while a step is left
            self.explain.append("the first code that fits every answer so far")
            return _puzzle_move({"type": "code.try", "symbols": code_guess(board)})
        want = None
        if p["type"] == "lock":
            plan = lock_plan(self._locks, board) if board["bars"] else None
            if plan:
                want = {"type": "lock.slide", "bar": plan[0][0], "distance": plan[0][1]}
        elif p["type"] == "slide":
            plan = slide_plan(self._slides, board)
            if plan:
                want = {"type": "slide.push", "cell": plan[0]}
        if want is not None:
            move = _puzzle_move(want)
            if _offered(move, legal):
                self.explain.append("the next step of the solution")
                return move
        spend = SPEND_STEP
        if board["steps_left"] <= 0 and _offered(spend, legal):
            self.explain.append("a clue buys another step")
            return spend
        stop = STOP_PUZZLE
        return stop if _offered(stop, legal) else legal[0]

    # ------------------------------------------------------------------ the turn

    def _tokens(self, obs: dict[str, Any]) -> list[dict[str, Any]]:
        """The tokens in explored spaces an action can use (once per list of tokens: a
        lean observation keeps one while the map stays as it is)."""
        tokens = obs["tokens"]
        if self._seen[0] is tokens:
            return self._seen[1]
        found = [t for t in tokens if t.get("space") is not None and t["kind"] in USABLE]
        self._seen = (tokens, found)  # the list is kept alive here: its id stays its own
        return found

    def _worthy(self, obs: dict[str, Any]) -> dict[str, dict[str, Any]]:
        """The usable tokens (:meth:`_tokens`, in their order) worth using, by id: all but
        those nothing came of last time while nothing has changed since (the objective, or
        what the team carries). Once per observation, or per list of tokens while none of
        them was tried, as long as :attr:`tried` stays as it is."""
        good = self._good
        if good[0] is obs:
            return good[1]
        tokens = self._tokens(obs)
        if good[2] is tokens and good[3]:  # untried tokens are worth using whatever happens
            return good[1]
        clean = True
        used = None
        tried = self.tried
        progress = None
        found = {}
        for t in tokens:
            tid = t["id"]
            before = tried.get(tid)  # never tried: worth it whatever its record
            if before is not None:
                clean = False
                if used is None:
                    used = obs["used_tokens"]
                record = used.get(tid)
                if record is not None and record[2] != "event":
                    if progress is None:
                        progress = self._progress(obs)
                    if before == progress:
                        continue
            found[tid] = t
        self._good = (obs, found, tokens, clean)
        return found

    def _progress(self, obs: dict[str, Any]) -> tuple:
        """The objective and what the team carries (once per observation)."""
        if self._prog[0] is obs:
            return self._prog[1]
        carried = 0
        for i in obs["investigators"]:
            carried += len(i["items"]) + len(i["spells"])
        found = (obs["objective_id"], carried)
        self._prog = (obs, found)
        return found

    def _turn(self, obs: dict[str, Any], legal: Sequence) -> Any:
        me = obs["you"]
        here = me["space"]
        monsters = obs["monsters"]
        damage = me["damage"]
        hp = me["health"] - (len(damage["up"]) + damage["down"])  # as _left gives it
        by_kind: dict[type, list] = {}
        for a in legal:
            by_kind.setdefault(type(a), []).append(a)
        moves = by_kind.get(A.Move, [])
        in_space = False
        for m in monsters:
            if m["space"] == here:
                in_space = True
                break
        attacks = by_kind.get(A.Attack, [])

        # 1. a monster in my space: fight it or get away
        if in_space:
            if attacks and (hp > 2 or not moves):
                return self._best_attack(me, attacks, monsters)
            safe = [a for a in moves if all(m["space"] != a.to for m in monsters)]
            if safe:
                self.explain.append("get away from the monster")
                return self._toward_goal(obs, here, hp, safe) or safe[0]
        # 2. heal the hurt
        for cls in _COMPONENT_ACTIONS:
            for a in by_kind.get(cls, []):
                if self._good_component(obs, me, a):
                    return a
        # 3. tokens in my space
        for cls in _TOKEN_ACTIONS:
            for a in by_kind.get(cls, ()):
                if a.token in self._worthy(obs):
                    self.tried[a.token] = self._progress(obs)
                    self._good = _NOT_WORTHY
                    self.explain.append(f"use {a.token}")
                    return a
        # 4. pick up dropped possessions
        if by_kind.get(A.Trade) and obs["floor"].get(str(here)):
            self.explain.append("pick up possessions")
            return by_kind[A.Trade][0]
        # 5. shoot what is in range
        ranged = attacks and [a for a in attacks
                              if a.weapon and any(m["id"] == a.monster for m in monsters)]
        if ranged and hp > 2:
            return self._best_attack(me, ranged, monsters)
        # 6. walk to the next goal
        if moves:
            goal_move = self._toward_goal(obs, here, hp, moves)
            if goal_move is not None:
                return goal_move
        if by_kind.get(A.Escape):
            return by_kind[A.Escape][0]
        self.explain.append("nothing useful left this turn")
        return A.END_TURN

    def _scores(self, obs: dict[str, Any], goals: tuple) -> dict[int, int | None]:
        """The kept scores (space -> nearest of ``goals``, weights added) of the explored
        map's distance table: a pure function of the table and the goals, so the bots and
        games meeting the same map and goals share them."""
        dists = self._tables(obs)[0]
        per = _SCORES.get(id(dists))
        if per is None or per[0] is not dists:  # the table is kept here: its id stays its own
            if len(_SCORES) >= _TABLES_LIMIT:
                _SCORES.clear()
            per = _SCORES[id(dists)] = (dists, {})
        found = per[1].get(goals)
        if found is None:
            if len(per[1]) >= _TABLES_LIMIT:
                per[1].clear()
            found = per[1][goals] = {}
        return found

    def _best_attack(self, me: dict[str, Any], attacks: list, monsters: list) -> Any:
        def value(a: A.Attack) -> tuple:
            weapon = a.weapon.split("#")[0]
            return (WEAPON_RANK.get(weapon, 0), -self._monster_left(a.monster, monsters))

        choice = max(attacks, key=value)
        self.explain.append(f"attack {choice.monster}")
        return choice

    @staticmethod
    def _monster_left(mid: str, monsters: list) -> int:
        for m in monsters:
            if m["id"] == mid:
                return m["health"] - m["damage"]
        return 99

    def _good_component(self, obs: dict[str, Any], me: dict[str, Any], a: Any) -> bool:
        name = (a.item if isinstance(a, A.UseItem) else
                a.spell if isinstance(a, A.Cast) else "ability").split("#")[0]
        by_id = {i["id"]: i for i in obs["investigators"]}
        if name in ("first-aid-kit", "mend-flesh", "ability"):
            target = by_id.get(a.target)
            return target is not None and target["damage"]["down"] >= 2
        if name in ("smelling-salts", "quiet-mind"):
            target = by_id.get(a.target)
            return target is not None and target["horror"]["down"] >= 2
        if name == "folding-camera":
            return not any(m["space"] == me["space"] for m in obs["monsters"])
        if name == "field-journal":
            return me["actions_left"] >= 1 and obs["round"] >= 3
        return False

    def _toward_goal(self, obs: dict[str, Any], here: int, hp: int, moves: list) -> Any:
        """The move that brings me (in space ``here``, ``hp`` health left) nearest the most
        useful place: a token worth using, a dropped possession, or (when healthy) a monster
        to fight."""
        worthy = self._worthy(obs)
        if self._weights[0] is not worthy:  # kept with the tokens: its id stays its own
            weight: dict[int, int] = {}  # goal space -> its lightest weight (all that counts)
            for t in worthy.values():
                space, w = t["space"], 0 if t["kind"] != "search" else 1
                if weight.get(space, 99) > w:
                    weight[space] = w
            self._weights = (worthy, weight)
        weight = dict(self._weights[1])
        for space in obs["floor"]:
            space = int(space)
            if weight.get(space, 99) > 1:
                weight[space] = 1
        if hp > 3:
            for m in obs["monsters"]:
                space = m["space"]
                if weight.get(space, 99) > 2:
                    weight[space] = 2
        if not weight:
            return None
        scores = self._scores(obs, tuple(weight.items()))
        tables: list | None = None

        def score(v: int) -> int | None:
            """The nearest goal from ``v``, weights added (None: none reachable)."""
            nonlocal tables
            if v in scores:
                return scores[v]
            if tables is None:
                tables = [(self._dist_to(obs, space), w) for space, w in weight.items()]
            found = None
            for d, w in tables:
                x = d[v]
                if x >= 0 and (found is None or x + w < found):
                    found = x + w
            scores[v] = found
            return found

        danger = {m["space"] for m in obs["monsters"]} if hp <= 3 else _NOWHERE
        best = None
        best_key = None
        for a in moves:
            to = a.to
            s = scores.get(to, _UNKNOWN)
            if s is _UNKNOWN:
                s = score(to)
            if s is None:
                continue
            key = (s, to in danger, to)
            if best_key is None or key < best_key:
                best, best_key = a, key
        cur_best = score(here)
        if best is not None and (cur_best is None or best_key[0] < cur_best):
            self.explain.append(f"move toward a goal at {best.to}")
            return best
        return None


_COMPONENT_ACTIONS = (A.UseAbility, A.UseItem, A.Cast)
_TOKEN_ACTIONS = (A.Search, A.Explore, A.Interact)
_NOT_WORTHY = (None, {}, None, False)
_UNKNOWN = object()  # a space not scored yet
_NOWHERE: frozenset[int] = frozenset()
SPEND_STEP = _puzzle_move({"type": "puzzle.spend"})
STOP_PUZZLE = _puzzle_move({"type": "puzzle.stop"})
USABLE = frozenset(("search", "explore", "interact", "person", "sight"))
WEAPON_RANK = {"": 1, "fire-poker": 3, "crowbar": 3, "revolver": 4, "hunting-rifle": 5,
               "wither": 2, "binding-word": 3}
ITEM_RANK = {"hunting-rifle": 0, "revolver": 1, "crowbar": 2, "fire-poker": 2,
             "first-aid-kit": 3, "storm-lantern": 4, "oil-lamp": 4, "lucky-coin": 5}

BOTS = {"default": InvestigatorBot, "random": RandomBot}
