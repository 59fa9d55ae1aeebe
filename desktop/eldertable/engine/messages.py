"""Words from the Qt-free core: message ids the view translates.

The engine never translates. It returns :class:`Msg` objects whose ``text`` is an English
source string marked for extraction with :func:`N_` (a no-op that ``pyside6-lupdate`` is
told to collect, as borgbase/vorta's ``trans_late`` does). The view passes ``text`` through
``QCoreApplication.translate(context, text)`` and then fills in the arguments, which may be
Msgs themselves (card names, for instance).

A source text says a count's word in both numbers as ``{n|space|spaces}``: the first when
the argument ``n`` is 1, the second otherwise (:func:`plurals`). A language that does not
inflect for number (Chinese) simply leaves the choice out of its translation.

Content text is text. Only the app's own strings are templates: a message whose text comes
from a content file (a card's name, a scenario's objective) is *literal*. Its text, and the
catalogue's translation of it, is shown as written: ``{``, ``}``, ``{0}``, ``{n|a|b}`` and
``%1`` are characters like any other. Every message in a content context
(``content:<game>``, :func:`is_content_context`) is literal; :meth:`Msg.verbatim` makes a
literal message in any other context. A literal message is filled into a template only as
an argument, and ``str.format`` never reads its arguments' values as templates.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable

DEFAULT_CONTEXT = "engine"
# Contexts of content texts begin with this (``content:mansions``); their messages are literal.
CONTENT_PREFIX = "content:"
_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")


def plurals(template: str, args: Mapping[str, Any]) -> str:
    """``template`` with each ``{n|one|other}`` replaced by ``one`` when ``args["n"]`` is 1
    (or the text "1") and by ``other`` otherwise; the rest is left for ``str.format``."""
    if "|" not in template:
        return template
    return _PLURAL.sub(lambda m: m.group(2) if str(args.get(m.group(1))) == "1"
                       else m.group(3), template)


def fill(template: str, **args: Any) -> str:
    """``template`` (already translated) with its counted words chosen and ``args`` filled
    in: ``fill(tr("{n} {n|card|cards}"), n=2)`` -> "2 cards"."""
    return plurals(template, args).format(**args)


def is_content_context(context: str) -> bool:
    """Whether ``context`` holds texts read from content files (never templates)."""
    return context.startswith(CONTENT_PREFIX)


def N_(context: str, text: str) -> str:  # noqa: N802 - the conventional marker name
    """Mark ``text`` for extraction under ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True, slots=True, init=False)
class Msg:
    """A translatable message with named arguments, or (``literal``) a text shown as written."""

    text: str
    args: dict[str, Any] = field(default_factory=dict)
    context: str = DEFAULT_CONTEXT
    # the text is never a template (content text); always true in a content context
    literal: bool = False

    def __init__(self, text: str, context: str = DEFAULT_CONTEXT, **args: Any):
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "literal", is_content_context(context))

    @classmethod
    def verbatim(cls, text: str, context: str = DEFAULT_CONTEXT) -> "Msg":
        """A literal message outside the content contexts: translated, never filled in."""
        msg = cls(text, context)
        object.__setattr__(msg, "literal", True)
        return msg

    def render(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The message in words; ``translate(context, text)`` defaults to English."""
        tr = translate or (lambda _ctx, s: s)
        if self.literal:
            shown = tr(self.context, self.text)
            return shown if isinstance(shown, str) else self.text
        values = {k: _render_arg(v, tr) for k, v in self.args.items()}
        template = plurals(tr(self.context, self.text), self.args)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            pass
        # A broken translation must never crash the log; fall back to English, and to the
        # bare text if even that is no template.
        try:
            return plurals(self.text, self.args).format(**values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            return self.text

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "text": self.text,
            "context": self.context,
            "args": {k: (v.to_json() if isinstance(v, Msg) else v) for k, v in self.args.items()},
        }
        if self.literal and not is_content_context(self.context):
            out["literal"] = True
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Msg":
        args = {
            k: (cls.from_json(v) if isinstance(v, dict) and "text" in v else v)
            for k, v in data.get("args", {}).items()
        }
        msg = cls(data["text"], data.get("context", DEFAULT_CONTEXT), **args)
        if data.get("literal") is True:
            object.__setattr__(msg, "literal", True)
        return msg

    def __str__(self) -> str:
        return self.render()


#: What stands between the names of a list in running text ("a, b, c"); a language may
#: write it otherwise (Chinese: "a、b、c").
LIST_SEPARATOR = N_("lists", ", ")
_LISTS = "lists"


def join_list(items: Any, translate: Callable[[str, str], str] | None = None) -> str:
    """``items`` (strings) as one list in running text, in ``translate``'s language."""
    sep = LIST_SEPARATOR if translate is None else translate(_LISTS, LIST_SEPARATOR)
    return sep.join(items)


def _render_arg(value: Any, tr: Callable[[str, str], str]) -> str:
    if isinstance(value, Msg):
        return value.render(tr)
    if isinstance(value, (list, tuple)):
        return join_list((_render_arg(v, tr) for v in value), tr)
    return str(value)
