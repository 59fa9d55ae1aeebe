"""Every FA rule and gap id of shared/RULES.md (189: 156 rules, 33 gaps) names a test of
first-edition play (tests/games/mansions/test_fa_*.py, and the alchemy puzzle's own tests in
test_puzzle_alchemy.py for FA-ALCH and FA-GAP-4..8, 10), and every FA-GAP is a house rule in
data. A test names an id as ``test_<id>_...``, as ``..._<id>_...`` after another id, or as
a range ``..._<area>_<n>_to_<area>_<m>_...``. Every id is covered: none is left out."""

from __future__ import annotations

from pathlib import Path

import rulecoverage as rc

from eldertable.games.mansions.first.ruledata import house_rule_specs

HERE = Path(__file__).resolve().parent


def _ids() -> list[str]:
    return rc.section_ids("FA", "## FA: Forbidden Alchemy", "## MO: Magnum Opus")


def _test_names() -> set[str]:
    paths = rc.files(HERE, "test_fa_*.py") + [HERE / "test_puzzle_alchemy.py"]
    return rc.defined_tests(paths)


@rc.needs_rules
def test_fa_every_rule_and_gap_id_names_a_test():
    ids = _ids()
    rules, gaps = rc.split(ids)
    assert len(rules) == 156
    assert len(gaps) == 33
    covered = rc.named_by_a_test(_test_names(), first=False, ranges=True)
    missing = rc.missing(ids, covered)
    assert not missing, missing


def test_fa_name_matching_takes_ids_whole():
    """``FA-ERR-1`` is not named by a test of FA-ERR-14; ranges and later ids count."""
    names = {"test_fa_err_14_x", "test_fa_comp_5_to_fa_comp_19_y", "test_fa_err_2_and_fa_gap_18_z"}
    covered = rc.named_by_a_test(names, first=False, ranges=True)
    assert not covered("FA-ERR-1") and covered("FA-ERR-14")
    assert covered("FA-COMP-5") and covered("FA-COMP-12") and covered("FA-COMP-19")
    assert not covered("FA-COMP-20") and not covered("FA-COMP-4")
    assert covered("FA-GAP-18") and covered("FA-ERR-2") and not covered("FA-GAP-1")
    strict = rc.named_by_a_test(names, first=True)
    assert not strict("FA-GAP-18") and not strict("FA-COMP-12")


@rc.needs_rules
def test_fa_every_gap_is_a_house_rule_in_data():
    gaps = {i for i in _ids() if "-GAP-" in i}
    rules = {r.id.split(".")[0] for r in house_rule_specs()}
    assert gaps <= rules, sorted(gaps - rules)
