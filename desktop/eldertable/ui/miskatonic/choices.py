"""The buttons above the table: the words for each choice that is not only a drag (end
play, end the Investigation Phase, face Nyarlathotep, the next location or card, who gives
up what, the Magical Ring, take or leave an item, who rolls)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...games.miskatonic import actions as A
from .words import Words


# the decisions whose choices are taken one after another at one place (the next card,
# who gives up what, who rolls, take or leave an item): their buttons keep their slots
STEADY_KINDS = ("order", "dispose", "roller", "take", "reroll")


class Choices(QObject):
    def __init__(self, words: Words, parent=None):
        super().__init__(parent)
        self.words = words
        # (turn, location, kind, why) -> the button labels in the order first offered
        self._slots: dict[tuple, list[str]] = {}

    def label(self, act, obs: dict, investigators: set) -> str | None:
        """The words of a button for ``act``; None for what is only dragged."""
        t, w = type(act), self.words
        if t is A.EndPlay:
            return self.tr("End play")
        if t is A.EndInvestigation:
            return self.tr("End the Investigation Phase")
        if t is A.StartFinalBattle:
            return self.tr("Face Nyarlathotep")
        if t is A.RevealLocation:
            return self.tr("Reveal {place}").format(place=w.place(act.location))
        if t is A.ResolveCard:
            if w.content.cards[act.card].type == "cultist":
                return self.tr("Fight the cultists")
            return self.tr("Resolve {card}").format(card=w.card(act.card))
        if t is A.Dispose:
            why = (obs.get("decision") or {}).get("why")
            if why == "ritual":
                return self.tr("{card} is devoured").format(card=w.card(act.card))
            if why == "final":
                return self.tr("{inv} is killed").format(inv=w.card(act.card))
            if act.card in investigators:
                return self.tr("{inv} goes to Intensive Care").format(inv=w.card(act.card))
            return self.tr("Give up {card}").format(card=w.card(act.card))
        if t is A.Reroll:
            return self.tr("Roll again with the Magical Ring") if act.use else \
                self.tr("Keep the roll")
        if t is A.TakeItem:
            return (self.tr("Take {item}") if act.take else self.tr("Leave {item}")).format(
                item=w.card(act.item))
        if t is A.ChooseRoller:
            return self.tr("{inv} rolls").format(inv=w.card(act.investigator))
        return None

    def buttons(self, legal, obs: dict, investigators: set) -> list[tuple[str, object, bool]]:
        """(label, action, primary) for each choice that has words, in the rules' order."""
        primary = (A.EndPlay, A.EndInvestigation, A.StartFinalBattle)
        out, seen = [], set()
        out += self._reveal_slots(legal, obs, seen)
        for act in legal:
            label = self.label(act, obs, investigators)
            if label is None or label in seen:
                continue
            seen.add(label)
            out.append((label, act, isinstance(act, primary)))
        return self._steady_slots(out, obs)

    def row_key(self, obs: dict) -> tuple | None:
        """What makes one row of choices the same row as the one before (the cards of one
        location resolved one after another): None for a row that needs no steady slots."""
        decision = (obs or {}).get("decision") or {}
        if decision.get("kind") not in STEADY_KINDS:
            return None
        return (obs.get("turn"), obs.get("current_location"), decision["kind"],
                decision.get("why"))

    def _steady_slots(self, out: list, obs: dict) -> list:
        """A choice taken keeps its button, disabled, where it was, as long as the same
        row of choices comes back (the next card of the same location): the other buttons
        never slide under the mouse."""
        key = self.row_key(obs)
        if key is None or not out:
            return out
        self._slots = {k: v for k, v in self._slots.items() if k[0] == key[0]}  # this turn
        known = self._slots.setdefault(key, [])
        for label, _act, _primary in out:
            if label not in known:
                known.append(label)
        offered = {label: (label, act, primary) for label, act, primary in out}
        return [offered.get(label, (label, None, False)) for label in known]

    def _reveal_slots(self, legal, obs: dict, seen: set) -> list[tuple[str, object, bool]]:
        """The reveal buttons in board order, every location revealed this turn keeping its
        button (disabled): a quick second click never lands on another location."""
        from .layout import GRID

        reveals = {a.location: a for a in legal if type(a) is A.RevealLocation}
        if not reveals:
            return []
        places = obs.get("locations") or {}
        order = list(GRID) + [p for p in places if p not in GRID]
        out = []
        for place in order:
            act = reveals.get(place)
            done = (places.get(place) or {}).get("revealed") and place in GRID
            if act is None and not done:
                continue
            label = self.tr("Reveal {place}").format(place=self.words.place(place))
            seen.add(label)
            out.append((label, act, False))
        for place, act in reveals.items():  # a place outside the board's order
            label = self.tr("Reveal {place}").format(place=self.words.place(place))
            if label not in seen:
                seen.add(label)
                out.append((label, act, False))
        return out
