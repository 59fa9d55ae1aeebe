"""``eldertable smoke --out DIR``: every screen rendered offscreen to a PNG.

The start page (English, and 简体中文 when its translation is there), the setup dialog of
each game whose package has ``setup_spec``, each table view that exists (a fresh game) with
the moments its view offers (``smoke_screens``), the windows of its own a game's ui package
declares (``SMOKE_WINDOWS``, e.g. a map's walk), the playtest workbench (a short run's plots, the odds), the
About and Rules reference dialogs.
"""

from __future__ import annotations

import os
from pathlib import Path

SIZE = (1200, 800)


def run_smoke(out_dir: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ..engine import registry
    from . import i18n
    from .app import create_app
    from .helpdialogs import AboutDialog, RulesDialog
    from .mainwindow import MainWindow
    from .setupdialog import SetupDialog
    from .tables import has_table, smoke_windows, table_class

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    create_app()
    written: list[Path] = []

    def shoot(widget, name: str) -> None:
        widget.show()
        for _ in range(3):
            QApplication.processEvents()
        path = out_dir / f"{name}.png"
        if not widget.grab().save(str(path)):
            raise OSError(f"cannot write {path}")
        written.append(path)

    write_text_samples(out_dir, written)
    i18n.set_language(i18n.ENGLISH)
    window = MainWindow()
    window.resize(*SIZE)
    window.start_page.load_pictures()
    shoot(window, "start-page")
    if i18n.qm_path(i18n.CHINESE) is not None:
        i18n.set_language(i18n.CHINESE)  # not window.set_language: no setting is written
        shoot(window, "start-page-zh_CN")
        i18n.set_language(i18n.ENGLISH)

    for entry in registry.GAMES.values():
        module = _module(entry)
        if module is None or not callable(getattr(module, "setup_spec", None)):
            continue
        dialog = SetupDialog(entry, module, window, seed=1)
        shoot(dialog, f"setup-{entry.id}")
        if has_table(entry.id) and callable(getattr(module, "make_config", None)):
            dialog.accept()
            window.controller.new_game(entry.id, dialog.result_config, 1)
            if window.handoff.covered():
                window.handoff.reveal()
            shoot(window, f"table-{entry.id}")
            if i18n.qm_path(i18n.CHINESE) is not None:  # every table in Chinese too
                i18n.set_language(i18n.CHINESE)
                shoot(window, f"table-{entry.id}-zh_CN")
                i18n.set_language(i18n.ENGLISH)
            # A table may offer more moments to picture: name -> puts the window there.
            extra = getattr(table_class(entry.id), "smoke_screens", None)
            for name, prepare in (extra() if extra else {}).items():
                prepare(window)
                shoot(window, f"table-{entry.id}-{name}")
                i18n.set_language(i18n.ENGLISH)  # a moment may be shown in another language
            window.controller.close_game()
            window.show_start_page()
        dialog.deleteLater()

    for entry in registry.GAMES.values():  # a game's windows of its own (a map's walk)
        for name, open_window in (smoke_windows(entry.id) if has_table(entry.id) else {}).items():
            extra_window = open_window(window)
            extra_window.resize(*SIZE)
            shoot(extra_window, f"{name}-{entry.id}")
            extra_window.close()

    from .cardtable.smokeshots import card_table_screens
    from .workbench.smokeshots import workbench_screens

    workbench_screens(window, shoot)  # its plots: pyqtgraph draws in this build
    card_table_screens(window, shoot)
    from .editor.smokeshots import editor_screens

    editor_screens(window, shoot)


    about = AboutDialog(window)
    shoot(about, "about")
    rules = RulesDialog(None, None, window)
    shoot(rules, "rules-reference")
    for widget in (about, rules, window):
        widget.hide()  # not close(): the user's remembered window geometry stays as it was
        widget.deleteLater()
    QApplication.processEvents()
    return written


def write_text_samples(out_dir: Path, written: list[Path]) -> None:
    """text-en.png and text-zh_CN.png: a Latin and a Chinese sample in the font the app
    picks for zh_CN, for packaging/build.py to reject when the text came out as boxes.
    Each PNG records how many different characters it shows ("characters")."""
    from ..selfcheck import CheckFailed
    from . import selfcheck

    try:
        families = [selfcheck.zh_font()]
    except CheckFailed:
        families = []  # no Chinese font: the samples show what the app would show
    from PySide6.QtGui import QGuiApplication

    families += list(QGuiApplication.font().families()) or [QGuiApplication.font().family()]
    for name, sample in (("text-en", selfcheck.LATIN_SAMPLE),
                         ("text-zh_CN", selfcheck.CHINESE_SAMPLE)):
        image = selfcheck.render(sample, families)
        image.setText("characters", str(len(set(sample.replace(" ", "").replace(",", "")))))
        path = out_dir / f"{name}.png"
        if not image.save(str(path)):
            raise OSError(f"cannot write {path}")
        written.append(path)


def _module(entry):
    from ..engine import registry

    if not entry.available():
        return None
    try:
        return entry.load()
    except registry.GameNotBuilt:
        return None
