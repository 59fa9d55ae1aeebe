"""Every MM rule and gap id of shared/RULES.md is named by at least one test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[2].parent / "shared" / "RULES.md"


def _ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    section = text[text.index("## MM: Miskatonic Madness"):text.index("## Terminology")]
    return sorted(set(re.findall(r"\*\*(MM-[A-Z]+-\d+)\*\*", section)))


@pytest.mark.skipif(not RULES.exists(), reason="shared/RULES.md is not beside the repository")
def test_mm_every_rule_id_has_a_named_test():
    ids = _ids()
    assert len([i for i in ids if "-GAP-" not in i]) == 161
    assert len([i for i in ids if "-GAP-" in i]) == 39
    tests = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_mm_*.py")
                      if p.name != Path(__file__).name)
    missing = []
    for rule in ids:
        area, number = rule.rsplit("-", 1)
        # "MM-FINAL-7_8_9" style names and "MM-CARD-52 .. -55" ranges count as well
        plain = re.search(re.escape(rule) + r"(?!\d)", tests)
        named = re.search(r"test_" + area.lower().replace("-", "_") + r"_(?:\d+_)*" + number +
                          r"(?!\d)", tests)
        if not (plain or named):
            missing.append(rule)
    assert not missing, missing
