"""What a content text may hold: only what the app shows exactly as written.

Content text is shown as plain text everywhere (never a format template, never rich text:
see engine/messages.py and ui/plaintext.py), so ``{``, ``}``, ``{0}``, ``{n|a|b}`` and
``%1`` are shown as they are and are allowed. ``eldertable validate`` refuses what would
not look as its author wrote it:

* markup: ``<`` followed by a letter, ``/``, ``!`` or ``?`` (``<b>``, ``</i>``, ``<img ...>``,
  ``<!--``): it would show as those characters, never as bold or a picture;
* HTML entities (``&amp;``, ``&#38;``): they would show as written, not as the character;
* control characters other than a line break, lone surrogates, and the Unicode controls
  that reverse the direction of the text around them (U+202A-U+202E, U+2066-U+2069).

The texts checked are the strings under the keys the translation tools collect (the keys
of :data:`SHOWN_KEYS` and any key ending in ``_zh``), wherever they sit in a content file.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

#: keys whose strings players read (tools/i18n.py collects the same ones for translation)
SHOWN_KEYS = frozenset({
    "name", "title", "text", "description", "introduction", "flavor", "label",
    "prompt", "epilogue", "summary", "effect", "story", "objective", "message",
    "reason", "hint", "caption", "choice", "question", "pass_text", "fail_text",
    "short", "rules_text", "subtitle", "ability", "condition_text", "blurb",
})
_MARKUP = re.compile(r"<[A-Za-z/!?]")
_ENTITY = re.compile(r"&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);")
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
MAX_PROBLEMS = 50


def text_problem(text: str) -> str:
    """Why ``text`` would not show as written; "" when it would."""
    found = _MARKUP.search(text)
    if found:
        return (f"{text[found.start():found.start() + 12]!r} looks like markup; content text "
                "is shown as written, never as HTML (no tags, pictures or links)")
    found = _ENTITY.search(text)
    if found:
        return (f"{found.group(0)!r} is an HTML entity; it would show as written: "
                "write the character itself")
    for ch in text:
        if ch in _BIDI:
            return f"holds the direction control U+{ord(ch):04X}; leave it out"
        kind = unicodedata.category(ch)
        if (kind == "Cc" and ch != "\n") or kind == "Cs":
            return f"holds the control character U+{ord(ch):04X}; leave it out"
    return ""


def text_problems(file: str, data: Any) -> list[str]:
    """``file: json.path: why`` for every shown text of ``data`` that would not show as
    written (at most :data:`MAX_PROBLEMS` lines)."""
    out: list[str] = []
    stack: list[tuple[str, Any, bool]] = [("", data, False)]
    while stack and len(out) < MAX_PROBLEMS:
        path, value, shown = stack.pop()
        if isinstance(value, dict):
            items = [(f"{path}.{k}" if path else str(k), v,
                      isinstance(k, str) and (k in SHOWN_KEYS or k.endswith("_zh")))
                     for k, v in value.items()]
            stack.extend(reversed(items))
        elif isinstance(value, list):
            stack.extend(reversed([(f"{path}[{i}]", v, shown) for i, v in enumerate(value)]))
        elif shown and isinstance(value, str):
            why = text_problem(value)
            if why:
                out.append(f"{file}: {path or '$'}: {why}")
    return out
