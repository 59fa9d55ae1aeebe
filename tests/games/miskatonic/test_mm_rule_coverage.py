"""Every MM rule and gap id of the rules reference (assets/rules/miskatonic.json) has a
test named for it that asserts something, and no test is named for an id the reference
lacks. What "named" and "asserts" mean: tests/rulecoverage.py."""

from __future__ import annotations

import rulecoverage as rc


def test_mm_reference_has_its_ids():
    rules, gaps = rc.split(rc.ids_of("MM"))
    assert (len(rules), len(gaps)) == (161, 39)


def test_mm_every_rule_and_gap_id_has_a_real_test():
    missing = rc.uncovered("MM")
    assert not missing, missing


def test_mm_no_test_is_named_for_an_id_the_reference_lacks():
    assert rc.unknown("MM") == []


def test_mm_no_test_named_for_an_id_is_hollow():
    assert rc.hollow("MM") == []
