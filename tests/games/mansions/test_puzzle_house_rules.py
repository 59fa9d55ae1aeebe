"""Puzzle data files and house rules: loaded, checked, and each rule actually used."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from eldertable.games.mansions.puzzles import data as pdata
from eldertable.games.mansions.puzzles.data import (PuzzleDataError, house_rules,
                                                    house_rules_file, validate_file)
from eldertable.resources import asset

PACKAGE = Path(pdata.__file__).parent
FILES = ["house_rules.json", "alchemy.json", "runes.json"]


@pytest.mark.parametrize("name", FILES)
def test_shipped_puzzle_data_files_are_valid(name):
    validate_file(asset("games", "mansions", "puzzles", name))


def test_every_house_rule_is_described_in_our_words_and_switchable():
    for rule in house_rules_file().rules:
        assert rule.title and len(rule.description) > 40
        assert rule.type in ("bool", "int", "choice")
    defaults = house_rules()
    assert defaults["FA-GAP-6"] is True and defaults["FA-GAP-4"] == "hexagon"
    assert defaults["FA-GAP-8"] == "bottom" and defaults["MOM2-GAP-12"] == 1


def test_the_code_uses_exactly_the_rules_the_file_declares():
    used = set()
    for path in PACKAGE.glob("*.py"):
        used |= set(re.findall(r'rules\["([A-Z0-9.\-a-z]+)"\]', path.read_text("utf-8")))
    declared = {r.id for r in house_rules_file().rules}
    assert used == declared


def test_overrides_are_checked():
    assert house_rules({"FA-GAP-9": False})["FA-GAP-9"] is False
    assert house_rules({"someone-else's-rule": 3})["FA-GAP-9"] is True
    for bad in ({"FA-GAP-9": "yes"}, {"FA-GAP-2": 9}, {"FA-GAP-4": "circle"},
                {"MOM2-GAP-12": True}):
        with pytest.raises(ValueError):
            house_rules(bad)


def test_a_broken_data_file_names_the_file_and_the_place(tmp_path):
    data = json.loads(asset("games", "mansions", "puzzles", "runes.json").read_text("utf-8"))
    data["runes"][1]["strokes"][0] = [0, 0, 2, 2]
    bad = tmp_path / "runes.json"
    bad.write_text(json.dumps(data), "utf-8")
    with pytest.raises(PuzzleDataError) as err:
        validate_file(bad)
    assert str(bad) in str(err.value) and "runes.1" in str(err.value)
    rules = json.loads(asset("games", "mansions", "puzzles", "house_rules.json")
                       .read_text("utf-8"))
    rules["rules"].append(dict(rules["rules"][0]))
    twice = tmp_path / "house_rules.json"
    twice.write_text(json.dumps(rules), "utf-8")
    with pytest.raises(PuzzleDataError) as err:
        validate_file(twice)
    assert "FA-GAP-2" in str(err.value)
    (tmp_path / "other.json").write_text('{"kind": "something"}', "utf-8")
    with pytest.raises(PuzzleDataError):
        validate_file(tmp_path / "other.json")


def test_alchemy_layouts_leave_pieces_for_the_pile(tmp_path):
    data = json.loads(asset("games", "mansions", "puzzles", "alchemy.json").read_text("utf-8"))
    data["pieces"] = data["pieces"][:6]
    bad = tmp_path / "alchemy.json"
    bad.write_text(json.dumps(data), "utf-8")
    with pytest.raises(PuzzleDataError) as err:
        validate_file(bad)
    assert "pile" in str(err.value)
