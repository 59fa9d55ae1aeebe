"""Scenario files opened from anywhere on disk, for the setup dialog's scenario browser:
asking for one, checking it (the content validator's lines, then the edition's own load
check), telling which edition plays it, and remembering the recently opened ones
(QSettings, newest first). A game started from one names the file by its absolute path in
``options["scenario"]``, as both editions' configs accept; a save resumes while the file
is still there."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

RECENT = "mansions-setup/recent-files"
MAX_RECENT = 8


def ask_path(parent) -> str:
    """The file the player picks ("" when they cancel)."""
    path, _filter = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("MansionsSetup", "Open a scenario file"), "",
        QCoreApplication.translate("MansionsSetup", "Scenario files (*.json)"))
    return path


def edition_of(path: str) -> str:
    from ...games.mansions.first.scenarios import is_first_edition

    return "first" if is_first_edition(path) else "second"


def problems(path: str) -> list[str]:
    """Why the file cannot be played, one line a problem; empty: it can."""
    from ...games.mansions import validate_file

    p = Path(path)
    if p.suffix.lower() != ".json" or not p.is_file():
        return [QCoreApplication.translate(
            "MansionsSetup", "{path}: not a scenario file (.json)").format(path=path)]
    try:
        lines = list(validate_file(p))
    except Exception as exc:  # noqa: BLE001 - any failure is one line, never a traceback
        lines = [f"{p.name}: {exc}"]
    if lines:
        return lines
    if edition_of(path) == "first":
        from ...games.mansions.first.scenarios import load
    else:
        from ...games.mansions.second.scenarios import load
    try:
        load(str(p))
    except (ValueError, OSError) as exc:
        return [line for line in str(exc).splitlines() if line.strip()]
    return []


def show_problems(parent, path: str, lines: list[str]) -> QMessageBox:
    """The validator's lines in a window-modal message (open, not exec: returns at once)."""
    title = QCoreApplication.translate("MansionsSetup", "This scenario cannot be played")
    head = QCoreApplication.translate("MansionsSetup", "{name} was not added:").format(
        name=Path(path).name)
    box = QMessageBox(QMessageBox.Icon.Warning, title, head + "\n\n" + "\n".join(lines),
                      QMessageBox.StandardButton.Close, parent)
    box.setObjectName("scenario-problems")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.open()
    return box


def recent_files() -> list[str]:
    from ..settings import text_value

    return [p for p in text_value(RECENT).split("\n") if p][:MAX_RECENT]


def remember_file(path: str) -> None:
    from ..settings import settings

    path = str(Path(path).resolve())
    files = [path] + [p for p in recent_files() if p != path]
    s = settings()
    s.setValue(RECENT, "\n".join(files[:MAX_RECENT]))
    s.sync()


def recent_of(edition: str) -> list[str]:
    """The remembered files of an edition that are still there."""
    out = []
    for path in recent_files():
        if Path(path).is_file() and edition_of(path) == edition:
            out.append(path)
    return out
