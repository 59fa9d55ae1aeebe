"""A layout that puts widgets left to right and wraps onto the next line when the width
runs out: the button rows of every game's action bar, the phase chips of the card tables.
A widget with the :data:`KEEP_WITH_NEXT` property wraps together with the one after it.

A widget wider than a whole line is given the line's width, and the height it asks for at
that width when it has one (a word-wrapped label, such as :class:`LineLabel`), instead of
sticking out."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QLayout
from .plaintext import plain


#: a widget property: the widget wraps onto the next line with the widget after it (a
#: caption stays with its first button)
KEEP_WITH_NEXT = "flowKeepWithNext"


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto the next line when the width runs out."""

    def __init__(self, parent=None, spacing: int = 6):
        super().__init__(parent)
        self._items = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:  # noqa: N802 - Qt's names
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, i):  # noqa: N802
        return self._items[i] if 0 <= i < len(self._items) else None

    def takeAt(self, i):  # noqa: N802
        return self._items.pop(i) if 0 <= i < len(self._items) else None

    def expandingDirections(self):  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _place(self, rect: QRect, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        gap = self.spacing()
        for i, item in enumerate(self._items):
            hint = item.sizeHint()
            if rect.width() > 0 and hint.width() > rect.width():
                hint.setWidth(rect.width())
            if item.hasHeightForWidth():
                hint.setHeight(max(hint.height(), item.heightForWidth(hint.width())))
            need = hint.width()
            widget = item.widget()
            if widget is not None and widget.property(KEEP_WITH_NEXT) and i + 1 < len(self._items):
                need += gap + self._items[i + 1].sizeHint().width()  # a caption and its first
            if x + min(need, rect.width()) > rect.right() + 1 and line > 0:
                x = rect.x()
                y += line + gap
                line = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + gap
            line = max(line, hint.height())
        return y + line - rect.y()


class LineLabel(QLabel):
    """A label for a flow: one line where the line has room for it (after the items before
    it, else on a line of its own), its words wrapped where even a whole line is too narrow.
    (A word-wrapped QLabel would rather be squarer than one line.)"""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        plain(self)  # measured and shown as plain words (content names among them)

    def sizeHint(self) -> QSize:  # noqa: N802
        if not self.text():
            return QSize(0, 0)
        m = self.contentsMargins()
        fm = self.fontMetrics()
        width = fm.horizontalAdvance(self.text()) + m.left() + m.right() + 2 * self.margin()
        line = self.heightForWidth(1 << 16)  # its height on one line, margins and all
        for _ in range(4):  # the label's own measure may want a little more: ask it
            if self.heightForWidth(width) <= line:
                break
            width += fm.averageCharWidth()
        return QSize(width, line)
