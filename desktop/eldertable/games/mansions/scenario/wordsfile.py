"""The Chinese words of a designer's scenario, kept beside it (Qt-free).

A scenario file holds only English source text; the Chinese of a designer's scenario is a
companion file ``<file stem>.zh_CN.json`` in the same folder::

    {"kind": "mansions-scenario-words", "format": 1, "language": "zh_CN",
     "words": {"English text": "中文"}}

It is read within a size limit and written atomically (never half-written). A shipped
scenario has none: its Chinese is the app's own translation (i18n/eldertable_zh_CN.ts).
:func:`text_sites` finds every text a player reads, by the keys the translation
extractor reads (tools/i18n.py ``TRANSLATABLE_KEYS``, the same set).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

from ....engine.saves import SaveError, atomic_write_text
from ..jsonmodel import ContentError, read_content
from .edits import JsonPath

WORDS_KIND = "mansions-scenario-words"  # validation.WORDS
WORDS_FORMAT = 1
LANGUAGE = "zh_CN"
MAX_WORDS_BYTES = 2 * 1024 * 1024
MAX_ENTRIES = 20000

#: keys whose strings are shown to people (tools/i18n.py TRANSLATABLE_KEYS; a test keeps
#: the two the same)
TEXT_KEYS = frozenset({
    "name", "title", "text", "description", "introduction", "flavor", "label",
    "prompt", "epilogue", "summary", "effect", "story", "objective", "message",
    "reason", "hint", "caption", "choice", "question", "pass_text", "fail_text",
    "short", "rules_text", "subtitle", "ability", "condition_text", "blurb",
})


class WordsError(Exception):
    """A words file that cannot be used; the message is one line naming the file."""


def words_path(scenario_path: Path | str, language: str = LANGUAGE) -> Path:
    p = Path(scenario_path)
    return p.with_name(f"{p.stem}.{language}.json")


def text_sites(data: Any, path: JsonPath = (), key: str | None = None) -> Iterator[tuple[JsonPath, str]]:
    """(JSON path, English text) of every text a player reads, in file order."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from text_sites(v, path + (k,), k)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from text_sites(v, path + (i,), key)
    elif isinstance(data, str) and key in TEXT_KEYS and data.strip():
        yield path, data


def texts(data: Any) -> dict[str, list[JsonPath]]:
    """English text -> the paths that hold it, in the order first met."""
    out: dict[str, list[JsonPath]] = {}
    for path, text in text_sites(data):
        out.setdefault(text, []).append(path)
    return out


def read_words(path: Path | str, language: str = LANGUAGE) -> dict[str, str]:
    """The words of a companion file ({} when there is none); WordsError otherwise."""
    p = Path(path)
    if not p.exists():
        return {}
    try:
        data = read_content(p, "words file")
    except ContentError as exc:
        raise WordsError(exc.problems[0] if exc.problems else f"{p}: cannot be read") from None
    where = f"{p}: "
    if not isinstance(data, dict) or data.get("kind") != WORDS_KIND:
        raise WordsError(where + f"kind: not a scenario words file (kind {WORDS_KIND!r})")
    fmt = data.get("format")
    if fmt != WORDS_FORMAT:
        raise WordsError(where + f"format: {fmt!r} is not a words format this version reads "
                         f"({WORDS_FORMAT})")
    if data.get("language") != language:
        raise WordsError(where + f"language: {data.get('language')!r}, expected {language!r}")
    words = data.get("words")
    if not isinstance(words, dict):
        raise WordsError(where + "words: must be an object of English text -> translation")
    if len(words) > MAX_ENTRIES:
        raise WordsError(where + f"words: more than {MAX_ENTRIES} entries")
    for k, v in words.items():
        if not isinstance(v, str):
            raise WordsError(where + f"words: the translation of {k[:40]!r} is not text")
    return dict(words)


def write_words(path: Path | str, words: dict[str, str], language: str = LANGUAGE) -> None:
    """Write the companion file atomically (empty translations left out); WordsError
    with one line when it cannot be written."""
    doc = {"kind": WORDS_KIND, "format": WORDS_FORMAT, "language": language,
           "words": {k: v for k, v in words.items() if isinstance(v, str) and v.strip()}}
    try:
        atomic_write_text(path, json.dumps(doc, ensure_ascii=False, indent=2) + "\n")
    except SaveError as exc:
        raise WordsError(str(exc)) from None
