"""What the Mansions board draws: explored rooms only, tiles turned onto their cells, tokens,
door markers, flying badges, and a tooltip that says what is in a space."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QRectF
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

sys.path.insert(0, str(Path(__file__).parent))

from mansionsboard import centre, open_walk, space, state  # noqa: E402

from eldertable.games.mansions.map.graph import FLYING_MONSTER  # noqa: E402
from eldertable.ui.mansions.board import BACKGROUND  # noqa: E402
from eldertable.ui.mansions.marks import RoomLabel, SealedMark, TokenItem  # noqa: E402
from eldertable.ui.mansions.pieces import FigurePiece, SpacePiece  # noqa: E402
from eldertable.ui.mansions.tiles import TileItem  # noqa: E402


def check_only_explored(win):
    """Every item on the board belongs to the observation's explored map."""
    obs = win.controller.observation(0)["map"]
    revealed = {tuple(c) for s in obs["spaces"] for c in s["cells"]}
    kinds = {TileItem: set(), SpacePiece: set(), RoomLabel: set(), FigurePiece: set(),
             TokenItem: set()}
    for item in win.table.board.items():
        if isinstance(item, TileItem):
            assert set(item.shown_cells()) <= revealed, item.tile_id
            kinds[TileItem].add(item.tile_id)
        elif isinstance(item, SpacePiece):
            kinds[SpacePiece].add(item.index)
        elif isinstance(item, RoomLabel):
            kinds[RoomLabel].add(item.room_id)
        elif isinstance(item, FigurePiece):
            kinds[FigurePiece].add(item.fig)
        elif isinstance(item, TokenItem):
            kinds[TokenItem].add(item.token_id)
    assert kinds[TileItem] == {t["id"] for t in obs["tiles"]}
    assert kinds[SpacePiece] == {s["index"] for s in obs["spaces"]}
    assert kinds[RoomLabel] == {r["id"] for r in obs["rooms"]}
    assert kinds[FigurePiece] == {f["id"] for f in obs["figures"]}
    assert kinds[TokenItem] == {t["id"] for t in obs["tokens"]}
    return obs


def pixel(win, x: float, y: float) -> QColor:
    """The colour on screen at map point (x, y) in grid cells."""
    table = win.table
    image = table.viewport().grab().toImage()
    at = table.mapFromScene(x * 100, y * 100)
    return image.pixelColor(at)


def test_a_fresh_walk_shows_the_first_rooms_only(qtbot):
    win = open_walk(qtbot)
    obs = check_only_explored(win)
    assert {t["id"] for t in obs["tiles"]} == {"hall", "long"}
    # the Warden waits in the unexplored holding cell
    assert "warden" in state(win).map.figures and "warden" not in win.table.board.figures
    # below the hallway lies the unexplored guest bedroom: the background shows there
    assert pixel(win, 0.5, 3.5) == BACKGROUND
    assert pixel(win, 0.3, 2.5) != BACKGROUND


def test_half_a_tile_explored_draws_half_a_tile(qtbot):
    def path_only(walk):
        walk.map.reveal_room("back.back-path")

    win = open_walk(qtbot, setup=path_only)
    check_only_explored(win)
    tile = win.table.board.tiles["back"]
    assert tile.cells is not None
    assert pixel(win, 10.5, 0.5) == BACKGROUND  # the greenhouse: still unexplored
    assert pixel(win, 8.5, 3.5) != BACKGROUND  # the path beside it


def test_exploring_brings_new_rooms_and_what_is_in_them(qtbot):
    win = open_walk(qtbot)
    win.explore.trigger()  # Ada stands on the Explore token of the hall's east end
    obs = check_only_explored(win)
    assert {"guest", "cell"} <= {t["id"] for t in obs["tiles"]}
    warden = win.table.board.figures["warden"]
    assert warden.kind == "monster" and not warden.flying
    locked = next(d for d in obs["doors"] if d["state"] == "locked")
    assert locked["id"].startswith("cell.")


def test_every_tile_art_lands_on_its_cells_whatever_its_turn(qtbot):
    def everything(walk):
        for room in walk.layout.rooms:
            walk.map.reveal_room(room)

    win = open_walk(qtbot, setup=everything)
    board = win.table.board
    turned = [t for t in board.tiles.values() if t.frame[2] != 0]
    assert turned  # the long hallway lies turned by 90 degrees
    for tile in board.tiles.values():
        art = QRectF(0, 0, tile.drawn[0] * 100, tile.drawn[1] * 100)
        assert tile.art_transform().mapRect(art) == tile.boundingRect(), tile.tile_id
    # neighbouring tiles meet without a gap of background between them
    table = win.table
    image = table.viewport().grab().toImage()
    for x, y in ((4.0, 2.5), (3.0, 0.5), (8.0, 1.5), (6.0, 4.5)):
        at = table.mapFromScene(x * 100, y * 100)
        assert image.pixelColor(at) != BACKGROUND, (x, y)


def test_door_states_tokens_and_the_flying_badge(qtbot):
    def set_up(walk):
        walk.map.reveal_tile("back")
        walk.map.reveal_tile("kitchen")
        walk.map.reveal_tile("parlor")
        walk.map.place_figure("wings", "monster", "back.sunken-east", mover=FLYING_MONSTER)

    win = open_walk(qtbot, setup=set_up)
    board = win.table.board
    assert board.figures["wings"].flying and not board.figures["ada-whitlock"].flying
    sealed = [m for m in board.door_marks if isinstance(m, SealedMark)]
    assert [m.door_id for m in sealed] == ["back.greenhouse-door"]  # sealed by the scenario
    barricade = board.tokens["kitchen-barricade"]
    assert barricade.kind == "barricade"
    door = next(d for d in board.map["doors"] if d["id"] == "kitchen.e0")
    assert door["state"] == "barricaded"
    assert (barricade.pos().x(), barricade.pos().y()) == (door["at"][0] * 100, door["at"][1] * 100)
    check_only_explored(win)


def test_hovering_a_space_shows_what_is_there(qtbot):
    win = open_walk(qtbot)
    table = win.table
    east = space(win, "hall.east")
    tip = table.board.spaces[east].toolTip()
    for words in ("Hallway 2", "Ada Whitlock, investigator", "Tomas Reyes, investigator",
                  "Explore token"):
        assert words in tip
    vp = table.viewport()
    at = table.mapFromScene(centre(table, east))
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    assert "Explore token" in QToolTip.text() and "Hallway 2" in QToolTip.text()
    QToolTip.hideText()
    west = table.board.spaces[space(win, "hall.west")].toolTip()
    assert "Explore token" in west and "Ada" not in west


def test_room_names_follow_the_language(qtbot):
    from PySide6.QtCore import QTranslator

    class Rooms(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            names = {"Hallway 2": "走廊 2", "Long Hallway": "长走廊"}
            return names.get(source, source) if context == "content:mansions" else source

        def isEmpty(self):  # noqa: N802
            return False

    win = open_walk(qtbot)
    labels = lambda: {r: label.text for r, label in win.table.board.labels.items()}  # noqa: E731
    assert labels() == {"hall.hallway-2": "Hallway 2", "long.long-hallway": "Long Hallway"}
    rooms = Rooms()
    QApplication.instance().installTranslator(rooms)
    try:
        qtbot.waitUntil(lambda: labels()["long.long-hallway"] == "长走廊", timeout=3000)
        assert labels()["hall.hallway-2"] == "走廊 2"
        assert "走廊 2" in win.table.board.spaces[space(win, "hall.east")].toolTip()
    finally:
        QApplication.instance().removeTranslator(rooms)
    qtbot.waitUntil(lambda: labels()["long.long-hallway"] == "Long Hallway", timeout=3000)


def test_a_long_room_name_takes_two_lines_before_it_is_cut_short(qtbot):
    """'Holding Cell' in a one-cell room was shown as 'Holding C…'."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QFontMetricsF

    label = RoomLabel("r", "Holding Cell of the Warden", QPointF(0, 0), 110)
    lines = label.shown.split("\n")
    assert lines == ["Holding Cell of", "the Warden"] or len(lines) == 2
    assert "…" not in label.shown and " ".join(lines) == "Holding Cell of the Warden"
    metrics = QFontMetricsF(label.font)
    assert all(metrics.horizontalAdvance(line) <= 110 - 12 for line in lines)
    assert label.boundingRect().height() > metrics.height() * 2
    short = RoomLabel("s", "Hall", QPointF(0, 0), 110)
    assert short.shown == "Hall"
    word = RoomLabel("w", "Observatoryconservatorium", QPointF(0, 0), 80)
    assert "\n" not in word.shown and word.shown.endswith("…")
