"""packaging/eldertable.desktop follows the freedesktop Desktop Entry specification."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "packaging" / "eldertable.desktop"

KEY = re.compile(r"^([A-Za-z0-9-]+)(\[[A-Za-z_@.]+\])?$")
KNOWN_KEYS = {"Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon",
              "Hidden", "OnlyShowIn", "NotShowIn", "DBusActivatable", "TryExec", "Exec",
              "Path", "Terminal", "Actions", "MimeType", "Categories", "Implements",
              "Keywords", "StartupNotify", "StartupWMClass", "URL", "PrefersNonDefaultGPU",
              "SingleMainWindow"}
MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game",
                   "Graphics", "Network", "Office", "Science", "Settings", "System", "Utility"}


def parse(text: str) -> dict[str, dict[str, str]]:
    groups: dict[str, dict[str, str]] = {}
    current = None
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            assert line.endswith("]"), f"line {number}: {line!r}"
            current = line[1:-1]
            assert current not in groups, f"line {number}: group {current} twice"
            groups[current] = {}
            continue
        assert current is not None, f"line {number}: a key before any group"
        assert "=" in line, f"line {number}: not key=value: {line!r}"
        key, value = line.split("=", 1)
        key = key.rstrip()
        assert KEY.match(key), f"line {number}: bad key {key!r}"
        assert key not in groups[current], f"line {number}: {key} twice"
        groups[current][key] = value.lstrip()
    return groups


def test_desktop_entry_is_valid():
    text = DESKTOP.read_bytes().decode("utf-8")  # the spec requires UTF-8
    groups = parse(text)
    assert next(iter(groups)) == "Desktop Entry"
    entry = groups["Desktop Entry"]
    for key in entry:
        assert KEY.match(key).group(1) in KNOWN_KEYS, key
        base = KEY.match(key).group(1)
        if key != base:
            assert base in entry, f"{key} without {base}"
    assert entry["Type"] == "Application"
    assert entry["Version"] == "1.5"
    assert entry["Name"] == "Elder Table"
    assert entry["Terminal"] == "false"
    assert entry["StartupNotify"] in ("true", "false")
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert MAIN_CATEGORIES & set(categories.split(";")) == {"Game"}
    for key in entry:
        if key.startswith("Keywords"):
            assert entry[key].endswith(";"), key


def test_desktop_entry_matches_the_bundle_and_the_app():
    entry = parse(DESKTOP.read_text(encoding="utf-8"))["Desktop Entry"]
    assert entry["Exec"].split()[0] == "eldertable"       # the bundle's executable
    assert entry["TryExec"] == "eldertable"
    assert entry["Icon"] == "eldertable"                   # eldertable.png beside it
    spec = (ROOT / "packaging" / "eldertable.spec").read_text(encoding="utf-8")
    assert '"eldertable.desktop"' in spec and '"eldertable.png"' in spec
    # Wayland and X11 match windows to this file by the app's desktop file name.
    app = (ROOT / "desktop" / "eldertable" / "ui" / "app.py").read_text(encoding="utf-8")
    assert 'setDesktopFileName("eldertable")' in app
