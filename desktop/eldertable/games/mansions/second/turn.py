"""The Investigator Phase: turns in the order the players choose, two actions each
(MOM2-TURN-1..5), movement (MOM2-MOVE-*), the other actions (MOM2-ACT-*), evade checks
(MOM2-EVADE-*), trades and component actions.

An action is paid for when it starts. When the investigator shares a space with a monster
the evade check comes first: before any action but Attack and Move (MOM2-EVADE-2), and
before a Move, or the rest of a paused one, leaves the space (MOM2-EVADE-1). A failed
check forfeits the paid action (MOM2-EVADE-4, MOM2-GAP-2); a passed one lets the action
go on through the agenda item ``["continue", action JSON, seat]``.
"""

from __future__ import annotations

from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import action_from_json
from ..jsonmodel import content_text
from ..map.graph import INVESTIGATOR, MOVE_SPACES, Mover
from . import actions as A
from .actions import made
from .pergraph import kept_for
from .ruledata import base_id

C = "mansions"
GAME = A.GAME
WALKER = Mover(passes_barricades=True)  # may step through a barricade after the test


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


class TurnMixin:
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: _kits, _walk, active, agenda, box, by_id, content, floor, house,
        investigator_count, investigators, layout, loud, map, monsters, next_token_no, phase.
    Writes: _walk, active, next_token_no.
    """
    # ------------------------------------------------------------------ legal actions

    def _phase_legal(self) -> list:
        """The choice of the next turn in the Investigator Phase, when no turn is under
        way (the turn's own actions: :meth:`_turn_legal`)."""
        waiting = [inv for inv in self.investigators if inv.alive and not inv.acted]
        if not waiting:
            return [A.END_PHASE]
        return [made(A.BeginTurn, inv.id) for inv in waiting]

    def _phase_step(self) -> bool:
        """The agenda is empty: start the one turn nobody needs to choose. True when
        something happened."""
        if self.phase != "investigator" or self.active is not None:
            return False
        waiting = [inv for inv in self.investigators if inv.alive and not inv.acted]
        if len(waiting) == 1:
            self._begin_turn(waiting[0])
            return True
        return False

    def _turn_legal(self, inv) -> list:
        m = self.map
        space = m.figures[inv.id].space
        out = self.move_actions(inv)
        if inv.actions <= 0:
            return out + [A.END_TURN]
        out = list(out)
        # MOM2-TURN-2 with actions left: an action not taken yet this turn, or any with
        # house rule MOM2-GAP-5 (the same action twice)
        twice = self.house["MOM2-GAP-5"]
        took = inv.took
        tokens = m.tokens_here(space)
        monsters = self.monsters_at(space)
        if self.investigator_count > 1:
            figs = m.figures
            others = [o for o in self.investigators
                      if o is not inv and o.alive and figs[o.id].space == space]
        else:
            others = ()
        for tok in tokens:
            kind = tok.kind
            if kind == "search":
                if twice or "search" not in took:
                    out.append(made(A.Search, tok.id))
            elif kind == "explore":
                if twice or "explore" not in took:
                    out.append(made(A.Explore, tok.id))
            elif kind in ("interact", "person", "sight") and (twice or "interact" not in took):
                out.append(made(A.Interact, tok.id))
        if (twice or "escape" not in took) and self.can_escape_from(space):
            out.append(A.ESCAPE)
        items = inv.items
        spells = inv.spells
        kit = self._kit(inv)  # weapons and component actions
        if twice or "attack" not in took:
            out += self._attack_options(inv, space, monsters, kit)
        if (twice or "trade" not in took) \
                and ((others and (items or spells or any(o.items or o.spells for o in others)))
                     or self.floor.get(space)) and not self.has_effect(inv, "no-trade"):
            out.append(A.TRADE)
        if (twice or "push" not in took) and (others or monsters):
            out += self._push_options(inv, space, others, monsters)
        if (twice or "set-fire" not in took) and not m.has_token(space, "fire") \
                and (not self.house["MOM2-GAP-13.set-fire"]
                     or any(self.item_data(i).get("light") for i in items)):
            out.append(A.SET_FIRE)
        if others and (twice or "steal" not in took):
            for o in others:
                for item in o.items + o.spells:
                    out.append(made(A.Steal, o.id, item))
        if items or spells:
            self._component_options(inv, space, twice, out, kit)
        if inv.power is not None and inv.has_power("mend") and (twice or "ability" not in took):
            for target in self._component_targets(inv, space, {"do": "mend"}, True):
                out.append(made(A.UseAbility, target))
        out.append(A.END_TURN)
        return out

    def _component_options(self, inv, space: int, twice: bool, out: list, kit: tuple) -> None:
        """Add the item and spell actions (MOM2-TURN-5) to ``out`` (``kit``: :meth:`_kit`)."""
        took = inv.took
        for kind, thing, taken, action in kit[1]:
            if twice or taken not in took:
                for target in self._component_targets(inv, space, action, False):
                    out.append(made(kind, thing, target))

    def _kit(self, inv) -> tuple[tuple, tuple, tuple]:
        """What the possessions of ``inv`` allow: (possession or "" for unarmed, weapon
        data) for every way to attack, (action class, possession, its key in ``took``,
        action data) for every item and spell with an action, and (item, rerolls) for
        every item that rerolls dice; kept per seat while the possessions stay the same (the
        content does not change)."""
        hit = self._kits.get(inv.seat)
        if hit is not None and hit[0] == inv.items and hit[1] == inv.spells:
            return hit[2]
        held = (tuple(inv.items), tuple(inv.spells))
        weapons: list = [("", UNARMED)]
        actions: list = []
        for table, pouch, kind, prefix in ((self.content.items, held[0], A.UseItem, "item:"),
                                           (self.content.spells, held[1], A.Cast, "cast:")):
            for thing in pouch:
                data = table[base_id(thing)]
                if data["attack"]:
                    weapons.append((thing, data["attack"]))
                if data["action"]:
                    actions.append((kind, thing, prefix + base_id(thing), data["action"]))
        # items first, then spells, in the order held: as the legal list offers them
        items = self.content.items
        rerolls = tuple((item, items[base_id(item)]["reroll"]) for item in held[0]
                        if items[base_id(item)]["reroll"])
        kit = (tuple(weapons), tuple(actions), rerolls)
        self._kits[inv.seat] = (list(held[0]), list(held[1]), kit)
        return kit

    # ---- movement

    def walk_graph(self):
        """The graph an investigator's Move walks (through barricades, after the test)."""
        return self._walk_kept()["graph"]

    def _walk_kept(self) -> dict:
        """The values kept for the walk graph (:mod:`.pergraph`): the graph itself, Move
        targets and Move actions."""
        m = self.map
        hit = self._walk
        if hit[0] is m and hit[1] == m._version:
            return hit[2]
        g = m.move_graph(WALKER)
        kept = kept_for(g)
        kept["graph"] = g
        self._walk = (m, m._version, kept)
        return kept

    def _move_steps(self, inv) -> int:
        """How far a Move may go now: the rest of a paused Move (MOM2-MOVE-5) for free, or
        a new Move action of up to two spaces (MOM2-MOVE-1; MOM2-TURN-2 and house rules
        MOM2-GAP-5, and MOM2-GAP-8 for the Wounded)."""
        steps = inv.move_left
        if inv.actions > 0 and (self.house["MOM2-GAP-5"] or "move" not in inv.took) \
                and not (inv.wounded and self.house["MOM2-GAP-8"] and inv.moves_taken >= 1):
            return MOVE_SPACES if steps < MOVE_SPACES else steps
        return steps

    def move_targets(self, inv) -> list[int]:
        """Spaces a Move may reach now (:meth:`_move_steps` away)."""
        steps = self._move_steps(inv)
        if steps <= 0:
            return []
        cache = self._walk_kept()
        key = (self.map.figures[inv.id].space, steps)
        found = cache.get(key)
        if found is None:
            dist = cache["graph"].distances_from(key[0])
            found = cache[key] = [v for v, d in enumerate(dist) if 0 < d <= steps]
        return found

    def move_actions(self, inv) -> list:
        """``Move`` actions to :meth:`move_targets` (kept with them for the walk graph:
        frozen dataclasses are dear to build)."""
        steps = self._move_steps(inv)
        if steps <= 0:
            return []
        cache = self._walk_kept()
        key = ("moves", inv.id, self.map.figures[inv.id].space, steps)
        acts = cache.get(key)
        if acts is None:
            fig = inv.id
            acts = cache[key] = [made(A.Move, fig, t) for t in self.move_targets(inv)]
        return acts

    def path_to(self, src: int, dst: int) -> list[int]:
        """The steps from ``src`` to ``dst`` (both included); between paths of equal
        length, the one through the fewest monsters, fires and barricades."""
        g = self.walk_graph()
        if dst in g.succ[src]:
            return [src, dst]
        dist = g.distances_to(dst)
        if dist[src] < 0:
            return [src]
        path = [src]
        u = src
        while u != dst:
            options = [v for v in g.succ[u] if dist[v] == dist[u] - 1]
            if len(options) > 1:
                u = min(options, key=lambda v: (self._step_cost(path[-1], v), v))
            else:
                u = options[0]
            path.append(u)
        return path

    def _step_cost(self, a: int, b: int) -> int:
        cost = 0
        if self.monsters_at(b):
            cost += 4
        if self.map.has_fire(b):
            cost += 2
        if self.barricade_between(a, b) is not None:
            cost += 1
        return cost

    def barricade_between(self, a: int, b: int) -> str | None:
        """The Barricade token a step from ``a`` to ``b`` must move first (MOM2-TERR-10/11),
        or None when the step is free of one."""
        if b in self.map.move_graph(INVESTIGATOR).succ[a]:
            return None
        link = self.layout.links.get((a, b) if a < b else (b, a))
        if link is None:
            return None
        for did in link.doors:
            for tok in self.map.tokens.values():
                if tok.door == did and tok.kind == "barricade":
                    return tok.id
        return None

    def can_escape_from(self, space: int) -> bool:
        if not self.map.can_escape(space):
            return False
        room = self.layout.spaces[space].room
        return room in self.triggers()["escape-rooms"]

    # ---- attacks, pushes, components

    def weapons(self, inv) -> tuple[tuple[str, dict[str, Any]], ...]:
        """(possession or "" for unarmed, weapon data) for every way to attack."""
        return self._kit(inv)[0]

    def _attack_options(self, inv, space: int, here: list[str], kit: tuple) -> list:
        """Attacks: melee on the monsters ``here`` (visible ones in ``space``), ranged on
        those in range (``kit``: :meth:`_kit`)."""
        out: list = []
        if not self.monsters:
            return out
        ranged = None
        for weapon, w in kit[0]:
            if w["range"] == "melee":
                if here:
                    out += [made(A.Attack, weapon, m) for m in here]
            else:
                if ranged is None:
                    ranged = self.monsters_in_range_of(space)
                if ranged:
                    out += [made(A.Attack, weapon, m) for m in ranged]
        return out

    def monsters_in_range_of(self, space: int) -> list[str]:
        """Visible monsters within range (MOM2-TERR-1..5)."""
        if not self.monsters:
            return []
        m = self.map
        dist = m.range_graph().distances_from(space)
        figs = m.figures
        rev = m.revealed
        spaces = self.layout.spaces
        return [mid for mid in self.monsters if (f := figs.get(mid)) is not None
                and 0 <= dist[f.space] <= 3 and spaces[f.space].room in rev]

    def _push_options(self, inv, space: int, others: list, monsters: list[str]) -> list:
        """Pushes of the ``others`` (investigators) and ``monsters`` in ``space``."""
        figs = [o.id for o in others] + monsters
        if not figs:
            return []
        g = self.map.move_graph(INVESTIGATOR)
        kept = kept_for(g)  # a figure's pushes from a space, per graph
        out: list = []
        for f in figs:
            acts = kept.get(("push", f, space))
            if acts is None:
                acts = kept["push", f, space] = [made(A.Push, f, to) for to in g.succ[space]]
            out += acts
        return out

    def _component_targets(self, inv, space: int, action: dict[str, Any],
                           others_only: bool) -> list[str]:
        do = action["do"]
        if do in ("mend", "calm"):
            what = "damage" if do == "mend" else "horror"
            return [o.id for o in self.investigators_at(space)
                    if not (others_only and o is inv) and self.facedown(o, what) > 0]
        if do == "set-fire":
            return [] if self.map.has_fire(space) else [""]
        if do == "photograph":
            spaces = [space]
            if inv.has_power("range-from-adjacent", "photograph"):
                spaces += list(self.map.adjacency().succ[space])
            seen: list[str] = []
            for s in spaces:
                for m in self.monsters_in_range_of(s):
                    if m not in seen and m not in inv.photographed:
                        seen.append(m)
            return seen
        return [""]

    # ------------------------------------------------------------------ handlers

    def _active_inv(self):
        return self.investigators[self.active]

    def _h_begin(self, act: A.BeginTurn) -> None:
        self._begin_turn(self.by_id[act.investigator])

    def _begin_turn(self, inv) -> None:
        self.active = inv.seat
        inv.actions = max(0, 2 - inv.lost_actions)
        inv.lost_actions = 0
        inv.took = []
        inv.moves_taken = 0
        inv.move_left = 0
        if self.loud:
            self.say("turn", _m(N_(C, "{who} takes a turn."), who=self.name_of(inv.id)),
                     {"investigator": inv.id, "actions": inv.actions})

    def _h_end_turn(self, act) -> None:
        inv = self._active_inv()
        self._finish_turn(inv)

    def _finish_turn(self, inv) -> None:
        inv.acted = True
        inv.actions = 0
        inv.move_left = 0
        if self.active == inv.seat:
            self.active = None
        if self.loud:
            self.say("turn-end", _m(N_(C, "{who} ends the turn."), who=self.name_of(inv.id)),
                     {"investigator": inv.id})

    def _h_end_phase(self, act) -> None:
        self.end_investigator_phase()

    def _pay(self, inv, kind: str) -> None:
        inv.actions -= 1
        inv.took.append(kind)

    def _evade_first(self, inv, act) -> bool:
        """MOM2-EVADE-2: an action other than Attack or Move in a monster's space needs an
        evade check first. True when the action may go on at once."""
        space = self.space_of(inv)
        if not self.monsters_at(space):
            return True
        self.start_evade(inv, act)
        return False

    def _h_move(self, act: A.Move, evaded: bool = False) -> None:
        inv = self.by_id[act.figure]
        space = self.space_of(inv)
        if not evaded:
            d = self.walk_graph().distances_from(space)[act.to]
            if inv.move_left < d:  # a new Move action (MOM2-MOVE-1)
                self._pay(inv, "move")
                inv.moves_taken += 1
                inv.move_left = MOVE_SPACES
            if self.monsters_at(space):  # MOM2-EVADE-1
                if inv.has_power("free-evade") and not inv.free_evade_used:
                    inv.free_evade_used = True
                    if self.loud:
                        self.say("evade-free", _m(N_(C, "{who} slips away without an evade "
                                                        "check."), who=self.name_of(inv.id)),
                                 {"investigator": inv.id})
                else:
                    self.start_evade(inv, act)
                    return
        self.walk(inv, self.path_to(space, act.to)[1:])

    def walk(self, inv, steps: list[int]) -> None:
        """Step along ``steps`` one space at a time (MOM2-MOVE-2); stop when a step needs
        a test, sets something off, or enters a monster's space."""
        before = len(self.agenda)
        for i, nxt in enumerate(steps):
            cur = self.space_of(inv)
            token = self.barricade_between(cur, nxt)
            if token is not None:
                extra = 1 if inv.has_power("extra-die", "barricade") else 0
                self.start_test(inv.seat, "strength", "barricade",
                                {"token": token, "rest": steps[i:]},
                                diff=self.house["MOM2-GAP-13.barricade"], extra=extra,
                                text=_m(N_(C, "Move the barricade out of the way.")))
                return
            self.step_figure(inv.id, nxt, voluntary=True)
            inv.move_left = max(0, inv.move_left - 1)
            if not inv.alive or len(self.agenda) > before or \
                    (i + 1 < len(steps) and self.monsters_at(nxt)):
                if i + 1 < len(steps):
                    if self.loud:
                        self.say("move-stopped", _m(N_(C, "{who} stops; the rest of the move can "
                                                          "be finished later."),
                                                    who=self.name_of(inv.id)),
                                 {"investigator": inv.id, "move_left": inv.move_left})
                return

    def step_figure(self, fig: str, to: int, *, voluntary: bool) -> None:
        """Put a figure one space further and apply what entering the space does: Fire
        (MOM2-TERR-9, house rule MOM2-GAP-13.fire) and ``space-entered`` triggers."""
        origin, new_room, into_fire = self.map.step_figure(fig, to)
        kind = "investigator" if fig in self.by_id else "monster"
        if self.loud:
            self.say("move", _m(N_(C, "{who} moves to {place}."), who=self.name_of(fig),
                                place=content_text(self.layout.room_of(to).name)),
                     {"figure": fig, "from": origin, "to": to, "voluntary": voluntary})
        burn = self.house["MOM2-GAP-13.fire"]
        if into_fire and burn > 0:
            if self.loud:
                self.say("fire", _m(N_(C, "{who} walks into the fire."), who=self.name_of(fig)),
                         {"figure": fig, "space": to})
            if kind == "investigator":
                self.harm(self.by_id[fig].seat, "damage", burn)
            else:
                self.damage_monster(fig, burn)
                if fig not in self.map.figures:
                    return
        seat = self.by_id[fig].seat if kind == "investigator" else None
        self.fire_trigger("space-entered", seat, (to, new_room, kind))

    def _s_continue(self, item: list) -> None:
        act = action_from_json(GAME, item[1])
        self.CONTINUE[type(act)](self, act, True)

    def _s_walk(self, item: list) -> None:
        inv = self.investigators[item[1]]
        if inv.alive:
            self.walk(inv, item[2])

    def _after_barricade(self, t: dict, succ: int, passed: bool) -> None:
        inv = self.investigators[t["inv"]]
        ctx = t["ctx"]
        if passed and ctx["token"] in self.map.tokens:
            self.map.remove_token(ctx["token"])
            if self.loud:
                self.say("barricade", _m(N_(C, "{who} moves the barricade aside."),
                                         who=self.name_of(inv.id)), {"token": ctx["token"]})
            self.now(["walk", inv.seat, ctx["rest"]])
        else:
            inv.move_left = 0
            if self.loud:
                self.say("barricade-holds", _m(N_(C, "The barricade holds; {who} stops."),
                                               who=self.name_of(inv.id)), {"token": ctx["token"]})

    # ---- tokens

    def _h_token(self, act, evaded: bool = False) -> None:
        inv = self._active_inv()
        kind = {A.Search: "search", A.Explore: "explore", A.Interact: "interact"}[type(act)]
        if not evaded:
            self._pay(inv, kind)
            if not self._evade_first(inv, act):
                return
        self.use_token(inv, act.token, kind)

    def _h_escape(self, act, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "escape")
            if not self._evade_first(inv, act):
                return
        room = self.layout.spaces[self.space_of(inv)].room
        if not self.fire_trigger("escaped", inv.seat, room):
            if self.loud:
                self.say("no-escape", _m(N_(C, "{who} cannot leave this way yet."),
                                         who=self.name_of(inv.id)), {"investigator": inv.id})

    # ---- attack (MOM2-ACT-4..7, MOM2-GAP-3)

    def _h_attack(self, act: A.Attack, evaded: bool = False) -> None:
        inv = self._active_inv()
        self._pay(inv, "attack")
        w = UNARMED if not act.weapon else self.item_data(act.weapon)["attack"]
        extra = 1 if w["range"] == "melee" and inv.has_power("extra-die", "melee") else 0
        if self.loud:
            self.say("attack", _m(N_(C, "{who} attacks {monster} with {weapon}."),
                                  who=self.name_of(inv.id), monster=self.name_of(act.monster),
                                  weapon=self.name_of(act.weapon) if act.weapon
                                  else _m(N_(C, "bare hands"))),
                     {"investigator": inv.id, "monster": act.monster, "weapon": act.weapon})
        self.start_test(inv.seat, w["skill"], "attack",
                        {"monster": act.monster, "weapon": act.weapon}, mod=w["modifier"],
                        extra=extra)

    def _after_attack(self, t: dict, succ: int, passed: bool) -> None:
        ctx = t["ctx"]
        if ctx["monster"] not in self.monsters:
            return
        w = UNARMED if not ctx["weapon"] else self.item_data(ctx["weapon"])["attack"]
        if self.house["MOM2-GAP-3"] == "flat":
            dealt = succ
        else:
            dealt = succ * w["damage"] + (w["bonus"] if succ > 0 else 0)
        if dealt <= 0:
            if self.loud:
                self.say("miss", _m(N_(C, "The attack does no harm.")), {"monster": ctx["monster"]})
            return
        self.damage_monster(ctx["monster"], dealt)

    # ---- trade (MOM2-ACT-8)

    def _h_trade(self, act, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "trade")
            if not self._evade_first(inv, act):
                return
        self.now(["trade", inv.seat])
        if self.loud:
            self.say("trade", _m(N_(C, "{who} trades."), who=self.name_of(inv.id)),
                     {"investigator": inv.id})

    # Spells are possessions too: they change hands, fall and are picked up like items,
    # and always go back to their owner's spells.

    def _pouch(self, inv, thing: str) -> list[str]:
        return inv.spells if base_id(thing) in self.content.spells else inv.items

    def _trade_legal(self, seat: int) -> list:
        inv = self.investigators[seat]
        space = self.space_of(inv)
        others = [o for o in self.investigators_at(space) if o is not inv]
        out: list = []
        for item in inv.items + inv.spells:
            out += [A.Give(item, o.id) for o in others]
            out.append(A.Drop(item))
        for o in others:
            out += [A.Take(item, o.id) for item in o.items + o.spells]
        out += [A.PickUp(item) for item in self.floor.get(space, ())]
        out.append(A.END_TRADE)
        return out

    def _h_give(self, act: A.Give) -> None:
        inv = self.investigators[self.agenda[0][1]]
        self._pouch(inv, act.item).remove(act.item)
        other = self.by_id[act.to]
        self._pouch(other, act.item).append(act.item)
        if self.loud:
            self.say("give", _m(N_(C, "{who} gives {item} to {other}."),
                                who=self.name_of(inv.id), item=self.name_of(act.item),
                                other=self.name_of(act.to)),
                     {"item": act.item, "from": inv.id, "to": act.to})

    def _h_take(self, act: A.Take) -> None:
        inv = self.investigators[self.agenda[0][1]]
        owner = self.by_id[act.owner]
        self._pouch(owner, act.item).remove(act.item)
        self._pouch(inv, act.item).append(act.item)
        if self.loud:
            self.say("give", _m(N_(C, "{other} hands {item} to {who}."),
                                who=self.name_of(inv.id), item=self.name_of(act.item),
                                other=self.name_of(act.owner)),
                     {"item": act.item, "from": act.owner, "to": inv.id})

    def _h_pick_up(self, act: A.PickUp) -> None:
        inv = self.investigators[self.agenda[0][1]]
        space = self.space_of(inv)
        self.floor[space].remove(act.item)
        if not self.floor[space]:
            del self.floor[space]
        self._pouch(inv, act.item).append(act.item)
        if self.loud:
            self.say("pick-up", _m(N_(C, "{who} picks up {item}."), who=self.name_of(inv.id),
                                   item=self.name_of(act.item)),
                     {"item": act.item, "investigator": inv.id, "space": space})

    def _h_drop(self, act: A.Drop) -> None:
        inv = self.investigators[self.agenda[0][1]]
        self.drop_item(inv, act.item)

    def drop_item(self, inv, item: str) -> None:
        space = self.space_of(inv)
        self._pouch(inv, item).remove(item)
        self.floor.setdefault(space, []).append(item)
        if self.loud:
            self.say("drop", _m(N_(C, "{who} drops {item}."), who=self.name_of(inv.id),
                                item=self.name_of(item)),
                     {"item": item, "investigator": inv.id, "space": space})

    def _h_end_trade(self, act) -> None:
        self.agenda.pop(0)

    # ---- rare actions (MOM2-ACT-9..11, MOM2-GAP-13)

    def _h_push(self, act: A.Push, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "push")
            if not self._evade_first(inv, act):
                return
        if act.figure not in self.map.figures:
            return
        extra = 1 if inv.has_power("extra-die", "push") else 0
        self.start_test(inv.seat, "strength", "push", {"figure": act.figure, "to": act.to},
                        diff=self.house["MOM2-GAP-13.push"], extra=extra,
                        text=_m(N_(C, "Push {who} into the next space."),
                                who=self.name_of(act.figure)))

    def _after_push(self, t: dict, succ: int, passed: bool) -> None:
        ctx = t["ctx"]
        fig = ctx["figure"]
        if not passed or fig not in self.map.figures:
            if self.loud:
                self.say("push-fails", _m(N_(C, "{who} does not budge."), who=self.name_of(fig)),
                         {"figure": fig})
            return
        if self.space_of(self.investigators[t["inv"]]) != self.map.figures[fig].space:
            return
        if self.loud:
            self.say("pushed", _m(N_(C, "{who} is pushed away."), who=self.name_of(fig)),
                     {"figure": fig, "to": ctx["to"]})
        self.step_figure(fig, ctx["to"], voluntary=False)  # MOM2-EVADE-5: no evade check

    def _h_set_fire(self, act, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "set-fire")
            if not self._evade_first(inv, act):
                return
        self.set_fire(inv)

    def set_fire(self, inv) -> None:
        space = self.space_of(inv)
        if self.map.has_fire(space):
            return
        self.next_token_no += 1
        tid = f"set-fire-{self.next_token_no}"
        self.map.place_token(tid, "fire", space=space)
        if self.loud:
            self.say("fire-set", _m(N_(C, "{who} sets the room alight."), who=self.name_of(inv.id)),
                     {"token": tid, "space": space})

    def _h_steal(self, act: A.Steal, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "steal")
            if not self._evade_first(inv, act):
                return
        self.start_test(inv.seat, "strength", "steal",
                        {"victim": act.victim, "item": act.item},
                        text=_m(N_(C, "Snatch {item} from {other}."), item=self.name_of(act.item),
                                other=self.name_of(act.victim)))

    def _after_steal(self, t: dict, succ: int, passed: bool) -> None:
        ctx = t["ctx"]
        victim = self.by_id[ctx["victim"]]
        if not victim.alive:
            return
        self.start_test(victim.seat, "agility", "steal-defend",
                        {"thief": t["inv"], "item": ctx["item"], "thief_successes": succ},
                        text=_m(N_(C, "Hold on to {item}."), item=self.name_of(ctx["item"])))

    def _after_steal_defend(self, t: dict, succ: int, passed: bool) -> None:
        ctx = t["ctx"]
        thief = self.investigators[ctx["thief"]]
        victim = self.investigators[t["inv"]]
        ties = self.house["MOM2-GAP-13.steal"]
        won = ctx["thief_successes"] > succ or (ties and ctx["thief_successes"] == succ)
        pouch = self._pouch(victim, ctx["item"])
        if won and ctx["item"] in pouch and thief.alive:
            pouch.remove(ctx["item"])
            self._pouch(thief, ctx["item"]).append(ctx["item"])
            if self.loud:
                self.say("stolen", _m(N_(C, "{who} takes {item} from {other}."),
                                      who=self.name_of(thief.id), item=self.name_of(ctx["item"]),
                                      other=self.name_of(victim.id)),
                         {"item": ctx["item"], "from": victim.id, "to": thief.id})
        else:
            if self.loud:
                self.say("steal-fails", _m(N_(C, "{other} keeps hold of {item}."),
                                           item=self.name_of(ctx["item"]),
                                           other=self.name_of(victim.id)),
                         {"item": ctx["item"], "investigator": victim.id})

    # ---- component actions (MOM2-TURN-5)

    def _h_use_item(self, act: A.UseItem, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "item:" + base_id(act.item))
            if not self._evade_first(inv, act):
                return
        self.component(inv, act.item, self.content.items[base_id(act.item)]["action"],
                       act.target)

    def _h_cast(self, act: A.Cast, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "cast:" + base_id(act.spell))
            if not self._evade_first(inv, act):
                return
        if self.loud:
            self.say("cast", _m(N_(C, "{who} casts {spell}."), who=self.name_of(inv.id),
                                spell=self.name_of(act.spell)),
                     {"investigator": inv.id, "spell": act.spell})
        self.component(inv, act.spell, self.content.spells[base_id(act.spell)]["action"],
                       act.target)

    def _h_ability(self, act: A.UseAbility, evaded: bool = False) -> None:
        inv = self._active_inv()
        if not evaded:
            self._pay(inv, "ability")
            if not self._evade_first(inv, act):
                return
        self.component(inv, "", {"do": "mend", "amount": inv.power[2], "skill": None,
                                 "difficulty": None, "discard": False}, act.target)

    def component(self, inv, source: str, action: dict[str, Any], target: str) -> None:
        if action.get("skill"):
            self.start_test(inv.seat, action["skill"], "component",
                            {"source": source, "action": action, "target": target},
                            diff=action.get("difficulty"),
                            extra=1 if action["do"] == "photograph"
                            and inv.has_power("extra-die", "photograph") else 0)
            return
        self.component_effect(inv, source, action, target, action["amount"])

    def _after_component(self, t: dict, succ: int, passed: bool) -> None:
        ctx = t["ctx"]
        action = ctx["action"]
        inv = self.investigators[t["inv"]]
        if action.get("difficulty") is not None:
            amount = action["amount"] if passed else 0
        else:
            amount = action["amount"] * succ
        self.component_effect(inv, ctx["source"], action, ctx["target"], amount)

    def component_effect(self, inv, source: str, action: dict[str, Any], target: str,
                         amount: int) -> None:
        do = action["do"]
        if action.get("discard") and source and source in inv.items:
            inv.items.remove(source)
            self.box.append(source)
        if do in ("mend", "calm"):
            other = self.by_id.get(target)
            if other is not None and other.alive and amount > 0:
                self.discard_facedown(other, "damage" if do == "mend" else "horror", amount)
        elif do == "set-fire":
            self.set_fire(inv)
        elif do == "photograph":
            if amount > 0 and target in self.monsters and target not in inv.photographed:
                inv.photographed.append(target)
                self.gain_clues(inv, amount)
            elif amount <= 0:
                if self.loud:
                    self.say("blurred", _m(N_(C, "The photograph comes out blurred.")), {})
        elif do == "study":
            if amount > 0:
                self.gain_clues(inv, amount)
            else:
                if self.loud:
                    self.say("no-insight", _m(N_(C, "The notes give up nothing new.")), {})

    def gain_clues(self, inv, n: int) -> None:
        inv.clues += n
        if self.loud:
            self.say("clue", _m(N_(C, "{who} gains {n} "
                                      "{n|Clue|Clues}."), who=self.name_of(inv.id), n=n),
                     {"investigator": inv.id, "clues": inv.clues, "gained": n})

    # ------------------------------------------------------------------ wiring

    @staticmethod
    def handlers() -> dict:
        return {A.BeginTurn: TurnMixin._h_begin, A.Move: TurnMixin._h_move,
                A.Search: TurnMixin._h_token, A.Explore: TurnMixin._h_token,
                A.Interact: TurnMixin._h_token, A.Escape: TurnMixin._h_escape,
                A.Attack: TurnMixin._h_attack, A.Trade: TurnMixin._h_trade,
                A.Give: TurnMixin._h_give, A.Take: TurnMixin._h_take,
                A.PickUp: TurnMixin._h_pick_up, A.Drop: TurnMixin._h_drop,
                A.EndTrade: TurnMixin._h_end_trade, A.Push: TurnMixin._h_push,
                A.SetFire: TurnMixin._h_set_fire, A.Steal: TurnMixin._h_steal,
                A.UseItem: TurnMixin._h_use_item, A.Cast: TurnMixin._h_cast,
                A.UseAbility: TurnMixin._h_ability, A.EndTurn: TurnMixin._h_end_turn,
                A.EndPhase: TurnMixin._h_end_phase}

    @staticmethod
    def steps() -> dict:
        return {"continue": TurnMixin._s_continue, "walk": TurnMixin._s_walk}


UNARMED = {"range": "melee", "skill": "strength", "modifier": 0, "damage": 1, "bonus": 0}

TurnMixin.CONTINUE = {A.Move: TurnMixin._h_move, A.Search: TurnMixin._h_token,
                      A.Explore: TurnMixin._h_token, A.Interact: TurnMixin._h_token,
                      A.Escape: TurnMixin._h_escape, A.Trade: TurnMixin._h_trade,
                      A.Push: TurnMixin._h_push, A.SetFire: TurnMixin._h_set_fire,
                      A.Steal: TurnMixin._h_steal, A.UseItem: TurnMixin._h_use_item,
                      A.Cast: TurnMixin._h_cast, A.UseAbility: TurnMixin._h_ability}

