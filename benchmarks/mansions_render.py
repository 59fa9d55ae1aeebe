"""Mansions board rendering: one frame of the largest shipped map at 1920x1080, offscreen.

Loads every shipped scenario, takes the one whose map has the most spaces, explores all of
it, puts every token the scenario names on it (placed or waiting), every monster, and five
investigators at the start, and builds the board scene from the map observation. A bare
QGraphicsScene gets the same number of plain filled rectangles, each where a board item
stands and as large. Both are shown fitted in a 1920x1080 view with the table's render
hints and painted into an image, several frames each, alternating, in the same run; the
figure is the median frame time (the minimum is reported too). The first board frame (tile art rendered into the cache) is reported
apart.

    python benchmarks/mansions_render.py [--frames N] [--json]

Goal (issue 5): the board's frame at most 1.5x the bare scene's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402

from eldertable.games.mansions.map.mapstate import monster_mover  # noqa: E402
from eldertable.games.mansions.map.observe import map_observation  # noqa: E402
from eldertable.games.mansions.scenario.loader import load_scenario  # noqa: E402
from eldertable.resources import asset  # noqa: E402

WIDTH, HEIGHT = 1920, 1080


def largest_scenario():
    best = None
    for path in sorted(asset("games", "mansions", "scenarios").glob("*.json")):
        s = load_scenario(path)
        if best is None or len(s.layout.spaces) > len(best.layout.spaces):
            best = s
    return best


def full_map(scenario):
    """Everything explored, every token and monster of the scenario, five investigators."""
    state = scenario.initial_map()
    for room in scenario.layout.rooms:
        state.reveal_room(room)
    m = scenario.model.map
    for t in m.tokens:
        if t.id not in state.tokens:
            state.place_token(t.id, t.kind, space=t.space, door=t.door)
    for x in m.monsters:
        if x.id not in state.figures:
            state.place_figure(x.id, "monster", x.space,
                               mover=monster_mover(scenario.catalog.monsters[x.monster].flying))
    for i, inv in enumerate(sorted(scenario.catalog.investigators)[:5]):
        state.place_figure(inv, "investigator", m.start)
    return map_observation(scenario.layout, state)


def make_view(scene: QGraphicsScene, rect) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing
                        | QPainter.RenderHint.SmoothPixmapTransform
                        | QPainter.RenderHint.TextAntialiasing)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.resize(WIDTH, HEIGHT)
    view.show()
    QApplication.processEvents()
    view.fitInView(rect.adjusted(-30, -30, 30, 30), Qt.AspectRatioMode.KeepAspectRatio)
    QApplication.processEvents()
    return view


def frame(view: QGraphicsView, image: QImage) -> float:
    start = time.perf_counter()
    view.viewport().render(image)
    return time.perf_counter() - start


def bare_scene(items) -> QGraphicsScene:
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor("#1d1b21"))
    brush, pen = QBrush(QColor("#97673c")), QPen(Qt.PenStyle.NoPen)
    for item in items:
        scene.addRect(item.sceneBoundingRect(), pen, brush)
    return scene


def run(frames: int) -> dict:
    from eldertable.ui.mansions.board import MansionsBoard

    scenario = largest_scenario()
    m = full_map(scenario)
    board = MansionsBoard()
    board.show_map(m)
    rect = board.map_rect()
    items = board.items()
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)

    view = make_view(board, rect)
    first = frame(view, image)
    bare = bare_scene(items)
    bare_view = make_view(bare, rect)
    for _ in range(3):
        frame(view, image)
        frame(bare_view, image)
    # Alternate the two, so that both see the same load of a busy machine.
    board_times, bare_times = [], []
    for _ in range(frames):
        board_times.append(frame(view, image))
        bare_times.append(frame(bare_view, image))

    board_ms = statistics.median(board_times) * 1000
    bare_ms = statistics.median(bare_times) * 1000
    return {
        "scenario": scenario.model.meta.id,
        "tiles": len(m["tiles"]), "spaces": len(m["spaces"]), "tokens": len(m["tokens"]),
        "figures": len(m["figures"]), "items": len(items),
        "size": [WIDTH, HEIGHT], "frames": frames,
        "first_board_frame_ms": round(first * 1000, 2),
        "board_frame_ms": round(board_ms, 2),
        "bare_frame_ms": round(bare_ms, 2),
        "board_min_ms": round(min(board_times) * 1000, 2),
        "bare_min_ms": round(min(bare_times) * 1000, 2),
        "ratio": round(board_ms / bare_ms, 3),
        "goal_ratio": 1.5,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    result = run(args.frames)
    app.processEvents()
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{result['scenario']}: {result['tiles']} tiles, {result['spaces']} spaces, "
          f"{result['tokens']} tokens, {result['figures']} figures; {result['items']} items "
          f"at {WIDTH}x{HEIGHT}, median of {result['frames']} frames")
    print(f"  board frame        {result['board_frame_ms']:8.2f} ms "
          f"(first frame, tile art into the cache: {result['first_board_frame_ms']:.2f} ms)")
    print(f"  bare scene frame   {result['bare_frame_ms']:8.2f} ms "
          f"({result['items']} plain rectangles)")
    print(f"  fastest frames     {result['board_min_ms']:8.2f} ms board, "
          f"{result['bare_min_ms']:.2f} ms bare")
    print(f"  ratio              {result['ratio']:8.3f}   (goal: at most {result['goal_ratio']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
