"""Issue 7's three original first-edition stories together use every Forbidden Alchemy
mechanic the issue lists, read from the story files: an alchemy-puzzle win (FA-ALCH) with a
named maniac whose health grows per investigator (FA-GAP-30); time periods travelled by
story events (FA-COMP-39/40, FA-GAP-21), a named shoggoth kept out of rooms holding a Lock
card (FA-ERR-15) and flying byakhees with a secret token side (FA-BYAK, FA-GAP-16); a win
by escaping across a white edge carrying an object (FA-ESC) with hiding (FA-HIDE) and an
altar."""

from __future__ import annotations

import json

from eldertable.games.mansions.first.ruledata import story_for
from eldertable.games.mansions.first.scenarios import shipped


def _stories():
    out = {}
    for sid, path in shipped().items():
        out[sid] = (json.loads(path.read_text(encoding="utf-8")), story_for(sid))
    return out


def _events(scn):
    return {e["id"]: e for e in scn["events"]}


def _leads_to_win(scn, eid, seen=()):
    ev = _events(scn).get(eid)
    if ev is None or eid in seen:
        return False
    for o in ev["outcomes"]:
        if o["do"] == "win":
            return True
        nxt = [o.get(k) for k in ("event", "pass", "solved")]
        if any(n and _leads_to_win(scn, n, (*seen, eid)) for n in nxt):
            return True
    return False


def _named(scn, kind):
    return [m for m in scn["map"]["monsters"] if m["monster"] == kind and m.get("name")]


def alchemy_win(scn, story):
    alchemy = {p["id"] for p in scn.get("puzzles", ()) if p["type"] == "alchemy"}
    return any(o["do"] == "puzzle" and o["puzzle"] in alchemy and _leads_to_win(scn, o["solved"])
               for e in scn["events"] for o in e["outcomes"])


def named_maniac(scn, story):
    return any(m.get("health_per_investigator", 0) > 0 for m in _named(scn, "maniac"))


def time_travel(scn, story):
    events = _events(scn)
    return len(story.time_periods) >= 2 and any(t.event in events for t in story.time_travel)


def shoggoth_kept_out_by_locks(scn, story):
    from eldertable.games.mansions.first.cards import card_set

    shoggoths = {m["id"] for m in _named(scn, "shoggoth")}
    barred = any(n.monster in shoggoths and n.cannot_enter == "lock-card"
                 for n in story.named_monsters)
    decks = card_set().deck_of
    return barred and any(decks.get(c) == "lock" for stack in story.rooms.values() for c in stack)


def byakhees(scn, story):
    return any(m["monster"] == "byakhee" for m in scn["map"]["monsters"])


def escape_with_object(scn, story):
    return any(e.get("trigger", {}).get("on") == "escaped"
               and any(c.get("if") == "item" for c in e.get("conditions", ()))
               and any(o["do"] == "win" for o in e["outcomes"]) for e in scn["events"])


def hiding_and_altar(scn, story):
    hides = any(o["do"] == "give-spell" and o.get("spell") == "mists-of-releh"
                for e in scn["events"] for o in e["outcomes"])
    altar = any("altar" in t["id"] or "altar" in t.get("space", "") for t in scn["map"]["tokens"])
    return hides and altar


MECHANICS = {
    "puzzle": (alchemy_win, named_maniac),
    "time": (time_travel, shoggoth_kept_out_by_locks, byakhees),
    "escape": (escape_with_object, hiding_and_altar),
}


def test_fa_stories_together_use_every_forbidden_alchemy_mechanic():
    stories = _stories()
    for group, checks in MECHANICS.items():
        holders = [sid for sid, (scn, story) in stories.items()
                   if all(check(scn, story) for check in checks)]
        assert holders, f"no first-edition story uses every {group} mechanic together"


def test_fa_gap_16_story_byakhees_fly_and_have_secret_backs():
    from eldertable.games.mansions.first.ruledata import rules_data
    from eldertable.games.mansions.content import catalog

    assert catalog().monsters["byakhee"].flying
    assert any(b.special is not None for m in rules_data().monsters if m.id == "byakhee"
               for b in m.backs)


def test_each_story_has_two_choices_and_both_epilogues():
    for sid, (scn, story) in _stories().items():
        options = story.choices[0].options
        assert len(options) >= 2, sid
        for o in options:
            assert {e.winner for e in o.epilogues} == {"investigators", "keeper"}, sid
        assert len(scn["objectives"]) >= 3, sid
