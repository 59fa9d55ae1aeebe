"""The Keeper's pace: monster activations shown one at a time.

The engine runs a whole Monster step inside one ``apply`` (or a few, when a monster's
attack needs a roll), so the controller hands the table every activation at once. The
:class:`Pacer` queues them as *beats*, one per ``activate`` event, and plays them with a
QTimer: each beat walks the monsters it moved along their spaces, shows its log lines in
the :class:`KeeperBanner` over the board, and waits a moment before the next. Nothing
sleeps, so the window keeps answering; a person who acts, presses a figure, undoes or
presses *Skip* gets the board as it stands at once (:meth:`Pacer.flush`).

The pace is the one setting every table shares (:mod:`..pace`).
"""

from __future__ import annotations

import copy
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from ..i18n import tr_msg
from ..settings import settings
from .pieces import FIGURE_SIZE
from .tiles import CELL
from ..plaintext import plain

# the pace is one setting shared by every table (ui/pace.py)
from ..pace import PACE_KEY, PACES, TIMING, notifier, pace, set_pace  # noqa: E402,F401


class KeeperBanner(QFrame):
    """What the Keeper is doing now, over the foot of the board, with a Skip button."""

    skip = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("KeeperBanner")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        self.text = plain(QLabel(self))
        self.text.setObjectName("keeper-text")
        self.text.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("keeper-skip")
        self.button.clicked.connect(self.skip)
        row.addWidget(self.text, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Skip"))
        self.button.setToolTip(self.tr("Show the rest of the Keeper's turn at once"))
        self.setToolTip(self.tr("The Keeper's monsters, one at a time (the pace is set in "
                                "the side panel)"))

    def show_lines(self, lines: list[str]) -> None:
        self.text.setText("\n".join(lines))
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        view = self.parentWidget()
        area = view.viewport().geometry()
        width = max(120, area.width() - 24)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else 0
        height = max(height, self.sizeHint().height())
        self.setGeometry(area.left() + 12, area.bottom() - height - 12, width, height)


class Pacer(QObject):
    """Plays the Keeper's activations one at a time on ``view`` (a MansionsTable)."""

    beatShown = Signal(list)  # the log lines of the beat now on screen
    idle = Signal()  # the queue ran out or was flushed

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.banner = KeeperBanner(view)
        self.banner.skip.connect(self.flush)
        self.queue: deque[dict[str, Any]] = deque()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next)
        self.playing = False

    def busy(self) -> bool:
        return self.playing or bool(self.queue)

    # ---- taking the events of one action

    def feed(self, events, seat: int) -> bool:
        """Queue the events of one action; False when the view should follow them as
        usual (instant pace, or nothing of the Keeper's and nothing queued)."""
        paced = any(e.kind == "activate" for e in events)
        if pace() == "instant":
            if self.busy():
                self.flush()
            return False
        if not paced and not self.busy():
            return False
        beats: list[dict[str, Any]] = []
        for e in events:
            if e.kind == "activate" or not beats:
                beats.append({"events": [], "lines": [], "pause": e.kind == "activate"})
            beats[-1]["events"].append((e.kind, e.data_for(seat)))
            text = e.text_for(seat)
            lines = beats[-1]["lines"]
            if text is not None and (not lines or lines[-1] != tr_msg(text)):
                lines.append(tr_msg(text))  # a walk of three spaces is one line
        if not beats:
            beats.append({"events": [], "lines": [], "pause": False})
        # what follows an activation in the next action (its attack's roll) belongs to it
        if self.queue and not beats[0]["pause"]:
            first = beats.pop(0)
            last = self.queue[-1]
            last["events"] += first["events"]
            last["lines"] += first["lines"]
        if beats:
            beats[-1]["obs"] = copy.deepcopy(self.view.observation())
        else:
            self.queue[-1]["obs"] = copy.deepcopy(self.view.observation())
        self.queue.extend(beats)
        if not self.playing:
            self._next()
        return True

    # ---- playing

    def _next(self) -> None:
        if not self.queue:
            self.playing = False
            self.banner.hide()
            self.idle.emit()
            return
        self.playing = True
        beat = self.queue.popleft()
        step_ms, pause_ms = TIMING.get(pace(), TIMING["fast"])
        walked = self._show(beat, step_ms)
        if beat["lines"]:
            self.banner.show_lines(beat["lines"])
        self.beatShown.emit(list(beat["lines"]))
        self.timer.start(walked * step_ms + (pause_ms if beat["pause"] else step_ms))

    def _show(self, beat: dict[str, Any], step_ms: int) -> int:
        """Walk the figures of ``beat``; the most spaces any of them walked."""
        view, board = self.view, self.view.board
        paths: dict[str, list[int]] = {}
        for kind, data in beat["events"]:
            if kind == "move" and data.get("figure"):
                path = paths.setdefault(data["figure"], [data.get("from")])
                path.append(data.get("to"))
        before = {fid: p.pos() for fid, p in board.figures.items()}
        if "obs" in beat:
            view.refill(beat["obs"])  # the board as it stood after the action
        longest = 0
        for fid, path in paths.items():
            piece = board.figures.get(fid)
            if piece is None or fid not in before:
                continue
            points = [before[fid]] + [self.centre(s) for s in path[1:-1]]
            end = piece.pos() if "obs" in beat else self.centre(path[-1])
            points = [p for p in points if p is not None] + [end]
            view.walk_points(piece, points, step_ms)
            longest = max(longest, len(points) - 1)
        return longest

    def centre(self, index) -> QPointF | None:
        """Where a figure passing through space ``index`` stands."""
        space = self.view.board.space_data.get(index)
        if space is None:
            return None
        half = FIGURE_SIZE / 2
        return QPointF(space["centre"][0] * CELL - half, space["centre"][1] * CELL - half)

    def flush(self) -> None:
        """Show the board as it stands after everything queued, at once."""
        if not self.busy():
            return
        self.timer.stop()
        obs = next((b["obs"] for b in reversed(self.queue) if "obs" in b), None)
        self.queue.clear()
        self.playing = False
        self.banner.hide()
        if obs is not None:
            self.view.refill(obs)
        else:
            self.view.settle()
        self.idle.emit()

    def drop(self) -> None:
        """Forget what is queued (undo, another viewer, a new game): the view refills."""
        self.timer.stop()
        self.queue.clear()
        self.playing = False
        self.banner.hide()
