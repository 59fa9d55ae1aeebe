"""Before Qt loads: are the system libraries its Linux window plugin needs there?

Qt 6.5+ loads its xcb platform plugin only when the system has ``libxcb-cursor0`` (and a few
xcb libraries most desktops have). Without them Qt prints a long message and aborts. We
look first and say which package is missing, in one line.
"""

from __future__ import annotations

import ctypes.util
import os
import sys
from pathlib import Path

# library soname stem -> Debian/Ubuntu package that provides it
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xkbcommon-x11": "libxkbcommon-x11-0",
}


def _bundled(lib: str) -> bool:
    """Whether a PyInstaller bundle carries ``lib<lib>.so*`` itself.

    A bundle carries the xcb libraries only if the machine that built it had them, so a
    frozen app still checks the system for the ones it lacks (the bootloader puts the
    bundle's folder first on the library path; ``find_library`` does not look there).
    """
    bundle = getattr(sys, "_MEIPASS", None) if getattr(sys, "frozen", False) else None
    return bool(bundle) and any(Path(bundle).glob(f"lib{lib}.so*"))


def missing_system_libraries(platform: str | None = None) -> str:
    """One line naming the missing packages, or "" when all is well (or not relevant)."""
    platform = platform or sys.platform
    if not platform.startswith("linux"):
        return ""
    qpa = os.environ.get("QT_QPA_PLATFORM", "")
    if qpa and not qpa.startswith("xcb"):
        return ""  # offscreen, wayland, … do not need the xcb libraries
    if not os.environ.get("DISPLAY") and os.environ.get("WAYLAND_DISPLAY"):
        return ""
    missing = [pkg for lib, pkg in XCB_LIBRARIES.items()
               if not _bundled(lib) and ctypes.util.find_library(lib) is None]
    if not missing:
        return ""
    return ("Elder Table needs these system libraries to open its window: "
            + ", ".join(missing) + f" (for example: sudo apt install {' '.join(missing)})")


def no_display(platform: str | None = None) -> str:
    """One line starting "no display:" when Qt would find no display to open a window on
    (Linux only: Qt aborts the process then, rc 134), or "" when there is one."""
    platform = platform or sys.platform
    if not platform.startswith("linux"):
        return ""
    qpa = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if qpa == "wayland" or qpa.startswith("wayland-"):
        wanted = ("WAYLAND_DISPLAY",)
    elif qpa in ("", "xcb"):
        wanted = ("DISPLAY", "WAYLAND_DISPLAY")
    else:
        return ""  # offscreen, minimal, vnc, eglfs, … need no display server
    if any(os.environ.get(name) for name in wanted):
        return ""
    return ("no display: " + " and ".join(wanted) + (" is" if len(wanted) == 1 else " are")
            + " not set, so Elder Table cannot open its window (start it in a desktop "
            "session; the headless commands, such as validate and simulate, need no display)")


def keep_in_startup_log(text: str) -> str:
    """Append a failed start to ``startup.log`` in the log folder; its path, or "" when the
    folder cannot be written."""
    import datetime

    from .engine.saves import log_dir

    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "startup.log"
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{datetime.datetime.now():%Y-%m-%d %H:%M:%S} {text.strip()}\n")
        return str(path)
    except OSError:
        return ""
