"""Marking edges on the editor's map (``map.edges``): an impassable border between two
adjacent spaces, an escape edge on a side of a space that leads out of the map.

Moving the mouse onto such an edge lights it up and the status line says what a click
does; a click adds the mark, or takes it away when the map has it. A space's right-click
menu lists the same marks: *Block the edge to <space>* for each space it touches over an
open edge, *Mark escape edge* for each side of it that leads out of the map. Every change
is one ``doc.edit`` (:func:`.mapactions.toggle_edge`). Edges that cannot take a mark
(walls, doors, sides that meet another tile) are not lit: a click there selects the tile
as before.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QMenu

from ...engine.messages import N_
from ...games.mansions.map.edgemarks import outer_units
from ...games.mansions.map.geometry import SIDES
from ...games.mansions.scenario import mapedits
from ..mansions.tiles import CELL
from . import mapactions

C = "MapEditor"
SLACK = 0.12  # cells either side of an edge where the mouse is on it
HOVER = QColor(242, 193, 78)
Z_HOVER = 35


def _tr(text: str) -> str:
    return QCoreApplication.translate(C, text)


def side_name(side: str) -> str:
    return {"n": _tr(N_(C, "north")), "e": _tr(N_(C, "east")), "s": _tr(N_(C, "south")), "w": _tr(N_(C, "west"))}.get(side, side)


def unit_line(key) -> tuple[QPointF, QPointF]:
    """A unit edge's two ends in scene units."""
    x, y, axis = key
    if axis == "e":
        return QPointF((x + 1) * CELL, y * CELL), QPointF((x + 1) * CELL, (y + 1) * CELL)
    return QPointF(x * CELL, (y + 1) * CELL), QPointF((x + 1) * CELL, (y + 1) * CELL)


class EdgeTool:
    """The canvas's edge marks (see the module docstring); ``reset`` after each redraw."""

    def __init__(self, canvas):
        self.canvas = canvas
        self.highlight: QGraphicsPathItem | None = None
        self.lit: tuple | None = None
        self._known: dict[tuple, tuple[bool, tuple]] = {}

    def reset(self) -> None:
        """The board was rebuilt (its items are gone) and the map may have changed."""
        self.highlight, self.lit = None, None
        self._known = {}

    # ---- what is under the mouse

    def existing(self, cand: tuple) -> int | None:
        return mapedits.find_edge(self.canvas.doc.data, mapedits.edge_entry(*cand))

    def state(self, cand: tuple) -> tuple[bool, tuple]:
        """(whether a click changes the mark, the unit edges it lies on)."""
        hit = self._known.get(cand)
        if hit is None:
            at = self.existing(cand)
            if at is not None:
                laid = next((m for m in self.canvas.layout_.marked if m.index == at), None)
                hit = (True, laid.units if laid is not None else ())
            else:
                why, units = mapedits.try_edge(self.canvas.doc.data, self.canvas.tiles,
                                               mapedits.edge_entry(*cand))
                hit = (why is None, units)
            self._known[cand] = hit
        return hit

    def candidate(self, scene: QPointF) -> tuple | None:
        """The markable edge under ``scene``: ``(kind, space, other space or side)``."""
        cand = mapedits.edge_at(self.canvas.layout_, scene.x() / CELL, scene.y() / CELL, SLACK)
        if cand is None or not self.state(cand)[0]:
            return None
        return cand

    def describe(self, cand: tuple) -> str:
        kind, space, other = cand
        on = self.existing(cand) is not None
        if kind == "impassable":
            text = (_tr(N_(C, "Click to take away the impassable border between {a} and {b}.")) if on else
                    _tr(N_(C, "Click to make the edge between {a} and {b} an impassable border.")))
            return text.format(a=space, b=other)
        text = (_tr(N_(C, "Click to take away the escape edge on the {side} side of {space}.")) if on else
                _tr(N_(C, "Click to mark an escape edge on the {side} side of {space}.")))
        return text.format(side=side_name(other), space=space)

    def hover(self, scene: QPointF) -> bool:
        """Light the edge under the mouse; whether there is one."""
        cand = self.candidate(scene)
        if cand == self.lit:
            return cand is not None
        self._unlight()
        self.lit = cand
        if cand is None:
            return False
        path = QPainterPath()
        for key in self.state(cand)[1]:
            a, b = unit_line(key)
            path.moveTo(a)
            path.lineTo(b)
        item = self.highlight = QGraphicsPathItem(path)
        item.setPen(QPen(HOVER, 12))
        item.setZValue(Z_HOVER)
        item.setOpacity(0.85)
        self.canvas.board.addItem(item)
        self.canvas.say(self.describe(cand))
        return True

    def _unlight(self) -> None:
        if self.highlight is not None and self.highlight.scene() is self.canvas.board:
            self.canvas.board.removeItem(self.highlight)
        self.highlight = None

    def click(self, scene: QPointF) -> bool:
        """Toggle the mark under ``scene``; False when there is no markable edge there."""
        cand = self.candidate(scene)
        if cand is None:
            return False
        self.toggle(*cand)
        return True

    def toggle(self, kind: str, space: str, other: str) -> None:
        was = self.existing((kind, space, other)) is not None
        why = mapactions.toggle_edge(self.canvas.doc, self.canvas.tiles, kind, space, other)
        if why:
            self.canvas.say(_tr(N_(C, "Not marked: {why}")).format(why=why))
        elif kind == "impassable":
            self.canvas.say(_tr(N_(C, "The border is open again.")) if was else _tr(N_(C, "Impassable border marked.")))
        else:
            self.canvas.say(_tr(N_(C, "The escape edge is taken away.")) if was else _tr(N_(C, "Escape edge marked.")))

    # ---- a space's menu

    def add_to_menu(self, menu: QMenu, space: str) -> None:
        """The marks the space may take or lose, as checkable entries."""
        lay = self.canvas.layout_
        s = lay.index.get(space)
        if s is None:
            return
        entries = []
        for (a, b), link in sorted(lay.links.items()):
            if s not in (a, b):
                continue
            other = lay.spaces[b if a == s else a].id
            cand = ("impassable",) + tuple(sorted((space, other)))
            if self.state(cand)[0]:
                entries.append((cand, _tr(N_(C, "Block the edge to {space}")).format(space=other)))
        for side in SIDES:
            units, _ = outer_units(lay, s, side)
            cand = ("escape", space, side)
            if (units or self.existing(cand) is not None) and self.state(cand)[0]:
                entries.append((cand, _tr(N_(C, "Mark escape edge ({side})")).format(side=side_name(side))))
        if entries and not menu.isEmpty():
            menu.addSeparator()
        for cand, label in entries:
            act = menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(self.existing(cand) is not None)
            act.triggered.connect(lambda _=False, c=cand: self.toggle(*c))
