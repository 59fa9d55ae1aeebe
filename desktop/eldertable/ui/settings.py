"""The app's settings: QSettings in INI format, in one file the user can find.

``$ELDERTABLE_HOME/settings.ini`` when that variable is set (tests, portable use), else
``settings.ini`` under the platformdirs user config folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8


def settings_path() -> Path:
    home = os.environ.get("ELDERTABLE_HOME")
    if home:
        return Path(home) / "settings.ini"
    import platformdirs

    return Path(platformdirs.user_config_dir("eldertable", appauthor=False)) / "settings.ini"


def settings() -> QSettings:
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def recent_files() -> list[str]:
    value = settings().value("recent", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or []) if v]


def add_recent(path: str) -> list[str]:
    path = str(Path(path).resolve())
    items = [p for p in recent_files() if p != path]
    items.insert(0, path)
    del items[MAX_RECENT:]
    s = settings()
    s.setValue("recent", items)
    s.sync()
    return items


def clear_recent() -> None:
    s = settings()
    s.remove("recent")
    s.sync()
