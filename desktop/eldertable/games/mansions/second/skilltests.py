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
                   text: Msg | None = None, purpose: Msg | None = None) -> dict[str, Any]:
        """Put a test at the front of the agenda and return it. ``purpose`` names what the
        test is for in the log when ``why`` and ``ctx`` do not say it well enough
        (:meth:`test_purpose`)."""
        inv = self.investigators[seat]
        total_mod = mod + extra + self.skill_modifier(inv, skill)
        pool = self.test_pool(inv, skill, mod + extra)
        t = {"inv": seat, "skill": skill, "mod": total_mod, "diff": diff, "pool": pool,
             "dice": [], "rolled": pool == 0, "spent": 0, "clues_ok": False, "rerolled": {},
             "why": why, "ctx": ctx, "text": text, "purpose": purpose}
        if self.loud:  # what the test is for, the skill and every die added or taken (issue 24)
            title = self.test_title(t, purpose)
            self.say("test", _m(N_(C, "{who} \u2014 {title}."), who=self.name_of(inv.id),
                                title=title),
                     {"investigator": inv.id, "skill": skill, "pool": pool, "modifier": total_mod,
                      "difficulty": diff, "why": why, "prompt": text.to_json() if text else None,
                      "title": title.to_json(),
                      "reasons": [[src.to_json(), by] for src, by in self.test_reasons(t)]})
        self.agenda.insert(0, ["test", t])
        return t

    def test_pool(self, inv, skill: str, mod: int = 0) -> int:
        """The dice ``inv`` rolls in a test of ``skill`` with modifier ``mod``: the skill,
        the modifiers and the constant ones of faceup cards (MOM2-TEST-2, MOM2-GAP-10)."""
        pool = inv.skills[skill] + mod + self.skill_modifier(inv, skill)
        if pool <= 0:  # MOM2-GAP-10
            pool = 1 if self.house["MOM2-GAP-10"] == "one" else 0
        return pool

    # ------------------------------------------------------------------ words (issue 24)

    def test_purpose(self, t: dict[str, Any]) -> Msg:
        """What a test is for, from its ``why`` and ``ctx``: "Evade the Byakhee"."""
        why, ctx = t["why"], t["ctx"]
        name = self.name_of
        if why == "evade":
            return _m(N_(C, "Evade {monster}"), monster=name(ctx["monster"]))
        if why == "attack":
            if ctx.get("weapon"):
                return _m(N_(C, "Attack {monster} with {weapon}"), monster=name(ctx["monster"]),
                          weapon=name(ctx["weapon"]))
            return _m(N_(C, "Attack {monster} bare-handed"), monster=name(ctx["monster"]))
        if why == "monster-attack":
            return _m(N_(C, "Withstand the attack of {monster}"), monster=name(ctx["monster"]))
        if why == "horror":
            return _m(N_(C, "Horror check against {monster} (horror {n})"),
                      monster=name(ctx["monster"]), n=ctx["rating"])
        if why == "barricade":
            return _m(N_(C, "Move a barricade out of the way"))
        if why == "push":
            return _m(N_(C, "Push {who} into the next space"), who=name(ctx["figure"]))
        if why == "steal":
            return _m(N_(C, "Snatch {item} from {other}"), item=name(ctx["item"]),
                      other=name(ctx["victim"]))
        if why == "steal-defend":
            return _m(N_(C, "Hold on to {item}"), item=name(ctx["item"]))
        if why == "component":
            if ctx.get("source"):
                return _m(N_(C, "Use {item}"), item=name(ctx["source"]))
            return _m(N_(C, "Use an ability"))
        if why == "card":
            return _m(N_(C, "A test the card calls for"))
        return _m(N_(C, "A test the story calls for"))

    def test_reasons(self, t: dict[str, Any]) -> list[tuple[Msg, int]]:
        """(why, dice added or taken) for a test: the faceup cards and the Insane
        Condition, the weapon, the monster or card's own modifier and an ability's extra
        die. Their sum is the test's modifier."""
        inv = self.investigators[t["inv"]]
        out = [(self.name_of(card), by) for card, by in self.modifier_sources(inv, t["skill"])]
        rest = t["mod"] - sum(by for _src, by in out)
        why, ctx = t["why"], t["ctx"]
        if why == "attack" and rest:
            own = self.item_data(ctx["weapon"])["attack"]["modifier"] if ctx.get("weapon") else 0
            if own:
                out.append((self.name_of(ctx["weapon"]), own))
            if rest - own:
                out.append((_m(N_(C, "the ability of {who}"), who=self.name_of(inv.id)),
                            rest - own))
        elif rest:
            if why == "evade":
                src = self.name_of(ctx["monster"])
            elif why in ("barricade", "push", "component"):
                src = _m(N_(C, "the ability of {who}"), who=self.name_of(inv.id))
            elif why == "card":
                src = _m(N_(C, "the card"))
            else:
                src = _m(N_(C, "the story"))
            out.append((src, rest))
        return out

    def test_title(self, t: dict[str, Any], purpose: Msg | None = None) -> Msg:
        """"Evade the Byakhee: Agility 3, 3 dice"; a penalty says why ("Strength 3, 1 die
        fewer from Bruised Ribs: 2 dice")."""
        inv = self.investigators[t["inv"]]
        base = inv.skills[t["skill"]]
        parts: list[Msg] = []
        for src, by in self.test_reasons(t):
            if by < 0:
                parts.append(_m(N_(C, "{n} {n|die|dice} fewer from {source}"), n=-by,
                                source=src))
            else:
                parts.append(_m(N_(C, "{n} more {n|die|dice} from {source}"), n=by,
                                source=src))
        if t["pool"] != max(0, base + t["mod"]):  # MOM2-GAP-10: a pool of none rolls one
            parts.append(_m(N_(C, "at least one die (house rule)")))
        skill = _m(N_(C, "{skill} {n}"), skill=skill_msg(t["skill"]), n=base)
        for part in parts:
            skill = _m(N_(C, "{before}, {after}"), before=skill, after=part)
        what = purpose or t.get("purpose") or self.test_purpose(t)  # kept: the test row too
        if parts:
            return _m(N_(C, "{purpose}: {skill}: {n} {n|die|dice}"), purpose=what, skill=skill,
                      n=t["pool"])
        return _m(N_(C, "{purpose}: {skill}, {n} {n|die|dice}"), purpose=what, skill=skill,
                  n=t["pool"])

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
