"""The app's settings: QSettings in INI format, in one file the user can find.

``$ELDERTABLE_HOME/settings.ini`` when that variable is set (tests, portable use), else
``settings.ini`` under the platformdirs user config folder.

The file is input like any other: one larger than :data:`MAX_SETTINGS_BYTES` is set aside
(``settings.ini.too-large``) with one line in the log, and the app starts with defaults;
values are read by type, so a hand-edited or damaged file never crashes the app.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

MAX_RECENT = 8
MAX_SETTINGS_BYTES = 256 * 1024  # a few window states and eight paths need far less
log = logging.getLogger(__name__)


def settings_path() -> Path:
    home = os.environ.get("ELDERTABLE_HOME")
    if home:
        return Path(home) / "settings.ini"
    import platformdirs

    return Path(platformdirs.user_config_dir("eldertable", appauthor=False)) / "settings.ini"


def settings() -> QSettings:
    path = settings_path()
    _set_aside_if_too_large(path)
    return QSettings(str(path), QSettings.Format.IniFormat)


def _set_aside_if_too_large(path: Path) -> None:
    try:
        size = path.stat().st_size
    except OSError:
        return
    if size <= MAX_SETTINGS_BYTES:
        return
    aside = path.with_name(path.name + ".too-large")
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.warning("%s: too large for a settings file (%d bytes) and cannot be set aside "
                    "(%s)", path, size, exc.strerror or exc)
        return
    log.warning("%s: too large for a settings file (%d bytes); set aside as %s, starting "
                "with the default settings", path, size, aside.name)


def text_value(key: str, default: str = "") -> str:
    """A setting that should be text; ``default`` when it is missing or of another type."""
    value = settings().value(key, default)
    return value if isinstance(value, str) else default


def recent_files() -> list[str]:
    value: Any = settings().value("recent", [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    return [v for v in value if isinstance(v, str) and v][:MAX_RECENT]


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
