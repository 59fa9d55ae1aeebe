"""The dice tray: every roll, drawn as dice (events whose data has "dice" and "sides").

A roll whose data also names its faces' ``kinds`` (the second-edition test dice: success,
investigation, blank) is drawn with those faces, our own SVG art under ``assets/art/dice``;
any other die (the first-edition d10, the alchemy roll, a d6) as its shape with the number.
In a physical-dice game the caption says what the players entered, as face counts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from ..engine.messages import fill
from .dicefaces import FACE_KINDS, face_art, face_pixmap, kinds_of  # noqa: F401 - also here
from .i18n import Retranslating, join_names
from .logdock import follow_the_hold, held_back
from .plaintext import plain

MAX_ROLLS = 6

# Pip positions on a unit square for d6 faces.
_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


def paint_face(painter: QPainter, rect: QRectF, kind: str, fresh: bool) -> None:
    """One second-edition die showing ``kind``; older rolls drawn a little faded."""
    ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
    pixmap = face_pixmap(kind, int(rect.width()), ratio)
    if pixmap is None:  # no art: the die's outline and the face's first letter
        paint_die(painter, rect, 0, 8, fresh)
        return
    painter.save()
    if not fresh:
        painter.setOpacity(0.75)
    painter.drawPixmap(rect.topLeft(), pixmap)
    painter.restore()


# per game (its id), how the tray reads a roll event's data: ``{"success_at": 5}`` (count
# the dice at 5 or more), ``{"unsummed": True}`` (faces only), or {} (faces and their sum).
# A game's table module adds its reader; the engine's events stay as they are.
ROLL_READERS: dict[str, Callable[[dict], dict]] = {}


class Roll(tuple):
    """One roll in the tray: ``(action count, faces, sides)``, with the faces' ``kinds``
    (second-edition dice, else None) and whether the players ``entered`` the faces
    (physical dice)."""

    def __new__(cls, n: int, faces: list[int], sides: int, kinds=None, entered=False,
                success_at: int | None = None, unsummed: bool = False,
                replaces: bool = False):
        roll = super().__new__(cls, (n, faces, sides))
        # the roll before it counted again (a second-edition Clue spent: an investigation
        # result becomes a success), shown in its place, not as a roll of its own
        roll.replaces = bool(replaces)
        roll.kinds = list(kinds) if kinds is not None else None
        roll.entered = bool(entered)
        # a roll that counts the dice showing ``success_at`` or more (Miskatonic's 5 or 6),
        # not their sum
        roll.success_at = success_at
        roll.unsummed = bool(unsummed)  # the faces count one by one: no total
        return roll


def paint_die(painter: QPainter, rect: QRectF, face: int, sides: int, fresh: bool) -> None:
    """One die: a d6 with pips, any other die as its polygon with the number."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = QColor("#f4efe3") if fresh else QColor("#d9d3c4")
    edge = QColor("#5b4a32")
    painter.setPen(QPen(edge, max(1.0, rect.width() / 28)))
    painter.setBrush(body)
    if sides == 6:
        painter.drawRoundedRect(rect, rect.width() / 7, rect.width() / 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8c1c13") if face == 1 else QColor("#2b2118"))
        r = rect.width() / 11
        for x, y in _PIPS.get(face, []):
            painter.drawEllipse(QPointF(rect.left() + x * rect.width(),
                                        rect.top() + y * rect.height()), r, r)
    else:
        painter.drawPath(_die_outline(rect, sides))
        painter.setPen(QColor("#2b2118"))
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(rect.height() * 0.38)))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(face))
    painter.restore()


def _die_outline(rect: QRectF, sides: int) -> QPainterPath:
    c = rect.center()
    w, h = rect.width() / 2, rect.height() / 2
    if sides == 4:
        pts = [QPointF(c.x(), rect.top()), QPointF(rect.right(), rect.bottom()),
               QPointF(rect.left(), rect.bottom())]
    elif sides == 8:
        pts = [QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
               QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y())]
    elif sides == 10:
        pts = [QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y() + h * 0.15),
               QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y() + h * 0.15)]
    else:
        import math

        pts = [QPointF(c.x() + w * math.cos(math.pi / 3 * i - math.pi / 2),
                       c.y() + h * math.sin(math.pi / 3 * i - math.pi / 2)) for i in range(6)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


class DiceView(QWidget):
    """The last few rolls, newest on top and largest."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rolls: list[Roll] = []  # (action count, faces, sides), newest last
        self.one_row = False  # True: the newest roll's dice shrink to fit one row
        self.setMinimumSize(160, 90)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(220, 200)

    def first_size(self) -> float:
        """How large the newest roll's dice are drawn (``one_row``: all in one row)."""
        if not (self.one_row and self.rolls):
            return 48.0
        n = max(1, len(self.rolls[-1][1]))
        return max(12.0, min(48.0, (self.width() - 16) / n - 8, self.height() - 12.0))

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        size, y = self.first_size(), 8.0
        for i, roll in enumerate(reversed(self.rolls)):
            _n, faces, sides = roll
            kinds = getattr(roll, "kinds", None)
            x = 8.0
            for j, face in enumerate(faces):
                if x + size > self.width() - 4:
                    x = 8.0
                    y += size + 6
                rect = QRectF(x, y, size, size)
                if kinds:
                    paint_face(painter, rect, kinds[j], fresh=i == 0)
                else:
                    paint_die(painter, rect, face, sides, fresh=i == 0)
                x += size + 8
            y += size + 12
            size = 30.0
            if y > self.height():
                break
        painter.end()


class DiceTray(Retranslating, QDockWidget):
    """The last rolls, as far as the table has shown them: while a pacer shows a turn or
    a reveal one beat at a time (:mod:`.cardtable.pacer`, the Mansions pacing), the tray
    holds back the rolls of the beats still to come, as the log does, and Skip brings
    both to the end together."""

    # the events remembered (one entry each, a roll or None); enough for any held beats
    KEEP = 2000

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("DiceTray")
        self.controller = controller
        # one entry per event heard: (action count after it, its roll or None)
        self.entries: list[tuple[int, Roll | None]] = []
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(4, 4, 4, 4)
        self.caption = plain(QLabel(box))
        self.caption.setWordWrap(True)
        self.view = DiceView(box)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        self.setWidget(box)
        controller.eventsApplied.connect(self._events)
        controller.restored.connect(self._restored)
        controller.gameStarted.connect(self._started)
        controller.gameClosed.connect(self.clear)
        follow_the_hold(self)  # a pacer's release_log shows the rolls of the beat on screen
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Dice"))
        self._caption()

    def clear(self) -> None:
        self.entries.clear()
        self.view.rolls.clear()
        self._caption()
        self.view.update()

    def _caption(self) -> None:
        rolls = self.view.rolls
        if not rolls:
            self.caption.setText(self.tr("No dice rolled yet."))
            return
        self.caption.setText(self.describe(rolls[-1]))

    def describe(self, roll: Roll) -> str:
        """A roll in words: the faces' counts for second-edition dice (what was entered,
        for physical dice), the number for one die, else the numbers and their total."""
        _n, faces, sides = roll
        kinds = getattr(roll, "kinds", None)
        if kinds:
            counts = self.face_counts(kinds)
            if getattr(roll, "entered", False):
                return fill(self.tr("Entered for {n} {n|die|dice}: {counts}"),
                            n=len(kinds), counts=counts)
            return fill(self.tr("Last roll, {n} {n|die|dice}: {counts}"), n=len(kinds),
                        counts=counts)
        at = getattr(roll, "success_at", None)
        if at:
            hits = sum(1 for f in faces if f >= at)
            return fill(self.tr("Last roll: {faces} on {count}d{sides}: {n} "
                                "{n|success|successes} ({at} or more)"),
                        faces=join_names(map(str, faces)), count=len(faces), sides=sides,
                        n=hits, at=at)
        if len(faces) == 1:
            return self.tr("Last roll: {face} on a d{sides}").format(face=faces[0], sides=sides)
        if getattr(roll, "unsummed", False):
            return self.tr("Last roll: {faces} on {count}d{sides}").format(
                faces=join_names(map(str, faces)), count=len(faces), sides=sides)
        return self.tr("Last roll: {faces} on {count}d{sides}, total {total}").format(
            faces=join_names(map(str, faces)), count=len(faces), sides=sides, total=sum(faces))

    def face_counts(self, kinds: list[str]) -> str:
        """"2 successes, 1 investigation, 1 blank" (kinds not rolled left out)."""
        words = {"success": self.tr("{n} {n|success|successes}"),
                 "investigation": self.tr("{n} {n|investigation|investigations}"),
                 "blank": self.tr("{n} {n|blank|blanks}")}
        parts = [fill(words[k], n=kinds.count(k)) for k in FACE_KINDS if k in kinds]
        return join_names(parts)

    def _started(self, _game: str) -> None:
        """A resumed game's last rolls come back from its replayed story."""
        self.entries.clear()
        record = self.controller.record
        physical = record is not None and record.chance_mode == "physical"
        for count, events, _seat in self.controller.history:
            self._add(events, count, physical)  # the record keeps no "rolled by the app"
        self._shown(len(self.entries))

    def _events(self, events, _seat: int) -> None:
        record = self.controller.record
        n = len(record.actions) if record else 0
        entered = record is not None and record.chance_mode == "physical" and not self._by_app()
        held, busy = held_back(self.controller)
        before = len(self.entries)
        self._add(events, n, entered)
        if held is None:
            self._shown(len(self.entries))
            return
        # A pacer holds beats back. While it is showing beats these events join its queue:
        # their rolls wait for their beats (release_log). Otherwise the table may still pace
        # them, right after this (its release_log then holds them back before any paint);
        # the next turn of the event loop checks again, once the pacer has heard them.
        if busy:
            self._shown(max(0, before - held))
        else:
            self.catch_up()
        QTimer.singleShot(0, self.catch_up)

    def catch_up(self) -> None:
        """Show the rolls no longer held back by a pacer (the beat on screen and those
        before it; everything once the pace is skipped)."""
        held, _busy = held_back(self.controller)
        self._shown(max(0, len(self.entries) - (held or 0)))

    def _shown(self, upto: int) -> None:
        """The tray shows the rolls of the first ``upto`` events heard."""
        rolls: list[Roll] = []
        for _n, roll in self.entries[:upto]:
            if roll is None:
                continue
            if getattr(roll, "replaces", False) and rolls:
                rolls[-1] = roll
            else:
                rolls.append(roll)
        rolls = rolls[-MAX_ROLLS:]
        if len(self.entries) > self.KEEP:  # older events are never held back
            del self.entries[:len(self.entries) - self.KEEP]
        self.view.rolls = rolls
        self._caption()
        self.view.update()

    def _add(self, events, n: int, entered: bool) -> None:
        for event in events:
            data = event.data_for(self.controller.viewer)
            dice, sides = data.get("dice"), data.get("sides")
            roll = None
            if event.kind == "clue-spent":
                roll = self._converted(n)
            elif isinstance(dice, (list, tuple)) and dice and isinstance(sides, int):
                kinds = kinds_of(data)
                reader = ROLL_READERS.get(self.controller.game_id or "")
                reading = reader(data) if reader is not None else {}
                at = reading.get("success_at")
                roll = Roll(n, [int(f) for f in dice], sides, kinds,
                            entered=entered and kinds is not None,
                            success_at=at if isinstance(at, int) and 0 < at <= sides else None,
                            unsummed=reading.get("unsummed") is True)
            self.entries.append((n, roll))

    def _converted(self, n: int) -> Roll | None:
        """A second-edition Clue spent (MOM2-CLUE-1): the latest roll again, one more
        investigation result counted as a success (the engine's event names no dice)."""
        last = next((roll for _n, roll in reversed(self.entries) if roll is not None), None)
        kinds = getattr(last, "kinds", None)
        if not kinds or "investigation" not in kinds:
            return None
        kinds = list(kinds)
        kinds[kinds.index("investigation")] = "success"
        return Roll(n, list(last[1]), last[2], kinds, entered=last.entered, replaces=True)

    def _by_app(self) -> bool:
        """In a physical-dice game: whether the last roll was the app's ("Roll for me")."""
        recorder = getattr(self.controller, "recorder", None)
        chance = getattr(getattr(recorder, "state", None), "chance", None)
        return bool(getattr(getattr(chance, "ask", None), "last_by_app", False))

    def _restored(self) -> None:
        record = self.controller.record
        n = len(record.actions) if record else 0
        self.entries = [e for e in self.entries if e[0] <= n]
        self.catch_up()
