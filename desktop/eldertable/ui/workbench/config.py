"""What to simulate: the game (or a Mansions scenario file), how many games, the seats and
their bots, the house rules and options of the game's ``setup_spec()``, the seed, the jobs
and, optionally, a dask scheduler.

The options handed to the simulator follow the command line's (``eldertable simulate``):
``house_rules: {id: value}``; each option of the spec under its id; a variable number of
seats under ``investigators`` (Mansions) or ``players`` (the spec's ``seats.option`` wins);
bots as ``bots: name`` or ``bots: [name per seat]`` for counted seats, or per named seat
under the command line's flag (``{"cultist": name, "investigator": name}``); a scenario
file as ``scenario: path``.
The game's ``simulate_options`` checks them; its message is shown when it refuses.
"""

from __future__ import annotations

import os
import random
from typing import Any

from PySide6.QtCore import QEvent, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator, QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QLineEdit, QPushButton, QSpinBox, QToolButton,
                               QVBoxLayout, QWidget)

from ...engine import registry
from ...engine.messages import Msg
from ...engine.simulate import default_jobs
from .choices import build_choices, narrow, value_of
from .common import msg_text
from .results import RunSpec
from ..plaintext import tip

#: Mansions' rule profiles: the app as Keeper, or investigators against the Keeper bot
SECOND, FIRST = "second-edition", "first-edition"
PROFILES = (SECOND, FIRST)
#: the command line's names where they differ from the setup spec's (cli.py "simulate")
COUNT_OPTION = {"mansions": "investigators"}
SEAT_OPTION = {("miskatonic", "investigators"): "investigator"}
MAX_GAMES = 10_000_000


def simulable(entry: registry.GameEntry):
    """The game's rules package if it can be simulated here, else None."""
    try:
        module = entry.load()
    except Exception:  # noqa: BLE001 - not built yet, or half-written: not offered
        return None
    return module if callable(getattr(module, "simulate_one", None)) else None


class RunForm(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.modules: dict[str, Any] = {}
        self.scenario_path = ""
        self.spec_data: dict[str, Any] = {}
        self._bot_boxes: list[tuple[str, QComboBox, QLabel]] = []
        self._keeper_box: QComboBox | None = None
        self._count_spin: QSpinBox | None = None
        self._count_label: QLabel | None = None
        self._rules: dict[str, QWidget] = {}
        self._options: dict[str, QWidget] = {}
        self._labelled: list[tuple[QWidget, Any, str]] = []

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.run_box = QGroupBox(self)
        form = QFormLayout(self.run_box)
        self.game_box = narrow(QComboBox(self.run_box))
        self.game_box.setObjectName("game")
        self.game_label = QLabel(self.run_box)
        form.addRow(self.game_label, self.game_box)
        self.profile_box = narrow(QComboBox(self.run_box))  # Mansions: which rule profile
        self.profile_box.setObjectName("profile")
        for profile in PROFILES:
            self.profile_box.addItem("", profile)
        self.profile_label = QLabel(self.run_box)
        form.addRow(self.profile_label, self.profile_box)
        row = QHBoxLayout()
        self.scenario_value = QLabel(self.run_box)
        self.scenario_value.setWordWrap(True)
        self.scenario_clear = QToolButton(self.run_box)
        self.scenario_clear.clicked.connect(lambda: self.set_scenario(""))
        row.addWidget(self.scenario_value, 1)
        row.addWidget(self.scenario_clear)
        self.scenario_label = QLabel(self.run_box)
        form.addRow(self.scenario_label, row)
        self._scenario_row = (self.scenario_label, self.scenario_value, self.scenario_clear)
        self.games_spin = QSpinBox(self.run_box)
        self.games_spin.setObjectName("games")
        self.games_spin.setRange(1, MAX_GAMES)
        self.games_spin.setValue(1000)
        self.games_spin.setGroupSeparatorShown(True)
        self.games_label = QLabel(self.run_box)
        form.addRow(self.games_label, self.games_spin)
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit("1", self.run_box)
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,18}"),
                                                                self.seed_edit))
        self.new_seed = QPushButton(self.run_box)
        self.new_seed.clicked.connect(
            lambda: self.seed_edit.setText(str(random.SystemRandom().randrange(1, 2**31))))
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(self.new_seed)
        self.seed_label = QLabel(self.run_box)
        form.addRow(self.seed_label, seed_row)
        self.jobs_spin = QSpinBox(self.run_box)
        self.jobs_spin.setObjectName("jobs")
        self.jobs_spin.setRange(1, max(64, (os.cpu_count() or 1) * 4))
        self.jobs_spin.setValue(default_jobs())
        self.jobs_label = QLabel(self.run_box)
        form.addRow(self.jobs_label, self.jobs_spin)
        self.scheduler_edit = QLineEdit(self.run_box)
        self.scheduler_edit.setObjectName("scheduler")
        self.scheduler_label = QLabel(self.run_box)
        form.addRow(self.scheduler_label, self.scheduler_edit)
        outer.addWidget(self.run_box)

        self.seats_box = QGroupBox(self)
        self.seats_form = QFormLayout(self.seats_box)
        self.rules_box = QGroupBox(self)
        self.rules_form = QFormLayout(self.rules_box)
        self.options_box = QGroupBox(self)
        self.options_form = QFormLayout(self.options_box)
        for box in (self.seats_box, self.rules_box, self.options_box):
            outer.addWidget(box)
        for f in (form, self.seats_form, self.rules_form, self.options_form):
            f.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        outer.addStretch(1)

        self._fill_games()
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.profile_box.currentIndexChanged.connect(self._game_changed)
        self.retranslate()
        self._game_changed()

    # ---- games

    def _fill_games(self) -> None:
        model: QStandardItemModel = self.game_box.model()
        first = -1
        for entry in registry.GAMES.values():
            module = simulable(entry)
            self.game_box.addItem(msg_text(entry.title), entry.id)
            row = self.game_box.count() - 1
            if module is None:
                item = model.item(row)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            else:
                self.modules[entry.id] = module
                first = row if first < 0 else first
        if first >= 0:
            self.game_box.setCurrentIndex(first)

    def game(self) -> str:
        return self.game_box.currentData() or ""

    def select_game(self, game_id: str) -> bool:
        try:
            key = registry.get(game_id).id
        except registry.UnknownGame:
            return False
        row = self.game_box.findData(key)
        if row < 0 or key not in self.modules:
            return False
        self.game_box.setCurrentIndex(row)
        return True

    def profile(self) -> str:
        """The rule profile simulated: Mansions' first or second edition; "" otherwise."""
        return (self.profile_box.currentData() or SECOND) if self.game() == "mansions" else ""

    def set_scenario(self, path: str) -> None:
        """Simulate the scenario file at ``path`` ("" for none): the profile follows it."""
        self.scenario_path = str(path or "")
        if self.scenario_path:
            from .debugpanel import first_edition

            want = FIRST if first_edition(self.scenario_path) else SECOND
            row = self.profile_box.findData(want)
            if row != self.profile_box.currentIndex():
                self.profile_box.setCurrentIndex(row)  # rebuilds seats, rules and options
        self._show_scenario()

    def _show_scenario(self) -> None:
        visible = bool(self.scenario_path) and self.game() == "mansions"
        for widget in self._scenario_row:
            widget.setVisible(visible)
        for widget in (self.profile_label, self.profile_box):
            widget.setVisible(self.game() == "mansions")
        self.profile_box.setEnabled(not visible)  # a file plays its own edition's rules
        self.scenario_value.setText(os.path.basename(self.scenario_path))
        self.scenario_value.setToolTip(self.scenario_path)

    def _game_changed(self) -> None:
        self._clear_game_part()
        module = self.modules.get(self.game())
        spec_fn = getattr(module, "setup_spec", None)
        self.spec_data = spec_fn() if callable(spec_fn) else {}
        if self.profile() == FIRST:  # the first-edition contract: its seats, rules, options
            self.spec_data = dict(self.spec_data.get("first_edition") or {})
        self._build_seats(module)
        build_choices(self, self.spec_data.get("house_rules", []), self.rules_form, self._rules,
                      self._labelled)
        build_choices(self, self.spec_data.get("options", []), self.options_form, self._options,
                      self._labelled)
        self.rules_box.setVisible(bool(self._rules))
        self.options_box.setVisible(bool(self._options))
        self._show_scenario()
        self.retranslate()

    def _clear_game_part(self) -> None:
        for form in (self.seats_form, self.rules_form, self.options_form):
            while form.rowCount():
                form.removeRow(0)
        self._bot_boxes, self._rules, self._options, self._labelled = [], {}, {}, []
        self._keeper_box = None
        self._count_spin = self._count_label = None

    # ---- seats and bots

    def _bot_names(self, module, keeper: bool = False) -> list[tuple[str, Any]]:
        """The bots a seat may have (``keeper``: the Keeper's seat of first edition)."""
        bots = self.spec_data.get("bots") or {n: n for n in getattr(module, "BOTS", {})}
        if self.profile() == FIRST:
            from ...games.mansions.first.config import INVESTIGATOR_BOTS, KEEPER_BOTS

            names = KEEPER_BOTS if keeper else INVESTIGATOR_BOTS
            return [(n, bots.get(n, n)) for n in names]
        return list(bots.items())

    def _bot_box(self, module, default: str = "", keeper: bool = False) -> QComboBox:
        box = narrow(QComboBox(self.seats_box))
        for name, label in self._bot_names(module, keeper):
            box.addItem(msg_text(label), name)
        want = default.split(":", 1)[1] if default.startswith("bot:") else ""
        row = box.findData(want or "default")  # a plain "bot" seat gets the default bot
        box.setCurrentIndex(max(0, row))
        return box

    def _build_seats(self, module) -> None:
        if module is None:
            self.seats_box.hide()
            return
        seats = self.spec_data.get("seats")
        if isinstance(seats, dict):
            self._count_spin = QSpinBox(self.seats_box)
            self._count_spin.setObjectName("seat-count")
            self._count_spin.setRange(int(seats.get("min", 1)), int(seats.get("max", 4)))
            self._count_spin.setValue(int(seats.get("default", seats.get("min", 1))))
            self._count_label = QLabel(self.seats_box)
            self.seats_form.addRow(self._count_label, self._count_spin)
            self._count_spin.valueChanged.connect(lambda _n: self._counted_bots(module))
            self._counted_bots(module)
            if seats.get("keeper") is not None:  # first edition: the Keeper's seat, a bot
                self._keeper_box = self._bot_box(module, "bot:keeper", keeper=True)
                self._keeper_box.setObjectName("keeper-bot")
                label = QLabel(msg_text(seats["keeper"]), self.seats_box)
                self._labelled.append((label, seats["keeper"], "text"))
                self.seats_form.addRow(label, self._keeper_box)
        elif isinstance(seats, list) and seats:
            for seat in seats:
                box = self._bot_box(module, str(seat.get("default", "bot")))
                label = QLabel(msg_text(seat.get("label") or seat.get("id", "")), self.seats_box)
                self._labelled.append((label, seat.get("label") or seat.get("id", ""), "text"))
                self.seats_form.addRow(label, box)
                self._bot_boxes.append((str(seat.get("id", len(self._bot_boxes))), box, label))
        elif self._bot_names(module):
            box = self._bot_box(module)
            label = QLabel(self.seats_box)
            self.seats_form.addRow(label, box)
            self._bot_boxes.append(("", box, label))
        self.seats_box.setVisible(self.seats_form.rowCount() > 0)

    def _counted_bots(self, module) -> None:
        n = self._count_spin.value()
        while len(self._bot_boxes) > n:
            _sid, box, _label = self._bot_boxes.pop()
            self.seats_form.removeRow(box)
        while len(self._bot_boxes) < n:
            i = len(self._bot_boxes)
            box = self._bot_box(module, "bot")
            label = QLabel(self.seats_box)
            self.seats_form.insertRow(i + 1, label, box)  # after the count, before the Keeper
            self._bot_boxes.append((str(i), box, label))
        self._seat_words()

    # ---- house rules and options

    # ---- the result

    def options(self) -> dict[str, Any]:
        game = self.game()
        out: dict[str, Any] = {}
        for key, widget in self._options.items():
            out[key] = value_of(widget)
        if self._rules:
            out["house_rules"] = {key: value_of(w) for key, w in self._rules.items()}
        bots = [box.currentData() for _sid, box, _label in self._bot_boxes]
        if self._count_spin is not None:
            seats = self.spec_data.get("seats", {})
            out[seats.get("option") or COUNT_OPTION.get(game, "players")] = self._count_spin.value()
            if bots:
                out["bots"] = bots[0] if len(set(bots)) == 1 else bots
            if self._keeper_box is not None:
                out["keeper"] = self._keeper_box.currentData()
        elif len(self._bot_boxes) == 1 and not self._bot_boxes[0][0]:
            out["bots"] = bots[0]
        else:
            for sid, box, _label in self._bot_boxes:
                out[SEAT_OPTION.get((game, sid), sid)] = box.currentData()
        if self.scenario_path and game == "mansions":
            out["scenario"] = self.scenario_path
        return out

    def changes(self) -> list[str]:
        """The house rules and options set away from their defaults, as ``id=value``."""
        out = []
        for widgets in (self._rules, self._options):
            for key, widget in widgets.items():
                value = value_of(widget)
                if value != widget.property("default"):
                    shown = ("on" if value else "off") if isinstance(value, bool) else value
                    out.append(f"{key}={shown}")
        return out

    def run_spec(self) -> RunSpec:
        """What the form asks for; ValueError with a sentence for the person otherwise."""
        game = self.game()
        if game not in self.modules:
            raise ValueError(self.tr("Choose a game that can be simulated."))
        if not self.seed_edit.text():
            raise ValueError(self.tr("Type a seed, or press New seed."))
        options = self.options()
        parts = [self.game_box.currentText()]
        if self.profile():
            parts.append(self.profile_box.currentText())
        if self.scenario_path and game == "mansions":
            parts.append(os.path.basename(self.scenario_path))
        if self._count_spin is not None:
            parts.append(f"{self._count_label.text()} {self._count_spin.value()}")
        bots = options.get("bots")
        if bots is not None:
            parts.append(self.tr("bots {names}").format(
                names=bots if isinstance(bots, str) else "/".join(bots)))
        if options.get("keeper"):
            parts.append(self.tr("Keeper {name}").format(name=options["keeper"]))
        parts += self.changes()
        parts.append(self.tr("seed {seed}").format(seed=self.seed_edit.text()))
        return RunSpec(game=game, games=self.games_spin.value(),
                       seed=int(self.seed_edit.text()), jobs=self.jobs_spin.value(),
                       options=options, label=" · ".join(parts))

    def scheduler(self) -> str:
        return self.scheduler_edit.text().strip()

    # ---- words

    def _seat_words(self) -> None:
        module = self.modules.get(self.game())
        bots = self._bot_names(module)
        for _sid, box, _label in self._bot_boxes:
            for i, (_name, text) in enumerate(bots[:box.count()]):
                box.setItemText(i, msg_text(text))
        if self._keeper_box is not None:
            for i, (_name, text) in enumerate(self._bot_names(module, True)):
                self._keeper_box.setItemText(i, msg_text(text))
        seats = self.spec_data.get("seats")
        for i, (sid, _box, label) in enumerate(self._bot_boxes):
            if isinstance(seats, dict):
                msg = seats.get("label")
                text = (msg_text(Msg(msg.text, msg.context, n=i + 1)) if isinstance(msg, Msg)
                        else self.tr("Seat {n}").format(n=i + 1))
                label.setText(text)
            elif not sid:
                label.setText(self.tr("Bots"))

    def retranslate(self) -> None:
        self.run_box.setTitle(self.tr("Run"))
        self.game_label.setText(self.tr("Game"))
        self.profile_label.setText(self.tr("Rules"))
        self.profile_box.setItemText(0, self.tr("Second edition"))
        self.profile_box.setItemText(1, self.tr("First edition (Keeper bot)"))
        self.profile_box.setToolTip(self.tr("Second edition: the app is the Keeper. First "
                                            "edition: the investigators play against the "
                                            "Keeper bot. A scenario file plays the rules of "
                                            "its own edition."))
        self.scenario_label.setText(self.tr("Scenario file"))
        self.scenario_clear.setText(self.tr("Clear"))
        self.games_label.setText(self.tr("Games"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed_edit.setToolTip(self.tr("The same seed and choices give the same games."))
        self.new_seed.setText(self.tr("New seed"))
        self.jobs_label.setText(self.tr("Worker processes"))
        self.scheduler_label.setText(self.tr("Cluster"))
        self.scheduler_edit.setPlaceholderText(self.tr("dask scheduler address (optional)"))
        self.scheduler_edit.setToolTip(self.tr(
            "Runs the games on a dask.distributed cluster, e.g. tcp://host:8786. Needs the "
            "cluster extra: pip install 'eldertable[cluster]'."))
        self.seats_box.setTitle(self.tr("Seats and bots"))
        self.rules_box.setTitle(self.tr("House rules"))
        self.options_box.setTitle(self.tr("Options"))
        if self._count_label is not None:
            self._count_label.setText(self.tr("Investigators") if self.game() == "mansions"
                                      else self.tr("Players"))
        for widget, msg, where in self._labelled:
            if where == "items":
                for i, label in enumerate(msg):
                    widget.setItemText(i, msg_text(label))
            elif where.startswith("tip:"):
                widget.setToolTip(tip(f"{where[4:]}: {msg_text(msg)}"))
            else:
                widget.setText(msg_text(msg))
        for row in range(self.game_box.count()):
            entry = registry.GAMES.get(self.game_box.itemData(row))
            if entry is not None:
                text = msg_text(entry.title)
                if entry.id not in self.modules:
                    text = self.tr("{game} (not playable yet)").format(game=text)
                self.game_box.setItemText(row, text)
        self._seat_words()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
