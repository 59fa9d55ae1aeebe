"""validate_file: one bad file per problem class, each written in tmp_path; every problem
is reported as ``file: json.path: message`` and nothing ever raises."""

from __future__ import annotations

import copy
import json
import os
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eldertable.games.mansions import CONTENT_KINDS, validate_file
from eldertable.games.mansions.content import CONTENT_FILES
from eldertable.resources import asset

EXAMPLE = asset("games", "mansions", "scenarios", "quiet-greenhouse.json")


def example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def write(tmp_path: Path, data, name: str = "scenario.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def problems_of(tmp_path: Path, data, name: str = "scenario.json") -> list[str]:
    path = write(tmp_path, data, name)
    out = validate_file(path)
    assert all(line.startswith(f"{path}: ") for line in out), out
    return [line[len(str(path)) + 2:] for line in out]


def event(data: dict, event_id: str) -> dict:
    return next(e for e in data["events"] if e["id"] == event_id)


def test_the_example_scenario_is_valid():
    assert validate_file(EXAMPLE) == []


def test_every_shipped_content_file_is_valid():
    root = asset("games", "mansions")
    files = sorted(p for p in root.rglob("*.json")
                   if json.loads(p.read_text(encoding="utf-8")).get("kind") in CONTENT_KINDS)
    assert len(files) >= 18
    for path in files:
        assert validate_file(path) == [], path


# --------------------------------------------------------------------------- schema


@pytest.mark.parametrize("change, expected", [
    (lambda d: d["map"]["tiles"][0].update(rotation=45), "map.tiles[0].rotation: "),
    (lambda d: d["meta"].update(colour="red"), "meta.colour: unknown field"),
    (lambda d: d["meta"].pop("title"), "meta.title: missing"),
    (lambda d: d.update(rules="third-edition"), "rules: "),
    (lambda d: d["events"][0]["outcomes"].append({"do": "explode"}), "events[0].outcomes[1]: unknown kind 'explode'"),
    (lambda d: d["events"][0]["outcomes"].append({"do": "damage", "amount": "2"}), "events[0].outcomes[1].amount: "),
    (lambda d: d["events"][0].update(trigger={"on": "space-entered"}), "events[0].trigger: give either a space or a room"),
    (lambda d: d["map"]["tokens"].append({"id": "x", "kind": "search"}), "map.tokens[8]: a token needs either a space or a door"),
    (lambda d: d["meta"].update(investigators={"min": 4, "max": 2}), "meta.investigators: min is more than max"),
    (lambda d: d["map"]["tiles"][0].update(id="Hall Way"), "map.tiles[0].id: not a valid id"),
    (lambda d: d["variables"][1].update(initial=3), "variables[1]: a flag starts true or false"),
])
def test_schema_problems_name_the_json_path(tmp_path, change, expected):
    data = example()
    change(data)
    found = problems_of(tmp_path, data)
    assert any(p.startswith(expected) for p in found), found


# --------------------------------------------------------------------------- references and ids


@pytest.mark.parametrize("change, expected", [
    (lambda d: event(d, "find-key").update(trigger={"on": "token-used", "token": "no-such-token"}),
     "trigger.token: no token 'no-such-token'"),
    (lambda d: d["map"]["monsters"][0].update(monster="ghoul"),
     "map.monsters[0].monster: monster 'ghoul' is not listed in content.monsters"),
    (lambda d: d["content"]["monsters"].append("dragon"), "content.monsters[2]: no monster 'dragon' in the shared monsters"),
    (lambda d: event(d, "find-key")["outcomes"].append({"do": "give-item", "item": "revolver"}),
     ".item: item 'revolver' is not listed in content.items"),
    (lambda d: event(d, "open-library")["outcomes"][0].update(tiles=["attic"]), ".tiles[0]: no tile 'attic' on the map"),
    (lambda d: event(d, "try-bookcase")["outcomes"][0].update(fail="nowhere"), ".fail: no event 'nowhere'"),
    (lambda d: event(d, "find-key")["outcomes"][1].update(door="back.trapdoor"), ".door: no door or secret passage 'back.trapdoor' on the map"),
    (lambda d: d["map"]["tokens"][0].update(space="west"), "map.tokens[0].space: 'west': a space is named"),
    (lambda d: d["map"]["tokens"][0].update(space="hall.attic"), "map.tokens[0].space: no space 'hall.attic' on the map"),
    (lambda d: event(d, "altar-burns")["outcomes"][0].update(ending="overgrown"),
     ".ending: epilogue 'overgrown' is told on a lose, not on a win"),
    (lambda d: d.update(start_objective="escape"), "start_objective: no objective 'escape'"),
    (lambda d: event(d, "find-ledger")["outcomes"][3].update(to="escape"), ".to: no objective 'escape'"),
    (lambda d: d["map"]["tiles"][1].update(tile="attic"), "map.tiles[1].tile: no tile 'attic' in the tile library"),
    (lambda d: d["content"].update(decks=["trauma"]), "content.decks[0]: the 'trauma' deck is not used by second-edition rules"),
    (lambda d: event(d, "count-rounds")["outcomes"][0].update(variable="ledger-found"),
     ".variable: variable 'ledger-found' is a flag; only numbers add"),
    (lambda d: event(d, "too-late")["trigger"].update(value=True), "trigger.value: variable 'rounds' is a number"),
    (lambda d: d["map"].update(doors=[{"door": "hall.z9", "state": "sealed"}]), "map.doors[0].door: no door"),
])
def test_dangling_references_are_reported(tmp_path, change, expected):
    data = example()
    change(data)
    found = problems_of(tmp_path, data)
    assert any(expected in p for p in found), found


@pytest.mark.parametrize("where", ["tokens", "monsters"])
def test_duplicate_ids_on_the_map(tmp_path, where):
    data = example()
    data["map"][where].append(copy.deepcopy(data["map"][where][0]))
    n = len(data["map"][where]) - 1
    assert f"map.{where}[{n}].id: id {data['map'][where][0]['id']!r} is used twice" in problems_of(tmp_path, data)


def test_duplicate_event_ids(tmp_path):
    data = example()
    data["events"].append(copy.deepcopy(data["events"][0]))
    assert any(p.startswith(f"events[{len(data['events']) - 1}].id: id 'opening' is used twice")
               for p in problems_of(tmp_path, data))


# --------------------------------------------------------------------------- the event graph


def test_an_event_nobody_calls_can_never_run(tmp_path):
    data = example()
    data["events"].append({"id": "orphan", "outcomes": [{"do": "message", "text": "Hello."}]})
    assert f"events[{len(data['events']) - 1}]: event 'orphan' can never run: no event that can run calls it" \
        in problems_of(tmp_path, data)


def test_an_event_on_a_token_never_placed_can_never_run(tmp_path):
    data = example()
    data["map"]["tokens"].append({"id": "ghost", "kind": "search", "space": "hall.east", "placed": False})
    data["events"].append({"id": "search-ghost", "trigger": {"on": "token-used", "token": "ghost"},
                           "outcomes": [{"do": "give-clue"}]})
    found = problems_of(tmp_path, data)
    assert any("event 'search-ghost' can never run: its trigger can never fire" in p for p in found), found


def test_an_event_behind_an_impossible_condition_can_never_run(tmp_path):
    data = example()
    data["events"].append({"id": "never", "trigger": {"on": "start"},
                           "conditions": [{"if": "investigators", "op": "gt", "value": 5}],
                           "outcomes": [{"do": "give-clue"}]})
    assert any("'never' can never run: its conditions can never all hold" in p for p in problems_of(tmp_path, data))


def test_a_chain_reached_through_reveals_is_reachable(tmp_path):
    """Tokens on hidden tiles count once an outcome reveals their tile."""
    data = example()
    assert problems_of(tmp_path, data) == []
    event(data, "open-back-path")["outcomes"] = [{"do": "message", "text": "A locked door."}]
    found = problems_of(tmp_path, data)
    assert any("'attack-altar' can never run" in p for p in found)
    assert "events: no event that can run leads to a win" in found


def test_no_path_to_a_win(tmp_path):
    data = example()
    event(data, "altar-burns")["outcomes"] = [{"do": "message", "text": "Smoke."}]
    assert "events: no event that can run leads to a win" in problems_of(tmp_path, data)


# --------------------------------------------------------------------------- the map


def test_overlapping_tiles(tmp_path):
    data = example()
    data["map"]["tiles"][2]["at"] = [2, 0]  # the study over the library's east column
    found = problems_of(tmp_path, data)
    assert any(p.startswith("map.tiles[2]: tile 'study' overlaps tile 'library'") for p in found), found


def test_tiles_joined_on_mismatched_edges(tmp_path):
    data = example()
    data["map"]["tiles"][3]["rotation"] = 270  # the long hallway turned the wrong way round
    found = problems_of(tmp_path, data)
    assert any(p.startswith("map.tiles[") and "mismatched edges" in p for p in found), found


def test_an_escape_edge_facing_a_tile(tmp_path):
    data = example()
    data["map"]["tiles"].append({"id": "porch", "tile": "cellar", "at": [-2, 1]})
    found = problems_of(tmp_path, data)
    assert any("escape edge must face out of the map" in p for p in found), found


def test_a_tile_that_cannot_be_reached(tmp_path):
    data = example()
    data["map"]["tiles"].append({"id": "shed", "tile": "cellar", "at": [20, 20]})
    assert "map.tiles[5]: no space of tile 'shed' can be reached from the start" in problems_of(tmp_path, data)


def test_the_start_must_be_revealed(tmp_path):
    data = example()
    data["map"]["start"] = "library.reading"
    assert "map.start: the start space lies on a tile that is not revealed at the start" in problems_of(tmp_path, data)


def test_more_tokens_than_the_supply(tmp_path):
    data = example()
    data["map"]["tokens"] += [{"id": f"m{i}", "kind": "mutation", "space": "hall.east", "placed": False}
                              for i in range(11)]
    assert "map.tokens: 11 mutation tokens, but there are only 10" in problems_of(tmp_path, data)


# --------------------------------------------------------------------------- rules profile


def test_a_test_must_use_a_skill_of_the_rules_profile(tmp_path):
    data = example()
    event(data, "attack-altar")["outcomes"][0]["skill"] = "intellect"
    found = problems_of(tmp_path, data)
    assert any(".skill: 'intellect' is not a second-edition skill" in p for p in found), found


def test_first_edition_tests_have_no_difficulty(tmp_path):
    data = example()
    data["rules"] = "first-edition"
    data["content"]["decks"] = ["mythos"]
    event(data, "try-bookcase")["outcomes"][0].update(skill="intellect", difficulty=None)
    event(data, "attack-altar")["outcomes"][0].update(skill="luck")
    found = problems_of(tmp_path, data)
    assert found[-1].startswith("first_edition: a first-edition story needs its first_edition part")
    assert found[:-1] == ["events[10].outcomes[0].difficulty: a first-edition test is a d10 roll under the "
                     "attribute; it has no difficulty"]


# --------------------------------------------------------------------------- text and paths


@pytest.mark.parametrize("change, expected", [
    (lambda d: d["objectives"][0].update(text="  "), "objectives[0].text: text is missing"),
    (lambda d: d["meta"].update(title=""), "meta.title: text is missing"),
    (lambda d: event(d, "opening")["outcomes"][0].update(text=""), "events[0].outcomes[0].text: text is missing"),
])
def test_missing_text(tmp_path, change, expected):
    data = example()
    change(data)
    assert expected in problems_of(tmp_path, data)


@pytest.mark.parametrize("cover, expected", [
    ("../secret.svg", "'..' may not lead out of the content folder"),
    ("/etc/passwd", "an absolute path is not allowed"),
    ("C:/art/cover.svg", "an absolute path is not allowed"),
    ("art\\cover.svg", "use '/' between folder names"),
    ("missing.svg", "no such file"),
])
def test_asset_paths_stay_in_the_content_folder(tmp_path, cover, expected):
    data = example()
    data["meta"]["cover"] = cover
    found = problems_of(tmp_path, data)
    assert any(p.startswith("meta.cover: ") and expected in p for p in found), found


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_symlink_out_of_the_content_folder_is_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "cover.svg").write_text("<svg/>")
    folder = tmp_path / "scenario"
    folder.mkdir()
    try:
        (folder / "cover.svg").symlink_to(outside / "cover.svg")
    except OSError:
        pytest.skip("cannot make symbolic links here")
    data = example()
    data["meta"]["cover"] = "cover.svg"
    found = problems_of(folder, data)
    assert any("a symbolic link leads out of the content folder" in p for p in found), found
    (folder / "real.svg").write_text("<svg/>")
    data["meta"]["cover"] = "real.svg"
    assert problems_of(folder, data) == []


def test_a_scenario_may_bring_its_own_tile(tmp_path):
    lib_tile = json.loads(asset("games", "mansions", "tiles", "cellar.json").read_text())
    lib_tile.update(id="root-cellar", name="Root Cellar", art="root-cellar.svg")
    (tmp_path / "tiles").mkdir()
    (tmp_path / "tiles" / "root-cellar.json").write_text(json.dumps(lib_tile))
    (tmp_path / "tiles" / "root-cellar.svg").write_text("<svg/>")
    data = example()
    data["map"]["tile_files"] = ["tiles/root-cellar.json"]
    data["map"]["tiles"].append({"id": "roots", "tile": "root-cellar", "at": [1, 3], "rotation": 270})
    assert problems_of(tmp_path, data) == []  # turned so that its door meets the hall's
    data["map"]["tiles"][-1]["rotation"] = 0
    assert any("mismatched edges" in p for p in problems_of(tmp_path, data))
    data["map"]["tile_files"] = ["../tiles/root-cellar.json"]
    assert any(p.startswith("map.tile_files[0]: ") and "'..'" in p for p in problems_of(tmp_path, data))


# --------------------------------------------------------------------------- reading limits


def test_a_file_too_large(tmp_path):
    data = example()
    data["meta"]["introduction"] = "x" * (3 * 1024 * 1024)
    found = problems_of(tmp_path, data)
    assert len(found) == 1 and found[0].startswith("$: too large")


def test_a_file_nested_too_deeply(tmp_path):
    deep = "[" * 5000 + "]" * 5000
    found = problems_of(tmp_path, '{"kind": "mansions-scenario", "x": ' + deep + "}")
    assert len(found) == 1 and "nested too deeply" in found[0]


@pytest.mark.parametrize("text, expected", [
    ("", "$: the content file is empty"),
    ('{"kind": "mansions-scenario", "format": 1', "$: the content file is truncated"),
    ("{kind: 1}", "$: the content file is corrupt"),
    ("[1, 2]", "$: a Mansions content file is a JSON object"),
    ('{"format": 1}', "kind: missing"),
    ('{"kind": "mansions-attic", "format": 1}', "kind: unknown kind 'mansions-attic'"),
    ('{"kind": "mansions-scenario", "format": 9}', "format: scenario format 9 is newer"),
    ('{"kind": "mansions-scenario", "format": "1"}', "format: missing or not a whole number"),
    ('{"kind": "mansions-tile", "format": 2}', "format: tile format 2 is newer"),
])
def test_files_that_are_not_content(tmp_path, text, expected):
    found = problems_of(tmp_path, text)
    assert len(found) == 1 and found[0].startswith(expected), found


def test_not_utf8_and_missing_files(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe\x00")
    assert validate_file(path) == [f"{path}: $: not a content file (not UTF-8 text)"]
    assert validate_file(tmp_path / "none.json") == [f"{tmp_path / 'none.json'}: $: no such content file"]
    assert "is a folder" in validate_file(tmp_path)[0]


# --------------------------------------------------------------------------- tiles and content files


def tile_data() -> dict:
    return json.loads(asset("games", "mansions", "tiles", "holding-cell.json").read_text())


@pytest.mark.parametrize("change, expected", [
    (lambda d: d["edges"][1].pop("id"), "edges[1].id: a door needs an id"),
    (lambda d: d["outer"].update(n="w"), "outer.n: needs 2 letters, one per cell, not 1"),
    (lambda d: d["outer"].update(e="wz"), "outer.e: "),
    (lambda d: d["rooms"][0]["spaces"][0].update(cells=[[0, 0]]), "rooms: 1 cell belongs to no space"),
    (lambda d: d["rooms"][1]["spaces"][1].update(cells=[[1, 1], [1, 0]]),
     "rooms[1].spaces[1].cells[1]: cell (1, 0) already belongs to space 'walk-north'"),
    (lambda d: d["rooms"][0]["spaces"][0].update(cells=[[0, 0], [0, 1], [3, 3]]), "is outside the 2x2 tile"),
    (lambda d: d["edges"].append({"cell": [1, 0], "side": "n", "kind": "door", "id": "x"}),
     "edges[2].side: an outer edge is set by 'outer', not by 'edges'"),
    (lambda d: d["edges"].append({"cell": [0, 0], "side": "s", "kind": "wall"}), "edges[2]: this edge lies inside one space"),
    (lambda d: d.update(art="../library.svg"), "art: '../library.svg': '..' may not lead out"),
    (lambda d: d.update(id="other-cell"), "id: the tile id 'other-cell' must match the file name"),
    (lambda d: d["rooms"][0].update(name=" "), "rooms[0].name: text is missing"),
    (lambda d: d["rooms"][0]["spaces"][0].update(slots=[[1.5, 0.5]]), "rooms[0].spaces[0].slots[0]: a slot must lie inside its space"),
])
def test_tile_file_problems(tmp_path, change, expected):
    data = tile_data()
    change(data)
    (tmp_path / "holding-cell.svg").write_text("<svg/>")
    found = problems_of(tmp_path, data, "holding-cell.json")
    assert any(p.startswith(expected) or expected in p for p in found), found


def test_content_file_problems(tmp_path):
    data = json.loads(asset("games", "mansions", "monsters.json").read_text())
    data["monsters"].append(dict(data["monsters"][0]))
    data["monsters"][1]["name"] = ""
    n = len(data["monsters"]) - 1
    # a multiset: with ten or more monsters "monsters[10]" sorts before "monsters[1]"
    assert Counter(problems_of(tmp_path, data, "monsters.json")) == Counter([
        "monsters[1].name: text is missing", f"monsters[{n}].id: id 'byakhee' is used twice"])


def test_investigator_skills_stay_between_two_and_five(tmp_path):
    """MOM2-INV-3."""
    data = json.loads(asset("games", "mansions", "investigators.json").read_text())
    data["investigators"][0]["skills"]["lore"] = 6
    found = problems_of(tmp_path, data, "investigators.json")
    assert found and found[0].startswith("investigators[0].skills.lore: ")


# --------------------------------------------------------------------------- never raises


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=30)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(sorted(CONTENT_KINDS - {"mansions-alchemy", "mansions-puzzle-house-rules",
                                                   "mansions-runes"})),
       body=st.dictionaries(st.sampled_from(["format", "meta", "map", "events", "rooms", "size", "outer",
                                              "monsters", "rules", "objective", "id"]), json_values, max_size=6))
def test_validate_never_raises_on_random_content(tmp_path, kind, body):
    body = dict(body, kind=kind)
    body.setdefault("format", 1)
    out = validate_file(write(tmp_path, body))
    assert isinstance(out, list) and all(isinstance(x, str) for x in out)
    if not out:  # a well-formed file may come up (a shared monsters file with no monsters)
        assert kind in CONTENT_FILES and all(body.get(name) == [] for name in CONTENT_FILES[kind][1])


def test_an_empty_shared_content_file_is_accepted(tmp_path):
    """The case hypothesis found: ``{"kind": "mansions-monsters", "monsters": []}`` is a
    well-formed file that holds nothing, not a problem."""
    assert validate_file(write(tmp_path, {"kind": "mansions-monsters", "format": 1,
                                          "monsters": []})) == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_validate_never_raises_on_a_damaged_example(tmp_path, data):
    """Replace one value somewhere in the example by random JSON."""
    doc = example()
    node = doc
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        child = node[key]
        if isinstance(child, (dict, list)) and child and data.draw(st.booleans()):
            node = child
            continue
        node[key] = data.draw(json_values)
        break
    out = validate_file(write(tmp_path, doc))
    assert isinstance(out, list) and all(isinstance(x, str) for x in out)


# --------------------------------------------------------------------------- the first-edition example

WARDEN = asset("games", "mansions", "scenarios", "wardens-garden.json")


def warden() -> dict:
    return json.loads(WARDEN.read_text(encoding="utf-8"))


def test_fa_esc_2_escaping_needs_a_room_with_an_escape_edge(tmp_path):
    data = warden()
    event(data, "out-the-door")["trigger"]["room"] = "long.long-hallway"
    found = problems_of(tmp_path, data)
    assert any("room 'long.long-hallway' has no escape edge" in p for p in found), found


def test_a_win_that_needs_an_item_nobody_can_get(tmp_path):
    data = warden()
    event(data, "take-jar")["outcomes"] = [o for o in event(data, "take-jar")["outcomes"]
                                           if o.get("item") != "specimen-jar"]
    found = problems_of(tmp_path, data)
    assert any("'out-the-door' can never run: its conditions can never all hold" in p for p in found), found
    assert "events: no event that can run leads to a win" in found


@pytest.mark.parametrize("change, expected", [
    (lambda d: d["puzzles"][0].update(type="slide"), "puzzles[0].type: first-edition rules have no slide puzzle"),
    (lambda d: d["puzzles"][0].update(setup="10C"), "puzzles[0].setup: no alchemy setup side '10C'"),
    (lambda d: d["puzzles"][0].pop("setup"), "puzzles[0].setup: an alchemy puzzle names its setup side"),
    (lambda d: d["puzzles"][0].update(skill="lore"), "puzzles[0].skill: 'lore' is not a first-edition skill"),
])
def test_puzzles_fit_the_rules_profile(tmp_path, change, expected):
    data = warden()
    change(data)
    found = problems_of(tmp_path, data)
    assert any(p.startswith(expected) for p in found), found


def test_the_longest_allowed_chain_of_events_listed_backwards_is_all_reachable(tmp_path):
    data = example()
    n = 1000 - len(data["events"])
    chain = [{"id": f"e{i}", "outcomes": [{"do": "run", "event": f"e{i + 1}"}] if i < n - 1
              else [{"do": "message", "text": "The end of the chain."}]} for i in range(n)]
    chain[0]["trigger"] = {"on": "start"}
    data["events"] += chain[::-1]
    assert problems_of(tmp_path, data) == []
    data["events"].append({"id": "one-too-many", "outcomes": [{"do": "give-clue"}]})
    assert problems_of(tmp_path, data) == [
        "events: list should have at most 1000 items after validation, not 1001"]
