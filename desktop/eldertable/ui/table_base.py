"""The base of every game's table view (DESIGN.md, "The table").

* The scene mirrors the model: :meth:`TableView.populate` fills the scene from the viewing
  seat's observation, :meth:`TableView.follow` follows the events after each action. The
  view only ever receives ``observation(viewer)`` and ``event.data_for(viewer)``.
* Items are dumb: a :class:`Piece` holds an id and draws itself (an :class:`SvgPiece` from
  our SVG art, cached per zoom step); it knows no rules.
* Positions are logical (a tile, a space, a slot); :class:`Layout` maps them to scene
  coordinates in one place.
* Gestures live in interaction objects: :class:`DragInteraction` asks the controller for the
  legal actions while a piece is dragged, highlights where it may go, and on drop applies the
  matching action or animates the piece back with the rules' reason in the status bar.

A game's view subclasses :class:`TableView` and implements ``populate`` and
``action_places(action) -> (piece_id, target_id | None) | None``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QEvent, QObject, QPointF,
                            QPropertyAnimation, QRectF, QSizeF, Qt, Signal)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (QApplication, QGraphicsObject, QGraphicsScene, QGraphicsView,
                               QStyleOptionGraphicsItem, QWidget)

from .i18n import tr_msg



@dataclass(frozen=True)
class ViewEvent:
    """What a view may know of an event: its kind and the data its seat may see."""

    kind: str
    data: dict[str, Any]


class Layout:
    """Logical positions -> scene coordinates, the only place that knows the geometry.

    Named anchors are set with :meth:`anchor`; a ``(column, row)`` pair falls back to a grid
    of ``cell``-sized squares from ``origin``.
    """

    def __init__(self, cell: QSizeF = QSizeF(100, 100), origin: QPointF = QPointF(0, 0)):
        self.cell = QSizeF(cell)
        self.origin = QPointF(origin)
        self.anchors: dict[Hashable, QPointF] = {}

    def anchor(self, logical: Hashable, point: QPointF) -> None:
        self.anchors[logical] = QPointF(point)

    def place(self, logical: Hashable) -> QPointF:
        if logical in self.anchors:
            return QPointF(self.anchors[logical])
        if isinstance(logical, tuple) and len(logical) == 2:
            col, row = logical
            return QPointF(self.origin.x() + col * self.cell.width(),
                           self.origin.y() + row * self.cell.height())
        raise KeyError(f"no position for {logical!r}")


class Piece(QGraphicsObject):
    """A dumb item: an id, a size, a face to draw. It never knows the rules."""

    def __init__(self, piece_id: str, size: QSizeF = QSizeF(80, 80), label: str = "",
                 color: QColor | str = "#c8b27d", draggable: bool = False):
        super().__init__()
        self.piece_id = piece_id
        self.size = QSizeF(size)
        self.label = label
        self.color = QColor(color)
        self.draggable = draggable
        self.highlighted = False
        if draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-4, -4, self.size.width() + 8, self.size.height() + 8)

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        if self.highlighted:
            painter.setPen(QPen(QColor("#f2c14e"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)
        painter.setPen(QPen(self.color.darker(170), 1.5))
        painter.setBrush(QBrush(self.color))
        painter.drawRoundedRect(rect, 9, 9)
        if self.label:
            painter.setPen(QColor("#1d1a16") if self.color.lightness() > 120 else QColor("white"))
            font = QFont(painter.font())
            font.setPointSizeF(max(7.0, min(14.0, self.size.height() / 5)))
            painter.setFont(font)
            painter.drawText(rect.adjusted(4, 4, -4, -4),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)


class SvgPiece(Piece):
    """A piece drawn from our SVG art, rendered at the zoom it is seen at and cached."""

    STEPS = (1.0, 1.5, 2.0, 3.0, 4.0, 6.0)  # few sizes, so the cache stays small

    def __init__(self, piece_id: str, picture: str, size: QSizeF = QSizeF(80, 80),
                 draggable: bool = False, label: str = ""):
        super().__init__(piece_id, size, label, draggable=draggable)
        self.picture = picture  # an asset path such as "art/games/miskatonic/cultist.svg"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        from PySide6.QtCore import QSize

        from .art import svg_pixmap

        detail = option.levelOfDetailFromTransform(painter.worldTransform())
        ratio = detail * (widget.devicePixelRatioF() if widget is not None else 1.0)
        ratio = next((step for step in self.STEPS if step >= ratio), self.STEPS[-1])
        size = QSize(round(self.size.width()), round(self.size.height()))
        pixmap = svg_pixmap(self.picture, size, ratio)
        if pixmap is None:  # missing art: still a visible, labelled piece
            super().paint(painter, option, widget)
            return
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        if self.highlighted:
            painter.setPen(QPen(QColor("#f2c14e"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


class TableView(QGraphicsView):
    """Base of the game table views: scene from observation, then events; zoom; drag."""

    message = Signal(str)  # a line for the status bar
    statusChanged = Signal()  # what :meth:`status_prompt` says may have changed
    handoffReleased = Signal()  # what :meth:`holds_handoff` held the hand-off for is done

    ZOOM_STEP = 1.25

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.detached = False  # replaced by another view: the controller's game is not ours
        self.setScene(self.make_scene())
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.layout_map = self.make_layout()
        self.pieces: dict[str, Piece] = {}
        self.interaction = self.make_interaction()
        self._auto_fit = True
        self.covered = False  # the hand-off curtain is up: show nobody's view
        controller.eventsApplied.connect(self._on_events)
        controller.restored.connect(self.reset)
        controller.viewerChanged.connect(self._viewer_changed)

    # ---- to implement in a game's view

    def make_layout(self) -> Layout:
        return Layout()

    def make_scene(self) -> QGraphicsScene:
        """The scene the view shows (built once, by ``__init__``)."""
        return QGraphicsScene(self)

    def make_interaction(self) -> DragInteraction:
        """The drag that moves pieces (built once, by ``__init__``, after the scene)."""
        return DragInteraction(self)

    def populate(self, observation: dict[str, Any]) -> None:
        """Create the items for ``observation`` (the viewing seat's)."""
        raise NotImplementedError

    def follow(self, events: list[ViewEvent], observation: dict[str, Any]) -> None:
        """Follow the events of one action; the default re-fills from the observation."""
        self.refill(observation)

    def action_places(self, action) -> tuple[str, str | None] | None:
        """Which piece an action moves and where to (None: a click on the piece)."""
        return None

    def proposed_action(self, piece_id: str, target_id: str):
        """The action a drop of ``piece_id`` on ``target_id`` would mean, legal or not."""
        return None

    # ---- the machinery

    @property
    def seat(self) -> int:
        return self.controller.viewer

    def observation(self) -> dict[str, Any]:
        return self.controller.observation(self.seat)

    def add_piece(self, piece: Piece, logical: Hashable | None = None) -> Piece:
        self.scene().addItem(piece)
        self.pieces[piece.piece_id] = piece
        if logical is not None:
            piece.setPos(self.layout_map.place(logical))
        return piece

    def clear_table(self) -> None:
        self.interaction.cancel()
        self.scene().clear()
        self.pieces.clear()

    def refill(self, observation: dict[str, Any]) -> None:
        self.clear_table()
        self.populate(observation)

    def set_covered(self, covered: bool) -> None:
        self.covered = covered
        if covered:
            self.clear_table()

    def holds_handoff(self) -> bool:
        """True while the person on screen still reads something of their own turn that
        ended (a result of theirs in a dialog): the curtain for the next person waits until
        :attr:`handoffReleased`."""
        return False

    def reset(self) -> None:
        """Fill the scene afresh from the viewing seat's observation."""
        if self.covered:
            self.clear_table()
            return
        self.refill(self.observation())
        if self._auto_fit:
            self.zoom_fit()

    def detach(self) -> None:
        """Stop following the controller (before this view is replaced by another): no
        signal, and no language change, fills it from the next game's observations."""
        self.detached = True
        for signal, slot in ((self.controller.eventsApplied, self._on_events),
                             (self.controller.restored, self.reset),
                             (self.controller.viewerChanged, self._viewer_changed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.interaction.cancel()

    def _viewer_changed(self, _seat: int) -> None:
        # A bound method, not a lambda: Qt drops the connection when the view is deleted.
        self.reset()

    def _on_events(self, events, _seat: int) -> None:
        if self.covered:
            return
        seat = self.seat
        visible = [ViewEvent(e.kind, e.data_for(seat)) for e in events]
        self.follow(visible, self.observation())

    def status_prompt(self) -> str | None:
        """What the window's status line says instead of the game's prompt while the
        table is still presenting something (None: the game's own prompt)."""
        return None

    def drop_note(self, action) -> str | None:
        """What a drop that applies ``action`` costs, said while the piece is held over its
        place (None: nothing worth saying)."""
        return None

    def held_note(self, piece_id: str) -> str | None:
        """Why ``piece_id``, picked up, may go nowhere now, said while it is held (None: the
        plain "That cannot move now.")."""
        return None

    def settle_hover(self, scene_pos) -> None:
        """After a drag: pieces that light up under the pointer follow where it is now."""
        for piece in list(self.pieces.values()):
            settle = getattr(piece, "settle_hover", None)
            if settle is not None:
                settle(scene_pos)

    def moves_for(self, piece_id: str) -> dict[str | None, Any]:
        """target id (None: a click) -> the legal action, for the viewing seat, now."""
        out: dict[str | None, Any] = {}
        for action in self.controller.legal_actions(self.seat):
            places = self.action_places(action)
            if places is not None and places[0] == piece_id:
                out.setdefault(places[1], action)
        return out

    def apply(self, action) -> bool:
        reason = self.controller.act(action)
        if reason is not None:
            self.message.emit(tr_msg(reason))
            return False
        return True

    # ---- zoom

    def zoom_in(self) -> None:
        self._auto_fit = False
        self.scale(self.ZOOM_STEP, self.ZOOM_STEP)

    def zoom_out(self) -> None:
        self._auto_fit = False
        self.scale(1 / self.ZOOM_STEP, 1 / self.ZOOM_STEP)

    def zoom_fit(self) -> None:
        self._auto_fit = True
        rect = self.scene().itemsBoundingRect()
        if rect.isEmpty():
            return
        self.fitInView(rect.adjusted(-24, -24, 24, 24), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            (self.zoom_in if event.angleDelta().y() > 0 else self.zoom_out)()
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._auto_fit:
            self.zoom_fit()


class DragInteraction(QObject):
    """Drag a piece: highlight legal places, apply on a good drop, else animate back."""

    def __init__(self, view: TableView):
        super().__init__(view)
        self.view = view
        self.piece: Piece | None = None
        self.moves: dict[str | None, Any] = {}
        self.start = QPointF()
        self.grab = QPointF()
        self.press_at = QPointF()
        self.dragging = False
        self.hover: str | None = None  # the lit place under the held piece
        self.animation: QPropertyAnimation | None = None
        view.viewport().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            return self._press(event)
        if kind == QEvent.Type.MouseMove and self.piece is not None:
            return self._move(event)
        if kind == QEvent.Type.MouseButtonRelease and self.piece is not None:
            return self._release(event)
        return False

    def _piece_at(self, view_pos) -> Piece | None:
        for item in self.view.items(view_pos):
            if isinstance(item, Piece):
                return item
        return None

    def _press(self, event) -> bool:
        piece = self._piece_at(event.position().toPoint())
        if piece is None:
            return False
        self.moves = self.view.moves_for(piece.piece_id)
        if not piece.draggable and None not in self.moves:
            return False
        self.piece = piece
        self.start = piece.pos()
        self.press_at = event.position()
        scene_pos = self.view.mapToScene(event.position().toPoint())
        self.grab = scene_pos - piece.pos()
        self.dragging = False
        return True

    def _move(self, event) -> bool:
        if not self.piece.draggable:
            return True
        distance = (event.position() - self.press_at).manhattanLength()
        if not self.dragging and distance < QApplication.startDragDistance():
            return True
        if not self.dragging:
            self.dragging = True
            self.piece.setZValue(1000)
            self.piece.setCursor(Qt.CursorShape.ClosedHandCursor)
            self._highlight(True)
            self.hover = None
            if not [t for t in self.moves if t is not None]:  # the rules' reason, if any
                self.view.message.emit(self.view.held_note(self.piece.piece_id) or
                                       QCoreApplication.translate("TableView",
                                                                  "That cannot move now."))
            else:  # what a drop costs, before it is made (a keeper card's threat)
                notes = [self.view.drop_note(a) for t, a in self.moves.items() if t is not None]
                if notes and notes[0] and all(n == notes[0] for n in notes):
                    self.view.message.emit(notes[0])
        scene_pos = self.view.mapToScene(event.position().toPoint())
        self.piece.setPos(scene_pos - self.grab)
        target = self._target_at(event.position().toPoint(), self.piece)
        over = target.piece_id if target is not None and target.piece_id in self.moves else None
        if over != self.hover:
            self.hover = over
            note = self.view.drop_note(self.moves[over]) if over is not None else None
            if note:
                self.view.message.emit(note)
        return True

    def _release(self, event) -> bool:
        piece, moves = self.piece, self.moves
        was_drag = self.dragging
        self._highlight(False)
        if was_drag:  # the scene saw no pointer moves while the piece was held
            self.view.settle_hover(self.view.mapToScene(event.position().toPoint()))
        self.piece = None
        self.dragging = False
        piece.setZValue(0)
        if piece.draggable:
            piece.setCursor(Qt.CursorShape.OpenHandCursor)
        if not was_drag:
            if None in moves:
                self.view.apply(moves[None])
            return True
        target = self._target_at(event.position().toPoint(), piece)
        if target is not None and target.piece_id in moves:
            if self.view.apply(moves[target.piece_id]):
                return True
        elif target is not None:
            self.view.message.emit(self.refusal(piece.piece_id, target.piece_id))
        else:
            self.view.message.emit(
                QCoreApplication.translate("TableView", "Drop it on a highlighted place."))
        self._animate_back(piece)
        return True

    def refusal(self, piece_id: str, target_id: str) -> str:
        """Why ``piece_id`` may not go to ``target_id``: the rules' reason, or a plain one."""
        proposed = self.view.proposed_action(piece_id, target_id)
        reason = self.view.controller.why_illegal(proposed) if proposed is not None else None
        return (tr_msg(reason) if reason is not None
                else QCoreApplication.translate("TableView", "It cannot go there."))

    def _target_at(self, view_pos, moving: Piece) -> Piece | None:
        for item in self.view.items(view_pos):
            if isinstance(item, Piece) and item is not moving:
                return item
        return None

    def _highlight(self, on: bool) -> None:
        for target_id in self.moves:
            if target_id is not None and target_id in self.view.pieces:
                self.view.pieces[target_id].set_highlighted(on)

    def _animate_back(self, piece: Piece) -> None:
        self.animation = QPropertyAnimation(piece, b"pos", self)
        self.animation.setDuration(180)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.setStartValue(piece.pos())
        self.animation.setEndValue(self.start)
        self.animation.start()

    def cancel(self) -> None:
        if self.animation is not None:
            self.animation.stop()
            self.animation = None
        self.piece = None
        self.dragging = False
        self.moves = {}
