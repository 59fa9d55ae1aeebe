"""The code puzzle on screen: a row of dials, the tries so far and their answers.

Mouse: click the upper half of a dial for the next symbol, the lower half for the one
before; "Try this code" spends a step. A gold peg is a right symbol on the right dial, a
silver ring a right symbol on another dial. Keys: Left and Right pick a dial, Up and Down
turn it, Enter tries the code, S spends a clue, End stops.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QPushButton

from ...games.mansions.puzzles.codes import CodeTry
from . import art
from .base import Item
from .drag import DragInteraction
from .step_view import StepView
from eldertable.engine.messages import fill

DIAL_W, DIAL_H = 100.0, 140.0
ROW = 52.0


class CodeView(StepView):
    def __init__(self, source, parent=None):
        super().__init__(source, parent)
        self.length = self.obs["length"]
        self.setting = [0] * self.length
        self.selected = 0
        self.try_button = QPushButton(self)
        self.try_button.clicked.connect(self.try_code)
        self.extra.addWidget(self.try_button)
        width = self.length * (DIAL_W + 16)
        self.board_width = max(width, 420)
        self.dials: list[Item] = []
        for i in range(self.length):
            item = Item(i, QRectF(0, 0, DIAL_W, DIAL_H), lambda p, r, k=i: self._draw_dial(p, r, k))
            item.setPos(QPointF(i * (DIAL_W + 16), 0))
            self.scene.addItem(item)
            self.dials.append(item)
        self.history = Item("history", QRectF(0, DIAL_H + 20, max(width, 420), 8 * ROW),
                            self._draw_history)
        self.scene.addItem(self.history)
        self.drag = DragInteraction(self, draggable=lambda it: it in self.dials,
                                    drop=lambda it, p: False, click=self._click_dial,
                                    threshold=10_000)
        self.retranslate()
        self.sync()
        self.refresh()

    def title_text(self) -> str:
        return self.tr("Code puzzle")

    def keys_text(self) -> str:
        return self.tr("Click the top of a dial for the next symbol, the bottom for the one "
                       "before. Keys: Left and Right pick a dial, Up and Down turn it, Enter "
                       "tries the code, S spends a clue, End stops.")

    def details(self, obs: dict) -> list[str]:
        return [self.tr("Gold peg: right symbol, right dial. Silver ring: right symbol, "
                        "another dial.")]

    def attempt_line(self, obs: dict) -> str:
        """The tries counted: in this attempt and in all (an attempt is one opening of the
        puzzle, and may try many codes)."""
        return fill(self.tr("Attempt {n}: {k} {k|code|codes} tried in it, {t} in all"),
            n=obs["attempt"], k=obs["steps_used"], t=len(obs["tries"]))

    def refresh(self) -> None:
        super().refresh()
        self.try_button.setText(self.tr("Try this code (1 step)"))
        self.try_button.setEnabled(self.is_open() and self.obs["steps_left"] > 0)

    def _draw_dial(self, painter: QPainter, rect: QRectF, i: int) -> None:
        art.paint(painter, "code-dial.svg", rect)
        art.paint(painter, f"code-glyph-{self.setting[i]}.svg", QRectF(22, 42, 56, 56))
        painter.setPen(QPen(QColor("#2b210e"), 2))
        painter.setBrush(QColor("#2b210e"))
        for y, up in ((16, True), (DIAL_H - 16, False)):
            d = -7 if up else 7
            painter.drawPolygon([QPointF(40, y - d / 2), QPointF(60, y - d / 2),
                                 QPointF(50, y + d)])
        if i == self.selected and self.is_open():
            painter.setPen(QPen(QColor(250, 210, 90), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 12, 12)

    def _draw_history(self, painter: QPainter, rect: QRectF) -> None:
        every = self.obs["tries"]
        tries = every[-8:]
        font = QFont()
        font.setPixelSize(18)
        painter.setFont(font)
        for row, t in enumerate(tries):
            y = rect.top() + row * ROW
            painter.setPen(QColor("#f1dfa8"))
            painter.drawText(QRectF(0, y, 40, ROW), Qt.AlignmentFlag.AlignVCenter,
                             str(len(every) - len(tries) + row + 1))
            for k, s in enumerate(t["symbols"]):
                box = QRectF(44 + k * (ROW - 4), y + 4, ROW - 8, ROW - 8)
                painter.setBrush(QColor("#f7ecd0"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(box, 6, 6)
                art.paint(painter, f"code-glyph-{s}.svg", box.adjusted(4, 4, -4, -4))
            x = 44 + self.length * (ROW - 4) + 16
            pegs = ["code-peg-exact.svg"] * t["exact"] + ["code-peg-near.svg"] * t["near"]
            for k, name in enumerate(pegs):
                art.paint(painter, name, QRectF(x + k * 30, y + 12, 26, 26))

    def sync(self) -> None:
        for item in self.dials:
            item.update()
        self.history.update()
        # room for the tries so far and the next, three rows at least, eight at most
        rows = min(8, max(3, len(self.obs["tries"]) + 1))
        rect = QRectF(-30, -30, self.board_width + 60, DIAL_H + 60 + rows * ROW)
        if rect != self.scene.sceneRect():
            self.scene.setSceneRect(rect)
            self.board.fit()

    def turn(self, dial: int, step: int) -> None:
        self.setting[dial] = (self.setting[dial] + step) % self.obs["symbols"]
        self.selected = dial
        self.sync()

    def _click_dial(self, item: Item) -> None:
        local = item.mapFromScene(self.drag.press_scene)
        self.turn(item.key, 1 if local.y() < DIAL_H / 2 else -1)

    def try_code(self) -> None:
        self.act(CodeTry(tuple(self.setting)))

    def handle_key(self, event) -> bool:
        key = event.key()
        if not self.is_open():
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Tab) else -1
            self.selected = (self.selected + step) % self.length
            self.sync()
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.turn(self.selected, 1 if key == Qt.Key.Key_Up else -1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.try_code()
            return True
        return self.common_key(event)
