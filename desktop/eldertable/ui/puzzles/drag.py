"""Dragging board items with the mouse: one small interaction object per board.

Installed as an event filter on the board's viewport. A press on a draggable item picks
it up (it follows the mouse once moved a few pixels); on release the owner's ``drop``
decides: it applies the matching action and returns True, or returns False and the item
slides back where it came from. A press and release without moving is a ``click``.
While an item is held, ``targets`` says which items to outline as legal drop places.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, Qt

from .base import Item, PuzzleView


class DragInteraction(QObject):
    def __init__(self, view: PuzzleView, *,
                 draggable: Callable[[Item], bool],
                 drop: Callable[[Item, QPointF], bool],
                 targets: Callable[[Item], list[Item]] = lambda item: [],
                 click: Callable[[Item], None] | None = None,
                 constrain: Callable[[Item, QPointF], QPointF] | None = None,
                 threshold: float = 6.0):
        super().__init__(view)
        self.view = view
        self.draggable = draggable
        self.drop = drop
        self.targets = targets
        self.click = click
        self.constrain = constrain
        self.threshold = threshold
        self.item: Item | None = None
        self.dragging = False
        self.press_scene = QPointF()
        self.press_view = QPointF()
        self.start_pos = QPointF()
        self.start_z = 0.0
        self.marked: list[Item] = []
        view.board.viewport().installEventFilter(self)

    def _item_at(self, view_pos) -> Item | None:
        for it in self.view.board.items(view_pos.toPoint()):
            if isinstance(it, Item) and self.draggable(it):
                return it
        return None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self.view.settle()
            item = self._item_at(event.position())
            if item is None:
                return False
            self.view.board.setFocus(Qt.FocusReason.MouseFocusReason)
            self.item = item
            self.dragging = False
            self.press_view = event.position()
            self.press_scene = self.view.board.mapToScene(event.position().toPoint())
            self.start_pos = item.pos()
            self.start_z = item.zValue()
            return True
        if kind == QEvent.Type.MouseMove and self.item is not None:
            pos = event.position()
            if not self.dragging:
                if (pos - self.press_view).manhattanLength() < self.threshold:
                    return True
                self.dragging = True
                self.item.setZValue(1000)
                self.marked = self.targets(self.item)
                for t in self.marked:
                    t.set_mark("target")
                self.item.set_mark("held")
            scene = self.view.board.mapToScene(pos.toPoint())
            new = self.start_pos + (scene - self.press_scene)
            if self.constrain is not None:
                new = self.constrain(self.item, new)
            self.item.setPos(new)
            return True
        if kind == QEvent.Type.MouseButtonRelease and self.item is not None \
                and event.button() == Qt.MouseButton.LeftButton:
            item, self.item = self.item, None
            for t in self.marked:
                t.set_mark(None)
            self.marked = []
            item.set_mark(None)
            if not self.dragging:
                if self.click is not None:
                    self.click(item)
                return True
            self.dragging = False
            scene = self.view.board.mapToScene(event.position().toPoint())
            accepted = self.drop(item, scene)
            item.setZValue(self.start_z)
            if not accepted and item.scene() is not None:
                self.view.animator.move(item, pos=QPointF(self.start_pos))
            return True
        return False

    def cancel(self) -> None:
        if self.item is not None:
            for t in self.marked:
                t.set_mark(None)
            self.item.set_mark(None)
            self.item.setPos(self.start_pos)
            self.item.setZValue(self.start_z)
        self.item = None
        self.dragging = False
        self.marked = []

