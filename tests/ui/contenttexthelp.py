"""Helpers for the content-text tests (issue 23, 4): a copy of the shipped assets whose texts
carry format fields, plural choices, Qt placeholders and HTML, and a check that every
widget on screen shows such text as written.

``hostile_assets`` copies ``assets/`` into a temporary folder, puts :data:`PAYLOAD` into
every text a player reads of the files given, points ``ELDERTABLE_ASSETS`` at the copy and
empties every loader's cache (and again when the test ends).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

from PySide6.QtGui import QTextDocument, Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsView, QLabel, QMenu, QWidget

ROOT = Path(__file__).resolve().parents[2]
#: what a hostile designer writes: format fields, a plural choice, a Qt placeholder, an
#: ampersand (a key mnemonic on buttons), HTML and an image outside assets/ (it does not
#: exist: nothing may even try to load it). 58 characters: Magnum Opus names hold 60.
PAYLOAD = '{ } {0} {n|a|b} %1 & <b>B</b><img src="file:///etc/x.png">'
IMAGE = "file:///etc/x.png"
#: the keys whose strings are shown to players (tools/i18n.py TRANSLATABLE_KEYS, the short ones)
SHORT = {"name", "title", "label", "subtitle", "caption", "short"}
LONG = {"text", "description", "introduction", "flavor", "prompt", "epilogue", "summary",
        "story", "objective", "message", "question", "pass_text", "fail_text", "rules_text",
        "ability", "blurb"}
ESCAPES = ("&lt;", "&gt;", "&amp;", "&quot;")
_ID = re.compile(r"^[a-z0-9_.:-]*$")


def poisoned(value: str, key: str) -> str:
    if key in SHORT:
        return value[:2] + PAYLOAD  # names are short (Magnum Opus: 60 characters)
    return value[:200] + " " + PAYLOAD


def poison(data, key: str | None = None):
    """``data`` with PAYLOAD in every player-read text (ids are left alone)."""
    if isinstance(data, dict):
        return {k: poison(v, k) for k, v in data.items()}
    if isinstance(data, list):
        return [poison(v, key) for v in data]
    if isinstance(data, str) and key in SHORT | LONG and not _ID.match(data):
        return poisoned(data, key)
    return data


def clear_caches() -> None:
    """Every loader's cache in eldertable (lru_caches and the Miskatonic content cache)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("eldertable"):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", "") == name:
                clear()
    from eldertable.games.miskatonic import content

    content._CACHE.clear()


def hostile_assets(tmp_path: Path, monkeypatch, files: list[str]) -> Path:
    """A copy of assets/ with PAYLOAD in the texts of ``files`` (relative to assets/)."""
    root = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", root)
    for rel in files:
        path = root / rel
        path.write_text(json.dumps(poison(json.loads(path.read_text("utf-8"))),
                                   ensure_ascii=False), "utf-8")
    monkeypatch.setenv("ELDERTABLE_ASSETS", str(root))
    clear_caches()
    return root


def is_rich(text: str, fmt) -> bool:
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText
                                              and Qt.mightBeRichText(text))


def shown(text: str, fmt) -> str:
    """The words a label with ``text`` in ``fmt`` puts on screen. Rich text holding an
    image tag is never parsed here: that alone is the failure, which :func:`mangled` names."""
    if not is_rich(text, fmt):
        return text
    if "<img" in text.lower():
        return "IMAGE IN RICH TEXT: " + text  # mangled() reports it
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _mnemonics(text: str) -> str:
    """A button's or menu item's words as shown: "&&" is "&", "&X" is an underlined X."""
    return re.sub(r"&(.)", r"\1", text)


def screen_texts(top: QWidget) -> list[tuple[str, str]]:
    """(where, words shown) of every label, button, tooltip and scene item under ``top``."""
    out: list[tuple[str, str]] = []
    widgets = [top] + top.findChildren(QWidget)
    for w in widgets:
        if isinstance(w, QLabel):
            words = shown(w.text(), w.textFormat())
            out.append((f"label {w.objectName()}",
                        _mnemonics(words) if w.buddy() is not None else words))
        elif isinstance(w, QAbstractButton):
            out.append((f"button {w.objectName()}", _mnemonics(w.text())))
        elif isinstance(w, QMenu):
            out += [(f"menu item {a.objectName()}", _mnemonics(a.text())) for a in w.actions()]
        if w.toolTip():
            out.append((f"tooltip of {type(w).__name__}", shown(w.toolTip(), Qt.TextFormat.AutoText)))
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if item.toolTip():
                    out.append((f"tooltip of {type(item).__name__}",
                                shown(item.toolTip(), Qt.TextFormat.AutoText)))
                text = getattr(item, "text", None)
                if callable(text) and hasattr(item, "font"):  # QGraphicsSimpleTextItem
                    try:
                        out.append((type(item).__name__, text()))
                    except TypeError:
                        pass
    return out


def literal_count(top: QWidget) -> int:
    """How many places under ``top`` show PAYLOAD as written."""
    return sum(PAYLOAD in words and not words.startswith("IMAGE IN RICH TEXT: ")
               for _where, words in screen_texts(top))


def mangled(top: QWidget) -> list[str]:
    """Places that show a part of PAYLOAD but not the whole as written (markup eaten as
    rich text, an ``&`` taken as a mnemonic), its escapes visible (escaped text shown as
    plain) or an image tag in rich text."""
    out = []
    for where, words in screen_texts(top):
        if words.startswith("IMAGE IN RICH TEXT: "):
            out.append(f"{where}: {words[:160]!r}")
        elif PAYLOAD not in words and ("{n|a|b} %1" in words
                                       or any(e in words for e in ESCAPES)):
            out.append(f"{where}: {words[:160]!r}")
    return out
