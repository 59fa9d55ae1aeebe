"""The Mansions standees: every investigator and monster kind of both editions wears its own
portrait (our SVG art, tools/figure_art.py), a monster shows the damage it has taken, a
flying one keeps its wing badge, and nothing on the map covers a room's name."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


from PySide6.QtGui import QColor, QImage, QPainter

sys.path.insert(0, str(Path(__file__).parent))

from mansionsboard import open_walk, state  # noqa: E402

from eldertable.games.mansions.map.graph import FLYING_MONSTER  # noqa: E402
from eldertable.resources import asset  # noqa: E402
from eldertable.ui.art import svg_pixmap  # noqa: E402
from eldertable.ui.mansions.pieces import figure_picture  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _ids() -> set[str]:
    base = Path(asset("games", "mansions"))
    ids = {i["id"] for i in json.loads((base / "investigators.json").read_text())["investigators"]}
    ids |= {m["id"] for m in json.loads((base / "monsters.json").read_text())["monsters"]}
    first = json.loads((base / "first" / "rules.json").read_text())
    ids |= {m["id"] for m in first["monsters"]} | {c["id"] for c in first["characters"]}
    return ids


def test_every_investigator_and_monster_has_its_own_picture():
    ids = _ids()
    assert len(ids) >= 17
    texts = {}
    for kind in ids:
        path = Path(asset(*figure_picture(kind).split("/")))
        assert path.is_file(), kind
        texts[kind] = path.read_text(encoding="utf-8")
    assert len(set(texts.values())) == len(texts)  # no two alike


def test_the_pictures_are_what_the_script_writes():
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "figure_art.py"), "--check"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_picture_draws_and_differs_from_the_others(qtbot):
    from PySide6.QtCore import QSize

    drawn = {}
    for kind in sorted(_ids()):
        pixmap = svg_pixmap(figure_picture(kind), QSize(48, 48))
        assert pixmap is not None, kind
        image = pixmap.toImage()
        drawn[kind] = bytes(image.constBits())
        assert QColor(image.pixelColor(24, 24)).alpha() == 255, kind  # a full disc
    assert len(set(drawn.values())) == len(drawn)


def _render(piece) -> QImage:
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(12, 12)
    piece.paint(painter, None, None)
    painter.end()
    return image


def test_the_board_draws_portraits_wounds_and_wings(qtbot):
    def set_up(walk):
        walk.map.place_figure("wings", "monster", "hall.east", mover=FLYING_MONSTER)

    win = open_walk(qtbot, setup=set_up)
    table = win.table
    observation = table.observation()
    monsters = [{"id": "wings", "kind": "byakhee", "damage": 2}]
    table.board.show_map(observation["map"], monsters)
    board = table.board
    ada, wings = board.figures["ada-whitlock"], board.figures["wings"]
    assert ada.art == figure_picture("ada-whitlock") and ada.wounds == 0
    assert wings.art == figure_picture("byakhee") and wings.flying and wings.wounds == 2
    hurt = _render(wings)
    wings.wounds = 0
    whole = _render(wings)
    assert hurt != whole  # the wound badge shows
    badge = hurt.pixelColor(12 + 42 - 7, 12 + 42 + 4)  # inside the badge, beside its digit
    assert badge.red() > 150 and badge.green() < 80  # red, bottom right


import pytest  # noqa: E402


@pytest.mark.parametrize("scenario", ["wardens-garden", "quiet-greenhouse", "tenant-below"])
def test_nothing_covers_a_room_name(qtbot, scenario):
    def crowd(walk):
        for room in walk.layout.rooms:
            walk.map.reveal_room(room)
        for i in range(5):
            walk.map.place_figure(f"crowd{i}", "monster", "hall.west", mover=FLYING_MONSTER)

    win = open_walk(qtbot, scenario=scenario, setup=crowd)
    board = win.table.board
    for room, label in board.labels.items():
        rect = label.sceneBoundingRect()
        spaces = {s["index"] for s in board.map["spaces"] if s["room"] == room}
        things = [f for f in board.figures.values()
                  if any(f2["id"] == f.fig and f2["space"] in spaces
                         for f2 in board.map["figures"])]
        for f in things:
            assert not f.sceneBoundingRect().adjusted(8, 8, -8, -8).intersects(rect) or \
                len(things) > 6, (room, f.fig)
        for t in board.tokens.values():  # in its spaces, or at any door
            if any(x["id"] == t.token_id and (x["space"] in spaces or x["door"] is not None)
                   for x in board.map["tokens"]):
                assert not t.sceneBoundingRect().intersects(rect), (room, t.token_id)


def test_every_shipped_scenario_has_its_own_cover():
    from eldertable.ui.mansions.setuppick import cover_picture

    run = subprocess.run([sys.executable, str(ROOT / "tools" / "cover_art.py"), "--check"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    scenarios = sorted(Path(asset("games", "mansions", "scenarios")).glob("*.json"))
    texts = [Path(asset(*cover_picture(p.stem).split("/"))).read_text() for p in scenarios]
    assert len(texts) == len(set(texts)) == len(scenarios) >= 5


def _overlap(a, b) -> float:
    both = a.intersected(b)
    return 0.0 if both.isEmpty() else both.width() * both.height()


@pytest.mark.parametrize("scenario", ["wardens-garden", "quiet-greenhouse"])
def test_two_investigators_and_two_monsters_in_one_space_stand_apart(qtbot, scenario):
    """Issue 24: a monster's standee once covered most of an investigator's. In every
    space, two investigators and two monsters stand apart (their round standees' boxes
    overlap by no more than a sliver) and none stands on the room's name."""
    win = open_walk(qtbot, scenario=scenario)
    walk = state(win)
    for room in walk.layout.rooms:
        walk.map.reveal_room(room)
    for i in range(2):
        walk.map.place_figure(f"crowd{i}", "monster", 0, mover=FLYING_MONSTER)
    board = win.table.board
    invs = [f.id for f in walk.map.figures.values() if f.kind == "investigator"][:2]
    assert len(invs) == 2
    checked = 0
    for space in walk.layout.spaces:
        for fid in invs + ["crowd0", "crowd1"]:
            walk.map.move_figure(fid, space.index)
        win.table.reset()
        crowd = [board.figures[f] for f in invs + ["crowd0", "crowd1"]]
        boxes = [f.mapRectToScene(f.shape().boundingRect()) for f in crowd]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert _overlap(a, b) <= 16, (scenario, space.id)  # at most a 4 x 4 sliver
        label = board.labels[space.room].sceneBoundingRect()
        assert not any(b.intersects(label) for b in boxes), (scenario, space.id)
        checked += 1
    assert checked == len(walk.layout.spaces)
