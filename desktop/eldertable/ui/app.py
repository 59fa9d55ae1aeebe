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
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from .. import __version__
from . import errors, i18n


def dark_palette() -> QPalette:
    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colors = {
        role.Window: "#23262e", role.WindowText: "#e6e3dc", role.Base: "#1b1d23",
        role.AlternateBase: "#262a33", role.ToolTipBase: "#2f333d", role.ToolTipText: "#e6e3dc",
        role.Text: "#e6e3dc", role.Button: "#2c3039", role.ButtonText: "#e6e3dc",
        role.BrightText: "#ff6b6b", role.Link: "#7fb2ff", role.Highlight: "#c8963e",
        role.HighlightedText: "#1b1d23", role.PlaceholderText: "#8d8a84", role.Mid: "#4a4f5c",
        role.Dark: "#9a968e", role.Light: "#3a3f4b", role.Midlight: "#333844",
        role.Shadow: "#0d0e11",
    }
    for r, c in colors.items():
        p.setColor(r, QColor(c))
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group.Disabled, r, QColor("#6f6c66"))
    return p


def apply_palette(app: QApplication, changed: bool = False) -> None:
    """Follow the system's light or dark scheme.

    Native styles and desktop themes (Windows, macOS, GNOME/KDE platform themes) follow it
    by themselves; under Qt's plain Fusion style we set our dark palette when the system is
    dark, and Fusion's own light one when it turns light again.
    """
    from PySide6.QtCore import Qt

    dark = app.styleHints().colorScheme() == Qt.ColorScheme.Dark
    if not (dark or changed) or app.style().name().lower() != "fusion":
        return
    if dark and app.palette().color(QPalette.ColorRole.Window).lightness() < 128:
        return  # the platform gave a dark palette already
    app.setPalette(dark_palette() if dark else app.style().standardPalette())


_following = False


def follow_color_scheme() -> None:
    """Apply the scheme now and on every change (called right after the first paint)."""
    global _following
    app = QApplication.instance()
    if app is None or _following:
        return
    _following = True
    apply_palette(app)
    app.styleHints().colorSchemeChanged.connect(lambda _scheme: apply_palette(app, True))


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


def run(play: str | None = None, seed: int | None = None, open_path: str | None = None,
        language: str | None = None, workbench: bool = False,
        workbench_file: str | None = None, workbench_game: str | None = None) -> int:
    """Open the app (at the setup of ``play``, or with the save ``open_path``), or the
    playtest workbench alone (``eldertable workbench [FILE]``); exit code."""
    app = create_app()
    errors.install_excepthook()
    i18n.set_language(initial_language(language))
    if workbench:
        from .art import app_icon
        from .workbench import open_workbench

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
