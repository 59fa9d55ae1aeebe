"""The generic field widgets of the story forms: one widget per :class:`.fieldspec.FieldSpec`
(a choice, a number in bounds, a check box, an editable choice of ids, a text field), and
:class:`ModelForm`, the form of one JSON object of a model, and :class:`TaggedForm`, a
trigger, condition or outcome with a combo of its kinds.

Every change a user makes is one ``doc.edit``; text commits when editing is finished, not
on each keystroke. Forms never keep values: :meth:`ModelForm.load` re-reads ``doc.data``.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QCompleter, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QMenu, QPlainTextEdit, QScrollArea, QSpinBox,
                               QSplitter, QToolButton, QVBoxLayout, QWidget)

from eldertable.games.mansions.scenario import edits
from eldertable.games.mansions.scenario.edits import MISSING, JsonPath
from eldertable.games.mansions.scenario.models import OnSpaceEntered

from .fieldspec import FieldSpec, blank, specs, tag_of
from .idlists import ids_of
from .labels import field_label, value_label

NameFn = Callable[[str], str]  # field key -> the undo command's name


class LongText(QPlainTextEdit):
    """A multi-line text field that says when editing is finished (focus leaves it)."""

    editingFinished = Signal()  # noqa: N815 - Qt's style

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        self.editingFinished.emit()

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's style
        if self.toPlainText() != text:
            self.setPlainText(text)


class StayOpenMenu(QMenu):
    """A menu of ticks that stays open while ids are ticked (one click, one tick)."""

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt's name
        act = self.activeAction()
        if act is not None and act.isEnabled() and act.isCheckable():
            act.trigger()
            return
        super().mouseReleaseEvent(event)


class TickList(QToolButton):
    """A list of ids, chosen by ticking them in a menu of the document's ids of that kind
    (never typed): ``changed(ids)`` in the order they were ticked. An id the document does
    not know any more stays in the list, ticked, until it is unticked."""

    changed = Signal(list)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.ticks = StayOpenMenu(self)
        self.setMenu(self.ticks)
        self.chosen: list[str] = []

    def show_ids(self, value: list[str], choices: list[str]) -> None:
        self.chosen = [str(v) for v in value]
        ids = list(dict.fromkeys([str(c) for c in choices] + self.chosen))
        acts = [a for a in self.ticks.actions() if a.isCheckable()]
        if [a.text() for a in acts] == ids:  # the same menu (it may be open): ticks only
            for a in acts:
                a.blockSignals(True)
                a.setChecked(a.text() in self.chosen)
                a.blockSignals(False)
        else:
            self.ticks.clear()
            for cid in ids:
                act = self.ticks.addAction(cid)
                act.setCheckable(True)
                act.setChecked(cid in self.chosen)
                act.toggled.connect(lambda on, c=cid: self._tick(c, on))
            if not ids:
                self.ticks.addAction(self.tr("(nothing to choose yet)")).setEnabled(False)
        self._caption()

    def _caption(self) -> None:
        self.setText(", ".join(self.chosen) if self.chosen else self.tr("(none)"))
        self.setToolTip(self.tr("Tick the ones that belong here"))

    def _tick(self, cid: str, on: bool) -> None:
        chosen = [c for c in self.chosen if c != cid] + ([cid] if on else [])
        if chosen != self.chosen:
            self.chosen = chosen
            self._caption()
            self.changed.emit(list(chosen))


class Field(QWidget):
    """One field: ``committed(value)`` when the user changed it (MISSING: remove the key)."""

    committed = Signal(object)

    def __init__(self, spec: FieldSpec, parent=None):
        super().__init__(parent)
        self.spec = spec
        self._loading = False
        self._value: Any = MISSING
        self._choices_shown: list[str] = []
        self._completer: QCompleter | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.widget = self._make()
        lay.addWidget(self.widget, 0, Qt.AlignLeft if spec.kind == "bool" else Qt.Alignment())

    # ---- building
    def _make(self) -> QWidget:
        s = self.spec
        if s.kind == "choice":
            w = QComboBox()
            if s.optional:
                w.addItem(self.tr("(none)"), MISSING)
            for opt in s.options:
                w.addItem(value_label(opt), opt)
            w.activated.connect(lambda _i: self._send(w.currentData()))
            return w
        if s.kind == "int":
            w = QSpinBox()
            w.setKeyboardTracking(False)
            w.setRange(s.lo - 1 if s.optional else s.lo, s.hi)
            if s.optional:
                w.setSpecialValueText(self.tr("(any)"))
            w.valueChanged.connect(self._int_changed)
            return w
        if s.kind == "bool":
            w = QCheckBox()
            w.clicked.connect(lambda on: self._send(bool(on)))
            return w
        if s.kind == "value" or (s.kind == "ref" and s.refkind):
            w = QComboBox()
            w.setEditable(True)
            w.setInsertPolicy(QComboBox.NoInsert)
            w.activated.connect(lambda _i: self._text_done())
            w.lineEdit().editingFinished.connect(self._text_done)
            return w
        if s.kind == "ids":
            w = TickList()
            w.changed.connect(self._send)
            return w
        if s.kind == "longtext":
            w = LongText()
            w.setTabChangesFocus(True)
            w.setFixedHeight(w.fontMetrics().lineSpacing() * 4 + 12)
            w.editingFinished.connect(self._text_done)
            return w
        w = QLineEdit()
        w.editingFinished.connect(self._text_done)
        if s.kind == "unsupported":
            w.setReadOnly(True)
        return w

    # ---- reading the document
    def load(self, value: Any, choices: list[str]) -> None:
        """Show ``value`` (MISSING or None: not set); ``choices`` for an id field."""
        self._loading = True
        self._value, self._choices_shown = value, list(choices)
        try:
            self._load(value, choices)
        finally:
            self._loading = False

    def _load(self, value: Any, choices: list[str]) -> None:
        s, w = self.spec, self.widget
        unset = value is MISSING or value is None
        if s.kind == "choice":
            if choices:  # the choices this document allows (puzzle types by rules)
                allowed = [o for o in s.options if o in choices]
                if [w.itemData(i) for i in range(w.count())] != \
                        ([MISSING] if s.optional else []) + allowed:
                    w.clear()
                    if s.optional:
                        w.addItem(self.tr("(none)"), MISSING)
                    for opt in allowed:
                        w.addItem(value_label(opt), opt)
            i = w.findData(MISSING if unset else value)
            if i < 0 and not unset:  # a value the model does not know: show it as it is
                w.addItem(str(value), value)
                i = w.count() - 1
            w.setCurrentIndex(max(i, 0))
        elif s.kind == "int":
            w.blockSignals(True)
            if isinstance(value, int) and not isinstance(value, bool):
                w.setValue(value)
            elif unset and isinstance(s.default, int) and not isinstance(s.default, bool):
                w.setValue(s.default)
            else:
                w.setValue(w.minimum())
            w.blockSignals(False)
        elif s.kind == "bool":
            w.setChecked(bool(s.default) if unset else bool(value))
        elif isinstance(w, QComboBox):
            opts = ["true", "false"] if s.kind == "value" else list(choices)
            shown = "" if unset else _shown(value)
            if [w.itemText(i) for i in range(w.count())] != opts:
                w.clear()
                w.addItems(opts)
                self._complete(w.lineEdit(), opts)
            w.setEditText(shown)
        elif s.kind == "ids":
            w.show_ids(value if isinstance(value, list) else [], list(choices))
        else:
            w.setText("" if unset else str(value))

    def _complete(self, line: QLineEdit, words: list[str]) -> None:
        """Offer ``words`` as completions (one completer, its list replaced)."""
        if self._completer is None:
            self._completer = QCompleter(words, self)
            self._completer.setCaseSensitivity(Qt.CaseInsensitive)
            line.setCompleter(self._completer)
        elif self._completer.model().stringList() != words:
            self._completer.model().setStringList(words)

    # ---- user changes
    def _int_changed(self, value: int) -> None:
        if self.spec.optional and value == self.widget.minimum():
            self._send(MISSING)
        else:
            self._send(value)

    def _text_done(self) -> None:
        w, s = self.widget, self.spec
        text = w.currentText() if isinstance(w, QComboBox) else w.text()
        if s.kind == "value":
            value = _parse_value(text)
            if value is None:  # not a number or true/false: show the stored value again
                self.load(self._value, self._choices_shown)
                return
        elif s.kind == "text" or s.kind == "longtext":
            value = text
            if s.optional and not text:
                value = MISSING
        else:
            value = text.strip()
            if s.optional and not value:
                value = MISSING
        self._send(value)

    def _send(self, value: Any) -> None:
        if not self._loading:
            self.committed.emit(value)


def list_beside_form(page: QWidget) -> tuple[QSplitter, QVBoxLayout]:
    """``page`` split in two: the splitter (the chosen entry's form goes on its right) and
    the layout of its left column (the list)."""
    lay = QHBoxLayout(page)
    split = QSplitter(Qt.Orientation.Horizontal)
    lay.addWidget(split)
    left = QWidget()
    column = QVBoxLayout(left)
    column.setContentsMargins(0, 0, 0, 0)
    split.addWidget(left)
    return split, column


def bold_title() -> QLabel:
    """The heading over a form: the chosen entry's id, as written (plain text)."""
    title = QLabel()
    title.setTextFormat(Qt.TextFormat.PlainText)
    font = title.font()
    font.setBold(True)
    title.setFont(font)
    return title


def scrolled_page(page: QWidget, inner: QWidget) -> None:
    """``page``'s whole content is ``inner`` in a scroll area (a long form)."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(inner)
    outer = QVBoxLayout(page)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scroll)


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _parse_value(text: str) -> bool | int | None:
    t = text.strip().lower()
    if t in ("true", "false"):
        return t == "true"
    try:
        return int(t)
    except ValueError:
        return None


class ModelForm(QWidget):
    """The fields of one JSON object of ``cls`` at ``path`` in ``doc.data``.

    ``name_for(key)`` names the undo command of a change to that field. ``also(e, path,
    key, value)`` may add changes to the same edit (a field that decides another: a
    variable made a flag starts false)."""

    def __init__(self, doc, cls, name_for: NameFn, skip: tuple[str, ...] = (),
                 only: tuple[str, ...] = (), also: Callable | None = None,
                 kinds: dict[str, str] | None = None, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.cls = cls
        self.name_for = name_for
        self.also = also
        self.kinds = kinds or {}  # field key -> the id kind offered, over the spec's own
        self.path: JsonPath | None = None
        self.fields: dict[str, Field] = {}
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.AllNonFixedFieldsGrow)
        for spec in specs(cls, skip):
            if only and spec.key not in only:
                continue
            f = Field(spec)
            f.committed.connect(lambda v, key=spec.key: self.commit(key, v))
            f.setObjectName(f"field-{spec.key}")
            self.fields[spec.key] = f
            self.form.addRow(field_label(spec.key), f)

    def load(self, path: JsonPath | None) -> None:
        self.path = tuple(path) if path is not None else None
        obj = edits.get(self.doc.data, self.path, None) if self.path is not None else None
        self.setEnabled(isinstance(obj, dict))
        obj = obj if isinstance(obj, dict) else {}
        for key, f in self.fields.items():
            kind = self.kinds.get(key, f.spec.refkind)
            f.load(obj.get(key, MISSING), ids_of(self.doc.data, kind))

    def commit(self, key: str, value: Any) -> None:
        if self.path is None:
            return
        if value is MISSING and self.fields[key].spec.default is MISSING \
                and not self.fields[key].spec.optional:
            value = ""  # a required field is never removed
        with self.doc.edit(self.name_for(key)) as e:
            e.set(self.path + (key,), value)
            if self.also is not None:
                self.also(e, self.path, key, value)
        self.load(self.path)


#: fields of which a kind gives one only: setting one takes the other away in the same edit
EITHER: dict[type, tuple[str, str]] = {OnSpaceEntered: ("space", "room")}


def either_or(cls) -> Callable | None:
    """The ``also`` of a ModelForm of ``cls`` that keeps its either-or fields apart."""
    pair = EITHER.get(cls)
    if pair is None:
        return None

    def also(e, path, key, value) -> None:
        if key in pair and value not in (MISSING, None, ""):
            e.set(path + (pair[1] if key == pair[0] else pair[0],), MISSING)
    return also


class TaggedForm(QWidget):
    """A trigger, condition or outcome: a combo of its kinds (``models``: tag value ->
    model) over the form of the chosen kind. ``none_label``: the object may be absent (an
    event without a trigger), shown as that choice. ``name_for("kind")`` names the undo
    command of a change of kind."""

    def __init__(self, doc, models: dict[str, type], label_of: Callable[[str], str],
                 name_for: NameFn, none_label: str = "", parent=None):
        super().__init__(parent)
        self.doc = doc
        self.models = models
        self.name_for = name_for
        self.path: JsonPath | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        self.kind.setObjectName("kind")
        if none_label:
            self.kind.addItem(none_label, MISSING)
        for tag in models:
            self.kind.addItem(label_of(tag), tag)
        self.kind.activated.connect(self._kind_chosen)
        lay.addWidget(self.kind)
        self.forms: dict[type, ModelForm] = {}
        for cls in dict.fromkeys(models.values()):
            form = ModelForm(doc, cls, name_for, also=either_or(cls))
            form.hide()
            lay.addWidget(form)
            self.forms[cls] = form

    def current_form(self) -> ModelForm | None:
        return next((f for f in self.forms.values() if f.isVisibleTo(self)), None)

    def load(self, path: JsonPath | None) -> None:
        self.path = tuple(path) if path is not None else None
        obj = edits.get(self.doc.data, self.path, None) if self.path is not None else None
        tag = None
        if isinstance(obj, dict):
            tag = next((obj[k] for k in ("on", "if", "do") if k in obj), None)
        cls = self.models.get(tag) if isinstance(tag, str) else None
        i = self.kind.findData(tag if cls is not None else MISSING)
        self.kind.setCurrentIndex(max(i, 0))
        self.kind.setVisible(self.path is not None)
        for c, form in self.forms.items():
            form.setVisible(c is cls)
            if c is cls:
                form.load(self.path)

    def _kind_chosen(self, _index: int) -> None:
        if self.path is None:
            return
        tag = self.kind.currentData()
        old = edits.get(self.doc.data, self.path, None)
        if tag is MISSING:
            value = MISSING
        else:
            cls = self.models[tag]
            keep = old if isinstance(old, dict) else {}
            value = blank(cls, tag, lambda kind: ids_of(self.doc.data, kind), keep)
            value = {k: v for k, v in value.items()
                     if k == tag_of(cls)[0] or k in self.forms[cls].fields}
        if value == old or (value is MISSING and old is None):
            return
        with self.doc.edit(self.name_for("kind")) as e:
            e.set(self.path, value)
        self.load(self.path)


class BoundField(QWidget):
    """One field at a fixed JSON path (``start_objective``, an epilogue's text): the label
    and the widget of ``spec``; a change is the one edit ``name``."""

    def __init__(self, doc, spec: FieldSpec, name: str, empty_removes: bool = False,
                 parent=None):
        super().__init__(parent)
        self.doc = doc
        self.name = name
        self.empty_removes = empty_removes  # an empty value removes the key
        self.path: JsonPath | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.field = Field(spec)
        self.field.committed.connect(self.commit)
        lay.addWidget(self.field)

    def load(self, path: JsonPath | None) -> None:
        self.path = tuple(path) if path is not None else None
        value = edits.get(self.doc.data, self.path, MISSING) if self.path else MISSING
        self.setEnabled(self.path is not None)
        self.field.load(value, ids_of(self.doc.data, self.field.spec.refkind))

    def commit(self, value: Any) -> None:
        if self.path is None:
            return
        if self.empty_removes and value in ([], ""):
            value = MISSING
        if value is MISSING and not (self.field.spec.optional or self.empty_removes):
            value = ""
        with self.doc.edit(self.name) as e:
            if value is not MISSING and edits.get(self.doc.data, self.path[:-1], None) is None:
                e.set(self.path[:-1], {})  # a missing map such as objective_tokens
            e.set(self.path, value)
        self.load(self.path)
