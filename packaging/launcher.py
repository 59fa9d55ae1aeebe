"""The packaged app's entry point: PyInstaller runs this file as ``__main__``.

It is ``eldertable.cli.main`` with one addition for a bundle opened as an app (double-click,
Start menu, Dock): there may be no terminal to read, so when opening the window fails, the
one line the command line would print on stderr is also shown in a dialog, and kept in the
log folder. An internal error's line already names its crash log, which the command line
wrote under the platformdirs log folder. Errors inside the running window are the app's
own business (``eldertable.ui.errors`` logs them and shows a dialog with the log's path).
"""

from __future__ import annotations

import io
import os
import sys

# Subcommands that never open a window: their output is read in a terminal.
HEADLESS = {"simulate", "validate", "replay", "odds", "smoke"}
TERMINAL_OPTIONS = {"-h", "--help", "--version"}
OPTIONS_WITH_VALUE = {"--lang"}


def clean_argv(argv: list[str], platform: str | None = None) -> list[str]:
    """Drop the ``-psn_0_NNN`` process serial number older macOS passes to an app it opens."""
    if (platform or sys.platform) != "darwin":
        return list(argv)
    return [a for a in argv if not a.startswith("-psn_")]


def opens_window(argv: list[str]) -> bool:
    """Whether these arguments (without the program name) open the app's window."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in TERMINAL_OPTIONS:
            return False
        if arg in OPTIONS_WITH_VALUE:
            skip = True
            continue
        if arg.startswith("-"):
            continue
        return arg not in HEADLESS
    return True


class _Tee(io.TextIOBase):
    """Writes go to the real stream (if any) and are kept for the failure dialog."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.kept = io.StringIO()

    def write(self, text: str) -> int:
        self.kept.write(text)
        if self.stream is not None:
            try:
                self.stream.write(text)
            except (OSError, ValueError):
                pass
        return len(text)

    def flush(self) -> None:
        if self.stream is not None:
            try:
                self.stream.flush()
            except (OSError, ValueError):
                pass


def keep_in_log(text: str) -> str:
    """Append the failure to ``startup.log`` in the log folder; its path, or "" if unwritable."""
    from eldertable.platform_check import keep_in_startup_log

    return keep_in_startup_log(text)


def can_open_qt_dialog() -> bool:
    """False when Qt's window plugin cannot start here (it would abort the process)."""
    if sys.platform.startswith("linux"):
        from eldertable.platform_check import missing_system_libraries

        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            return False
        return not missing_system_libraries()
    return True


def show_failure(text: str) -> bool:
    """One dialog with ``text``; False if no dialog could be shown."""
    if can_open_qt_dialog():
        try:
            from PySide6.QtWidgets import QApplication, QMessageBox

            app = QApplication.instance() or QApplication([sys.argv[0]])
            QMessageBox.critical(None, "Elder Table", text)
            del app
            return True
        except Exception:  # noqa: BLE001 - the last resort must not raise
            pass
    if sys.platform == "win32":
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, text, "Elder Table", 0x10)  # MB_ICONERROR
        return True
    return False


def run(argv: list[str], cli_main, show=show_failure, frozen: bool | None = None) -> int:
    """Run the command line; a failed window launch of a bundle is also shown and logged."""
    frozen = getattr(sys, "frozen", False) if frozen is None else frozen
    if not (frozen and opens_window(argv)):
        return cli_main(argv)
    real, tee = sys.stderr, _Tee(sys.stderr)
    sys.stderr = tee
    try:
        code = cli_main(argv)
    finally:
        sys.stderr = real
    said = tee.kept.getvalue().strip()
    if code != 0 and said:
        log = keep_in_log(said)
        show(said + (f"\n\n(This message is also in {log}.)" if log and log not in said else ""))
    return code


def main() -> int:
    import multiprocessing

    # Simulations run games in worker processes; in a bundle each worker starts this same
    # executable, which must then become the worker instead of the app.
    multiprocessing.freeze_support()
    from eldertable.cli import main as cli_main

    return run(clean_argv(sys.argv[1:]), cli_main)


if __name__ == "__main__":
    sys.exit(main())
