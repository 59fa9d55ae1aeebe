"""Work around PySide6 6.12.0 dropping references to ``None``, ``True`` and ``False``.

PySide6 6.12.0 treats these three as immortal, as they are from Python 3.12 on:
``SignalInstance.emit`` returns ``True`` without taking a reference to it, and redrawing a
pyqtgraph plot drops about 200 references to ``None`` and 25 to ``True``. On 3.11 the
interpreter later lets go of references it was never given, until it aborts with
"none_dealloc: deallocating None" or "bool_dealloc: deallocating True or False": a plot
redrawn a few times a second ends the app within seconds.

:func:`install` checks whether the running PySide6 has the fault (ten emits, count the
references to ``True``) and only then gives the three so many references (2**40) that no
run can use them up, which is what Python 3.12 does by design. It is idempotent and does
nothing where the fault is absent or the singletons are immortal already.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

RESERVE = 2**40
_installed = False


class _Probe(QObject):
    ping = Signal()


def emit_steals_true() -> bool:
    """Does an emit of the running PySide6 drop a reference to True?"""
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(10):
        probe.ping.emit()
    return before - sys.getrefcount(True) >= 10


def install() -> bool:
    """Reserve references to None, True and False if the fault is there; True if it was."""
    global _installed
    if _installed:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not emit_steals_true():
        return False
    for value in (None, True, False):
        # ob_refcnt is the first field of every object in CPython 3.11 (a Py_ssize_t)
        ctypes.c_ssize_t.from_address(id(value)).value += RESERVE
    _installed = True
    return True
