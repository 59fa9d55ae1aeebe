"""Every FA rule and gap id of the rules reference (assets/rules/mansions-1e.json; 189:
156 rules, 33 gaps) has a test named for it that asserts something, no test is named for an
id the reference lacks, and every FA-GAP is a house rule in data. What "named" and
"asserts" mean: tests/rulecoverage.py."""

from __future__ import annotations

import rulecoverage as rc

from eldertable.games.mansions.first.ruledata import house_rule_specs


def test_fa_reference_has_its_ids():
    rules, gaps = rc.split(rc.ids_of("FA"))
    assert (len(rules), len(gaps)) == (156, 33)


def test_fa_every_rule_and_gap_id_has_a_real_test():
    missing = rc.uncovered("FA")
    assert not missing, missing


def test_fa_no_test_is_named_for_an_id_the_reference_lacks():
    assert rc.unknown("FA") == []


def test_fa_no_test_named_for_an_id_is_hollow():
    assert rc.hollow("FA") == []


def test_fa_every_gap_is_a_house_rule_in_data():
    gaps = set(rc.split(rc.ids_of("FA"))[1])
    rules = {r.id.split(".")[0] for r in house_rule_specs()}
    assert gaps <= rules, sorted(gaps - rules)
