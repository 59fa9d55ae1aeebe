"""Chance sources: reproducible, scriptable, physical (DESIGN.md "The game protocol")."""

import subprocess
import sys

import pytest

from eldertable.engine.chance import (BadRoll, ChanceExhausted, PhysicalDice, ReplayChance,
                                      ScriptedChance, SeededChance, make_chance)

PROGRAM = ("from eldertable.engine.chance import SeededChance\n"
           "c = SeededChance(1234)\n"
           "deck = list(range(20)); c.shuffle(deck)\n"
           "print(c.roll(10, 8), c.randint(1, 100), deck, c.count)\n")


def _values(seed):
    c = SeededChance(seed)
    deck = list(range(20))
    c.shuffle(deck)
    return c.roll(10, 8), c.randint(1, 100), deck, c.count


def test_seeded_chance_is_reproducible_across_processes():
    runs = {subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                           check=True).stdout for _ in range(2)}
    assert len(runs) == 1
    assert runs.pop().strip() == " ".join(str(v) for v in _values(1234))


def test_different_seeds_differ_and_counts_count():
    assert _values(1) != _values(2)
    assert _values(1)[3] == 12  # 1 shuffle + 10 dice + 1 randint


def test_scripted_chance_forces_exact_faces_and_never_guesses():
    c = ScriptedChance([6, 1, 5])
    assert c.roll(2, 6) == (6, 1)
    assert c.die(6) == 5
    with pytest.raises(ChanceExhausted):
        c.die(6)


def test_scripted_face_outside_the_die_is_refused():
    with pytest.raises(BadRoll):
        ScriptedChance([9]).roll(1, 8)


def test_scripted_shuffle_keeps_a_stacked_deck():
    deck = ["a", "b", "c"]
    ScriptedChance().shuffle(deck)
    assert deck == ["a", "b", "c"]


def test_physical_dice_ask_the_player_and_log_for_replay():
    asked = []

    def ask(n, sides):
        asked.append((n, sides))
        return [3] * n

    c = PhysicalDice(5, ask)
    assert c.roll(2, 8) == (3, 3)
    assert asked == [(2, 8)]
    with pytest.raises(BadRoll):
        PhysicalDice(5, lambda n, s: [1]).roll(2, 6)
    replay = ReplayChance(5, c.dice_log)
    assert replay.roll(2, 8) == (3, 3)
    with pytest.raises(ChanceExhausted):
        replay.roll(1, 8)


def test_make_chance_modes():
    assert make_chance(3).kind == "seeded"
    assert make_chance(3, "physical", dice_log=[[1]]).kind == "replay"
    with pytest.raises(ValueError):
        make_chance(3, "physical")
