"""Issue 30, part 5: one way of silencing events serves every game.

A state is *loud* (``State.loud``, True) until :meth:`State.quiet` makes it quiet; then
``apply`` returns no events, and no game builds event words. No game package defines its
own ``quiet`` or keeps a second switch (the old ``_events = None`` of Magnum Opus and the
second edition)."""

from __future__ import annotations

import ast
import pathlib
import random

import pytest

from eldertable.engine.protocol import TERMINAL, State
from eldertable.games import magnum_opus, miskatonic
from eldertable.games.magnum_opus.config import default_config as mo_config
from eldertable.games.mansions import first, second
from eldertable.games.mansions.second.config import default_config as mom2_config
from eldertable.games.miskatonic.config import default_config as mm_config

GAMES = pathlib.Path(__file__).resolve().parents[2] / "desktop" / "eldertable" / "games"


def _fa_config():
    return {"players": 2, "options": {"scenario": "wardens-garden", "story_choice": "a"},
            "house_rules": {}, "investigators": ["tomas-reyes", "ada-whitlock"]}


STARTS = {
    "miskatonic": lambda seed: miskatonic.new_game(mm_config(), seed),
    "magnum-opus": lambda seed: magnum_opus.new_game(mo_config(players=2), seed),
    "mansions-2e": lambda seed: second.new_game(mom2_config(players=2), seed),
    "mansions-1e": lambda seed: first.new_game(_fa_config(), seed),
}


def _play(state: State, moves: int, seed: int) -> list[int]:
    """Random legal moves; the number of events each returned."""
    rng = random.Random(seed)
    told = []
    for _ in range(moves):
        if state.current_player() == TERMINAL:
            break
        legal = state.legal_actions()
        assert legal, "a live game offers a move"
        told.append(len(state.apply(rng.choice(legal))))
    return told


@pytest.mark.parametrize("game", sorted(STARTS))
def test_quiet_states_tell_nothing_and_play_the_same_game(game):
    loud, silent = STARTS[game](5), STARTS[game](5)
    assert loud.loud is True and silent.loud is True  # a new game is told
    assert silent.quiet() is silent and silent.loud is False
    told_loud = _play(loud, 120, 9)
    told_quiet = _play(silent, 120, 9)
    assert sum(told_loud) > 0  # the loud game says what happens
    assert told_quiet == [0] * len(told_quiet)  # the quiet one says nothing at all
    assert len(told_quiet) == len(told_loud)
    assert silent.digest() == loud.digest()  # silence never changes the game


def _defines_quiet_or_second_switch(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "quiet":
            found.append(f"{path.name}:{node.lineno}: its own quiet()")
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Attribute) \
                and node.left.attr == "_events" \
                and any(isinstance(c, ast.Constant) and c.value is None
                        for c in node.comparators):
            found.append(f"{path.name}:{node.lineno}: '_events is None' as a switch")
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                and node.value.value is None \
                and any(isinstance(t, ast.Attribute) and t.attr == "_events"
                        for t in node.targets):
            found.append(f"{path.name}:{node.lineno}: '_events = None' as a switch")
    return found


def test_no_game_keeps_its_own_way_to_silence():
    problems = []
    for path in sorted(GAMES.rglob("*.py")):
        problems += _defines_quiet_or_second_switch(path)
    assert problems == []


def test_the_check_sees_a_second_switch(tmp_path):
    bad = tmp_path / "state.py"
    bad.write_text("class S:\n    def quiet(self):\n        self._events = None\n"
                   "    def say(self):\n        if self._events is not None:\n            pass\n")
    assert len(_defines_quiet_or_second_switch(bad)) == 3

