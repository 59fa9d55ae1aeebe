"""Damage, Horror, madness and elimination: MOM2-DMG-*, MOM2-ELIM-*, Fire (MOM2-TERR-9),
winning and losing (MOM2-WIN-*)."""

from __future__ import annotations

from eldertable.engine.protocol import TERMINAL
from eldertable.games.mansions.second import actions as A
from mom2_helpers import (B, S, end_turns, events_of, game, inv, monster, pending, put,
                          scenario, space)


def stack(state, deck: str, cards: list[str]) -> None:
    """Put ``cards`` on top of ``deck`` in this order."""
    pile = state.table.piles[deck].cards
    for card in cards:
        pile.remove(card)
    pile[0:0] = cards


def hurt(state, seat: int, kind: str, n: int) -> None:
    """Suffer ``n`` (test setup); a card that asks for a test is passed."""
    state.harm(seat, kind, n)
    state._run()
    state._ver += 1
    while state.agenda and state.agenda[0][0] == "test" and state.agenda[0][1]["why"] == "card":
        state.chance.push(*([S] * state.agenda[0][1]["pool"]))
        state.apply(A.Roll())


def piles(state, seat: int, kind: str) -> tuple[list, list]:
    return (list(state.table.piles[f"{kind}-up:{seat}"].cards),
            list(state.table.piles[f"{kind}-down:{seat}"].cards))


def test_mom2_dmg_1_suffering_claims_the_top_card(tmp_path):
    state = game(scenario(tmp_path))
    top = state.table.piles["damage"].cards[0]
    hurt(state, 0, "damage", 1)
    up, down = piles(state, 0, "damage")
    assert top in up + down and top not in state.table.piles["damage"].cards
    htop = state.table.piles["horror"].cards[0]
    hurt(state, 0, "horror", 1)
    assert htop in sum(piles(state, 0, "horror"), [])


def test_mom2_dmg_2_cards_are_claimed_faceup(tmp_path):
    state = game(scenario(tmp_path))
    stack(state, "damage", ["twisted-ankle#1"])
    hurt(state, 0, "damage", 1)
    assert piles(state, 0, "damage") == (["twisted-ankle#1"], [])
    assert state.observation(0)["investigators"][0]["damage"]["up"] == ["twisted-ankle#1"]


def test_mom2_dmg_3_resolve_immediately_then_facedown(tmp_path):
    state = game(scenario(tmp_path))
    stack(state, "damage", ["winded#1"])
    hurt(state, 0, "damage", 1)
    assert piles(state, 0, "damage") == ([], ["winded#1"])
    assert inv(state, "tomas-reyes").lost_actions == 1
    state.apply(A.EndTurn())
    state.apply(A.EndPhase())
    assert inv(state, "tomas-reyes").actions == 1  # one action fewer this turn


def test_mom2_dmg_4_keep_faceup_cards_work_all_the_time(tmp_path):
    state = game(scenario(tmp_path))
    stack(state, "damage", ["twisted-ankle#1"])
    hurt(state, 0, "damage", 1)
    monster(state, "m", "maniac", "hall.east")
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    assert pending(state)["pool"] == 2  # Agility 3, one die fewer
    state.chance.push(S, B)
    state.apply(A.Roll())
    assert piles(state, 0, "damage")[0] == ["twisted-ankle#1"]


def test_mom2_dmg_5_wounded_when_damage_reaches_health(tmp_path):
    state = game(scenario(tmp_path))  # Tomas: health 9
    hurt(state, 0, "damage", 8)
    assert not inv(state, "tomas-reyes").wounded
    stack(state, "damage", ["twisted-ankle#1"])
    hurt(state, 0, "damage", 1)  # faceup and facedown count together
    assert inv(state, "tomas-reyes").wounded


def test_mom2_dmg_6_wounded_takes_the_condition_and_drops_facedown_damage(tmp_path):
    state = game(scenario(tmp_path))
    stack(state, "damage", ["twisted-ankle#1"])
    hurt(state, 0, "damage", 9)
    tomas = inv(state, "tomas-reyes")
    assert "wounded" in tomas.conditions
    assert piles(state, 0, "damage") == (["twisted-ankle#1"], [])
    assert len(state.table.piles["damage-discard"].cards) == 8


def test_mom2_dmg_7_wounded_then_damage_to_health_again_eliminates(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(state, 0, "damage", 9)
    tomas = inv(state, "tomas-reyes")
    assert tomas.wounded and tomas.alive
    hurt(state, 0, "damage", 8)
    assert tomas.alive
    hurt(state, 0, "damage", 1)
    assert not tomas.alive


def test_mom2_dmg_8_insane_when_horror_reaches_sanity(tmp_path):
    state = game(scenario(tmp_path))  # Tomas: sanity 6
    hurt(state, 0, "horror", 5)
    assert not inv(state, "tomas-reyes").insane
    hurt(state, 0, "horror", 1)
    assert inv(state, "tomas-reyes").insane


def test_mom2_dmg_9_insane_draws_a_condition_and_drops_facedown_horror(tmp_path):
    state = game(scenario(tmp_path))
    events = []
    state.harm(0, "horror", 6)
    state._events = events
    state._run()
    tomas = inv(state, "tomas-reyes")
    condition = state.table.piles["insane:0"].cards
    assert condition == ["hoarding-mind#1"] and condition[0] in tomas.conditions
    assert piles(state, 0, "horror")[1] == []
    insane = events_of(events, "insane")[0]
    assert insane.reveal and insane.data["condition"] == "hoarding-mind#1"


def test_mom2_dmg_10_an_insane_condition_can_change_who_wins(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(state, 1, "horror", 9)  # Ada goes Insane: Hoarding Mind (two Clues or lose)
    inv(state, "ada-whitlock").clues = 1
    put(state, "tomas-reyes", "kitchen.larder")
    state.apply(A.Interact("goal"))
    result = state.result()
    assert result.winners == ("investigators",)
    assert result.extras["personal_losses"] == ["ada-whitlock"]
    other = game(scenario(tmp_path, name="other"), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(other, 1, "horror", 9)
    inv(other, "ada-whitlock").clues = 2
    put(other, "tomas-reyes", "kitchen.larder")
    other.apply(A.Interact("goal"))
    assert other.result().extras["personal_losses"] == []


def test_mom2_dmg_11_insane_then_horror_to_sanity_again_eliminates(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(state, 0, "horror", 6)
    tomas = inv(state, "tomas-reyes")
    assert tomas.insane and tomas.alive
    hurt(state, 0, "horror", 6)
    assert not tomas.alive


def test_mom2_elim_1_eliminated_drops_everything_and_leaves_the_map(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    tomas = inv(state, "tomas-reyes")
    hurt(state, 0, "damage", 9)
    hurt(state, 0, "damage", 9)
    assert not tomas.alive and tomas.id not in state.map.figures
    assert state.floor[space(state, "hall.east")] == ["fire-poker#1"]
    assert tomas.items == []
    assert state.active == 1 and state.current_player() == 1  # Ada's turn follows
    assert not any(a.investigator == tomas.id for a in state.legal_actions()
                   if isinstance(a, A.BeginTurn))


def test_mom2_elim_2_the_others_lose_when_the_next_investigator_phase_ends(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(state, 0, "damage", 18)  # eliminated in round 1, during its Investigator Phase
    end_turns(state)
    state.apply(A.EndPhase())
    assert not state.over and state.round == 2  # the survivors get one more phase
    end_turns(state)
    state.apply(A.EndPhase())
    assert state.over == "lose" and state.ending == "eliminated"


def test_mom2_elim_3_all_eliminated_ends_the_game_at_once(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(state, 0, "damage", 18)
    assert not state.over
    hurt(state, 1, "damage", 12)
    assert state.over == "lose" and state.current_player() == TERMINAL


def test_mom2_terr_9_fire_harms_whoever_enters_it(tmp_path):
    state = game(scenario(tmp_path))
    state.map.place_token("blaze", "fire", space=space(state, "hall.west"))
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    assert state.held(inv(state, "tomas-reyes"), "damage") == 1
    # a monster walking into it is hurt too
    monster(state, "m", "maniac", "hall.east")
    state.step_figure("m", space(state, "hall.west"), voluntary=True)
    state._run()
    assert state.monsters["m"].damage == 1


def test_mom2_win_1_the_objective_is_always_shown(tmp_path):
    def change(data):
        data["map"]["tokens"].append({"id": "note", "kind": "search", "space": "hall.east"})
        data["events"].append({"id": "read", "trigger": {"on": "token-used", "token": "note"},
                               "outcomes": [{"do": "change-objective", "to": "leave"}]})
    state = game(scenario(tmp_path, change))
    assert state.observation(0)["objective"]["text"] == "Find the goal."
    state.apply(A.Search("note"))
    assert state.observation(0)["objective"]["text"] == "Now leave."


def test_mom2_win_2_the_investigators_win_or_lose_together(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    put(state, "tomas-reyes", "kitchen.larder")
    state.apply(A.Interact("goal"))
    assert state.result().winners == ("investigators",)
    lost = game(scenario(tmp_path, name="lost"), investigators=("tomas-reyes", "ada-whitlock"))
    hurt(lost, 0, "damage", 18)
    hurt(lost, 1, "damage", 12)
    assert lost.result().winners == ("keeper",)

