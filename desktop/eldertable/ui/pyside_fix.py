"""A guard against a PySide6 bug that would crash Elder Table on Python 3.11.

PySide6 6.12.0 returns ``None`` from every Qt function without a result without taking a
reference to it, so each such call (``setText``, ``show``, ``processEvents``, …) lowers
``None``'s reference count by one. Python 3.12 made ``None`` immortal, so there it does not
matter; on Python 3.11 the count reaches zero after a few thousand calls and the
interpreter aborts with "Fatal Python error: none_dealloc". PySide6 6.11.2 does not have
the bug.

:func:`guard` measures the leak once; when there is one, it does what Python 3.12 does and
makes ``None`` practically immortal by raising its reference count by 2**40 (a program
would need that many calls to spend it). Nothing else changes.
"""

from __future__ import annotations

import sys

_applied = False


def leaks_none() -> bool:
    """Whether a void Qt call costs ``None`` a reference here."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(16):
        probe.setObjectName("probe")
    return before - sys.getrefcount(None) >= 8


def guard() -> bool:
    """Apply the fix when this Python and PySide6 need it; True if it was applied."""
    global _applied
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return _applied
    if leaks_none():
        import ctypes

        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
        _applied = True
    return _applied
