"""Every MM rule and gap id of shared/RULES.md is named by at least one test."""

from __future__ import annotations

from pathlib import Path

import rulecoverage as rc

HERE = Path(__file__).resolve().parent


def _ids() -> list[str]:
    return rc.section_ids("MM", "## MM: Miskatonic Madness", "## Terminology")


@rc.needs_rules
def test_mm_every_rule_id_has_a_named_test():
    ids = _ids()
    rules, gaps = rc.split(ids)
    assert len(rules) == 161
    assert len(gaps) == 39
    tests = rc.sources(rc.files(HERE, "test_mm_*.py", skip=[Path(__file__)]))
    # the id itself anywhere, or "test_mm_final_7_8_9" style names listing its number
    missing = rc.missing(ids, lambda i: rc.mentions(i, tests) or rc.lists_number(i, tests))
    assert not missing, missing
