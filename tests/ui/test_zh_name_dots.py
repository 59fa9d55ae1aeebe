"""One middle dot in the Chinese names: a Western name written in Chinese joins its parts with
U+00B7 MIDDLE DOT (奥迪尔·费朗), never the Japanese U+30FB KATAKANA MIDDLE DOT (奥迪尔・费朗)
or another look-alike, and a name is written the same wherever a translation repeats it."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "i18n" / "eldertable_zh_CN.ts"
LOOKALIKES = {"\u30fb": "KATAKANA MIDDLE DOT", "\uff65": "HALFWIDTH KATAKANA MIDDLE DOT",
              "\u2022": "BULLET", "\u2027": "HYPHENATION POINT", "\u22c5": "DOT OPERATOR",
              "\u2219": "BULLET OPERATOR", "\u0387": "GREEK ANO TELEIA"}


def translations() -> list[tuple[str, str]]:
    root = ET.fromstring(TS.read_bytes())
    out = []
    for message in root.iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is not None and translation is not None and translation.text:
            out.append((source.text or "", translation.text))
    return out


def test_no_katakana_or_other_lookalike_middle_dot_in_the_catalogue():
    bad = [(src, zh, LOOKALIKES[ch]) for src, zh in translations() for ch in zh
           if ch in LOOKALIKES]
    assert not bad


def test_a_dotted_name_is_written_alike_in_every_translation_that_repeats_it():
    pairs = translations()
    names = {zh for _src, zh in pairs if "\u00b7" in zh and len(zh) <= 16 and " " not in zh}
    assert "奥迪尔·费朗" in names
    for name in names:
        first, last = name.split("\u00b7")[0], name.split("\u00b7")[-1]
        for _src, zh in pairs:
            if first in zh and last in zh and zh.find(first) < zh.find(last):
                gap = zh[zh.find(first) + len(first):zh.find(last)]
                assert len(gap) > 1 or gap == "\u00b7", (name, zh)
