"""The log: every event in words, as the seat on screen may read it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem

from ..engine.messages import N_, Msg
from .i18n import Retranslating, tr_msg


class LogDock(Retranslating, QDockWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("LogDock")
        self.controller = controller
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.setWidget(self.list)
        # (action count after it, event or note, seat that acted)
        self.entries: list[tuple[int, object, int]] = []
        self.covered = False  # the hand-off curtain is up: show nobody's log
        controller.gameStarted.connect(self._started)
        controller.eventsApplied.connect(self._events)
        controller.restored.connect(self._restored)
        controller.viewerChanged.connect(lambda _seat: self.render())
        controller.gameClosed.connect(self.clear)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Log"))
        self.render()

    def clear(self) -> None:
        self.entries.clear()
        self.list.clear()
        self._shown_for = None

    def _count(self) -> int:
        record = self.controller.record
        return len(record.actions) if record else 0

    def _started(self, _game: str) -> None:
        self.clear()
        n = self._count()
        if n:
            self.entries.append((n, Msg(N_("LogDock", "Resumed a saved game after {n} "
                                                      "{n|action|actions}."),
                                        "LogDock", n=n), -1))
        self.render()

    def _events(self, events, seat: int) -> None:
        n = self._count()
        start = len(self.entries)
        for event in events:
            self.entries.append((n, event, seat))
        if self.covered:
            return
        if getattr(self, "_shown_for", None) != (self.controller.viewer, start):
            self.render()  # the viewer changed, or lines were dropped: rebuild
            return
        self._add_lines(self._lines_of(self.entries[start:]))
        self._shown_for = (self.controller.viewer, len(self.entries))

    def _restored(self) -> None:
        n = self._count()
        self.entries = [e for e in self.entries if e[0] <= n]
        self.render()

    def lines(self) -> list[str]:
        """The log as the viewing seat reads it."""
        return self._lines_of(self.entries)

    def _lines_of(self, entries) -> list[str]:
        seat = self.controller.viewer
        out = []
        for _n, entry, _actor in entries:
            msg = entry if isinstance(entry, Msg) else entry.text_for(seat)
            if msg is not None:
                out.append(tr_msg(msg))
        return out

    def set_covered(self, covered: bool) -> None:
        self.covered = covered
        self.render()

    def render(self) -> None:
        self.list.clear()
        self._shown_for = None
        if self.covered:
            return
        self._add_lines(self.lines())
        self._shown_for = (self.controller.viewer, len(self.entries))

    def _add_lines(self, lines: list[str]) -> None:
        for line in lines:
            item = QListWidgetItem(line)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
        self.list.scrollToBottom()
