"""Before Qt loads: are the system libraries its Linux window plugin needs there?

Qt 6.5+ loads its xcb platform plugin only when the system has ``libxcb-cursor0`` (and a few
xcb libraries most desktops have). Without them Qt prints a long message and aborts. We
look first and say which package is missing, in one line.
"""

from __future__ import annotations

import ctypes.util
import os
import sys

# library soname stem -> Debian/Ubuntu package that provides it
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xkbcommon-x11": "libxkbcommon-x11-0",
}


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
    if getattr(sys, "frozen", False):
        # A bundle may carry its own copies; Qt finds those itself.
        return ""
    missing = [pkg for lib, pkg in XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]
    if not missing:
        return ""
    return ("Elder Table needs these system libraries to open its window: "
            + ", ".join(missing) + f" (for example: sudo apt install {' '.join(missing)})")
