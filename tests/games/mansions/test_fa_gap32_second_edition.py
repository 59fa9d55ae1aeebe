"""FA-GAP-32 (house rule): Forbidden Alchemy parts in second-edition scenarios.

With the switch on (the default) a second-edition scenario may hold an alchemy puzzle
(puzzle actions from the skill the puzzle names, Clues for skill points, the first-edition
d10 completion roll, FA-ALCH-19), impassable borders that flying monsters cross, and
escaping across a white edge. Side Effect cards are not brought in (second edition has no
such deck). With the switch off such a scenario is refused when the game is set up, with
one message naming the part and the switch. Dice are scripted; shuffles keep file order,
so the alchemy pile deals its pieces a01..a06 in turn.
"""

from __future__ import annotations

import pytest
from mom2_helpers import events_of, game, inv, monster, put, scenario, space

from eldertable.engine.protocol import TERMINAL
from eldertable.games.mansions.map.graph import Mover
from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second import config as second_config
from eldertable.games.mansions.second.alchemy import SWITCH
from eldertable.games.mansions.second.ruledata import house_rules

# side 10A's edges, from the top clockwise: triangle, circle, diamond, circle, triangle,
# diamond; the pile in file order deals circle, diamond, triangle, circle, diamond,
# triangle, so only edge 4 (index 3) starts correct.
SWAP_FIRST_TWO = {"type": "alchemy.swap", "a": 0, "b": 1}  # edge 2 becomes correct too


def alchemy_house(data) -> None:
    """The test house with an alchemy still at the larder (tested with Lore): solving it
    wins, failing it costs a Horror."""
    data["puzzles"] = [{"id": "still", "type": "alchemy", "skill": "lore", "setup": "10A",
                        "text": "Brew the draught in the still."}]
    data["map"]["tokens"].append({"id": "still", "kind": "interact", "space": "kitchen.larder"})
    data["events"] += [
        {"id": "use-still", "trigger": {"on": "token-used", "token": "still"}, "repeat": True,
         "outcomes": [{"do": "puzzle", "puzzle": "still", "solved": "brewed",
                       "unsolved": "spoiled"}]},
        {"id": "brewed", "outcomes": [{"do": "win", "ending": "won"}]},
        {"id": "spoiled", "outcomes": [{"do": "horror", "amount": 1}]},
    ]


def at_the_still(tmp_path, investigator="ada-whitlock", house=None, clues=0, dice=()):
    path = scenario(tmp_path, alchemy_house, name="alchemy-house")
    state = game(path, investigators=(investigator,), house=house, dice=dice)
    put(state, investigator, "kitchen.larder")
    inv(state, investigator).clues = clues
    state.apply(A.Interact("still"))
    return state


def move(state, data: dict):
    wanted = A.wrap_puzzle_action(_puzzle_action(data))
    assert wanted in state.legal_actions(), data
    return state.apply(wanted)


def _puzzle_action(data):
    from eldertable.engine.protocol import action_from_json
    from eldertable.games.mansions.puzzles.base import GAME

    return action_from_json(GAME, data)


def board(state) -> dict:
    return state.observation(0)["pending"]["board"]


# --------------------------------------------------------------------------- the switch


def test_fa_gap_32_the_switch_is_a_second_edition_house_rule_on_by_default():
    rules = {r["id"]: r for r in second_config.setup_spec()["house_rules"]}
    assert rules[SWITCH]["type"] == "bool" and rules[SWITCH]["default"] is True
    assert house_rules()[SWITCH] is True
    assert house_rules({SWITCH: False})[SWITCH] is False
    with pytest.raises(ValueError, match=SWITCH):
        house_rules({SWITCH: "maybe"})


def test_fa_gap_32_a_game_keeps_the_switch_only_when_it_is_off(tmp_path):
    """Saves made before the switch existed replay unchanged: the default is not stored."""
    path = scenario(tmp_path)
    assert SWITCH not in second_config.default_config(scenario=path)["house_rules"]
    on = second_config.default_config(scenario=path, house_rules={SWITCH: True})
    assert SWITCH not in on["house_rules"]
    plain = scenario(tmp_path, lambda d: d["map"]["tiles"].pop(), name="plain")  # no border
    off = second_config.default_config(scenario=plain, house_rules={SWITCH: False})
    assert off["house_rules"][SWITCH] is False


def test_fa_gap_32_switched_off_an_alchemy_scenario_is_refused_naming_puzzle_and_switch(tmp_path):
    path = scenario(tmp_path, lambda d: (alchemy_house(d), d["map"]["tiles"].pop()),
                    name="alchemy-only")
    with pytest.raises(ValueError) as err:
        game(path, investigators=("ada-whitlock",), house={SWITCH: False})
    text = str(err.value)
    assert "\n" not in text
    assert "alchemy puzzle 'still'" in text and SWITCH in text and "is off" in text
    assert "impassable" not in text  # only what this scenario uses


def test_fa_gap_32_switched_off_escaping_is_refused_but_borders_are_second_edition_too(tmp_path):
    """Impassable borders (and the flying monsters that cross them) are second-edition
    parts as well (MOM2-TERR-5), so the switch never refuses them."""
    def escaping(d):
        d["events"].append({"id": "out", "trigger": {"on": "escaped", "room": "hall.hallway-2"},
                            "outcomes": [{"do": "win", "ending": "won"}]})

    path = scenario(tmp_path, escaping, name="escape-house")  # the holding cell's border too
    with pytest.raises(ValueError) as err:
        game(path, house={SWITCH: False})
    text = str(err.value)
    assert "escaping from 'hall.hallway-2'" in text and "impassable" not in text
    assert SWITCH in text
    # the shipped scenarios use no Forbidden Alchemy part of their own: they play either
    # way (Quiet Greenhouse's lawn has an impassable border, a second-edition part)
    for shipped in ("quiet-greenhouse", "singing-cellar"):
        second_config.default_config(scenario=shipped, house_rules={SWITCH: False})


def test_fa_gap_32_side_effect_cards_stay_out_of_second_edition_even_switched_on(tmp_path):
    path = scenario(tmp_path, lambda d: d["events"][0]["outcomes"].insert(
        0, {"do": "side-effect"}), name="side-effect-house")
    with pytest.raises(ValueError) as err:
        game(path, house={SWITCH: True})
    assert "Side Effect" in str(err.value) and SWITCH in str(err.value)


# --------------------------------------------------------------------------- alchemy


def test_fa_gap_32_the_alchemy_puzzle_is_the_first_edition_puzzle_dealt_at_once(tmp_path):
    state = at_the_still(tmp_path)
    assert isinstance(state.puzzle, AlchemyPuzzle)
    b = board(state)
    assert b["kind"] == "alchemy" and b["side"] == "10A" and b["phase"] == "play"
    assert [s["piece"] for s in b["slots"]] == ["a01", "a02", "a03", "a04", "a05", "a06"]
    assert b["correct"] == 1 and b["spends"] == "clue" and b["side_effects"] is False
    assert state.current_player() == 0  # no chance step waits: the deal is done


def test_fa_gap_32_puzzle_actions_equal_the_named_skill(tmp_path):
    """Ada's Lore is 5, Tomas's 2: the alchemy actions the first edition takes from
    Intellect come from the skill the scenario's puzzle names."""
    assert board(at_the_still(tmp_path, "ada-whitlock"))["actions_left"] == 5
    assert board(at_the_still(tmp_path, "tomas-reyes"))["actions_left"] == 2


def test_fa_gap_32_clues_are_spent_where_skill_points_would_be(tmp_path):
    state = at_the_still(tmp_path, "tomas-reyes", clues=2, dice=[10])
    b = board(state)
    assert b["skill_points_left"] == 2 and b["luck"] == 1 and b["can_spend"]
    move(state, {"type": "alchemy.skill-point"})
    move(state, {"type": "alchemy.skill-point"})  # every Clue held, as MOM2-PUZ-3
    assert board(state)["actions_left"] == 4 and not board(state)["can_spend"]
    move(state, {"type": "alchemy.stop"})
    assert state.puzzle is None and inv(state, "tomas-reyes").clues == 0


def test_fa_gap_32_no_clues_for_the_still_in_darkness(tmp_path):
    path = scenario(tmp_path, alchemy_house, name="alchemy-house")
    state = game(path, investigators=("tomas-reyes",))
    put(state, "tomas-reyes", "kitchen.larder")
    inv(state, "tomas-reyes").clues = 2
    state.clues_allowed = lambda _space: False  # Darkness over the larder (MOM2-TERR-7)
    state.apply(A.Interact("still"))
    assert board(state)["skill_points_left"] == 0 and not board(state)["can_spend"]


@pytest.mark.parametrize("face,solved", [(1, True), (2, True), (3, False), (10, False)])
def test_fa_gap_32_fa_alch_19_completion_roll_is_a_d10_against_the_correct_pieces(
        tmp_path, face, solved):
    state = at_the_still(tmp_path, dice=[face])
    move(state, SWAP_FIRST_TWO)
    assert board(state)["correct"] == 2
    events = move(state, {"type": "alchemy.stop"})
    rolled = events_of(events, "puzzle-rolled")[0].data
    # "dice" and "sides": the roll reaches the dice tray (issue 24)
    assert rolled == {"face": face, "correct": 2, "passed": solved, "dice": [face], "sides": 10}
    over = events_of(events, "puzzle-over")[0].data
    assert over["solved"] is solved and state.puzzle is None
    assert not events_of(events, "puzzle-side-effect")  # no Side Effect deck in 2e
    if solved:
        assert state.current_player() == TERMINAL and state.over == "win"
    else:
        assert state.over == "" and state.held(inv(state, "ada-whitlock"), "horror") == 1


def test_fa_gap_32_a_natural_10_fails_even_with_every_piece_correct(tmp_path):
    state = at_the_still(tmp_path, dice=[10])
    state.puzzle.slots = _fit(state.puzzle)  # test setup: every edge shows its shape
    assert board(state)["correct"] == 6
    events = move(state, {"type": "alchemy.stop"})
    assert events_of(events, "puzzle-rolled")[0].data["passed"] is False


def _fit(p) -> list:
    """Pieces on the tile so that every edge shows its own shape (test setup)."""
    free = list(p.slots) + list(p.pile)
    out = []
    for shape in p.edges:
        piece = next(x for x in free if p.shapes[x] == shape)
        free.remove(piece)
        out.append(piece)
    p.pile = free
    return out


def test_fa_gap_32_a_failed_attempt_leaves_nothing_and_can_be_tried_again(tmp_path):
    """FA-ALCH-26/27: every piece goes back to the pile; a new attempt deals afresh."""
    state = at_the_still(tmp_path, dice=[9])
    move(state, {"type": "alchemy.stop"})
    assert state.puzzle is None and "still" not in state.puzzle_boards
    state.apply(A.Interact("still"))  # the second action of the turn
    b = board(state)
    assert b["phase"] == "play" and b["actions_left"] == 5
    assert all(s is not None for s in b["slots"]) and b["roll"] is None


# ---------------------------------------------------------------------------


def test_fa_gap_32_fa_bord_4_flying_monsters_cross_an_impassable_border_in_2e(tmp_path):
    state = game(scenario(tmp_path))
    state.reveal(["cell"])
    monster(state, "flyer", "byakhee", "cell.walk-north")
    monster(state, "walker", "ghoul", "cell.walk-north")
    north, cell = space(state, "cell.walk-north"), space(state, "cell.cell")
    assert cell in state.monster_graph("flyer").succ[north]
    assert cell not in state.monster_graph("walker").succ[north]
    assert cell not in state.map.move_graph(Mover()).succ[north]  # nor investigators
    assert state.monster_graph("walker").distance(north, cell) == 2  # round by the door


def test_fa_gap_32_fa_esc_1_escaping_across_the_white_edge_in_2e(tmp_path):
    def escaping(d):
        d["events"].append({"id": "out", "trigger": {"on": "escaped", "room": "hall.hallway-2"},
                            "outcomes": [{"do": "win", "ending": "won"}]})

    state = game(scenario(tmp_path, escaping, name="escape-house"))
    assert A.ESCAPE not in state.legal_actions()  # hall.east has no white edge
    put(state, "tomas-reyes", "hall.west")
    assert A.ESCAPE in state.legal_actions()
    state.apply(A.ESCAPE)
    assert state.over == "win"


# --------------------------------------------------------------------------- records


def test_fa_gap_32_a_game_with_an_alchemy_attempt_replays_to_every_recorded_digest(tmp_path):
    """The alchemy deal, a Replace's draw and the d10 all come from the game's seeded
    chance: a recorded game replays to every recorded digest, and a copy taken mid-puzzle
    goes on exactly as the game does."""
    import copy

    from eldertable.engine.record import Recorder, replay

    def still_at_start(d):
        alchemy_house(d)
        d["map"]["start"] = "kitchen.larder"

    path = scenario(tmp_path, still_at_start, name="alchemy-start")
    config = second_config.default_config(scenario=path, investigators=["ada-whitlock"])
    rec = Recorder("mansions", config, 11)
    rec.apply(A.Interact("still"))  # a lone investigator's turn is already under way
    state = rec.state
    copied = copy.deepcopy(state)
    for data in ({"type": "alchemy.discard", "slot": 0}, SWAP_FIRST_TWO,
                 {"type": "alchemy.stop"}):
        act = A.wrap_puzzle_action(_puzzle_action(data))
        rec.apply(act)
        copied.apply(act)
    assert state.puzzle is None and copied.digest() == state.digest()
    again = replay(rec.record, verify=True)
    assert again.digest() == state.digest() and len(rec.record.actions) == 4
