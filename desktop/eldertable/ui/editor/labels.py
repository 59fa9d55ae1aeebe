"""Names a designer understands for the story models' field keys and tag values (the
editor's forms show these; the JSON keeps its own)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("editor-labels", text)


def field_label(key: str) -> str:
    labels = {
        "id": _t("Id"), "token": _t("Token"), "monster": _t("Monster"), "tile": _t("Tile"),
        "tiles": _t("Tiles"), "space": _t("Space"), "room": _t("Room"), "door": _t("Door"),
        "variable": _t("Variable"), "event": _t("Event"), "pass": _t("If passed, run"),
        "fail": _t("If failed, run"), "solved": _t("If solved, run"),
        "unsolved": _t("If not solved, run"), "ending": _t("Epilogue"),
        "to": _t("New objective"), "puzzle": _t("Puzzle"), "item": _t("Item"),
        "spell": _t("Spell"), "skill": _t("Skill"), "round": _t("Only in round"),
        "by": _t("Entered by"), "op": _t("Comparison"), "value": _t("Value"),
        "revealed": _t("Revealed"), "present": _t("On the map"), "held": _t("Held"),
        "text": _t("Text"), "state": _t("State"), "modifier": _t("Modifier"),
        "difficulty": _t("Difficulty"), "who": _t("Who"), "count": _t("Count"),
        "amount": _t("Amount"), "type": _t("Type"), "initial": _t("Starts at"),
        "label": _t("Label shown to players"), "outcome": _t("Outcome"),
        "setup": _t("Setup side"), "title": _t("Title"), "introduction": _t("Introduction"),
        "minutes": _t("Minutes"), "cover": _t("Cover image"), "goal": _t("Keeper's goal"),
        "summary": _t("Summary"), "question": _t("Question"), "repeat": _t("Repeats"),
    }
    return labels.get(key, key)


def value_label(value: object) -> str:
    labels = {
        # triggers
        "start": _t("The game starts"), "round-start": _t("A round starts"),
        "round-end": _t("A round ends"), "mythos": _t("The Mythos phase"),
        "token-used": _t("A token is used"), "space-entered": _t("A space is entered"),
        "monster-defeated": _t("A monster is defeated"), "escaped": _t("An investigator escapes"),
        "investigator-eliminated": _t("An investigator is eliminated"),
        # conditions ("variable" is shared by triggers and conditions)
        "variable": _t("A variable"), "token": _t("A token"),
        "monster": _t("A monster"), "item": _t("An item is held"),
        "investigators": _t("The number of investigators"),
        # outcomes
        "message": _t("Show a message"), "reveal": _t("Reveal tiles"),
        "place-token": _t("Place a token"), "remove-token": _t("Remove a token"),
        "place-monster": _t("Place a monster"), "remove-monster": _t("Remove a monster"),
        "set-door": _t("Set a door"), "test": _t("A test"), "puzzle": _t("A puzzle"),
        "give-item": _t("Give an item"), "take-item": _t("Take an item"),
        "give-spell": _t("Give a spell"), "give-clue": _t("Give clues"),
        "take-clue": _t("Take clues"), "damage": _t("Damage"), "horror": _t("Horror"),
        "side-effect": _t("A side effect"), "set-variable": _t("Set a variable"),
        "add-variable": _t("Add to a variable"), "change-objective": _t("Change the objective"),
        "run": _t("Run an event"), "win": _t("The investigators win"),
        "lose": _t("The investigators lose"),
        # other choices
        "eq": "=", "ne": "≠", "lt": "<", "le": "≤", "gt": ">", "ge": "≥",
        "active": _t("the active investigator"), "each": _t("each investigator"),
        "chosen": _t("a chosen investigator"), "investigator": _t("an investigator"),
        "any": _t("anyone"), "open": _t("open"), "sealed": _t("sealed"), "locked": _t("locked"),
        "number": _t("number"), "flag": _t("flag"), "easy": _t("easy"), "normal": _t("normal"),
        "hard": _t("hard"), "time": _t("time runs out"), "mutations": _t("mutations"),
        "warden-out": _t("the warden gets out"),
    }
    return labels.get(value, str(value)) if isinstance(value, str) else str(value)


def condition_label(value: str) -> str:
    """The ``if`` kinds read as conditions (some share a tag word with outcomes)."""
    labels = {"variable": _t("A variable compares"), "revealed": _t("A tile is revealed"),
              "token": _t("A token is on the map"), "monster": _t("A monster is on the map"),
              "item": _t("An item is held"), "investigators": _t("The number of investigators")}
    return labels.get(value, value_label(value))


def trigger_label(value: str) -> str:
    if value == "variable":
        return _t("A variable changes")
    return value_label(value)
