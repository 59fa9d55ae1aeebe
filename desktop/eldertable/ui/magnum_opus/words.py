"""Actions and refusals in words, for buttons, menus and the status bar.

Every label is built from the action and the viewing seat's observation (card names through
:class:`~.cards.MagnumOpusCards`). :meth:`MagnumOpusWords.refusal` says why a drop cannot be
played, from what the observation shows (the phase, the card, the moves left); when it cannot
tell, the view falls back to the rules' own reason. The classes are named for their
translation contexts.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from ...games.magnum_opus import actions as A
from ..i18n import tr_msg
from .cards import MagnumOpusCards

TABLE_MOVES = 2  # MO-TABLE: up to two Table moves a turn (setup.json "table_moves")


class MagnumOpusWords(QObject):
    def __init__(self, book: MagnumOpusCards, parent: QObject | None = None):
        super().__init__(parent)
        self.book = book

    # ---- names

    def seat(self, seat: int) -> str:
        return self.tr("Alchemist {n}").format(n=seat + 1)

    def phase(self, phase: str) -> str:
        return {"tradeskill": self.tr("Tradeskill"), "table": self.tr("Table"),
                "experiment": self.tr("Experiment"),
                "pause": self.tr("Pause and Consider")}.get(phase, phase)

    def cell(self, obs: dict[str, Any], cell: int) -> str:
        """"Lead × Moonpetal": the two Reagents whose formula a Matrix cell is."""
        axes = obs["axes"]
        row, col = divmod(cell, len(axes["mystic"]))
        return self.tr("{alchemical} \u00d7 {mystic}").format(
            alchemical=self.book.name(axes["alchemical"][row]),
            mystic=self.book.name(axes["mystic"][col]))

    def discovery(self, obs: dict[str, Any], cell: int) -> str:
        card = obs["matrix"][cell]["discovery"]
        return self.book.name(card) if card else self.tr("the face-down Discovery at {cell}") \
            .format(cell=self.cell(obs, cell))

    # ---- actions

    def action(self, act, obs: dict[str, Any]) -> str:  # noqa: C901 - one case per action
        n = self.book.name
        t = type(act)
        if t is A.EndPhase:
            return self.end_phase(obs)
        if t is A.PlayTradeskill:
            return (self.tr("Play {card} for Gold") if act.resource == "gold"
                    else self.tr("Play {card} for cards")).format(card=n(act.card))
        if t is A.PlaceOnTable:
            return self.tr("Place {card} on the Table").format(card=n(act.card))
        if t is A.ReturnToHand:
            text = (self.tr("Discard {card} from the Table")
                    if obs.get("house_rules", {}).get("MO-GAP-10") == "discard"
                    else self.tr("Take {card} back into your hand"))
            return text.format(card=n(act.card))
        if t is A.ShelveCard:
            return self.tr("Put {card} on the Shelf").format(card=n(act.card))
        if t is A.UnshelveCard:
            return self.tr("Take {card} from the Shelf to the Table").format(card=n(act.card))
        if t is A.StartTransmutation:
            return (self.tr("Attempt the Philosophers' Stone with {card}") if act.stone
                    else self.tr("Attempt a transmutation with {card}")).format(card=n(act.card))
        if t is A.AddToExperiment:
            if act.as_reagent:
                return self.tr("Use {card} as {reagent}").format(card=n(act.card),
                                                                 reagent=n(act.as_reagent))
            return self.tr("Add {card} to the experiment").format(card=n(act.card))
        if t is A.ConfirmExperiment:
            return self.tr("Roll for it")
        if t is A.RollDie:
            return self.tr("Roll the die")
        if t is A.SpendExperience:
            return self.tr("Spend {n} Experience").format(n=act.amount)
        if t is A.UseHeartstone:
            return self.tr("Give back the Heartstone and roll again")
        if t is A.AcceptRoll:
            return self.tr("Accept the roll")
        if t is A.PlayAction:
            return self.tr("Play {card}").format(card=n(act.card))
        if t is A.SearchReagents:
            return self.tr("Search for Reagents")
        if t is A.Buy:
            return self.tr("Buy {card} for {n} Gold").format(card=n(act.item),
                                                             n=self.book.info(act.item).cost)
        if t is A.Sell:
            return self.tr("Sell {card}").format(card=n(act.card))
        if t is A.PayAssistant:
            return self.tr("Pay an assistant to perform {discovery}").format(
                discovery=self.discovery(obs, act.cell))
        if t is A.ReturnLead:
            return self.tr("Hand back {card} for more Gold").format(card=n(act.card))
        if t is A.UseMindstone:
            return self.tr("Give back the Mindstone for a second Research card")
        if t is A.KeepResearch:
            return self.tr("Keep {card}").format(card=n(act.card))
        if t is A.TakeClue:
            return self.tr("Take the {clue} Clue").format(clue=n(f"clue-{act.clue}"))
        if t is A.RevealDiscovery:
            return self.tr("Turn up the Discovery at {cell}").format(cell=self.cell(obs, act.cell))
        if t is A.TakeExperience:
            return self.tr("Take 1 Experience")
        if t is A.TakeReagent:
            return self.tr("Take {card} for free").format(card=n(act.item))
        if t is A.IncinerateCard:
            return self.tr("Burn {card}").format(card=n(act.card))
        if t is A.TakeCard:
            return self.tr("Take {card}").format(card=n(act.item))
        if t is A.KeepTool:
            return self.tr("Pay 1 Gold to keep {card}").format(card=n(act.card))
        if t is A.Decline:
            return self.decline(obs)
        return act.TYPE

    def end_phase(self, obs: dict[str, Any]) -> str:
        phase, step = obs.get("phase"), obs.get("step")
        if phase == "tradeskill":
            return self.tr("End the Tradeskill Phase")
        if phase == "table":
            return self.tr("End the Table Phase")
        if step == "market":
            return self.tr("Stop buying and selling")
        return self.tr("Pass: end the turn")

    def decline(self, obs: dict[str, Any]) -> str:
        kind = (obs.get("decision") or {}).get("kind", "")
        return {"lead": self.tr("Keep the Lead"), "mindstone": self.tr("Keep the Mindstone"),
                "free": self.tr("Take nothing more"), "incinerate": self.tr("Burn nothing"),
                "tools": self.tr("Let the Tools go"), "mor": self.tr("Take nothing"),
                "choose": self.tr("Take nothing")}.get(kind, self.tr("Decline"))

    # ---- why a drop cannot be played

    def refusal(self, act, obs: dict[str, Any], viewer: int) -> str | None:
        """Why ``act`` is not allowed, from what the observation shows; None if unsure."""
        if obs.get("over"):
            return self.tr("The game is over.")
        if obs.get("current") != viewer:
            return self.tr("It is not your turn: {seat} is playing.").format(
                seat=self.seat(obs.get("active", 0)))
        phase, step = obs.get("phase"), obs.get("step")
        if obs.get("waiting") and obs.get("decision"):
            return self.tr("First answer the question above the table.")
        t = type(act)
        card = getattr(act, "card", None) or getattr(act, "item", None)
        name = self.book.name(card) if card else ""
        info = self.book.info(card) if card else None
        if t is A.PlaceOnTable:
            if phase != "table":
                return self.tr("Cards go on the Table in the Table Phase.")
            if not info.table_ok:
                return self.tr("{card} may not go on the Table.").format(card=name)
            if obs["turn_state"]["table_moves"] >= TABLE_MOVES:
                return self.tr("You have made both Table moves of this turn.")
        if t in (A.ReturnToHand, A.ShelveCard) and phase not in ("table", "tradeskill"):
            return self.tr("Cards leave the Table in the Table Phase.")
        if t is A.PlayTradeskill:
            if phase != "tradeskill":
                return self.tr("Tradeskills are played in the Tradeskill Phase.")
            if info.group != "tradeskill":
                return self.tr("{card} is not a Tradeskill.").format(card=name)
            used = obs["turn_state"]["tradeskill_" + act.resource]
            if used:
                return (self.tr("You have already played a Tradeskill for Gold this turn.")
                        if act.resource == "gold" else
                        self.tr("You have already played a Tradeskill for cards this turn."))
        if t in (A.StartTransmutation, A.PlayAction) and phase != "experiment":
            return self.tr("Transmutations and Action cards belong to the Experiment Phase.")
        if t is A.StartTransmutation:
            if not info.starts:
                return self.tr("{card} cannot start a transmutation.").format(card=name)
            if act.stone and len(obs["seats"][viewer]["clues"]) < 3:
                return self.tr("You need all three Clues to attempt the Philosophers' Stone.")
            return self.tr("No transmutation can be made now: it needs one Alchemical and one "
                           "Mystic Reagent (from the Table or your hand) whose formula is not "
                           "dead, and every card on the Table must take part.")
        if t is A.AddToExperiment and step != "assemble":
            return self.tr("Start a transmutation first: play an Attempt Transmutation.")
        if t is A.AddToExperiment:
            return self.tr("{card} does not fit this experiment.").format(card=name)
        if t in (A.Buy, A.Sell):
            if phase != "experiment":
                return self.tr("Buying and selling belong to the Experiment Phase.")
            if t is A.Buy:
                if info.group == "reagent" or info.level == "journeyman":
                    gold = obs["seats"][viewer]["gold"]
                    if info.cost > gold:
                        return self.tr("{card} costs {n} Gold; you have {gold}.").format(
                            card=name, n=info.cost, gold=gold)
                    if not obs["supply"].get(act.item):
                        return self.tr("No {card} is left in the Supply.").format(card=name)
                else:
                    return self.tr("{card} cannot be bought: it is won in the Discovery "
                                   "Matrix.").format(card=name)
            if t is A.Sell and not info.sellable:
                return self.tr("{card} cannot be sold.").format(card=name)
        return None

    @staticmethod
    def engine(msg) -> str:
        return tr_msg(msg)

