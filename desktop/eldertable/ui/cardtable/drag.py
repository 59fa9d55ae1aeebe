"""The drag gesture of the card tables: a drop counts for the zone under the cursor.

The shell's :class:`~eldertable.ui.table_base.DragInteraction` drops on the topmost piece.
On the card tables pieces lie inside zones (a card on the Magnum Opus Table, a Clue inside
the Stone place; a card on the Library, an investigator on Campus Park), so a drop on such a
piece counts for the zone it lies in when the piece itself is no legal target.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt

from ..table_base import DragInteraction, Piece


class ZoneDrag(DragInteraction):
    def __init__(self, view):
        super().__init__(view)
        self.selected: str | None = None  # the piece id a click picked up
        self.selected_moves: dict = {}

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if (event.type() == QEvent.Type.MouseButtonDblClick
                and event.button() == Qt.MouseButton.LeftButton):
            return self._double(event)
        return super().eventFilter(obj, event)

    def _press(self, event) -> bool:
        pacer = getattr(self.view, "pacer", None)
        if pacer is not None and pacer.busy() and self._piece_at(
                event.position().toPoint()) is not None:
            pacer.flush()  # the table catches up before a piece is taken
            self.deselect()
        if self.selected is not None:
            return self._second_click(event)
        return super()._press(event)

    # ---- click, then click

    def _second_click(self, event) -> bool:
        """A piece is selected: a click on a lit place plays it there; on the piece itself
        it lets go; on another lit piece it picks that one up; on a place it may not go
        to, it stays selected and the status line says why; anywhere else it lets go and
        counts as a click of its own."""
        pos = event.position().toPoint()
        chosen, moves = self.selected, self.selected_moves
        under = self._piece_at(pos)
        if under is not None and under.piece_id == chosen:
            self.deselect()
            return True
        self.moves = moves
        target = self._target_at(pos, self.view.pieces.get(chosen))
        self.moves = {}
        if target is not None and target.piece_id in moves:
            self.deselect()
            self.view.apply(moves[target.piece_id])
            return True
        if (under is not None and under.draggable
                and any(t is not None for t in self.view.moves_for(under.piece_id))):
            # another lit card (one beside it in the hand): that one is picked up instead
            # of a refusal for the zone it lies in (issue 25)
            self.deselect()
            return super()._press(event)
        if (target is not None and not target.draggable
                and not self.view.moves_for(target.piece_id)):
            self.view.message.emit(self.refusal(chosen, target.piece_id))
            return True  # a place, not a piece to pick up: the choice stays
        self.deselect()
        return super()._press(event)

    def select(self, piece: Piece, moves: dict) -> None:
        self.deselect()
        self.selected = piece.piece_id
        self.selected_moves = {t: a for t, a in moves.items() if t is not None}
        piece.set_highlighted(True)
        for target in self.selected_moves:
            if target in self.view.pieces:
                self.view.pieces[target].set_highlighted(True)
        self.view.message.emit(QCoreApplication.translate(
            "CardTable", "Now click a highlighted place to play it there (or drag it); "
                         "a double click plays it to its usual place."))

    def deselect(self) -> None:
        chosen, self.selected = self.selected, None
        targets, self.selected_moves = self.selected_moves, {}
        for pid in [chosen, *targets]:
            piece = self.view.pieces.get(pid) if pid is not None else None
            if piece is not None:
                try:
                    piece.set_highlighted(False)
                except RuntimeError:
                    pass  # the table was rebuilt: the piece is gone
        if chosen is not None:
            self.view.message.emit("")  # the hint of the choice goes with it

    def _release(self, event) -> bool:
        piece, moves, was_drag = self.piece, self.moves, self.dragging
        done = super()._release(event)
        if (not was_drag and piece is not None and None not in moves
                and any(t is not None for t in moves)):
            try:
                alive = piece.scene() is not None
            except RuntimeError:
                alive = False
            if alive:
                self.select(piece, moves)
        return done

    def _double(self, event) -> bool:
        """A double click on a card plays it to its most common place."""
        piece = self._piece_at(event.position().toPoint())
        if piece is None:
            return False
        moves = self.view.moves_for(piece.piece_id)
        targets = [t for t in moves if t is not None]
        if not targets:
            return False
        self.deselect()
        chooser = getattr(self.view, "default_target", None)
        target = chooser(piece.piece_id, targets) if chooser is not None else targets[0]
        self.view.apply(moves[target if target in moves else targets[0]])
        return True

    def cancel(self) -> None:
        self.deselect()
        super().cancel()

    def _target_at(self, view_pos, moving: Piece) -> Piece | None:
        first = None
        for item in self.view.items(view_pos):
            if not isinstance(item, Piece) or item is moving:
                continue
            for target in (item.piece_id, getattr(item, "zone", None)):
                if target is not None and target in self.moves:
                    return self.view.pieces.get(target, item)
            if first is None:
                first = item
        if first is not None and getattr(first, "zone", None) in self.view.pieces:
            return self.view.pieces[first.zone]
        return first
