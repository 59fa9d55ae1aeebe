"""Tests: d8 dice pools, Clues, rerolls and the difficulty (MOM2-TEST-1..7, MOM2-CLUE-1,
MOM2-TERR-6, house rules MOM2-GAP-10, -11 and -14).

A test is the agenda item ``["test", T]`` with ``T`` a plain dict: who tests (``inv``),
``skill``, ``mod`` (modifiers shown on the prompt), ``diff`` (None: no difficulty), the
``pool`` (MOM2-TEST-2), the ``dice`` once rolled, Clues ``spent``, dice ``rerolled`` per
source, and ``why``/``ctx``: what the result is for. Its steps follow MOM2-TEST-5: build
the pool, roll (a CHANCE step, :class:`~.actions.Roll`), then the tested investigator may
reroll and spend Clues, then the successes are counted. When there is nothing to choose
after the roll the result is counted at once; otherwise the investigator ends the step
with :class:`~.actions.Accept`.

``_after_<why>(T, successes, passed)`` methods of the mixins use the result.
"""

from __future__ import annotations

from typing import Any

from ....engine.messages import Msg, N_
from . import actions as A
from .dice import (INVESTIGATION, SIDES, count, face_msg, faces_msg, kinds, passes, result,
                   roll)

C = "mansions"
SKILL_NAMES = {"strength": N_(C, "Strength"), "agility": N_(C, "Agility"),
               "observation": N_(C, "Observation"), "lore": N_(C, "Lore"),
               "influence": N_(C, "Influence"), "will": N_(C, "Will")}

_AFTER: dict[str, str] = {}  # the method that uses a test's result, by the test's why


def skill_msg(skill: str) -> Msg:
    return Msg(SKILL_NAMES[skill], C)


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


class TestMixin:
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: agenda, chance, house, investigators, loud.
    Writes: nothing.
    """
    def start_test(self, seat: int, skill: str, why: str, ctx: dict[str, Any], *,
                   mod: int = 0, diff: int | None = None, extra: int = 0,
                   text: Msg | None = None) -> dict[str, Any]:
        """Put a test at the front of the agenda and return it."""
        inv = self.investigators[seat]
        total_mod = mod + extra + self.skill_modifier(inv, skill)
        pool = inv.skills[skill] + total_mod
        if pool <= 0:  # MOM2-GAP-10
            pool = 1 if self.house["MOM2-GAP-10"] == "one" else 0
        t = {"inv": seat, "skill": skill, "mod": total_mod, "diff": diff, "pool": pool,
             "dice": [], "rolled": pool == 0, "spent": 0, "clues_ok": False, "rerolled": {},
             "why": why, "ctx": ctx, "text": text}
        if self.loud:
            self.say("test", _m(N_(C, "{who} tests {skill}: {n} "
                                      "{n|die|dice}."), who=self.name_of(inv.id),
                                skill=skill_msg(skill), n=pool),
                     {"investigator": inv.id, "skill": skill, "pool": pool, "modifier": total_mod,
                      "difficulty": diff, "why": why, "prompt": text.to_json() if text else None})
        self.agenda.insert(0, ["test", t])
        return t

    def skill_modifier(self, inv, skill: str) -> int:
        """Constant modifiers of faceup cards and the Insane Condition (MOM2-DMG-4)."""
        total = 0
        for eff in self.constant_effects(inv):
            if eff["do"] == "modify" and eff["skill"] in (skill, "any"):
                total += eff["by"]
        return total

    # ------------------------------------------------------------------ choices after a roll

    def can_spend_clue(self, t: dict[str, Any]) -> bool:
        inv = self.investigators[t["inv"]]
        if not t["clues_ok"] or inv.clues <= 0:
            return False
        return count(t["dice"], INVESTIGATION) > t["spent"]

    def reroll_sources(self, t: dict[str, Any]) -> list[tuple[str, int]]:
        """(source, rerolls left) for the tested investigator (MOM2-GAP-14: only card
        effects and abilities reroll). No reroll after a Clue was spent (MOM2-TEST-5)."""
        if t["spent"] or not t["dice"]:
            return []
        inv = self.investigators[t["inv"]]
        out = []
        done = t["rerolled"]
        for item, n in self._kit(inv)[2]:
            if len(done.get(item, ())) < n:
                out.append((item, n - len(done.get(item, ()))))
        if inv.has_power("reroll"):
            n = inv.power[2]
            if len(done.get("ability", ())) < n:
                out.append(("ability", n - len(done.get("ability", ()))))
        return out

    def _reroll_dice(self, t: dict[str, Any], source: str) -> list[int]:
        if self.house["MOM2-GAP-14"]:
            used = t["rerolled"].get(source, ())
            return [i for i in range(len(t["dice"])) if i not in used]
        return list(range(len(t["dice"])))

    def _test_settles(self, t: dict[str, Any]) -> bool:
        """Rolled, and nothing left to choose: count the result now."""
        return t["rolled"] and not self.can_spend_clue(t) and not self.reroll_sources(t)

    def _test_legal(self, t: dict[str, Any]) -> list:
        if not t["rolled"]:
            return [A.ROLL]
        out: list = []
        if self.can_spend_clue(t):
            out.append(A.SPEND_CLUE)
        for source, _left in self.reroll_sources(t):
            out += [A.made(A.Reroll, source, i) for i in self._reroll_dice(t, source)]
        out.append(A.ACCEPT)
        return out

    # ------------------------------------------------------------------ handlers

    def _h_roll(self, act) -> None:
        t = self.agenda[0][1]
        inv = self.investigators[t["inv"]]
        dice = list(roll(self.chance, t["pool"]))  # MOM2-TEST-3
        t["dice"] = dice
        t["rolled"] = True
        space = self.space_of(inv)
        # MOM2-TERR-6: no Clues spent in Darkness (unless a light is near, MOM2-TERR-8)
        t["clues_ok"] = (self.clues_allowed(space)
                         and not self.has_effect(inv, "no-clues"))
        if self.loud:
            self.say("roll", _m(N_(C, "{who} rolls {faces}."), who=self.name_of(inv.id),
                                faces=faces_msg(dice)),
                     {"dice": dice, "sides": SIDES, "kinds": kinds(dice), "investigator": inv.id,
                      "skill": t["skill"], "pool": t["pool"], "difficulty": t["diff"]},
                     chance=True)

    def _h_spend_clue(self, act) -> None:
        t = self.agenda[0][1]
        inv = self.investigators[t["inv"]]
        inv.clues -= 1
        t["spent"] += 1
        if self.loud:
            self.say("clue-spent", _m(N_(C, "{who} spends a Clue: an investigation result "
                                            "becomes a success."), who=self.name_of(inv.id)),
                     {"investigator": inv.id, "spent": t["spent"], "clues": inv.clues})

    def _h_reroll(self, act: A.Reroll) -> None:
        t = self.agenda[0][1]
        inv = self.investigators[t["inv"]]
        old = t["dice"][act.die]
        face = roll(self.chance, 1)[0]
        t["dice"][act.die] = face
        t["rerolled"].setdefault(act.source, []).append(act.die)
        if self.loud:
            self.say("reroll", _m(N_(C, "{who} rolls a die again: {old} becomes {new}."),
                                  who=self.name_of(inv.id), old=face_msg(old),
                                  new=face_msg(face)),
                     {"dice": list(t["dice"]), "sides": SIDES, "kinds": kinds(t["dice"]),
                      "die": act.die, "source": act.source, "investigator": inv.id},
                     chance=True)

    def _h_accept(self, act) -> None:
        t = self.agenda.pop(0)[1]
        self._resolve_test(t)

    def _resolve_test(self, t: dict[str, Any]) -> None:
        succ = result(t["dice"], t["spent"])  # MOM2-TEST-6
        passed = passes(succ, t["diff"], self.house["MOM2-GAP-11"])  # MOM2-TEST-7
        if self.loud:
            inv = self.investigators[t["inv"]]
            self.say("test-result", self._result_text(inv.id, succ, passed, t["diff"]),
                     {"investigator": inv.id, "successes": succ, "passed": passed,
                      "why": t["why"]})
        why = t["why"]
        name = _AFTER.get(why)
        if name is None:
            name = _AFTER[why] = "_after_" + why.replace("-", "_")
        getattr(self, name)(t, succ, passed)

    def _result_text(self, who: str, succ: int, passed: bool, diff: int | None) -> Msg:
        if diff is None:
            return _m(N_(C, "{who}: {n} {n|success|successes}."), who=self.name_of(who), n=succ)
        if passed:
            return _m(N_(C, "{who}: {n} {n|success|successes} against a difficulty of {d}: "
                            "passed."),
                      who=self.name_of(who), n=succ, d=diff)
        return _m(N_(C, "{who}: {n} {n|success|successes} against a difficulty of {d}: failed."),
                  who=self.name_of(who), n=succ, d=diff)

    @staticmethod
    def handlers() -> dict:
        return {A.Roll: TestMixin._h_roll, A.SpendClue: TestMixin._h_spend_clue,
                A.Reroll: TestMixin._h_reroll, A.Accept: TestMixin._h_accept}
