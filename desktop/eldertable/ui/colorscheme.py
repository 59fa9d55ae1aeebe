"""The app's light or dark look: it follows the system's colour scheme (started right after
the main window's first paint, :func:`follow_color_scheme`)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


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
