"""What a seat may see (``observation``) and what it may do now, in words (``prompt``).

Hidden: every draw pile's order and cards (counts only), other seats' hands and Mindstone
picks (counts only), face-down Discoveries and Research cards in the Matrix, the Search and
Research decks, the Clue piles, the box, and which Reagent another seat's Clue cards name
until that seat reveals them for a Stone attempt (MO-CLUE-2, MO-STONE-4).
"""

from __future__ import annotations

from typing import Any

from ...engine.messages import N_, Msg
from . import actions as A
from .botview import BotView
from .rules import CLUES


C = "magnum-opus"
_FACE = ("down", "up", "dead")


def _m(text: str, **args: Any) -> Msg:
    return Msg(text, C, **args)


class ObserveMixin:
    def _clue_view(self, s: int, visible: bool) -> list[dict[str, Any]]:
        r = self.rules
        inst = r.instances
        shared = r.house["MO-GAP-6"] == "shared"
        out = []
        for c in self.clues[s]:
            t = inst[c].clue
            if visible:
                reagent = (r.clue_reagent[self.recipe_cards[CLUES.index(t)]] if shared
                           else r.clue_reagent[c])
                out.append({"type": t, "card": c, "reagent": reagent})
            else:
                out.append({"type": t, "card": None, "reagent": None})
        return out

    def _matrix(self) -> list[dict[str, Any]]:
        """The Matrix view, cached until a Discovery turns or a Research card leaves
        (shared, read-only). A new view keeps the cell dicts of the last one but those of
        the cells changed since (:meth:`_matrix_changed`), so a reader can tell the changed
        cells by identity."""
        prev = self._mprev
        cells = range(len(self.dstate)) if prev is None else set(self._mdirty)
        matrix = [None] * len(self.dstate) if prev is None else prev.copy()
        dis, res, dstate = self.dis, self.res, self.dstate
        for i in cells:
            d = dstate[i]
            matrix[i] = {"cell": i, "discovery": dis[i][0] if d else None,
                         "state": _FACE[d], "research": bool(res[i])}
        self._mdirty = []
        self._mat = self._mprev = matrix
        return matrix

    def _matrix_changed(self, cell: int) -> None:
        """Matrix cell ``cell`` changed (its Discovery or Research card): forget the Matrix
        view and what the legal actions read of it."""
        self._mat = self._minfo = None
        self._mdirty.append(cell)

    def _cells_info(self) -> None:
        """What the legal actions read of the Matrix, kept as long as the view
        (``_minfo``): the face-up cells an assistant may perform with their fees, and the
        cells that are not dead formulae as bits (legal.py's start test)."""
        dstate = self.dstate
        assist = A.ASSIST
        fees = self.fees
        cells = range(len(dstate))
        self._assist_offers = [(fees[i], assist[i]) for i in cells if dstate[i] == 1]
        self._alive = sum(1 << i for i in cells if dstate[i] != 2)
        self._upg = {}  # gold -> the PayAssistant actions it pays for (legal.py)
        self._minfo = True

    def _seat_view(self, s: int, mine: bool, live: bool) -> dict[str, Any]:
        """One seat's part of the observation; ``live``: the visible piles are the state's
        own lists (the bot view), else copies."""
        cp = (lambda x: x) if live else list
        return {
            "seat": s,
            "gold": self.gold[s],
            "experience": self.experience[s],
            "deck": len(self.deck[s]),
            "discard": cp(self.disc[s]),
            "hand": cp(self.hand[s]) if mine else None,
            "hand_count": len(self.hand[s]),
            "table": cp(self.tab[s]),
            "experiment": cp(self.work[s]),
            "shelves": cp(self.shelves[s]),
            "shelved": cp(self.shelved[s]),
            "set_aside": cp(self.aside[s]),
            "picking": cp(self.pick[s]) if mine else None,
            "clues": self._clue_view(s, mine or self.revealed[s]),
            "stone": self.stone[s],
            "research": self.research_count(s),
        }

    def _tx_view(self) -> dict[str, Any] | None:
        tx = self.transmutation
        # An assistant's attempt is kept in the state after its turn ends (the snapshot and
        # so the saves' digests hold it); it is over once the Experiment Phase has moved on.
        if tx is None or (tx["kind"] == "assistant" and self.step != "attempt"):
            return None
        return {
            "kind": tx["kind"], "starter": tx["starter"], "cell": tx["cell"],
            "metastones": dict(tx["meta"]), "difficulty": tx["diff"],
            "terms": [list(t) for t in tx["terms"]], "roll": tx["face"],
            "rolls": list(tx["rolls"]), "experience_spent": tx["spent"],
            "success": tx["ok"] if tx["face"] or tx["ok"] else None,
        }

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self._view(seat, False)

    def _view(self, seat: int | None, live: bool) -> dict[str, Any]:
        n = self.seat_count
        matrix = self._mat
        if matrix is None:
            matrix = self._matrix()
        return {
            "game": "magnum-opus",
            "house_rules": self.rules.house,
            "seat": seat,
            "players": n,
            "current": self.current_player(),
            "active": self.seat,
            "first": self.first,
            "turn": self.turn_no,
            "round": self.round(),
            "phase": self.phase,
            "step": self.step,
            "waiting": self.pending_steps[0][0] if self.pending_steps else "",
            "axes": {"alchemical": list(self.axes_a), "mystic": list(self.axes_m)},
            "matrix": matrix,
            "supply": self._supply_view(),
            "search_deck": len(self.search),
            "research_deck": len(self.research),
            "clue_piles": {t: len(self.cluepile[t]) for t in CLUES},
            "bank": self._bank_view(),
            "seats": [self._seat_view(s, seat is None or seat == s, live) for s in range(n)],
            "turn_state": self._turn_state_view(),
            "transmutation": self._tx_view(),
            "decision": self._decision_view(seat),
            "final_round": self.end_seat >= 0,
            "over": bool(self.over),
            "winners": list(self.winners),
        }

    def bot_view(self, seat: int) -> dict[str, Any]:
        """``observation(seat)`` for the simulator's bots: one :class:`~.botview.BotView`
        per viewer, its phase, step, pending step and Matrix brought up to date here and
        every other part read from the state when the bot asks for it; ``==`` to a fresh
        ``observation(seat)`` (a test checks it at every decision) and with the same hidden
        parts left out. Its visible piles are the state's own lists, so a bot must only
        read it (with ``[]``) and must not keep it past its decision."""
        views = self._bviews
        if views is None:
            views = self._bviews = {}
        v = views.get(seat)
        if v is None:
            v = views[seat] = BotView(self, seat)
        q = self.pending_steps
        v["phase"] = self.phase
        v["step"] = self.step
        v["waiting"] = q[0][0] if q else ""
        v["matrix"] = self._mat or self._matrix()
        # The viewer's own Clue view is stored (bots read it at every decision), rebuilt
        # when its Clue cards changed (its own Clues are always visible).
        own = v.own
        ck = (tuple(self.clues[seat]), True)
        if ck != own._clue_key:
            own._clue_key = ck
            own._clue_view = own["clues"] = self._clue_view(seat, True)
        return v

    def _bank_view(self) -> dict[str, Any]:
        return {"limited": self.limited, "gold": self.bank_gold, "experience": self.bank_xp}

    def _turn_state_view(self) -> dict[str, Any]:
        return {
            "tradeskill_gold": self.ts_gold, "tradeskill_cards": self.ts_cards,
            "shelf_bonus": self._bonus_open(), "table_moves": self.moves,
            "bought": self.bought, "sold": self.sold,
        }

    def _clue_piles_view(self) -> dict[str, int]:
        """Clue pile counts for the bot view, cached until a Clue card is taken."""
        cp = self.cluepile
        view = self._cpv = {t: len(cp[t]) for t in CLUES}
        return view

    def _supply_changed(self, cid: str) -> None:
        """Supply pile ``cid`` changed and a view is cached (``_sobs``; the callers test
        it): it becomes a copy with the new count (a view is never changed in place:
        observations share it)."""
        view = self._sobs = self._sobs.copy()
        view[cid] = len(self.sup[cid])

    def _supply_view(self) -> dict[str, int]:
        """Supply pile counts, cached until a card enters or leaves the Supply."""
        view = self._sobs
        if view is None:
            view = self._sobs = {k: len(v) for k, v in self.sup.items()}
        return view

    def _decision_view(self, seat: int | None) -> dict[str, Any] | None:
        if not self.pending_steps:
            return None
        step = self.pending_steps[0]
        kind = step[0]
        view: dict[str, Any] = {"kind": kind}
        if kind in ("keep", "mindstone") and (seat is None or seat == self.seat):
            view["cards"] = [c for c in step[1:] if isinstance(c, str)]
        elif kind == "free":
            view["left"] = step[1]
        elif kind == "choose":
            view["items"] = list(step[1])
        elif kind in ("lead", "master_roll"):
            view["card"] = step[1]
        return view

    def _after_prompt(self) -> str:
        """The choices after a roll in words: only those the roller has."""
        kinds = {type(a) for a in self._after_legal()}
        spend, heart = A.SpendExperience in kinds, A.UseHeartstone in kinds
        if spend and not heart:
            return N_(C, "Spend Experience to reach the difficulty, or accept the roll.")
        if heart and not spend:
            return N_(C, "Give back the Heartstone to roll again, or accept the roll.")
        return N_(C, "Spend Experience, use a Heartstone to roll again, or accept the roll.")

    def prompt(self, seat: int) -> Msg | None:
        if self.over:
            return _m(N_(C, "The game is over."))
        if seat != self.seat:
            return _m(N_(C, "Alchemist {n} is playing."), n=self.seat + 1)
        if self.pending_steps:
            kind = self.pending_steps[0][0]
            texts = {
                "master_roll": N_(C, "Roll the die for the Master Tradeskill's Gold."),
                "roll": N_(C, "Roll the die for the transmutation."),
                "lead": N_(C, "You may hand back a Lead for extra Gold."),
                "mindstone": N_(C, "Give back the Mindstone to draw a second Research card?"),
                "keep": N_(C, "Keep one of the two Research cards; the other goes under the "
                              "deck."),
                "mor": N_(C, "Magnum Opus Research: take a Clue, turn up a Discovery, or take "
                             "Experience."),
                "free": N_(C, "Take free Reagents from the Supply, or stop."),
                "incinerate": N_(C, "Choose a card from your discard pile to burn, or decline."),
                "reveal": N_(C, "Choose a face-down Discovery to turn face up."),
                "choose": N_(C, "Choose a card to take from the Supply."),
                "tools": N_(C, "Pay 1 Gold to keep each Tool on your Table, or let them go."),
            }
            if kind == "after":
                return _m(self._after_prompt())
            return _m(texts[kind])
        texts = {
            "tradeskill": N_(C, "Tradeskill Phase: play up to two Tradeskill cards, one for Gold "
                                "and one for cards, or pass."),
            "table": N_(C, "Table Phase: place up to two cards on your Table or take them back, "
                           "or pass."),
            "experiment": N_(C, "Experiment Phase: transmute, search, buy or sell, pay an "
                                "assistant, or pass."),
        }
        if self.step == "assemble":
            return _m(N_(C, "Add Reagents and helpful cards from your hand, then roll."))
        if self.step == "market":
            return _m(N_(C, "Buy or sell once more, or finish."))
        return _m(texts.get(self.phase, N_(C, "Wait.")))
