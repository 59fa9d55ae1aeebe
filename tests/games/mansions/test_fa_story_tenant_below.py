"""The Tenant Below the Stairs: travel between time periods (FA-COMP-39/40, house rule
FA-GAP-21), the named shoggoth kept out of rooms holding a Lock card (FA-ERR-15) with its
health per investigator (FA-ERR-14, FA-GAP-30), and the byakhee's secrecy (FA-BYAK-1/2),
with scripted dice."""

from __future__ import annotations

import pytest

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import new_game

NAMES = ["tomas-reyes", "ada-whitlock", "miriam-osei", "julian-fairweather", "hettie-marsh"]
STUDY = "study.study"


def tenant_game(k: int = 1, dice=(), choice: str = "a"):
    chance = ScriptedChance(list(dice))  # the Tenant is not on the map until it arrives
    config = {"players": k, "options": {"scenario": "tenant-below", "story_choice": choice},
              "house_rules": {}, "investigators": NAMES[:k]}
    return new_game(config, 1, chance)


def wake(s, seat: int = 0):
    """The Tenant arrives as the story's ``clock-deeper`` event places it (FA-ERR-13); a
    shoggoth has one token back, so no die is drawn."""
    s.monster_outcome(next(o for ev in s.model.events if ev.id == "clock-deeper"
                           for o in ev.outcomes if getattr(o, "monster", None) == "tenant"), seat)
    return s.monsters["tenant"]


def use(s, inv, token: str):
    tok = s.map.tokens[token]
    s.map.move_figure(inv.id, tok.space)
    s.active, inv.action = inv.seat, 1
    assert A.UseToken(token) in s.legal_actions()
    return s.apply(A.UseToken(token))


def _beside_study(s) -> tuple[int, int]:
    """A space outside the study that the shoggoth could step from into the study."""
    graph = s.map.move_graph(s.map.figures["tenant"].mover)
    for u in range(graph.n):
        if s.room_of(u) == STUDY:
            continue
        for v in graph.succ[u]:
            if s.room_of(v) == STUDY:
                return u, v
    raise AssertionError("the study has no way in")


@pytest.mark.parametrize("k", [1, 2, 4])
def test_fa_err_14_fa_gap_30_named_shoggoth_health_per_investigator(k):
    s = tenant_game(k)
    tenant = wake(s)
    assert tenant.kind == "shoggoth" and tenant.name == "The Tenant"
    assert s.monster_health(tenant) == s.monster_back(tenant).health + 5 * k


def test_fa_err_15_shoggoth_refused_entry_to_a_room_with_a_lock_card():
    s = tenant_game(1)
    wake(s)
    s.variables["tenant-awake"] = True
    s.map.reveal_tile("study")
    assert s.cards.deck_of[s.rooms[STUDY][0]] == "lock"
    outside, inside = _beside_study(s)
    s.map.move_figure("tenant", outside)
    s.move_monster("tenant", inside)
    assert s.map.figures["tenant"].space == outside  # refused
    s.phase, s.threat = "keeper", 9
    rush = [a for a in s.legal_actions() if isinstance(a, A.KeeperAction)
            and a.card == "sudden-rush" and a.target == "tenant"]
    assert rush and all(s.room_of(a.to) != STUDY for a in rush)
    s.rooms[STUDY] = [c for c in s.rooms[STUDY] if s.cards.deck_of[c] != "lock"]
    s.move_monster("tenant", inside)  # the lock is passed: the room is open to it
    assert s.map.figures["tenant"].space == inside


def test_fa_err_15_other_monsters_enter_rooms_with_lock_cards():
    s = tenant_game(1, dice=(0,))
    wake(s)
    s.map.reveal_tile("study")
    outside, inside = _beside_study(s)
    s.add_monster("m1", "maniac", outside, None, 0)
    s.move_monster("m1", inside)
    assert s.map.figures["m1"].space == inside


def test_fa_gap_21_time_travel_by_the_tall_clock_and_the_story_win():
    # the byakhee's token back (a shoggoth has one), then the stone's Strength test: 1 passes
    s = tenant_game(1, dice=(0, 1))
    tomas = s.investigators[0]
    s.map.reveal_tile("dining")
    assert s.observation(0)["time_period"] == "present" and "ward-ledger" not in s.map.tokens
    use(s, tomas, "tall-clock")
    assert s.observation(0)["time_period"] == "asylum-years"
    assert s.variables["period"] == 1 and s.objective == "read-ledger"
    assert {"ward-ledger", "matron"} <= set(s.map.tokens) and "first-stone" not in s.map.tokens
    use(s, tomas, "ward-ledger")
    assert "gardeners-ledger" in tomas.items and s.objective == "further-back"
    use(s, tomas, "tall-clock")
    assert s.observation(0)["time_period"] == "before-the-house" and s.variables["period"] == 2
    assert "matron" not in s.map.tokens  # she belongs to the asylum years
    assert "first-stone" in s.map.tokens and "wings-1" in s.monsters
    assert s.room_of(s.map.figures["tenant"].space) == "dining.dining-room"  # FA-ERR-13
    assert not s.variables["tenant-awake"] and not s.movable("tenant")
    s.fire("round-end", 0, None)  # it has come up through the floor by the round's end
    s.run()
    assert s.variables["tenant-awake"] and s.movable("tenant")
    use(s, tomas, "first-stone")
    assert s.over == "investigators" and s.ending == "stone-turned"


def test_fa_gap_21_period_tokens_return_only_while_of_use():
    s = tenant_game(1)
    tomas = s.investigators[0]
    s.map.reveal_tile("dining")
    use(s, tomas, "tall-clock")
    use(s, tomas, "ward-ledger")
    s.move_time("present")
    assert "ward-ledger" not in s.map.tokens and "matron" not in s.map.tokens
    s.move_time("asylum-years")
    assert "ward-ledger" not in s.map.tokens  # read already
    assert "matron" in s.map.tokens  # still to be talked to
    assert s.variables["period"] == 1


def test_fa_byak_1_fa_byak_2_story_byakhee_flies_and_keeps_its_back_secret():
    s = tenant_game(2, dice=(0,))
    s.map.reveal_tile("back")
    s.monster_outcome(next(o for ev in s.model.events if ev.id == "clock-deeper"
                           for o in ev.outcomes if getattr(o, "monster", None) == "wings-1"))
    wings = s.monsters["wings-1"]
    assert wings.kind == "byakhee" and s.map.figures["wings-1"].mover.flying
    s.hurt_monster(wings, 1)
    tomas_view = next(m for m in s.observation(0)["monsters"] if m["id"] == "wings-1")
    keeper_view = next(m for m in s.observation(s.keeper)["monsters"] if m["id"] == "wings-1")
    assert tomas_view["back"] is None and keeper_view["back"] is not None


def test_fa_gap_21_story_travel_to_an_unknown_period_is_one_clear_problem(tmp_path):
    import json

    from eldertable.games.mansions import validate_file
    from eldertable.games.mansions.first.scenarios import shipped

    data = json.loads(shipped()["tenant-below"].read_text(encoding="utf-8"))
    data["first_edition"]["time_travel"][0]["to"] = "next-tuesday"
    data["first_edition"]["period_tokens"]["yesterday"] = ["matron"]
    path = tmp_path / "tenant-below.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = validate_file(path)
    assert any("time_travel[0].to" in p and "next-tuesday" in p for p in problems)
    assert any("period_tokens.yesterday" in p for p in problems)


def test_story_simulation_is_deterministic():
    from eldertable.games.mansions.first.sim import simulate_one

    opts = {"scenario": "tenant-below", "investigators": 2}
    assert simulate_one(opts, 5) == simulate_one(opts, 5)
