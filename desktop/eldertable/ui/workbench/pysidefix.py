"""Work around PySide6 6.12.0 dropping references to ``None``, ``True`` and ``False``.

PySide6 6.12.0 treats these three as immortal, as they are from Python 3.12 on: every
call of a method that returns nothing (``setText``, ``update``, ``processEvents``, …)
hands back ``None`` without a reference, and ``SignalInstance.emit`` does the same with
``True``. On Python 3.11 the interpreter later lets go of each reference it was never
given, until it aborts with "none_dealloc: deallocating None" or "bool_dealloc:
deallocating True or False": a pyqtgraph plot redrawn a few times a second (about 200
such calls a redraw) ends the app within seconds, and any window does in the end.

:func:`install` checks whether the running PySide6 has the fault (ten calls, count the
references) and only then gives the three so many references (2**40) that no run can use
them up, which is what Python 3.12 does by design. It is idempotent and does nothing where
the fault is absent or the singletons are immortal already. It is process-wide: call it
once before the first window (the workbench calls it when it opens).
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

RESERVE = 2**40
_installed = False


class _Probe(QObject):
    ping = Signal()


def drops_references() -> bool:
    """Does the running PySide6 drop references to None (void calls) or True (emit)?"""
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(10):
        probe.setObjectName("probe")
        probe.ping.emit()
    return (none_before - sys.getrefcount(None) >= 10
            or true_before - sys.getrefcount(True) >= 10)


def install() -> bool:
    """Reserve references to None, True and False if the fault is there; True if it was."""
    global _installed
    if _installed:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not drops_references():
        return False
    for value in (None, True, False):
        # ob_refcnt is the first field of every object in CPython 3.11 (a Py_ssize_t)
        ctypes.c_ssize_t.from_address(id(value)).value += RESERVE
    _installed = True
    return True
