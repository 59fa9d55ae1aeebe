"""The Mansions table for first-edition play: the shared board, zoom, pan, keys and
"Rules for this" of :class:`~..table.MansionsTable`, with first-edition moves.

* The acting investigator is dragged one space at a time (``Step``): while it is held, the
  spaces one step away light up. A click on it (or Tab) chooses it; Enter steps to the
  dashed target, as on the second-edition table.
* The Keeper drags a monster to play a keeper action that moves one monster
  (``KeeperAction(card, monster, to)``); when two such cards are in hand, the cheaper one.
* Every other action is a button of :mod:`.bar`. d10 tests go to the test row and the
  window's dice tray.
"""

from __future__ import annotations

import html
from typing import Any

from ...i18n import tr_msg
from ..pieces import figure_id, space_id
from ..table import MansionsTable
from .chrome import FirstChrome
from .pacing import KeeperPacer
from .words import FirstWords, card_cost, card_name, cards


def moves_one_monster(cid: str) -> bool:
    """Whether the keeper action card ``cid`` moves one monster of the Keeper's choice."""
    card = cards().cards.get(cid)
    return card is not None and any(e.do == "move-monsters" and e.which == "one"
                                    for e in card.effects)


class FirstEditionTable(MansionsTable):
    def make_pacer(self) -> KeeperPacer:
        return KeeperPacer(self)  # the Keeper bot's turn, one action at a time

    def make_chrome(self):
        self.words = FirstWords(self)
        return FirstChrome(self)

    # ---- what the view reads: the observation only (it carries the map and the story)

    def _mover(self, obs: dict[str, Any]) -> str | None:
        """The figure the viewing seat may step now: its investigator on its turn."""
        if obs.get("phase") != "investigator" or obs.get("current") != self.seat:
            return None
        invs = obs.get("investigators") or []
        active = obs.get("active")
        if isinstance(active, int) and 0 <= active < len(invs):
            return invs[active]["id"]
        return None

    def moves_for(self, piece_id: str) -> dict[str | None, Any]:
        legal = self.controller.legal_actions(self.seat)
        if not legal:
            return {}
        mover = self._mover(self.controller.observation(self.seat))
        out: dict[str | None, Any] = {}
        for act in legal:
            name = type(act).__name__
            if name == "Step" and mover is not None and piece_id == figure_id(mover):
                out.setdefault(space_id(act.to), act)
            elif name == "KeeperAction" and act.to >= 0 and piece_id == figure_id(act.target):
                had = out.get(space_id(act.to))  # two cards reach it: the cheaper one
                if had is None or card_cost(act.card) < card_cost(had.card):
                    out[space_id(act.to)] = act
        return out

    def drop_note(self, action) -> str | None:
        """A monster moved by a keeper card: the card and its threat, before the drop."""
        if type(action).__name__ != "KeeperAction":
            return None
        threat = self.controller.observation(self.seat).get("threat", 0)
        return self.tr("Dropping it here plays {card}: {cost} threat (the Keeper has "
                       "{threat}).").format(card=card_name(action.card),
                                            cost=card_cost(action.card), threat=threat)

    def held_note(self, piece_id: str) -> str | None:
        """A monster the Keeper holds that no keeper card may move now: the card's price or
        "played this turn", the rules' own words, before any drop."""
        if not piece_id.startswith("fig:"):
            return None
        obs = self.controller.observation(self.seat)
        card = next((k for k in obs.get("keeper_actions", ())
                     if moves_one_monster(k["id"]) and not k["used"]
                     and k["cost"] <= obs.get("threat", 0)), None)
        if card is not None:  # a card may pay: the reason lies in the drop, not the hold
            return None
        proposed = self.proposed_action(piece_id, space_id(0))
        if proposed is None:
            return None
        reason = self.controller.why_illegal(proposed)
        return tr_msg(reason) if reason is not None else None

    def action_places(self, action) -> tuple[str, str | None] | None:
        name = type(action).__name__
        if name == "KeeperAction" and action.to >= 0:
            return (figure_id(action.target), space_id(action.to))
        if name == "Step":
            mover = self._mover(self.controller.observation(self.seat))
            return (figure_id(mover), space_id(action.to)) if mover else None
        return None

    def proposed_action(self, piece_id: str, target_id: str):
        """What a drop on a space that is not lit would have been, for the rules' reason:
        the acting investigator's step, or a monster moved by the cheapest keeper action
        that moves one monster (in hand or not: its cost may be the reason)."""
        if not (piece_id.startswith("fig:") and target_id.startswith("space:")):
            return None
        from ....games.mansions.first.actions import KeeperAction, Step

        obs = self.controller.observation(self.seat)
        to = int(target_id[6:])
        if piece_id == figure_id(self._mover(obs) or ""):
            return Step(to)
        monster = piece_id[4:]
        if obs.get("phase") != "keeper" or obs.get("current") != self.seat or not any(
                m["id"] == monster for m in obs.get("monsters", ())):
            return None
        movers = [k for k in obs.get("keeper_actions", ()) if moves_one_monster(k["id"])]
        if not movers:
            return None
        card = min(movers, key=lambda k: (k["used"], k["cost"], k["id"]))["id"]
        return KeeperAction(card, monster, to)

    def populate(self, observation: dict[str, Any]) -> None:
        super().populate(observation)
        for inv in observation.get("investigators", ()):  # hiding, in the space's tooltip
            piece = self.board.spaces.get(inv["space"]) if inv.get("hidden") else None
            if piece is None:
                continue
            name = html.escape(self.words.name(inv["id"], observation))
            line = (self.tr("{name} is hidden in the Mists of Releh.") if inv["hidden"] == "mists"
                    else self.tr("{name} is hidden.")).format(name=name)
            piece.setToolTip(piece.toolTip() + "<br><i>" + line + "</i>")

    # ---- following events

    def _on_events(self, events, seat: int) -> None:
        rolls = [e.data_for(self.seat) for e in events if e.kind == "roll"]
        if rolls:
            self.chrome.tested(rolls)  # the window's dice tray reads their dice itself
        self.pacer.acting = seat
        for e in events:  # draws and plays name their card
            cid = e.data_for(self.seat).get("card")
            if isinstance(cid, str) and card_name(cid) != cid:
                self.chrome.carded(cid)
        super()._on_events(events, seat)

    def reset(self) -> None:
        self.chrome.forget_tests()
        super().reset()
