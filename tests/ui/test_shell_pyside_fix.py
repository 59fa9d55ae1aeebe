"""Many Qt calls in one process: the PySide6 6.12 + Python 3.11 None leak must not crash."""

from __future__ import annotations

import subprocess
import sys


def test_twenty_thousand_void_calls_do_not_abort_the_interpreter():
    code = (
        "import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "import eldertable.ui\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "app = QApplication([]); label = QLabel()\n"
        "for i in range(20000):\n"
        "    label.setText('x'); app.processEvents()\n"
        "print('alive', sys.getrefcount(None) > 1000)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "alive True"


def test_the_guard_is_applied_where_none_leaks_and_only_there():
    from eldertable.ui import pyside_fix

    if sys.version_info < (3, 12) and pyside_fix.leaks_none():
        assert pyside_fix._applied and sys.getrefcount(None) > 2**39
    else:
        assert not pyside_fix._applied
