"""``eldertable selfcheck``: passes in the source checkout, fails in one clear line when a
Qt plugin is missing, when the fonts are gone (boxes), when the data folder is not writable.

The whole command runs in a subprocess (its own QApplication, its own fonts); the plugin
seam and the box detector are tested in this process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from screenhelp import no_fonts

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["assets", "folders", "plugins", "qt", "translations", "fonts", "window", "simulate"]


def selfcheck(tmp_path, *args, **env):
    full = dict(os.environ, PYTHONPATH=str(ROOT / "desktop"), QT_QPA_PLATFORM="offscreen",
                ELDERTABLE_HOME=str(tmp_path / "home"))
    full.update(env)
    return subprocess.run([sys.executable, "-m", "eldertable.cli", "selfcheck", *args],
                          cwd=tmp_path, env=full, capture_output=True, text=True, timeout=300)


def test_selfcheck_passes_in_the_source_checkout(tmp_path):
    proc = selfcheck(tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert [line.split(":")[0].split()[-1] for line in lines[:-1]] == NAMES
    assert all(line.startswith("ok   ") for line in lines[:-1])
    assert lines[-1] == f"selfcheck: all {len(NAMES)} checks passed"
    assert "Traceback" not in proc.stderr


def test_selfcheck_json(tmp_path):
    proc = selfcheck(tmp_path, "--json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout)
    assert out["ok"] is True
    assert [c["name"] for c in out["checks"]] == NAMES
    assert all(c["ok"] and c["detail"] and c["seconds"] >= 0 for c in out["checks"])


def test_selfcheck_fails_when_the_fonts_are_gone(tmp_path):
    proc = selfcheck(tmp_path, **no_fonts(tmp_path))
    assert proc.returncode == 1
    fails = [line for line in proc.stdout.splitlines() if line.startswith("FAIL")]
    assert len(fails) == 1 and fails[0].startswith("FAIL fonts: "), proc.stdout
    assert "selfcheck: 1 of 8 checks failed: fonts" in proc.stdout
    assert "Traceback" not in proc.stderr


def test_selfcheck_fails_when_the_data_folder_cannot_be_written(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")  # root writes anywhere, but not under a file
    proc = selfcheck(tmp_path, ELDERTABLE_HOME=str(blocker / "home"))
    assert proc.returncode == 1
    fails = [line for line in proc.stdout.splitlines() if line.startswith("FAIL")]
    assert fails == [f"FAIL folders: the data folder {blocker / 'home'} is not writable: "
                     "Not a directory"], proc.stdout


def test_probe_refuses_a_folder_os_access_calls_read_only(tmp_path, monkeypatch):
    from eldertable import selfcheck as core

    monkeypatch.setattr(core.os, "access", lambda path, mode: False)
    with pytest.raises(core.CheckFailed, match="is not writable: Permission denied"):
        core.probe_folder(tmp_path / "data")
    assert not list((tmp_path / "data").iterdir())  # no probe file left behind


def _plugins_without(tmp_path, folder: str, name: str) -> Path:
    """A copy of the plugin folder's layout (empty files) with one plugin left out."""
    from eldertable.ui import selfcheck as ui

    prefix, ext = ui._plugin_stem()
    copy = tmp_path / "plugins"
    for source in ui.plugin_dirs():
        for sub in ("platforms", "imageformats", "iconengines"):
            for f in (source / sub).glob("*") if (source / sub).is_dir() else ():
                (copy / sub).mkdir(parents=True, exist_ok=True)
                if (sub, f.name) != (folder, f"{prefix}{name}{ext}"):
                    (copy / sub / f.name).write_bytes(b"")
    return copy


def test_selfcheck_fails_when_the_svg_plugin_is_missing(tmp_path, monkeypatch):
    from eldertable.ui import selfcheck as ui

    prefix, ext = ui._plugin_stem()
    copy = _plugins_without(tmp_path, "imageformats", "qsvg")
    assert not (copy / "imageformats" / f"{prefix}qsvg{ext}").exists()
    assert (copy / "iconengines" / f"{prefix}qsvgicon{ext}").exists()
    monkeypatch.setattr(ui, "plugin_dirs", lambda: [copy])
    checks = ui.qt_checks()  # stops before any QApplication: Qt would abort without plugins
    assert [c.name for c in checks] == NAMES[2:7]
    assert not checks[0].ok
    assert checks[0].detail.startswith(f"Qt plugin missing: imageformats/{prefix}qsvg{ext} ")
    assert all(not c.ok and c.detail.startswith("not checked") for c in checks[1:])


def test_selfcheck_names_a_missing_platform_plugin(tmp_path):
    from eldertable.ui import selfcheck as ui

    prefix, ext = ui._plugin_stem()
    copy = _plugins_without(tmp_path, "platforms", "qoffscreen")
    assert ui.missing_plugins("offscreen", [copy]) == [f"platforms/{prefix}qoffscreen{ext}"]


# --------------------------------------------------------------------------- boxes


def test_boxes_detector_on_real_text_and_on_boxes(qapp):
    from eldertable.selfcheck import boxes_problem
    from eldertable.ui import selfcheck as ui

    families = [ui.zh_font()]
    for sample in (ui.CHINESE_SAMPLE, ui.LATIN_SAMPLE):
        assert ui.glyph_problem(sample, families) == ""
    # the font's missing glyph, ten times: every shape the same
    tofu = ui.ink(ui.render(ui.MISSING * 10, families))
    assert "boxes" in boxes_problem(tofu, 10) or "blank" in boxes_problem(tofu, 10)
    # a picture of ten drawn boxes of one size
    boxes = [[(x % 20) < 14 and (y in (4, 25) or (x % 20) in (0, 13)) and 4 <= y <= 25
              for x in range(200)] for y in range(30)]
    assert boxes_problem(boxes, 10) == "all 10 glyphs have the same shape (boxes instead of text)"
    assert boxes_problem([[False] * 50] * 20, 5) == "no text was drawn (blank)"
