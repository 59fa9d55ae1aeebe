"""The properties of the selected tile, token, monster or edge mark; each change is one
``doc.edit``.

A tile: its id (renamed everywhere it is named, :func:`references.rename`), its library
tile, rotation and whether it is revealed at the start. A token: kind, label, placed,
space (or door). A monster: monster kind, name, placed, health per investigator. An edge
mark: what it is, where it lies, and a button that takes it away.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QWidget)

from ...games.mansions.content import catalog
from ...games.mansions.map.mapstate import DOOR_TOKENS, TOKEN_KINDS
from ...games.mansions.map.tiles import library
from ...games.mansions.scenario import mapedits, references
from ...games.mansions.scenario.edits import get
from . import mapactions
from .document import EditorDoc
from .edgetool import side_name


class PieceInspector(QWidget):
    def __init__(self, doc: EditorDoc, parent=None, tiles=None):
        super().__init__(parent)
        self.setObjectName("editor-piece-inspector")
        self.doc = doc
        self.tiles = tiles if tiles is not None else library().tiles
        self.catalog = catalog()
        self.path: tuple = ()
        self.fields: dict[str, QWidget] = {}
        self.form = QFormLayout(self)
        self.note = QLabel(self)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        doc.selected.connect(self.show_path)
        doc.changed.connect(self.rebuild)
        self.rebuild()

    def show_path(self, path) -> None:
        path = tuple(path)
        self.path = path[:3] if len(path) >= 3 and path[:2] in (
            ("map", "tiles"), ("map", "tokens"), ("map", "monsters"), ("map", "edges")) else ()
        self.rebuild()

    def entry(self) -> dict | None:
        value = get(self.doc.data, self.path) if self.path else None
        return value if isinstance(value, dict) else None

    def rebuild(self) -> None:
        while self.form.rowCount():
            row = self.form.takeRow(0)  # the widgets go later: one may be sending this edit
            for part in (row.labelItem, row.fieldItem):
                if part is not None and part.widget() is not None:
                    part.widget().hide()
                    part.widget().deleteLater()
        self.fields = {}
        self.note = QLabel(self)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        entry = self.entry()
        if entry is None:
            self.note.setText(self.tr("Click a tile, a piece or a marked edge on the map to see "
                                      "its properties."))
            self.form.addRow(self.note)
            return
        title = QLabel(self)
        title.setTextFormat(Qt.TextFormat.PlainText)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        what = {"tiles": self.tr("Tile {id}"), "tokens": self.tr("Token {id}"),
                "monsters": self.tr("Monster {id}"), "edges": self.tr("Edge mark")}[self.path[1]]
        title.setText(what.format(id=str(entry.get("id", ""))))
        self.form.addRow(title)
        {"tiles": self._tile, "tokens": self._token, "monsters": self._monster,
         "edges": self._edge}[self.path[1]](entry)
        self.form.addRow(self.note)

    # ---- one row each

    def _text(self, key: str, label: str, value, done) -> QLineEdit:
        edit = QLineEdit(str(value) if value is not None else "", self)
        edit.setCursorPosition(0)  # a long label shows its beginning
        edit.editingFinished.connect(lambda: done(edit.text()))
        self.form.addRow(label, edit)
        self.fields[key] = edit
        return edit

    def _combo(self, key: str, label: str, options: list[tuple[str, object]], value, done) -> QComboBox:
        box = QComboBox(self)
        for text, data in options:
            box.addItem(text, data)
        at = box.findData(value)
        if at < 0 and value is not None:
            box.addItem(str(value), value)
            at = box.count() - 1
        box.setCurrentIndex(max(at, 0))
        box.activated.connect(lambda i: done(box.itemData(i)))
        self.form.addRow(label, box)
        self.fields[key] = box
        return box

    def _check(self, key: str, label: str, value: bool, done) -> QCheckBox:
        box = QCheckBox(label, self)
        box.setChecked(bool(value))
        box.toggled.connect(done)
        self.form.addRow(box)
        self.fields[key] = box
        return box

    def _set(self, key: str, value, name: str, default=None) -> None:
        mapactions.set_field(self.doc, self.path + (key,), None if value == default else value, name)

    def _spaces(self) -> list[tuple[str, object]]:
        return [(s, s) for s in sorted(mapedits.space_refs(self.doc.data, self.tiles))]

    def _tile(self, t: dict) -> None:
        self._text("id", self.tr("Id"), t.get("id"), self._rename_tile)
        self._combo("tile", self.tr("Tile"), [(mapactions.tile_name(self.tiles[k]), k) for k in sorted(self.tiles)],
                    t.get("tile"), lambda v: self._retile("tile", v, self.tr("Change tile")))
        self._combo("rotation", self.tr("Rotation"), [(f"{r}°", r) for r in (0, 90, 180, 270)],
                    mapedits.rotation_of(t), lambda v: self._retile("rotation", v, self.tr("Rotate tile")))
        self._check("revealed", self.tr("Revealed at the start"), t.get("revealed", False),
                    lambda on: self._set("revealed", on, self.tr("Reveal at the start")
                                         if on else self.tr("Hide at the start"), False))

    def _retile(self, key: str, value, name: str) -> None:
        """A tile or rotation chosen here is checked as a drag on the map is: refused with
        the reason where the tile would no longer fit (the choice shown goes back)."""
        why = mapactions.change_tile(self.doc, self.tiles, self.path[2], key, value, name)
        if why:
            self.rebuild()
            self.note.setText(self.tr("Not changed: {why}").format(why=why))

    def _rename_tile(self, new: str) -> None:
        old = (self.entry() or {}).get("id")
        if not isinstance(old, str) or new == old:
            return
        why = references.rename_problem(self.doc.data, "tile", old, new)
        if why:
            self.note.setText(self.tr("Not renamed: {why}").format(why=why))
            return
        with self.doc.edit(self.tr("Rename tile")) as e:
            e.extend(references.rename(self.doc.data, "tile", old, new))

    def _token(self, t: dict) -> None:
        self._combo("kind", self.tr("Kind"), [(k, k) for k in TOKEN_KINDS], t.get("kind"),
                    lambda v: self._set("kind", v, self.tr("Change token kind")))
        self._text("label", self.tr("Label"), t.get("label"),
                   lambda text: self._set("label", text or None, self.tr("Change token label")))
        self._check("placed", self.tr("On the map at the start"), t.get("placed", True),
                    lambda on: self._set("placed", on, self.tr("Place at the start")
                                         if on else self.tr("Keep off the map at the start"), True))
        if t.get("kind") in DOOR_TOKENS:
            doors = [(d, d) for d in mapedits.door_refs(self.doc.data, self.tiles)]
            self._combo("door", self.tr("Door"), doors, t.get("door"),
                        lambda v: self._set("door", v, self.tr("Move {id}").format(id=str(t.get("id")))))
        else:
            self._combo("space", self.tr("Space"), self._spaces(), t.get("space"),
                        lambda v: self._set("space", v, self.tr("Move {id}").format(id=str(t.get("id")))))

    def _monster(self, m: dict) -> None:
        monsters = [(k, k) for k in sorted(self.catalog.monsters)]
        self._combo("monster", self.tr("Monster"), monsters, m.get("monster"), self._set_monster)
        self._text("name", self.tr("Name"), m.get("name"),
                   lambda text: self._set("name", text or None, self.tr("Rename monster")))
        self._check("placed", self.tr("On the map at the start"), m.get("placed", True),
                    lambda on: self._set("placed", on, self.tr("Place at the start")
                                         if on else self.tr("Keep off the map at the start"), True))
        spin = QSpinBox(self)
        spin.setRange(0, 20)
        spin.setValue(int(m.get("health_per_investigator", 0) or 0))
        spin.editingFinished.connect(lambda: self._set("health_per_investigator", spin.value(),
                                                       self.tr("Change health"), 0))
        self.form.addRow(self.tr("Health per investigator"), spin)
        self.fields["health_per_investigator"] = spin
        self._combo("space", self.tr("Space"), self._spaces(), m.get("space"),
                    lambda v: self._set("space", v, self.tr("Move {id}").format(id=str(m.get("id")))))

    def _plain(self, key: str, label: str, text: str) -> None:
        value = QLabel(text, self)
        value.setTextFormat(Qt.TextFormat.PlainText)
        value.setWordWrap(True)
        self.form.addRow(label, value)
        self.fields[key] = value

    def _edge(self, e: dict) -> None:
        if e.get("kind") == "impassable":
            self._plain("kind", self.tr("Kind"), self.tr("Impassable border: investigators and "
                                                         "walking monsters do not cross it; "
                                                         "flying monsters do"))
            between = e.get("between") if isinstance(e.get("between"), list) else []
            self._plain("where", self.tr("Between"), " \u2013 ".join(str(s) for s in between))
        else:
            self._plain("kind", self.tr("Kind"), self.tr("Escape edge: the way out of the house "
                                                         "when the story asks to escape"))
            self._plain("where", self.tr("Space"), self.tr("{space}, {side} side").format(
                space=str(e.get("space", "")), side=side_name(str(e.get("side", "")))))
        button = QPushButton(self.tr("Take the mark away"), self)
        button.clicked.connect(self._remove_edge)
        self.form.addRow(button)
        self.fields["remove"] = button

    def _remove_edge(self) -> None:
        e = self.entry() or {}
        mark = mapedits.edge_mark(e)
        if mark is not None:
            mapactions.toggle_edge(self.doc, self.tiles, mark.kind, mark.space, mark.other)

    def _set_monster(self, kind: str) -> None:
        with self.doc.edit(self.tr("Change monster")) as e:
            e.set(self.path + ("monster",), kind)
            if kind not in (get(self.doc.data, ("content", "monsters"), []) or []):
                if not isinstance(self.doc.data.get("content"), dict):
                    e.set(("content",), {})
                e.append(("content", "monsters"), kind)
