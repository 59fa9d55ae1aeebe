"""Reading a file a person handed us, safely: regular files only, a bounded read, and
refusals that fit on one line.

Every loader of saves and content reads through :func:`read_regular_bytes` (via
``saves.read_json_file``). It looks at the path with ``os.stat`` first and refuses
anything that is not a regular file (a folder, a FIFO, a device such as ``/dev/zero``
behind a link, a socket) without opening it for reading. It then opens with
``O_NONBLOCK``, so a FIFO swapped in between the look and the open cannot block, checks
the opened file again, and reads at most ``max_bytes + 1`` bytes, so a file that grows
while it is read cannot exhaust memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_CHUNK = 1 << 20


class UnreadableFile(Exception):
    """A path that cannot be read as a file; the message is one line for people."""


def one_line(text: object) -> str:
    """``text`` on one line: line breaks and other control characters are shown escaped
    (a file may be named ``a\\nb.json``), tabs become spaces."""
    out = []
    for ch in str(text):
        if ch == "\t":
            out.append(" ")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 or ch in "\u2028\u2029":
            out.append(f"\\x{ord(ch):02x}" if ord(ch) < 256 else f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


def _not_regular(mode: int, what: str) -> str:
    if stat.S_ISDIR(mode):
        return f"is a folder, not a {what}"
    if stat.S_ISFIFO(mode):
        return f"is a pipe (FIFO), not a {what}"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return f"is a device, not a {what}"
    if stat.S_ISSOCK(mode):
        return f"is a socket, not a {what}"
    return f"is not a regular file, so not a {what}"


def check_regular(path: Path | str, what: str) -> os.stat_result:
    """``os.stat`` of ``path`` when it is a regular file (links followed); UnreadableFile
    with one line otherwise. Nothing is opened."""
    shown = one_line(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise UnreadableFile(f"{shown}: no such {what}") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        why = one_line(getattr(exc, "strerror", None) or exc)
        raise UnreadableFile(f"{shown}: cannot read it ({why})") from None
    if not stat.S_ISREG(st.st_mode):
        raise UnreadableFile(f"{shown}: {_not_regular(st.st_mode, what)}")
    return st


def read_regular_bytes(path: Path | str, what: str, max_bytes: int) -> bytes:
    """The bytes of ``path`` when it is a regular file of at most ``max_bytes``;
    UnreadableFile with one line (starting with the path) otherwise."""
    shown = one_line(path)
    st = check_regular(path, what)
    if st.st_size > max_bytes:
        raise UnreadableFile(f"{shown}: too large for a {what} ({st.st_size} bytes; at most "
                             f"{max_bytes})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise UnreadableFile(f"{shown}: cannot read it ({one_line(exc.strerror or exc)})") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped for something else after the look
            raise UnreadableFile(f"{shown}: {_not_regular(mode, what)}")
        parts: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(_CHUNK, left))
            if not chunk:
                break
            parts.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UnreadableFile(f"{shown}: cannot read it ({one_line(exc.strerror or exc)})") from None
    finally:
        os.close(fd)
    data = b"".join(parts)
    if len(data) > max_bytes:
        raise UnreadableFile(f"{shown}: too large for a {what} (more than {max_bytes} bytes)")
    return data


def json_kind(value: object) -> str:
    """What a JSON value is, in words: "text", "a whole number", "a list", …"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
