"""Every MO rule and gap id of shared/RULES.md is named by at least one test here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[2].parent / "shared" / "RULES.md"


def _ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    section = text[text.index("## MO: Magnum Opus"):text.index("## MM: Miskatonic")]
    return sorted(set(re.findall(r"\*\*(MO-[A-Z]+-\d+)\*\*", section)))


@pytest.mark.skipif(not RULES.exists(), reason="shared/RULES.md is not beside the repository")
def test_mo_every_rule_id_has_a_named_test():
    ids = _ids()
    assert len([i for i in ids if "-GAP-" not in i]) == 163
    tests = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_mo_*.py")
                      if p.name != Path(__file__).name)
    missing = [i for i in ids if not re.search(re.escape(i) + r"(?!\d)", tests)]
    assert not missing, missing
