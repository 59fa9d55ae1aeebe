"""What a seat of first-edition play may do now, in words, for the status bar
(:meth:`PromptMixin.prompt`). It says nothing the seat's observation does not show: the
investigators learn that the Keeper is deciding, never on what."""

from __future__ import annotations

from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL
from ..jsonmodel import content_text

C = "mansions"


def _m(text: str, /, **args) -> Msg:
    return Msg(text, C, **args)


class PromptMixin:
    def prompt(self, seat: int) -> Msg | None:
        cur = self.current_player()
        if cur == TERMINAL:
            return {"investigators": _m(N_(C, "The story is over: the investigators have won.")),
                    "keeper": _m(N_(C, "The story is over: the Keeper has won."))}.get(
                self.over, _m(N_(C, "The story is over: nobody has won.")))
        if cur == CHANCE:
            return _m(N_(C, "The puzzle draws."))
        if seat != cur:
            return _m(N_(C, "Waiting for {who}."), who=self.seat_label(cur))
        if self.puzzle is not None:
            return _m(N_(C, "Work on the puzzle, or stop the attempt."))
        pending = self.pending
        if pending is not None:
            kind = pending["kind"]
            if kind == "either":
                return _m(N_(C, "Choose which attribute to test."))
            if kind == "special":
                back = self.monster_back(self.monsters[pending["monster"]]).special
                return _m(N_(C, "{question} Choose an answer."),
                          question=content_text(back.question))
            return _m(N_(C, "{who} {what}: play a card from your hand, or pass."),
                      who=self.seat_label(pending["target"]),
                      what=_m({"explore": N_(C, "explores"),
                               "damage": N_(C, "suffers damage")}.get(
                                   pending["on"], N_(C, "suffers horror"))))
        if self.phase == "story":
            return _m(N_(C, "Make the story choice in secret: the investigators only learn "
                            "that it was made."))
        if self.phase == "keeper":
            return _m(N_(C, "The Keeper's turn: {n} threat to spend on keeper actions, then "
                            "end the turn."), n=self.threat)
        inv = self.investigators[self.active]
        if inv.action:
            return _m(N_(C, "{who}: {n} space(s) to move and an action left (explore, "
                            "attack, cast, use an item), or end the turn."),
                      who=self.seat_label(inv.seat), n=inv.moves)
        return _m(N_(C, "{who}: {n} space(s) to move, or end the turn."),
                  who=self.seat_label(inv.seat), n=inv.moves)
