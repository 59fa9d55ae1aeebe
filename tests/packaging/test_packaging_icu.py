"""The bundle's smaller ICU data library (packaging/icu_data.py): which tables stay, that
the data package is found in the library, and that Qt still does what the app needs with
only what is kept (case mapping, Chinese collation, Chinese text drawn)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("icu_data", ROOT / "packaging" / "icu_data.py")
icu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(icu)


def _pyside_icu() -> Path:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not sys.platform.startswith("linux") or not found:
        pytest.skip("PySide6 brings no ICU data library here (Linux wheels only)")
    return next(p for p in found if icu.is_icu_data_library(p.name))


@pytest.mark.parametrize("item, kept", [
    ("uprops.icu", True), ("ucase.icu", True), ("nfkc.nrm", True), ("root.res", True),
    ("zh.res", True), ("brkitr/char.brk", True), ("brkitr/cjdict.dict", True),
    ("coll/root.res", True), ("coll/ucadata.icu", True), ("coll/zh_Hans_CN.res", True),
    ("coll/en_US_POSIX.res", True), ("coll/res_index.res", True),
    ("coll/de.res", False), ("coll/ja.res", False), ("ibm-943_P15A-2003.cnv", False),
    ("zone/fr.res", False), ("unit/de.res", False), ("curr/zh.res", False),
    ("lang/en.res", False), ("region/en.res", False), ("translit/el_Latn.res", False),
    ("rbnf/en.res", False),
])
def test_which_items_stay(item, kept):
    assert icu.keep_item(item) is kept


def test_the_data_package_is_read_out_of_the_library():
    name, blob = icu.exported_object(_pyside_icu())
    assert name.startswith("icudt") and name.endswith("_dat")
    assert blob[2:4] == b"\xda\x27"  # the magic of every ICU data header
    assert len(blob) > 20_000_000


CHILD = r"""
import sys
from PySide6.QtCore import QCollator, QLocale
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
maps = open("/proc/self/maps").read()
assert sys.argv[1] in maps, "the trimmed library was not the one loaded"
assert QLocale("tr").toUpper("i") == "\u0130"
assert QLocale("en").toUpper("stra\u00dfe") == "STRASSE"
collator = QCollator(QLocale("zh_CN"))
assert sorted(["\u5f20", "\u674e", "\u738b"], key=collator.sortKey) == ["\u674e", "\u738b", "\u5f20"]
label = QLabel("\u957f\u8001\u4e4b\u684c \u2014 \u8bd5\u73a9\u5de5\u4f5c\u53f0")
label.resize(300, 40)
image = label.grab().toImage()
dark = sum(1 for x in range(image.width()) for y in range(image.height())
           if QColor(image.pixel(x, y)).lightness() < 100)
assert dark > 50, dark
print("ok")
"""


def test_qt_works_with_the_trimmed_library(tmp_path):
    src = _pyside_icu()
    out, note = icu.trimmed_library(src, tmp_path)
    if out is None:
        pytest.skip(note)
    assert out.stat().st_size < src.stat().st_size / 2, note
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LD_PRELOAD=str(out))
    proc = subprocess.run([sys.executable, "-c", CHILD, str(out)], capture_output=True,
                          text=True, env=env, timeout=300)
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stderr[-3000:]
