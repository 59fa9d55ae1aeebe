"""Debug play: a scenario from the designer's file, of either edition, in the normal table,
with a debug panel docked beside it. A first-edition story is played by its investigators
(people) against the Keeper bot. The panel's edits are the same in both editions.

:func:`play_debug` starts the game (its config marked by ``debugplay.debug_config``) in
the app's main window; :func:`follow_game` is the main window's hook, called whenever a
game starts: it docks a :class:`DebugPanel` for a debug game (a new one, or a debug save
opened from File > Open) and takes it away for any other.

The panel's edits are ``games.mansions.debugplay`` edits. Each is pushed as one command
on the game's undo stack, so Edit > Undo (or the panel's Undo) takes it back; it is
recorded, autosaved and replayed with the game. The panel reads the state itself through
``debugplay.designer_view``: the one place that sees everything, hidden variables
included; the table still shows each seat's own view. Nothing writes the scenario file.
"""

from __future__ import annotations

import os
import random

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDockWidget, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QSpinBox, QVBoxLayout, QWidget)

from ...engine.messages import Msg
from ...engine.record import is_debug
from ..i18n import tr_msg

GAME = "mansions"
CONTENT = "content:mansions"  # the translation context of content names


def first_edition(ref) -> bool:
    """Whether the scenario ``ref`` (a file path or a shipped id) is a first-edition story."""
    from ...games.mansions.first.scenarios import is_first_edition

    try:
        return bool(is_first_edition(ref))
    except Exception:  # noqa: BLE001 - unreadable: the loader says why, in its own words
        return False


def debug_config(path: str, players: int | None = None) -> dict:
    """A debug game's config for the scenario file at ``path``: the designer plays every
    investigator (the scenario's least number of them by default); in a first-edition
    story the Keeper is the Keeper bot. ValueError (the rules' message) when the file
    cannot be played."""
    from ...games.mansions import debugplay, validate_config

    if first_edition(str(path)):
        from ...games.mansions.first.scenarios import load

        scenario = load(str(path))
        n = players or scenario.model.meta.investigators.min
        seats = ["human"] * n + ["bot:keeper"]
    else:
        from ...games.mansions.second.scenarios import load

        scenario = load(path)
        n = players or scenario.model.meta.investigators.min
        seats = ["human"] * n
    config = validate_config({"players": n, "seats": seats, "options": {"scenario": str(path)}})
    return debugplay.debug_config(config, str(path))


def play_debug(path: str, near=None, players: int | None = None, seed: int | None = None):
    """Start a debug game of the scenario file at ``path``; the main window, or None when
    it cannot start (one dialog says why)."""
    from .. import errors
    from ..hostwindow import main_window

    title = QApplication.translate("DebugPanel", "Cannot play the scenario")
    window = main_window(near)
    if window is None:
        errors.show_error(near, title, QApplication.translate(
            "DebugPanel", "Debug play needs the main window of Elder Table."))
        return None
    try:
        config = debug_config(path, players)
        window.controller.new_game(GAME, config,
                                   seed if seed is not None else random.randrange(2**31))
    except (ValueError, KeyError) as exc:
        errors.show_error(near or window, title, _in_words(str(exc), path))
        return None
    window.documents.current_path = None
    window.raise_()
    window.activateWindow()
    return window


def _in_words(message: str, path: str) -> str:
    """The rules' refusal, led by the file's name and without the option's key."""
    text = message.removeprefix("scenario: ").strip()
    return QApplication.translate("DebugPanel", "{file} cannot be played: {why}").format(
        file=os.path.basename(str(path)), why=text)


def follow_game(window) -> None:
    """The main window's hook when a game starts: a debug panel for a debug game only."""
    panel = getattr(window, "debug_panel", None)
    record = window.controller.record
    if record is not None and is_debug(record) and record.game == GAME:
        if panel is None:
            panel = window.debug_panel = DebugPanel(window)
            window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, panel)
            window.docks[panel] = True  # hidden with the other docks on the start page
        panel.show()
        panel.refresh()
    elif panel is not None:
        panel.hide()


class DebugPanel(QDockWidget):
    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("DebugPanel")
        self.window_ = window
        self.controller = window.controller
        self.view: dict = {}
        self.first = False  # a first-edition game: played against the Keeper bot
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.banner = QLabel(body)
        self.banner.setObjectName("debug-banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("color: #b3261e; font-weight: bold;")
        layout.addWidget(self.banner)
        self.reveal_button = self._button(body, "reveal", self._reveal)
        layout.addWidget(self.reveal_button)

        self.var_group = QGroupBox(body)
        form = QFormLayout(self.var_group)
        self.var_box = QComboBox(self.var_group)
        self.var_box.setObjectName("variable")
        self.var_box.currentIndexChanged.connect(lambda _i: self._show_variable())
        self.var_number = QSpinBox(self.var_group)
        self.var_number.setObjectName("variable-number")
        self.var_number.setRange(-9999, 9999)
        self.var_flag = QCheckBox(self.var_group)
        self.var_flag.setObjectName("variable-flag")
        self.set_button = self._button(self.var_group, "set-variable", self._set_variable)
        row = QHBoxLayout()
        for w in (self.var_number, self.var_flag, self.set_button):
            row.addWidget(w)
        form.addRow(self.var_box)
        form.addRow(row)
        layout.addWidget(self.var_group)

        self.event_group = QGroupBox(body)
        form = QFormLayout(self.event_group)
        self.event_box = QComboBox(self.event_group)
        self.event_box.setObjectName("event")
        self.event_seat = QComboBox(self.event_group)
        self.event_seat.setObjectName("event-seat")
        self.run_button = self._button(self.event_group, "run-event", self._run_event)
        form.addRow(self.event_box)
        self.event_for = QLabel(self.event_group)
        form.addRow(self.event_for, self.event_seat)
        form.addRow(self.run_button)
        layout.addWidget(self.event_group)

        self.item_group = QGroupBox(body)
        form = QFormLayout(self.item_group)
        self.item_seat = QComboBox(self.item_group)
        self.item_seat.setObjectName("item-seat")
        self.item_box = QComboBox(self.item_group)
        self.item_box.setObjectName("item")
        self.give_button = self._button(self.item_group, "give-item", self._give_item)
        form.addRow(self.item_seat)
        form.addRow(self.item_box)
        form.addRow(self.give_button)
        layout.addWidget(self.item_group)

        self.move_group = QGroupBox(body)
        form = QFormLayout(self.move_group)
        self.figure_box = QComboBox(self.move_group)
        self.figure_box.setObjectName("figure")
        self.space_box = QComboBox(self.move_group)
        self.space_box.setObjectName("space")
        self.move_button = self._button(self.move_group, "move-figure", self._move_figure)
        form.addRow(self.figure_box)
        self.space_label = QLabel(self.move_group)
        form.addRow(self.space_label, self.space_box)
        form.addRow(self.move_button)
        layout.addWidget(self.move_group)

        self.undo_button = self._button(body, "undo", self.controller.undo)
        # the controller's word, not the stack's: no undo while a hand-off curtain is up
        for signal in (self.controller.undo_stack.canUndoChanged,
                       self.controller.undoAllowedChanged):
            signal.connect(self._update_undo)
        layout.addWidget(self.undo_button)
        self.status = QLabel(body)
        self.status.setObjectName("debug-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.controller.stateChanged.connect(self.refresh)
        self.retranslate()

    @staticmethod
    def _button(parent, name: str, slot) -> QPushButton:
        button = QPushButton(parent)
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # ---- what the state holds

    def _state(self):
        """The game's state itself: the debug panel is the designer's all-seeing view."""
        recorder = self.controller.recorder
        return recorder.state if recorder is not None else None

    def refresh(self) -> None:
        from ...games.mansions import debugplay

        state = self._state()
        if state is None or not is_debug(self.controller.record):
            return
        options = self.controller.record.config.get("options") or {}
        self.first = first_edition(options.get("scenario"))
        self._banner()
        self.view = v = debugplay.designer_view(state)
        name = lambda thing: tr_msg(debugplay.name_of(state, thing))  # noqa: E731
        hidden = self.tr("hidden")
        self._fill(self.var_box, [(f"{x['id']} = {_value(x['value'])}"
                                   + (f" ({hidden})" if x["hidden"] else ""), x["id"])
                                  for x in v["variables"]])
        self._show_variable()
        runs = self.tr("ran {n}×")
        self._fill(self.event_box, [(f"{e['id']} [{e['trigger'] or '—'}]"
                                     + (" " + runs.format(n=e["runs"]) if e["runs"] else ""),
                                     e["id"]) for e in v["events"]])
        people = [(name(i["id"]), i["seat"]) for i in v["investigators"] if i["alive"]]
        self._fill(self.event_seat, [(self.tr("the lead investigator"), None)] + people)
        self._fill(self.item_seat, people)
        self._fill(self.item_box, [(name(i), i) for i in v["items"]]
                   + [(self.tr("{spell} (spell)").format(spell=name(s)), s)
                      for s in v["spells"]])
        where = self.tr("{figure} — space {n}")
        self._fill(self.figure_box, [(where.format(figure=name(f["id"]), n=f["space"]), f["id"])
                                     for f in v["figures"]])
        at = self.tr("{room} · space {n}")
        self._fill(self.space_box, [(at.format(room=tr_msg(Msg(sp["name"], CONTENT)),
                                               n=sp["index"]), sp["index"])
                                    for sp in v["spaces"]])
        self.reveal_button.setEnabled(v["revealed"] < v["rooms"])
        self._update_undo()

    def _update_undo(self, *_args) -> None:
        self.undo_button.setEnabled(self.controller.can_undo())

    @staticmethod
    def _fill(box: QComboBox, entries: list) -> None:
        keep = box.currentData()
        box.blockSignals(True)
        box.clear()
        for text, data in entries:
            box.addItem(text, data)
        at = box.findData(keep) if keep is not None else -1
        box.setCurrentIndex(at if at >= 0 else (0 if entries else -1))
        box.blockSignals(False)

    def _show_variable(self) -> None:
        var = next((x for x in self.view.get("variables", [])
                    if x["id"] == self.var_box.currentData()), None)
        flag = var is not None and var["type"] == "flag"
        self.var_flag.setVisible(flag)
        self.var_number.setVisible(not flag)
        if var is not None:
            if flag:
                self.var_flag.setChecked(bool(var["value"]))
            else:
                self.var_number.setValue(int(var["value"]))

    # ---- the edits

    def _reveal(self) -> None:
        from ...games.mansions import debugplay

        self.edit(debugplay.reveal_all())

    def _set_variable(self) -> None:
        from ...games.mansions import debugplay

        var = next((x for x in self.view.get("variables", [])
                    if x["id"] == self.var_box.currentData()), None)
        if var is not None:
            value = self.var_flag.isChecked() if var["type"] == "flag" \
                else self.var_number.value()
            self.edit(debugplay.set_variable(var["id"], value))

    def _run_event(self) -> None:
        from ...games.mansions import debugplay

        if self.event_box.currentData() is not None:
            self.edit(debugplay.run_event(self.event_box.currentData(),
                                          self.event_seat.currentData()))

    def _give_item(self) -> None:
        from ...games.mansions import debugplay

        if self.item_seat.currentData() is not None and self.item_box.currentData():
            self.edit(debugplay.give_item(self.item_seat.currentData(),
                                          self.item_box.currentData()))

    def _move_figure(self) -> None:
        from ...games.mansions import debugplay

        if self.figure_box.currentData() and self.space_box.currentData() is not None:
            self.edit(debugplay.move_figure(self.figure_box.currentData(),
                                            self.space_box.currentData()))

    def edit(self, edit) -> bool:
        """Apply one debug edit as an undoable command; False (and why, below) if not."""
        from ...games.mansions import debugplay
        from ..controller import ActionCommand

        c = self.controller
        state = self._state()
        if state is None:
            return False
        if c.busy():
            self._say(self.tr("Wait: a bot is thinking."), True)
            return False
        why = debugplay.why_not(state, edit)
        if why is not None:
            self._say(tr_msg(why), True)
            return False
        command = ActionCommand(c, edit, c.viewer)
        c.undo_stack.push(command)
        self._say(command.label())
        c.advance()  # a roll the edit set off, or a bot whose turn it is now
        return True

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #b3261e;" if error else "")

    # ---- words

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Debug"))
        self._banner()
        self.reveal_button.setText(self.tr("Reveal the whole map"))
        self.var_group.setTitle(self.tr("Set a variable"))
        self.var_flag.setText(self.tr("true"))
        self.set_button.setText(self.tr("Set"))
        self.event_group.setTitle(self.tr("Run an event"))
        self.event_box.setToolTip(self.tr("Its outcomes run now, whatever its trigger and "
                                          "conditions say"))
        self.event_for.setText(self.tr("For:"))
        self.run_button.setText(self.tr("Run"))
        self.item_group.setTitle(self.tr("Give an item or spell"))
        self.give_button.setText(self.tr("Give"))
        self.move_group.setTitle(self.tr("Move a figure"))
        self.space_label.setText(self.tr("To:"))
        self.move_button.setText(self.tr("Move"))
        self.undo_button.setText(self.tr("Undo the last step"))
        self.refresh()

    def _banner(self) -> None:
        if self.first:
            self.banner.setText(self.tr("Debug game of a first-edition story: you play the "
                                        "investigators against the Keeper bot, and the edits "
                                        "below are outside the rules. It is saved and "
                                        "replayed as a debug game, never as a real one. The "
                                        "scenario file is not changed."))
        else:
            self.banner.setText(self.tr("Debug game: the edits below are outside the rules. "
                                        "It is saved and replayed as a debug game, never as "
                                        "a real one. The scenario file is not changed."))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()  # the lists' words too ("the lead investigator", "(spell)")
        super().changeEvent(event)


def _value(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
