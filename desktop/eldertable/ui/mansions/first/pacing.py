"""The Keeper bot's turn at a pace a person can follow: second edition's
:class:`~..pacing.Pacer` with a beat per action of the Keeper bot (a keeper action, a
threat effect, the monsters' attacks at the end of its turn) instead of per monster
activation. A keeper action or threat effect played, and a card an investigator finds
exploring, come on a story card with Continue; at the step pace each Keeper beat waits
for Continue. Each beat shows the board as it stood after that action and the action's
lines in the banner, then pauses; a person who acts or presses Skip gets the board at
once. The pace is the same setting (``normal``, ``fast``, ``instant``)."""

from __future__ import annotations

from ....engine.plaindata import copy_plain
from ...i18n import tr_msg
from ..pacing import Pacer, pace
from ..storyflow import first_role, head_of, heading_of


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
        cards = [(e.kind, e.data_for(seat)) for e in events
                 if first_role(e.kind, e.data_for(seat)) == "card"]
        keeper = self.keeper_bot()
        if not keeper and not cards and not self.busy():
            return False
        lines: list[str] = []
        for e in events:
            text = e.text_for(seat)
            if text is not None and (not lines or lines[-1] != tr_msg(text)):
                lines.append(tr_msg(text))
        monster = next((e.data_for(seat).get("monster") for e in events
                        if e.data_for(seat).get("monster")), None)
        role = "card" if cards else "monster" if keeper else None
        obs = copy_plain(self.view.observation())
        self.queue.append({"events": [(e.kind, e.data_for(seat)) for e in events],
                           "texts": [(e.kind, e.data_for(seat), e.text_for(seat))
                                     for e in events],
                           "first": cards[0] if cards else None,
                           "lines": lines, "pause": keeper, "role": role,
                           "heading": heading_of(*cards[0]) if cards else "",
                           "monster": monster, "head": head_of(obs), "obs": obs,
                           "obs_seat": self.view.seat})  # whose view (Pacer.told_obs)
        if not self.playing:
            self._next()
        return True
