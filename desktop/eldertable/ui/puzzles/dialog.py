"""Opening a puzzle from a card or event: a modal dialog that returns the outcome.

``open_puzzle_dialog(parent, puzzle)`` shows the right view for ``puzzle`` and returns
its :class:`~eldertable.games.mansions.puzzles.base.Outcome` once the attempt is over and
the player closes the dialog. Closing it earlier returns None and leaves the puzzle state
exactly as it is (the caller saves it and may open the dialog again later).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from .base import PuzzleView
from .source import LocalSource, PuzzleSource


def view_for(puzzle, parent: QWidget | None = None) -> PuzzleView:
    """The view that shows ``puzzle``: a puzzle object, or a
    :class:`~.source.PuzzleSource` (the view class follows the observation's ``kind``)."""
    from .alchemy_view import AlchemyView
    from .code_view import CodeView
    from .lock_view import LockView
    from .rune_view import RuneView
    from .slide_view import SlideView
    from .wiring_view import WiringView

    source = puzzle if isinstance(puzzle, PuzzleSource) else LocalSource(puzzle)
    views = {"alchemy": AlchemyView, "code": CodeView, "lock": LockView, "fa-lock": LockView,
             "slide": SlideView, "wiring": WiringView, "rune": RuneView}
    kind = source.observation().get("kind")
    try:
        cls = views[kind]
    except KeyError:
        raise ValueError(f"no view for a {kind!r} puzzle") from None
    return cls(source, parent)


class PuzzleDialog(QDialog):
    def __init__(self, puzzle, parent: QWidget | None = None):
        super().__init__(parent)
        self.outcome = None
        self.view = view_for(puzzle, self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self.view.finished.connect(self._finished)
        self.setWindowTitle(self.view.title.text())
        self.resize(1120, 640)

    def _finished(self, outcome) -> None:
        self.outcome = outcome
        button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        button.setText(self.tr("Done"))
        button.setDefault(True)

    def reject(self) -> None:
        self.view.settle()
        super().reject()


def open_puzzle_dialog(parent: QWidget | None, puzzle):
    """Show ``puzzle`` modally; the Outcome once the attempt is over, else None."""
    dialog = PuzzleDialog(puzzle, parent)
    dialog.exec()
    return dialog.outcome
