"""Shared test set-up: offscreen Qt, a private data folder, the toy game registered."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_LOGGING_RULES", "*.debug=false;qt.qpa.*=false")

sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402

import toygame  # noqa: E402

toygame.install()


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    """Every test gets its own data folder: nothing touches the user's saves."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("ELDERTABLE_HOME", str(home))
    yield home


@pytest.fixture(autouse=True)
def _curtain_armed_at_once(monkeypatch):
    """The hand-off curtain's button takes clicks at once in tests (a person's waits 0.6 s);
    tests/ui/test_shell_handoff.py checks the wait itself."""
    from eldertable.ui import handoff

    monkeypatch.setattr(handoff.Curtain, "arming_ms", 0)
