"""Helpers for the layout tests: a language for the whole test, a window checked after it
has settled, and its picture kept when ``ELDERTABLE_LAYOUT_SHOTS`` names a folder."""

from __future__ import annotations

import os
import re
from pathlib import Path

import layoutcheck
from PySide6.QtWidgets import QApplication

LANGUAGES = ("zh_CN", "pseudo")


def settle(rounds: int = 6) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def check(widget, name: str, language: str) -> list[str]:
    """Show ``widget``, let it lay itself out, keep its picture if asked, list problems."""
    widget.show()
    settle()
    folder = os.environ.get("ELDERTABLE_LAYOUT_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(folder) / f"{name}-{language}.png"))
    return layoutcheck.problems(widget)


def judge(found: list[str], known: str | None, language: str) -> None:
    """No problem but the known one (a regular expression), and that only in the
    pseudo-locale; a known problem that has gone away fails too (remove its entry)."""
    allowed = re.compile(known) if known and language == "pseudo" else None
    unknown = [p for p in found if allowed is None or not allowed.search(p)]
    assert unknown == []
    if allowed is not None:
        assert found, "the known problem is gone: remove its entry"
