"""Start the app: the QApplication, its look, its language, the main window, the event loop.

``run`` is what ``eldertable`` (and ``eldertable play``) call. Nothing here imports a game,
pyqtgraph or art until the window is up.

Start-up budget: the path to the first painted window (this module, mainwindow, actions,
startpage, i18n, settings) never touches PySide6's ``Qt`` namespace. PySide6 builds that
namespace's hundred-odd Python enums on first touch, about 45 ms here, a fifth of a bare
window's whole start; it happens right after the first paint instead. High-DPI needs no
call: Qt 6 scales by default with the "PassThrough" rounding policy.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from .. import __version__
from . import errors, i18n


def create_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Elder Table")
    app.setApplicationDisplayName("Elder Table")
    app.setOrganizationName("eldertable")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("eldertable")
    return app


def initial_language(requested: str | None = None) -> str:
    from .settings import text_value

    if requested:
        return requested
    saved = text_value("language")
    if saved in {code for code, _name in i18n.available_languages()}:
        return saved
    return i18n.CHINESE if QLocale.system().name().startswith("zh") else i18n.ENGLISH


def _main_window_class() -> type:
    from .mainwindow import MainWindow

    return MainWindow


def _open_editor(path: str | None = None, new: bool = False):
    from .editor.window import open_editor

    return open_editor(path=path, new=new)


def run(play: str | None = None, seed: int | None = None, open_path: str | None = None,
        language: str | None = None, workbench: bool = False,
        workbench_file: str | None = None, workbench_game: str | None = None,
        editor: bool = False, editor_file: str | None = None) -> int:
    """Open the app (at the setup of ``play``, or with the save ``open_path``), or the
    playtest workbench alone (``eldertable workbench [FILE]``), or the scenario editor
    alone (``eldertable editor [FILE]``); exit code."""
    app = create_app()
    errors.install_excepthook()
    i18n.set_language(initial_language(language))
    if editor or workbench:
        from . import editorhost

        editorhost.set_opener(_open_editor)  # the workbench's way to the editor
    if editor:
        from . import hostwindow
        from .art import app_icon

        hostwindow.set_loader(_main_window_class)  # Play opens the main window
        app.setWindowIcon(app_icon())
        _open_editor(path=editor_file)
        return app.exec()
    if workbench:
        from . import hostwindow
        from .art import app_icon
        from .workbench import open_workbench

        hostwindow.set_loader(_main_window_class)  # debug play opens the main window

        app.setWindowIcon(app_icon())
        open_workbench(game=workbench_game, scenario_path=workbench_file)
        return app.exec()
    from .mainwindow import MainWindow

    window = MainWindow()
    window.show()

    def after_show() -> None:
        from .art import app_icon

        app.setWindowIcon(app_icon())
        if open_path:
            window.start_page.load_pictures()
            window.documents.open_path(open_path)
        elif play:
            window.start_page.load_pictures()
            window.new_game_dialog(play, seed)
        else:
            window.startup_checks()

    window.after_first_paint(after_show)
    return app.exec()
