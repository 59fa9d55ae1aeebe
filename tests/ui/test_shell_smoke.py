"""The smoke screens, and a start-up that loads no game, no plotting and no art."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtGui import QImage

from eldertable.ui import i18n


def test_smoke_writes_one_png_per_screen(window, tmp_path):
    from eldertable.ui.smoke import run_smoke

    paths = run_smoke(tmp_path)
    names = {p.stem for p in paths}
    expected = {"start-page", "setup-toy", "table-toy", "about", "rules-reference",
                "walk-mansions",  # windows of its own Mansions declares (SMOKE_WINDOWS)
                "setup-scenarios-mansions", "setup-investigators-mansions"}
    if i18n.qm_path(i18n.CHINESE) is not None:
        expected |= {"start-page-zh_CN", "setup-scenarios-zh_CN-mansions",
                     "setup-investigators-zh_CN-mansions"}
    assert expected <= names
    # the card tables' own screens (issue 25): a card inspected, the transmutation preview
    card_screens = {"table-magnum-opus-inspect", "table-miskatonic-inspect",
                    "magnum-opus-transmute-preview"}
    assert card_screens <= names
    if i18n.qm_path(i18n.CHINESE) is not None:
        assert {f"{n}-zh_CN" for n in card_screens} <= names
    # the story as it happens on the Mansions table (issue 24)
    assert {"table-mansions-event-card", "table-mansions-monster",
            "table-mansions-epilogue"} <= names
    # the scenario editor with a scenario of each edition open (issue 27)
    editor = {f"editor-{view}-{edition}" for view in ("map", "story", "flow")
              for edition in ("second", "first")}
    assert editor <= names
    if i18n.qm_path(i18n.CHINESE) is not None:
        assert {f"{n}-zh_CN" for n in editor} <= names
    # the text samples packaging/build.py checks for boxes (issue 28)
    assert {"text-en", "text-zh_CN"} <= names
    for path in paths:
        if path.stem.startswith("text-"):
            continue
        image = QImage(str(path))
        assert not image.isNull() and image.width() > 200 and image.height() > 150
    assert i18n.current_language() == i18n.ENGLISH


def test_the_window_starts_without_games_plotting_svg_or_the_game_machinery(tmp_path):
    """What is loaded when the main window first paints (later work may load more)."""
    code = (
        "import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        f"os.environ['ELDERTABLE_HOME'] = {str(tmp_path)!r}\n"
        "import PySide6.QtCore as core\n"
        "from eldertable.ui.app import create_app\n"
        "app = create_app()\n"
        "from eldertable.ui import mainwindow\n"
        "seen = []\n"
        "painted = mainwindow.MainWindow.paintEvent\n"
        "def paint_event(self, event):\n"
        "    painted(self, event)\n"
        "    if not seen:\n"
        "        seen.append('Qt' in core.__dict__)\n"
        "        seen.append(sorted(m for m in sys.modules if m.startswith(("
        "'eldertable.games.', 'pyqtgraph', 'PySide6.QtSvg', 'eldertable.ui.controller',"
        " 'eldertable.engine.record'))))\n"
        "mainwindow.MainWindow.paintEvent = paint_event\n"
        "w = mainwindow.MainWindow(); w.show()\n"
        "while not seen: app.processEvents()\n"
        "print(seen[0]); print(seen[1])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    qt_namespace, loaded = out.stdout.strip().splitlines()[-2:]
    assert loaded == "[]"
    # PySide6 builds the Qt namespace's enums (~45 ms) on first touch: after the first paint.
    assert qt_namespace == "False"


def test_window_geometry_is_remembered(window, qtbot):
    from eldertable.ui.mainwindow import MainWindow

    window.resize(700, 520)
    qtbot.waitUntil(lambda: window.width() == 700)
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 520)
