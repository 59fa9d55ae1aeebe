"""Every MOM2 rule id of shared/RULES.md names a test, and every MOM2-GAP is a house rule
in data with a test of its own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from eldertable.games.mansions.second.ruledata import house_rule_specs

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[2].parent / "shared" / "RULES.md"


def _ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    section = text[text.index("## MOM2: Mansions"):text.index("## FA: Forbidden Alchemy")]
    return sorted(set(re.findall(r"\*\*(MOM2-[A-Z]+-\d+)\*\*", section)))


def _test_names() -> set[str]:
    names: set[str] = set()
    for path in HERE.glob("test_mom2_*.py"):
        names.update(re.findall(r"^def (test_mom2_\w+)", path.read_text(encoding="utf-8"),
                                re.MULTILINE))
    return names


@pytest.mark.skipif(not RULES.exists(), reason="shared/RULES.md is not beside the repository")
def test_mom2_every_rule_and_gap_id_names_a_test():
    ids = _ids()
    assert len([i for i in ids if "-GAP-" not in i]) == 99
    assert len([i for i in ids if "-GAP-" in i]) == 18
    names = _test_names()
    missing = [i for i in ids
               if not any(n.startswith("test_" + i.lower().replace("-", "_") + "_")
                          for n in names)]
    assert not missing, missing


@pytest.mark.skipif(not RULES.exists(), reason="shared/RULES.md is not beside the repository")
def test_mom2_every_gap_is_a_house_rule_in_data():
    gaps = {i for i in _ids() if "-GAP-" in i}
    rules = {r.id.split(".")[0] for r in house_rule_specs()}
    assert gaps <= rules
