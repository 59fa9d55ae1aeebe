"""The first game of a kind freezes what then lives out of the collector's full passes
(ui/controller.py, _settle_heap): once per kind of game, never per game or move."""

from __future__ import annotations

import gc

import toygame
from eldertable.ui import controller as controller_module
from eldertable.ui.controller import GameController


def test_the_first_game_of_a_kind_freezes_the_heap_once(qtbot, monkeypatch):
    monkeypatch.setattr(controller_module, "_SETTLED", set())
    collected = []
    real = gc.collect
    monkeypatch.setattr(controller_module.gc, "collect", lambda *a: collected.append(a) or real())
    c = GameController()
    config = toygame.make_config(["human", "human"], {}, {})
    c.new_game("toy", config, 1)
    assert len(collected) == 1 and gc.get_freeze_count() > 0
    c.act(toygame.Hold(c.current_player()))
    c.new_game("toy", config, 2)  # the same kind again: nothing more
    assert len(collected) == 1
    c.close_game(emit=False)
