"""The main window's menus and actions, with their standard shortcuts and their words.

Extra shortcuts are written in Qt's portable text ("Ctrl+Shift+Z"): this module is on the
start-up path, which never touches PySide6's ``Qt`` namespace (building its hundred enums
costs about 45 ms; see app.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .i18n import available_languages
from .plaintext import button_text

Key = QKeySequence.StandardKey


def _keys(*items) -> list[QKeySequence]:
    """Standard keys and portable key strings -> distinct key sequences."""
    out: list[QKeySequence] = []
    for item in items:
        if isinstance(item, Key):
            seqs = QKeySequence.keyBindings(item)
        elif isinstance(item, str):
            seqs = [QKeySequence.fromString(item, QKeySequence.SequenceFormat.PortableText)]
        else:
            seqs = [QKeySequence(item)]
        for seq in seqs:
            if not seq.isEmpty() and seq not in out:
                out.append(seq)
    return out


class WindowActions(QObject):
    """Every QAction of the main window; ``retranslate`` renames them all."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        bar = window.menuBar()

        def act(keys=(), checkable=False) -> QAction:
            action = QAction(window)
            shortcuts = _keys(*keys)
            if shortcuts:
                action.setShortcuts(shortcuts)
            action.setCheckable(checkable)
            window.addAction(action)  # shortcuts work even while a menu bar is hidden
            return action

        self.new = act([Key.New])
        self.open = act([Key.Open])
        self.walk = act()  # a Mansions scenario's map, walked by its designer
        self.workbench = act(["Ctrl+Shift+W"])  # simulate, plot, compare, odds
        self.editor = act(["Ctrl+Shift+E"])  # build a Mansions scenario with the mouse
        self.save = act([Key.Save])
        self.save_as = act([Key.SaveAs, "Ctrl+Shift+S"])
        self.quit = act([Key.Quit, "Ctrl+Q"])
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo = act([Key.Undo])
        self.redo = act([Key.Redo, "Ctrl+Shift+Z"])
        self.preferences = act([Key.Preferences, "Ctrl+,"])
        self.preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.zoom_in = act([Key.ZoomIn, "Ctrl+="])
        self.zoom_out = act([Key.ZoomOut])
        self.zoom_fit = act(["Ctrl+0"])
        self.full_screen = act([Key.FullScreen, "F11"], checkable=True)
        self.rules = act([Key.HelpContents])
        self.about = act()
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.clear_recent = act()

        self.file_menu = bar.addMenu("")
        self.file_menu.addActions([self.new, self.open, self.walk, self.workbench, self.editor])
        self.recent_menu = QMenu(self.file_menu)
        self.resume_menu = QMenu(self.file_menu)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addMenu(self.resume_menu)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.save, self.save_as])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit)

        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo, self.redo])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.preferences)

        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.zoom_in, self.zoom_out, self.zoom_fit])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen)
        self.view_menu.addSeparator()
        self.docks_at = self.view_menu.addSeparator()

        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.languages: dict[str, QAction] = {}
        for code, name in available_languages():
            action = QAction(name, window)
            action.setCheckable(True)
            action.setData(code)
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.languages[code] = action

        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.rules, self.about])

    def add_dock_toggle(self, action: QAction, keys=()) -> None:
        shortcuts = _keys(*keys)
        if shortcuts:
            action.setShortcuts(shortcuts)
        self.view_menu.insertAction(self.docks_at, action)

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new.setText(self.tr("&New Game…"))
        self.new.setStatusTip(self.tr("Choose a game and set up a new table"))
        self.open.setText(self.tr("&Open…"))
        self.open.setStatusTip(self.tr("Open a saved game"))
        self.walk.setText(self.tr("&Walk a Scenario's Map…"))
        self.walk.setStatusTip(self.tr("Open a Mansions scenario and move investigators through "
                                       "its map as the map allows"))
        self.editor.setText(self.tr("Scenario &Editor…"))
        self.editor.setStatusTip(self.tr("Build a Mansions scenario of either edition with the "
                                         "mouse, check it as you go, and play it at once"))
        self.workbench.setText(self.tr("Playtest &Workbench…"))
        self.workbench.setStatusTip(self.tr("Simulate many games with bots, plot the results, "
                                            "compare house rules and check odds"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.resume_menu.setTitle(self.tr("Res&ume"))
        self.clear_recent.setText(self.tr("&Clear the list"))
        self.save.setText(self.tr("&Save"))
        self.save_as.setText(self.tr("Save &As…"))
        self.quit.setText(self.tr("&Quit"))
        self.preferences.setText(self.tr("&Preferences…"))
        self.preferences.setStatusTip(self.tr("The language, and how the Keeper's monsters "
                                              "are shown"))
        self.zoom_in.setText(self.tr("Zoom &In"))
        self.zoom_out.setText(self.tr("Zoom &Out"))
        self.zoom_fit.setText(self.tr("&Fit the Table"))
        self.full_screen.setText(self.tr("F&ull Screen"))
        self.rules.setText(self.tr("&Rules Reference"))
        self.about.setText(self.tr("&About Elder Table"))

    def set_undo_texts(self, undo_what: str, redo_what: str) -> None:
        # the words may name content: their "&" is shown, never taken as a mnemonic
        self.undo.setText(self.tr("&Undo {what}").format(what=button_text(undo_what)).strip()
                          if undo_what else self.tr("&Undo"))
        self.redo.setText(self.tr("&Redo {what}").format(what=button_text(redo_what)).strip()
                          if redo_what else self.tr("&Redo"))
