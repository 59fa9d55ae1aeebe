"""Find where a JSON path (``map.tiles[2].rotation``, ``$.kind``, ``$``) lies in a file's
text, so that the designer view can highlight it (Qt-free).

Only the containers on the way are walked by hand; every value beside the path is skipped
with the C JSON decoder, so a large file costs little.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

_TOKEN = re.compile(r"""\.?([^.\[\]'"]+)|\[(\d+)\]|\[\s*(?:"([^"]*)"|'([^']*)')\s*\]""")
_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    found: bool          # False: the path goes on past this span (a missing field, say)
    depth: int           # how many parts of the path were found


def parse_path(path: str) -> list[str | int]:
    """``map.tiles[2].rotation`` -> ["map", "tiles", 2, "rotation"]."""
    text = path.strip()
    if text.startswith("$"):
        text = text[1:]
    parts: list[str | int] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            break
        if m.group(2) is not None:
            parts.append(int(m.group(2)))
        else:
            parts.append(next(g for g in (m.group(1), m.group(3), m.group(4)) if g is not None))
        pos = m.end()
    return parts


def _ws(text: str, pos: int) -> int:
    return _WS.match(text, pos).end()


def _skip(text: str, pos: int) -> int:
    _value, end = _DECODER.raw_decode(text, pos)
    return end


def _child(text: str, pos: int, part: str | int) -> int | None:
    """Start of the value ``part`` inside the container starting at ``pos``; None if absent."""
    opener = text[pos]
    if opener == "{" and isinstance(part, str):
        pos = _ws(text, pos + 1)
        while pos < len(text) and text[pos] != "}":
            key, pos = json.decoder.scanstring(text, pos + 1)
            pos = _ws(text, pos)
            pos = _ws(text, pos + 1)  # the colon
            if key == part:
                return pos
            pos = _ws(text, _skip(text, pos))
            if text[pos] == ",":
                pos = _ws(text, pos + 1)
        return None
    if opener == "[" and isinstance(part, int):
        pos = _ws(text, pos + 1)
        index = 0
        while pos < len(text) and text[pos] != "]":
            if index == part:
                return pos
            pos = _ws(text, _skip(text, pos))
            if text[pos] == ",":
                pos = _ws(text, pos + 1)
            index += 1
    return None


def locate(text: str, path: str) -> Span | None:
    """The span of the value at ``path`` in ``text``; for a path that leaves the data, the
    span of the deepest value found on the way (``found`` False). None if ``text`` is not
    JSON."""
    try:
        pos = _ws(text, 0)
        end = _skip(text, pos)
    except (ValueError, IndexError):
        return None
    parts = parse_path(path)
    depth = 0
    for part in parts:
        try:
            nxt = _child(text, pos, part)
        except (ValueError, IndexError):
            nxt = None
        if nxt is None:
            return Span(pos, end, False, depth)
        pos, end = nxt, _skip(text, nxt)
        depth += 1
    return Span(pos, end, True, depth)


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of ``offset``."""
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def split_problem(line: str, file: str) -> tuple[str, str]:
    """``file: json.path: message`` -> (path, message); ("$", line) when it has no path."""
    rest = line[len(file):] if line.startswith(file) else line
    rest = rest.removeprefix(":").strip()
    path, sep, message = rest.partition(": ")
    if not sep or " " in path.strip():
        return "$", rest
    return path.strip(), message.strip()
