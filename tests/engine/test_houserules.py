"""The one house-rule model (engine/houserules.py): the model, the loader and validator
(bad files give one clear line each), the resolver, and that no game keeps its own."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from eldertable.engine import houserules as H
from eldertable.engine.messages import Msg

GAMES = Path(H.__file__).resolve().parents[1] / "games"
KIND = H.RulesFileKind("toy-house-rules", prefixes=("TOY-GAP-",), parts=False)


def _rule(**over):
    rule = {"id": "TOY-GAP-1", "title": "Hold on zero", "description": "May hold at 0.",
            "type": "bool", "default": True}
    rule.update(over)
    return rule


def _file(*rules, **over):
    data = {"kind": "toy-house-rules", "format": 1, "rules": list(rules) or [_rule()]}
    data.update(over)
    return data


def test_a_rule_knows_its_gap_default_choices_and_words():
    rule = H.HouseRule.model_validate(_rule(
        id="TOY-GAP-12.size", type="choice", default="small",
        choices=[{"value": "small", "label": "Small"}, {"value": "large", "label": "Large"}]))
    assert rule.gap == "TOY-GAP-12" and rule.default == "small"
    assert rule.values == ("small", "large")
    words = rule.words("content:toy")
    assert words["title"] == Msg("Hold on zero", "content:toy")
    assert [m.context for m in words["labels"]] == ["content:toy", "content:toy"]
    assert rule.allows("large") and not rule.allows("huge") and not rule.allows(1)


def test_resolve_fills_defaults_and_refuses_bad_values_with_one_line():
    rules = H.parse(KIND, "toy.json", _file(
        _rule(), _rule(id="TOY-GAP-2", type="int", default=2, min=1, max=3)))
    assert H.resolve(rules, None) == {"TOY-GAP-1": True, "TOY-GAP-2": 2}
    assert H.resolve(rules, {"TOY-GAP-2": 3})["TOY-GAP-2"] == 3
    assert H.resolve(rules, {"OTHER-GAP-1": 1}, others=True)["TOY-GAP-1"] is True
    for bad, said in [({"TOY-GAP-1": "yes"}, "TOY-GAP-1 is on or off"),
                      ({"TOY-GAP-2": 4}, "whole number from 1 to 3"),
                      ({"TOY-GAP-2": True}, "whole number from 1 to 3"),
                      ({"TOY-GAP-9": 1}, "unknown house rule 'TOY-GAP-9' for Toy"),
                      (["TOY-GAP-1"], "must be an object")]:
        with pytest.raises(ValueError) as err:
            H.resolve(rules, bad, game="Toy")
        assert said in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("data, said", [
    ([], "$: a house-rules file is a JSON object"),
    (_file(kind="magnum-opus-house-rules"), "$.kind: must be 'toy-house-rules'"),
    (_file(format=2), "$.format:"),
    (_file(rules=[]), "$.rules:"),
    (_file(_rule(type="int", default=5, min=0, max=3)), "$.rules[0]: an int rule needs min"),
    (_file(_rule(default="on")), "$.rules[0].default: a bool rule needs true or false"),
    (_file(_rule(min=1)), "a bool rule has no min, max or choices"),
    (_file(_rule(type="choice", default="a", choices=[{"value": "a", "label": "A"}])),
     "two or more distinct values"),
    (_file(_rule(type="choice", default="c", choices=[{"value": "a", "label": "A"},
                                                      {"value": "b", "label": "B"}])),
     "$.rules[0].default: not one of the choices"),
    (_file(_rule(id="toy-1")), "$.rules[0].id:"),
    (_file(_rule(id="MO-GAP-1")), "$.rules[0].id: MO-GAP-1 does not start with TOY-GAP-"),
    (_file(_rule(), _rule()), "$.rules[1].id: TOY-GAP-1 is listed twice"),
    (_file(_rule(id="TOY-GAP-1.part")), "$.rules[0].id: TOY-GAP-1.part"),
    (_file(_rule(colour="red")), "$.rules[0].colour: unknown field"),
    (_file(_rule(title="")), "$.rules[0].title:"),
])
def test_a_bad_file_gets_one_clear_line_per_fault(data, said):
    problems = H.file_problems(KIND, "toy.json", data)
    assert problems and any(said in p for p in problems), problems
    assert all(p.startswith("toy.json: ") and "\n" not in p for p in problems)
    with pytest.raises(H.HouseRulesError) as err:
        H.parse(KIND, "toy.json", data)
    assert err.value.lines == problems


@pytest.mark.parametrize("content, said", [
    (b"", "is empty"), (b"{nope", "toy.json"), (b"\xff\xfe", "not UTF-8"),
    (b"[" * 5000 + b"]" * 5000, "toy.json"),
])
def test_the_loader_reads_bounded_and_says_one_line(tmp_path, content, said):
    path = tmp_path / "toy.json"
    path.write_bytes(content)
    with pytest.raises(H.HouseRulesError) as err:
        H.load(KIND, path)
    assert said in str(err.value) and len(err.value.lines) == 1


def test_the_loader_refuses_a_folder_and_a_file_too_large(tmp_path):
    with pytest.raises(H.HouseRulesError) as err:
        H.load(KIND, tmp_path)
    assert "folder" in str(err.value)
    big = tmp_path / "big.json"
    big.write_text(json.dumps(_file(_rule(description="x" * 100))), "utf-8")
    with pytest.raises(H.HouseRulesError):
        H.read(big, max_bytes=50)
    assert H.load(KIND, big)[0].id == "TOY-GAP-1"


def test_setup_entries_keep_the_dialog_rows():
    rules = H.parse(KIND, "toy.json", _file(
        _rule(), _rule(id="TOY-GAP-2", type="int", default=2, min=1, max=3),
        _rule(id="TOY-GAP-3", type="choice", default="a",
              choices=[{"value": "a", "label": "A"}, {"value": "b", "label": "B"}])))
    rows = H.setup_entries(rules, "content:toy")
    assert [r["id"] for r in rows] == ["TOY-GAP-1", "TOY-GAP-2", "TOY-GAP-3"]
    assert rows[1]["min"] == 1 and rows[1]["max"] == 3 and "choices" not in rows[1]
    assert rows[2]["choices"] == [["a", Msg("A", "content:toy")], ["b", Msg("B", "content:toy")]]
    assert rows[0]["title"] == Msg("Hold on zero", "content:toy")


def test_no_game_package_defines_its_own_house_rule_model():
    own = []
    for path in sorted(GAMES.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and "houserule" in node.name.lower():
                own.append(f"{path.relative_to(GAMES)}: class {node.name}")
    assert own == []


def test_every_shipped_house_rules_file_loads_through_the_one_model():
    from eldertable.games.magnum_opus.content import HOUSE_RULES as MO
    from eldertable.games.mansions.common.houserules import KIND as MANSIONS
    from eldertable.games.mansions.puzzles.data import PUZZLE_RULES
    from eldertable.games.miskatonic.models import HOUSE_RULES as MM
    from eldertable.resources import asset

    counts = {name: len(H.load(kind, asset("games", *where)))
              for name, kind, where in [
                  ("1e", MANSIONS, ("mansions", "house_rules_1e.json")),
                  ("2e", MANSIONS, ("mansions", "house_rules_2e.json")),
                  ("puzzles", PUZZLE_RULES, ("mansions", "puzzles", "house_rules.json")),
                  ("mo", MO, ("magnum_opus", "house_rules.json")),
                  ("mm", MM, ("miskatonic", "house_rules.json"))]}
    assert counts == {"1e": 30, "2e": 22, "puzzles": 19, "mo": 31, "mm": 39}


SHIPPED = [("mansions", "house_rules_1e.json"), ("mansions", "house_rules_2e.json"),
           ("mansions", "puzzles", "house_rules.json"), ("magnum_opus", "house_rules.json"),
           ("miskatonic", "house_rules.json")]


@pytest.mark.parametrize("where", SHIPPED, ids=lambda w: "/".join(w))
@pytest.mark.parametrize("fault, said", [
    ("dup", ".id: {id} is listed twice"), ("extra", "[1].colour: unknown field"),
    ("default", "[0].default: "), ("id", "[2].id: XX-GAP-1 does not start with"),
])
def test_validate_of_every_games_house_rules_file_says_one_line_per_fault(
        tmp_path, capsys, where, fault, said):
    from eldertable.cli import main
    from eldertable.resources import asset

    data = json.loads(asset("games", *where).read_text("utf-8"))
    key = "house_rules" if "house_rules" in data else "rules"
    rules = data[key]
    if fault == "dup":
        rules.append(dict(rules[0]))
    elif fault == "extra":
        rules[1]["colour"] = "red"
    elif fault == "default":
        rules[0]["default"] = "maybe" if rules[0]["type"] != "choice" else 7
    else:
        rules[2]["id"] = "XX-GAP-1"
    path = tmp_path / where[-1]
    path.write_text(json.dumps(data), "utf-8")
    assert main(["validate", str(path)]) != 0
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(path) + ": $." + key)
    assert said.format(id=rules[0]["id"]) in lines[0]
