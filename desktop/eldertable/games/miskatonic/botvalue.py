"""What a card is worth to a team of investigators: the default bot's expected values.

The value of meeting a card is read off the card's own effect steps (content data), with
exact dice odds: Mythos Points gained count for, Summon Points given and cards drawn by
the cultist count against, and every investigator sent to Temporary Insanity, Jail or
Intensive Care costs the turns he will miss. Nothing here looks at hidden information:
the bot combines these values with what its observation tells it about where cards lie.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

P_HIT = 1.0 / 3.0
MAX_DICE = 48


@lru_cache(maxsize=None)
def at_least(n: int, k: int) -> float:
    """P(at least ``k`` fives and sixes among ``n`` six-sided dice)."""
    if k <= 0:
        return 1.0
    if n < k:
        return 0.0
    miss = 1.0 - P_HIT
    return sum(comb(n, i) * P_HIT ** i * miss ** (n - i) for i in range(k, n + 1))


@lru_cache(maxsize=None)
def _exactly(n: int) -> tuple[float, ...]:
    miss = 1.0 - P_HIT
    return tuple(comb(n, i) * P_HIT ** i * miss ** (n - i) for i in range(n + 1))


@lru_cache(maxsize=None)
def beat(a: int, b: int) -> float:
    """P(``a`` dice roll more successes than ``b`` dice), ties rolled again."""
    pa, pb = _exactly(min(a, MAX_DICE)), _exactly(min(b, MAX_DICE))
    win = lose = 0.0
    for i, x in enumerate(pa):
        for j, y in enumerate(pb):
            if i > j:
                win += x * y
            elif i < j:
                lose += x * y
    if win + lose <= 0.0:
        return 0.5
    return win / (win + lose)


AMOUNT = {"1d3": 2.0, "1d6": 3.5}


class Weights:
    """How the investigators weigh the outcomes (tuned in self-play)."""

    mythos = 1.0
    summon = 1.0
    draw = 0.6
    insanity = 1.1
    jail = 1.1
    care = 0.8
    ally = 2.5
    items = {"ancient_tome": 3.0, "diary_of_a_madman": 2.0, "old_book": 0.8,
             "magical_ring": 0.6, "ceremonial_dagger": 1.2, "ceremonial_mask": 0.8,
             "amulet_of_peace": 1.5}


_VECTORS: dict[tuple, list[float]] = {}


def team_vector(content, house_rules: dict, rules_key: str, members: tuple) -> list[float]:
    """The value of every card base (in ``content.bases`` order) for a team; shared by all
    bots and games with the same content and house rules."""
    key = (id(content), rules_key, members)
    hit = _VECTORS.get(key)
    if hit is None:
        if len(_VECTORS) > 20000:
            _VECTORS.clear()
        tv = TeamValues(content, house_rules, members)
        hit = _VECTORS[key] = [tv.card(ids[0]) for ids in content.bases.values()]
    return hit


class TeamValues:
    """Expected value of each card for one team, cached per card.

    ``team`` is a tuple of ``(combat, investigation, stealth, sanity, immune, stealth
    bonus, ((foe kind, combat bonus), ...))`` per member.
    """

    def __init__(self, content, house_rules: dict, team: tuple, weights=Weights) -> None:
        self.c = content
        self.hr = house_rules
        self.team = team
        self.w = weights
        self.cache: dict[str, float] = {}

    def card(self, card: str) -> float:
        base = self.c.cards[card].base
        hit = self.cache.get(base)
        if hit is None:
            info = self.c.cards[card]
            if not self.team:
                hit = 0.0
            elif info.type == "cultist":
                hit = self._fight(info.combat, "cultist", ())
            else:
                hit = self._steps(info.effects, info)
            self.cache[base] = hit
        return hit

    # ------------------------------------------------------------------ effect steps

    def _amount(self, value) -> float:
        if isinstance(value, int):
            return float(value)
        if value in AMOUNT:
            return AMOUNT[value]
        return float(self.hr.get(value, 0))

    def _steps(self, sids, info, last=(None, 0.0)) -> float:
        """Sum of the steps' values; ``last`` is (P(passed), P(someone failed)) of the
        latest check, for steps that run only then."""
        steps = self.c.steps
        total = 0.0
        passed, failed = last
        for sid in sids:
            s = steps[sid]
            if s.if_rule is not None and self.hr.get(s.if_rule[0]) != s.if_rule[1]:
                continue
            scale = 1.0
            if s.when == "passed":
                scale = passed if passed is not None else 0.0
            elif s.when == "failed":
                scale = failed
            do = s.do
            if do == "summon":
                total -= scale * self.w.summon * self._amount(s.amount)
            elif do == "draw":
                total -= scale * self.w.draw * self._amount(s.amount)
            elif do == "mythos":
                total += scale * self.w.mythos * self._amount(s.amount)
            elif do == "acquire":
                if s.acq == "ally":
                    total += scale * self.w.ally
                elif s.acq == "possession":
                    total += scale * self.w.items.get(info.base, 0.5)
            elif do == "check":
                value, passed, failed = self._check(s, info)
                total += scale * value
            elif do == "fight":
                total += scale * self._fight(info.combat, info.type, s.win, info)
        return total

    def _check(self, s, info) -> tuple[float, float, float]:
        team = self.team
        need = int(self._amount(s.need))
        skill = ("combat", "investigation", "stealth", "sanity").index(s.skill)
        if s.who == "team" or (s.who == "each" and self.hr.get("MM-GAP-4") and
                               s.skill == "sanity" and s.fail is None and not s.fail_mythos):
            if s.skill == "sanity" and any(m[4] for m in team):
                p_pass = 1.0
            else:
                p_pass = at_least(sum(m[skill] for m in team), need)
            p_fail_any = 1.0 - p_pass
            losers = len(team) * p_fail_any
        else:
            probs = []
            for m in team:
                if s.skill == "sanity" and m[4]:
                    probs.append(1.0)
                else:
                    dice = m[skill] + (m[5] if s.skill == "stealth" else 0)
                    probs.append(at_least(dice, need))
            if s.who == "one":
                probs = [max(probs)]
            all_pass = 1.0
            none_pass = 1.0
            for p in probs:
                all_pass *= p
                none_pass *= 1.0 - p
            rule = s.reward or self.hr.get("MM-GAP-15", "any")
            p_pass = all_pass if rule == "all" else 1.0 - none_pass
            p_fail_any = 1.0 - all_pass
            losers = sum(1.0 - p for p in probs) if s.who != "one" else 0.0
        value = 0.0
        if s.fail == "insanity":
            value -= losers * self.w.insanity
        elif s.fail == "jail":
            value -= losers * self.w.jail
        elif s.fail == "intensive_care":
            value -= losers * self.w.care
        if s.fail_mythos:
            value -= p_fail_any * self.w.mythos * s.fail_mythos
        if s.passes:
            value += p_pass * self._steps(s.passes, info, (1.0, 0.0))
        return value, p_pass, p_fail_any

    def _fight(self, combat: int, kind: str, win, info=None) -> float:
        team = self.team
        dice = sum(m[0] for m in team) + sum(v for m in team for k, v in m[6] if k == kind)
        p = beat(dice, combat)
        k = len(team)
        p_win = 1.0 - (1.0 - p) ** k if self.hr.get("MM-GAP-13") != "single" else p
        lost = min(float(k), (1.0 - p) / max(p, 1e-6))
        value = -lost * self.w.care * (0.6 if self.hr.get("MM-GAP-13") != "single" else 1.0)
        if self.hr.get("MM-GAP-13") == "single":
            value = -(1.0 - p) * k * self.w.care
        if win and info is not None:
            value += p_win * self._steps(win, info, (1.0, 0.0))
        return value
