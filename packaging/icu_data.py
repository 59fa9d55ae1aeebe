"""Linux: a smaller ICU data library for the bundle (32 MB -> about 10 MB).

PySide6's Qt links to ICU, whose data library ``libicudata.so.NN`` holds one 32 MB
package of tables: every locale's collation, every legacy character converter, time zone,
unit, currency, language and region names, transliterators, spelled-out numbers. Qt uses
ICU for case mapping, normalisation, text boundaries and collation (QCollator); its own
CLDR tables give locale names, number and date formats. So the bundle keeps everything but:

* the legacy converters (``*.cnv``: Shift-JIS, GBK, EBCDIC, …): the app reads and writes
  UTF-8, and Qt converts UTF-8/16/32 and Latin-1 without ICU;
* collation for languages other than the ones we ship (English, Chinese) and the root;
* time zone, unit, currency, language and region names, transliterators, spelled-out
  numbers: Qt does not ask ICU for them (or, for time zone names, falls back to the id).

``trimmed_library(src, out_dir)`` reads the data package out of the library (an ELF
object exporting ``icudtNN_dat``), removes those items with ICU's ``icupkg`` and links a
library of the same name (SONAME) exporting the smaller package with the C compiler.
Without ``icupkg`` (Debian/Ubuntu package ``icu-devtools``) or ``cc`` it returns None and
the bundle keeps the full library. Loaded by path from the spec and the tests
(``packaging/`` is not a package).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

# Kept: everything not matched here. ``coll/`` keeps only these locales' tables.
DROP_FOLDERS = ("unit/", "curr/", "lang/", "region/", "translit/", "rbnf/", "zone/")
COLLATION_KEPT = ("root", "en", "zh", "ucadata", "res_index")
_LIB = re.compile(r"^libicudata\.so\.(\d+)$")


def is_icu_data_library(name: str) -> bool:
    return _LIB.match(name) is not None


def keep_item(item: str) -> bool:
    """Whether an item of the ICU data package (``coll/zh.res``, ``ibm-943_P15A-2003.cnv``)
    stays in the bundle."""
    if item.startswith(DROP_FOLDERS) or item.endswith(".cnv"):
        return False
    if item.startswith("coll/"):
        stem = item[5:].rsplit(".", 1)[0]
        return stem in COLLATION_KEPT or stem.split("_")[0] in COLLATION_KEPT
    return True


def exported_object(path: str | Path, prefix: bytes = b"icudt") -> tuple[str, bytes]:
    """(name, bytes) of the data object a 64-bit little-endian ELF library exports under a
    name starting with ``prefix``; ValueError if there is none."""
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path}: not a 64-bit little-endian ELF library")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    for sec in secs:
        if sec[1] != 11:  # SHT_DYNSYM
            continue
        offset, size, link, entsize = sec[4], sec[5], sec[6], sec[9]
        strtab = secs[link][4]
        for i in range(size // entsize):
            name_at, _info, _other, shndx, value, length = struct.unpack_from(
                "<IBBHQQ", data, offset + i * entsize)
            name = data[strtab + name_at:data.index(b"\0", strtab + name_at)]
            if name.startswith(prefix) and 0 < shndx < len(secs):
                home = secs[shndx]
                start = value - home[3] + home[4]  # address -> file offset
                return name.decode(), data[start:start + length]
    raise ValueError(f"{path}: exports no {prefix.decode()}* data")


def tools() -> tuple[str | None, str | None]:
    return shutil.which("icupkg"), shutil.which("cc") or shutil.which("gcc")


def trimmed_library(src: str | Path, out_dir: str | Path) -> tuple[Path | None, str]:
    """Build the smaller library; returns (its path, a line saying what was done) or
    (None, why not)."""
    icupkg, cc = tools()
    if icupkg is None or cc is None:
        return None, "icupkg (icu-devtools) or a C compiler is missing: ICU data kept whole"
    src, out_dir = Path(src), Path(out_dir)
    match = _LIB.match(src.name)
    if match is None:
        return None, f"{src.name} is not an ICU data library"
    symbol, blob = exported_object(src)
    package = f"icudt{match.group(1)}l"  # the item prefix icupkg reads from the file name
    work = out_dir / "icu"
    shutil.rmtree(work, ignore_errors=True)
    (work / "small").mkdir(parents=True)
    full, small = work / f"{package}.dat", work / "small" / f"{package}.dat"
    full.write_bytes(blob)
    listed = subprocess.run([icupkg, "-l", str(full)], capture_output=True, text=True,
                            check=True).stdout.split()
    drop = [item for item in listed if not keep_item(item)]
    (work / "drop.txt").write_text("\n".join(drop) + "\n", encoding="utf-8")
    subprocess.run([icupkg, "-r", str(work / "drop.txt"), str(full), str(small)],
                   capture_output=True, check=True)
    asm = work / "icudata.S"
    asm.write_text(
        f"    .section .rodata\n    .globl {symbol}\n    .type {symbol}, @object\n"
        f"    .balign 16\n{symbol}:\n    .incbin \"{small.as_posix()}\"\n"
        f"    .size {symbol}, . - {symbol}\n"
        "    .section .note.GNU-stack,\"\",@progbits\n", encoding="utf-8")
    out = work / src.name
    subprocess.run([cc, "-shared", "-nostdlib", f"-Wl,-soname,{src.name}", "-o", str(out),
                    str(asm)], capture_output=True, check=True)
    kept = len(listed) - len(drop)
    return out, (f"ICU data: kept {kept} of {len(listed)} items, {len(blob) / 1e6:.1f} MB -> "
                 f"{small.stat().st_size / 1e6:.1f} MB")
