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

from .rules import GOAL, MIN_PLAY, RECOVERY, RITUALS, STUDY

C = "miskatonic"


class Observer:
    """Mixin of :class:`~.state.MiskatonicState`."""

    def observation(self, seat: int | None) -> dict[str, Any]:
        return {key: part(self, seat) for key, part in parts_for(seat).items()}

    def observe(self, seat: int | None, key: str) -> Any:
        """One key of ``observation(seat)``, built alone (for lazy views)."""
        return parts_for(seat)[key](self, seat)

    def _o_locations(self, seat):
        sees_hidden = seat != 1
        locations = {}
        revealed = self.revealed
        DOWN, UP, INV = self.face_down, self.face_up, self.investigators_at
        for loc, rituals, is_open in self.rules.board_flags:
            down = DOWN[loc]
            up = UP[loc]
            cards = []  # plain loops: cheaper than comprehensions for a few cards
            if sees_hidden:
                for c in down:
                    cards.append({"id": c, "face": "down"})
            else:
                for _ in down:
                    cards.append({"back": True})
            for c in up:
                cards.append({"id": c, "face": "up"})
            locations[loc] = {
                "cards": cards,
                "investigators": [] if rituals else INV[loc].copy(),
                "revealed": loc in revealed or (rituals and bool(up)),
                "open": is_open,
            }
        return locations

    def _o_decision(self, seat):
        d = self.decision
        if d is None:
            return None
        decision = {"seat": d[0], "kind": d[1]}
        if isinstance(d[2], dict):
            decision["options"] = list(d[2]["options"])
            decision["why"] = d[2]["why"]
        elif isinstance(d[2], list):
            decision["options"] = list(d[2])
        elif d[2] is not None:
            decision["options"] = [d[2]]
        return decision

    def _o_investigators(self, seat):
        attrs = self.rules.attrs
        carried: dict[str, list[str]] = {}
        for item, bearer in self.assign.items():
            carried.setdefault(bearer, []).append(item)
        return {inv: {"where": where, "attributes": attrs[inv].copy(),
                      "items": sorted(carried[inv]) if inv in carried else []}
                for inv, where in self.where.items()}

    def _o_final(self, seat):
        if self.final is None:
            return None
        f = self.final
        return {"round": f["round"], "members": list(f["members"]),
                "insane": list(f["insane"]), "nyarlathotep_dice": f["ny"],
                "investigator_dice": f["inv"], "row": list(self.piles["final"])}

    def _o_result(self, seat):
        if self.winner is None:
            return None
        return {"winners": [self.winner], "final_battle": self.summoned}


def _pile(name: str):
    return lambda st, seat: list(st.piles[name])


PARTS = {
    "game": lambda st, seat: "miskatonic",
    "seat": lambda st, seat: seat,
    "turn": lambda st, seat: st.turn,
    "phase": lambda st, seat: st.phase,
    "to_move": lambda st, seat: st.current_player(),
    "decision": Observer._o_decision,
    "tracks": lambda st, seat: {"summon": st.summon_points, "mythos": st.mythos_points, "goal": GOAL},
    "locations": Observer._o_locations,
    # The reading plan holds only those still in the Study (Nightmares may have sent a
    # reader to Temporary Insanity, MM-CARD-1/2; the Study then skips him).
    "study": lambda st, seat: {"readers": [list(r) for r in st.readers
                                           if st.where.get(r[0]) == STUDY]},
    "spaces": lambda st, seat: {name: list(st.piles[name]) for name in
                                ("pool",) + RECOVERY + ("final", "dead")},
    "investigators": Observer._o_investigators,
    "hand": _pile("hand"),
    "hand_count": lambda st, seat: len(st.piles["hand"]),
    "deck_count": lambda st, seat: len(st.piles["deck"]),
    "possessions": _pile("possessions"),
    "assigned": lambda st, seat: dict(st.assign),
    "books_read": lambda st, seat: list(st.read),
    "cult_items": _pile("cult_items"),
    "score": _pile("score"),
    "known_hidden": lambda st, seat: list(st.known) + st.known_drawn,
    "removed": _pile("removed"),
    "set_aside": _pile("box"),
    "placed": lambda st, seat: st.placed,
    "must_place": lambda st, seat: st.must_place if st.phase == "play" else MIN_PLAY,
    "ring_used": lambda st, seat: {"cultist": st.ring_used[0],
                                   "investigators": st.ring_used[1]},
    "rolls": lambda st, seat: {k: list(v) for k, v in st.rolls.items()},
    # where each roll slot was rolled (a location, the Study or Secret Rituals)
    "roll_at": lambda st, seat: dict(st.roll_at),
    "current_location": lambda st, seat: st.location,
    "current_card": lambda st, seat: st.current_card,
    "check_need": lambda st, seat: st.skill_check["need"] if st.skill_check is not None else None,
    "final_battle": Observer._o_final,
    "summoned": lambda st, seat: st.summoned,
    "house_rules": lambda st, seat: dict(st.house_rules),
    "result": Observer._o_result,
}

# The investigators see no hand (only its count).
_SEAT_PARTS = {1: {key: part for key, part in PARTS.items() if key != "hand"}}


def parts_for(seat: int | None) -> dict:
    """``{key: part}`` of ``observation(seat)``: ``part(state, seat)`` builds the key."""
    return _SEAT_PARTS.get(seat, PARTS)


def _prompt(self, seat: int) -> Msg | None:
    if self.current_player() == TERMINAL:
        side = Msg(N_("miskatonic", "the cultist"), C) if self.winner == "cultist" else \
            Msg(N_("miskatonic", "the investigators"), C)
        return Msg(N_("miskatonic", "The game is over: {side} won."), C, side=side)
    d = self.decision
    if d[0] != seat:
        other = self.seat_label(d[0])
        return Msg(N_("miskatonic", "Waiting for {side}."), C, side=other)
    kind = d[1]
    if kind == "play":
        if self.placed < self.must_place:
            return Msg(N_("miskatonic", "Drag cards face down onto locations: {n} more at "
                                        "least."), C, n=self.must_place - self.placed)
        if not self.piles["hand"]:
            return Msg(N_("miskatonic", "Every card is placed: end your play."), C)
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


Observer.prompt = _prompt
