"""The lock puzzles of both editions: sliding bars in a frame (:mod:`.sliding`).

* Second edition (MOM2-PUZ-1, house rule MOM2-GAP-12.lock-distance): a six-by-six frame,
  the key bar in the third row; one puzzle step slides one bar as far as it goes (or one
  square, with the house rule switched off). Steps from the tested skill and clues.
* First edition (FA-ALCH-1, house rule FA-GAP-1.lock): a five-by-five frame of bolts; one
  puzzle action slides one bolt any distance. A lock has no pile, so it has no Replace.
  Actions from Intellect, plus Luck for a skill point.

Both keep their bars where they are between attempts. Every generated lock is solvable:
the generator walks away from an open lock with legal moves and keeps, as
:attr:`LockPuzzle.proof`, the moves that walk back. With ``bank=True`` a lock is drawn
from the locks made ahead of time by that generator (:mod:`.lockbank`), when the bank has
locks of its kind, and its proof is the fewest slides that open it.
"""

from __future__ import annotations

from typing import Any

from ....engine.chance import ChanceSource
from ....engine.messages import Msg, N_
from ....engine.protocol import Action, Event, action
from .base import GAME, StepPuzzle, msg
from .budget import Budget
from .lockbank import draw_lock
from .sliding import Frame, Move, Slider, frame_from_json, frame_to_json, generate


@action(GAME, "lock.slide")
class LockSlide:
    """Slide bar ``bar`` by ``distance`` squares (negative: left or up)."""

    bar: int
    distance: int


class LockPuzzle(StepPuzzle):
    width = 6
    height = 6
    key_row = 2

    def __init__(self, budget: Budget, *, chance: ChanceSource | None = None,
                 seed: int | None = None, rules: dict[str, Any] | None = None,
                 frame: Frame | None = None, positions: tuple[int, ...] | None = None,
                 bank: bool = False) -> None:
        super().__init__(chance, seed, rules)
        self.proof: list[Move] | None = None
        drawn = (draw_lock(self.chance, self.width, self.height, self.key_row,
                           self._blockers(), self._any_distance())
                 if frame is None and bank else None)
        if drawn is not None:
            frame, positions, self.proof = drawn
        elif frame is None:
            frame, positions, self.proof = generate(
                self.chance, self.width, self.height, self.key_row, self._blockers(),
                self._any_distance(), enough=self._enough())
        assert positions is not None
        self.frame = frame
        self.positions = tuple(positions)
        self.slider = Slider(frame, self._any_distance())
        if not self.slider.valid(self.positions):
            raise ValueError("the bars overlap or leave the frame")
        self._start(budget)

    # ---- settings per edition
    def _blockers(self) -> int:  # pragma: no cover - overridden
        raise NotImplementedError

    def _any_distance(self) -> bool:
        return True

    def _enough(self) -> int:
        return 5

    # ---- moves
    _slides: tuple = (None, [])  # (positions, their slides), kept by :meth:`slides`

    def slides(self) -> list[Move]:
        """The slides of the bars where they are (:meth:`Slider.moves`), kept while the
        bars stay put (read only)."""
        kept = self._slides
        if kept[0] is not self.positions:
            kept = self._slides = (self.positions, self.slider.moves(self.positions))
        return kept[1]

    def _move_actions(self) -> list[Action]:
        return [LockSlide(i, d) for i, d in self.slides()]

    def _move_problem(self, act: Action) -> Msg | None:
        if not isinstance(act, LockSlide):
            return msg(N_("mansions", "That is not a lock puzzle move."))
        if not 0 <= act.bar < len(self.frame.bars) or act.distance == 0:
            return msg(N_("mansions", "There is no such bar."))
        if (act.bar, act.distance) not in self.slides():
            return msg(N_("mansions", "That bar cannot slide there: something is in the way "
                                      "or the frame ends."))
        return None

    def _apply_move(self, act: Action) -> list[Event]:
        assert isinstance(act, LockSlide)
        self.positions = self.slider.after(self.positions, (act.bar, act.distance))
        return [Event("slid", msg(N_("mansions", "A bar slides {n} {n|square|squares}."),
                                  n=abs(act.distance)),
                      {"bar": act.bar, "distance": act.distance,
                       "pos": self.positions[act.bar]})]

    def is_solved(self) -> bool:
        return self.slider.is_open(self.positions)

    def _board_observation(self, seat: int | None) -> dict[str, Any]:
        return {"width": self.frame.width, "height": self.frame.height,
                "key_row": self.frame.key_row,
                "bars": [{"length": b.length, "vertical": b.vertical, "line": b.line,
                          "pos": self.positions[i], "key": i == 0}
                         for i, b in enumerate(self.frame.bars)]}

    # ---- JSON
    def _fields_to_json(self) -> dict[str, Any]:
        return {"frame": frame_to_json(self.frame), "positions": list(self.positions),
                **self._steps_to_json()}

    def _fields_from_json(self, data: dict[str, Any]) -> None:
        self.proof = None
        self.frame = frame_from_json(data["frame"])
        self.positions = tuple(int(p) for p in data["positions"])
        self.slider = Slider(self.frame, self._any_distance())
        if not self.slider.valid(self.positions):
            raise ValueError("the saved lock has overlapping bars")
        self._steps_from_json(data)


class SecondEditionLock(LockPuzzle):
    kind = "lock"
    width = 6
    height = 6

    def _blockers(self) -> int:
        return 7

    def _any_distance(self) -> bool:
        return bool(self.rules["MOM2-GAP-12.lock-distance"])


class FirstEditionLock(LockPuzzle):
    kind = "fa-lock"
    width = 5
    height = 5

    def _blockers(self) -> int:
        return int(self.rules["FA-GAP-1.lock"])

    def _enough(self) -> int:
        return 4
