"""The Mansions board: a QGraphicsScene built from a map observation.

:meth:`MansionsBoard.show_map` takes ``observation["map"]`` (see
``games/mansions/map/observe.py``) and makes the scene match it. The explored tiles, their
spaces and the room names change only when a room is revealed, so they are rebuilt only
then; tokens, door markers and figures are rebuilt every time. Nothing here knows a rule:
what may move where is the view's question to the controller.

Layers (z): tiles -5, spaces -4, the scenario's edge marks -3.5, room names -3, door
markers -2, tokens -1, figures 0.
"""

from __future__ import annotations

import html
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from ...engine.messages import Msg
from ..i18n import tr_msg
from .edgemarks import EdgeMarkItem
from .marks import (IconItem, PassageMark, RoomLabel, SealedMark, TokenItem, door_state_name,
                    token_name, token_picture)
from .pieces import FIGURE_SIZE, INVESTIGATOR_COLOURS, FigurePiece, SpacePiece, figure_picture
from .tiles import BACKGROUND, CELL, TileItem


def msg_text(data: dict | None, fallback: str = "") -> str:
    return tr_msg(Msg.from_json(data)) if data else fallback


GAP = 4.0  # scene units between two standees side by side
SCALES = (1.0, 0.87, 0.74, 0.62, 0.54, 0.46)  # the standee sizes tried, largest first
STEP = 10.0  # how finely a crowd's block is slid about the space to find room


# The search below runs on plain floats: a QPointF or QRectF made per try cost most of a
# Mythos beat's time (tens of ms for a crowded space). The arithmetic is QRectF's own
# (left = x - side / 2, right = left + side; rectangles meet only where they overlap), so
# the places found are the same.
Box = tuple[float, float, float, float]  # left, top, right, bottom


def _box(x: float, y: float, side: float) -> Box:
    left, top = x - side / 2, y - side / 2
    return left, top, left + side, top + side


def _meet(a: Box, b: Box) -> bool:
    """QRectF.intersects for two boxes of positive size: they overlap, not only touch."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(box: Box, cells: set[tuple[int, int]]) -> bool:
    """Whether ``box`` (no larger than a cell) lies within the space's cells: each of its
    corners in one of them (a missing cell larger than the box would hold a corner)."""
    left, top, right, bottom = box
    for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
        if (int(x // CELL), int(y // CELL)) not in cells:
            return False
    return True


def _fits(points: list[tuple[float, float]], side: float, cells, avoid: list[Box]) -> bool:
    for x, y in points:
        box = _box(x, y, side)
        if not _inside(box, cells) or any(_meet(box, r) for r in avoid):
            return False
    return True


def _block(count: int, rows: int, pitch: float) -> list[tuple[float, float]]:
    """``count`` places in ``rows`` rows ``pitch`` apart about (0, 0), the last row
    centred under the others."""
    cols = -(-count // rows)
    out = []
    for r in range(rows):
        n = min(cols, count - r * cols)
        for c in range(n):
            out.append(((c - (n - 1) / 2) * pitch, (r - (rows - 1) / 2) * pitch))
    return out


def arrange(space: dict[str, Any], count: int,
            avoid: list[QRectF] | None = None) -> tuple[list[QPointF], float]:
    """Where ``count`` things stand in a space (centres, scene units) and the scale of
    their standees: the space's slots while they hold them all apart and clear of
    ``avoid`` (the room's name); else rows of places a standee apart, sized to the count
    (a row, then more rows, then smaller standees), slid as near the space's centre as
    they fit inside the space and off the name. No place covers another."""
    if not count:
        return [], 1.0
    grown = [r.adjusted(-2, -2, 2, 2) for r in (avoid or [])]
    places, scale = _arrange(space, count, [(r.left(), r.top(), r.right(), r.bottom())
                                            for r in grown])
    return [QPointF(x, y) for x, y in places], scale


def _arrange(space: dict[str, Any], count: int,
             avoid: list[Box]) -> tuple[list[tuple[float, float]], float]:
    avoid = [r for r in avoid if r[0] < r[2] and r[1] < r[3]]  # an empty box meets nothing
    cells = {(int(x), int(y)) for x, y in space["cells"]}
    side = FIGURE_SIZE + GAP
    slots = [(x * CELL, y * CELL) for x, y in space["slots"]]
    free = [p for p in slots if _fits([p], FIGURE_SIZE, cells, avoid)]
    if count <= len(free):
        chosen: list[tuple[float, float]] = []
        for p in free:
            box = _box(p[0], p[1], side)
            if all(not _meet(box, _box(q[0], q[1], side)) for q in chosen):
                chosen.append(p)
            if len(chosen) == count:
                return chosen, 1.0
    cx, cy = space["centre"][0] * CELL, space["centre"][1] * CELL
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, x1 = min(xs) * CELL, (max(xs) + 1) * CELL
    y0, y1 = min(ys) * CELL, (max(ys) + 1) * CELL
    shifts = sorted(((x, y) for x in _steps(x0, x1) for y in _steps(y0, y1)),
                    key=lambda p: ((p[0] - cx) ** 2 + (p[1] - cy) ** 2, p[1], p[0]))
    for scale in SCALES:
        pitch = FIGURE_SIZE * scale + GAP
        best = None
        half = (pitch - GAP / 2) / 2
        for rows in range(1, count + 1):
            block = _block(count, rows, pitch)
            # a shift that puts the block's edge outside the space's bounds cannot fit
            # (_inside would refuse a corner there): skip those without trying each place;
            # the margin keeps rounding from skipping one that fits
            left = min(px for px, _ in block) - half
            right = max(px for px, _ in block) + half
            top = min(py for _, py in block) - half
            bottom = max(py for _, py in block) + half
            for x, y in shifts:
                if (x + left < x0 - 1e-6 or x + right > x1 + 1e-6
                        or y + top < y0 - 1e-6 or y + bottom > y1 + 1e-6):
                    continue
                points = [(px + x, py + y) for px, py in block]
                if _fits(points, pitch - GAP / 2, cells, avoid):
                    far = (x - cx) ** 2 + (y - cy) ** 2
                    if best is None or far < best[0]:
                        best = (far, points)
                    break
        if best is not None:
            return best[1], scale
    # a crowd larger than the space holds at the smallest size: rows about the centre
    pitch = FIGURE_SIZE * SCALES[-1] + GAP
    rows = max(1, round(count ** 0.5))
    return [(px + cx, py + cy) for px, py in _block(count, rows, pitch)], SCALES[-1]


def _steps(a: float, b: float) -> list[float]:
    n = int((b - a) // STEP)
    return [a + STEP * i for i in range(n + 1)]


def art_kind(figure: dict[str, Any], facts: dict[str, Any]) -> str:
    """Whose art a figure wears: a monster its kind's, an investigator its own id's."""
    if facts.get("kind"):
        return facts["kind"]
    return re.sub(r"(#\d+|-\d+)$", "", figure["id"].split("#", 1)[0])


class MansionsBoard(QGraphicsScene):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackgroundBrush(BACKGROUND)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.map: dict[str, Any] = {}
        self.monster_facts: dict[str, dict] = {}
        self.forget()

    def forget(self) -> None:
        """Drop the references to items (after ``clear()`` deleted them)."""
        self.static_key: Any = None
        self._arranged: dict[tuple, tuple[list[QPointF], float]] = {}  # arrange() per crowd
        self.tiles: dict[str, TileItem] = {}
        self.spaces: dict[int, SpacePiece] = {}
        self.space_data: dict[int, dict[str, Any]] = {}
        self.labels: dict[str, RoomLabel] = {}
        self.edge_marks: list[EdgeMarkItem] = []
        self.figures: dict[str, FigurePiece] = {}
        self.tokens: dict[str, TokenItem] = {}
        self.door_marks: list = []

    # ---- building

    def show_map(self, m: dict[str, Any], monsters: list[dict] | None = None) -> None:
        """``monsters`` (the observation's) give each monster figure its kind's art and the
        damage it has taken."""
        self.monster_facts = {x["id"]: x for x in monsters or ()}
        self.map = m
        self.space_data = {s["index"]: s for s in m["spaces"]}
        key = (tuple((t["id"], t["whole"]) for t in m["tiles"]),
               tuple(r["id"] for r in m["rooms"]))
        if key != self.static_key:
            self._clear_static()
            self._build_static(m)
            self.static_key = key
        self._clear_dynamic()
        self._build_dynamic(m)
        self._tooltips(m)

    def _clear_static(self) -> None:
        for item in [*self.tiles.values(), *self.spaces.values(), *self.labels.values(),
                     *self.edge_marks]:
            self.removeItem(item)
        self.tiles, self.spaces, self.labels, self.edge_marks = {}, {}, {}, []
        self._arranged = {}  # the spaces and names may be others now

    def _clear_dynamic(self) -> None:
        for item in [*self.figures.values(), *self.tokens.values(), *self.door_marks]:
            self.removeItem(item)
        self.figures, self.tokens, self.door_marks = {}, {}, []

    def _build_static(self, m: dict[str, Any]) -> None:
        room_tile = {r["id"]: r["tile"] for r in m["rooms"]}
        cells_of: dict[str, list] = {}
        for s in m["spaces"]:
            cells_of.setdefault(room_tile[s["room"]], []).extend(s["cells"])
        for t in m["tiles"]:
            item = TileItem(t["id"], t["art"], t["at"], t["size"], t["drawn_size"], t["frame"],
                            None if t["whole"] else cells_of.get(t["id"], []))
            self.addItem(item)
            self.tiles[t["id"]] = item
        for s in m["spaces"]:
            piece = SpacePiece(s["index"], s["outline"])
            self.addItem(piece)
            self.spaces[s["index"]] = piece
        for mark in m.get("marks", ()):
            item = EdgeMarkItem(mark["kind"], QPointF(mark["from"][0] * CELL, mark["from"][1] * CELL),
                                QPointF(mark["to"][0] * CELL, mark["to"][1] * CELL), tuple(mark["out"]))
            self.addItem(item)
            self.edge_marks.append(item)
        for r in m["rooms"]:
            cells = [c for i in r["spaces"] if i in self.space_data
                     for c in self.space_data[i]["cells"]]
            if not cells:
                continue
            top = min(c[1] for c in cells)
            row = sorted(c[0] for c in cells if c[1] == top)
            run = 1
            while row[0] + run in row:
                run += 1
            label = RoomLabel(r["id"], msg_text(r["name"], r["id"]),
                              QPointF(row[0] * CELL + 7, top * CELL + 7), run * CELL - 14)
            self.addItem(label)
            self.labels[r["id"]] = label

    def _build_dynamic(self, m: dict[str, Any]) -> None:
        doors = {d["id"]: d for d in m["doors"]}
        door_tokens: dict[str, list] = {}
        for t in m["tokens"]:
            if t["door"] is not None:
                door_tokens.setdefault(t["door"], []).append(t)
        self._door_marks(m["doors"], door_tokens)
        for did, tokens in door_tokens.items():
            door = doors.get(did)
            if door is None:
                continue
            for i, t in enumerate(tokens):
                item = TokenItem(t["id"], t["kind"], 30)
                item.setPos(self._clear_of_names(self._door_point(door) + QPointF(18 * i, 0),
                                                 15))
                self.addItem(item)
                self.tokens[t["id"]] = item
        by_space: dict[int, list] = {}
        for f in m["figures"]:
            by_space.setdefault(f["space"], []).append(("fig", f))
        for t in m["tokens"]:
            if t["space"] is not None:
                by_space.setdefault(t["space"], []).append(("token", t))
        colours = iter(INVESTIGATOR_COLOURS * 4)
        colour_of = {f["id"]: next(colours) for f in m["figures"] if f["kind"] == "investigator"}
        for index, things in by_space.items():
            space = self.space_data.get(index)
            if space is None:
                continue
            things.sort(key=lambda th: (th[0] != "fig", th[1]["kind"] != "investigator", th[1]["id"]))
            label = self.labels.get(space["room"])
            avoid = [label.sceneBoundingRect()] if label is not None else []
            key = (index, len(things), tuple((r.x(), r.y(), r.width()) for r in avoid))
            placed = self._arranged.get(key)
            if placed is None:
                placed = self._arranged[key] = arrange(space, len(things), avoid)
            points, scale = placed
            for (what, data), at in zip(things, points):
                if what == "fig":
                    self._add_figure(data, at, colour_of.get(data["id"], "#6e1d1d"), scale)
                else:
                    item = TokenItem(data["id"], data["kind"])
                    item.setScale(scale)
                    item.setPos(at)
                    self.addItem(item)
                    self.tokens[data["id"]] = item

    def _add_figure(self, f: dict[str, Any], centre: QPointF, colour: str,
                    scale: float = 1.0) -> None:
        facts = self.monster_facts.get(f["id"]) or {}
        wounds = facts.get("damage", 0) if f["kind"] == "monster" else 0
        piece = FigurePiece(f["id"], f["kind"], msg_text(f["name"], f["id"]), colour,
                            f["flying"], f["hidden"], figure_picture(art_kind(f, facts)),
                            wounds if isinstance(wounds, int) else 0)
        piece.setScale(scale)  # a crowd's standees are smaller, to stand apart
        piece.setPos(centre - QPointF(FIGURE_SIZE / 2, FIGURE_SIZE / 2) * scale)
        self.addItem(piece)
        self.figures[f["id"]] = piece

    def _door_marks(self, doors: list[dict], door_tokens: dict[str, list]) -> None:
        for d in doors:
            kinds = {t["kind"] for t in door_tokens.get(d["id"], ())}
            if d["at"] is None:
                for index in d["spaces"]:
                    x, y = max(self.space_data[index]["cells"], key=lambda c: (c[1], c[0]))
                    self._mark(PassageMark(d["id"], QPointF((x + 1) * CELL - 18, (y + 1) * CELL - 18)))
            if d["state"] == "sealed":
                for x0, y0, x1, y1 in d["units"]:
                    self._mark(SealedMark(d["id"], QPointF(x0 * CELL, y0 * CELL),
                                          QPointF(x1 * CELL, y1 * CELL)))
            elif d["state"] == "locked" and "lock" not in kinds and d["at"] is not None:
                icon = IconItem(token_picture("lock"), 26)
                icon.setPos(self._door_point(d))
                icon.setZValue(-2)
                self._mark(icon)

    def _clear_of_names(self, at: QPointF, half: float) -> QPointF:
        """``at``, or the nearest point beside the room name it would cover (a token of
        ``half`` its size about it never hides a name)."""
        def covers(p: QPointF):
            box = QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half)
            return next((r for r in (lb.sceneBoundingRect() for lb in self.labels.values())
                         if box.intersects(r)), None)

        rect = covers(at)
        if rect is None:
            return at
        options = [QPointF(rect.right() + half + 2, at.y()), QPointF(at.x(), rect.bottom() + half + 2),
                   QPointF(rect.left() - half - 2, at.y()), QPointF(at.x(), rect.top() - half - 2)]
        free = [p for p in options if covers(p) is None]
        return min(free or options, key=lambda p: (p - at).manhattanLength())

    def _mark(self, item) -> None:
        self.addItem(item)
        self.door_marks.append(item)

    def _door_point(self, door: dict[str, Any]) -> QPointF:
        if door["at"] is not None:
            return QPointF(door["at"][0] * CELL, door["at"][1] * CELL)
        return QPointF(*[v * CELL for v in self.space_data[door["spaces"][0]]["centre"]])

    # ---- words

    def _tooltips(self, m: dict[str, Any]) -> None:
        rooms = {r["id"]: r for r in m["rooms"]}
        here: dict[int, list[str]] = {}
        for f in m["figures"]:
            name = html.escape(msg_text(f["name"], f["id"]))
            if f["kind"] == "investigator":
                line = QCoreApplication.translate("MansionsBoard", "{name}, investigator")
            elif f["flying"]:
                line = QCoreApplication.translate("MansionsBoard", "{name}, flying monster")
            else:
                line = QCoreApplication.translate("MansionsBoard", "{name}, monster")
            here.setdefault(f["space"], []).append(line.format(name=name))
        for t in m["tokens"]:
            if t["space"] is None:
                continue
            line = html.escape(token_name(t["kind"]))
            if t["label"]:
                line += ": <i>" + html.escape(msg_text(t["label"])) + "</i>"
            here.setdefault(t["space"], []).append(line)
        for d in m["doors"]:
            if d["state"] != "open":
                for index in d["spaces"]:
                    here.setdefault(index, []).append(html.escape(door_state_name(d["state"])))
        for index, piece in self.spaces.items():
            space = self.space_data[index]
            room = rooms.get(space["room"])
            title = html.escape(msg_text(room["name"], space["room"]) if room else space["room"])
            lines = list(here.get(index, ()))
            if space["escape"]:
                lines.append(html.escape(QCoreApplication.translate(
                    "MansionsBoard", "An escape edge leads out of the house here.")))
            if not lines:
                lines.append(html.escape(QCoreApplication.translate("MansionsBoard", "Nothing here.")))
            piece.setToolTip(f"<b>{title}</b><br>" + "<br>".join(lines))

    # ---- questions the view asks

    def space_at(self, point: QPointF) -> SpacePiece | None:
        for item in self.items(point):
            if isinstance(item, SpacePiece):
                return item
        return None

    def map_rect(self) -> QRectF:
        x0, y0, x1, y1 = self.map.get("bounds", (0, 0, 0, 0))
        return QRectF(x0 * CELL, y0 * CELL, (x1 - x0) * CELL, (y1 - y0) * CELL)
