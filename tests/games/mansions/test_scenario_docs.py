"""docs/scenario-format.md: its complete example is a valid scenario, and it names every
trigger, condition and outcome the models know."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from eldertable.games.mansions import validate_file
from eldertable.games.mansions.scenario import models

DOC = Path(__file__).resolve().parents[3] / "docs" / "scenario-format.md"

pytestmark = pytest.mark.skipif(not DOC.is_file(), reason="docs are not installed with a wheel")


def test_the_small_complete_example_is_valid(tmp_path):
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"## A small complete scenario\s+```json\n(.*?)\n```", text, re.S).group(1)
    path = tmp_path / "left-behind.json"
    path.write_text(block, encoding="utf-8")
    assert validate_file(path) == []


def test_the_tile_example_is_valid(tmp_path):
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"### Tile files.*?```json\n(.*?)\n```", text, re.S).group(1)
    (tmp_path / "root-cellar.json").write_text(block, encoding="utf-8")
    (tmp_path / "root-cellar.svg").write_text("<svg/>", encoding="utf-8")
    assert validate_file(tmp_path / "root-cellar.json") == []


def _tags(union, field: str) -> set[str]:
    members = typing.get_args(typing.get_args(union)[0])
    out = set()
    for m in members:
        out.update(typing.get_args(m.model_fields[field].annotation))
    return out


def test_every_tag_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for union, field in ((models.Trigger, "on"), (models.Condition, "if_"), (models.Outcome, "do")):
        for tag in _tags(union, field):
            assert f"`{tag}`" in text, tag


def test_the_complete_first_edition_example_is_valid(tmp_path):
    """Issue 26: the first-edition part is documented with a whole story, which validates."""
    import json

    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"## The first-edition part.*?```json\n(.*?)\n```", text, re.S).group(1)
    data = json.loads(block)
    assert data["rules"] == "first-edition" and data["first_edition"]["choices"]
    path = tmp_path / "my-story.json"
    path.write_text(block, encoding="utf-8")
    assert validate_file(path) == []


def test_every_field_of_the_first_edition_part_is_documented():
    from eldertable.games.mansions.scenario.firstedition import FirstEditionPart

    text = DOC.read_text(encoding="utf-8").split("## The first-edition part")[1]
    for name in FirstEditionPart.model_fields:
        assert f"`{name}`" in text, name
