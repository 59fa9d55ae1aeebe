"""The Qt app shell of Elder Table (everything under here may import PySide6)."""

from .pyside_fix import guard as _guard

_guard()
