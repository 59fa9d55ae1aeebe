"""What a seat of first-edition play may do now, in words, for the status bar
(:meth:`PromptMixin.prompt`), and why a figure dropped on a space cannot go there
(:meth:`PromptMixin.why_not`). It says nothing the seat's observation does not show: the
investigators learn that the Keeper is deciding, never on what."""

from __future__ import annotations

from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL
from ..jsonmodel import content_text
from . import actions as A
from .logwords import TESTED, named

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
            if kind == "tester":  # FA-GAP-1: the team names who makes the story test
                o = self._index["by_id"][pending["event"]].outcomes[pending["index"]]
                return _m(N_(C, "{what} Choose the investigator who tests {attribute}."),
                          what=content_text(o.text), attribute=_m(TESTED[o.skill]))
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
            return _m(N_(C, "{who}: {n} {n|space|spaces} to move and an action left (explore, "
                            "attack, cast, use an item), or end the turn."),
                      who=self.seat_label(inv.seat), n=inv.moves)
        return _m(N_(C, "{who}: {n} {n|space|spaces} to move, or end the turn."),
                  who=self.seat_label(inv.seat), n=inv.moves)

    def why_not(self, act) -> Msg:
        """Why ``act`` is not legal now: in words for a figure dropped on a space (an
        investigator's ``Step``, a monster moved by a ``KeeperAction``), else in general."""
        plain = self.pending is None and self.puzzle is None and not self.over
        if isinstance(act, A.Step) and plain and self.phase == "investigator":
            return self._why_no_step(self.investigators[self.active], act.to)
        if isinstance(act, A.KeeperAction) and act.to >= 0 and plain and self.phase == "keeper":
            return self._why_no_monster_move(act)
        if self.puzzle is not None and isinstance(act, A.PuzzleStep):
            from ..puzzles.base import GAME as PUZZLE_GAME, refusal

            try:
                reason = refusal(self.puzzle, A.inner_of(act, PUZZLE_GAME))
            except ValueError:
                reason = None
            if reason is not None:  # the puzzle's own reason: "only touching pieces swap"
                return reason
        return _m(N_(C, "That is not possible now."))

    def _why_no_step(self, inv, to: int) -> Msg:
        who = self.seat_label(inv.seat)
        if inv.moves <= 0:
            return _m(N_(C, "{who} has no movement left."), who=who)
        n = self.map.move_graph().distance(self.space_of(inv), to)
        if n > 1:
            return _m(N_(C, "{who} moves one space at a time: that space is {n} {n|space|spaces} "
                            "away."),
                      who=who, n=n)
        return _m(N_(C, "No way leads there: walls, a closed door or an impassable border "
                        "are in the way."))

    def _why_no_monster_move(self, act) -> Msg:
        from .named import monster_graph

        card = self.cards.cards.get(act.card)
        if card is None or act.card not in self.keeper_actions or act.target not in self.monsters:
            return _m(N_(C, "That is not possible now."))
        words = named(self, {"card": act.card, "monster": act.target})
        if act.card in self.used_actions:
            return _m(N_(C, "{card} has been played this turn."), card=words["card"])
        if card.cost > self.threat:
            return _m(N_(C, "{card} costs {cost} threat; the Keeper has {threat}."),
                      card=words["card"], cost=card.cost, threat=self.threat)
        if not self.movable(act.target):
            return _m(N_(C, "{monster} cannot move yet."), monster=words["monster"])
        # as far as keeper_legal lets the card move one monster
        n = next((e.steps for e in self.effects_of(act.card) if e.do == "move-monsters"), 0)
        far = monster_graph(self, act.target).distance(self.map.figures[act.target].space, act.to)
        if far > n:
            return _m(N_(C, "{card} moves {monster} at most {n} {n|space|spaces}: that space is "
                            "{far} "
                            "away."), card=words["card"], monster=words["monster"], n=n, far=far)
        return _m(N_(C, "{monster} cannot go there: no way it may take leads there."),
                  monster=words["monster"])
