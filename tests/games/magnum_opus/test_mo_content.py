"""Card data and content files: MO-COMP-1..13, MO-ICON-1..5, MO-SETUP-19..22 (component
counts), the Card Reference cards, the house-rule file (every MO-GAP) and validation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import rulecoverage as rc

from eldertable.games import magnum_opus as mo
from eldertable.games.magnum_opus.content import load_content, validate_file
from eldertable.resources import asset

FOLDER = asset("games", "magnum_opus")
CARDS = load_content().cards
SETUP = load_content().setup


def total(items, pred=lambda x: True):
    return sum(x.copies for x in items if pred(x))


COUNTS = [
    # (rule id, what, expected, actual)
    ("MO-COMP-1", "tradeskill cards", 50, total(CARDS.tradeskills)),
    ("MO-COMP-2", "mystic reagents", 48, total(CARDS.reagents, lambda r: r.kind == "mystic")),
    ("MO-COMP-3", "alchemical reagents", 48,
     total(CARDS.reagents, lambda r: r.kind == "alchemical")),
    ("MO-COMP-4", "effect cards", 48, total(CARDS.effects)),
    ("MO-COMP-5", "research cards", 29, total(CARDS.research)),
    ("MO-COMP-6", "attempt transmutation cards", 24,
     total(CARDS.actions, lambda a: a.id == "attempt-transmutation")),
    ("MO-COMP-7", "discovery cards", 21, len(CARDS.discoveries)),
    ("MO-COMP-8", "clue cards", 18, sum(len(p.reagents) for p in CARDS.clues)),
    ("MO-COMP-9", "underlay cards", 2, SETUP.underlays),
    ("MO-COMP-10", "gold coins", 50, SETUP.gold_tokens),
    ("MO-COMP-11", "experience tokens", 25, SETUP.experience_tokens),
    ("MO-COMP-12", "quick-reference cards", 4, SETUP.reference_cards),
    ("MO-COMP-13", "transmutation dice", 4, SETUP.dice),
    ("MO-SETUP-19", "cards per reagent pile", {8}, {r.copies for r in CARDS.reagents}),
    ("MO-SETUP-20", "cards per artifact pile", {8},
     {e.copies for e in CARDS.effects if "artifact" in e.types}),
    ("MO-SETUP-21", "apprentice supply pile and master piles", (6, {6}),
     (total(CARDS.tradeskills, lambda t: t.level == "apprentice") - 16,
      {t.copies for t in CARDS.tradeskills if t.level == "master"})),
    ("MO-SETUP-22", "hand size", 5, SETUP.hand_size),
]


#: written out, so that the rule-coverage check reads them from the source
COUNT_IDS = ["MO-COMP-1", "MO-COMP-2", "MO-COMP-3", "MO-COMP-4", "MO-COMP-5", "MO-COMP-6",
             "MO-COMP-7", "MO-COMP-8", "MO-COMP-9", "MO-COMP-10", "MO-COMP-11", "MO-COMP-12",
             "MO-COMP-13", "MO-SETUP-19", "MO-SETUP-20", "MO-SETUP-21", "MO-SETUP-22"]


@pytest.mark.parametrize("rule,what,expected,actual", COUNTS, ids=COUNT_IDS)
def test_mo_component_counts(rule, what, expected, actual):
    """MO-COMP-1..13 and MO-SETUP-19..22: the box holds the rulebook's numbers."""
    assert COUNT_IDS == [c[0] for c in COUNTS]
    assert actual == expected, f"{rule}: {what}"


def test_mo_comp_7_three_clue_discoveries_and_8_six_per_clue_pile():
    """MO-COMP-7: three of the 21 Discoveries are the Clue discoveries; MO-COMP-8: 6 of
    each Clue colour."""
    clue = sorted(d.clue for d in CARDS.discoveries if d.clue)
    assert clue == ["albedo", "putrefactio", "rubedo"]
    assert sorted((p.type, len(p.reagents)) for p in CARDS.clues) == [
        ("albedo", 6), ("putrefactio", 6), ("rubedo", 6)]
    assert SETUP.die_sides == 8  # MO-COMP-13: d8


def test_mo_icon_1_mo_icon_2_mo_icon_3_mo_icon_4_mo_icon_5_every_value_the_icons_show_is_data():
    """MO-ICON-1 volatility (red flask) on every Reagent, MO-ICON-2 modifiers are signed and
    negative, MO-ICON-3 master flasks, MO-ICON-4 Table Allowed, MO-ICON-5 cost/gold/cards/XP."""
    assert all(r.volatility >= 1 for r in CARDS.reagents)  # MO-ICON-1
    mods = [c.modifier for c in (*CARDS.effects, *CARDS.research) if c.modifier]
    assert mods and all(m < 0 for m in mods)  # MO-ICON-2
    masters = [t for t in CARDS.tradeskills if t.level == "master"]
    assert masters and all(t.flask for t in masters)  # MO-ICON-3
    allowed = {c.id for c in (*CARDS.effects, *CARDS.research) if c.table_allowed}
    assert {"heartstone", "the-truth", "purified-vessels"} <= allowed  # MO-ICON-4
    assert "attempt-transmutation" not in allowed
    assert all(r.cost >= 1 for r in CARDS.reagents)  # MO-ICON-5 cost tag
    assert all(t.gold >= 1 and t.cards >= 1 for t in CARDS.tradeskills)  # coins and cards
    xp_ops = [op for d in CARDS.discoveries for op in d.effects if op.op == "gain_experience"]
    assert xp_ops  # purple triangle


REFERENCE = ["Compound Synthesis", "Heartstone", "Incomplete Philosophers' Stone", "Incinerate",
             "Inexplicable Yield", "Magnum Opus Research", "Metastone", "Mindstone", "Powerstone",
             "Shelf", "The Truth", "Transmute: Lead to Gold", "Transmute: Lead to Silver",
             "Purified Vessels", "Aqua Regia", "Quicksilver", "Serpentscale", "Lead",
             "Prepare Herbs", "Attempt Transmutation", "Albedo", "Rubedo", "Putrefactio"]


def test_mo_card_reference_cards_all_exist():
    """Every card the Card Reference and the worked example name is in the data."""
    names = {c.name for group in (CARDS.reagents, CARDS.tradeskills, CARDS.actions,
                                  CARDS.effects, CARDS.research, CARDS.discoveries)
             for c in group}
    assert set(REFERENCE) <= names
    pv = [c for c in CARDS.research if c.name == "Purified Vessels"][0]
    assert "research" in pv.types and "preparation" in pv.types  # MO-GAP-4 tags


def test_mo_content_files_validate_and_carry_kind_and_format():
    for name in ("cards.json", "setup.json", "house_rules.json"):
        path = FOLDER / name
        data = json.loads(path.read_text())
        assert data["kind"] in mo.CONTENT_KINDS and data["format"] == 1
        assert validate_file(path) == []


@pytest.mark.parametrize("mutate,where", [
    (lambda d: d["reagents"][0].__setitem__("volatility", "high"), "reagents[0].volatility"),
    (lambda d: d["clues"][1]["reagents"].__setitem__(0, "unobtainium"), "clues[1].reagents[0]"),
    (lambda d: d["discoveries"][5]["effects"][0].__setitem__("op", "exec"),
     "discoveries[5].effects[0]"),
    (lambda d: d.__setitem__("format", 9), "format"),
    (lambda d: d["effects"][0].__setitem__("eval", "1"), "effects[0].eval"),
])
def test_mo_bad_card_data_names_file_path_and_problem(tmp_path, mutate, where):
    data = json.loads((FOLDER / "cards.json").read_text())
    mutate(data)
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps(data))
    problems = validate_file(bad)
    assert problems and all(p.startswith(f"{bad}: ") for p in problems)
    assert any(f": {where}" in p for p in problems), problems


def test_mo_validate_file_never_raises(tmp_path):
    for text in ("", "{", "[]", '{"kind": "magnum-opus-cards"}', '{"kind": "other"}', "\xff"):
        path = tmp_path / "x.json"
        path.write_text(text, errors="ignore")
        problems = validate_file(path)
        assert problems and problems[0].startswith(str(path))
    assert validate_file(tmp_path / "missing.json")


def _gap_ids() -> list[str]:
    """The house rules the rules reference marks (assets/rules/magnum-opus.json)."""
    return rc.split(rc.ids_of("MO"))[1]


def test_mo_every_gap_is_a_house_rule_with_our_words():
    spec = mo.setup_spec()
    rules = {r["id"]: r for r in spec["house_rules"]}
    assert set(_gap_ids()) <= set(rules)
    for rid, r in rules.items():
        assert r["type"] in ("bool", "int", "choice")
        assert r["title"].text and r["description"].text
        if r["type"] == "choice":
            assert r["default"] in [c[0] for c in r["choices"]]
    # the three the issue singles out
    assert rules["MO-GAP-1"]["default"] == "random"
    assert rules["MO-GAP-5"]["default"] == "standard"
    assert rules["MO-GAP-6"]["default"] == "personal"


def test_mo_setup_spec_and_make_config():
    spec = mo.setup_spec()
    assert spec["seats"]["min"] == 2 and spec["seats"]["max"] == 4
    assert set(spec["bots"]) >= {"random", "default"}
    config = mo.make_config(["human", "bot:default", "bot:random"], {"MO-GAP-16": 0}, {})
    assert config["players"] == 3 and config["house_rules"]["MO-GAP-16"] == 0
    for bad in ({"players": 5, "seats": ["human"] * 5}, {"players": 2, "seats": ["alien", "human"]},
                {"players": 2, "seats": ["human"] * 2, "house_rules": {"MO-GAP-16": 9}},
                {"players": 2, "seats": ["human"] * 2, "house_rules": {"MO-GAP-99": True}}):
        with pytest.raises(ValueError):
            mo.validate_config(bad)
