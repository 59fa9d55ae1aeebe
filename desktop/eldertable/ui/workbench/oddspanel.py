"""The Odds tab: exact chances for every dice system (engine.odds, the same numbers as
``eldertable odds``), with a bar plot.

* d8 pool (Mansions 2e): P(exactly k successes), bars from the difficulty up marked;
* d10 roll-under (first edition): P(pass) for every target, the chosen one marked;
* transmute (Magnum Opus): P(success) for every difficulty, the chosen one marked;
* d6 (Miskatonic Madness): P(exactly k dice show 5 or 6), from the needed count up marked;
* combat (Miskatonic Madness): P(win) against every defender's dice, the chosen one marked.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel,
                               QSpinBox, QVBoxLayout, QWidget)

from ...engine import odds
from . import plotkit as kit
from .common import number, percent

SYSTEMS = ("d8", "d10", "transmute", "d6", "combat")
FIELDS = {"d8": ("dice", "clues", "difficulty"), "d10": ("target",),
          "transmute": ("difficulty", "experience", "reroll"), "d6": ("dice", "need"),
          "combat": ("dice", "vs")}
RANGES = {"dice": (0, 20, 3), "clues": (0, 20, 0), "difficulty": (0, 20, 1),
          "target": (-2, 13, 5), "experience": (0, 20, 0), "need": (0, 20, 1), "vs": (0, 20, 2)}


def compute(system: str, v: dict) -> tuple[dict, list[tuple[str, float, bool]]]:
    """engine.odds' answer and the bars (label, probability, marked) for the plot."""
    if system == "d8":
        out = odds.d8_pool(v["dice"], v["clues"], v["difficulty"])
        bars = [(str(k), p, k >= v["difficulty"]) for k, p in enumerate(out["distribution"])]
    elif system == "d10":
        out = odds.d10_under(v["target"])
        bars = [(str(t), odds.d10_under(t)["p_pass"], t == v["target"]) for t in range(1, 11)]
    elif system == "transmute":
        out = odds.transmute(v["difficulty"], v["experience"], v["reroll"])
        top = max(10, v["difficulty"] + 1)
        bars = [(str(d), odds.transmute(d, v["experience"], v["reroll"])["p_success"],
                 d == v["difficulty"]) for d in range(1, top + 1)]
    elif system == "d6":
        out = odds.d6_at_least(v["dice"], v["need"])
        at_least = [odds.d6_at_least(v["dice"], k)["p_pass"] for k in range(v["dice"] + 2)]
        bars = [(str(k), at_least[k] - at_least[k + 1], k >= v["need"])
                for k in range(v["dice"] + 1)]
    else:
        out = odds.combat(v["dice"], v["vs"])
        top = max(6, v["vs"] + 2)
        bars = [(str(b), odds.combat(v["dice"], b)["p_win"], b == v["vs"])
                for b in range(0 if v["dice"] else 1, top + 1)]
    return out, bars


class OddsPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.result: dict = {}
        self.bars: list[tuple[str, float, bool]] = []
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        form = QFormLayout()
        self.system = QComboBox(self)
        self.system.setObjectName("system")
        for key in SYSTEMS:
            self.system.addItem("", key)
        self.system_label = QLabel(self)
        form.addRow(self.system_label, self.system)
        self.spins: dict[str, QSpinBox] = {}
        self.labels: dict[str, QLabel] = {}
        for name, (lo, hi, default) in RANGES.items():
            spin = QSpinBox(self)
            spin.setObjectName(name)
            spin.setRange(lo, hi)
            spin.setValue(default)
            spin.valueChanged.connect(self.refresh)
            self.spins[name] = spin
            self.labels[name] = QLabel(self)
            form.addRow(self.labels[name], spin)
        self.reroll = QCheckBox(self)
        self.reroll.setObjectName("reroll")
        self.reroll.toggled.connect(self.refresh)
        form.addRow(self.reroll)
        left.addLayout(form)
        self.answer = QLabel(self)
        self.answer.setObjectName("answer")
        self.answer.setWordWrap(True)
        font = self.answer.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.answer.setFont(font)
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        left.addWidget(self.answer)
        left.addWidget(self.explain)
        left.addStretch(1)
        layout.addLayout(left)
        self.plot = kit.make_plot(self, "odds")
        self.plot.setMinimumWidth(420)
        layout.addWidget(self.plot, 1)
        self.system.currentIndexChanged.connect(self.refresh)
        self.retranslate()

    def values(self) -> dict:
        out = {name: spin.value() for name, spin in self.spins.items()}
        out["reroll"] = self.reroll.isChecked()
        return out

    def refresh(self) -> None:
        key = self.system.currentData() or "d8"
        for name in RANGES:
            shown = name in FIELDS[key]
            self.spins[name].setVisible(shown)
            self.labels[name].setVisible(shown)
        self.reroll.setVisible("reroll" in FIELDS[key])
        self.plot.clear()
        try:
            self.result, self.bars = compute(key, self.values())
        except ValueError as exc:
            self.result, self.bars = {}, []
            self.answer.setText(str(exc))
            return
        name, p = next(iter((k, v) for k, v in self.result.items() if isinstance(v, float)))
        words = {"p_pass": self.tr("Chance to pass"), "p_success": self.tr("Chance of success"),
                 "p_win": self.tr("Chance to win")}
        self.answer.setText(f"{words[name]}: {percent(p, 2)} ({number(p, 4)})")
        self.plot.addItem(pg.BarGraphItem(
            x=np.arange(len(self.bars)), height=[b[1] * 100 for b in self.bars], width=0.8,
            brushes=[kit.colour(2 if b[2] else 7) for b in self.bars], pen=pg.mkPen(None)))
        self.plot.getAxis("bottom").setTicks([[(i, b[0]) for i, b in enumerate(self.bars)]])
        if len(self.bars) <= 24:
            ink = self.plot.getAxis("left").textPen().color()
            for i, (_label, p, _mark) in enumerate(self.bars):
                text = pg.TextItem(number(100 * p, 1), color=ink, anchor=(0.5, 1.0))
                text.setPos(i, 100 * p)
                self.plot.addItem(text)
        self.plot.setYRange(0, 100, padding=0.02)
        self.plot.setXRange(-0.6, max(1, len(self.bars)) - 0.4, padding=0)
        self._plot_words(key)

    def _plot_words(self, key: str) -> None:
        axis = {"d8": self.tr("successes"), "d10": self.tr("target"),
                "transmute": self.tr("difficulty"), "d6": self.tr("dice showing 5 or 6"),
                "combat": self.tr("defender's dice")}[key]
        title = {"d8": self.tr("Chance of exactly this many successes (%); passing in green"),
                 "d6": self.tr("Chance of exactly this many 5s and 6s (%); passing in green")}.get(
            key, self.tr("Chance for each value (%); the chosen one in green"))
        self.plot.setLabel("bottom", axis)
        kit.set_title(self.plot, title)

    def retranslate(self) -> None:
        names = {"d8": self.tr("d8 pool: Mansions, second edition"),
                 "d10": self.tr("d10 roll-under: Mansions, first edition"),
                 "transmute": self.tr("Transmute: Magnum Opus"),
                 "d6": self.tr("d6, 5 or 6 succeeds: Miskatonic Madness"),
                 "combat": self.tr("Combat: Miskatonic Madness")}
        for i, key in enumerate(SYSTEMS):
            self.system.setItemText(i, names[key])
        self.system_label.setText(self.tr("Dice"))
        for name, text in {"dice": self.tr("Dice rolled"), "clues": self.tr("Clues to spend"),
                           "difficulty": self.tr("Difficulty"), "target": self.tr("Target"),
                           "experience": self.tr("Experience spent"),
                           "need": self.tr("Successes needed"),
                           "vs": self.tr("Defender's dice")}.items():
            self.labels[name].setText(text)
        self.reroll.setText(self.tr("One reroll of a failed roll (Heartstone)"))
        self.explain.setText(self.tr("Exact: computed from the dice, not sampled; the same "
                                     "numbers as the command eldertable odds."))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
