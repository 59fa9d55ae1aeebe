"""Dialogs for things that went wrong, and the last-resort handler for the unexpected.

A bad file or an unwritable folder is one clear dialog. An unexpected exception is logged
with its traceback to a file under the log folder, and the dialog names that file.
"""

from __future__ import annotations

import sys
from pathlib import Path

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

_log_file: Path | None = None



def show_error(parent: "QWidget | None", title: str, text: str, detail: str = "") -> None:
    """One modal dialog; ``title``/``text`` are already translated."""
    from PySide6.QtWidgets import QMessageBox  # here: start-up does not pay for it

    from PySide6.QtCore import Qt  # not at import: the window's first paint comes first

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # a reason may quote a file's words
    if detail:
        box.setInformativeText(detail)
    box.exec()


def bad_file(parent: "QWidget | None", path: str, reason: str) -> None:
    show_error(parent, QCoreApplication.translate("Errors", "Cannot open the file"),
               QCoreApplication.translate("Errors", "Elder Table cannot open {path}.")
               .format(path=path), reason)


def cannot_save(parent: "QWidget | None", reason: str) -> None:
    show_error(parent, QCoreApplication.translate("Errors", "Cannot save"),
               QCoreApplication.translate("Errors", "The game was not saved. Nothing was "
                                                    "overwritten."), reason)


def unwritable_data(parent: "QWidget | None", reason: str) -> None:
    show_error(parent, QCoreApplication.translate("Errors", "Cannot write the data folder"),
               QCoreApplication.translate("Errors", "Elder Table cannot write its data folder, "
                                                    "so games will not be autosaved. Free some "
                                                    "space or fix the folder's permissions."),
               reason)


def setup_logging() -> Path | None:
    """Log to a file under the log folder; returns its path (None if it cannot be made)."""
    import logging
    import time

    global _log_file
    if _log_file is not None:
        return _log_file
    from ..engine.saves import log_dir

    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / time.strftime("eldertable-%Y%m%d-%H%M%S.log")
        handler = logging.FileHandler(path, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log = logging.getLogger("eldertable")
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    _log_file = path
    return path


def report_unexpected(exc_type, exc, tb, parent: "QWidget | None" = None) -> None:
    """Log the traceback and say so in one dialog naming the log file."""
    import logging
    import traceback

    text = "".join(traceback.format_exception(exc_type, exc, tb))
    path = setup_logging()
    log = logging.getLogger("eldertable")
    log.error("unexpected error\n%s", text)
    for handler in log.handlers:
        handler.flush()
    where = str(path) if path else QCoreApplication.translate(
        "Errors", "(no log file could be written)")
    if QCoreApplication.instance() is None:
        sys.stderr.write(text)
        return
    show_error(parent, QCoreApplication.translate("Errors", "Unexpected error"),
               QCoreApplication.translate("Errors", "Something went wrong inside Elder Table. "
                                                    "Your game was autosaved after the last "
                                                    "action."),
               QCoreApplication.translate("Errors", "The details are in the log file {path}.")
               .format(path=where))


def install_excepthook() -> None:
    def hook(exc_type, exc, tb):
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        report_unexpected(exc_type, exc, tb)

    sys.excepthook = hook
