"""Monsters: activations (MOM2-MYTH-3..5), attacks, damage and defeat (MOM2-MON-*,
house rule MOM2-GAP-18), horror checks (MOM2-MYTH-6/7, MOM2-GAP-1, MOM2-GAP-15) and the
monster an evade check is made against (MOM2-EVADE-3, MOM2-GAP-2).

An activation follows the monster's data (``activation`` in monsters.json): it picks a
target among the investigators it can reach (nearest, farthest, fewest health or sanity
left; ties at random, MOM2-GAP-17), moves up to ``move`` spaces toward it, every space
moved shortening the distance (MOM2-MYTH-4), and attacks when it is in the target's space
(or within range, for a ranged monster). A monster whose health left has fallen to
``flee_at`` moves away from the nearest investigator instead, every space lengthening the
distance. Crossing a barricaded door takes a roll of its brawn in dice (MOM2-TERR-11,
house rule MOM2-GAP-13.barricade).
"""

from __future__ import annotations

from typing import Any

from ....engine.messages import Msg, N_
from ..map.graph import Mover
from .dice import SIDES, count, faces_msg, kinds, roll
from .ruledata import DEFAULT_ACTIVATION

C = "mansions"
CC = "content:mansions"


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


#: how a monster moves while it hunts, by whether it flies (built once: the graph cache
#: looks them up by value)
_HUNTERS = {False: Mover(False, True, True), True: Mover(True, True, True)}


class MonsterMixin:
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: active, chance, content, defeated, house, investigators, loud, map,
        monsters.
    Writes: nothing.
    """
    # ------------------------------------------------------------------ data

    def monster_data(self, mid: str) -> dict[str, Any]:
        return self.content.monsters[self.monsters[mid].kind]

    def monster_graph(self, mid: str):
        return self.map.move_graph(_HUNTERS[self.map.figures[mid].mover.flying])

    # ------------------------------------------------------------------ activation

    def _s_activate(self, item: list) -> None:
        _, mid, attack = item
        if not self.is_visible(mid):
            return  # gone, or waiting in an unexplored room
        living = self.living()
        if not living:
            return
        if self.loud:  # the table paces the Monster step one activation at a time
            self.say("activate", _m(N_(C, "{who} activates."), who=self.name_of(mid)),
                     {"monster": mid, "space": self.map.figures[mid].space, "attack": attack})
        act = self.monster_data(mid)["activation"] or DEFAULT_ACTIVATION
        g = self.monster_graph(mid)
        src = self.map.figures[mid].space
        dist = g.distances_from(src)
        reach = [inv for inv in living if dist[self.space_of(inv)] >= 0]
        mon = self.monsters[mid]
        if not reach:
            if self.loud:
                self.say("monster-waits", _m(N_(C, "{who} finds no one to hunt."),
                                             who=self.name_of(mid)), {"monster": mid})
            return
        if act["flee_at"] and mon.health - mon.damage <= act["flee_at"]:
            self._flee(mid, reach, dist, act["move"])
            return
        target = self._pick_target(act["target"], reach, dist)
        goal = self.space_of(target)
        ranged = act["reach"] == "ranged"
        if not (ranged and self.map.in_range(src, goal)):
            self._hunt(mid, goal, act["move"], ranged)
        if not attack or mid not in self.map.figures or not target.alive:
            return
        here = self.map.figures[mid].space
        if here == goal or (ranged and self.map.in_range(here, goal)):
            self._attack(mid, target, act["attacks"])

    def _pick_target(self, rule: str, reach: list, dist: list[int]):
        if len(reach) == 1:  # no one to compare with
            return reach[0]
        if rule == "nearest":  # MOM2-MYTH-5
            key = lambda inv: dist[self.space_of(inv)]  # noqa: E731
        elif rule == "farthest":
            key = lambda inv: -dist[self.space_of(inv)]  # noqa: E731
        elif rule == "lowest-health":
            key = lambda inv: inv.health - self.held(inv, "damage")  # noqa: E731
        else:
            key = lambda inv: inv.sanity - self.held(inv, "horror")  # noqa: E731
        keys = [key(inv) for inv in reach]
        best = min(keys)
        tied = [inv for inv, k in zip(reach, keys) if k == best]
        return tied[0] if len(tied) == 1 else self.chance.choice(tied)  # MOM2-GAP-17

    def _hunt(self, mid: str, goal: int, steps: int, ranged: bool) -> None:
        """Up to ``steps`` spaces toward ``goal``, each shortening the distance (MOM2-MYTH-4);
        a ranged monster stops once its target is within range."""
        g = self.monster_graph(mid)
        for _ in range(steps):
            here = self.map.figures[mid].space
            if here == goal or (ranged and self.map.in_range(here, goal)):
                return
            options = g.step_toward(here, goal)
            if not options:
                return
            if not self._monster_step(mid, here, options[0]):
                return

    def _flee(self, mid: str, reach: list, dist: list[int], steps: int) -> None:
        frm = min((self.space_of(inv) for inv in reach), key=lambda s: (dist[s], s))
        g = self.monster_graph(mid)
        away = g.distances_to(frm)
        if self.loud:
            self.say("monster-flees", _m(N_(C, "{who} backs away."), who=self.name_of(mid)),
                     {"monster": mid})
        for _ in range(steps):
            here = self.map.figures[mid].space
            options = [v for v in g.succ[here] if away[v] > away[here]]
            if not options or not self._monster_step(mid, here, options[0]):
                return

    def _monster_step(self, mid: str, here: int, nxt: int) -> bool:
        """One step; False when the monster stops (a barricade holds, it burns to death)."""
        token = self.barricade_between(here, nxt)
        if token is not None:
            brawn = self.monster_data(mid)["brawn"]
            dice = list(roll(self.chance, brawn))
            got = count(dice, "success")
            if self.loud:
                self.say("monster-roll", _m(N_(C, "{who} throws itself at the barricade: "
                                               "{faces}."),
                                            who=self.name_of(mid), faces=faces_msg(dice)),
                         {"monster": mid, "dice": dice, "sides": SIDES, "kinds": kinds(dice)},
                         chance=True)
            if got < self.house["MOM2-GAP-13.barricade"]:
                return False
            self.map.remove_token(token)
            if self.loud:
                self.say("barricade-broken", _m(N_(C, "The barricade gives way.")),
                         {"token": token})
        self.step_figure(mid, nxt, voluntary=True)
        return mid in self.map.figures

    def _attack(self, mid: str, target, attacks: list[dict[str, Any]]) -> None:
        attack = attacks[0] if len(attacks) == 1 else self.chance.choice(attacks)
        text = Msg(attack["text"], CC)
        if self.loud:
            self.say("monster-attack", _m(N_(C, "{who} attacks {target}: {story}"),
                                          who=self.name_of(mid), target=self.name_of(target.id),
                                          story=text),
                     {"monster": mid, "investigator": target.id, "skill": attack["skill"],
                      "harm": attack["harm"], "amount": attack["amount"]})
        self.start_test(target.seat, attack["skill"], "monster-attack",
                        {"monster": mid, "harm": attack["harm"], "amount": attack["amount"]},
                        text=text)

    def _after_monster_attack(self, t: dict, succ: int, passed: bool) -> None:
        ctx = t["ctx"]
        self.harm(t["inv"], ctx["harm"], max(0, ctx["amount"] - succ))

    # ------------------------------------------------------------------ damage and defeat

    def damage_monster(self, mid: str, amount: int) -> None:
        mon = self.monsters.get(mid)
        if mon is None or amount <= 0:
            return
        left = mon.health - mon.damage
        if amount > left and not self.house["MOM2-GAP-18"]:
            if self.loud:
                self.say("overkill", _m(N_(C, "The blow would go past what {who} can take; it "
                                              "glances off."), who=self.name_of(mid)),
                         {"monster": mid, "amount": amount, "left": left})
            return
        mon.damage = min(mon.health, mon.damage + amount)  # health never below 0
        if self.loud:
            self.say("monster-hurt", _m(N_(C, "{who} suffers {n} damage."), who=self.name_of(mid),
                                        n=amount),
                     {"monster": mid, "damage": mon.damage, "health": mon.health})
        if mon.damage >= mon.health:  # MOM2-MON-6, MOM2-GAP-18
            self.defeat(mid)

    def defeat(self, mid: str) -> None:
        space = self.map.figures[mid].space
        who = self.name_of(mid) if self.loud else None  # named while it is still a monster
        self.map.remove_figure(mid)
        del self.monsters[mid]
        self.defeated.append(mid)
        if self.loud:
            self.say("monster-defeated", _m(N_(C, "{who} is defeated."), who=who),
                     {"monster": mid, "space": space})
        self.fire_trigger("monster-defeated", self.active, mid)

    # ------------------------------------------------------------------ horror checks

    def _s_horror_check(self, item: list) -> None:
        seat = item[1]
        inv = self.investigators[seat]
        if not inv.alive:
            return
        near = self.monsters_in_range_of(self.space_of(inv))
        if not near:  # MOM2-MYTH-7
            return
        if len(near) == 1:
            self.horror_test(seat, near[0])
            return
        best = max(self.monster_data(m)["horror"] for m in near)
        tied = [m for m in near if self.monster_data(m)["horror"] == best]  # MOM2-MYTH-6
        if len(tied) > 1 and self.house["MOM2-GAP-15"] == "choose":
            self.now(["choose", {"seat": seat, "kind": "horror", "options": tied, "ctx": {},
                                 "prompt": _m(N_(C, "Choose the monster to make the horror "
                                                    "check against."))}])
            return
        self.horror_test(seat, tied[0])

    def horror_test(self, seat: int, mid: str) -> None:
        rating = self.monster_data(mid)["horror"]
        if self.loud:  # the log and the table name both (issue 24)
            inv = self.investigators[seat]
            self.say("horror-check", _m(N_(C, "{who} makes a horror check against {monster} "
                                              "(horror {n})."),
                                        who=self.name_of(inv.id), monster=self.name_of(mid),
                                        n=rating),
                     {"investigator": inv.id, "monster": mid, "rating": rating})
        self.start_test(seat, "will", "horror", {"monster": mid, "rating": rating},
                        text=_m(N_(C, "Horror check against {who} (horror {n})."),
                                who=self.name_of(mid), n=rating))

    def _after_horror(self, t: dict, succ: int, passed: bool) -> None:
        rating = t["ctx"]["rating"]
        if self.house["MOM2-GAP-1"] == "subtract":
            n = max(0, rating - succ)
        else:
            n = 0 if succ >= rating else rating
        inv = self.investigators[t["inv"]]
        if n and inv.has_power("steady", "horror-check"):
            n = max(0, n - inv.power[2])
        self.harm(t["inv"], "horror", n)

    # ------------------------------------------------------------------ evade checks

    def evade_monster(self, space: int) -> str:
        """MOM2-EVADE-3: the monster in the space with the highest awareness (the first
        listed among equals)."""
        here = self.monsters_at(space)
        best = max(self.monster_data(m)["awareness"] for m in here)
        return next(m for m in here if self.monster_data(m)["awareness"] == best)

    def start_evade(self, inv, act) -> None:
        mid = self.evade_monster(self.space_of(inv))
        data = self.monster_data(mid)
        if self.house["MOM2-GAP-2"] == "awareness":
            skill, mod, diff = "agility", 0, max(1, data["awareness"] - 1)
        else:
            ev = data["evade"] or {"skill": "agility", "modifier": 0, "difficulty": 1}
            skill, mod, diff = ev["skill"], ev["modifier"], ev["difficulty"]
        self.start_test(inv.seat, skill, "evade", {"act": act.to_json(), "monster": mid},
                        mod=mod, diff=diff,
                        text=_m(N_(C, "Evade check against {who}."), who=self.name_of(mid)))

    def _after_evade(self, t: dict, succ: int, passed: bool) -> None:
        inv = self.investigators[t["inv"]]
        act = t["ctx"]["act"]
        if passed:
            self.now(["continue", act])
            return
        if act["type"] == "Move":
            inv.move_left = 0
        if self.loud:
            self.say("forfeit", _m(N_(C, "{who} cannot get away from {monster}; the action is "
                                         "lost."), who=self.name_of(inv.id),
                                   monster=self.name_of(t["ctx"]["monster"])),
                     {"investigator": inv.id, "monster": t["ctx"]["monster"]})

    @staticmethod
    def steps() -> dict:
        return {"activate": MonsterMixin._s_activate,
                "horror-check": MonsterMixin._s_horror_check}
