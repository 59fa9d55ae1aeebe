"""Content names files only inside its own folder: one helper, used by every loader and
by every SVG the views draw from a name that content (or a card, a puzzle) chose."""

import json
import re
import os
import shutil
from pathlib import Path

import pytest

from eldertable import resources
from eldertable.games.mansions import validate_file
from eldertable.resources import UnsafePath, confined_path, confinement_problem

ASSETS = resources.resource_dir("assets")
SCENARIO = ASSETS / "games" / "mansions" / "scenarios" / "quiet-greenhouse.json"
TILE = ASSETS / "games" / "mansions" / "tiles" / "kitchen.json"


@pytest.fixture
def folder(tmp_path):
    inside = tmp_path / "content"
    (inside / "art").mkdir(parents=True)
    (inside / "art" / "ok.svg").write_text("<svg/>")
    (tmp_path / "secret.svg").write_text("<svg/>")
    return inside


@pytest.mark.parametrize("rel,why", [
    ("", "empty"), ("   ", "empty"), ("../secret.svg", "'..'"), ("art/../../secret.svg", "'..'"),
    ("/etc/passwd", "absolute"), ("C:/Windows/win.ini", "absolute"),
    ("art\\ok.svg", "'/'"), ("art/ok\x00.svg", "NUL"), ("art/none.svg", "no such file"),
])
def test_paths_out_of_the_folder_are_refused_with_a_reason(folder, rel, why):
    problem = confinement_problem(folder, rel)
    assert why in problem and "\n" not in problem
    with pytest.raises(UnsafePath, match="."):
        confined_path(folder, rel)


def test_symbolic_links_may_not_lead_out_but_may_stay_inside(folder):
    os.symlink(folder.parent / "secret.svg", folder / "art" / "out.svg")
    os.symlink(folder.parent, folder / "up")
    os.symlink(folder / "art" / "ok.svg", folder / "alias.svg")
    assert "symbolic link" in confinement_problem(folder, "art/out.svg")
    assert "symbolic link" in confinement_problem(folder, "up/secret.svg")
    assert confined_path(folder, "alias.svg") == (folder / "art" / "ok.svg").resolve()
    assert confined_path(folder, "art/ok.svg").is_file()


def test_a_symbolic_link_loop_is_a_message_not_a_crash(folder):
    os.symlink(folder / "b", folder / "a")
    os.symlink(folder / "a", folder / "b")
    assert confinement_problem(folder, "a/x.svg") != ""


def _tile(tmp_path: Path, art: str) -> Path:
    data = json.loads(TILE.read_text(encoding="utf-8"))
    data["art"] = art
    path = tmp_path / "tiles" / "kitchen.json"
    path.parent.mkdir(exist_ok=True)
    shutil.copy(TILE.with_suffix(".svg"), path.parent / "kitchen.svg")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("art,why", [("../secret.svg", "'..'"), ("/tmp/x.svg", "absolute"),
                                     ("link.svg", "symbolic link")])
def test_tile_art_is_confined_to_the_tile_folder(tmp_path, art, why):
    (tmp_path / "secret.svg").write_text("<svg/>")
    path = _tile(tmp_path, art)
    os.symlink(tmp_path / "secret.svg", path.parent / "link.svg")
    problems = validate_file(path)
    assert any(p.startswith(f"{path}: art:") and why in p for p in problems), problems
    assert validate_file(_tile(tmp_path, "kitchen.svg")) == []


@pytest.mark.parametrize("field,value", [("cover", "../secret.svg"),
                                         ("tile_files", ["../tiles/kitchen.json"]),
                                         ("tile_files", ["/etc/hosts"])])
def test_scenario_files_it_names_are_confined_to_its_folder(tmp_path, field, value):
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    if field == "cover":
        data["meta"]["cover"] = value
        where = "meta.cover"
    else:
        data["map"]["tile_files"] = value
        where = "map.tile_files[0]"
    path = tmp_path / "story" / "s.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = validate_file(path)
    assert any(f": {where}: " in p and ("'..'" in p or "absolute" in p) for p in problems), \
        problems


@pytest.mark.parametrize("seal", ["../../../secret.svg", "/etc/x.svg", "art/x.svg"])
def test_puzzle_seal_art_is_a_bare_name_in_the_puzzle_art_folder(tmp_path, seal):
    from eldertable.games.mansions.puzzles import data

    text = (ASSETS / "games" / "mansions" / "puzzles" / "alchemy.json").read_text("utf-8")
    path = tmp_path / "alchemy.json"
    path.write_text(text.replace('"seal-10a.svg"', json.dumps(seal), 1), encoding="utf-8")
    with pytest.raises(data.PuzzleDataError, match="seal"):
        data.validate_file(path)


@pytest.fixture
def own_assets(tmp_path, monkeypatch):
    """An assets folder of our own with a picture inside and a link to one outside."""
    root = tmp_path / "assets"
    puzzles = root / "games" / "mansions" / "puzzles" / "art"
    puzzles.mkdir(parents=True)
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'
    (root / "ok.svg").write_text(svg)
    (puzzles / "ok.svg").write_text(svg)
    (tmp_path / "outside.svg").write_text(svg)
    os.symlink(tmp_path / "outside.svg", root / "link.svg")
    os.symlink(tmp_path / "outside.svg", puzzles / "link.svg")
    monkeypatch.setenv("ELDERTABLE_ASSETS", str(root))
    resources.resource_dir.cache_clear()
    yield root
    resources.resource_dir.cache_clear()


def test_views_draw_svg_only_from_inside_the_assets_folder(qapp, own_assets):
    from PySide6.QtCore import QSize

    from eldertable.ui import art
    from eldertable.ui.puzzles import art as puzzle_art

    art._renderer.cache_clear()
    art._pixmap.cache_clear()
    puzzle_art.renderer.cache_clear()
    try:
        assert art.svg_pixmap("ok.svg", QSize(8, 8)) is not None
        for bad in ("link.svg", "../outside.svg", str(own_assets.parent / "outside.svg")):
            assert art.svg_pixmap(bad, QSize(8, 8)) is None
        assert puzzle_art.renderer("ok.svg") is not None
        for bad in ("link.svg", "../../../../../outside.svg"):
            assert puzzle_art.renderer(bad) is None
    finally:
        art._renderer.cache_clear()
        art._pixmap.cache_clear()
        puzzle_art.renderer.cache_clear()


ROOT = Path(__file__).resolve().parents[2]
#: a picture read from a file by anything but QtSvg: QPixmap("x.png"), QImage(path), ...
RASTER_FROM_FILE = re.compile(
    r"\bQ(Pixmap|Image|Icon|ImageReader|Movie|PixmapCache\.find)\(\s*"
    r"(str\(|f?[\"']|\w*path\b|\w*file\b|Path\()"
    r"|\b\w*(pix|image|img|icon|picture)\w*\.(load|loadFromData)\("
    r"|AssumeTrustedSource")


def test_pictures_from_files_load_through_qtsvg_only():
    """Every picture file the app reads is SVG through QSvgRenderer (QtSvg's own checks,
    never trusted-source mode); nothing reads raster images or other formats by path."""
    offenders = [f"{p.relative_to(ROOT)}:{i}"
                 for p in (ROOT / "desktop" / "eldertable").rglob("*.py")
                 for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if RASTER_FROM_FILE.search(line)]
    assert offenders == []
    renderers = [p for p in (ROOT / "desktop" / "eldertable").rglob("*.py")
                 if "QSvgRenderer(" in p.read_text(encoding="utf-8")]
    assert renderers and all("/ui/" in p.as_posix() for p in renderers)


def test_the_picture_scan_sees_raster_loads():
    for bad in ('QPixmap("art/x.png")', "QImage(path)", "pixmap.load(str(p))",
                "QIcon(f'{d}/x.ico')", "r.setOptions(QtSvg.Option.AssumeTrustedSource)"):
        assert RASTER_FROM_FILE.search(bad), bad
    for good in ("QPixmap(QSize(4, 4))", "QPixmap(w, h)", "QIcon()", "QSvgRenderer(path)"):
        assert not RASTER_FROM_FILE.search(good), good
