"""Hostile files, by class: what a person attacking Elder Table on purpose hands it.

Each class of issue 23 (section 3) is made from real seed files, saves and content alike:

* ``digits``: an integer with more digits than Python's JSON reader converts (4,300);
* ``not-regular``: a folder, a FIFO, a device, links to ``/dev/zero`` and to a FIFO;
* ``metadata``: an autosave whose ``saved_at``, ``finished``, ``debug`` or ``app_version``
  is of the wrong kind or out of range;
* ``huge``: saves far larger than a real one (63 MB, many copied actions, one huge action);
* ``field-type``: an action whose field has the wrong JSON type;
* ``lines``: a refusal that might span lines (a name or a value with a line break);
* ``bom``: a valid file with a UTF-8 byte order mark (accepted, not refused).

:func:`make` writes them into a folder and returns :class:`Hostile` entries; every entry
but ``bom`` must be refused in one line. ``python -m tools.reliability.hostile DIR``
writes them for trying by hand.
"""

from __future__ import annotations

import json
import os
import random
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAVES = ROOT / "tests" / "data" / "saves"
SAVE_SEEDS = ("miskatonic_format2.json", "magnum-opus_format2.json",
              "mansions-tenant-below_format2.json", "toy_format1.json")
CONTENT_SEEDS = ("assets/games/mansions/scenarios/tenant-below.json",
                 "assets/games/magnum_opus/setup.json", "assets/games/miskatonic/locations.json")
DIGITS = 4301  # one more than CPython's default int_max_str_digits

CLASSES = ("digits", "not-regular", "metadata", "huge", "field-type", "lines", "bom")


@dataclass(frozen=True)
class Hostile:
    cls: str
    label: str
    path: Path
    accepted: bool = False  # the one class that must be read: a BOM
    save: bool = True  # a save (else a content file)


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _digits(rng: random.Random, n: int = DIGITS) -> str:
    return str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(n - 1))


def _with_big_int(text: str, rng: random.Random, where: str) -> str:
    """``text`` (a JSON object) with a too-long integer: as a new key, or in place of the
    first number after ``where``."""
    big = _digits(rng)
    if where == "key":
        return "{" + f'"x": {big}, ' + text.lstrip()[1:]
    i = text.find(where)
    if i < 0:
        return "{" + f'"x": {big}, ' + text.lstrip()[1:]
    j = i + len(where)
    while j < len(text) and not (text[j].isdigit() or text[j] == "-"):
        j += 1
    k = j + 1
    while k < len(text) and text[k].isdigit():
        k += 1
    return text[:j] + big + text[k:]


def _first_field(actions: list) -> tuple[int, str] | None:
    for i, a in enumerate(actions):
        if isinstance(a, dict):
            for key in a:
                if key != "type":
                    return i, key
    return None


def _save_doc(path: Path) -> dict:
    from eldertable.engine.saves import migrate

    return migrate(json.loads(_text(path)), str(path))


def make(folder: Path, seed: int = 23, *, specials: bool = True) -> list[Hostile]:
    """Every hostile file of every class, written under ``folder``. ``specials``: also the
    FIFOs, links and devices (POSIX only)."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    out: list[Hostile] = []

    def put(cls: str, label: str, data: bytes | str, *, save: bool = True,
            accepted: bool = False, name: str | None = None) -> None:
        path = folder / (name or f"{cls}-{label}.json")
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        out.append(Hostile(cls, label, path, accepted, save))

    saves = [SAVES / n for n in SAVE_SEEDS if (SAVES / n).is_file()]
    contents = [ROOT / n for n in CONTENT_SEEDS if (ROOT / n).is_file()]
    for src in saves:
        stem = src.stem
        text = _text(src)
        for where in ("key", '"seed"', '"saved_at"', '"format"'):
            put("digits", f"{stem}-{where.strip(chr(34))}", _with_big_int(text, rng, where))
        put("bom", stem, b"\xef\xbb\xbf" + text.encode("utf-8"), accepted=True)
    for src in contents:
        stem = src.parent.name + "-" + src.stem
        text = _text(src)
        put("digits", stem, _with_big_int(text, rng, "key"), save=False)
        put("bom", stem, b"\xef\xbb\xbf" + text.encode("utf-8"), save=False, accepted=True)
        put("lines", stem, json.dumps(dict(json.loads(text), kind="line one\nline two")),
            save=False)
    # a hundred thousand digits too: the limit is met at once, not after converting
    put("digits", "100k-digits-bare", "{\"eldertable\": \"save\", \"format\": "
        + _digits(rng, 100_000) + "}")

    base = _save_doc(SAVES / "miskatonic_format2.json")
    for label, value in (("saved_at-text", "yesterday"), ("saved_at-1e20", 1e20),
                         ("saved_at-minus-1e15", -1e15), ("saved_at-true", True),
                         ("saved_at-list", [1]), ("saved_at-null", None),
                         ("saved_at-3000", 32_503_680_001), ("saved_at-object", {}),
                         ("finished-text", ("finished", "no")), ("finished-1", ("finished", 1)),
                         ("finished-null", ("finished", None)), ("debug-text", ("debug", "yes")),
                         ("app_version-3", ("app_version", 3)),
                         ("app_version-list", ("app_version", ["0.1"]))):
        doc = dict(base)
        if isinstance(value, tuple):
            doc[value[0]] = value[1]
        else:
            doc["saved_at"] = value
        put("metadata", label, json.dumps(doc))
    for label, raw in (("saved_at-nan", "NaN"), ("saved_at-infinity", "Infinity"),
                       ("saved_at-minus-infinity", "-Infinity")):
        put("metadata", label, json.dumps(dict(base, saved_at=0)).replace(
            '"saved_at": 0', f'"saved_at": {raw}'))

    actions = base["record"]["actions"]
    put("huge", "63MB-copied-actions", json.dumps(dict(base, record=dict(
        base["record"], actions=actions * (63 * 1024 * 1024 // len(json.dumps(actions)) + 1),
        digests=[]))))
    put("huge", "30MB-copied-actions", json.dumps(dict(base, record=dict(
        base["record"], actions=actions * (30 * 1024 * 1024 // len(json.dumps(actions)) + 1),
        digests=[]))))
    put("huge", "21k-actions", json.dumps(dict(base, record=dict(
        base["record"], actions=(actions * 100)[:21_000], digests=[]))))
    put("huge", "one-8MB-action", json.dumps(dict(base, record=dict(
        base["record"], actions=[dict(actions[0], card="x" * (8 * 1024 * 1024))] + actions))))
    put("huge", "5MB-config", json.dumps(dict(base, record=dict(
        base["record"], config=dict(base["record"]["config"], x="y" * (5 * 1024 * 1024))))))
    put("huge", "10MB-copied-actions", json.dumps(dict(base, record=dict(
        base["record"], actions=actions * (10 * 1024 * 1024 // len(json.dumps(actions)) + 1),
        digests=[]))))
    put("huge", "10MB-of-tiny-lists", json.dumps(dict(base, record=dict(
        base["record"], actions=[dict(a, x=[[]] * 120) for a in (actions * 80)[:19_000]],
        digests=[]))))
    # the largest file every cheap check lets through to the parser: 20,000 actions of 30
    # values and 500 bytes each
    put("huge", "most-that-is-parsed", json.dumps(dict(base, record=dict(
        base["record"], actions=[dict(a, x=[0] * 26, y="z" * 330)
                                 for a in (actions * 80)[:19_990]], digests=[]))))
    put("huge", "40MB-padding", json.dumps(base) + " " * (40 * 1024 * 1024))
    with open(folder / "huge-63MB-sparse.json", "wb") as fh:
        fh.write(json.dumps(base).encode()[:-1])
        fh.truncate(63 * 1024 * 1024)
    out.append(Hostile("huge", "63MB-sparse", folder / "huge-63MB-sparse.json"))

    for src in saves:
        doc = _save_doc(src)
        found = _first_field(doc["record"]["actions"])
        if found is None:
            continue
        i, key = found
        for label, value in (("list", [0, 1]), ("object", {"a": 1}), ("null", None),
                             ("number", 1.5), ("text", "7"), ("true", True)):
            bad = json.loads(json.dumps(doc))
            original = bad["record"]["actions"][i][key]
            if type(original) is type(value):
                continue
            bad["record"]["actions"][i][key] = value
            put("field-type", f"{src.stem}-{key}-{label}", json.dumps(bad))
    put("lines", "name-with-newline", "{not json", name="lines-bad\nname.json")
    doc = json.loads(json.dumps(base))
    doc["record"]["actions"][0]["card"] = "no such\ncard"
    put("lines", "action-value-with-newline", json.dumps(doc))
    doc = json.loads(json.dumps(base))
    doc["record"]["game"] = "line one\nline two"
    put("lines", "game-with-newline", json.dumps(doc))

    folder_path = folder / "not-regular-folder.json"
    folder_path.mkdir(exist_ok=True)
    out.append(Hostile("not-regular", "folder", folder_path))
    if specials and os.name == "posix":
        fifo = folder / "not-regular-fifo.json"
        if not fifo.exists():
            os.mkfifo(fifo)
        out.append(Hostile("not-regular", "fifo", fifo))
        for label, target in (("link-to-dev-zero", "/dev/zero"), ("link-to-dev-urandom",
                                                                   "/dev/urandom"),
                              ("link-to-fifo", str(fifo)), ("link-to-folder", str(folder_path))):
            link = folder / f"not-regular-{label}.json"
            if not link.is_symlink():
                link.symlink_to(target)
            out.append(Hostile("not-regular", label, link))
        for dev in ("/dev/zero", "/dev/null"):
            if os.path.exists(dev) and stat.S_ISCHR(os.stat(dev).st_mode):
                out.append(Hostile("not-regular", f"device-{Path(dev).name}", Path(dev)))
    # the same attacks as content files
    for h in list(out):
        if h.cls == "not-regular" and contents:
            out.append(Hostile(h.cls, h.label + "-as-content", h.path, save=False))
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tools.reliability.hostile DIR", file=sys.stderr)
        return 2
    for h in make(Path(argv[0])):
        print(f"{h.cls}\t{h.label}\t{h.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
