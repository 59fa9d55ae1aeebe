"""Every MO rule and gap id of the rules reference (assets/rules/magnum-opus.json) has a
test named for it that asserts something, and no test is named for an id the reference
lacks. What "named" and "asserts" mean: tests/rulecoverage.py."""

from __future__ import annotations

import rulecoverage as rc


def test_mo_reference_has_its_ids():
    rules, gaps = rc.split(rc.ids_of("MO"))
    assert (len(rules), len(gaps)) == (163, 31)


def test_mo_every_rule_and_gap_id_has_a_real_test():
    missing = rc.uncovered("MO")
    assert not missing, missing


def test_mo_no_test_is_named_for_an_id_the_reference_lacks():
    assert rc.unknown("MO") == []


def test_mo_no_test_named_for_an_id_is_hollow():
    assert rc.hollow("MO") == []
