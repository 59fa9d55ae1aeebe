"""The rule of tests/rulecoverage.py: what names an id, what asserts, what is hollow."""

from __future__ import annotations

import textwrap

import rulecoverage as rc

SOURCE = '''
import pytest
from helpers_x import check_it, quiet

def _asserting(x):
    assert x == 1

def _nothing(x):
    return x

def test_mm_card_3_named_and_asserts():
    assert 1 + 1 == 2

def test_mm_card_4_body_is_pass():
    pass

def test_mm_card_5_only_a_docstring():
    """MM-CARD-5 is checked here, it says."""

def test_mm_card_6_assert_true_is_no_check():
    assert True

def test_mm_card_7_through_a_helper():
    _asserting(1)

def test_mm_card_8_through_an_imported_helper():
    check_it(2)

def test_mm_card_9_helper_that_asserts_nothing():
    _nothing(1)
    quiet(1)

def test_mm_card_10_raises():
    with pytest.raises(ValueError):
        int("x")

def test_mm_card_11_and_mm_gap_2_both_named():
    assert len("ab") == 2

def test_mm_final_7_8_9_lists_numbers():
    assert 3 > 2

def test_fa_comp_5_to_fa_comp_19_range():
    assert 3 > 2

def test_mm_card_12_assert_only_in_a_nested_def():
    def inner():
        assert False
    return inner

@pytest.mark.skip(reason="later")
def test_mm_card_13_skipped():
    assert 1 == 2

# MM-CARD-14 is only mentioned in this comment
def test_plain_name():
    """MM-CARD-15 in a docstring."""
    assert "MM-CARD-16"

@pytest.mark.parametrize("n", [1, 2], ids=["MM-CLEAN-3-low", "MM-CARD-30"])
def test_table(n):
    assert n

CASES = [pytest.param(1, id="MM-CLEAN-4"), pytest.param(2, id="not-an-id")]

@pytest.mark.parametrize("n", CASES)
def test_table_of_params(n):
    assert n

def test_mm_nope_1_an_id_the_reference_lacks():
    assert len("x") == 1

def test_mm_card_17_a_method_named_assert():
    self.assertEqual(1, 1)
'''

HELPERS = '''
def check_it(x):
    _deeper(x)

def _deeper(x):
    assert x

def quiet(x):
    return x
'''


def _tests(tmp_path):
    (tmp_path / "helpers_x.py").write_text(HELPERS)
    path = tmp_path / "test_sample.py"
    path.write_text(textwrap.dedent(SOURCE))
    return {t.name: t for t in rc.all_tests([path])}, path


def test_a_test_named_for_an_id_that_asserts_covers_it(tmp_path, monkeypatch):
    monkeypatch.setattr(rc, "TESTS", tmp_path)
    tests, _ = _tests(tmp_path)
    got = rc.covered(tests.values())
    assert set(got) == {"MM-CARD-3", "MM-CARD-7", "MM-CARD-8", "MM-CARD-10", "MM-CARD-11",
                        "MM-GAP-2", "MM-FINAL-7", "FA-COMP-5", "MM-CLEAN-3", "MM-CARD-30",
                        "MM-CLEAN-4", "MM-NOPE-1", "MM-CARD-17"}


def test_pass_docstring_constant_nested_and_skipped_tests_cover_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(rc, "TESTS", tmp_path)
    tests, _ = _tests(tmp_path)
    for name in ("test_mm_card_4_body_is_pass", "test_mm_card_5_only_a_docstring",
                 "test_mm_card_6_assert_true_is_no_check",
                 "test_mm_card_9_helper_that_asserts_nothing",
                 "test_mm_card_12_assert_only_in_a_nested_def", "test_mm_card_13_skipped"):
        assert tests[name].covers() == set(), name
    hollow = rc.hollow("MM", tests.values())
    assert len(hollow) == 6 and all("test_mm_card_" in h for h in hollow)


def test_a_skipped_file_or_class_covers_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(rc, "TESTS", tmp_path)
    whole = tmp_path / "test_whole.py"
    whole.write_text("import pytest\npytestmark = [pytest.mark.xfail(reason='x')]\n"
                     "def test_mm_card_3_x():\n    assert len('a') == 1\n")
    cls = tmp_path / "test_cls.py"
    cls.write_text("import pytest\n@pytest.mark.skip\nclass TestX:\n"
                   "    def test_mm_card_3_x(self):\n        assert len('a') == 1\n"
                   "class TestY:\n    def test_mm_card_4_y(self):\n        assert len('a') == 1\n")
    assert rc.covered(rc.all_tests([whole, cls])).keys() == {"MM-CARD-4"}


def test_comments_docstrings_numbers_and_ranges_name_nothing():
    assert rc.ids_named("test_mm_final_7_8_9_x") == ["MM-FINAL-7"]
    assert rc.ids_named("test_fa_err_14_x") == ["FA-ERR-14"]  # not FA-ERR-1
    assert rc.ids_named("test_fa_comp_5_to_fa_comp_19_y") == ["FA-COMP-5"]
    assert rc.ids_named("test_fa_err_2_and_fa_gap_18_z") == ["FA-ERR-2", "FA-GAP-18"]
    assert rc.ids_named("test_mom2_hor_3") == ["MOM2-HOR-3"]
    assert rc.ids_named("test_fa_comp_30_fa_comp_39_and_fa_gap_21_x_fa_side_4") == [
        "FA-COMP-30", "FA-COMP-39", "FA-GAP-21"]
    assert rc.ids_named("test_mo_deck_4_x") == ["MO-DECK-4"]
    assert rc.ids_named("test_plain") == [] and rc.ids_named("helper_mm_card_3") == []
    assert rc.id_of_param("MM-CLEAN-3-stays") == "MM-CLEAN-3"
    assert rc.id_of_param("MM-CARD-30") == "MM-CARD-30" and rc.id_of_param("x MM-CLEAN-3") is None


def test_an_id_the_reference_lacks_is_reported(tmp_path, monkeypatch):
    monkeypatch.setattr(rc, "TESTS", tmp_path)
    tests, _ = _tests(tmp_path)
    bad = rc.unknown("MM", tests.values())
    assert [b.rsplit(" -> ", 1)[1] for b in bad] == ["MM-NOPE-1"]
    assert "MM-CARD-3" in rc.reference_ids() and "MM-NOPE-1" not in rc.reference_ids()


def test_the_reference_is_the_shipped_one_and_holds_every_game():
    ids = rc.reference_ids()
    assert {i.split("-", 1)[0] for i in ids} == set(rc.PREFIXES)
    assert "MOM2-MYTH-6" in rc.ids_of("MOM2") and "MOM2-MYTH-6" not in rc.ids_of("MO")
    assert len(rc.ids_of("MO")) == 194
