"""The FA rule ids first-edition play covers each name a test, and every FA-GAP is a
house rule in data. The ids not covered yet are listed here, not hidden: the alchemy
puzzle's own rules (FA-ALCH-1..16, 18..21, 26, 28..30, FA-GAP-4..8, 10) are tested
with the puzzle objects (test_puzzle_alchemy.py); the published stories' errata
(FA-ERR-1, 5, 7..10, 12..24), the component facts of figures, tiles and printed matter, the
Character, Event and Objective card counts and the house rules read by other parts (FA-GAP-27, 29, 32) are not covered
here yet."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from eldertable.games.mansions.first.ruledata import house_rule_specs

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[2].parent / "shared" / "RULES.md"

COVERED = """
FA-TEST-1 FA-TEST-2 FA-TEST-3 FA-TEST-4 FA-TEST-5 FA-TEST-6 FA-TEST-7
FA-COMBAT-1 FA-COMBAT-2 FA-WEAP-1 FA-WEAP-2
FA-SIDE-1 FA-SIDE-2 FA-SIDE-3 FA-SIDE-4 FA-SIDE-5
FA-BORD-1 FA-BORD-2 FA-BORD-3 FA-BORD-4 FA-BORD-5 FA-BORD-6
FA-BYAK-1 FA-BYAK-2 FA-BYAK-3 FA-BYAK-4 FA-BYAK-5
FA-HIDE-1 FA-HIDE-2 FA-HIDE-3 FA-HIDE-4 FA-HIDE-5 FA-HIDE-6 FA-HIDE-7 FA-HIDE-8 FA-HIDE-9
FA-HIDE-10 FA-HIDE-11
FA-ESC-1 FA-ESC-2 FA-EPI-1 FA-EPI-2 FA-EPI-3 FA-EPI-4
FA-THREAT-1 FA-THREAT-2 FA-THREAT-3 FA-THREAT-4
FA-COMP-5 FA-COMP-6 FA-COMP-7 FA-COMP-8 FA-COMP-9 FA-COMP-10 FA-COMP-11 FA-COMP-12
FA-COMP-13 FA-COMP-14 FA-COMP-16 FA-COMP-19 FA-COMP-27 FA-COMP-28 FA-COMP-29 FA-COMP-30
FA-COMP-36 FA-COMP-31 FA-COMP-40 FA-COMP-37 FA-COMP-38 FA-COMP-39
FA-USE-1 FA-USE-2 FA-USE-5 FA-USE-7 FA-REPL-1 FA-REPL-2 FA-REPL-3 FA-REPL-4
FA-ERR-2 FA-ERR-3 FA-ERR-4 FA-ERR-6 FA-ERR-11
FA-ALCH-17 FA-ALCH-22 FA-ALCH-23 FA-ALCH-24 FA-ALCH-25 FA-ALCH-27
FA-GAP-1 FA-GAP-2 FA-GAP-3 FA-GAP-9 FA-GAP-11 FA-GAP-12 FA-GAP-13 FA-GAP-14 FA-GAP-15 FA-GAP-16
FA-GAP-17 FA-GAP-18 FA-GAP-19 FA-GAP-20 FA-GAP-21 FA-GAP-22 FA-GAP-23 FA-GAP-24 FA-GAP-25 FA-GAP-26
FA-GAP-28 FA-GAP-30 FA-GAP-31 FA-GAP-33
""".split()


def _ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    section = text[text.index("## FA: Forbidden Alchemy"):text.index("## MO: Magnum Opus")]
    return sorted(set(re.findall(r"\*\*(FA-[A-Z]+-\d+)\*\*", section)))


def _test_names() -> set[str]:
    names: set[str] = set()
    for path in HERE.glob("test_fa_*.py"):
        names.update(re.findall(r"^def (test_fa_\w+)", path.read_text(encoding="utf-8"),
                                re.MULTILINE))
    return names


def _named(rule_id: str, names: set[str]) -> bool:
    key = rule_id.lower().replace("-", "_")
    return any(re.search(rf"(^test|_){key}_", n) for n in names) or _in_range(rule_id, names)


def _in_range(rule_id: str, names: set[str]) -> bool:
    """``test_fa_comp_5_to_fa_comp_19_...`` covers the ids between."""
    area, num = rule_id.rsplit("-", 1)
    key = area.lower().replace("-", "_")
    for n in names:
        m = re.search(rf"{key}_(\d+)_to_{key}_(\d+)_", n)
        if m and int(m.group(1)) <= int(num) <= int(m.group(2)):
            return True
    return False


@pytest.mark.skipif(not RULES.exists(), reason="shared/RULES.md is not beside the repository")
def test_fa_covered_ids_exist_and_each_names_a_test():
    ids = set(_ids())
    assert len([i for i in ids if "-GAP-" not in i]) == 156
    assert len([i for i in ids if "-GAP-" in i]) == 33
    assert set(COVERED) <= ids
    names = _test_names()
    missing = [i for i in COVERED if not _named(i, names)]
    assert not missing, missing


@pytest.mark.skipif(not RULES.exists(), reason="shared/RULES.md is not beside the repository")
def test_fa_every_gap_is_a_house_rule_in_data():
    gaps = {i for i in _ids() if "-GAP-" in i}
    rules = {r.id.split(".")[0] for r in house_rule_specs()}
    assert gaps <= rules, sorted(gaps - rules)
