"""First-edition actions and things in words, from the observation and static content only
(card names and texts, monster and story names: the same for every seat). A button's
label and tooltip for every action that is no drag; attribute names (RULES.md
Terminology); the test line of a d10 roll."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QObject

from ....engine.messages import Msg
from ...i18n import tr_msg
from ..marks import token_name
from ..words import in_sentence

CC = "content:mansions"

#: action type -> group, in the order the bar shows them
GROUPS = {
    "Choose": "answer", "KeeperPlay": "answer", "Pass": "answer", "ChooseStory": "story",
    "Run": "act", "Explore": "act", "UseToken": "act", "Attack": "act", "Cast": "act",
    "UseItem": "act", "Escape": "act", "EndMists": "act",
    "KeeperAction": "keeper", "ThreatEffect": "keeper",
    "EndTurn": "end", "KeeperEnd": "end",
}
GROUP_ORDER = ("answer", "story", "act", "keeper", "end")


@lru_cache(maxsize=1)
def cards():
    from ....games.mansions.first.cards import card_set  # static card data, not the state

    return card_set()


@lru_cache(maxsize=4)
def story(scenario: str):
    from ....games.mansions.first.ruledata import story_for  # static story data

    return story_for(scenario)


@lru_cache(maxsize=4)
def scenario_model(scenario: str):
    from ....games.mansions.first.scenarios import load  # static scenario data

    return load(scenario).model


def content(text: str | None) -> str:
    return tr_msg(Msg(text, CC)) if text else ""


def story_item(cid: str) -> dict[str, Any] | None:
    """An item a story gives that is no card (the Warden's specimen jar): the Mansions
    catalogue's entry."""
    from ....games.mansions.second.ruledata import content as catalog  # static names

    return catalog().items.get(cid)


def card_name(cid: str) -> str:
    card = cards().cards.get(cid)
    if card is not None:
        return content(card.name)
    item = story_item(cid)
    return content(item["name"]) if item else cid


def card_text(cid: str) -> str:
    card = cards().cards.get(cid)
    if card is not None:
        return content(card.text)
    item = story_item(cid)
    return content(item["text"]) if item else ""


def from_expansion(cid: str) -> bool:
    """Whether card ``cid`` carries the Forbidden Alchemy mark (FA-COMP-41)."""
    card = cards().cards.get(cid)
    return card is not None and getattr(card, "expansion", None) is not None


def card_cost(cid: str) -> int:
    card = cards().cards.get(cid)
    return card.cost if card is not None else 0


class FirstWords(QObject):
    def attribute(self, name: str) -> str:
        return {"strength": self.tr("Strength"), "dexterity": self.tr("Dexterity"),
                "intellect": self.tr("Intellect"), "luck": self.tr("Luck"),
                "marksmanship": self.tr("Marksmanship"), "will": self.tr("Will"),
                "sanity": self.tr("remaining sanity"), "health": self.tr("remaining health"),
                "horror": self.tr("horror"), "damage": self.tr("damage"),
                "clues": self.tr("clues"), "items": self.tr("items"),
                "mutation": self.tr("mutations"),
                "skill-points": self.tr("skill points")}.get(name, name)

    def deck(self, cid: str) -> str:
        """The kind of card ``cid`` is, in words."""
        deck = cards().deck_of.get(cid, "")
        return {"combat": self.tr("Combat card"), "exploration": self.tr("Exploration card"),
                "lock": self.tr("Lock card"), "obstacle": self.tr("Obstacle card"),
                "mythos": self.tr("Mythos card"), "trauma": self.tr("Trauma card"),
                "side-effect": self.tr("Side Effect card"),
                "keeper-action": self.tr("Keeper action"), "spell": self.tr("Spell card"),
                "starting-item": self.tr("Starting Item card"), "trait": self.tr("Trait card"),
                "time-period": self.tr("Time Period card"),
                "character": self.tr("Character card"), "event": self.tr("Event card"),
                "objective": self.tr("Objective card")}.get(deck, self.tr("Card"))

    def expansion(self) -> str:
        """The name of the expansion mark every Forbidden Alchemy card carries."""
        return self.tr("Forbidden Alchemy")

    def power(self, power: str) -> str:
        """An investigator's power, in words (games/mansions/first/powers.py)."""
        return {"keen-eye": self.tr("Keen eye: may look at a monster token's hidden side"),
                "steady": self.tr("Steady: +1 to horror checks"),
                "quick": self.tr("Quick: one more space in each turn's movement"),
                "tough": self.tr("Tough: +1 to Strength tests of combat cards"),
                "lucky": self.tr("Lucky: +1 to Luck tests")}.get(power, "")

    def weapon(self, kind: str) -> str:
        return {"unarmed": self.tr("bare hands"), "melee": self.tr("a melee weapon"),
                "sharp": self.tr("a sharp melee weapon"),
                "blunt": self.tr("a blunt melee weapon"),
                "sharp-blunt": self.tr("a sharp and blunt melee weapon"),
                "firearm": self.tr("a firearm"), "spell": self.tr("an Attack spell")
                }.get(kind, kind)

    def monster_class(self, kind: str) -> str:
        return {"humanoid": self.tr("humanoid"), "beast": self.tr("beast"),
                "eldritch": self.tr("eldritch")}.get(kind, kind)

    def name(self, thing: str | None, obs: dict[str, Any]) -> str:
        """An investigator, monster, token or card the observation names, in words."""
        if not thing:
            return ""
        for inv in obs.get("investigators", ()):
            if inv["id"] == thing:
                return content(inv["name"])
        for mon in obs.get("monsters", ()):
            if mon["id"] == thing:
                return self.monster(mon)
        for tok in obs.get("tokens", ()):
            if tok["id"] == thing:
                return self.token(tok, obs)
        return card_name(thing)

    def monster(self, mon: dict[str, Any]) -> str:
        if mon.get("name"):
            return content(mon["name"])
        from ....games.mansions.second.ruledata import content as catalog  # static names

        data = catalog().monsters.get(mon["kind"]) or {}
        return content(data.get("name")) or mon["kind"]

    def token(self, tok: dict[str, Any], obs: dict[str, Any]) -> str:
        label = None
        for t in scenario_model(self.scenario(obs)).map.tokens:
            if t.id == tok["id"] and t.label:
                label = t.label
        return content(label) if label else token_name(tok["kind"])

    @staticmethod
    def scenario(obs: dict[str, Any]) -> str:
        """The story as the game names it (a shipped id or a file path; the observation's)."""
        return obs.get("scenario") or ""

    def room(self, room_id: str | None, obs: dict[str, Any]) -> str:
        if not room_id:
            return ""
        for r in (obs.get("map") or {}).get("rooms", ()):
            if r["id"] == room_id:
                return tr_msg(Msg.from_json(r["name"]))
        return room_id

    def objective(self, obs: dict[str, Any]) -> str:
        for o in scenario_model(self.scenario(obs)).objectives:
            if o.id == obs.get("objective"):
                return content(o.text)
        return ""

    def option(self, option: str, obs: dict[str, Any]) -> Any:
        for o in story(self.scenario(obs)).choices[0].options:
            if o.id == option:
                return o
        return None

    def phase(self, obs: dict[str, Any]) -> str:
        return {"story": self.tr("The Keeper's story choice"),
                "investigator": self.tr("Investigators' turns"),
                "keeper": self.tr("The Keeper's turn"),
                "over": self.tr("The story is over")}.get(obs.get("phase"), "")

    # ---- actions

    def label(self, act, obs: dict[str, Any]) -> str:
        t = type(act).__name__
        n = lambda thing: in_sentence(self.name(thing, obs))  # noqa: E731  (inside a sentence)
        me = _acting(obs)
        if t == "Run":
            return self.tr("Run (more movement)")
        if t == "Explore":
            return self.tr("Explore {room}").format(room=self.room(me and me.get("room"), obs))
        if t == "UseToken":
            return self.tr("Use {what}").format(what=n(act.token))
        if t == "Attack":
            return self.tr("Attack {monster} with {weapon}").format(
                monster=n(act.monster), weapon=self.weapon(act.weapon))
        if t == "Cast":
            return self.tr("Cast {spell}").format(spell=card_name(act.spell))
        if t == "UseItem":
            return self.tr("Use {item}").format(item=card_name(act.item))
        if t == "Escape":
            return self.tr("Escape the house")
        if t == "EndMists":
            return {"action": self.tr("Leave the Mists (an action)"),
                    "move": self.tr("Leave the Mists (a move)")}.get(
                act.pay, self.tr("Leave the Mists"))
        if t == "EndTurn":
            return self.tr("End turn")
        if t == "Choose":
            pending = obs.get("pending") or {}
            if pending.get("kind") == "special" and pending.get("labels"):
                return content(pending["labels"][int(act.option)])
            if pending.get("kind") == "tester":  # who makes the story test (FA-GAP-1)
                n = (pending.get("targets") or {}).get(act.option)
                return self.tr("{who} tests {attribute} ({n} or less)").format(
                    who=self.name(act.option, obs),
                    attribute=self.attribute(pending.get("attribute") or ""), n=n)
            target = (pending.get("targets") or {}).get(act.option) \
                if pending.get("kind") == "either" else None
            if target is not None:  # the number to roll at most, bonuses in
                return self.tr("{attribute} ({n} or less)").format(
                    attribute=self.attribute(act.option), n=target)
            return self.attribute(act.option)
        if t == "ChooseStory":
            option = self.option(act.option, obs)
            return content(option.title) if option is not None else act.option
        if t == "KeeperPlay":
            return self.tr("Play {card} ({cost} threat)").format(card=card_name(act.card),
                                                                 cost=card_cost(act.card))
        if t == "Pass":
            return self.tr("Pass")
        if t == "KeeperAction":
            card, cost = card_name(act.card), card_cost(act.card)
            if act.target and act.to < 0:
                return self.tr("{card} on {who} ({cost} threat)").format(
                    card=card, who=n(act.target), cost=cost)
            return self.tr("{card} ({cost} threat)").format(card=card, cost=cost)
        if t == "ThreatEffect":
            return self.tr("{card} of {who}").format(card=card_name(act.card), who=n(act.owner))
        if t == "KeeperEnd":
            return self.tr("End the Keeper's turn")
        return t

    def tooltip(self, act, obs: dict[str, Any]) -> str:
        t = type(act).__name__
        if t in ("Cast", "UseItem", "KeeperPlay", "KeeperAction", "ThreatEffect"):
            cid = act.spell if t == "Cast" else act.item if t == "UseItem" else act.card
            return card_text(cid)
        if t == "ChooseStory":
            option = self.option(act.option, obs)
            return content(option.summary) if option is not None else ""
        pending = obs.get("pending") or {}
        if t == "Choose" and pending.get("kind") == "tester":
            return self.tr("{who} makes this test of {attribute}: the d10 must roll {n} or "
                           "less.").format(
                who=self.name(act.option, obs),
                attribute=self.attribute(pending.get("attribute") or ""),
                n=(pending.get("targets") or {}).get(act.option))
        if t == "Choose" and pending.get("kind") == "either":
            invs = obs.get("investigators") or []
            seat = pending.get("seat")
            tester = invs[seat] if isinstance(seat, int) and 0 <= seat < len(invs) else None
            value = (pending.get("targets") or (tester or {}).get("attributes", {})).get(
                act.option)
            if value is not None:
                return self.tr("Test {attribute}: the d10 must roll {n} or less.").format(
                    attribute=self.attribute(act.option), n=value)
        return {
            "Run": self.tr("Your action: move again as far as your movement step."),
            "Explore": self.tr("Your action: take the top card of this room's stack (a lock "
                               "or obstacle must be passed first)."),
            "UseToken": self.tr("Your action: use this token (the story says what happens)."),
            "Attack": self.tr("Your action: the Keeper draws a combat card for this monster "
                              "and weapon; its test decides."),
            "Escape": self.tr("Leave the house across the white edge of this room."),
            "EndMists": self.tr("Stop hiding in the Mists of Releh."),
            "EndTurn": self.tr("End this investigator's turn."),
            "Choose": self.tr("Choose this."),
            "Pass": self.tr("Play no card now."),
            "KeeperEnd": self.tr("Monsters with an investigator in their space attack, then "
                                 "the round ends."),
        }.get(t, "")


def _acting(obs: dict[str, Any]) -> dict[str, Any] | None:
    invs = obs.get("investigators") or []
    active = obs.get("active")
    return invs[active] if isinstance(active, int) and 0 <= active < len(invs) else None

