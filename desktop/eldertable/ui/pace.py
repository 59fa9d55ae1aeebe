"""One pace for every table: how fast the other seats' turns are shown.

A bot's turn, the Keeper's monsters and a Miskatonic reveal are shown one *beat* at a
time. The pace says how: ``step`` (each beat waits for Continue), ``normal``, ``fast``
or ``instant`` (no pacing: everything shows at once). It is one setting
(``table/pace`` in the app's QSettings) shared by all tables; the Preferences dialog and
every table's own pace control set it, and :func:`notifier` tells every open table.

Animation never changes the game: a pace only decides when the view shows what the
controller has already applied.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .settings import settings, settings_path

PACE_KEY = "table/pace"
#: the key the Mansions table used before the pace was shared
OLD_KEYS = ("mansions/monster_pace",)
PACES = ("step", "normal", "fast", "instant")
#: per pace: milliseconds per step of a motion, and the pause after a beat
TIMING = {"normal": (320, 900), "fast": (110, 250), "step": (320, 0)}


#: (the settings file, the pace read from it): a pace is read many times a beat, and
#: reading it meant opening the settings (a file's stat) each time; set_pace keeps it
_known: tuple[str, str] | None = None


def pace() -> str:
    global _known
    path = str(settings_path())
    if _known is not None and _known[0] == path:
        return _known[1]
    s = settings()
    value = s.value(PACE_KEY)
    if value is None:
        for old in OLD_KEYS:
            value = s.value(old)
            if value is not None:
                break
    value = str(value) if value is not None else "normal"
    value = value if value in PACES else "normal"
    _known = (path, value)
    return value


class PaceNotifier(QObject):
    """Says when the pace setting changes, wherever it was changed, so every open table
    follows."""

    changed = Signal(str)


_notifier: PaceNotifier | None = None


def notifier() -> PaceNotifier:
    global _notifier
    if _notifier is None:
        _notifier = PaceNotifier()
    return _notifier


def set_pace(value: str) -> None:
    if value not in PACES:
        raise ValueError(f"unknown pace {value!r}")
    if value == pace() and settings().value(PACE_KEY) is not None:
        return
    global _known
    s = settings()
    s.setValue(PACE_KEY, value)
    s.sync()
    _known = (str(settings_path()), value)
    notifier().changed.emit(value)
