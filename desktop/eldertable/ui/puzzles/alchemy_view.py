"""The alchemy puzzle on screen: the setup tile, the ring of pieces, pile and discard tray
(drawn by :mod:`.alchemy_board`).

Mouse: drag a piece onto a touching piece to swap (1 action); drop it anywhere else and it
slides back with the reason shown; drag it to the discard tray to Replace (2 actions: it
goes first, then a new piece is drawn from the pile into its place). Keys: arrows or Tab
move the selection round the ring, Space picks the selected piece up, arrows then choose
where to, Enter swaps, Escape puts it down, Delete replaces, T stops and tests, S spends a
skill point.
"""

from __future__ import annotations

import math
from fractions import Fraction

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer

from ...engine.protocol import CHANCE
from ...games.mansions.puzzles.alchemy import (AlchemyDiscard, AlchemySkillPoint, AlchemyStop,
                                               AlchemySwap)
from .alchemy_board import APOTHEM, DEPTH, DIE, PILE, TRAY, AlchemyBoard
from .base import Item, PuzzleView
from .drag import DragInteraction
from eldertable.engine.messages import fill

__all__ = ["APOTHEM", "DEPTH", "TRAY", "AlchemyView", "percent"]



def percent(p: Fraction) -> str:
    """40% for exact hundredths, else one decimal and the fraction: 43.3% (13/30)."""
    if (p * 100).denominator == 1:
        return f"{int(p * 100)}%"
    return f"{float(p) * 100:.1f}% ({p.numerator}/{p.denominator})"


class AlchemyView(AlchemyBoard, PuzzleView):
    def __init__(self, source, parent=None):
        super().__init__(source, parent)
        self.n = len(self.obs["slots"])
        self.half = math.pi / self.n
        self.pieces: dict[str, Item] = {}
        self.dealing: list[tuple[str, str, int]] = []  # (piece, shape, slot) still to fly
        self.focus_slot = 0
        self.held: int | None = None
        self.aim: int | None = None
        self._build_scene()
        self.drag = DragInteraction(self, draggable=self._draggable, drop=self._drop,
                                    targets=self._targets, click=self._click)
        self.board.setFocus()
        self.retranslate()
        self.sync()
        self.refresh()
        QTimer.singleShot(0, self, self._advance_chance)

    # ------------------------------------------------------------------ scene

    def _build_scene(self) -> None:
        obs = self.obs
        self.scene.setSceneRect(QRectF(-500, -250, 1090, 500))
        self.tile = Item("tile", self.tile_path().boundingRect(), self._draw_tile, self.tile_path())
        self.tile.setZValue(0)
        self.scene.addItem(self.tile)
        self.pile = Item("pile", QRectF(PILE.x() - 80, PILE.y() - 50, 160, 130), self._draw_pile)
        self.scene.addItem(self.pile)
        self.tray = Item("tray", TRAY.adjusted(-40, 0, 40, 34), self._draw_tray,
                         self._tray_outline())
        self.scene.addItem(self.tray)
        self.die = Item("die", DIE, self._draw_die)
        self.scene.addItem(self.die)
        self.seal = obs["seal"]

    def _new_piece(self, piece: str, shape: str) -> Item:
        path = self.piece_path()
        item = Item(piece, path.boundingRect(), lambda p, r, s=shape, k=piece: self._draw_piece(
            p, k, s), path)
        item.face_up = True  # type: ignore[attr-defined]
        item.setZValue(10)
        self.scene.addItem(item)
        self.pieces[piece] = item
        return item

    # ------------------------------------------------------------------ following the state

    def sync(self) -> None:
        """Put every piece where the puzzle says (animated from wherever it is now).
        After the roll the last board stays in view, faded: its pieces are back in the
        pile by then (FA-ALCH-26)."""
        obs = self.obs
        slots = obs["slots"]
        if obs["phase"] == "done":
            slots = [None if p is None else {"piece": p, "shape": shape}
                     for p, shape in zip(obs["board_at_roll"], obs["shapes_at_roll"])]
        waiting = {piece for piece, _shape, _slot in self.dealing}
        present = set()
        for slot, entry in enumerate(slots):
            if entry is None:
                continue
            present.add(entry["piece"])
            item = self.pieces.get(entry["piece"]) or self._new_piece(entry["piece"],
                                                                     entry["shape"])
            item.setOpacity(0.55 if obs["phase"] == "done" else 1.0)
            if self.animator.is_moving(item) or entry["piece"] in waiting:
                continue  # already on its way (dealt, drawn), or next to fly
            turned = (item.rotation() - self.angle(slot) + 180.0) % 360.0 - 180.0
            if item.pos() != QPointF(0, 0) or abs(turned) > 0.01:
                self.animator.move(item, pos=QPointF(0, 0), rotation=self.angle(slot))
        for key in [k for k in self.pieces if k not in present]:
            item = self.pieces.pop(key)
            self.scene.removeItem(item)
        for item in (self.pile, self.tray, self.die, self.tile):
            item.update()
        self._marks()

    def on_events(self, events: list) -> None:
        for e in events:
            if e.kind in ("dealt", "drawn"):
                item = self._new_piece(e.data["piece"], e.data["shape"])
                item.face_up = False  # type: ignore[attr-defined]
                item.setPos(self._pile_pos())
                item.setRotation(0.0)
                self.dealing.append((e.data["piece"], e.data["shape"], e.data["slot"]))
            elif e.kind == "discarded":
                item = self.pieces.pop(e.data["piece"], None)
                if item is not None:
                    def gone(it=item):
                        if it.scene() is not None:
                            self.scene.removeItem(it)
                        self.tray.update()
                        self._advance_chance()

                    self.animator.move(item, pos=self._tray_pos(), rotation=0.0, done=gone)
        self.sync()
        if self.dealing and len(self.dealing) == sum(
                1 for e in events if e.kind in ("dealt", "drawn")):
            self._fly_next()

    def _fly_next(self) -> None:
        """Pieces leave the pile one at a time, each turned face up where it lands (an owner
        that ran several deals at once still sees them go round one by one)."""
        if not self.dealing:
            self._advance_chance()
            return
        piece, _shape, slot = self.dealing[0]
        item = self.pieces.get(piece)

        def landed(it=item):
            if self.dealing and self.dealing[0][0] == piece:
                self.dealing.pop(0)
            if it is not None:
                it.face_up = True  # type: ignore[attr-defined]
                it.update()
            self._fly_next()

        if item is None:
            landed()
            return
        self.animator.move(item, pos=QPointF(0, 0), rotation=self.angle(slot), done=landed)

    def _advance_chance(self) -> None:
        """Deals and draws are chance steps the view runs itself, one at a time."""
        if self.animator.busy() or self.dealing or self.source.current() != CHANCE:
            return
        self.follow(self.source.chance_step())

    def idle(self) -> None:
        self._advance_chance()

    def settle(self) -> None:
        """Finish every animation and every pending deal or draw now."""
        while True:
            self.animator.settle()
            if self.dealing:
                self._fly_next()  # nothing flies after a settle: send the next one
                continue
            if self.source.current() != CHANCE:
                break
            self._advance_chance()

    # ------------------------------------------------------------------ panel

    def retranslate(self) -> None:
        obs = self.obs
        self.title.setText(self.tr("Alchemy puzzle, side {side}").format(side=obs["side"]))
        self.stop_button.setText(self.tr("Stop and test (T)"))
        self.keys.setText(self.tr("Keys: arrows or Tab select a piece, Space picks it up, "
                                  "arrows aim, Enter swaps, Escape puts it down, Delete "
                                  "replaces, T tests, S spends a skill point."))

    def refresh(self) -> None:
        obs = self.obs
        self.counter.setText(self.tr("Puzzle actions: {n}").format(n=obs["actions_left"]))
        chance = Fraction(*obs["chance_exact"])
        lines = [self.tr("Correct pieces: {c} of {n}").format(c=obs["correct"], n=self.n)]
        if obs["phase"] == "done":
            verdict = self.tr("passed") if obs["passed"] else self.tr("failed")
            lines.append(self.tr("Rolled {face}: {verdict}.").format(face=obs["roll"],
                                                                    verdict=verdict))
            if obs["passed"] is False and obs.get("side_effects", True):
                lines.append(self.tr("Draw a Side Effect card."))
        else:
            lines.append(self.tr("Chance to pass if tested now: <b>{p}</b>").format(
                p=percent(chance)))
        if obs.get("spends") == "clue":  # second edition (FA-GAP-32): Clues buy actions
            lines.append(self.tr("Clues: {k}, {luck} more actions each").format(
                k=obs["skill_points_left"], luck=obs["luck"]))
            spend = self.tr("Spend a Clue (+{luck} {luck|action|actions})")
        else:
            lines.append(self.tr("Skill points: {k}, Luck {luck}").format(
                k=obs["skill_points_left"], luck=obs["luck"]))
            spend = self.tr("Spend a skill point (+{luck} {luck|action|actions})")
        self.info.setText("<br>".join(lines))
        self.spend_button.setText(fill(spend, luck=obs["luck"]))
        self.spend_button.setEnabled(bool(obs["can_spend"]))
        self.stop_button.setEnabled(obs["phase"] == "play")
        self.counter.setEnabled(obs["phase"] != "done")

    def _marks(self) -> None:
        obs = self.obs
        for slot, entry in enumerate(obs["slots"]):
            if entry is None or entry["piece"] not in self.pieces:
                continue
            item = self.pieces[entry["piece"]]
            if self.held is not None:
                mark = ("held" if slot == self.held else
                        "focus" if slot == self.aim else None)
            else:
                mark = "focus" if slot == self.focus_slot and self.board.hasFocus() else None
            item.set_mark(mark)

    # ------------------------------------------------------------------ mouse

    def _draggable(self, item: Item) -> bool:
        return item.key in self.pieces and self.obs["phase"] == "play" \
            and self.pieces[item.key] is item

    def _slot_of(self, piece: str) -> int | None:
        for slot, entry in enumerate(self.obs["slots"]):
            if entry is not None and entry["piece"] == piece:
                return slot
        return None

    def _targets(self, item: Item) -> list[Item]:
        slot = self._slot_of(item.key)
        if slot is None:
            return []
        slots = self.obs["slots"]
        others = [a.b if a.a == slot else a.a for a in self.legal()
                  if isinstance(a, AlchemySwap) and slot in (a.a, a.b)]
        out = [self.pieces[slots[b]["piece"]] for b in others
               if slots[b] is not None and slots[b]["piece"] in self.pieces]
        if self.obs["replace_allowed"]:
            out.append(self.tray)
        return out

    def _drop(self, item: Item, where: QPointF) -> bool:
        slot = self._slot_of(item.key)
        if slot is None:
            return False
        if TRAY.adjusted(-20, -20, 20, 20).contains(where):
            return self.act(AlchemyDiscard(slot)) is not None
        target = self.slot_at(where)
        if target is None or target == slot:
            self.say(self.tr("Drop the piece on a piece that touches it, or on the tray."),
                     error=target is None)
            return False
        return self.act(self._swap(slot, target)) is not None

    def _swap(self, a: int, b: int) -> AlchemySwap:
        """The swap of the pieces on edges ``a`` and ``b``, in whichever order the legal list
        names it: a swap is the same move from either piece."""
        for act in self.legal():
            if isinstance(act, AlchemySwap) and {act.a, act.b} == {a, b}:
                return act
        return AlchemySwap(a, b)  # refused: the puzzle or the game says why

    def _click(self, item: Item) -> None:
        slot = self._slot_of(item.key)
        if slot is not None:
            self.focus_slot = slot
            self._marks()

    # ------------------------------------------------------------------ keyboard

    def handle_key(self, event) -> bool:
        key = event.key()
        if self.obs["phase"] != "play":
            return False
        forward = key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab)
        backward = key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab)
        if forward or backward:
            step = 1 if forward else -1
            if self.held is None:
                self.focus_slot = (self.focus_slot + step) % self.n
            else:
                self.aim = ((self.aim if self.aim is not None else self.held) + step) % self.n
                if self.aim == self.held:
                    self.aim = (self.aim + step) % self.n
            self._marks()
            return True
        if key == Qt.Key.Key_Space:
            if self.held is None:
                self.held = self.focus_slot
                self.aim = (self.held + 1) % self.n
                self.say(self.tr("Picked up; choose where with the arrows, Enter swaps."))
            else:
                self.held = self.aim = None
            self._marks()
            return True
        if key == Qt.Key.Key_Escape and self.held is not None:
            self.held = self.aim = None
            self._marks()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.held is not None:
            a, b = self.held, self.aim
            self.held = self.aim = None
            if self.act(self._swap(a, b)) is not None:
                self.focus_slot = b
            self._marks()
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            slot = self.held if self.held is not None else self.focus_slot
            self.held = self.aim = None
            self.act(AlchemyDiscard(slot))
            return True
        if key == Qt.Key.Key_T:
            self.stop()
            return True
        if key == Qt.Key.Key_S:
            self.spend()
            return True
        return False

    # ------------------------------------------------------------------ buttons

    def spend(self) -> None:
        self.act(AlchemySkillPoint())

    def stop(self) -> None:
        if self.act(AlchemyStop()) is not None:
            self._advance_chance()

    def act(self, action):
        events = super().act(action)
        if events is not None and not self.animator.busy():
            QTimer.singleShot(0, self, self._advance_chance)
        return events

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._marks()

