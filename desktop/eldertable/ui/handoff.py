"""Hot-seat play: a curtain hides the table while the mouse passes to the next person.

With more than one person at the screen, when the turn passes to another person's seat the
curtain covers the whole window below the menus, the table and the log are emptied, and only
when that person clicks the curtain's button does the table fill again, from that seat's
observation. A click anywhere else on the curtain does nothing, and the button takes no click
for its first ``Curtain.arming_ms`` milliseconds: a click meant for the last step of the
previous person's turn (a reveal, a Continue) must never lift the curtain on the next
person's hand.
While the curtain is up the controller refuses undo and redo (it is told through
``GameController.set_covered``). A game whose seats are all shown the same
(``State.shared_view``, e.g. second-edition Mansions) needs no curtain: the table simply
follows the acting person's seat.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .i18n import Retranslating, tr_msg
from .plaintext import plain


class Curtain(Retranslating, QWidget):
    """The full-window cover: "Pass the mouse on: <seat>" and one button."""

    revealed = Signal()

    # how long the button stays deaf after the curtain falls (tests set 0)
    arming_ms = 600

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("HandoffCurtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.seat_name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = plain(QLabel(self))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.hint = plain(QLabel(self))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.revealed)
        self._arming = QTimer(self)
        self._arming.setSingleShot(True)
        self._arming.timeout.connect(self._arm)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the mouse on: {seat}").format(seat=self.seat_name))
        self.hint.setText(self.tr("The table stays hidden so that nobody sees another "
                                  "person's cards. {seat}: click the button when you are ready.")
                          .format(seat=self.seat_name))
        self.button.setText(self.tr("{seat}: show my table").format(seat=self.seat_name))

    def cover(self, seat_name: str) -> None:
        self.seat_name = seat_name
        self.retranslate()
        self.show()
        self._fit()  # after show(): showing may lay the window out anew (a taller menu bar)
        self.raise_()
        if self.arming_ms > 0:
            self.button.setEnabled(False)
            self._arming.start(self.arming_ms)
        else:
            self._arm()

    def _arm(self) -> None:
        self.button.setEnabled(True)
        self.button.setFocus()

    def _fit(self) -> None:
        parent = self.parentWidget()
        top = 0
        menu = getattr(parent, "menuBar", None)
        if callable(menu) and menu().isVisible():
            top = menu().geometry().bottom() + 1
            menu().installEventFilter(self)  # (once) a menu bar that grows moves the curtain
        self.setGeometry(0, top, parent.width(), parent.height() - top)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        parent = self.parentWidget()
        menu = getattr(parent, "menuBar", None)
        ours = obj is parent or (callable(menu) and obj is menu())
        if ours and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#1f2430"))
        painter.end()


class HandOff(QObject):
    """Decides when the curtain falls and whose view the table shows."""

    coveredChanged = Signal(bool)  # True: the window must show nothing of any seat

    def __init__(self, controller, curtain: Curtain, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.curtain = curtain
        self.waiting_for: int | None = None
        # asked before the curtain falls: True while the person on screen still reads the
        # end of their turn (the table's ``holds_handoff``); ``release`` checks again
        self.hold: Callable[[], bool] | None = None
        curtain.setPalette(curtain.palette())
        curtain.title.setStyleSheet("color: #f4efe3;")
        curtain.hint.setStyleSheet("color: #c9c3b5;")
        curtain.revealed.connect(self.reveal)
        controller.gameStarted.connect(self._started)
        controller.stateChanged.connect(self._check)
        controller.gameClosed.connect(self._closed)

    def hot_seat(self) -> bool:
        """More than one person shares the screen."""
        return len(self.controller.human_seats()) > 1

    def _same(self, seat: int) -> bool:
        """``seat`` is shown what the seat on screen is shown: no curtain between them."""
        return self.controller.same_view(seat, self.controller.viewer)

    def covered(self) -> bool:
        return self.waiting_for is not None

    def _started(self, _game: str) -> None:
        was_covered = self.waiting_for is not None  # the last game's curtain (no close)
        self.waiting_for = None
        self.curtain.hide()
        self.controller.set_covered(False)
        if was_covered:
            self.coveredChanged.emit(False)
        if self.hot_seat():
            seat = self.controller.current_player()
            if all(self._same(h) for h in self.controller.human_seats()):
                if self.controller.is_human(seat):
                    self.controller.set_viewer(seat)  # nobody hides anything: no curtain
                return
            self._cover(seat if self.controller.is_human(seat) else self.controller.viewer)

    def _held(self) -> bool:
        return self.hold is not None and self.hold()

    def release(self) -> None:
        """What held the curtain is done: let it fall now if the turn has passed."""
        self._check()

    def _check(self) -> None:
        seat = self.controller.current_player()
        if not self.hot_seat() or not self.controller.is_human(seat):
            return
        if self.waiting_for is None and seat != self.controller.viewer and self._same(seat):
            self.controller.set_viewer(seat)  # nothing to hide: the table follows the turn
            return
        if self.waiting_for is None and seat != self.controller.viewer and self._held():
            return
        if self.waiting_for is not None:
            if seat != self.waiting_for and seat == self.controller.viewer:
                # The turn came back (an undo) to the person still on screen: lift the
                # curtain on their own view; never switch to the seat we were waiting for.
                self._uncover(self.controller.viewer)
            elif seat != self.waiting_for:
                self._cover(seat)
            return
        if seat != self.controller.viewer:
            self._cover(seat)

    def _cover(self, seat: int) -> None:
        self.waiting_for = seat
        self.controller.set_covered(True)
        self.curtain.cover(tr_msg(self.controller.seat_label(seat)))
        self.coveredChanged.emit(True)

    def reveal(self) -> None:
        """The person the curtain waited for clicked: show the table from their seat."""
        if self.waiting_for is None:
            return
        self._uncover(self.waiting_for)

    def _uncover(self, seat: int) -> None:
        """Lift the curtain and show the table from ``seat``'s side."""
        self.waiting_for = None
        self.curtain.hide()
        self.controller.set_covered(False)
        self.coveredChanged.emit(False)
        self.controller.set_viewer(seat, force=True)

    def _closed(self) -> None:
        if self.waiting_for is not None:
            self.waiting_for = None
            self.curtain.hide()
            self.controller.set_covered(False)
            self.coveredChanged.emit(False)
