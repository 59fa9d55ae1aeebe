"""The chances a seat can see before the investigators pick the reveal order (MM-REV-1).

Built from one seat's observation only: a card shown as a back is never looked up, so the
investigators learn the team's odds against each combat value a foe may have, never what
waits there. Every figure comes from :mod:`eldertable.engine.odds` (exact, not sampled).
"""

from __future__ import annotations

from typing import Any

from eldertable.engine import odds
from eldertable.engine.messages import Msg, N_

C = "miskatonic"
FOE_VALUES = (1, 2, 3)  # the combat values shown when the foe is not known
SKILL = {"combat": N_(C, "Combat"), "investigation": N_(C, "Investigation"),
         "stealth": N_(C, "Stealth"), "sanity": N_(C, "Sanity")}


def _pct(p: float) -> str:
    return f"{round(p * 100)}%"


def _team(obs: dict[str, Any], team: list[str], content, attribute: str,
          against: str | None = None) -> int:
    """The team's summed ``attribute`` (MM-INV-5), with the Combat bonus of the items it
    carries against a foe of type ``against`` (MM-CARD-75, MM-CARD-76)."""
    invs = obs["investigators"]
    n = sum(invs[m]["attributes"][attribute] for m in team)
    if against is not None:
        for m in team:
            for item in invs[m]["items"]:
                info = content.cards[item].item
                if info is not None:
                    n += info.combat_bonus.get(against, 0)
    return n


def _need(obs: dict[str, Any], need) -> int | None:
    if isinstance(need, int):
        return need
    value = (obs.get("house_rules") or {}).get(need)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _card_lines(obs, content, team: list[str], cards: list[str]) -> list[Msg]:
    out: list[Msg] = []
    cultists = [c for c in cards if content.cards[c].type == "cultist"]
    if cultists:  # the cultists fight as one side (MM-PLAY-3)
        a = _team(obs, team, content, "combat", "cultist")
        b = sum(content.cards[c].combat for c in cultists)
        out.append(_combat(Msg(N_(C, "{n} {n|cultist|cultists}"), C, n=len(cultists)), a, b))
    attrs = {m: obs["investigators"][m]["attributes"] for m in team}
    for c in cards:
        info = content.cards[c]
        if info.type == "cultist":
            continue
        thinned = False  # a failed check before the fight may send someone away
        for sid in info.effects:
            step = content.steps[sid]
            if step.do == "fight" and info.combat is not None:
                a = _team(obs, team, content, "combat", info.type)
                out.append(_combat(content.card_name(c), a, info.combat, thinned))
            if step.do != "check" or step.by != "roll" or step.who not in ("each", "team", "one"):
                continue
            need = _need(obs, step.need)
            if need is None:
                continue
            thinned = thinned or step.fail is not None
            if step.who == "team":
                p = odds.d6_at_least(sum(attrs[m][step.skill] for m in team), need)["p_pass"]
                if step.skill == "sanity" and any(_bears(obs, content, m, "sanity_immune")
                                                  for m in team):
                    p = 1.0  # MM-CARD-11: the Amulet of Peace
            else:
                each = [_alone(obs, content, m, step.skill, need) for m in team]
                if step.who == "one":
                    p = max(each)
                else:  # each rolls alone: the chance that every one passes
                    p = 1.0
                    for x in each:
                        p *= x
            out.append(Msg(N_(C, "{card}: {skill} check, {n} {n|success|successes} needed, "
                                 "{p} to pass"), C, card=content.card_name(c),
                           skill=Msg(SKILL[step.skill], C), n=need, p=_pct(p)))
    return out


def _bears(obs, content, inv: str, flag: str):
    """The sum (or any) of ``flag`` over the items ``inv`` carries."""
    found = 0
    for item in obs["investigators"][inv]["items"]:
        info = content.cards[item].item
        if info is not None:
            found += getattr(info, flag)
    return found


def _alone(obs, content, inv: str, skill: str, need: int) -> float:
    """One investigator's own check (MM-TEST-1), with his Stealth items (MM-CARD-79) and
    the Amulet of Peace's Sanity (MM-CARD-11)."""
    if skill == "sanity" and _bears(obs, content, inv, "sanity_immune"):
        return 1.0
    n = obs["investigators"][inv]["attributes"][skill]
    if skill == "stealth":
        n += _bears(obs, content, inv, "stealth_bonus")
    return odds.d6_at_least(n, need)["p_pass"]


def _combat(foe: Msg, a: int, b: int, thinned: bool = False) -> Msg:
    """MM-COMBAT-1..3: ``a`` dice against ``b``, ties rolled again. ``thinned``: the
    dice count holds only while every investigator here is still in the fight."""
    p = odds.combat(a, b)["p_win"] if a and b else (1.0 if a else 0.0)
    if thinned:
        return Msg(N_(C, "{foe}: combat {a} {a|die|dice} against {b} if all of you stay, "
                         "you win {p}"), C, foe=foe, a=a, b=b, p=_pct(p))
    return Msg(N_(C, "{foe}: combat {a} {a|die|dice} against {b}, you win {p}"), C, foe=foe,
               a=a, b=b, p=_pct(p))


def reveal_odds(obs: dict[str, Any], content) -> dict[str, list[Msg]]:
    """``{location: lines}`` for every location the reveal decision offers, from what
    ``obs`` shows: exact chances for the cards the seat sees, and for cards shown as backs
    the team's chance against each combat value in :data:`FOE_VALUES`, said as such."""
    d = obs.get("decision") or {}
    if d.get("kind") != "reveal":
        return {}
    out: dict[str, list[Msg]] = {}
    for loc in d.get("options", []):
        place = obs["locations"][loc]
        team = place["investigators"]
        known = [c["id"] for c in place["cards"] if "id" in c]
        hidden = sum(1 for c in place["cards"] if "id" not in c)
        lines: list[Msg] = []
        if not team:
            lines.append(Msg(N_(C, "no investigator here"), C))
        else:
            lines.extend(_card_lines(obs, content, team, known))
            if hidden:
                a = _team(obs, team, content, "combat")
                wins = " / ".join(_pct(odds.combat(a, b)["p_win"]) if a else "0%"
                                  for b in FOE_VALUES)
                lines.append(Msg(N_(C, "{n} face-down {n|card|cards}, not known to you"), C,
                                 n=hidden))
                # short enough for one line of the encounter panel at 1200 x 800 (issue 25)
                lines.append(Msg(N_(C, "combat {a} {a|die|dice}: {wins} vs 1/2/3"), C, a=a,
                                 wins=wins))
        out[loc] = lines
    rituals = _rituals(obs, content)
    if rituals:
        out["secret_rituals"] = rituals
    return out


def _rituals(obs: dict[str, Any], content) -> list[Msg]:
    """MM-RIT-3..6: the Secret Rituals, resolved last: the chance of a Summon Point and of
    a cultist devoured, when the seat sees the cards there."""
    place = (obs.get("locations") or {}).get("secret_rituals")
    if not place or not place["cards"]:
        return []
    hidden = sum(1 for c in place["cards"] if "id" not in c)
    if hidden:
        return [Msg(N_(C, "{n} face-down {n|card|cards}, not known to you"), C, n=hidden)]
    cultists = [c["id"] for c in place["cards"] if content.cards[c["id"]].type == "cultist"]
    if not cultists:
        return []
    dice = [content.cards[c].combat for c in cultists]
    threshold = 5
    if (obs.get("house_rules") or {}).get("MM-GAP-30"):  # MM-CARD-77: the strongest bears it
        for item in obs.get("cult_items") or ():
            info = content.cards[item].item
            if info is not None and info.ritual_threshold is not None:
                threshold = info.ritual_threshold
    bearer = max(dice) if threshold != 5 else 0
    p = odds.ritual(sum(dice) - bearer, bearer, threshold)
    return [Msg(N_(C, "{n} {n|die|dice}: Summon Point {p}, devoured {q}"),
                C, n=sum(dice), p=_pct(p["p_success"]), q=_pct(p["p_one"]))]
