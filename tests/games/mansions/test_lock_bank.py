"""The second-edition lock bank (puzzles/lockbank.py, assets/.../puzzles/locks.json): new
games draw their locks from it with one roll; games recorded before it keep generating
theirs; every banked lock is shut and opens by the slides stored with it, the fewest."""

from __future__ import annotations

import hashlib
import json

import pytest

from eldertable.engine.chance import ScriptedChance, SeededChance
from eldertable.games.mansions import simulate_options
from eldertable.games.mansions.puzzles import data as pdata
from eldertable.games.mansions.puzzles import lockbank
from eldertable.games.mansions.puzzles.budget import SecondEditionBudget
from eldertable.games.mansions.puzzles.data import PuzzleDataError, validate_file
from eldertable.games.mansions.puzzles.lock import LockSlide, SecondEditionLock
from eldertable.games.mansions.puzzles.lockbank import banked_lock, draw_lock, load_locks
from eldertable.games.mansions.puzzles.sliding import Slider, replay
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second import default_config, make_config, new_game
from eldertable.games.mansions.second.config import validate_config
from eldertable.resources import asset
from mom2_helpers import inv, put, scenario

BANK = asset("games", "mansions", "puzzles", "locks.json")
PINNED = "c8f96c4f276333fc"  # the locks of set 1, as shipped
KIND = (6, 6, 2, 7)  # a second-edition frame: width, height, key row, bars besides the key


def banked(any_distance: bool) -> list:
    return [banked_lock(*KIND, any_distance, i) for i in range(1000)]


def budget(skill: int) -> SecondEditionBudget:
    return SecondEditionBudget(skill=skill, clues=0)


@pytest.mark.parametrize("any_distance", [True, False])
def test_mom2_puz_1_a_bank_lock_is_drawn_with_one_roll(any_distance):
    """MOM2-PUZ-1 lock puzzle: with the bank, the lock is the bank's lock of the roll."""
    locks = banked(any_distance)
    chance = ScriptedChance([17])
    p = SecondEditionLock(budget(3), chance=chance, bank=True,
                          rules={"MOM2-GAP-12.lock-distance": any_distance})
    assert chance.remaining() == 0
    bars, at, opens = locks[17]
    assert tuple((b.length, b.vertical, b.line) for b in p.frame.bars) == bars
    assert p.positions == at and p.proof == [tuple(s) for s in opens]
    assert not p.is_solved() and p.slider.key_blocked(p.positions)
    p2 = SecondEditionLock(budget(len(opens)), chance=ScriptedChance([17]), bank=True,
                           rules={"MOM2-GAP-12.lock-distance": any_distance})
    for bar, dist in p2.proof:
        p2.apply(LockSlide(bar, dist))
    assert p2.solved


def test_mom2_puz_1_without_the_bank_a_lock_is_generated():
    """MOM2-PUZ-1: bank=False (games recorded before the bank) lays the lock out anew."""
    chance = SeededChance(5)
    p = SecondEditionLock(budget(3), chance=chance)
    assert chance.count > 1  # the generator's many rolls, not the bank's one
    assert p.slider.is_open(replay(p.slider, p.positions, p.proof))


@pytest.mark.parametrize("any_distance", [True, False])
def test_every_banked_lock_is_shut_and_its_slides_are_the_fewest(any_distance):
    locks = banked(any_distance)
    assert len(locks) == 1000
    assert len({(bars, at) for bars, at, _ in locks}) == len(locks)
    for n, (bars, at, opens) in enumerate(locks):
        if n % 4:  # a quarter of them, spread through the bank (each search costs)
            continue
        frame, at2, proof = draw_lock(ScriptedChance([n]), *KIND, any_distance)
        slider = Slider(frame, any_distance)
        assert at2 == at and slider.key_blocked(at)
        assert slider.is_open(replay(slider, at, proof))
        assert len(slider.solve(at)) == len(opens)


def test_a_kind_of_lock_the_bank_does_not_hold_is_generated():
    assert draw_lock(ScriptedChance([0]), 5, 5, 2, 3, True) is None
    chance = SeededChance(3)
    p = SecondEditionLock(budget(3), chance=chance, bank=True)
    assert chance.count == 1  # the shipped kind: one roll
    chance = SeededChance(3)
    p = SecondEditionLock(budget(3), chance=chance, bank=True, frame=p.frame,
                          positions=p.positions)
    assert chance.count == 0  # a lock given whole (a saved one) draws nothing


def _broken(tmp_path, change) -> str:
    data = json.loads(BANK.read_text("utf-8"))
    for bank in data["banks"]:
        del bank["locks"][12:]  # a small bank of the same shape loads faster
    change(data["banks"][1]["locks"])
    bad = tmp_path / "locks.json"
    bad.write_text(json.dumps(data), "utf-8")
    with pytest.raises(PuzzleDataError) as err:
        validate_file(bad)
    text = str(err.value)
    assert text.startswith(str(bad)) and "\n" not in text
    return text


def test_a_broken_lock_bank_names_the_file_the_lock_and_the_fault(tmp_path):
    def overlap(locks):
        locks[3]["bars"][2] = list(locks[3]["bars"][1])
        locks[3]["at"][2] = locks[3]["at"][1]

    def opened(locks):  # the bars where its slides leave them
        for bar, dist in locks[4]["opens"]:
            locks[4]["at"][bar] += dist

    def short(locks):
        locks[5]["opens"].pop()

    def far(locks):  # bank 1 slides one square a step
        locks[6]["opens"][0][1] = 3

    def twice(locks):
        locks[8] = locks[7]

    def upright(locks):
        locks[9]["bars"][1][1] = 2

    def missing(locks):
        locks[10]["bars"].pop()

    assert "banks.1.locks.3: the bars overlap" in _broken(tmp_path, overlap)
    assert "banks.1.locks.4: the lock is open already" in _broken(tmp_path, opened)
    assert "banks.1.locks.5: its slides do not open the lock" in _broken(tmp_path, short)
    assert "banks.1.locks.6: slide 0 moves a bar more than one square" in _broken(tmp_path,
                                                                                  far)
    assert "banks.1.locks.8: the same lock comes twice" in _broken(tmp_path, twice)
    assert "banks.1.locks.9: a bar is upright (1) or lying (0)" in _broken(tmp_path, upright)
    assert "banks.1.locks.10: a lock has the key, 7 bars" in _broken(tmp_path, missing)
    assert "banks.1.locks.2.at.0" in _broken(tmp_path, lambda locks: locks[2].update(at=["x"]))


def test_a_bad_lock_is_refused_when_it_is_first_drawn(tmp_path, monkeypatch):
    data = json.loads(BANK.read_text("utf-8"))
    data["banks"][0]["locks"][3]["at"][0] += 1  # the key onto the next bar, or out
    bad = tmp_path / "locks.json"
    bad.write_text(json.dumps(data), "utf-8")
    monkeypatch.setattr(lockbank, "_load", lambda name, model: pdata._load(name, model, bad))
    lockbank._banks.cache_clear()
    try:
        assert draw_lock(ScriptedChance([2]), *KIND, True) is not None
        with pytest.raises(PuzzleDataError, match=r"^locks.json: banks.0.locks.3: "):
            draw_lock(ScriptedChance([3]), *KIND, True)
    finally:
        lockbank._banks.cache_clear()


def test_the_first_set_of_locks_never_changes():
    """Games saved with ``locks: bank-1`` replay with these locks: a new set of locks is a
    new file and a new config value, never an edit of this one."""
    canonical = json.dumps(json.loads(BANK.read_text("utf-8")), sort_keys=True,
                           separators=(",", ":"))
    assert hashlib.sha256(canonical.encode()).hexdigest()[:16] == PINNED


def test_the_shipped_bank_loads_and_is_checked(tmp_path):
    validate_file(BANK)
    assert [len(b.locks) for b in load_locks().banks] == [1000, 1000]


def test_new_game_configs_take_the_bank_and_configs_without_it_generate():
    assert make_config(["human"])["options"]["locks"] == "bank-1"
    assert default_config()["options"]["locks"] == "bank-1"
    opts = simulate_options({"scenario": "singing-cellar"})
    assert opts["config"]["options"]["locks"] == "bank-1"
    old = validate_config({"players": 1, "seats": ["human"], "options": {}})
    assert "locks" not in old["options"]  # a recorded config stays as it was
    assert new_game(old, 3).lock_bank is False
    assert new_game(make_config(["human"]), 3).lock_bank is True
    with pytest.raises(ValueError, match="config.options.locks"):
        make_config(["human"], options={"locks": "dice"})


def _lock_scenario(data):
    data["puzzles"] = [{"id": "box", "type": "lock", "skill": "lore", "text": "A lock."}]
    data["events"][0]["outcomes"] = [{"do": "puzzle", "puzzle": "box", "solved": "done"}]
    data["events"][0]["repeat"] = True
    data["events"].append({"id": "done", "outcomes": [{"do": "win", "ending": "won"}]})


@pytest.mark.parametrize("locks", ["bank-1", "generate"])
def test_mom2_puz_1_a_game_draws_its_lock_as_its_config_says(tmp_path, locks):
    path = scenario(tmp_path, _lock_scenario)
    config = {"players": 1, "seats": ["human"], "investigators": ["ada-whitlock"],
              "options": {"scenario": path, "locks": locks}}
    state = new_game(config, 0, SeededChance(4))
    if A.BeginTurn("ada-whitlock") in state.legal_actions():
        state.apply(A.BeginTurn("ada-whitlock"))
    put(state, "ada-whitlock", "kitchen.larder")
    inv(state, "ada-whitlock").clues = 0
    before = state.chance.count
    state.apply(A.Interact("goal"))
    puzzle = state.puzzle
    assert isinstance(puzzle, SecondEditionLock)
    banked_ = {(bars, at) for bars, at, _ in banked(True)}
    shape = tuple((b.length, b.vertical, b.line) for b in puzzle.frame.bars)
    assert ((shape, puzzle.positions) in banked_) == (locks == "bank-1")
    if locks == "bank-1":
        assert state.chance.count - before == 1
