"""A small table view of the toy game, built on the shell's TableView (tests only).

Drag the die into the cup to roll; drag the chip onto the bank to hold. Each seat's hand
shows its own card face up and the other seat's card as a back.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

import toygame
from eldertable.ui.table_base import Layout, Piece, TableView


class ToyTable(TableView):
    def make_layout(self) -> Layout:
        layout = Layout(QSizeF(110, 110))
        layout.anchor("die", QPointF(0, 0))
        layout.anchor("cup", QPointF(220, 0))
        layout.anchor("chip", QPointF(0, 140))
        layout.anchor("bank", QPointF(220, 140))
        return layout

    def populate(self, observation) -> None:
        seat = self.seat
        self.add_piece(Piece("die", QSizeF(80, 80), "die", "#f4efe3", draggable=True), "die")
        self.add_piece(Piece("cup", QSizeF(100, 100), "cup", "#7d5a3c"), "cup")
        self.add_piece(Piece("chip", QSizeF(80, 80), "chip", "#c8963e", draggable=True), "chip")
        self.add_piece(Piece("bank", QSizeF(100, 100), "bank", "#3c6e5a"), "bank")
        for s in (0, 1):
            pile = observation["piles"][f"hand{s}"]
            for i in range(pile["count"]):
                cards = pile.get("cards")
                piece = (Piece(f"card:{cards[i]}", QSizeF(60, 84), cards[i], "#efe3c5")
                         if cards else Piece(f"back:{s}:{i}", QSizeF(60, 84), "?", "#4b3b6b"))
                self.add_piece(piece, (4 + i, s * 1.2))
        text = QGraphicsSimpleTextItem(
            f"seat {seat + 1} | scores {observation['scores']} | turn {observation['turn_total']}")
        text.setPos(0, 260)
        self.scene().addItem(text)

    def action_places(self, action):
        if isinstance(action, toygame.Roll):
            return ("die", "cup")
        if isinstance(action, toygame.Hold):
            return ("chip", "bank")
        return None

    def proposed_action(self, piece_id, target_id):
        if (piece_id, target_id) == ("chip", "bank"):
            return toygame.Hold(self.seat)
        if (piece_id, target_id) == ("die", "cup"):
            return toygame.Roll(self.seat)
        return None
