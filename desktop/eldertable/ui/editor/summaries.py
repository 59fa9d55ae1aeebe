"""One line of words for a story entry in a list (an event, a trigger, an outcome): plain
text built from ids and the designer's own words, never a template made of content."""

from __future__ import annotations

from typing import Any

from .labels import condition_label, trigger_label, value_label

_SHORT = 60


def ident(entry: Any) -> str:
    """The id of a list entry, "?" when it has none (a broken file)."""
    value = entry.get("id") if isinstance(entry, dict) else None
    return str(value) if isinstance(value, (str, int)) else "?"


def _short(text: Any) -> str:
    t = " ".join(str(text).split())
    return t if len(t) <= _SHORT else t[:_SHORT - 1] + "…"


def _details(obj: dict, tag: str) -> str:
    if {"op", "value"} <= set(obj):  # a comparison reads as one: rounds ≥ 5
        left = obj.get("variable", "")
        rest = {k: v for k, v in obj.items() if k not in (tag, "variable", "op", "value")}
        head = f"{left} {value_label(obj['op'])} {_shown(obj['value'])}".strip()
        tail = _details(rest, tag)
        return f"{head} · {tail}" if tail else head
    parts = []
    for key, value in obj.items():
        if key == tag or value is None:
            continue
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        elif key in ("op", "who", "by", "state", "outcome", "goal"):
            value = value_label(value)
        parts.append(_short(value))
    return " · ".join(parts)


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _line(label: str, details: str) -> str:
    return f"{label}: {details}" if details else label


def trigger_summary(trigger: Any, none: str) -> str:
    if not isinstance(trigger, dict):
        return none
    tag = str(trigger.get("on", "?"))
    return _line(trigger_label(tag), _details(trigger, "on"))


def condition_summary(cond: Any) -> str:
    if not isinstance(cond, dict):
        return "?"
    return _line(condition_label(str(cond.get("if", "?"))), _details(cond, "if"))


def outcome_summary(outcome: Any) -> str:
    if not isinstance(outcome, dict):
        return "?"
    return _line(value_label(str(outcome.get("do", "?"))), _details(outcome, "do"))


def event_summary(event: Any, none: str) -> str:
    if not isinstance(event, dict):
        return "?"
    return f"{event.get('id', '?')} — {trigger_summary(event.get('trigger'), none)}"


def entry_summary(entry: Any, keys: tuple[str, ...] = ("id", "text", "label")) -> str:
    """An id and the first words of a variable, objective, epilogue or puzzle."""
    if not isinstance(entry, dict):
        return "?"
    parts = [_short(entry[k]) for k in keys if isinstance(entry.get(k), (str, int)) and entry.get(k) != ""]
    return " — ".join(parts) or "?"
