"""Paths written in content files: relative, with ``/``, and never leaving their folder."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

_DRIVE = re.compile(r"^[A-Za-z]:")


def contained_path_problem(folder: Path, rel: str, *, must_exist: bool = True) -> str:
    """Why ``rel`` (from a content file in ``folder``) may not be used; "" when it may.

    Refused: empty paths, absolute paths, drive letters, backslashes, ``..`` parts, and
    paths that a symbolic link leads outside ``folder``.
    """
    if not rel or not rel.strip():
        return "the path is empty"
    if "\\" in rel:
        return f"{rel!r}: use '/' between folder names"
    if rel.startswith("/") or _DRIVE.match(rel):
        return f"{rel!r}: an absolute path is not allowed; give a path inside the content folder"
    parts = PurePosixPath(rel).parts
    if ".." in parts:
        return f"{rel!r}: '..' may not lead out of the content folder"
    try:
        base = folder.resolve()
        target = (folder / rel).resolve()
    except (OSError, RuntimeError):
        return f"{rel!r}: the path cannot be resolved (a symbolic link loop?)"
    if not target.is_relative_to(base):
        return f"{rel!r}: a symbolic link leads out of the content folder"
    if must_exist and not target.is_file():
        return f"{rel!r}: no such file"
    return ""
