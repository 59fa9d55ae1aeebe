"""Every MOM2-GAP house rule where it changes play: the default and the alternative."""

from __future__ import annotations

import pytest

from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second import new_game
from mom2_helpers import (B, S, end_turns, finish, game, inv, monster, pending, put, roll,
                          scenario, space)


def play(tmp_path, rules=None, who=("tomas-reyes",), change=None, name="house", **kw):
    return game(scenario(tmp_path, change, name), investigators=who, house=rules, **kw)


def hurt(state, seat, kind, n):
    state.harm(seat, kind, n)
    state._run()
    state._ver += 1
    while pending(state) and pending(state)["why"] == "card":
        finish(state)


def horror_check(state, mid):
    state.agenda[:] = [["horror-check", 0]]
    state._run()
    assert pending(state)["ctx"]["monster"] == mid


def test_mom2_gap_1_horror_check_subtract_or_all_or_nothing(tmp_path):
    state = play(tmp_path)
    monster(state, "s", "shoggoth", "hall.west")  # horror 4
    horror_check(state, "s")
    roll(state, S, S, B, B)
    assert state.held(inv(state, "tomas-reyes"), "horror") == 2
    other = play(tmp_path, {"MOM2-GAP-1": "all-or-nothing"}, name="other")
    monster(other, "s", "shoggoth", "hall.west")
    horror_check(other, "s")
    roll(other, S, S, B, B)
    assert other.held(inv(other, "tomas-reyes"), "horror") == 4


def test_mom2_gap_2_evade_test_from_data_or_from_awareness(tmp_path):
    state = play(tmp_path)
    monster(state, "s", "shoggoth", "hall.east")  # its own evade test: Agility, 2
    state.apply(A.SetFire())
    assert (pending(state)["skill"], pending(state)["diff"]) == ("agility", 2)
    plain = play(tmp_path, name="plain")
    monster(plain, "m", "maniac", "hall.east")  # no evade data: Agility, 1
    plain.apply(A.SetFire())
    assert (pending(plain)["skill"], pending(plain)["diff"]) == ("agility", 1)
    aware = play(tmp_path, {"MOM2-GAP-2": "awareness"}, name="aware")
    monster(aware, "c", "cultist", "hall.east")  # awareness 3
    aware.apply(A.SetFire())
    assert (pending(aware)["skill"], pending(aware)["diff"]) == ("agility", 2)


def test_mom2_gap_3_weapon_damage_or_one_per_success(tmp_path):
    state = play(tmp_path)
    monster(state, "s", "shoggoth", "hall.east")
    state.apply(A.Attack("fire-poker#1", "s"))
    roll(state, S, S, B, B, B)
    assert state.monsters["s"].damage == 3
    flat = play(tmp_path, {"MOM2-GAP-3": "flat"}, name="flat")
    monster(flat, "s", "shoggoth", "hall.east")
    flat.apply(A.Attack("fire-poker#1", "s"))
    roll(flat, S, S, B, B, B)
    assert flat.monsters["s"].damage == 2
    bare = play(tmp_path, name="bare")  # unarmed: Strength, 1 per success
    monster(bare, "s", "shoggoth", "hall.east")
    bare.apply(A.Attack("", "s"))
    assert pending(bare)["skill"] == "strength"
    roll(bare, S, S, S, B, B)
    assert bare.monsters["s"].damage == 3


def test_mom2_gap_4_one_to_five_investigators(tmp_path):
    path = scenario(tmp_path)
    five = new_game({"players": 5, "seats": ["human"] * 5, "options": {"scenario": path}}, 1)
    assert five.num_seats() == 5
    with pytest.raises(ValueError, match="1 to 3"):
        new_game({"players": 4, "seats": ["human"] * 4, "house_rules": {"MOM2-GAP-4": 3},
                  "options": {"scenario": path}}, 1)
    with pytest.raises(ValueError):
        new_game({"players": 6, "seats": ["human"] * 6, "options": {"scenario": path}}, 1)


def test_mom2_gap_5_the_same_action_twice(tmp_path):
    state = play(tmp_path)
    state.apply(A.Move("tomas-reyes", space(state, "long.front")))  # one space, one left
    targets = {a.to for a in state.legal_actions() if isinstance(a, A.Move)}
    assert space(state, "hall.west") in targets  # two spaces: a second Move action
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    assert inv(state, "tomas-reyes").moves_taken == 2
    strict = play(tmp_path, {"MOM2-GAP-5": False}, name="strict")
    strict.apply(A.Move("tomas-reyes", space(strict, "long.front")))
    targets = {a.to for a in strict.legal_actions() if isinstance(a, A.Move)}
    assert space(strict, "hall.west") not in targets  # no second Move action
    assert space(strict, "long.back") in targets  # the rest of the first one
    assert A.SetFire() in strict.legal_actions()


def test_mom2_gap_6_one_card_at_a_time(tmp_path):
    state = play(tmp_path)  # health 9
    hurt(state, 0, "damage", 8)
    hurt(state, 0, "damage", 2)  # Wounded at the first card, the second stays
    tomas = inv(state, "tomas-reyes")
    assert tomas.wounded and state.held(tomas, "damage") == 1
    batch = play(tmp_path, {"MOM2-GAP-6": False}, name="batch")
    hurt(batch, 0, "damage", 8)
    hurt(batch, 0, "damage", 2)  # both claimed, then one check: both discarded
    assert inv(batch, "tomas-reyes").wounded and batch.held(inv(batch, "tomas-reyes"),
                                                             "damage") == 0


def test_mom2_gap_7_elimination_counts_the_total_or_one_effect(tmp_path):
    state = play(tmp_path, who=("tomas-reyes", "ada-whitlock"))
    hurt(state, 0, "damage", 9)
    for _ in range(9):
        hurt(state, 0, "damage", 1)
    assert not inv(state, "tomas-reyes").alive  # the total reached health again
    one = play(tmp_path, {"MOM2-GAP-7": "single-effect"}, who=("tomas-reyes", "ada-whitlock"),
               name="one")
    hurt(one, 0, "damage", 9)
    for _ in range(9):
        hurt(one, 0, "damage", 1)
    assert inv(one, "tomas-reyes").alive  # no single effect dealt 9
    hurt(one, 0, "damage", 9)
    assert not inv(one, "tomas-reyes").alive


def test_mom2_gap_8_wounded_investigators_move_once_a_turn(tmp_path):
    state = play(tmp_path)
    hurt(state, 0, "damage", 9)
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    state.apply(A.Move("tomas-reyes", space(state, "hall.east")))  # the rest of the move
    assert not any(isinstance(a, A.Move) for a in state.legal_actions())
    free = play(tmp_path, {"MOM2-GAP-8": False}, name="free")
    hurt(free, 0, "damage", 9)
    free.apply(A.Move("tomas-reyes", space(free, "hall.west")))
    free.apply(A.Move("tomas-reyes", space(free, "hall.east")))
    assert any(isinstance(a, A.Move) for a in free.legal_actions())


def test_mom2_gap_9_the_phase_the_others_lose_at(tmp_path):
    for rule, rounds in (("next-phase", 2), ("current-phase", 1)):
        state = play(tmp_path, {"MOM2-GAP-9": rule}, who=("tomas-reyes", "ada-whitlock"),
                     name=rule)
        hurt(state, 0, "damage", 18)
        while not state.over:
            end_turns(state)
            state.apply(A.EndPhase())
        assert state.round == rounds and state.ending == "eliminated"


def test_mom2_gap_10_a_pool_of_zero_or_at_least_one_die(tmp_path):
    def change(data):
        data["events"][0]["outcomes"] = [
            {"do": "test", "skill": "strength", "modifier": -9, "difficulty": 1,
             "text": "Lift the beam.", "pass": "up"}]
        data["events"][0]["repeat"] = True
        data["events"].append({"id": "up", "outcomes": [{"do": "win", "ending": "won"}]})
    zero = play(tmp_path, change=change)
    put(zero, "tomas-reyes", "kitchen.larder")
    zero.apply(A.Interact("goal"))
    assert zero.agenda == [] and not zero.over  # no dice, no success, no roll to make
    one = play(tmp_path, {"MOM2-GAP-10": "one"}, change=change, name="one")
    put(one, "tomas-reyes", "kitchen.larder")
    one.apply(A.Interact("goal"))
    assert pending(one)["pool"] == 1
    roll(one, S)
    assert one.over == "win"


def test_mom2_gap_11_a_test_without_difficulty_passes_at_a_threshold(tmp_path):
    def change(data):
        data["events"][0]["outcomes"] = [
            {"do": "test", "skill": "strength", "text": "Force it.", "pass": "up"}]
        data["events"][0]["repeat"] = True
        data["events"].append({"id": "up", "outcomes": [{"do": "win", "ending": "won"}]})
    for threshold, won in ((1, True), (2, False)):
        state = play(tmp_path, {"MOM2-GAP-11": threshold}, change=change, name=f"t{threshold}")
        put(state, "tomas-reyes", "kitchen.larder")
        state.apply(A.Interact("goal"))
        roll(state, S, B, B, B, B)
        assert (state.over == "win") is won


def test_mom2_gap_12_puzzle_steps_per_clue(tmp_path):
    from eldertable.engine.chance import SeededChance
    from eldertable.games.mansions.puzzles.base import SpendForSteps

    def change(data):
        data["puzzles"] = [{"id": "box", "type": "slide", "skill": "lore", "text": "A box."}]
        data["events"][0]["outcomes"] = [{"do": "puzzle", "puzzle": "box", "solved": "done"}]
        data["events"].append({"id": "done", "outcomes": [{"do": "win", "ending": "won"}]})
    for per in (1, 3):
        state = play(tmp_path, {"MOM2-GAP-12": per}, change=change, name=f"p{per}",
                     chance=SeededChance(3))
        inv(state, "tomas-reyes").clues = 1
        put(state, "tomas-reyes", "kitchen.larder")
        state.apply(A.Interact("goal"))
        before = state.puzzle.steps_left
        state.apply(A.wrap_puzzle_action(SpendForSteps()))
        assert state.puzzle.steps_left == before + per


def test_mom2_gap_13_push_fire_steal_and_barricade_values(tmp_path):
    push = play(tmp_path, {"MOM2-GAP-13.push": 3}, who=("tomas-reyes", "ada-whitlock"))
    push.apply(A.Push("ada-whitlock", space(push, "hall.west")))
    assert pending(push)["diff"] == 3
    flame = play(tmp_path, {"MOM2-GAP-13.set-fire": True}, name="flame")
    assert A.SetFire() not in flame.legal_actions()  # Tomas holds no Light Source
    lamp = play(tmp_path, {"MOM2-GAP-13.set-fire": True}, who=("ada-whitlock",), name="lamp")
    assert A.SetFire() in lamp.legal_actions()  # Ada's oil lamp
    ties = play(tmp_path, {"MOM2-GAP-13.steal": True}, who=("tomas-reyes", "ada-whitlock"),
                name="ties")
    ties.apply(A.Steal("ada-whitlock", "oil-lamp#2"))
    roll(ties, S, B, B, B, B)
    roll(ties, S, B, B)
    assert "oil-lamp#2" in inv(ties, "tomas-reyes").items  # a tie goes to the thief
    hot = play(tmp_path, {"MOM2-GAP-13.fire": 2}, name="hot")
    hot.map.place_token("blaze", "fire", space=space(hot, "hall.west"))
    hot.apply(A.Move("tomas-reyes", space(hot, "hall.west")))
    while pending(hot):
        finish(hot)
    assert hot.held(inv(hot, "tomas-reyes"), "damage") == 2

    def planks(data):
        data["map"]["tokens"].append({"id": "planks", "kind": "barricade", "door": "long.e3"})
    heavy = play(tmp_path, {"MOM2-GAP-13.barricade": 4}, change=planks, name="heavy")
    put(heavy, "tomas-reyes", "long.front")
    heavy.apply(A.Move("tomas-reyes", space(heavy, "kitchen.scullery")))
    assert pending(heavy)["diff"] == 4


def test_mom2_gap_14_each_die_rerolled_once_per_effect(tmp_path):
    def coin(state):
        inv(state, "tomas-reyes").items.append("lucky-coin#50")  # two rerolls a test
        state._ver += 1
    state = play(tmp_path)
    coin(state)
    monster(state, "s", "shoggoth", "hall.east")
    state.apply(A.Attack("", "s"))
    roll(state, B, B, B, B, B)
    state.chance.push(B)
    state.apply(A.Reroll("lucky-coin#50", 0))
    assert A.Reroll("lucky-coin#50", 0) not in state.legal_actions()
    assert A.Reroll("lucky-coin#50", 1) in state.legal_actions()
    again = play(tmp_path, {"MOM2-GAP-14": False}, name="again")
    coin(again)
    monster(again, "s", "shoggoth", "hall.east")
    again.apply(A.Attack("", "s"))
    roll(again, B, B, B, B, B)
    again.chance.push(B)
    again.apply(A.Reroll("lucky-coin#50", 0))
    assert A.Reroll("lucky-coin#50", 0) in again.legal_actions()


def test_mom2_gap_15_tied_horror_monsters_chosen_or_the_first(tmp_path):
    state = play(tmp_path, shuffle="seeded")
    monster(state, "a", "ghoul", "hall.west")
    monster(state, "b", "byakhee", "long.front")  # both horror 2
    state.agenda[:] = [["horror-check", 0]]
    state._run()
    assert state.agenda[0][0] == "choose" and state.legal_actions() == [A.Choose("a"),
                                                                         A.Choose("b")]
    state.apply(A.Choose("b"))
    assert pending(state)["ctx"]["monster"] == "b"
    first = play(tmp_path, {"MOM2-GAP-15": "first"}, name="first")
    monster(first, "a", "ghoul", "hall.west")
    monster(first, "b", "byakhee", "long.front")
    horror_check(first, "a")


def test_mom2_gap_16_possessions_of_the_fallen_stay_or_leave(tmp_path):
    state = play(tmp_path, who=("tomas-reyes", "ada-whitlock"))
    inv(state, "tomas-reyes").spells.append("wither#77")
    state.eliminate(inv(state, "tomas-reyes"))
    state._run()
    state._ver += 1
    here = space(state, "hall.east")
    assert state.floor[here] == ["fire-poker#1", "wither#77"]
    assert A.Trade() in state.legal_actions(1)
    state.apply(A.Trade())
    state.apply(A.PickUp("fire-poker#1"))
    state.apply(A.PickUp("wither#77"))  # a spell is picked up as a spell
    ada = inv(state, "ada-whitlock")
    assert "fire-poker#1" in ada.items and ada.spells == ["wither#77"]
    gone = play(tmp_path, {"MOM2-GAP-16": False}, who=("tomas-reyes", "ada-whitlock"),
                name="gone")
    gone.eliminate(inv(gone, "tomas-reyes"))
    assert gone.floor == {} and "fire-poker#1" in gone.box


def test_mom2_gap_17_monsters_in_listing_or_random_order(tmp_path):
    state = play(tmp_path, shuffle="seeded")
    for mid in ("c", "a", "b"):
        monster(state, mid, "maniac", "parlor.piano")
    state.reveal(["parlor"])
    assert state.activation_order() == ["c", "a", "b"]
    orders = set()
    for seed in range(8):
        mixed = play(tmp_path, {"MOM2-GAP-17": "random"}, name=f"r{seed}", shuffle="seeded",
                     seed=seed)
        for mid in ("c", "a", "b"):
            monster(mixed, mid, "maniac", "parlor.piano")
        mixed.reveal(["parlor"])
        orders.add(tuple(mixed.activation_order()))
    assert len(orders) > 1


def test_mom2_gap_18_overkill_defeats_or_glances_off(tmp_path):
    state = play(tmp_path)
    monster(state, "c", "cultist", "hall.east")  # health 3
    state.damage_monster("c", 5)
    assert "c" not in state.monsters
    exact = play(tmp_path, {"MOM2-GAP-18": False}, name="exact")
    monster(exact, "c", "cultist", "hall.east")
    exact.damage_monster("c", 5)
    assert exact.monsters["c"].damage == 0
    exact.damage_monster("c", 3)
    assert "c" not in exact.monsters


@pytest.mark.parametrize("rule,faces,horror", [
    ("all-or-nothing", (S, S, S, S), 0),   # successes equal to the rating: no horror at all
    ("all-or-nothing", (S, S, S, B), 4),   # one short: the whole rating
    ("subtract", (S, S, S, S), 0),
    ("subtract", (S, S, S, B), 1),
], ids=["MOM2-GAP-1-all-or-nothing-equal", "MOM2-GAP-1-all-or-nothing-one-short",
        "MOM2-GAP-1-subtract-equal", "MOM2-GAP-1-subtract-one-short"])
def test_mom2_gap_1_horror_check_at_the_rating(tmp_path, rule, faces, horror):
    """The boundary of both ways: successes equal to the horror rating (the shoggoth's 4)
    pass the check whole; one fewer costs everything (all or nothing) or one (subtract)."""
    state = play(tmp_path, {"MOM2-GAP-1": rule})
    monster(state, "s", "shoggoth", "hall.west")
    horror_check(state, "s")
    assert pending(state)["ctx"]["rating"] == 4 and pending(state)["pool"] == 4
    roll(state, *faces)
    assert state.held(inv(state, "tomas-reyes"), "horror") == horror
