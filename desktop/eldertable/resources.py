"""Find shipped files (assets, translations) wherever Elder Table runs from.

One function serves the three layouts:

* a source checkout: ``<repo>/assets`` and ``<repo>/i18n`` beside ``desktop/``;
* an installed wheel: ``eldertable/assets`` and ``eldertable/i18n`` inside the package
  (pyproject's force-include puts them there);
* a PyInstaller bundle: the same two folders under ``sys._MEIPASS``.

``ELDERTABLE_ASSETS`` overrides the assets folder (designers testing their own content).

Every file a content file names (tile art, a scenario's own tiles and cover, puzzle art)
goes through :func:`confined_path`: content may name files only inside its own folder.
"""

from __future__ import annotations

import os
import re
import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


class MissingResources(Exception):
    """The assets or translations folder is not where any layout puts it."""


class UnsafePath(ValueError):
    """A path named by content that leads out of its folder (or names nothing)."""


_DRIVE = re.compile(r"^[A-Za-z]:")


def confinement_problem(folder: Path | str, rel: str, *, must_exist: bool = True) -> str:
    """Why ``rel`` (named by a content file in ``folder``) may not be used; "" when it may.

    Refused: empty paths, absolute paths, drive letters, backslashes, ``..`` parts, paths
    that a symbolic link leads outside ``folder``, and (with ``must_exist``) missing files.
    """
    if not isinstance(rel, str) or not rel.strip():
        return "the path is empty"
    if "\x00" in rel:
        return f"{rel!r}: a path may not hold a NUL character"
    if "\\" in rel:
        return f"{rel!r}: use '/' between folder names"
    if rel.startswith("/") or _DRIVE.match(rel):
        return f"{rel!r}: an absolute path is not allowed; give a path inside the content folder"
    if ".." in rel.split("/"):
        return f"{rel!r}: '..' may not lead out of the content folder"
    try:
        base = Path(folder).resolve()
        target = (Path(folder) / rel).resolve()
    except (OSError, RuntimeError, ValueError):
        return f"{rel!r}: the path cannot be resolved (a symbolic link loop?)"
    if not target.is_relative_to(base):
        return f"{rel!r}: a symbolic link leads out of the content folder"
    if must_exist and not target.is_file():
        return f"{rel!r}: no such file"
    return ""


def confined_path(folder: Path | str, rel: str, *, must_exist: bool = True) -> Path:
    """The resolved file ``rel`` inside ``folder``; UnsafePath with the reason otherwise."""
    problem = confinement_problem(folder, rel, must_exist=must_exist)
    if problem:
        raise UnsafePath(problem)
    return (Path(folder) / rel).resolve()


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


def confined_asset(rel_path: str, *folder: str) -> Path:
    """``assets/<folder…>/<rel_path>`` for a name that may come from content (art named by
    a card, a puzzle, a game entry); UnsafePath when it leads out of that folder."""
    return confined_path(asset(*folder), rel_path)


def translations_dir() -> Path:
    return resource_dir("i18n")
