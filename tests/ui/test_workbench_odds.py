"""The Odds tab shows engine.odds' numbers (those of `eldertable odds`) for every system."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from math import comb
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from eldertable.engine import odds
from eldertable.ui.workbench.common import number, percent


@pytest.fixture
def panel(qtbot):
    from eldertable.ui.workbench import open_workbench

    w = open_workbench()
    qtbot.addWidget(w)
    w.tabs.setCurrentWidget(w.odds)
    qtbot.waitExposed(w)
    return w.odds


def choose(qtbot, panel, system, **values):
    panel.system.setCurrentIndex(panel.system.findData(system))
    for name, value in values.items():
        if name == "reroll":
            if panel.reroll.isChecked() != value:
                qtbot.mouseClick(panel.reroll, Qt.MouseButton.LeftButton,
                                 pos=QPoint(8, panel.reroll.height() // 2))
            assert panel.reroll.isChecked() == value
            continue
        spin = panel.spins[name]
        spin.selectAll()
        qtbot.keyClicks(spin, str(value))
        qtbot.keyClick(spin, Qt.Key.Key_Tab)
        assert spin.value() == value


def bar_heights(panel):
    from pyqtgraph import BarGraphItem

    items = [i for i in panel.plot.listDataItems()] + panel.plot.plotItem.items
    bars = next(i for i in items if isinstance(i, BarGraphItem))
    return [h / 100 for h in bars.opts["height"]]


def test_d8_pool_distribution_and_pass(qtbot, panel):
    choose(qtbot, panel, "d8", dice=4, clues=1, difficulty=2)
    expected = odds.d8_pool(4, 1, 2)
    assert panel.result == expected
    assert bar_heights(panel) == pytest.approx(expected["distribution"])
    assert [b[2] for b in panel.bars] == [False, False, True, True, True]
    assert panel.answer.text() == (f"Chance to pass: {percent(expected['p_pass'], 2)} "
                                   f"({number(expected['p_pass'], 4)})")
    assert not panel.spins["target"].isVisible() and panel.spins["clues"].isVisible()
    shots = os.environ.get("WORKBENCH_SHOTS")
    if shots:
        panel.window().grab().save(str(Path(shots) / "workbench-odds.png"))


def test_d10_transmute_d6_and_combat(qtbot, panel):
    choose(qtbot, panel, "d10", target=7)
    assert panel.result == odds.d10_under(7) == {"p_pass": 0.7}
    assert bar_heights(panel) == pytest.approx([0.1 * min(9, t) for t in range(1, 11)])

    choose(qtbot, panel, "transmute", difficulty=6, experience=1, reroll=True)
    assert panel.result == odds.transmute(6, 1, True)
    assert panel.result["p_success"] == pytest.approx(1 - (1 - 4 / 8) ** 2)

    choose(qtbot, panel, "d6", dice=5, need=2)
    assert panel.result == odds.d6_at_least(5, 2)
    exact = [comb(5, k) * (1 / 3) ** k * (2 / 3) ** (5 - k) for k in range(6)]
    assert bar_heights(panel) == pytest.approx(exact)

    choose(qtbot, panel, "combat", dice=3, vs=2)
    assert panel.result == odds.combat(3, 2)
    assert bar_heights(panel)[2] == pytest.approx(odds.combat(3, 2)["p_win"])
    assert "Chance to win" in panel.answer.text()


def test_no_dice_on_either_side_is_said_not_drawn(qtbot, panel):
    choose(qtbot, panel, "combat", dice=0, vs=0)
    assert panel.result == {}
    assert "never ends" in panel.answer.text()


def test_same_numbers_as_the_command_line(qtbot, panel, tmp_path):
    choose(qtbot, panel, "d8", dice=5, clues=2, difficulty=3)
    env = dict(os.environ, ELDERTABLE_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "eldertable.cli", "odds", "d8", "--dice", "5",
                          "--clues", "2", "--difficulty", "3", "--json"],
                         capture_output=True, text=True, env=env, check=True,
                         cwd=Path(__file__).parents[2])
    assert json.loads(out.stdout) == panel.result
