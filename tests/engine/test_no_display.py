"""Issue 23, section 5: without a display the app says so in one line, exits 2 and keeps
the line in startup.log, instead of Qt aborting the process (rc 134)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from eldertable import platform_check


def _without_display(home, **extra):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(ELDERTABLE_HOME=str(home), **extra)
    return env


@pytest.mark.parametrize("args", [[], ["play", "toy"], ["open", "game.json"], ["workbench"],
                                  ["--lang", "zh_CN"]])
def test_no_display_is_one_line_exit_2_and_a_startup_log(tmp_path, args):
    if not sys.platform.startswith("linux"):
        pytest.skip("Qt needs a display server only on Linux")
    done = subprocess.run([sys.executable, "-m", "eldertable.cli", *args], capture_output=True,
                          text=True, timeout=30, env=_without_display(tmp_path),
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2, (done.returncode, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("eldertable: no display: "), lines
    assert "DISPLAY" in lines[0] and "WAYLAND_DISPLAY" in lines[0]
    log = tmp_path / "logs" / "startup.log"
    assert log.is_file() and "no display: " in log.read_text(encoding="utf-8")


def test_headless_commands_need_no_display(tmp_path):
    done = subprocess.run([sys.executable, "-m", "eldertable.cli", "odds", "d6", "--dice", "2",
                           "--need", "6"], capture_output=True, text=True, timeout=30,
                          env=_without_display(tmp_path), stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "logs" / "startup.log").exists()


@pytest.mark.parametrize("env, platform, said", [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "minimal"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland"}, "linux", True),
    ({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, "linux", True),
    ({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "w"}, "linux", False),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_which_setups_have_no_display(monkeypatch, env, platform, said):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    message = platform_check.no_display(platform)
    assert bool(message) is said
    if said:
        assert message.startswith("no display: ") and "\n" not in message


def test_the_startup_log_is_appended_to(tmp_path, monkeypatch):
    monkeypatch.setenv("ELDERTABLE_HOME", str(tmp_path))
    first = platform_check.keep_in_startup_log("one")
    second = platform_check.keep_in_startup_log("two\n")
    assert first == second == str(tmp_path / "logs" / "startup.log")
    lines = (tmp_path / "logs" / "startup.log").read_text(encoding="utf-8").splitlines()
    assert [line.split(" ", 2)[2] for line in lines] == ["one", "two"]
