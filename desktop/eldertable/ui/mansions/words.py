"""Second-edition actions and things in words, from the observation only: a button's label
and tooltip for every action that is not a drag, and the names of investigators, monsters,
possessions and tokens (content names through Msg(name, "content:mansions"))."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QObject

from ...engine.messages import Msg, fill
from ..i18n import tr_msg

CC = "content:mansions"

#: action type -> group, in the order the bar shows the groups (a puzzle's moves are its
#: view's, over the board: no group)
GROUPS = {
    "SpendClue": "test", "Reroll": "test", "Accept": "test",
    "Choose": "choose",
    "Give": "trade", "Take": "trade", "PickUp": "trade", "Drop": "trade", "EndTrade": "trade",
    "BeginTurn": "turn",
    "Search": "act", "Explore": "act", "Interact": "act", "Escape": "act", "Attack": "act",
    "Trade": "act", "Push": "act", "SetFire": "act", "Steal": "act", "UseItem": "act",
    "Cast": "act", "UseAbility": "act",
    "EndTurn": "end", "EndPhase": "end",
}
GROUP_ORDER = ("test", "choose", "trade", "turn", "act", "end")


def _content():
    from ...games.mansions.second.ruledata import content  # static data, not the state
    return content()


def text(msg_json) -> str:
    """Msg JSON of an observation in the current language ("" for None)."""
    return tr_msg(Msg.from_json(msg_json)) if msg_json else ""


def base_id(thing: str) -> str:
    return thing.split("#", 1)[0]


ARTICLES = ("A ", "An ", "The ")


def without_indefinite(name: str) -> str:
    """A token's label after "Interact:": without its leading "A"/"An" ("bookcase that
    stands out from the wall"), a leading "The" in lower case; any other name as it is."""
    for article in ("A ", "An "):
        if name.startswith(article) and len(name) > len(article):
            return name[len(article):]
    return in_sentence(name)


def in_sentence(name: str) -> str:
    """A name set inside a sentence: its leading English article in lower case ("Push the
    Gardener", "Interact with a bookcase..."); any other name as it is."""
    for article in ARTICLES:
        if name.startswith(article) and len(name) > len(article):
            return article.lower() + name[len(article):]
    return name


class MansionsWords(QObject):
    def name(self, thing: str | None, obs: dict[str, Any]) -> str:
        """Whatever an action or observation names, in words."""
        if not thing:
            return ""
        for inv in obs.get("investigators", ()):
            if inv["id"] == thing:
                return tr_msg(Msg.from_json(inv["name"]))
        for mon in obs.get("monsters", ()):
            if mon["id"] == thing:
                return tr_msg(Msg.from_json(mon["name"]))
        for tok in (obs.get("map") or {}).get("tokens", ()):
            if tok["id"] == thing:
                if tok.get("label"):
                    return tr_msg(Msg.from_json(tok["label"]))
                if tok.get("space") is not None:
                    return self.tr("{token} in {room}").format(
                        token=self.token_kind(tok["kind"]), room=self.space(tok["space"], obs))
                return self.token_kind(tok["kind"])
        c = _content()
        for table in (c.items, c.spells, c.conditions, c.cards, c.monsters, c.investigators):
            data = table.get(base_id(thing))
            if data is not None and data.get("name"):
                return tr_msg(Msg(data["name"], CC))
        return thing

    def token_kind(self, kind: str) -> str:
        return {"search": self.tr("a search token"), "explore": self.tr("an explore token"),
                "interact": self.tr("an interact token"), "darkness": self.tr("darkness"),
                "fire": self.tr("fire")}.get(kind, kind)

    def skill(self, skill: str) -> str:
        return {"strength": self.tr("Strength"), "agility": self.tr("Agility"),
                "observation": self.tr("Observation"), "lore": self.tr("Lore"),
                "influence": self.tr("Influence"), "will": self.tr("Will")}.get(skill, skill)

    def space(self, index: int, obs: dict[str, Any]) -> str:
        m = obs.get("map") or {}
        rooms = {r["id"]: r for r in m.get("rooms", ())}
        for s in m.get("spaces", ()):
            if s["index"] == index and s["room"] in rooms:
                return tr_msg(Msg.from_json(rooms[s["room"]]["name"]))
        return self.tr("space {n}").format(n=index)

    def phase(self, obs: dict[str, Any]) -> str:
        phase = obs.get("phase")
        if phase == "mythos":
            step = {"event": self.tr("event step"), "monster": self.tr("monster step"),
                    "horror": self.tr("horror step")}.get(obs.get("mythos_step") or "", "")
            return self.tr("Mythos Phase") + (f" \u2014 {step}" if step else "")
        if phase == "over":
            return self.tr("The game is over")
        return self.tr("Investigator Phase")

    # ---- actions

    def place(self, index: int, obs: dict[str, Any]) -> str:
        """A space's room inside a sentence: "the Study", but "Hallway 2" and "Warden's
        Walk" as they are (a numbered or possessive name takes no article)."""
        name = self.space(index, obs)
        if re.search(r"\d$|'s\b|^(The|A|An) ", name) or not name[:1].isascii():
            return name
        return self.tr("the {room}").format(room=name)

    def token_action(self, act, obs: dict[str, Any]) -> str | None:
        """A search, explore or interact action's words, as the app's buttons read: "Explore
        Hallway 2", "Search the Study" for a token of no label of its own, "Interact:
        bookcase in the Library" for one with a label (None: the token is not seen)."""
        t = type(act).__name__
        tok = next((x for x in (obs.get("map") or {}).get("tokens", ())
                    if x["id"] == act.token), None)
        if tok is None:
            return None
        place = self.place(tok["space"], obs) if tok.get("space") is not None else None
        if not tok.get("label"):
            if place is None:
                return {"Search": self.tr("Search"), "Explore": self.tr("Explore"),
                        "Interact": self.tr("Interact")}.get(t)
            line = {"Search": self.tr("Search {place}"), "Explore": self.tr("Explore {place}"),
                    "Interact": self.tr("Interact in {place}")}.get(t)
            return line.format(place=place) if line else None
        thing = without_indefinite(tr_msg(Msg.from_json(tok["label"])))
        if place is None:
            line = {"Search": self.tr("Search: {thing}"), "Explore": self.tr("Explore: {thing}"),
                    "Interact": self.tr("Interact: {thing}")}.get(t)
            return line.format(thing=thing) if line else None
        if "," in thing:  # "copper still, cold but clean, in the Cellar"
            thing += ","
        line = {"Search": self.tr("Search: {thing} in {place}"),
                "Explore": self.tr("Explore: {thing} in {place}"),
                "Interact": self.tr("Interact: {thing} in {place}")}.get(t)
        return line.format(thing=thing, place=place) if line else None

    @staticmethod
    def _others_here(obs: dict[str, Any]) -> bool:
        """Whether another investigator stands in the active investigator's space."""
        figures = (obs.get("map") or {}).get("figures", ())
        here = next((f["space"] for f in figures if f["id"] == obs.get("active")), None)
        return any(f["id"] != obs.get("active") and f.get("kind") == "investigator"
                   and f["space"] == here for f in figures)

    def distinguish(self, act, obs: dict[str, Any]) -> str | None:
        """A label for ``act`` telling it from others of the same words (None: no better
        one). Pushes into spaces of one room say which way the figure goes on the board."""
        if type(act).__name__ != "Push":
            return None
        m = obs.get("map") or {}
        centres = {s["index"]: s["centre"] for s in m.get("spaces", ())}
        here = next((f["space"] for f in m.get("figures", ()) if f["id"] == act.figure), None)
        if here not in centres or act.to not in centres:
            return None
        dx = centres[act.to][0] - centres[here][0]
        dy = centres[act.to][1] - centres[here][1]
        if abs(dx) >= abs(dy):
            line = self.tr("Push {who} left into {where}") if dx < 0 else \
                self.tr("Push {who} right into {where}")
        else:
            line = self.tr("Push {who} up into {where}") if dy < 0 else \
                self.tr("Push {who} down into {where}")
        return line.format(who=in_sentence(self.name(act.figure, obs)),
                           where=self.place(act.to, obs))

    def label(self, act, obs: dict[str, Any]) -> str:
        t = type(act).__name__
        n = lambda thing: in_sentence(self.name(thing, obs))  # noqa: E731
        if t == "BeginTurn":
            return self.tr("{who} takes the next turn").format(
                who=self.name(act.investigator, obs))
        if t in ("Search", "Explore", "Interact"):
            words = self.token_action(act, obs)
            if words is not None:
                return words
        if t == "Search":
            return self.tr("Search {what}").format(what=n(act.token))
        if t == "Explore":
            return self.tr("Explore {what}").format(what=n(act.token))
        if t == "Interact":
            return self.tr("Interact with {what}").format(what=n(act.token))
        if t == "Escape":
            return self.tr("Escape the house")
        if t == "Attack":
            if act.weapon:
                return self.tr("Attack {monster} with {weapon}").format(
                    monster=n(act.monster), weapon=n(act.weapon))
            return self.tr("Attack {monster} unarmed").format(monster=n(act.monster))
        if t == "Trade":
            if not self._others_here(obs):  # alone: the trade is with the floor only
                return self.tr("Trade: pick up what lies here")
            return self.tr("Trade")
        if t == "Give":
            return self.tr("Give {item} to {who}").format(item=n(act.item), who=n(act.to))
        if t == "Take":
            return self.tr("Take {item} from {who}").format(item=n(act.item), who=n(act.owner))
        if t == "PickUp":
            return self.tr("Pick up {item}").format(item=n(act.item))
        if t == "Drop":
            return self.tr("Drop {item}").format(item=n(act.item))
        if t == "EndTrade":
            return self.tr("End the trade")
        if t == "Push":
            return self.tr("Push {who} into {where}").format(who=n(act.figure),
                                                           where=self.place(act.to, obs))
        if t == "SetFire":
            return self.tr("Set fire")
        if t == "Steal":
            return self.tr("Steal {item} from {who}").format(item=n(act.item), who=n(act.victim))
        if t in ("UseItem", "Cast", "UseAbility"):
            thing = act.item if t == "UseItem" else act.spell if t == "Cast" else ""
            what = n(thing) if thing else self.tr("your ability")
            if act.target:
                return self.tr("Use {what} on {target}").format(what=what, target=n(act.target))
            return self.tr("Use {what}").format(what=what)
        if t == "EndTurn":
            return self.tr("End turn")
        if t == "EndPhase":
            return self.tr("End the Investigator Phase")
        if t == "SpendClue":
            return self.tr("Spend a clue")
        if t == "Reroll":
            source = self.tr("your ability") if act.source == "ability" else n(act.source)
            return self.tr("Reroll die {n} ({source})").format(n=act.die + 1, source=source)
        if t == "Accept":
            return self.tr("Done")
        if t == "Choose":
            test = (obs.get("pending") or {}).get("test")
            if test and act.option in test.get("dice", {}):  # who is tested (MOM2-GOLD-4)
                return fill(self.tr("Choose {who} to test: {skill} {value}, {n} {n|die|dice}"),
                            who=self.name(act.option, obs), skill=self.skill(test["skill"]),
                            value=test["values"][act.option], n=test["dice"][act.option])
            return self.name(act.option, obs)  # a label of its own: as written
        return t

    def tooltip(self, act) -> str:
        return {
            "BeginTurn": self.tr("This investigator takes the next turn: two actions."),
            "Search": self.tr("An action: search this token for items or clues."),
            "Explore": self.tr("An action: open the way and reveal the room beyond."),
            "Interact": self.tr("An action: interact with this token (the scenario says "
                                "what happens)."),
            "Escape": self.tr("Leave the house through the exit of your space."),
            "Attack": self.tr("An action: attack this monster (a test; damage on success)."),
            "Trade": self.tr("An action: trade possessions with investigators in your space "
                             "and the floor."),
            "Give": self.tr("Hand this possession over."),
            "Take": self.tr("Take this possession."),
            "PickUp": self.tr("Pick this possession up from the floor."),
            "Drop": self.tr("Leave this possession on the floor."),
            "EndTrade": self.tr("Finish trading."),
            "Push": self.tr("An action: push this figure into the next space (a test)."),
            "SetFire": self.tr("An action: set fire to your space."),
            "Steal": self.tr("An action: steal this possession (a test)."),
            "UseItem": self.tr("A component action of this possession."),
            "Cast": self.tr("Cast this spell."),
            "UseAbility": self.tr("Use your investigator's ability."),
            "EndTurn": self.tr("End this investigator's turn, even with actions left."),
            "EndPhase": self.tr("End the Investigator Phase: the Mythos Phase follows."),
            "SpendClue": self.tr("Discard a clue to turn one investigation result into a "
                                 "success."),
            "Reroll": self.tr("Roll this die again."),
            "Accept": self.tr("Keep the dice as they are and count the successes."),
            "Choose": self.tr("Choose this."),
        }.get(type(act).__name__, "")
