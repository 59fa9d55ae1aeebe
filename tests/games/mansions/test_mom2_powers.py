"""Each investigator's ability at work (MOM2-INV-4), and the possessions that act
(MOM2-TURN-5): every power in investigators.json does what its text says."""

from __future__ import annotations

from eldertable.games.mansions.second import actions as A
from mom2_helpers import (B, I, S, finish, finish_test, game, inv, monster, pending, put, roll,
                          scenario)


def test_mom2_inv_4_ada_looks_at_two_items_and_keeps_one(tmp_path):
    state = game(scenario(tmp_path), investigators=("ada-whitlock",))
    put(state, "ada-whitlock", "kitchen.stove")
    pool = list(state.item_pool[:2])
    state.apply(A.Search("cupboard"))
    assert state.legal_actions() == [A.Choose(pool[0]), A.Choose(pool[1])]
    state.apply(A.Choose(pool[1]))
    assert pool[1] in inv(state, "ada-whitlock").items
    assert state.item_pool[-1] == pool[0]  # the other went back, to the bottom


def test_mom2_inv_4_miriam_mends_another_investigator(tmp_path):
    state = game(scenario(tmp_path), investigators=("miriam-osei", "tomas-reyes"))
    assert not any(isinstance(a, A.UseAbility) for a in state.legal_actions())
    state.table.move("bruised-ribs#1", "damage", "damage-down:1")
    state._ver += 1
    assert A.UseAbility("tomas-reyes") in state.legal_actions()
    assert A.UseAbility("miriam-osei") not in state.legal_actions()  # another, not herself
    state.apply(A.UseAbility("tomas-reyes"))
    assert state.facedown(inv(state, "tomas-reyes"), "damage") == 0


def test_mom2_inv_4_julian_photographs_from_the_next_space(tmp_path):
    state = game(scenario(tmp_path), investigators=("julian-fairweather",))
    put(state, "julian-fairweather", "long.front")
    monster(state, "m", "maniac", "kitchen.larder")  # behind a door: out of range
    # from the scullery next door the larder is in range, so Julian may count from there
    assert A.UseItem("folding-camera#1", "m") in state.legal_actions()
    state.apply(A.UseItem("folding-camera#1", "m"))
    roll(state, S, B, B, B, B)
    julian = inv(state, "julian-fairweather")
    assert julian.clues == 1 and julian.photographed == ["m"]
    assert A.UseItem("folding-camera#1", "m") not in state.legal_actions()


def test_mom2_inv_4_ines_suffers_one_horror_less_from_horror_checks(tmp_path):
    state = game(scenario(tmp_path), investigators=("ines-calder",))
    monster(state, "s", "shoggoth", "hall.west")
    state.agenda[:] = [["horror-check", 0]]
    state._run()
    roll(state, S, B, B, B, B)  # horror 4 - 1 success - 1 for Ines
    assert state.held(inv(state, "ines-calder"), "horror") == 2


def test_mom2_inv_4_bram_rolls_an_extra_die_in_melee(tmp_path):
    state = game(scenario(tmp_path), investigators=("bram-holloway",))
    monster(state, "s", "shoggoth", "hall.east")
    state.apply(A.Attack("crowbar#1", "s"))
    assert pending(state)["pool"] == 4 + 1 + 1  # Strength 4, the crowbar, Bram's ability
    finish(state, S)
    assert state.monsters["s"].damage == 6


def test_mom2_turn_5_spells_and_journals_are_component_actions(tmp_path):
    state = game(scenario(tmp_path), investigators=("odile-ferrand", "tomas-reyes"))
    odile = inv(state, "odile-ferrand")
    state.apply(A.UseItem("field-journal#1", ""))
    finish_test(state, S, S, I, B)  # Lore 4, difficulty 2 (no reroll wanted)
    assert odile.clues == 1 and "field-journal#1" not in odile.items
    odile.spells.append("mend-flesh#40")
    state.table.move("bruised-ribs#1", "damage", "damage-down:1")
    state.table.move("bruised-ribs#2", "damage", "damage-down:1")
    state._ver += 1
    state.apply(A.Cast("mend-flesh#40", "tomas-reyes"))
    finish_test(state, S, S, B, B)  # one facedown card per success
    assert state.facedown(inv(state, "tomas-reyes"), "damage") == 0
    assert odile.actions == 0
