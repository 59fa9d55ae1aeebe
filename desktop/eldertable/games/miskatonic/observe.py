"""What a seat may see (``observation``) and what it may do now (``prompt``).

Seat 0 (cultist) sees his hand and the identity of his face-down cards; seat 1
(investigators) sees a count of the hand and only backs of face-down cards. Neither ever
sees the deck's order. ``None`` is the all-seeing designer view (face-down cards shown,
the hand shown; still no deck order). The keys are listed in the package docstring.
"""

from __future__ import annotations

from typing import Any

from eldertable.engine.messages import Msg, N_
from eldertable.engine.protocol import TERMINAL

from .rules import GOAL, MIN_PLAY, RECOVERY, RITUALS

C = "miskatonic"


class Observer:
    """Mixin of :class:`~.state.MiskatonicState`."""

    def observation(self, seat: int | None) -> dict[str, Any]:
        P = self.P
        sees_hidden = seat != 1
        locations = {}
        for loc in self.R.boards:
            down = self.DOWN[loc]
            if sees_hidden:
                cards = [{"id": c, "face": "down"} for c in down]
            else:
                cards = [{"back": True} for _ in down]
            cards.extend({"id": c, "face": "up"} for c in self.UP[loc])
            locations[loc] = {
                "cards": cards,
                "investigators": list(self.INV[loc]) if loc != RITUALS else [],
                "revealed": loc in self.revealed or (loc == RITUALS and bool(self.UP[loc])),
                "open": loc in self.R.university or loc == RITUALS,
            }
        d = self.dec
        decision = None
        if d is not None:
            decision = {"seat": d[0], "kind": d[1]}
            if isinstance(d[2], dict):
                decision["options"] = list(d[2]["options"])
                decision["why"] = d[2]["why"]
            elif isinstance(d[2], list):
                decision["options"] = list(d[2])
            elif d[2] is not None:
                decision["options"] = [d[2]]
        attrs = self.R.attrs
        investigators = {inv: {"where": where, "attributes": dict(attrs[inv]),
                               "items": sorted(i for i, b in self.assign.items() if b == inv)}
                         for inv, where in self.where.items()}
        fin = None
        if self.final is not None:
            f = self.final
            fin = {"round": f["round"], "members": list(f["members"]),
                   "insane": list(f["insane"]), "nyarlathotep_dice": f["ny"],
                   "investigator_dice": f["inv"], "row": list(P["final"])}
        obs: dict[str, Any] = {
            "game": "miskatonic",
            "seat": seat,
            "turn": self.turn,
            "phase": self.phase,
            "to_move": self.current_player(),
            "decision": decision,
            "tracks": {"summon": self.sp, "mythos": self.mp, "goal": GOAL},
            "locations": locations,
            "study": {"readers": [list(r) for r in self.readers]},
            "spaces": {name: list(P[name]) for name in ("pool",) + RECOVERY + ("final", "dead")},
            "investigators": investigators,
            "hand_count": len(P["hand"]),
            "deck_count": len(P["deck"]),
            "possessions": list(P["possessions"]),
            "assigned": dict(self.assign),
            "books_read": list(self.read),
            "cult_items": list(P["cult_items"]),
            "score": list(P["score"]),
            "known_hidden": list(self.known),
            "removed": list(P["removed"]),
            "set_aside": list(P["box"]),
            "placed": self.placed,
            "must_place": self.must_place if self.phase == "play" else MIN_PLAY,
            "ring_used": {"cultist": self.ring_used[0], "investigators": self.ring_used[1]},
            "rolls": {k: list(v) for k, v in self.rolls.items()},
            "current_location": self.loc,
            "current_card": self.cur,
            "check_need": self.chk["need"] if self.chk is not None else None,
            "final_battle": fin,
            "summoned": self.summoned,
            "house_rules": dict(self.hr),
            "result": None,
        }
        if seat != 1:
            obs["hand"] = list(P["hand"])
        if self.winner is not None:
            obs["result"] = {"winners": [self.winner], "final_battle": self.summoned}
        return obs

    def prompt(self, seat: int) -> Msg | None:
        if self.current_player() == TERMINAL:
            side = Msg(N_("miskatonic", "the cultist"), C) if self.winner == "cultist" else \
                Msg(N_("miskatonic", "the investigators"), C)
            return Msg(N_("miskatonic", "The game is over: {side} won."), C, side=side)
        d = self.dec
        if d[0] != seat:
            other = self.seat_label(d[0])
            return Msg(N_("miskatonic", "Waiting for {side}."), C, side=other)
        kind = d[1]
        if kind == "play":
            if self.placed < self.must_place:
                return Msg(N_("miskatonic", "Drag cards face down onto locations: {n} more at "
                                            "least."), C, n=self.must_place - self.placed)
            return Msg(N_("miskatonic", "Place more cards, or end your play."), C)
        if kind == "investigate":
            return Msg(N_("miskatonic", "Place investigators where cards lie, slide items under "
                                        "them, then end the Investigation Phase."), C)
        if kind == "reveal":
            return Msg(N_("miskatonic", "Click the location to reveal next."), C)
        if kind == "order":
            return Msg(N_("miskatonic", "Choose the card to resolve next."), C)
        if kind == "dispose":
            why = d[2]["why"]
            if why == "fight":
                return Msg(N_("miskatonic", "You lost the round: choose the card you give up."), C)
            if why == "ritual":
                return Msg(N_("miskatonic", "A 1 was rolled: choose the cultist who is devoured."),
                           C)
            return Msg(N_("miskatonic", "Choose the investigator Nyarlathotep kills."), C)
        if kind == "reroll":
            return Msg(N_("miskatonic", "Use the Magical Ring to roll again, or keep the roll."),
                       C)
        if kind == "take":
            return Msg(N_("miskatonic", "Take {item} for the cult, or leave it."), C,
                       item=self._name(d[2]))
        if kind == "roller":
            return Msg(N_("miskatonic", "Choose the one investigator who rolls."), C)
        return Msg(N_("miskatonic", "Hand out items for the Final Battle, then start it."), C)

