"""Every MOM2 rule and gap id of the rules reference (assets/rules/mansions-2e.json) has a
test named for it that asserts something, no test is named for an id the reference lacks,
and every MOM2-GAP is a house rule in data. What "named" and "asserts" mean:
tests/rulecoverage.py."""

from __future__ import annotations

import rulecoverage as rc

from eldertable.games.mansions.second.ruledata import house_rule_specs


def test_mom2_reference_has_its_ids():
    rules, gaps = rc.split(rc.ids_of("MOM2"))
    assert (len(rules), len(gaps)) == (99, 18)


def test_mom2_every_rule_and_gap_id_has_a_real_test():
    missing = rc.uncovered("MOM2")
    assert not missing, missing


def test_mom2_no_test_is_named_for_an_id_the_reference_lacks():
    assert rc.unknown("MOM2") == []


def test_mom2_no_test_named_for_an_id_is_hollow():
    assert rc.hollow("MOM2") == []


def test_mom2_every_gap_is_a_house_rule_in_data():
    gaps = set(rc.split(rc.ids_of("MOM2"))[1])
    rules = {r.id.split(".")[0] for r in house_rule_specs()}
    assert gaps <= rules, sorted(gaps - rules)
