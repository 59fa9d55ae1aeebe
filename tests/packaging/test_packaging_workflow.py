""".github/workflows/build.yml: well-formed, and it does what the issue asks on every OS.

The structure is checked with PyYAML when it is installed; the text checks run always.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def text() -> str:
    return WORKFLOW.read_text(encoding="utf-8")


def test_workflow_text():
    body = text()
    assert "\t" not in body, "YAML forbids tabs for indentation"
    for number, line in enumerate(body.splitlines(), 1):
        if line.strip() and not line.lstrip().startswith("#"):
            indent = len(line) - len(line.lstrip(" "))
            assert indent % 2 == 0, f"line {number}: odd indentation"
            assert line == line.rstrip(), f"line {number}: trailing spaces"
    assert re.search(r"^on:$", body, re.M) and re.search(r"^jobs:$", body, re.M)
    assert "os: [windows-latest, macos-latest, ubuntu-latest]" in body
    assert "runs-on: ${{ matrix.os }}" in body
    for needle in ("actions/checkout@v", "actions/setup-python@v", "actions/upload-artifact@v",
                   'pip install -e ".[test,build]"', "python -m pytest",
                   "python packaging/build.py --archive --smoke", "QT_QPA_PLATFORM: offscreen",
                   "if-no-files-found: error"):
        assert needle in body, needle
    # every ${{ }} expression is closed
    assert body.count("${{") == body.count("}}")


def test_workflow_structure():
    yaml = pytest.importorskip("yaml")
    data = yaml.safe_load(text())
    triggers = data.get("on", data.get(True))  # YAML 1.1 reads a bare `on` as true
    assert {"push", "pull_request", "workflow_dispatch"} <= set(triggers)
    job = data["jobs"]["bundle"]
    assert job["strategy"]["matrix"]["os"] == ["windows-latest", "macos-latest",
                                               "ubuntu-latest"]
    assert job["strategy"]["fail-fast"] is False
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    steps = job["steps"]
    uses = [s["uses"].split("@")[0] for s in steps if "uses" in s]
    assert uses[:2] == ["actions/checkout", "actions/setup-python"]
    assert uses.count("actions/upload-artifact") == 2
    runs = [s["run"] for s in steps if "run" in s]
    order = [next(i for i, r in enumerate(runs) if key in r)
             for key in ("pip install", "pytest", "packaging/build.py")]
    assert order == sorted(order), "install, test, then build"
    for step in steps:
        assert set(step) <= {"name", "uses", "with", "run", "if", "env", "shell"}, step
    upload = next(s for s in steps if s.get("name") == "Upload the bundle")
    assert upload["with"]["path"].startswith("packaging/dist/")
