"""The workbench starts every seat on the game's default bot (a designer measures the real
bots unless they pick another), for counted seats too and after the count changes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("game", ["mansions", "miskatonic", "magnum-opus"])
def test_every_seat_starts_on_the_default_bot(qtbot, game):
    from eldertable.ui.workbench import open_workbench

    w = open_workbench(game=game)
    qtbot.addWidget(w)
    assert w.form.game() == game
    boxes = [box for _sid, box, _label in w.form._bot_boxes]
    assert boxes
    assert [box.currentData() for box in boxes] == ["default"] * len(boxes)
    if w.form._count_spin is not None:
        w.form._count_spin.setValue(w.form._count_spin.maximum())
        assert {box.currentData() for _s, box, _l in w.form._bot_boxes} == {"default"}
    bots = w.form.options().get("bots")
    assert bots in ("default", None) or set(bots) == {"default"}
