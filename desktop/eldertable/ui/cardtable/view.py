"""What the card tables' views share: the drag that drops into zones, the phase bar laid
over the top of the view with the scene fitted under it, scroll bars only when zoomed in,
and a right click on a piece that lists the choices it offers now, then "Rules for this"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView, QMenu

from ..rulesref import add_rules_entry, watch_bar
from ..table_base import Piece, TableView
from .drag import ZoneDrag
from ..plaintext import button_text


class CardTableView(TableView):
    """A subclass names its :attr:`bar_class` (a :class:`~.phasebar.PhaseBar`) and may name
    its drag, the kind of piece a right click looks for, how a zoomed table is panned, and
    whether the bar is refitted only when its size changes; it gives :meth:`piece_choices`."""

    bar_class: type
    drag_class: type = ZoneDrag
    piece_class: type = Piece
    zoomed_drag = QGraphicsView.DragMode.NoDrag
    refit_on_change_only = False  # True: an unchanged bar does not refit the whole table

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.viewport().removeEventFilter(self.interaction)
        self.interaction.deleteLater()
        self.interaction = self.drag_class(self)
        self._bar_geometry = None
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bar = self.bar_class(self)
        self.bar.chosen.connect(self.apply)
        self.bar.show()
        watch_bar(self.bar, self)  # a right click on the phase bar: "Rules for this"

    # ---- the bar over the view

    def _fit_bar(self) -> None:
        height = self.bar.heightForWidth(self.width())
        geometry = (0, 0, self.width(), height)
        if self.refit_on_change_only and geometry == self._bar_geometry:
            return  # unchanged: no refit, no repaint of the whole table
        self._bar_geometry = geometry
        self.setViewportMargins(0, height, 0, 0)
        self.bar.setGeometry(*geometry)
        if self._auto_fit:
            self.zoom_fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._bar_geometry = None
        self._fit_bar()

    # ---- zoom

    def zoom_fit(self) -> None:
        self._auto_fit = True
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def _zoomed(self) -> None:
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setDragMode(self.zoomed_drag)

    def zoom_in(self) -> None:
        super().zoom_in()
        self._zoomed()

    def zoom_out(self) -> None:
        super().zoom_out()
        self._zoomed()

    # ---- right click

    def piece_choices(self, piece) -> list[tuple[str, object]]:
        """(words, action) for each choice a right click on ``piece`` offers now."""
        return []

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        """A right click on a piece lists the choices it offers now, then "Rules for this"."""
        piece = next((i for i in self.items(event.pos()) if isinstance(i, self.piece_class)),
                     None)
        menu = QMenu(self)
        for words, act in (self.piece_choices(piece) if piece is not None else []):
            menu.addAction(button_text(words)).setData(act)
        add_rules_entry(menu, self, event.pos())  # after the choices
        chosen = menu.exec(event.globalPos())
        if chosen is not None and chosen.data() is not None:
            self.apply(chosen.data())
