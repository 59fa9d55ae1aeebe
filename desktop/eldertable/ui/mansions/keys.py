"""Choosing a figure and moving it without the mouse: a mixin of the Mansions table view
(its words are in the ``MansionsTable`` context).

Tab and Shift+Tab choose the next or previous figure (a click on a figure chooses it too):
its legal spaces light up and a dashed target rests on its own space. The arrows move the
target to the nearest space that way, Enter moves the figure there (or the status bar says
why not), Escape lets go. ``R`` toggles the range display, ``+``/``-`` zoom, ``F`` fits.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, Qt

from ..i18n import tr_msg
from .pieces import FigurePiece, figure_id, space_id


class ChoiceKeys:
    def choose(self, fig: str | None) -> None:
        """Choose a figure (None: none): light its legal spaces, aim the target at it."""
        self.chosen = fig if fig in self.board.figures else None
        piece = self.board.figures.get(self.chosen) if self.chosen else None
        self.target = self._space_of(piece) if piece is not None else None
        self._mark_choice()

    def _space_of(self, piece: FigurePiece) -> int | None:
        for f in self.board.map.get("figures", ()):
            if f["id"] == piece.fig:
                return f["space"]
        return None

    def refresh_choice(self) -> None:
        self._mark_choice()

    def _mark_choice(self) -> None:
        for piece in self.board.figures.values():
            piece.set_selected(piece.fig == self.chosen)
        self.lit = self.moves_for(figure_id(self.chosen)) if self.chosen else {}
        for piece in self.board.spaces.values():
            piece.set_highlighted(piece.piece_id in self.lit)
            piece.set_target(piece.index == self.target)
        self._show_range()

    def _show_range(self) -> None:
        steps: dict[int, int] = {}
        if self.range_action.isChecked() and self.chosen:
            space = self._space_of(self.board.figures[self.chosen])
            data = self.board.space_data.get(space)
            if data is not None:
                steps = {s: d for s, d in data["range"]}
                steps[space] = 0
        for index, piece in self.board.spaces.items():
            piece.set_range(steps.get(index))

    def cycle(self, forward: bool = True) -> None:
        order = sorted(self.board.figures.values(),
                       key=lambda p: (p.kind != "investigator", p.fig))
        if not order:
            return
        ids = [p.fig for p in order]
        if self.chosen in ids:
            i = (ids.index(self.chosen) + (1 if forward else -1)) % len(ids)
        else:
            i = 0 if forward else len(ids) - 1
        self.choose(ids[i])
        self.centerOn(self.board.figures[ids[i]].centre())

    def aim(self, dx: int, dy: int) -> None:
        """Move the keyboard target to the nearest space in direction (dx, dy)."""
        if self.target is None:
            return
        here = self.board.space_data[self.target]["centre"]
        best, best_score = None, math.inf
        for index, space in self.board.space_data.items():
            vx, vy = space["centre"][0] - here[0], space["centre"][1] - here[1]
            along = vx * dx + vy * dy
            if along <= 0.01:
                continue
            across = abs(vx * dy - vy * dx)
            if across > along * 1.5:
                continue
            score = along + 2 * across
            if score < best_score:
                best, best_score = index, score
        if best is not None:
            self.target = best
            for piece in self.board.spaces.values():
                piece.set_target(piece.index == best)
            self.ensureVisible(self.board.spaces[best], 40, 40)

    def commit(self) -> None:
        """Enter: move the chosen figure to the target, or say why not."""
        if self.chosen is None or self.target is None:
            self.message.emit(QCoreApplication.translate(
                "MansionsTable", "Choose a figure first (Tab), then a space (arrows)."))
            return
        action = self.lit.get(space_id(self.target))
        if action is not None:
            self.apply(action)
            return
        proposed = self.proposed_action(figure_id(self.chosen), space_id(self.target))
        reason = self.controller.why_illegal(proposed) if proposed is not None else None
        self.message.emit(tr_msg(reason) if reason is not None
                          else QCoreApplication.translate("MansionsTable", "That figure cannot go there."))

    def event(self, event) -> bool:
        if (event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier):  # Ctrl+Tab leaves
            self.cycle(event.key() == Qt.Key.Key_Tab
                       and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                  Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in arrows and self.chosen is not None:
            self.aim(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit()
        elif key == Qt.Key.Key_Escape:
            self.choose(None)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key in (Qt.Key.Key_F, Qt.Key.Key_Home):
            self.zoom_fit()
        elif key == Qt.Key.Key_R:
            self.range_action.toggle()
        else:
            super().keyPressEvent(event)
