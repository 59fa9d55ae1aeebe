"""Content files, their validation, the investigators and the house-rule data:
MM-CHAR-1..7, every MM-GAP id present as data, our own words, ``validate_file``."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
import rulecoverage as rc

from eldertable.games.miskatonic import CONTENT_KINDS, load_content, validate_file
from eldertable.games.miskatonic.content import ContentError
from eldertable.resources import asset

FOLDER = asset("games", "miskatonic")
#: the rulebook is not part of the project: a folder of rulebooks named by ELDERTABLE_SEEDS
#: (where a developer keeps them) lets the two checks against its words run
SEED = Path(os.environ.get("ELDERTABLE_SEEDS", "/nonexistent")) / \
    "miskatonic-madness-rulebook.en.txt"
NO_SEED = "ELDERTABLE_SEEDS names no folder holding the rulebook"


def test_content_files_are_valid_and_name_their_kind_and_format():
    for path in sorted(FOLDER.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["kind"] in CONTENT_KINDS and data["format"] == 1, path
        assert validate_file(path) == [], path
    assert {json.loads(p.read_text())["kind"] for p in FOLDER.glob("*.json")} == CONTENT_KINDS


@pytest.mark.parametrize("inv,strengths,start", [
    ("heather_brooks", {"stealth", "combat"}, True),        # MM-CHAR-1
    ("johnny_dark", {"combat", "investigation"}, True),      # MM-CHAR-2
    ("dr_mendum", {"sanity", "stealth"}, True),              # MM-CHAR-3
    ("prof_dramis", {"sanity", "investigation"}, True),      # MM-CHAR-4
    ("jimmy_mack", {"stealth", "investigation"}, False),     # MM-CHAR-5
    ("father_ryan", {"sanity", "stealth"}, False),           # MM-CHAR-6
], ids=["MM-CHAR-1", "MM-CHAR-2", "MM-CHAR-3", "MM-CHAR-4", "MM-CHAR-5", "MM-CHAR-6"])
def test_mm_char_investigators(inv, strengths, start):
    """MM-CHAR-1..6: each investigator's two strengths (value 3, MM-GAP-2), starting or
    joining later through an ally card in the deck (MM-GAP-28)."""
    c = load_content()
    info = c.investigators[inv]
    assert set(info.strengths) == strengths and info.start is start
    assert {a for a, v in info.attributes.items() if v == 3} == strengths
    if not start:
        assert c.cards[inv].ally == inv and c.cards[inv].start == "deck"


def test_mm_char_7_four_attributes_intellect_is_sanity():
    """MM-CHAR-7 / MM-GAP-4: Combat, Investigation, Stealth and Sanity; no Intellect."""
    c = load_content()
    for info in c.investigators.values():
        assert set(info.attributes) == {"combat", "investigation", "stealth", "sanity"}


def test_every_mm_gap_is_a_house_rule_with_words_and_a_default():
    c = load_content()
    gaps = rc.split(rc.ids_of("MM"))[1]  # the house rules the rules reference marks
    assert len(gaps) == 39
    assert sorted(c.house_rules) == sorted(gaps)
    for info in c.house_rules.values():
        assert info.type in ("bool", "int", "choice")
        words = info.words("content:miskatonic")
        assert words["title"].render() and len(words["description"].render()) > 20
        assert words["title"].context == "content:miskatonic"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


@pytest.mark.skipif(not SEED.exists(), reason=NO_SEED)
def test_card_texts_are_our_own_words():
    """No six-word run of the rulebook appears in our card, location or rule texts."""
    book = _words(SEED.read_text(encoding="utf-8"))
    grams = {tuple(book[i:i + 6]) for i in range(len(book) - 5)}
    for path in FOLDER.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        texts = []

        def walk(v, key=None):
            if isinstance(v, dict):
                for k, x in v.items():
                    walk(x, k)
            elif isinstance(v, list):
                for x in v:
                    walk(x, key)
            elif isinstance(v, str) and key in ("text", "description", "label", "title"):
                texts.append(v)
        walk(data)
        for t in texts:
            w = _words(t)
            copied = [" ".join(w[i:i + 6]) for i in range(len(w) - 5)
                      if tuple(w[i:i + 6]) in grams]
            assert not copied, (path.name, t, copied)


@pytest.mark.skipif(not SEED.exists(), reason=NO_SEED)
def test_every_card_of_the_card_overview_is_in_the_data():
    text = SEED.read_text(encoding="utf-8")
    overview = text[text.index("Card Overview\n\nThis part"):]
    names = {m.group(1).strip() for m in re.finditer(r"^([A-Z][^:\n]{2,40}):", overview, re.M)}
    names.discard("Translator's note")
    ours = {info.name.render().rstrip(" AB").strip() for info in load_content().cards.values()}
    ours |= {"Cultist", "Observant Student"}
    missing = {n for n in names if n not in ours}
    assert not missing, missing


def _broken(tmp_path, name: str, mutate) -> list[str]:
    data = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    mutate(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return validate_file(path)


def test_validate_file_names_file_path_and_problem(tmp_path):
    def bad_need(d):
        d["cards"][4]["effects"][0]["need"] = "lots"
    problems = _broken(tmp_path, "cards.json", bad_need)
    assert problems == [f"{tmp_path / 'cards.json'}: $.cards[4].effects[0].need: "
                        "must be a number, '1d3', '1d6' or a house rule id like 'MM-GAP-27'"]

    def bad_location(d):
        d["cards"][5]["locations"] = ["the_moon"]
    problems = _broken(tmp_path, "cards.json", bad_location)
    assert problems == [f"{tmp_path / 'cards.json'}: $.cards[5].locations[0]: "
                        "'the_moon' is not a university location"]

    def no_gap(d):
        d["house_rules"] = [r for r in d["house_rules"] if r["id"] != "MM-GAP-7"]
    problems = _broken(tmp_path, "house_rules.json", no_gap)
    assert problems == [f"{tmp_path / 'house_rules.json'}: $.house_rules: "
                        "house rule MM-GAP-7 is missing"]

    def bad_table(d):
        d["tables"][0]["jail"]["release"] = [5, 6, 4]
    problems = _broken(tmp_path, "roll_tables.json", bad_table)
    assert problems and "$.tables[0].jail" in problems[0] and "exactly once" in problems[0]

    def five_starters(d):
        d["investigators"][4]["start"] = True
    problems = _broken(tmp_path, "investigators.json", five_starters)
    assert any("4 investigators" in p for p in problems)


@pytest.mark.parametrize("raw,hint", [
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"{\"kind\": \"miskatonic-cards\"", "truncated"),
    (b"[1, 2, 3]", "a JSON object"),
    (b"{\"kind\": \"miskatonic-spells\", \"format\": 1}", "unknown kind"),
    (b"{\"kind\": \"miskatonic-cards\", \"format\": 9}", "newer"),
    (b"[" * 200 + b"]" * 200, "nested too deeply"),
])
def test_validate_file_never_raises_on_bad_input(tmp_path, raw, hint):
    path = tmp_path / "x.json"
    path.write_bytes(raw)
    problems = validate_file(path)
    assert len(problems) == 1 and problems[0].startswith(f"{path}: $") and hint in problems[0]


def test_a_bad_folder_does_not_half_load(tmp_path):
    for p in FOLDER.glob("*.json"):
        (tmp_path / p.name).write_text(p.read_text(encoding="utf-8"), encoding="utf-8")
    data = json.loads((tmp_path / "cards.json").read_text())
    data["cards"][0]["copies"] = 0
    (tmp_path / "cards.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(tmp_path)
    assert "$.cards[0].copies" in err.value.problems[0]


def test_location_flavour_texts_survive_loading():
    data = json.loads((FOLDER / "locations.json").read_text(encoding="utf-8"))
    content = load_content()
    for loc in data["locations"]:
        text = content.location_text(loc["id"])
        if loc.get("text", "").strip():
            assert text is not None and text.text == loc["text"], loc["id"]
            assert text.context == "content:miskatonic"
        else:
            assert text is None
    assert content.location_text("no_such_place") is None
