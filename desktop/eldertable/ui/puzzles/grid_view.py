"""Square-grid boards with a pile: the wiring and rune views share moves and gestures.

Mouse: drag a piece onto a piece that shares a side to swap; a non-touching target
refuses and the piece slides back. "Draw a piece" takes the top of the pile into the hand
(drawn before choosing, FA-ALCH-14); then a click on a board piece puts the drawn piece
there, or "Send it back" returns it under the pile.
Keys: arrows move the selection, Space picks a piece up, arrows aim, Enter swaps, Escape
puts it down; D draws, Enter places the drawn piece on the selected square, Backspace
sends it back; S spends, End stops.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QPushButton

from ...games.mansions.puzzles.grid import neighbour, touching
from ...games.mansions.puzzles.piled import BACK, DrawPiece, PlaceDrawn, SwapPieces
from . import art
from .base import Item
from .drag import DragInteraction
from .step_view import StepView
from eldertable.engine.messages import fill

CELL = 100.0
ARROWS = {Qt.Key.Key_Up: 0, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 2, Qt.Key.Key_Left: 3}


class GridPiledView(StepView):
    side_gap = 60.0  # from the board's right side to the pile and the hand

    def __init__(self, source, parent=None):
        super().__init__(source, parent)
        self.cols, self.rows = self.obs["cols"], self.obs["rows"]
        self.items: dict[str, Item] = {}
        self.focus_cell = 0
        self.held: int | None = None
        self.aim: int | None = None
        self.draw_button = QPushButton(self)
        self.draw_button.clicked.connect(self.draw_piece)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.send_back)
        self.extra.addWidget(self.draw_button)
        self.extra.addWidget(self.back_button)
        right = self.cols * CELL + self.side_gap
        self.hand_rect = QRectF(right, self.rows * CELL / 2 - 10, CELL, CELL)
        self.pile_rect = QRectF(right, 0, CELL, CELL * 0.8)
        self.decorate()
        self.hand = Item("hand", self.hand_rect.adjusted(-10, -10, 10, 40), self._draw_hand)
        self.scene.addItem(self.hand)
        self.pile = Item("pile", self.pile_rect.adjusted(-10, -20, 10, 10), self._draw_pile)
        self.scene.addItem(self.pile)
        self.drag = DragInteraction(self, draggable=self._draggable, drop=self._drop,
                                    targets=self._targets, click=self._click)
        self.retranslate()
        self.sync()
        self.refresh()

    # ---- what subclasses give
    def decorate(self) -> None:
        """Add fixed scene items (terminals, the rune card) and set the scene rect."""

    def draw_piece_art(self, painter: QPainter, rect: QRectF, cell: int, entry: dict) -> None:
        raise NotImplementedError

    # ---- what the observation holds
    def board_pieces(self) -> list[str]:
        return [c["piece"] for c in self.obs["cells"]]

    def pending(self) -> str | None:
        """The drawn piece waiting to be placed, if any."""
        held = self.obs["pending"]
        return None if held is None else held["piece"]

    def entry(self, piece: str) -> dict:
        """The observation's entry for ``piece``: its board cell, or the drawn piece."""
        for c in self.obs["cells"]:
            if c["piece"] == piece:
                return c
        held = self.obs["pending"]
        return held if held is not None and held["piece"] == piece else {"piece": piece}

    # ---- geometry
    def cell_pos(self, cell: int) -> QPointF:
        r, c = divmod(cell, self.cols)
        return QPointF(c * CELL, r * CELL)

    def cell_at(self, p: QPointF) -> int | None:
        c, r = int(p.x() // CELL), int(p.y() // CELL)
        if 0 <= c < self.cols and 0 <= r < self.rows:
            return r * self.cols + c
        return None

    # ---- items
    def _item(self, piece: str) -> Item:
        item = self.items.get(piece)
        if item is None:
            item = Item(piece, QRectF(0, 0, CELL, CELL),
                        lambda p, r, k=piece: self._paint_piece(p, r, k))
            item.setZValue(10)
            self.scene.addItem(item)
            self.items[piece] = item
        return item

    def _paint_piece(self, painter: QPainter, rect: QRectF, piece: str) -> None:
        board = self.board_pieces()
        cell = board.index(piece) if piece in board else -1
        self.draw_piece_art(painter, rect.adjusted(2, 2, -2, -2), cell, self.entry(piece))

    def sync(self) -> None:
        board = self.board_pieces()
        for cell, piece in enumerate(board):
            item = self._item(piece)
            item.setVisible(True)
            if item.pos() != self.cell_pos(cell):
                self.animator.move(item, pos=self.cell_pos(cell))
            item.update()
        pending = self.pending()
        if pending is not None and pending not in self.items:
            self._item(pending).setPos(self.pile_rect.topLeft())  # it flies in from the pile
        for piece in [k for k in self.items if k not in board]:
            item = self.items[piece]
            if piece == pending:
                item.setVisible(True)
                self.animator.move(item, pos=self.hand_rect.topLeft())
            else:
                self.scene.removeItem(item)
                del self.items[piece]
        self.hand.update()
        self.pile.update()
        self._marks()

    def _draw_hand(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#c9a95a"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.hand_rect, 8, 8)
        self._caption(painter, QRectF(self.hand_rect.left() - 40, self.hand_rect.bottom() + 4,
                                      CELL + 80, 26), self.tr("Drawn piece"))

    def _draw_pile(self, painter: QPainter, rect: QRectF) -> None:
        count = self.obs["pile_count"]
        for k in range(min(count, 5)):
            box = self.pile_rect.adjusted(k * 3, -k * 3, k * 3 - 12, -k * 3 - 12)
            art.paint(painter, "piece-back.svg", box)
        self._caption(painter, QRectF(self.pile_rect.left() - 40, self.pile_rect.top() - 26,
                                      CELL + 80, 24), self.tr("Pile: {n}").format(n=count))

    @staticmethod
    def _caption(painter: QPainter, rect: QRectF, text: str) -> None:
        font = QFont()
        font.setPixelSize(17)
        painter.setFont(font)
        painter.setPen(QColor("#f1dfa8"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _marks(self) -> None:
        board = self.board_pieces()
        for cell, piece in enumerate(board):
            item = self.items.get(piece)
            if item is None:
                continue
            if self.held is not None:
                mark = "held" if cell == self.held else "focus" if cell == self.aim else None
            else:
                mark = "focus" if cell == self.focus_cell else None
            item.set_mark(mark)
        if self.pending() in self.items:
            self.items[self.pending()].set_mark("selected")

    # ---- panel
    def refresh(self) -> None:
        super().refresh()
        cost = self.obs["replace_cost"]
        self.draw_button.setText(fill(self.tr("Draw a piece ({n} {n|action|actions})"), n=cost))
        self.back_button.setText(self.tr("Send the drawn piece back"))
        legal = self.legal()
        self.draw_button.setEnabled(DrawPiece() in legal)
        self.back_button.setEnabled(PlaceDrawn(BACK) in legal)

    # ---- mouse
    def _draggable(self, item: Item) -> bool:
        return item.key in self.board_pieces() and self.is_open()

    def _targets(self, item: Item) -> list[Item]:
        """The pieces a legal swap would trade places with."""
        board = self.board_pieces()
        cell = board.index(item.key)
        return [self.items[board[a.b if a.a == cell else a.a]] for a in self.legal()
                if isinstance(a, SwapPieces) and cell in (a.a, a.b)]

    def _drop(self, item: Item, where: QPointF) -> bool:
        cell = self.board_pieces().index(item.key)
        target = self.cell_at(where)
        if target is None or target == cell:
            return False
        return self.act(SwapPieces(min(cell, target), max(cell, target))) is not None

    def _click(self, item: Item) -> None:
        cell = self.board_pieces().index(item.key)
        self.focus_cell = cell
        if self.pending() is not None:
            self.act(PlaceDrawn(cell))
        else:
            self.click_piece(cell)
        self._marks()

    def click_piece(self, cell: int) -> None:
        """A click on a board piece with no drawn piece in hand (wiring: turn it)."""

    # ---- buttons
    def draw_piece(self) -> None:
        self.act(DrawPiece())

    def send_back(self) -> None:
        self.act(PlaceDrawn(BACK))

    # ---- keyboard
    def extra_key(self, event) -> bool:
        return False

    def handle_key(self, event) -> bool:
        key = event.key()
        if not self.is_open():
            return False
        if key in ARROWS or key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            start = self.aim if self.held is not None else self.focus_cell
            if key == Qt.Key.Key_Tab:
                nxt = (start + 1) % (self.cols * self.rows)
            elif key == Qt.Key.Key_Backtab:
                nxt = (start - 1) % (self.cols * self.rows)
            else:
                nxt = neighbour(start, ARROWS[key], self.cols, self.rows)
            if nxt is not None:
                if self.held is not None:
                    self.aim = nxt
                else:
                    self.focus_cell = nxt
            self._marks()
            return True
        if key == Qt.Key.Key_Space and self.pending() is None:
            if self.held is None:
                self.held = self.aim = self.focus_cell
            else:
                self.held = self.aim = None
            self._marks()
            return True
        if key == Qt.Key.Key_Escape and self.held is not None:
            self.held = self.aim = None
            self._marks()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.pending() is not None:
                self.act(PlaceDrawn(self.focus_cell))
            elif self.held is not None:
                a, b = self.held, self.aim
                self.held = self.aim = None
                if a != b and touching(a, b, self.cols, self.rows):
                    if self.act(SwapPieces(min(a, b), max(a, b))) is not None:
                        self.focus_cell = b
                elif a != b:
                    self.act(SwapPieces(a, b))  # refused: the reason is shown
            self._marks()
            return True
        if key == Qt.Key.Key_D:
            self.draw_piece()
            return True
        if key == Qt.Key.Key_Backspace:
            self.send_back()
            return True
        return self.extra_key(event) or self.common_key(event)
