"""Game records replay bit for bit; tampering is found (DESIGN.md "The game protocol")."""

import copy

import pytest

from eldertable.engine.bots import RandomBot, chance_step
from eldertable.engine.chance import PhysicalDice, ScriptedChance
from eldertable.engine.protocol import CHANCE, TERMINAL, IllegalAction, action_from_json
from eldertable.engine.record import GameRecord, Recorder, ReplayError, replay


def _play(recorder, steps, seed=3):
    bots = {0: RandomBot(0, seed), 1: RandomBot(1, seed)}
    for _ in range(steps):
        s = recorder.state
        p = s.current_player()
        if p == TERMINAL:
            break
        recorder.apply(chance_step(s) if p == CHANCE else
                       bots[p].choose(s.observation(p), s.legal_actions(p)))


@pytest.mark.parametrize("seed", [1, 2, 3, 99])
def test_replay_reproduces_every_digest(seed):
    rec = Recorder("toy", {}, seed)
    _play(rec, 400, seed)
    again = replay(GameRecord.from_json(rec.record.to_json()), verify=True)
    assert again.digest() == rec.state.digest()
    assert again.snapshot() == rec.state.snapshot()


def test_replay_names_the_first_step_that_differs():
    rec = Recorder("toy", {}, 5)
    _play(rec, 40)
    data = rec.record.to_json()
    data["digests"][7] = "0" * 16
    with pytest.raises(ReplayError, match="after action 8"):
        replay(GameRecord.from_json(data), verify=True)


def test_an_action_illegal_at_its_step_is_refused():
    rec = Recorder("toy", {}, 5)
    _play(rec, 10)
    data = rec.record.to_json()
    data["actions"].insert(0, {"type": "Hold", "seat": 1})
    with pytest.raises(ReplayError, match="action 1 is illegal"):
        replay(GameRecord.from_json(data))


def test_a_foreign_action_is_refused():
    data = Recorder("toy", {}, 5).record.to_json()
    data["actions"] = [{"type": "Teleport", "seat": 0}]
    with pytest.raises(ReplayError, match="unknown action type"):
        replay(GameRecord.from_json(data))
    with pytest.raises(ValueError):
        action_from_json("toy", {"type": "Roll", "seat": 0, "extra": 1})


def test_an_action_missing_a_field_is_named_in_words_not_in_python():
    """A tampered Miskatonic save whose card placing lost its location: the message a player
    reads names the field, not a constructor's signature."""
    import eldertable.games.miskatonic  # noqa: F401 - registers its actions

    with pytest.raises(ValueError) as err:
        action_from_json("miskatonic", {"type": "PlaceCard", "card": "old_newspaper"})
    assert str(err.value) == "action 'PlaceCard' lacks its field 'location'"
    assert action_from_json("miskatonic", {"type": "PlaceInvestigator", "investigator":
                                           "johnny_dark", "location": "library"}).book == ""


def test_illegal_action_changes_nothing():
    rec = Recorder("toy", {}, 5)
    before = copy.deepcopy(rec.state.snapshot())
    with pytest.raises(IllegalAction):
        rec.state.apply(action_from_json("toy", {"type": "Hold", "seat": 1}))
    assert rec.state.snapshot() == before


def test_scripted_chance_forces_the_toy_die():
    rec = Recorder("toy", {}, 5, chance=ScriptedChance([4, 1], shuffle="keep"))
    rec.apply(action_from_json("toy", {"type": "Roll", "seat": 0}))
    rec.apply(action_from_json("toy", {"type": "ThrowDie"}))
    assert rec.state.turn_total == 4
    rec.apply(action_from_json("toy", {"type": "Roll", "seat": 0}))
    rec.apply(action_from_json("toy", {"type": "ThrowDie"}))
    assert rec.state.turn_total == 0 and rec.state.to_move == 1


def test_physical_dice_games_replay_from_the_typed_faces():
    faces = iter([5, 6, 2, 1, 3, 4] * 50)
    rec = Recorder("toy", {}, 8, chance=PhysicalDice(8, lambda n, s: [next(faces)]))
    _play(rec, 60)
    data = rec.record.to_json()
    assert data["chance_mode"] == "physical" and data["dice_log"]
    again = replay(GameRecord.from_json(data), verify=True)
    assert again.digest() == rec.state.digest()


def test_a_failure_inside_apply_leaves_the_state_as_it_was():
    """A scripted die that runs out half-way through an action restores the state."""
    from eldertable.engine.chance import ChanceExhausted

    rec = Recorder("toy", {}, 5, chance=ScriptedChance([], shuffle="keep"), atomic=True)
    rec.apply(action_from_json("toy", {"type": "Roll", "seat": 0}))
    before = rec.state.snapshot()
    with pytest.raises(ChanceExhausted):
        rec.apply(action_from_json("toy", {"type": "ThrowDie"}))
    assert rec.state.snapshot() == before
    assert len(rec.record.actions) == 1
    rec.state.chance.push(3)
    rec.apply(action_from_json("toy", {"type": "ThrowDie"}))
    assert rec.state.turn_total == 3


def test_a_failure_with_a_shared_backup_restores_a_copy_and_leaves_the_backup_alone():
    """The window's undo step hands its own copy of the state as the atomic backup: a
    failure restores the state as it was from a copy of it, and the undo step's copy is
    never the live state afterwards."""
    from eldertable.engine.chance import ChanceExhausted

    rec = Recorder("toy", {}, 5, chance=ScriptedChance([], shuffle="keep"), atomic=True)
    rec.apply(action_from_json("toy", {"type": "Roll", "seat": 0}))
    kept = copy.deepcopy(rec.state)  # what the undo step holds
    before = kept.snapshot()
    with pytest.raises(ChanceExhausted):
        rec.apply(action_from_json("toy", {"type": "ThrowDie"}), kept, shared=True)
    assert rec.state.snapshot() == before and rec.state is not kept
    assert len(rec.record.actions) == 1
    rec.state.chance.push(3)
    rec.apply(action_from_json("toy", {"type": "ThrowDie"}), kept, shared=True)
    assert rec.state.turn_total == 3
    assert kept.snapshot() == before  # the undo step's copy is as it was


@pytest.mark.parametrize("field, value, words", [
    ("seat", [0, 1], "must be a whole number, not a list"),
    ("seat", "0", "must be a whole number, not text"),
    ("seat", True, "must be a whole number, not true or false"),
    ("seat", 0.5, "must be a whole number, not a number"),
    ("seat", {"n": 0}, "must be a whole number, not an object"),
    ("seat", None, "must be a whole number, not null"),
])
def test_a_wrong_field_type_names_the_action_the_field_and_the_kind(field, value, words):
    rec = GameRecord("toy", {}, 3, [{"type": "Hold", "seat": 0}, {"type": "Roll", field: value}])
    with pytest.raises(ReplayError) as err:
        replay(rec)
    assert str(err.value) == f"action 2 'Roll': field {field!r} {words}"


def test_replay_tells_each_steps_events_and_who_acted():
    rec = Recorder("toy", {}, 5)
    live = []
    bots = {0: RandomBot(0, 5), 1: RandomBot(1, 5)}
    for _ in range(60):
        s = rec.state
        p = s.current_player()
        if p == TERMINAL:
            break
        act = chance_step(s) if p == CHANCE else bots[p].choose(s.observation(p),
                                                                  s.legal_actions(p))
        live.append((p, [(e.text, e.data) for e in rec.apply(act)]))
    heard = []
    replay(GameRecord.from_json(rec.record.to_json()),
           on_events=lambda i, seat, events: heard.append(
               (i, seat, [(e.text, e.data) for e in events])))
    assert [i for i, _s, _e in heard] == list(range(len(live)))
    assert [(s, e) for _i, s, e in heard] == live
    assert any(seat == CHANCE for _i, seat, _e in heard) and any(e for _i, _s, e in heard)
