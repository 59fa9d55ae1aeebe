"""The simulator's bot view: ``observation(seat)`` kept per viewer, its parts read lazily.

A :class:`BotView` stores the parts that never change (game, rules, seat, players, first
player, axes, the seat list), and those a bot reads at every decision (phase, step,
waiting, Matrix), brought up to date when the view is handed out. Every other key is not
stored: ``view[key]`` computes it from the state when it is read (``__missing__``), so it
is what ``observation(seat)`` would hold at that moment. A :class:`SeatView` does the same
for one seat: its visible piles are the state's own lists, its counters are read when
asked, its Clue view is rebuilt only when the seat's Clue cards or their visibility
changed (the same object otherwise, so a bot may cache by identity; the viewer's own is
stored and brought up to date at hand-out). Nothing hidden is
stored or computed: the lazy parts are the observation's own (:mod:`.observe`).

``==`` compares the whole view (:meth:`full`); other dict methods see the stored part
only, so a bot reads the view with ``[]`` and keeps nothing of it past its decision.
"""

from __future__ import annotations

from typing import Any

# Lazy parts of a seat's view: key -> value for (state, seat).
_SEAT = {
    "gold": lambda st, s: st.gold[s],
    "experience": lambda st, s: st.experience[s],
    "deck": lambda st, s: len(st.deck[s]),
    "hand_count": lambda st, s: len(st.hand[s]),
    "stone": lambda st, s: st.stone[s],
    "research": lambda st, s: st.research_count(s),
}

# Lazy parts of the view: key -> value for (state, viewer).
_TOP = {
    "current": lambda st, seat: st.current_player(),
    "active": lambda st, seat: st.seat,
    "turn": lambda st, seat: st.turn_no,
    "round": lambda st, seat: st.round(),
    "supply": lambda st, seat: st._sobs or st._supply_view(),
    "search_deck": lambda st, seat: len(st.search),
    "research_deck": lambda st, seat: len(st.research),
    "clue_piles": lambda st, seat: st._cpv or st._clue_piles_view(),
    "bank": lambda st, seat: st._bank_view(),
    "turn_state": lambda st, seat: st._turn_state_view(),
    "transmutation": lambda st, seat: st._tx_view(),
    "decision": lambda st, seat: st._decision_view(seat),
    "final_round": lambda st, seat: st.end_seat >= 0,
    "over": lambda st, seat: bool(st.over),
    "winners": lambda st, seat: list(st.winners),
}


class _Lazy(dict):
    """A dict whose unstored keys are computed when read; ``==`` compares :meth:`full`."""

    __slots__ = ()

    def full(self) -> dict[str, Any]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return self.full() == other

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]


class SeatView(_Lazy):
    """One seat's part of a :class:`BotView`."""

    __slots__ = ("_st", "_s", "_viewer", "_clue_key", "_clue_view")

    def __init__(self, st, s: int, viewer: int) -> None:
        mine = s == viewer
        view = st._seat_view(s, mine, True)
        for key in _SEAT:
            del view[key]
        self._clue_key = (tuple(st.clues[s]), mine or st.revealed[s])
        self._clue_view = view["clues"] if mine else view.pop("clues")
        super().__init__(view)
        self._st, self._s, self._viewer = st, s, viewer

    def __missing__(self, key: str) -> Any:
        if key == "clues":
            st, s = self._st, self._s
            ck = (tuple(st.clues[s]), s == self._viewer or st.revealed[s])
            if ck != self._clue_key:
                self._clue_key = ck
                self._clue_view = st._clue_view(s, ck[1])
            return self._clue_view
        return _SEAT[key](self._st, self._s)

    def full(self) -> dict[str, Any]:
        out = dict.copy(self)
        out["clues"] = self["clues"]
        for key, get in _SEAT.items():
            out[key] = get(self._st, self._s)
        return out


class BotView(_Lazy):
    """``observation(seat)`` for a bot (see the module's docstring)."""

    __slots__ = ("_st", "_seat", "own")

    def __init__(self, st, seat: int) -> None:
        view = st._view(seat, True)
        for key in _TOP:
            del view[key]
        view["seats"] = [SeatView(st, s, seat) for s in range(st.seat_count)]
        super().__init__(view)
        self._st, self._seat = st, seat
        self.own = view["seats"][seat]

    def __missing__(self, key: str) -> Any:
        return _TOP[key](self._st, self._seat)

    def full(self) -> dict[str, Any]:
        out = dict.copy(self)
        for key, get in _TOP.items():
            out[key] = get(self._st, self._seat)
        out["seats"] = [sv.full() for sv in out["seats"]]
        return out
