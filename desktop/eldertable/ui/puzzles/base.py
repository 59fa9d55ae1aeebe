"""What every puzzle view shares: the board, the side panel, applying actions, animation.

A view reads its puzzle through a :class:`~.source.PuzzleSource` (the observation and the
legal actions, never the puzzle object) and changes it only by sending actions; a refused
action's reason is shown in the status line.
Items on the board are dumb: :class:`Item` holds a key and draws itself with a function.
:class:`Animator` moves items; with ``PuzzleView.animation_ms = 0`` every move is
immediate (tests use that, and :meth:`Animator.settle` finishes whatever is running).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QEvent, QObject,
                            QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt,
                            Signal)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QBoxLayout, QGraphicsObject, QGraphicsScene, QGraphicsView,
                               QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from ...engine.messages import Msg
from ...engine.protocol import TERMINAL
from .source import LocalSource, PuzzleSource
from ..plaintext import plain
from ..fitting import FitsOnResize

PANEL_CHARS = 30  # the side panel's preferred width, in average characters of its font
NARROW = 640  # narrower than this, the panel sits under the board

MARKS = {
    "target": QColor(90, 200, 120),
    "focus": QColor(250, 210, 90),
    "held": QColor(255, 150, 60),
    "refused": QColor(220, 70, 60),
    "selected": QColor(120, 170, 255),
}


def tr_msg(msg: Msg | dict | None) -> str:
    """A message of the Qt-free core in the current language."""
    if msg is None:
        return ""
    if isinstance(msg, dict):
        msg = Msg.from_json(msg)
    return msg.render(lambda ctx, text: QCoreApplication.translate(ctx, text))


class Item(QGraphicsObject):
    """A board item: a key, a local rectangle, a drawing function, an optional outline."""

    def __init__(self, key: Any, rect: QRectF, draw: Callable[[QPainter, QRectF], None],
                 outline: QPainterPath | None = None, parent: QGraphicsObject | None = None):
        super().__init__(parent)
        self.key = key
        self.rect = QRectF(rect)
        self.draw = draw
        self.outline = outline
        self.mark: str | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        if self.outline is not None:
            return self.outline
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def set_mark(self, mark: str | None) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter, self.rect)
        if self.mark in MARKS:
            pen = QPen(MARKS[self.mark], 5)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            if self.mark == "target":
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.shape())


class Animator(QObject):
    """Moves items; finishes at once when the duration is 0 or on :meth:`settle`."""

    def __init__(self, owner: "PuzzleView"):
        super().__init__(owner)
        self.owner = owner
        self.running: list[QParallelAnimationGroup] = []
        self.moving: dict[int, QParallelAnimationGroup] = {}  # id(item) -> its move

    def busy(self) -> bool:
        return bool(self.running)

    def is_moving(self, item: QGraphicsObject) -> bool:
        return id(item) in self.moving

    def move(self, item: QGraphicsObject, pos: QPointF | None = None,
             rotation: float | None = None, done: Callable[[], None] | None = None,
             ms: int | None = None) -> None:
        ms = self.owner.animation_ms if ms is None else ms
        if rotation is not None:
            start = item.rotation()
            rotation = start + ((rotation - start + 180.0) % 360.0 - 180.0)
        earlier = self.moving.get(id(item))
        if earlier is not None:  # one move per item: finish the earlier one first
            earlier.setCurrentTime(earlier.totalDuration())
        if ms <= 0:
            if pos is not None:
                item.setPos(pos)
            if rotation is not None:
                item.setRotation(rotation)
            if done is not None:
                done()
            return
        group = QParallelAnimationGroup(self)
        for prop, end in ((b"pos", pos), (b"rotation", rotation)):
            if end is None:
                continue
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(ms)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)

        def finished() -> None:
            if group in self.running:
                self.running.remove(group)
            if self.moving.get(id(item)) is group:
                del self.moving[id(item)]
            if done is not None:
                done()
            if not self.running:
                self.owner.idle()

        group.finished.connect(finished)
        self.running.append(group)
        self.moving[id(item)] = group
        group.start()

    def settle(self) -> None:
        """Finish every running move now (its ``done`` runs too)."""
        while self.running:
            group = self.running[0]
            group.setCurrentTime(group.totalDuration())
            if group in self.running:  # Qt did not emit finished: stop it ourselves
                group.stop()
                self.running.remove(group)
                for key, g in list(self.moving.items()):
                    if g is group:
                        del self.moving[key]


class BoardView(FitsOnResize, QGraphicsView):
    """The board: antialiased, no scroll bars, scaled to fit; keys go to the puzzle view."""

    def __init__(self, scene: QGraphicsScene, owner: "PuzzleView"):
        super().__init__(scene, owner)
        self.owner = owner
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(280, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setBackgroundBrush(QColor(38, 34, 44))

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def event(self, event) -> bool:
        # Tab moves the selection on the board instead of the keyboard focus
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Tab,
                                                                    Qt.Key.Key_Backtab):
            if self.owner.handle_key(event):
                return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if not self.owner.handle_key(event):
            super().keyPressEvent(event)


class SidePanel(QWidget):
    """The panel beside the board: about :data:`PANEL_CHARS` characters wide, never
    narrower than its widest button or counter (its layout's minimum), so no word is cut
    in a language with long words; wrapped lines take the height they need."""

    def sizeHint(self):  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        hint.setWidth(max(self.minimumSizeHint().width(),
                          self.fontMetrics().averageCharWidth() * PANEL_CHARS))
        return hint


class PuzzleView(QWidget):
    """A puzzle's board beside a panel of counters, odds, buttons and messages."""

    finished = Signal(object)  # the Outcome, once the attempt is over
    changed = Signal()  # after every applied action
    animation_ms = 220

    def __init__(self, source: PuzzleSource, parent: QWidget | None = None):
        """``source``: a :class:`~.source.PuzzleSource`, or a bare puzzle object."""
        super().__init__(parent)
        if not isinstance(source, PuzzleSource):
            source = LocalSource(source)
        self.source = source
        self.obs = source.observation()
        self.animator = Animator(self)
        self.scene = QGraphicsScene(self)
        self.board = BoardView(self.scene, self)
        self.title = plain(QLabel(self))  # a rune puzzle names its rune (content)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.counter = QLabel(self)
        self.counter.setObjectName("counter")
        big = QFont(self.counter.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.counter.setFont(big)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setObjectName("status")
        self.keys = QLabel(self)
        self.keys.setWordWrap(True)
        self.keys.setStyleSheet("color: palette(mid);")
        self.spend_button = QPushButton(self)
        self.spend_button.clicked.connect(self.spend)
        self.stop_button = QPushButton(self)
        self.stop_button.clicked.connect(self.stop)
        self.extra = QVBoxLayout()

        panel = QVBoxLayout()
        panel.addWidget(self.title)
        panel.addWidget(self.counter)
        panel.addWidget(self.info)
        panel.addLayout(self.extra)
        panel.addWidget(self.spend_button)
        panel.addWidget(self.stop_button)
        panel.addWidget(self.status)
        panel.addStretch(1)
        panel.addWidget(self.keys)
        self.side = SidePanel(self)
        self.side.setLayout(panel)
        self._side_beside()
        layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.side)
        self._done_emitted = False
        self._said: tuple[list, bool] = ([], False)  # the status line's messages, kept to
        # be said again in a new language

    def resizeEvent(self, event) -> None:  # noqa: N802
        """Narrow (a table with its docks open): the panel goes under the board."""
        super().resizeEvent(event)
        wide = self.width() >= NARROW
        layout = self.layout()
        want = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if layout.direction() != want:
            layout.setDirection(want)
            if wide:
                self._side_beside()
            else:  # under the board: as wide as the board
                self.side.setSizePolicy(QSizePolicy.Policy.Preferred,
                                        QSizePolicy.Policy.Preferred)
            self.keys.setVisible(wide)  # the keys stay in the tooltip
            self.board.setToolTip("" if wide else self.keys.text())

    def _side_beside(self) -> None:
        """Beside the board the panel keeps its preferred width (it may not grow, and
        shrinks no further than its widest button)."""
        self.side.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)

    # ---- applying actions
    def act(self, action) -> list | None:
        """Send ``action``; on a refusal show why and return None."""
        self.animator.settle()
        events, reason = self.source.send(action)
        if events is None:
            if reason is not None:
                self.say(tr_msg(reason), error=True)
                self._said = ([reason], True)
            return None
        self.follow(events)
        return events

    def follow(self, events: list) -> None:
        """Show what ``events`` did (they may come from elsewhere: a chance step the owner
        ran, an undo with no events at all)."""
        self.obs = self.source.observation()
        texts = [e.text for e in events if e.text is not None]
        said = " ".join(tr_msg(t) for t in texts)
        if said or events:
            self.say(said)
            self._said = (texts, False)
        self.on_events(events)
        self.refresh()
        self.changed.emit()
        self._maybe_finished()

    def legal(self) -> list:
        return self.source.legal()

    def is_open(self) -> bool:
        """The investigator may act on the puzzle now."""
        return self.source.current() != TERMINAL

    def _maybe_finished(self) -> None:
        if self.source.current() == TERMINAL and not self._done_emitted:
            self._done_emitted = True
            self.finished.emit(self.source.outcome())

    def say(self, text: str, error: bool = False) -> None:
        self._said = ([], error)  # words of the view's own: a caller that has messages
        # keeps them after this call
        self.status.setText(text)
        self.status.setStyleSheet("color: #d9534f; font-weight: bold;" if error else "")

    def settle(self) -> None:
        self.animator.settle()

    def idle(self) -> None:
        """Every animation has finished."""

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """A new language: the panel's words again (the title, buttons, keys, counters)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
            texts, error = self._said
            if texts:  # the last thing said, in the new language
                self.say(" ".join(tr_msg(t) for t in texts), error=error)
        super().changeEvent(event)

    # ---- what subclasses give
    def retranslate(self) -> None:
        """Set the panel's fixed words (again on a change of language)."""

    def on_events(self, events: list) -> None:
        """Animate what the events say happened (default: redraw from the observation)."""
        self.sync()

    def sync(self) -> None:
        """Put every item where the observation says."""

    def refresh(self) -> None:
        """Update the panel from the observation."""

    def spend(self) -> None:
        """Spend a clue or skill point for more steps."""

    def stop(self) -> None:
        """Stop the attempt."""

    def handle_key(self, event) -> bool:
        return False

    def observation(self) -> dict[str, Any]:
        return self.obs
