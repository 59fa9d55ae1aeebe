"""Legal actions: what the deciding seat may do at the current decision.

Built from the shared, cached action objects of :mod:`.actions`, so a list costs no
allocation beyond the list itself. The handlers in :mod:`.state` check the same
conditions (cheaply, without building this list) and give the reason when they refuse.
"""

from __future__ import annotations

from eldertable.engine.protocol import TERMINAL

from . import actions as A


class LegalActions:
    """Mixin of :class:`~.state.MiskatonicState`."""

    def legal_actions(self, seat: int | None = None) -> list:
        d = self.dec
        if d is None or self.winner is not None or (seat is not None and seat != d[0]):
            return []
        return _LEGAL[d[1]](self, d)

    def _legal_play(self, d) -> list:
        R = self.R
        hand = self.P["hand"]
        place = R.place
        out = []
        for card in hand:
            out += place[card]  # a tuple per card: copied whole, faster than chaining
        if self.placed >= self.must_place or not hand:
            if not (R.allies_first and not R.ally_cards.isdisjoint(hand)):
                out.append(A.END_PLAY)
        return out

    def _legal_investigate(self, d) -> list:
        P = self.P
        pool = P["pool"]
        possessions = P["possessions"]
        R = self.R
        out = []
        if pool:
            DOWN = self.DOWN
            open_locs = tuple([loc for loc in R.university if DOWN[loc]])
            if open_locs:
                rows = R.pi_open.get(open_locs)
                if rows is None:
                    rows = R.pi_open[open_locs] = {
                        inv: tuple([row[loc] for loc in open_locs]) for inv, row in R.pi.items()}
                for inv in pool:
                    out += rows[inv]
            if possessions:  # what _study_open allows, for each owned book
                read_in = R.read_in_study
                limit = self.hr["MM-GAP-10"]
                done = self.read if self.hr["MM-GAP-26"] else ()
                for book in possessions:
                    moves = read_in.get(book)
                    if moves is None or book in done:
                        continue
                    n = 0
                    for reading in self.readers:
                        if reading[1] == book:
                            n += 1
                    if n < limit:
                        out += [moves[inv] for inv in pool if inv in moves]
        placed_any = bool(out)
        if possessions:
            items = R.items
            assign = self.assign
            free = [i for i in possessions if i in items and i not in assign]
            if free:
                board = R.on_board
                onboard = [inv for inv, w in self.where.items() if w in board]
                if onboard:
                    to = R.assign_to
                    for item in free:
                        out += map(to[item].__getitem__, onboard)
        if self.hr["MM-GAP-17"] or not placed_any:
            out.append(A.END_INVESTIGATION)
        return out

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
        items = self.R.items
        members = self.final["members"]
        out = [A.equip(item, inv) for item in self.P["possessions"]
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
