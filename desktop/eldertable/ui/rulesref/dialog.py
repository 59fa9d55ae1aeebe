"""Help > Rules: a browsable, searchable rules reference for each game.

Left: the contents (chapters and sections as in the rulebook, then the house rules);
right: the page. Above: the game, back and forward, and a search box that keeps only the
pages that contain the words and marks every hit on the page shown.
"""

from __future__ import annotations

from PySide6.QtCore import QUrl, Qt
from PySide6.QtGui import QColor, QKeySequence, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel,
                               QLineEdit, QSplitter, QStyle, QTextBrowser, QTextEdit,
                               QToolButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout)

from eldertable.engine.messages import fill

from ..i18n import Retranslating
from . import render
from .model import GAME_OF, REFERENCES, Reference, ReferenceError, load

KEY = Qt.ItemDataRole.UserRole
HIT = QColor("#ffe066")


def reference_for(game: str | None, config: dict | None = None) -> str:
    """Which reference a game (and its config) opens: Mansions by its profile."""
    if game == "mansions":
        return "mansions-1e" if _first_edition(config) else "mansions-2e"
    for ref, owner in GAME_OF.items():
        if owner == game:
            return ref
    return REFERENCES[0]


def _first_edition(config: dict | None) -> bool:
    options = (config or {}).get("options")
    scenario = options.get("scenario") if isinstance(options, dict) else None
    if scenario is None:
        return False
    try:
        from ...games.mansions.first.scenarios import is_first_edition
    except ImportError:
        return False
    return bool(is_first_edition(scenario))


def _gap_order(gap_id: str) -> tuple[str, int]:
    head, _, number = gap_id.rpartition("-")
    return head, int(number) if number.isdigit() else 0


class RulesReference(Retranslating, QDialog):
    """The reference window; ``show_page("s:<section>")`` or ``show_page("g:<gap id>")``."""

    def __init__(self, game: str | None = None, config: dict | None = None, parent=None,
                 reference: str | None = None):
        super().__init__(parent)
        self.setObjectName("RulesReference")
        self.game = game
        self.config = config or {}
        self.ref: Reference | None = None
        self.page = ""
        self.history: list[tuple[str, str]] = []
        self.at = -1
        self._build()
        start = reference or reference_for(game, config)
        self.choose.setCurrentIndex(max(0, REFERENCES.index(start)))
        self.retranslate()
        self._open(start)
        self.resize(900, 640)

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.back = QToolButton(self)
        self.back.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.back.setShortcut(QKeySequence.StandardKey.Back)
        self.back.clicked.connect(lambda: self._step(-1))
        self.forward = QToolButton(self)
        self.forward.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        self.forward.setShortcut(QKeySequence.StandardKey.Forward)
        self.forward.clicked.connect(lambda: self._step(1))
        self.choose = QComboBox(self)
        self.choose.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.choose.addItems([""] * len(REFERENCES))
        self.choose.activated.connect(lambda i: self._open(REFERENCES[i]))
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.hits = QLabel(self)
        for widget in (self.back, self.forward, self.choose):
            top.addWidget(widget)
        top.addWidget(self.search, 1)
        top.addWidget(self.hits)
        layout.addLayout(top)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.tree = QTreeWidget(split)
        self.tree.setHeaderHidden(True)
        self.tree.itemClicked.connect(self._clicked)
        self.tree.itemActivated.connect(self._clicked)
        self.browser = QTextBrowser(split)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        split.addWidget(self.tree)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([280, 620])
        layout.addWidget(split, 1)
        self.missing = QLabel(self)
        self.missing.setWordWrap(True)
        layout.addWidget(self.missing)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules reference"))
        self.back.setToolTip(self.tr("Back"))
        self.forward.setToolTip(self.tr("Forward"))
        self.search.setPlaceholderText(self.tr("Search the rules"))
        names = {"miskatonic": self.tr("Miskatonic Madness"),
                 "magnum-opus": self.tr("Magnum Opus"),
                 "mansions-2e": self.tr("Mansions, second edition"),
                 "mansions-1e": self.tr("Mansions, first edition with Forbidden Alchemy")}
        for i, ref in enumerate(REFERENCES):
            self.choose.setItemText(i, names[ref])
        if self.ref is not None:
            self._fill_tree()
            self._show(self.page)
            self._filter()

    # ------------------------------------------------------------------ pages

    def _open(self, reference: str, page: str | None = None, remember: bool = True) -> None:
        try:
            ref = load(reference)
        except ReferenceError as exc:
            self.ref = None
            self.tree.clear()
            self.browser.setPlainText(self.tr("The rules reference cannot be read:\n{problem}")
                                      .format(problem=str(exc)))
            return
        if self.ref is not ref:
            self.ref = ref
            self.choose.setCurrentIndex(REFERENCES.index(reference))
            tr = render.content(ref)
            self.missing.setText(tr(ref.summary) if ref.summary else "")
            self.missing.setVisible(bool(ref.summary))
            self._fill_tree()
        self.show_page(page or render.section_key(ref.sections[0].id), remember)
        self._filter()

    def show_page(self, key: str, remember: bool = True) -> bool:
        """Show a page of the current reference; False when there is no such page."""
        if self.ref is None or not self._exists(key):
            return False
        if remember and (self.at < 0 or self.history[self.at] != (self.ref.reference, key)):
            del self.history[self.at + 1:]
            self.history.append((self.ref.reference, key))
            self.at = len(self.history) - 1
        self._show(key)
        return True

    def open_topic(self, reference: str, topic: str) -> bool:
        """Open ``reference`` at the section its ``topics`` name for ``topic``."""
        self._open(reference)
        section = self.ref.topics.get(topic) if self.ref is not None else None
        return section is not None and self.show_page(render.section_key(section))

    def _exists(self, key: str) -> bool:
        kind, _, value = key.partition(":")
        if kind == "s":
            return self.ref.section(value) is not None
        return kind == "g" and value in self.ref.gaps()

    def _show(self, key: str) -> None:
        self.page = key
        tr = render.content(self.ref)
        kind, _, value = key.partition(":")
        if kind == "s":
            body = render.section_html(self.ref, self.ref.section(value), tr)
        else:
            body = render.gap_html(self.ref, value, self.config if self._own() else None, tr)
        self.browser.setHtml(body)
        self._select(key)
        self._highlight()
        self.back.setEnabled(self.at > 0)
        self.forward.setEnabled(0 <= self.at < len(self.history) - 1)

    def _own(self) -> bool:
        return self.ref is not None and self.game == self.ref.game

    def _step(self, delta: int) -> None:
        target = self.at + delta
        if 0 <= target < len(self.history):
            self.at = target
            reference, key = self.history[target]
            self._open(reference, key, remember=False)

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        kind, _, value = target.partition(":")
        if kind == "rule":
            section = next((s for s in self.ref.sections if value in s.cites), None)
            if section is not None:
                self.show_page(render.section_key(section.id))
        else:
            self.show_page(target)

    # ------------------------------------------------------------------ contents

    def _fill_tree(self) -> None:
        self.tree.clear()
        tr = render.content(self.ref)
        items: dict[str | None, QTreeWidgetItem] = {}
        for section in self.ref.sections:
            parent = items.get(section.parent)
            item = QTreeWidgetItem([tr(section.title)])
            item.setToolTip(0, item.text(0))
            item.setData(0, KEY, render.section_key(section.id))
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            items[section.id] = item
        gaps = sorted(self.ref.gaps(), key=_gap_order)
        if gaps:
            root = QTreeWidgetItem([self.tr("House rules")])
            root.setData(0, KEY, "")
            self.tree.addTopLevelItem(root)
            for gap in gaps:
                item = QTreeWidgetItem([render.gap_title(self.ref.game, gap)])
                item.setToolTip(0, item.text(0))
                item.setData(0, KEY, render.gap_key(gap))
                root.addChild(item)
        self.tree.expandToDepth(0)

    def _items(self):
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop(0)
            yield item
            stack[:0] = [item.child(i) for i in range(item.childCount())]

    def _select(self, key: str) -> None:
        for item in self._items():
            if item.data(0, KEY) == key:
                self.tree.blockSignals(True)
                self.tree.setCurrentItem(item)
                self.tree.blockSignals(False)
                return

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        key = item.data(0, KEY)
        if key:
            self.show_page(key)

    # ------------------------------------------------------------------ search

    def matches(self) -> list[str]:
        """The pages (keys) that contain the search words, in contents order."""
        words = self.search.text().strip().casefold()
        if self.ref is None or not words:
            return []
        tr = render.content(self.ref)
        keys = [item.data(0, KEY) for item in self._items() if item.data(0, KEY)]
        return [k for k in keys if words in render.page_text(self.ref, k, tr).casefold()]

    def _filter(self) -> None:
        words = self.search.text().strip()
        found = set(self.matches())
        for item in self._items():
            key = item.data(0, KEY)
            hidden = bool(words) and key not in found and not self._has_match(item, found)
            item.setHidden(hidden)
            if words and not hidden:
                item.setExpanded(True)
        self.hits.setText(fill(self.tr("{n} {n|page|pages}"), n=len(found)) if words else "")
        if words and found and self.page not in found:
            self.show_page(next(iter(self.matches())))
        self._highlight()

    def _has_match(self, item: QTreeWidgetItem, found: set[str]) -> bool:
        return any(item.child(i).data(0, KEY) in found or self._has_match(item.child(i), found)
                   for i in range(item.childCount()))

    def _highlight(self) -> None:
        words = self.search.text().strip()
        marks = []
        if words:
            doc = self.browser.document()
            fmt = QTextCharFormat()
            fmt.setBackground(HIT)
            cursor = doc.find(words, 0)
            while not cursor.isNull():
                mark = QTextEdit.ExtraSelection()
                mark.cursor = cursor
                mark.format = fmt
                marks.append(mark)
                cursor = doc.find(words, cursor)
            if marks:
                first = QTextCursor(marks[0].cursor)
                first.clearSelection()
                self.browser.setTextCursor(first)
                self.browser.ensureCursorVisible()
        self.browser.setExtraSelections(marks)

    def highlighted(self) -> list[str]:
        """The words currently marked as hits on the page."""
        return [m.cursor.selectedText() for m in self.browser.extraSelections()]



