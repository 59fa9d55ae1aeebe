"""The bundle's entry point (packaging/launcher.py) and the xcb check in a bundle."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_launcher():
    spec = importlib.util.spec_from_file_location("_eldertable_launcher",
                                                  ROOT / "packaging" / "launcher.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


launcher = _load_launcher()


@pytest.mark.parametrize("argv, window", [
    ([], True),
    (["--lang", "zh_CN"], True),
    (["--lang=zh_CN", "play", "magnum-opus"], True),
    (["open", "game.json"], True),
    (["smoke", "--out", "x"], False),
    (["--lang", "smoke"], True),          # "smoke" is the option's value here
    (["odds", "d8", "--dice", "3"], False),
    (["simulate", "mansions", "--games", "2"], False),
    (["--version"], False),
    (["-h"], False),
])
def test_opens_window(argv, window):
    assert launcher.opens_window(argv) is window


def test_clean_argv_drops_the_macos_process_serial_number():
    assert launcher.clean_argv(["-psn_0_12345", "play", "x"], "darwin") == ["play", "x"]
    assert launcher.clean_argv(["-psn_0_12345"], "linux") == ["-psn_0_12345"]


def test_a_failed_window_launch_of_a_bundle_is_shown_and_logged(_private_home):
    shown = []

    def cli_main(argv):
        print("eldertable: unknown game 'x'", file=sys.stderr)
        return 2

    code = launcher.run(["play", "x"], cli_main, show=shown.append, frozen=True)
    assert code == 2
    assert len(shown) == 1 and "unknown game 'x'" in shown[0]
    log = _private_home / "logs" / "startup.log"
    assert str(log) in shown[0]
    assert "unknown game 'x'" in log.read_text(encoding="utf-8")


def test_success_and_terminal_commands_show_nothing(_private_home):
    shown = []

    def ok(argv):
        print("a warning on stderr that is not a failure", file=sys.stderr)
        return 0

    def failing(argv):
        print("eldertable: odds d8: --dice is required", file=sys.stderr)
        return 2

    assert launcher.run([], ok, show=shown.append, frozen=True) == 0
    assert launcher.run(["odds", "d8"], failing, show=shown.append, frozen=True) == 2
    assert launcher.run(["play", "x"], failing, show=shown.append, frozen=False) == 2
    assert shown == []
    assert not (_private_home / "logs" / "startup.log").exists()


def test_stderr_is_restored(_private_home):
    before = sys.stderr
    launcher.run(["play", "x"], lambda argv: 1, show=lambda text: None, frozen=True)
    assert sys.stderr is before


# --------------------------------------------------------------------------- platform_check


@pytest.fixture
def x11_session(monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)


def test_a_bundle_still_checks_the_system_for_xcb_libraries(x11_session, monkeypatch, tmp_path):
    from eldertable import platform_check

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(platform_check.ctypes.util, "find_library", lambda name: None)
    message = platform_check.missing_system_libraries("linux")
    assert "libxcb-cursor0" in message and "sudo apt install" in message
    assert message.count("\n") == 0


def test_a_bundle_that_carries_a_library_does_not_ask_for_it(x11_session, monkeypatch, tmp_path):
    from eldertable import platform_check

    (tmp_path / "libxcb-cursor.so.0").write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(platform_check.ctypes.util, "find_library", lambda name: None)
    message = platform_check.missing_system_libraries("linux")
    assert "libxcb-cursor0" not in message
    assert "libxcb-icccm4" in message
