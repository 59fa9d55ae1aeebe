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
