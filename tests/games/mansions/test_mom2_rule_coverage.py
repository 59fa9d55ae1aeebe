"""Every MOM2 rule id of shared/RULES.md names a test, and every MOM2-GAP is a house rule
in data with a test of its own."""

from __future__ import annotations

from pathlib import Path

import rulecoverage as rc

from eldertable.games.mansions.second.ruledata import house_rule_specs

HERE = Path(__file__).resolve().parent


def _ids() -> list[str]:
    return rc.section_ids("MOM2", "## MOM2: Mansions", "## FA: Forbidden Alchemy")


@rc.needs_rules
def test_mom2_every_rule_and_gap_id_names_a_test():
    ids = _ids()
    rules, gaps = rc.split(ids)
    assert len(rules) == 99
    assert len(gaps) == 18
    names = rc.defined_tests(rc.files(HERE, "test_mom2_*.py"), "test_mom2_")
    missing = rc.missing(ids, rc.named_by_a_test(names, first=True))
    assert not missing, missing


@rc.needs_rules
def test_mom2_every_gap_is_a_house_rule_in_data():
    gaps = {i for i in _ids() if "-GAP-" in i}
    rules = {r.id.split(".")[0] for r in house_rule_specs()}
    assert gaps <= rules
