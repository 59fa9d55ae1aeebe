"""The translations are in step with the code and complete (DESIGN.md "Words")."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_zh_cn_has_no_unfinished_or_vanished_entry_and_qm_is_compiled():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_content_extractor_finds_content_strings(tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import i18n
    finally:
        sys.path.pop(0)
    found = i18n.content_strings()
    assert all(ctx.startswith("content:") for ctx in found)
    strings = []
    i18n._walk({"cards": [{"name": "Lamp", "id": "lamp", "text": "Light."}]}, None, strings)
    assert strings == ["Lamp", "Light."]
