"""The Keeper bot's turn at a pace a person can follow: second edition's
:class:`~..pacing.Pacer` with a beat per action of the Keeper bot (a keeper action, a
threat effect, the monsters' attacks at the end of its turn) instead of per monster
activation. Each beat shows the board as it stood after that action and the action's
lines in the banner, then pauses; a person who acts or presses Skip gets the board at
once. The pace is the same setting (``normal``, ``fast``, ``instant``)."""

from __future__ import annotations

import copy

from ...i18n import tr_msg
from ..pacing import Pacer, pace


class KeeperPacer(Pacer):
    acting: int = -1  # the seat whose action the events come from (set by the table)

    def keeper_bot(self) -> bool:
        controller = self.view.controller
        keeper = controller.num_seats() - 1
        return self.acting == keeper and not controller.is_human(keeper)

    def feed(self, events, seat: int) -> bool:
        if pace() == "instant":
            if self.busy():
                self.flush()
            return False
        if not self.keeper_bot() and not self.busy():
            return False
        lines: list[str] = []
        for e in events:
            text = e.text_for(seat)
            if text is not None and (not lines or lines[-1] != tr_msg(text)):
                lines.append(tr_msg(text))
        self.queue.append({"events": [(e.kind, e.data_for(seat)) for e in events],
                           "lines": lines, "pause": self.keeper_bot(),
                           "obs": copy.deepcopy(self.view.observation())})
        if not self.playing:
            self._next()
        return True
