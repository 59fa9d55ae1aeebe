"""Legal actions: what the deciding seat may do at the current decision.

Built from the shared, cached action objects of :mod:`.actions`, so a list costs no
allocation beyond the list itself. The handlers in :mod:`.state` check the same
conditions (cheaply, without building this list) and give the reason when they refuse.
"""

from __future__ import annotations

from eldertable.engine.protocol import TERMINAL

from . import actions as A
from .rules import STUDY


class LegalActions:
    """Mixin of :class:`~.state.MiskatonicState`."""

    def legal_actions(self, seat: int | None = None) -> list:
        d = self.decision
        if d is None or self.winner is not None or (seat is not None and seat != d[0]):
            return []
        return _LEGAL[d[1]](self, d)

    # ------------------------------------------------------------------ play

    def _legal_play(self, d) -> list:
        hand = self.piles["hand"]
        R = self.rules
        place = R.place
        out = []
        for card in hand:
            out += place[card]  # a tuple per card: copied whole, faster than chaining
        # _play_may_end(hand), inline: once the play phase, its decision every placement
        if ((self.placed >= self.must_place or not hand)
                and not (R.allies_first and not R.ally_cards.isdisjoint(hand))):
            out.append(A.END_PLAY)
        return out

    def _play_may_end(self, hand: list[str]) -> bool:
        R = self.rules
        return ((self.placed >= self.must_place or not hand)
                and not (R.allies_first and not R.ally_cards.isdisjoint(hand)))

    def _offers_play(self, d, act) -> bool:
        """Is ``act`` (by identity) in ``_legal_play(d)``? Without building it."""
        if act is A.END_PLAY:
            return self._play_may_end(self.piles["hand"])
        if type(act) is not A.PlaceCard:
            return False
        moves = self.rules.place_at.get(act.card)  # {location: the move}: place[card] by place
        return (moves is not None and moves.get(act.location) is act
                and act.card in self.piles["hand"])

    # ------------------------------------------------------------------ investigation

    def _legal_investigate(self, d) -> list:
        P = self.piles
        pool = P["pool"]
        possessions = P["possessions"]
        out = []
        if pool:
            rows = self._open_rows()
            if rows is not None:
                for inv in pool:
                    out += rows[inv]
            books = self.rules.read_in_study
            for book in possessions:
                if book in books:
                    moves = self._study_moves(book)
                    if moves is not None:
                        out += [moves[inv] for inv in pool if inv in moves]
        placed_any = bool(out)
        if possessions:
            R = self.rules
            items = R.items
            assign = self.assign
            free = []
            for i in possessions:  # a plain loop: cheaper than a comprehension for so few
                if i in items and i not in assign:
                    free.append(i)
            if free:
                board = R.on_board
                onboard = []
                for inv, w in self.where.items():
                    if w in board:
                        onboard.append(inv)
                if onboard:
                    to = R.assign_to
                    for item in free:
                        out += map(to[item].__getitem__, onboard)
        if self.house_rules["MM-GAP-17"] or not placed_any:
            out.append(A.END_INVESTIGATION)
        return out

    def _open_rows(self) -> dict | None:
        """{investigator: his placements} on the locations where cards lie face down now,
        or None when there is none."""
        R = self.rules
        DOWN = self.face_down
        open_locs = []
        for loc in R.university:  # a plain loop: cheaper than a comprehension for so few
            if DOWN[loc]:
                open_locs.append(loc)
        open_locs = tuple(open_locs)
        if not open_locs:
            return None
        rows = R.pi_open.get(open_locs)
        if rows is None:
            rows = R.pi_open[open_locs] = {
                inv: tuple([row[loc] for loc in open_locs]) for inv, row in R.pi.items()}
        return rows

    def _study_moves(self, book: str) -> dict | None:
        """{reader sane enough: his move} for an owned ``book`` that may be read in the
        Study now (what _study_open allows), else None."""
        moves = self.rules.read_in_study.get(book)
        if moves is None or (self.house_rules["MM-GAP-26"] and book in self.read):
            return None
        n = 0
        for reading in self.readers:
            if reading[1] == book:
                n += 1
        return moves if n < self.house_rules["MM-GAP-10"] else None

    def _offers_investigate(self, d, act) -> bool:
        """Is ``act`` (by identity) in ``_legal_investigate(d)``? Without building it."""
        P = self.piles
        kind = type(act)
        if kind is A.PlaceInvestigator:
            inv = act.investigator
            if inv not in P["pool"]:
                return False
            if act.location == STUDY:
                moves = self._study_moves(act.book) if act.book in P["possessions"] else None
                return moves is not None and moves.get(inv) is act
            # in _open_rows()[inv]: his move to a university location with cards face down
            loc = act.location
            return self.rules.pi[inv].get(loc) is act and bool(self.face_down[loc])
        if kind is A.AssignItem:
            R = self.rules
            item = act.item
            return (item in P["possessions"] and item in R.items and item not in self.assign
                    and self.where.get(act.investigator) in R.on_board
                    and R.assign_to[item].get(act.investigator) is act)
        if act is A.END_INVESTIGATION:
            return self.house_rules["MM-GAP-17"] or not self._can_place()
        return False

    def _can_place(self) -> bool:
        """Would _legal_investigate offer any placement (on a location or in the Study)?"""
        pool = self.piles["pool"]
        if not pool:
            return False
        if self._open_rows() is not None:
            return True
        for book in self.piles["possessions"]:
            moves = self._study_moves(book)
            if moves is not None and any(inv in moves for inv in pool):
                return True
        return False

    # ------------------------------------------------------------------ the rest

    def _legal_reveal(self, d) -> list:
        return list(map(A.reveal, d[2]))

    def _legal_order(self, d) -> list:
        return list(map(A.resolve, d[2]))

    def _legal_dispose(self, d) -> list:
        return [A.dispose(c) for c in d[2]["options"]]

    def _legal_reroll(self, d) -> list:
        return [A.REROLL_YES, A.REROLL_NO]

    def _legal_take(self, d) -> list:
        return [A.take_item(d[2], True), A.take_item(d[2], False)]

    def _legal_roller(self, d) -> list:
        return [A.choose_roller(inv) for inv in d[2]]

    def _legal_equip(self, d) -> list:
        items = self.rules.items
        members = self.final["members"]
        out = [A.equip(item, inv) for item in self.piles["possessions"]
               if item in items and item not in self.assign for inv in members]
        out.append(A.START_FINAL)
        return out

    def is_terminal(self) -> bool:
        return self.winner is not None or self.current_player() == TERMINAL


_LEGAL = {
    "play": LegalActions._legal_play,
    "investigate": LegalActions._legal_investigate,
    "reveal": LegalActions._legal_reveal,
    "order": LegalActions._legal_order,
    "dispose": LegalActions._legal_dispose,
    "reroll": LegalActions._legal_reroll,
    "take": LegalActions._legal_take,
    "roller": LegalActions._legal_roller,
    "equip": LegalActions._legal_equip,
}

# Membership without the list, where a plan's next move is checked at every decision.
_OFFERS = {
    "play": LegalActions._offers_play,
    "investigate": LegalActions._offers_investigate,
}
