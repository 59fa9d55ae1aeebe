"""Helpers of the workbench's tests: a designer's own copy of a shipped scenario file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from eldertable.resources import asset

SCENARIO = asset("games", "mansions", "scenarios", "quiet-greenhouse.json")


def scenario_copy(folder: Path, name: str = "my-scenario.json") -> Path:
    """A copy of a shipped Mansions scenario in ``folder`` (the test is skipped without one)."""
    if not SCENARIO.is_file():
        pytest.skip("no shipped Mansions scenario in this checkout")
    path = folder / name
    shutil.copyfile(SCENARIO, path)
    return path
