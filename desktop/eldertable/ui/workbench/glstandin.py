"""A stand-in for ``PySide6.QtOpenGL`` where it is not installed (the packaged app).

pyqtgraph 0.14 imports ``PySide6.QtOpenGL`` when it loads, but uses it only to draw curves
with OpenGL, which the workbench never turns on (pyqtgraph's ``useOpenGL`` stays False).
Its Python bindings are 9 MB, so the bundle leaves them out (packaging/bundle_config.py)
and this module puts an empty module in their place before pyqtgraph is imported. Asking
the stand-in for anything raises ImportError naming the missing module. Where the real
module is there, nothing changes.
"""

from __future__ import annotations

import importlib.util
import sys
import types

NAME = "PySide6.QtOpenGL"


class _Absent(types.ModuleType):
    def __getattr__(self, attr: str):
        if attr.startswith("__"):
            raise AttributeError(attr)
        raise ImportError(f"{NAME} is not part of this build of Elder Table "
                          f"(asked for {attr}); plots are drawn without OpenGL")


def install() -> bool:
    """Put the stand-in in place if the real module cannot be found; True if it was."""
    if NAME in sys.modules:
        return isinstance(sys.modules[NAME], _Absent)
    try:
        found = importlib.util.find_spec(NAME) is not None
    except (ImportError, ValueError):
        found = False
    if found:
        return False
    sys.modules[NAME] = _Absent(NAME)
    return True
