"""The Chinese terms offered as completions in the editor's Chinese fields, and the app's
own Chinese of a shipped scenario's text.

Terms come from the glossary every translation follows (i18n/glossary_zh_CN.md: its
Mansions, second-edition and further-terms tables) when it is there (a source checkout),
and from the app's Chinese of the names of the shared content (monsters, items, spells,
investigators) and of the first-edition cards, read from the compiled translation.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QTranslator

from eldertable.games.mansions.content import catalog
from eldertable.games.mansions.jsonmodel import TEXT_CONTEXT, ContentError

from ..i18n import CHINESE, qm_path
from .idlists import keeper_action_cards

GLOSSARY_FILE = "glossary_zh_CN.md"
#: the glossary's sections whose terms are Mansions terms (headings start so)
SECTIONS = ("## Shared and Mansions", "## Second edition", "## Further terms")
_ROW = re.compile(r"^\|(?P<en>[^|]+)\|(?P<zh>[^|]+)\|\s*$")


def parse_glossary(text: str) -> list[tuple[str, str]]:
    """(English, Chinese) pairs of the Mansions tables of the glossary's Markdown; a row
    ``A / B | 甲 / 乙`` gives both pairs."""
    out: list[tuple[str, str]] = []
    keep = False
    for line in text.splitlines():
        if line.startswith("## "):
            keep = line.startswith(SECTIONS)
            continue
        m = _ROW.match(line.strip())
        if not keep or not m:
            continue
        en, zh = m["en"].strip(), m["zh"].strip()
        if en == "English" or set(en) <= {"-", " "}:
            continue
        ens = [re.sub(r"\s*\(.*?\)", "", e).strip() for e in en.split("/")]
        zhs = [z.strip() for z in zh.split("/")]
        pairs = zip(ens, zhs) if len(ens) == len(zhs) else [(en, zh)]
        out += [(e, z) for e, z in pairs if e and z and (e, z) not in out]
    return out


@lru_cache(maxsize=1)
def app_translator() -> QTranslator | None:
    """The app's compiled Chinese translation (not installed: only looked up)."""
    path = qm_path(CHINESE)
    t = QTranslator()
    return t if path is not None and t.load(str(path)) else None


def app_chinese(english: str) -> str:
    """The app's own Chinese of a content text ("" when it has none)."""
    t = app_translator()
    return t.translate(TEXT_CONTEXT, english) if t is not None else ""


def _glossary_file() -> Path | None:
    from ...resources import MissingResources, translations_dir

    try:
        path = translations_dir() / GLOSSARY_FILE
    except MissingResources:
        return None
    return path if path.is_file() else None


def _content_names() -> list[str]:
    names: list[str] = []
    try:
        cat = catalog()
        for group in (cat.monsters, cat.items, cat.spells, cat.investigators):
            names += [v.name for v in group.values()]
    except ContentError:
        pass
    names += [name for _cid, name in keeper_action_cards()]
    return names


@lru_cache(maxsize=1)
def terms() -> tuple[tuple[str, str], ...]:
    """(English, Chinese) terms to offer, the glossary's first."""
    out: list[tuple[str, str]] = []
    path = _glossary_file()
    if path is not None:
        try:
            out += parse_glossary(path.read_text(encoding="utf-8")[:200_000])
        except (OSError, UnicodeDecodeError):
            pass
    seen = {e for e, _z in out}
    for name in _content_names():
        zh = app_chinese(name)
        if zh and zh != name and name not in seen:
            seen.add(name)
            out.append((name, zh))
    return tuple(out)
