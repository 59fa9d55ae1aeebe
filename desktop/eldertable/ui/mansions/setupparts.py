"""What the Mansions setup dialog adds to the shared one, for either edition: the scenario
browser and the investigator picker (:mod:`.setuppick`), the investigator seats shown for
the chosen team size only, the house rules folded into an Advanced section, a plain word on
what the Forbidden Alchemy switch adds, and the last choices remembered (QSettings)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QToolButton, QVBoxLayout

from ..plaintext import plain
from . import setupfiles
from .setuppick import InvestigatorPicker, ScenarioBrowser, scenario_facts

SWITCH = "FA-GAP-32"
KEY = "mansions-setup/"



def _hide_row(form: QFormLayout, widget, hidden: bool) -> None:
    widget.setVisible(not hidden)
    label = form.labelForField(widget)
    if label is not None:
        label.setVisible(not hidden)


class SetupParts:
    """Built again each time the edition changes (the dialog rebuilds its boxes then)."""

    def __init__(self, dialog):
        self.dialog = dialog
        self.browser_box: QGroupBox | None = None
        self.picker_box: QGroupBox | None = None
        self.browser: ScenarioBrowser | None = None
        self.picker: InvestigatorPicker | None = None
        self.advanced: QToolButton | None = None
        self.fa_note: QLabel | None = None
        self.restoring = False
        self.problem_box = None  # the last "cannot be played" message

    # ---- building

    def build(self) -> None:
        d = self.dialog
        for old in (self.browser_box, self.picker_box):
            if old is not None:
                d.body.removeWidget(old)
                old.hide()
                old.deleteLater()
        self.browser_box = self.picker_box = self.advanced = self.fa_note = None
        host = d.body.parentWidget()
        scenario = d.option_widgets.get("scenario")
        if isinstance(scenario, QComboBox):
            self.browser_box = QGroupBox(host)
            self.browser_box.setObjectName("scenario-box")
            QVBoxLayout(self.browser_box).addWidget(browser := ScenarioBrowser(self.browser_box))
            self.browser = browser
            for path in setupfiles.recent_of(d.edition):
                self._add_item(scenario, path)
            ids = [scenario.itemData(i) for i in range(scenario.count())]
            browser.fill(d.edition, ids, scenario.currentData())
            browser.chosen.connect(self._scenario_chosen)
            browser.open_file.connect(self.open_scenario)
            _hide_row(d.options_box.layout(), scenario, True)  # the browser stands for it
            d.body.insertWidget(0, self.browser_box)
            self.browser_box.show()
        self.picker_box = QGroupBox(host)
        self.picker_box.setObjectName("investigator-box")
        QVBoxLayout(self.picker_box).addWidget(picker := InvestigatorPicker(self.picker_box))
        self.picker = picker
        picker.fill(d.edition, self._investigator_ids(), self._seat_picks(), self._count())
        picker.changed.connect(self._picks_changed)
        d.body.insertWidget(d.body.indexOf(d.seats_box) + 1, self.picker_box)
        self.picker_box.show()
        if d.count_spin is not None:
            d.count_spin.valueChanged.connect(self._count_changed)
        self._count_changed(self._count())
        if d.rules_box is not None:
            self.advanced = d.make_fold()  # the shared fold, made anew with the boxes
            switch = d.rule_widgets.get(SWITCH)
            if switch is not None and d.edition == "second":
                form = d.rules_box.layout()
                row, _role = form.getWidgetPosition(switch)
                self.fa_note = plain(QLabel(d.rules_box))
                self.fa_note.setObjectName("fa-note")
                self.fa_note.setWordWrap(True)
                self.fa_note.setStyleSheet("color: palette(mid); margin-left: 22px;")
                form.insertRow(row + 1, self.fa_note)

    # ---- scenario files opened from disk

    def _add_item(self, scenario: QComboBox, path: str) -> None:
        if scenario.findData(path) < 0:
            scenario.addItem(str(scenario_facts(path, self.dialog.edition)["title"]), path)

    def open_scenario(self, path: str | None = None) -> bool:
        """Ask for a file (or take ``path``), check it, and add and choose it; a broken
        file gets the validator's lines in a message and nothing is added. A file of the
        other edition switches the dialog's rule profile to it."""
        d = self.dialog
        if path is None:
            path = setupfiles.ask_path(d)
        if not path:
            return False
        lines = setupfiles.problems(path)
        if lines:
            self.problem_box = setupfiles.show_problems(d, path, lines)
            return False
        path = str(Path(path).resolve())
        setupfiles.remember_file(path)
        edition = setupfiles.edition_of(path)
        if edition != d.edition:
            d.set_edition(edition)  # the dialog rebuilds; build() adds the recent files
        parts = d.parts
        scenario = d.option_widgets.get("scenario")
        if not isinstance(scenario, QComboBox) or parts.browser is None:
            return False
        parts._add_item(scenario, path)
        scenario.setCurrentIndex(scenario.findData(path))
        parts.browser.fill(d.edition, [scenario.itemData(i) for i in range(scenario.count())],
                           path)
        return True

    def _count(self) -> int:
        spin = self.dialog.count_spin
        return spin.value() if spin is not None else 1

    def _investigator_ids(self) -> list[str]:
        d = self.dialog
        if d.edition == "first":
            from ...games.mansions.first.ruledata import rules_data

            return [c.id for c in rules_data().characters]
        box = d.option_widgets.get("investigator-1")
        if not isinstance(box, QComboBox):
            return []
        return [box.itemData(i) for i in range(box.count()) if box.itemData(i) != "random"]

    def _seat_picks(self) -> list[str]:
        d = self.dialog
        out = []
        for n in range(1, 6):
            box = d.option_widgets.get(f"investigator-{n}")
            if isinstance(box, QComboBox) and box.currentData() not in (None, "random"):
                out.append(box.currentData())
        return out

    # ---- following the choices

    def _scenario_chosen(self, sid: str) -> None:
        box = self.dialog.option_widgets.get("scenario")
        if isinstance(box, QComboBox):
            box.setCurrentIndex(max(0, box.findData(sid)))

    def _count_changed(self, n: int) -> None:
        d = self.dialog
        if d.options_box is not None:
            form = d.options_box.layout()
            for k in range(1, 6):
                box = d.option_widgets.get(f"investigator-{k}")
                if box is not None:
                    _hide_row(form, box, k > n)  # seats for the chosen team size only
        if self.picker is not None and self.picker.seats != n:
            self.picker.set_seats(n)

    def _picks_changed(self) -> None:
        d = self.dialog
        picks = self.picker.picked if self.picker is not None else []
        for k in range(1, 6):
            box = d.option_widgets.get(f"investigator-{k}")
            if isinstance(box, QComboBox):
                want = picks[k - 1] if k <= len(picks) else "random"
                box.setCurrentIndex(max(0, box.findData(want)))

    def first_picks(self) -> list[str]:
        picks = list(self.picker.picked) if self.picker is not None else []
        return picks + ["random"] * (self._count() - len(picks))

    # ---- words

    def retranslate(self) -> None:
        if self.browser_box is not None:
            self.browser_box.setTitle(QCoreApplication.translate("MansionsSetup", "Scenario"))
            self.browser.retranslate()
        if self.picker_box is not None:
            self.picker_box.setTitle(QCoreApplication.translate("MansionsSetup", "Investigators"))
            self.picker.retranslate()
        if self.fa_note is not None:
            self.fa_note.setText(QCoreApplication.translate("MansionsSetup", 
                "Adds, in the scenarios that use them: alchemy puzzles, borders only flying "
                "monsters cross, and escapes across white edges. Push, Set fire and Steal "
                "are part of every second-edition turn here, whatever this switch says."))

    # ---- remembering

    def remember(self) -> None:
        from ..settings import settings

        d = self.dialog
        s = settings()
        s.setValue(KEY + "edition", d.edition)
        s.setValue(KEY + f"{d.edition}/count", str(self._count()))
        if self.browser is not None and self.browser.current():
            s.setValue(KEY + f"{d.edition}/scenario", self.browser.current())
        s.setValue(KEY + f"{d.edition}/picks", ",".join(self.picker.picked if self.picker
                                                        else []))
        s.setValue(KEY + f"{d.edition}/seats", ",".join(d.seats()))
        s.sync()

    def restore(self) -> None:
        """The last choices (each checked against what the dialog offers now)."""
        from ..settings import text_value

        d = self.dialog
        edition = text_value(KEY + "edition")
        if edition in ("first", "second") and edition != d.edition:
            d.set_edition(edition)  # -> the dialog rebuilds, then build() here
        parts = d.parts
        e = d.edition
        count = text_value(KEY + f"{e}/count")
        if count.isdigit() and d.count_spin is not None:
            d.count_spin.setValue(int(count))
        seats = [x for x in text_value(KEY + f"{e}/seats").split(",") if x]
        for box, value in zip(d.seat_boxes, seats):
            if box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))
        sid = text_value(KEY + f"{e}/scenario")
        if parts.browser is not None and sid:
            ids = [f["id"] for f in parts.browser.facts]
            if sid in ids:
                parts.browser.list.setCurrentRow(ids.index(sid))
        picks = [x for x in text_value(KEY + f"{e}/picks").split(",") if x]
        if parts.picker is not None and picks:
            for iid in picks:
                if iid in parts.picker.ids and iid not in parts.picker.picked:
                    parts.picker.toggle(iid)
