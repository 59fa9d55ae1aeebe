"""The result screen: who won, how the game ended, and the tie-breakers seat by seat.

Built from the final observation (every seat's Stone, Research cards, Gold and Experience,
the winners) and the game's result (its reason and how it ended). The words say which
comparison decided: the Stone alone, then Research cards, Gold, Experience (MO-END-3..6).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from ..i18n import join_names, tr_msg
from ..plaintext import plain

KEYS = ("research", "gold", "experience")


def deciding_key(obs: dict[str, Any], pool: list[int]) -> str:
    """Which comparison separated the winners from the rest of ``pool``: "alone",
    "research", "gold", "experience" or "shared" (still tied after all three)."""
    if len(pool) <= 1:
        return "alone"
    seats = obs["seats"]
    left = list(pool)
    for key in KEYS:
        best = max(seats[s][key] for s in left)
        left = [s for s in left if seats[s][key] == best]
        if len(left) == 1:
            return key
    return "shared"


class ResultDialog(QDialog):
    def __init__(self, parent, obs: dict[str, Any], result, controller):
        super().__init__(parent)
        self.setObjectName("MagnumOpusResult")
        self.setWindowTitle(self.tr("The game is over"))
        words = parent.words
        self.winners = [int(w.removeprefix("seat")) for w in obs["winners"]]
        seats = obs["seats"]
        makers = [s["seat"] for s in seats if s["stone"]]
        ended_by = (result.extras or {}).get("ended_by", "")
        layout = QVBoxLayout(self)
        self.headline = plain(QLabel(self))
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        names = [words.seat(s) for s in self.winners]
        if len(names) == 1:
            self.headline.setText(self.tr("{seat} wins!").format(seat=names[0]))
        else:
            self.headline.setText(self.tr("{seats} share the victory.").format(
                seats=join_names(names)))
        layout.addWidget(self.headline)
        self.reason = plain(QLabel(tr_msg(result.reason) if result.reason is not None else "",
                                   self))
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.explanation = plain(QLabel(self._explain(obs, makers, ended_by, words), self))
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        layout.addWidget(self.explanation)
        self.table = QTableWidget(len(seats), 6, self)
        self.table.setHorizontalHeaderLabels([
            self.tr("Alchemist"), self.tr("Philosophers' Stone"), self.tr("Research cards"),
            self.tr("Gold"), self.tr("Experience"), self.tr("Result")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, s in enumerate(seats):
            seat = s["seat"]
            kind = self.tr("bot") if not controller.is_human(seat) else self.tr("person")
            cells = [f"{words.seat(seat)} ({kind})",
                     self.tr("made") if s["stone"] else "\u2014",
                     str(s["research"]), str(s["gold"]), str(s["experience"]),
                     self.tr("Winner") if seat in self.winners else ""]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat in self.winners:
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        self.table.setFixedHeight(self.table.verticalHeader().length()
                                  + self.table.horizontalHeader().height() + 4)
        layout.addWidget(self.table)
        note = QLabel(self.tr("Ties are broken by Research cards, then Gold, then Experience."),
                      self)
        note.setWordWrap(True)
        layout.addWidget(note)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        width = self.table.horizontalHeader().length() + 40
        self.resize(max(520, width), self.sizeHint().height())

    def _explain(self, obs, makers: list[int], ended_by: str, words) -> str:
        if ended_by == "instant":
            return self.tr("{seat} made the first Philosophers' Stone and wins at once.").format(
                seat=words.seat(makers[0] if makers else self.winners[0]))
        if makers:
            pool = makers
            if len(makers) == 1:
                return self.tr("{seat} made the Philosophers' Stone, and nobody else did in the "
                               "final round.").format(seat=words.seat(makers[0]))
            start = self.tr("{seats} made the Philosophers' Stone; among them the tie-breakers "
                            "decide.").format(seats=join_names(words.seat(s) for s in makers))
        else:
            pool = [s["seat"] for s in obs["seats"]]
            start = self.tr("Nobody made the Philosophers' Stone before the round limit; the "
                            "tie-breakers decide among all alchemists.")
        key = deciding_key(obs, pool)
        decided = {"research": self.tr("Most Research cards decided it."),
                   "gold": self.tr("Research cards were tied; most Gold decided it."),
                   "experience": self.tr("Research cards and Gold were tied; most Experience "
                                         "decided it."),
                   "shared": self.tr("Research cards, Gold and Experience were all tied: the "
                                     "victory is shared."),
                   "alone": ""}[key]
        return f"{start} {decided}".strip()
