"""Find shipped files (assets, translations) wherever Elder Table runs from.

One function serves the three layouts:

* a source checkout: ``<repo>/assets`` and ``<repo>/i18n`` beside ``desktop/``;
* an installed wheel: ``eldertable/assets`` and ``eldertable/i18n`` inside the package
  (pyproject's force-include puts them there);
* a PyInstaller bundle: the same two folders under ``sys._MEIPASS``.

``ELDERTABLE_ASSETS`` overrides the assets folder (designers testing their own content).
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


class MissingResources(Exception):
    """The assets or translations folder is not where any layout puts it."""


def _candidates(name: str) -> list[Path]:
    out: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        out += [Path(bundle) / "eldertable" / name, Path(bundle) / name]
    out += [_PACKAGE / name, _PACKAGE.parent.parent / name]
    return out


@lru_cache(maxsize=None)
def resource_dir(name: str) -> Path:
    """The folder ``name`` ("assets" or "i18n"); MissingResources if none exists."""
    if name == "assets" and os.environ.get("ELDERTABLE_ASSETS"):
        override = Path(os.environ["ELDERTABLE_ASSETS"])
        if override.is_dir():
            return override
        raise MissingResources(f"ELDERTABLE_ASSETS names {override}, which is not a folder")
    for path in _candidates(name):
        if path.is_dir():
            return path
    raise MissingResources(
        f"the {name} folder is missing (looked in {', '.join(str(p) for p in _candidates(name))});"
        " reinstall Elder Table")


def asset(*parts: str) -> Path:
    """Path of a shipped asset, e.g. ``asset("games", "miskatonic", "cards.json")``."""
    return resource_dir("assets").joinpath(*parts)


def translations_dir() -> Path:
    return resource_dir("i18n")
