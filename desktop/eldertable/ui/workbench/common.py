"""Small helpers the workbench's widgets share: words from the core, numbers for people."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine.messages import Msg


def msg_text(value: Any) -> str:
    """A Msg from the core in the current language; anything else as text."""
    if isinstance(value, Msg):
        return value.render(QCoreApplication.translate)
    return "" if value is None else str(value)


def count(n: int) -> str:
    """1,234 in the current locale."""
    return QLocale().toString(int(n))


def percent(p: float, digits: int = 1) -> str:
    return QLocale().toString(100.0 * p, "f", digits) + " %"


def number(x: float, digits: int = 2) -> str:
    return QLocale().toString(float(x), "f", digits)


def p_value(p: float) -> str:
    if p < 0.0001:
        return "< 0.0001"
    return QLocale().toString(p, "f", 4)


def duration(seconds: float) -> str:
    """"0.4 s", "12 s", "3 min 05 s", "1 h 02 min" (unit symbols, the same in every
    language)."""
    if seconds < 9.95:
        return QLocale().toString(max(0.0, seconds), "f", 1) + " s"
    s = int(round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"
