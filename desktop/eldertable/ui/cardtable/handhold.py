"""The hand keeps its slots under the mouse (issue 25).

A card played from the hand (a double click, a right click, a click then a place) leaves
the hand while the pointer still rests over it: had the other cards closed up at once, the
next one would slide under the pointer and a second click would take it instead. As in the
digital card games, while the pointer is over the hand its cards keep where they lay (the
played card leaves a gap); once the pointer has been off the hand for a moment (or left the
table), the hand closes up, sliding.

The table builds its hand with :meth:`HandHold.arrange`: given where each card would lie
packed, it says where each lies now. Only where the cards are drawn changes; nothing of the
game does.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import (QEasingCurve, QEvent, QObject, QParallelAnimationGroup, QPoint,
                            QPointF, QPropertyAnimation, QRectF, QTimer)

#: how long the pointer is off the hand before it closes up (milliseconds)
CLOSE_MS = 300
SLIDE_MS = 180


class HandHold(QObject):
    """``area``: the hand's place in scene coordinates, read when needed."""

    def __init__(self, view, area: Callable[[], QRectF]):
        super().__init__(view)
        self.view = view
        self.area = area
        self.pos: QPoint | None = None  # the pointer on the viewport, None: off it
        self.shown: dict[str, QPointF] = {}  # piece id -> where the hand's card lies now
        self.packed: dict[str, QPointF] = {}  # piece id -> where it lies closed up
        self.slide: QParallelAnimationGroup | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(CLOSE_MS)
        self.timer.timeout.connect(self.close_up)
        view.viewport().setMouseTracking(True)
        view.viewport().installEventFilter(self)

    # ---- where the pointer is

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonPress,
                    QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick):
            self.pos = event.position().toPoint()
            if kind == QEvent.Type.MouseButtonPress:
                self._end_slide()  # a card pressed mid-slide is where it was going
            self._watch()
        elif kind == QEvent.Type.Leave:
            self.pos = None
            self._watch()
        return False

    def over(self) -> bool:
        """Is the pointer over the hand?"""
        if self.pos is None:
            return False
        return self.area().contains(self.view.mapToScene(self.pos))

    def loose(self) -> bool:
        """Does a card lie elsewhere than it would closed up (a gap is kept)?"""
        return self.shown != self.packed

    def _watch(self) -> None:
        if self.loose() and not self.over():
            if not self.timer.isActive():
                self.timer.start()
        else:
            self.timer.stop()

    # ---- the table's build

    def arrange(self, packed: dict[str, QPointF]) -> dict[str, QPointF]:
        """Where each card of the hand lies: where it lay before while the pointer is over
        the hand and no card has come into it, else ``packed``."""
        self._drop_slide()
        packed = {pid: QPointF(p) for pid, p in packed.items()}
        if self.over() and self.shown and set(packed) <= set(self.shown):
            self.shown = {pid: QPointF(self.shown[pid]) for pid in packed}
        else:
            self.shown = dict(packed)
        self.packed = packed
        self._watch()
        return dict(self.shown)

    def forget(self) -> None:
        """The table was cleared or is shown afresh (a new seat, a load): nothing is held."""
        self._drop_slide()
        self.timer.stop()
        self.shown, self.packed = {}, {}

    # ---- closing up

    def _busy(self) -> bool:
        drag = self.view.interaction
        return bool(getattr(drag, "piece", None) is not None or getattr(drag, "dragging", False)
                    or getattr(drag, "selected", None))

    def close_up(self) -> None:
        """The pointer is gone from the hand: its cards slide together."""
        if not self.loose() or self.over():
            return
        if self._busy():  # a card taken from the hand is still held or chosen
            self.timer.start()
            return
        motion = getattr(self.view, "motion", None)
        if motion is not None and motion.running():
            motion.finish()
        group = QParallelAnimationGroup(self)
        for pid, end in self.packed.items():
            piece = self.view.pieces.get(pid)
            if piece is None or piece.pos() == end:
                continue
            anim = QPropertyAnimation(piece, b"pos", group)
            anim.setDuration(SLIDE_MS)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.setStartValue(piece.pos())
            anim.setEndValue(end)
            group.addAnimation(anim)
        self.shown = dict(self.packed)
        if not group.animationCount():
            group.deleteLater()
            return
        self.slide = group
        group.finished.connect(self._end_slide)
        group.start()

    def _end_slide(self) -> None:
        """The slide ends at once: every card where it was going."""
        group, self.slide = self.slide, None
        if group is None:
            return
        for i in range(group.animationCount()):
            anim = group.animationAt(i)
            if anim.targetObject() is not None:
                anim.targetObject().setPos(anim.endValue())
        group.stop()
        group.deleteLater()

    def _drop_slide(self) -> None:
        """Forget the slide without touching its cards (the table is being rebuilt)."""
        group, self.slide = self.slide, None
        if group is not None:
            group.stop()
            group.deleteLater()
