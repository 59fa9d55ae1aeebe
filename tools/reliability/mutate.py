"""Mutations of a seed file: structural ones on its JSON (values of other types, missing
and unknown keys, huge lists and strings, paths out of the folder, deep nesting, NaN),
textual ones that ``json.dumps`` cannot write (an integer of more than 4,300 digits, a
UTF-8 BOM, a save's metadata of the wrong kind) and byte-level ones (flips, cuts,
inserts), for files that are not JSON (settings.ini) too. The classes of hostile files
that are not contents (FIFOs, devices, links) are ``fuzzing.special_inputs``."""

from __future__ import annotations

import copy
import json
import math
import random
from typing import Any

MAX_NODES = 20_000  # a mutant stays small: the loaders' own size limits are tested apart

PALETTE: list[Any] = [
    None, True, False, 0, -1, 1, 2, 7, 99, 10**6, 2**63, -2**63, 10**400, 1.5, -0.0, 1e308,
    math.nan, math.inf, "", " ", "x", "../../../etc/passwd", "/etc/passwd", "C:\\\\boot.ini",
    "a" * 5000, "\u0000", "\ud7ff\ufffd", "字", "%s%n{0}{}", "<svg onload=x>", [], {}, [[]],
    {"": None}, [None] * 3, 1e20, -1e15, "yesterday", "human", "bot:default", "bot:nobody", "random", "default",
    "mansions", "miskatonic", "magnum-opus", "toy",
]


def _palette(rng: random.Random) -> Any:
    """A fresh copy: a shared list from PALETTE mutated in place would grow run-long."""
    return copy.deepcopy(rng.choice(PALETTE))


def _nodes(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if len(path) > 80:  # already far deeper than any loader accepts
        return out
    if isinstance(value, dict):
        for k, v in value.items():
            out += _nodes(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _nodes(v, path + (i,))
    return out


def _get(root: Any, path: tuple) -> Any:
    for p in path:
        root = root[p]
    return root


def _set(root: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    _get(root, path[:-1])[path[-1]] = value
    return root


def _deep(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def mutate_value(root: Any, rng: random.Random) -> Any:
    """One structural change somewhere in ``root`` (which it may replace)."""
    path = rng.choice(_nodes(root))
    node = _get(root, path)
    op = rng.randrange(12)
    if op == 0 and isinstance(node, dict) and node:
        del node[rng.choice(list(node))]
    elif op == 1 and isinstance(node, list) and node:
        del node[rng.randrange(len(node))]
    elif op == 2 and isinstance(node, dict):
        node[rng.choice(["x", "kind", "format", "id", "type", "seat", "__proto__", "saved_at",
                         "finished", "debug", "app_version"])] = \
            _palette(rng)
    elif op == 3 and isinstance(node, list) and node:
        # copies, not shared references, and never past MAX_NODES in all
        item = node[rng.randrange(len(node))]
        size = len(_nodes(item))
        room = max(0, MAX_NODES - len(_nodes(root))) // size
        node.extend(copy.deepcopy(item) for _ in range(min(room, rng.choice((1, 2, 50, 400)))))
    elif op == 4 and isinstance(node, list) and len(node) > 1:
        rng.shuffle(node)
    elif op == 5:
        root = _set(root, path, [node] if rng.random() < 0.5 else {"value": node})
    elif op == 6 and isinstance(node, str):
        root = _set(root, path, rng.choice([node + "../x", node * 3, node[::-1], node.upper(),
                                            node[: len(node) // 2], "../" + node, "/" + node]))
    elif op == 7 and isinstance(node, (int, float)) and not isinstance(node, bool):
        root = _set(root, path, rng.choice([node + 1, node - 1, -node, node * 1000, 0, -1,
                                            node // 2, str(node), math.nan]))
    elif op == 8:
        root = _set(root, path, _deep(rng.choice((10, 40, 63, 70, 200))))
    elif op == 9 and path:
        parent = _get(root, path[:-1])
        if isinstance(parent, dict) and len(parent) > 1:
            other = rng.choice(list(parent))
            parent[path[-1]], parent[other] = parent[other], parent[path[-1]]
    else:
        root = _set(root, path, _palette(rng))
    return root


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """One byte-level change."""
    if not data:
        return bytes([rng.randrange(256)])
    b = bytearray(data)
    op = rng.randrange(6)
    i = rng.randrange(len(b))
    if op == 0:
        b[i] ^= 1 << rng.randrange(8)
    elif op == 1:
        del b[i:i + rng.randrange(1, 64)]
    elif op == 2:
        b[i:i] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 16)))
    elif op == 3:
        return bytes(b[:i])
    elif op == 4:
        j = min(len(b), i + rng.randrange(1, 200))
        b[i:i] = b[i:j] * rng.randrange(1, 5)
    else:
        b[i:i] = rng.choice(['"', "{", "[", "]", "}", ",", ":", "\\", "\n", "=", "@Variant(",
                             "@ByteArray(", "\u00e9", "\x00"]).encode("utf-8")
    return bytes(b)


DIGITS = 4301  # one more than CPython reads in one integer by default


def long_number(rng: random.Random, digits: int | None = None) -> str:
    n = digits or rng.choice((DIGITS, DIGITS + 1, 5000, 20_000))
    return str(rng.randrange(1, 10)) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def mutate_text(data: bytes, rng: random.Random) -> bytes:
    """One change ``json.dumps`` cannot make: a number of more than 4,300 digits (in place
    of a number, or as a new key), a UTF-8 BOM in front, a number where JSON has none."""
    op = rng.randrange(3)
    if op == 0:
        return data if data.startswith(b"\xef\xbb\xbf") else b"\xef\xbb\xbf" + data
    big = long_number(rng).encode()
    digits = [i for i in range(len(data)) if data[i:i + 1].isdigit()
              and (i == 0 or data[i - 1:i] in b" :,[")]
    if op == 1 and digits:
        i = rng.choice(digits)
        j = i
        while j < len(data) and data[j:j + 1].isdigit():
            j += 1
        return data[:i] + big + data[j:]
    start = data.find(b"{")
    if start < 0:
        return big + data
    return data[:start + 1] + b'"x": ' + big + (b", " if data[start + 1:].strip()[:1] != b"}"
                                               else b"") + data[start + 1:]


def mutate(seed: bytes, rng: random.Random) -> bytes:
    """A mutant of ``seed``: mostly structural when it is JSON, else byte-level; one in
    ten gets a textual change too."""
    out = _mutate(seed, rng)
    return mutate_text(out, rng) if rng.random() < 0.1 else out


def _mutate(seed: bytes, rng: random.Random) -> bytes:
    if rng.random() < 0.75:
        try:
            root = json.loads(seed.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            root = None
        if root is not None:
            for _ in range(rng.choice((1, 1, 2, 3, 6))):
                root = mutate_value(root, rng)
            try:
                return json.dumps(root, ensure_ascii=rng.random() < 0.5).encode("utf-8")
            except (ValueError, RecursionError):
                pass
    data = seed
    for _ in range(rng.choice((1, 1, 2, 4))):
        data = mutate_bytes(data, rng)
    return data
