"""Start the app: the QApplication, its look, its language, the main window, the event loop.

``run`` is what ``eldertable`` (and ``eldertable play``) call. Nothing here imports a game,
pyqtgraph or art until the window is up.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPalette
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


def apply_palette(app: QApplication) -> None:
    """Follow the system's light or dark scheme."""
    scheme = app.styleHints().colorScheme()
    if scheme == Qt.ColorScheme.Dark:
        app.setPalette(dark_palette())
    else:
        app.setPalette(app.style().standardPalette())


def create_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Elder Table")
    app.setApplicationDisplayName("Elder Table")
    app.setOrganizationName("eldertable")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("eldertable")
    app.setStyle("Fusion")
    apply_palette(app)
    app.styleHints().colorSchemeChanged.connect(lambda _scheme: apply_palette(app))
    return app


def initial_language(requested: str | None = None) -> str:
    from .settings import settings

    if requested:
        return requested
    saved = settings().value("language")
    if saved:
        return str(saved)
    return i18n.CHINESE if QLocale.system().name().startswith("zh") else i18n.ENGLISH


def run(play: str | None = None, seed: int | None = None, open_path: str | None = None,
        language: str | None = None) -> int:
    """Open the app (at the setup of ``play``, or with the save ``open_path``); exit code."""
    app = create_app()
    errors.install_excepthook()
    i18n.set_language(initial_language(language))
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

    QTimer.singleShot(0, after_show)
    return app.exec()
