"""The Mansions parts of the setup dialog (:mod:`.first.setup` lays them in): a scenario
browser (a cover, the introduction, difficulty, length, team size and edition of every
scenario of the chosen edition) and an investigator picker (each investigator's standee
portrait, skills and ability; a click seats them in the next free seat, a second click
takes them back). Unpicked seats get a random investigator, as before.

Both are views of the dialog's own widgets: the browser sets the ``scenario`` option's
combo box, the picker the ``investigator-<n>`` ones (second edition) or the first-edition
config's ``investigators`` list; the dialog's results are read from those as before.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QToolButton, QVBoxLayout, QWidget)

from ...engine.messages import Msg, fill
from ..art import svg_pixmap
from ..i18n import current_language, join_names, tr_msg
from ..plaintext import plain, tip
from .pieces import figure_picture

COVER = "art/mansions/story/cover.svg"  # a scenario without a cover of its own


def cover_picture(sid: str) -> str:
    """A shipped scenario's cover (``tools/cover_art.py``); an opened file (a path, not an
    id) gets the default cover."""
    if not re.fullmatch(r"[A-Za-z0-9_-]{1,80}", sid or ""):
        return COVER
    return f"art/mansions/covers/{sid}.svg"


def cover_pixmap(sid: str, size: QSize, ratio: float = 1.0):
    return svg_pixmap(cover_picture(sid), size, ratio) or svg_pixmap(COVER, size, ratio)
PORTRAIT = 64
CC = "content:mansions"
SKILLS_2E = ("strength", "agility", "observation", "lore", "influence", "will")
ATTRS_1E = ("strength", "dexterity", "intellect", "luck", "marksmanship", "will")



def content_text(text: str) -> str:
    return tr_msg(Msg(text, CC)) if text else ""


@lru_cache(maxsize=None)
def _investigators() -> dict[str, dict]:
    from ...resources import asset

    data = json.loads(asset("games", "mansions", "investigators.json").read_text("utf-8"))
    return {i["id"]: i for i in data["investigators"]}


@lru_cache(maxsize=None)
def _characters_1e() -> dict[str, dict]:
    from ...resources import asset

    data = json.loads(asset("games", "mansions", "first", "cards", "character.json")
                      .read_text("utf-8"))
    return {c["investigator"]: c for c in data["cards"]}


def scenario_facts(sid: str, edition: str) -> dict[str, Any]:
    """Title, introduction, difficulty, minutes, team size of a shipped scenario."""
    try:
        if edition == "first":
            from ...games.mansions.first.scenarios import load
        else:
            from ...games.mansions.second.scenarios import load
        meta = load(sid).model.meta
    except Exception:  # noqa: BLE001 - a scenario that will not load shows its id only
        return {"id": sid, "title": sid, "introduction": "", "difficulty": "", "minutes": 0,
                "min": 1, "max": 5}
    team = getattr(meta, "investigators", None)
    return {"id": sid, "meta_id": getattr(meta, "id", sid), "title": meta.title,
            "introduction": getattr(meta, "introduction", ""),
            "difficulty": getattr(meta, "difficulty", "") or "",
            "minutes": getattr(meta, "minutes", 0) or 0,
            "min": getattr(team, "min", 1), "max": getattr(team, "max", 5)}


def opened(f: dict[str, Any]) -> bool:
    """Whether the scenario is a file opened from disk (its id is a path)."""
    return not re.fullmatch(r"[A-Za-z0-9_-]{1,80}", f["id"] or "")


def difficulty_name(key: str) -> str:
    names = {"easy": QCoreApplication.translate("MansionsSetup", "easy"), "medium": QCoreApplication.translate("MansionsSetup", "medium"), "normal": QCoreApplication.translate("MansionsSetup", "medium"),
             "hard": QCoreApplication.translate("MansionsSetup", "hard")}
    return names.get(key, key)


def edition_name(edition: str) -> str:
    return QCoreApplication.translate("MansionsSetup", "First edition (Forbidden Alchemy)") if edition == "first" \
        else QCoreApplication.translate("MansionsSetup", "Second edition")


class ScenarioBrowser(QWidget):
    """The scenarios of an edition as a list of covers, the chosen one described beside."""

    chosen = Signal(str)
    open_file = Signal()  # the "Open a scenario file..." button

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("scenario-browser")
        self.edition = "second"
        self.facts: list[dict[str, Any]] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget(self)
        self.list.setObjectName("scenario-list")
        self.list.setIconSize(QSize(72, 48))
        self.list.setMinimumWidth(230)
        self.list.setWordWrap(True)  # a long name wraps in its row, never cut at the edge
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setMaximumHeight(210)
        left = QVBoxLayout()
        left.addWidget(self.list)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("open-scenario")
        self.open_button.clicked.connect(self.open_file)
        left.addWidget(self.open_button)
        row.addLayout(left, 2)
        detail = QVBoxLayout()
        self.cover = QLabel(self)
        self.cover.setObjectName("scenario-cover")
        self.cover.setFixedSize(240, 135)
        self.title = plain(QLabel(self))
        self.title.setObjectName("scenario-title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.facts_line = plain(QLabel(self))
        self.facts_line.setObjectName("scenario-facts")
        self.facts_line.setWordWrap(True)
        self.introduction = plain(QLabel(self))
        self.introduction.setObjectName("scenario-introduction")
        self.introduction.setWordWrap(True)
        for w in (self.cover, self.title, self.facts_line, self.introduction):
            detail.addWidget(w)
        detail.addStretch(1)
        row.addLayout(detail, 3)
        self.list.currentRowChanged.connect(self._row)

    def fill(self, edition: str, ids: list[str], current: str) -> None:
        self.edition = edition
        self.facts = [scenario_facts(sid, edition) for sid in ids]
        self.list.blockSignals(True)
        self.list.clear()
        for f in self.facts:
            item = QListWidgetItem(self.item_text(f))
            pixmap = cover_pixmap(f["id"], QSize(72, 48))
            if pixmap is not None:
                item.setIcon(QIcon(pixmap))
            item.setData(Qt.ItemDataRole.UserRole, f["id"])
            if opened(f):  # an opened file: where it is
                item.setToolTip(tip(f["id"]))
            self.list.addItem(item)
        self.list.blockSignals(False)
        index = next((i for i, f in enumerate(self.facts) if f["id"] == current), 0)
        self.list.setCurrentRow(index)
        self._show(index)

    def retranslate(self) -> None:
        self.open_button.setText(QCoreApplication.translate("MansionsSetup",
                                                            "Open a scenario file..."))
        self.open_button.setToolTip(tip(QCoreApplication.translate(
            "MansionsSetup", "Add a scenario file (.json) from anywhere on disk; it is "
            "checked first and remembered with the recently opened ones")))
        for i, f in enumerate(self.facts):
            self.list.item(i).setText(self.item_text(f))
        self._show(self.list.currentRow())

    @staticmethod
    def item_text(f: dict[str, Any]) -> str:
        """A shipped scenario's title; an opened file's title and file name."""
        title = content_text(f["title"])
        if not opened(f):
            return title
        from pathlib import Path

        return QCoreApplication.translate("MansionsSetup", "{title} (file {name})").format(
            title=title, name=Path(f["id"]).name)

    def current(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _row(self, index: int) -> None:
        self._show(index)
        if 0 <= index < len(self.facts):
            self.chosen.emit(self.facts[index]["id"])

    def _show(self, index: int) -> None:
        if not 0 <= index < len(self.facts):
            return
        f = self.facts[index]
        pixmap = cover_pixmap(f["id"], self.cover.size(), self.devicePixelRatioF())
        if pixmap is not None:
            self.cover.setPixmap(pixmap)
        self.title.setText(content_text(f["title"]))
        team = (QCoreApplication.translate("MansionsSetup", "{n} investigators").format(n=f["min"]) if f["min"] == f["max"] else
                QCoreApplication.translate("MansionsSetup", "{a} to {b} investigators").format(a=f["min"], b=f["max"]))
        parts = [edition_name(self.edition)]
        if f["difficulty"]:
            parts.append(QCoreApplication.translate("MansionsSetup", "Difficulty: {d}").format(d=difficulty_name(f["difficulty"])))
        if f["minutes"]:
            parts.append(QCoreApplication.translate("MansionsSetup", "About {n} minutes").format(n=f["minutes"]))
        parts.append(team)
        if opened(f):
            parts.append(QCoreApplication.translate("MansionsSetup", "Opened from {path}")
                         .format(path=f["id"]))
        self.facts_line.setText(" \u00b7 ".join(parts))
        self.introduction.setText(content_text(f["introduction"]))


class InvestigatorPicker(QWidget):
    """Portraits to click: the picks fill the seats in order; the last one hovered or
    picked is described below (skills and ability)."""

    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("investigator-picker")
        self.edition = "second"
        self.ids: list[str] = []
        self.picked: list[str] = []
        self.seats = 1
        self.buttons: dict[str, QToolButton] = {}
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.head = plain(QLabel(self))
        self.head.setWordWrap(True)
        box.addWidget(self.head)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.grid_host)
        self.detail = plain(QLabel(self))
        self.detail.setObjectName("investigator-detail")
        self.detail.setWordWrap(True)
        self.detail.setMinimumHeight(48)
        box.addWidget(self.detail)

    def fill(self, edition: str, ids: list[str], picked: list[str], seats: int) -> None:
        self.edition = edition
        for button in self.buttons.values():
            self.grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        self.ids = [i for i in ids if i in _investigators()]
        self.seats = seats
        self.picked = [p for p in picked if p in self.ids][:seats]
        for n, iid in enumerate(self.ids):
            button = QToolButton(self.grid_host)
            button.setObjectName(f"pick-{iid}")
            button.setCheckable(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setIconSize(QSize(PORTRAIT, PORTRAIT))
            button.setMinimumWidth(PORTRAIT + 40)
            pixmap = svg_pixmap(figure_picture(iid), QSize(PORTRAIT, PORTRAIT),
                                self.devicePixelRatioF())
            if pixmap is not None:
                button.setIcon(QIcon(pixmap))
            button.clicked.connect(lambda _=False, i=iid: self.toggle(i))
            button.installEventFilter(self)
            self.grid.addWidget(button, n // 4, n % 4)
            button.show()
            self.buttons[iid] = button
        self.retranslate()

    def set_seats(self, seats: int) -> None:
        self.seats = seats
        del self.picked[seats:]
        self.retranslate()
        self.changed.emit()

    def toggle(self, iid: str) -> None:
        if iid in self.picked:
            self.picked.remove(iid)
        elif len(self.picked) < self.seats:
            self.picked.append(iid)
        else:
            self.picked[-1] = iid  # every seat taken: the last pick gives way
        self.describe(iid)
        self.retranslate()
        self.changed.emit()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.Enter and isinstance(watched, QToolButton):
            iid = watched.objectName()[5:]
            if iid in self.buttons:
                self.describe(iid)
        return False

    def name(self, iid: str) -> str:
        return content_text(_investigators()[iid]["name"])

    def ability(self, iid: str) -> str:
        if self.edition == "first":
            char = _characters_1e().get(iid) or {}
            zh = current_language().startswith("zh") and char.get("text_zh")
            return zh or char.get("text", "")
        return content_text(_investigators()[iid].get("ability", ""))

    def skills_line(self, iid: str) -> str:
        inv = _investigators()[iid]
        if self.edition == "first":
            values = inv.get("attributes", {})
            names = {"strength": QCoreApplication.translate("MansionsSetup", "Strength"), "dexterity": QCoreApplication.translate("MansionsSetup", "Dexterity"),
                     "intellect": QCoreApplication.translate("MansionsSetup", "Intellect"), "luck": QCoreApplication.translate("MansionsSetup", "Luck"),
                     "marksmanship": QCoreApplication.translate("MansionsSetup", "Marksmanship"), "will": QCoreApplication.translate("MansionsSetup", "Will")}
            keys = ATTRS_1E
        else:
            values = inv.get("skills", {})
            names = {"strength": QCoreApplication.translate("MansionsSetup", "Strength"), "agility": QCoreApplication.translate("MansionsSetup", "Agility"),
                     "observation": QCoreApplication.translate("MansionsSetup", "Observation"), "lore": QCoreApplication.translate("MansionsSetup", "Lore"),
                     "influence": QCoreApplication.translate("MansionsSetup", "Influence"), "will": QCoreApplication.translate("MansionsSetup", "Will")}
            keys = SKILLS_2E
        vitals = QCoreApplication.translate("MansionsSetup", "Health {h}, Sanity {s}").format(h=inv.get("health", "?"),
                                                      s=inv.get("sanity", "?"))
        return vitals + " \u00b7 " + join_names(f"{names[k]} {values.get(k, 0)}" for k in keys)

    def describe(self, iid: str) -> None:
        self.detail.setText(self.about(iid))

    def about(self, iid: str) -> str:
        return QCoreApplication.translate("MansionsSetup", "{name}: {facts}").format(
            name=self.name(iid), facts=self.skills_line(iid)) + "\n" + self.ability(iid)

    def retranslate(self) -> None:
        self.head.setText(fill(QCoreApplication.translate("MansionsSetup", "Click up to {n} {n|portrait|portraits}: they take the "
                                   "seats in order; a seat left open gets a random "
                                   "investigator."), n=self.seats))
        for iid, button in self.buttons.items():
            seat = self.picked.index(iid) + 1 if iid in self.picked else None
            button.setChecked(seat is not None)
            label = self.name(iid)
            # always two lines: picking a portrait names its seat without the grid moving
            below = ("\u2002" if seat is None else
                     QCoreApplication.translate("MansionsSetup", "seat {n}").format(n=seat))
            button.setText(label + "\n" + below)
            button.setToolTip(tip(self.about(iid)))
        if self.picked:
            self.describe(self.picked[-1])
        elif self.ids:
            self.describe(self.ids[0])
