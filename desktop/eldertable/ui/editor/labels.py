"""Names a designer understands for the story models' field keys and tag values (the
editor's forms show these; the JSON keeps its own)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from eldertable.engine.messages import N_

C = "editor-labels"


def _t(text: str) -> str:
    """The translation of a label marked with ``N_(C, ...)``."""
    return QCoreApplication.translate(C, text)


_SYMBOLS = ("eq", "ne", "lt", "le", "gt", "ge")


def field_label(key: str) -> str:
    labels = {
        "id": N_(C, "Id"), "token": N_(C, "Token"), "monster": N_(C, "Monster"),
        "tile": N_(C, "Tile"),
        "tiles": N_(C, "Tiles"), "space": N_(C, "Space"), "room": N_(C, "Room"),
        "door": N_(C, "Door"),
        "variable": N_(C, "Variable"), "event": N_(C, "Event"), "pass": N_(C, "If passed, run"),
        "fail": N_(C, "If failed, run"), "solved": N_(C, "If solved, run"),
        "unsolved": N_(C, "If not solved, run"), "ending": N_(C, "Epilogue"),
        "to": N_(C, "New objective"), "puzzle": N_(C, "Puzzle"), "item": N_(C, "Item"),
        "spell": N_(C, "Spell"), "skill": N_(C, "Skill"), "round": N_(C, "Only in round"),
        "by": N_(C, "Entered by"), "op": N_(C, "Comparison"), "value": N_(C, "Value"),
        "revealed": N_(C, "Revealed"), "present": N_(C, "On the map"), "held": N_(C, "Held"),
        "text": N_(C, "Text"), "state": N_(C, "State"), "modifier": N_(C, "Modifier"),
        "difficulty": N_(C, "Difficulty"), "who": N_(C, "Who"), "count": N_(C, "Count"),
        "amount": N_(C, "Amount"), "type": N_(C, "Type"), "initial": N_(C, "Starts at"),
        "label": N_(C, "Label shown to players"), "outcome": N_(C, "Outcome"),
        "setup": N_(C, "Setup side"), "title": N_(C, "Title"),
        "introduction": N_(C, "Introduction"),
        "minutes": N_(C, "Minutes"), "cover": N_(C, "Cover image"), "goal": N_(C, "Keeper's goal"),
        "summary": N_(C, "Summary"), "question": N_(C, "Question"), "repeat": N_(C, "Repeats"),
    }
    return _t(labels[key]) if key in labels else key


def value_label(value: object) -> str:
    labels = {
        # triggers
        "start": N_(C, "The game starts"), "round-start": N_(C, "A round starts"),
        "round-end": N_(C, "A round ends"), "mythos": N_(C, "The Mythos phase"),
        "token-used": N_(C, "A token is used"), "space-entered": N_(C, "A space is entered"),
        "monster-defeated": N_(C, "A monster is defeated"),
        "escaped": N_(C, "An investigator escapes"),
        "investigator-eliminated": N_(C, "An investigator is eliminated"),
        # conditions ("variable" is shared by triggers and conditions)
        "variable": N_(C, "A variable"), "token": N_(C, "A token"),
        "monster": N_(C, "A monster"), "item": N_(C, "An item is held"),
        "investigators": N_(C, "The number of investigators"),
        # outcomes
        "message": N_(C, "Show a message"), "reveal": N_(C, "Reveal tiles"),
        "place-token": N_(C, "Place a token"), "remove-token": N_(C, "Remove a token"),
        "place-monster": N_(C, "Place a monster"), "remove-monster": N_(C, "Remove a monster"),
        "set-door": N_(C, "Set a door"), "test": N_(C, "A test"), "puzzle": N_(C, "A puzzle"),
        "give-item": N_(C, "Give an item"), "take-item": N_(C, "Take an item"),
        "give-spell": N_(C, "Give a spell"), "give-clue": N_(C, "Give clues"),
        "take-clue": N_(C, "Take clues"), "damage": N_(C, "Damage"), "horror": N_(C, "Horror"),
        "side-effect": N_(C, "A side effect"), "set-variable": N_(C, "Set a variable"),
        "add-variable": N_(C, "Add to a variable"),
        "change-objective": N_(C, "Change the objective"),
        "run": N_(C, "Run an event"), "win": N_(C, "The investigators win"),
        "lose": N_(C, "The investigators lose"),
        # other choices
        "eq": "=", "ne": "≠", "lt": "<", "le": "≤", "gt": ">", "ge": "≥",
        "active": N_(C, "the active investigator"), "each": N_(C, "each investigator"),
        "chosen": N_(C, "a chosen investigator"), "investigator": N_(C, "an investigator"),
        "any": N_(C, "anyone"), "open": N_(C, "open"), "sealed": N_(C, "sealed"),
        "locked": N_(C, "locked"),
        "number": N_(C, "number"), "flag": N_(C, "flag"), "easy": N_(C, "easy"),
        "normal": N_(C, "normal"),
        "hard": N_(C, "hard"), "time": N_(C, "time runs out"), "mutations": N_(C, "mutations"),
        "warden-out": N_(C, "the warden gets out"),
    }
    if isinstance(value, str) and value in labels:
        return labels[value] if value in _SYMBOLS else _t(labels[value])
    return str(value)


def condition_label(value: str) -> str:
    """The ``if`` kinds read as conditions (some share a tag word with outcomes)."""
    labels = {"variable": N_(C, "A variable compares"), "revealed": N_(C, "A tile is revealed"),
              "token": N_(C, "A token is on the map"), "monster": N_(C, "A monster is on the map"),
              "item": N_(C, "An item is held"),
              "investigators": N_(C, "The number of investigators")}
    return _t(labels[value]) if value in labels else value_label(value)


def trigger_label(value: str) -> str:
    if value == "variable":
        return _t(N_(C, "A variable changes"))
    return value_label(value)
