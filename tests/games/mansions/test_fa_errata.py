"""The published stories' errata (FA-ERR-1, 5, 7..24) in our three stories, which stand in
for the published ones: Doctor Crane's Tonic for Story 1 (an alchemy win, a named maniac),
The Tenant Below the Stairs for Story 2 (time periods, a named shoggoth, byakhees) and
The Warden's Garden for Story 3 (an escape with an object, hiding, an altar). Each story
companion lists the errata it follows (``errata``); where an erratum only mends a printed
typo, the test checks that our data holds the corrected fact. Dice are scripted."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from fa_testkit import stop_puzzle

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import new_game
from eldertable.games.mansions.first.ruledata import story_for, story_problems
from eldertable.games.mansions.first.scenarios import load, shipped

NAMES = ["tomas-reyes", "ada-whitlock", "miriam-osei", "julian-fairweather", "hettie-marsh"]
STORY_ERRATA = {  # the published story each of ours stands in for, by its errata
    "cranes-tonic": range(7, 13),  # Story 1
    "tenant-below": range(13, 19),  # Story 2
    "wardens-garden": range(19, 25),  # Story 3
}


#: the token backs of the monsters on the map at the start (the Warden and the crawler)
SETUP_DICE = {"wardens-garden": (0, 0)}


def play(scenario: str, k: int = 1, dice=(), choice: str = "a", house=None):
    config = {"players": k, "options": {"scenario": scenario, "story_choice": choice},
              "house_rules": house or {}, "investigators": NAMES[:k]}
    return new_game(config, 1, ScriptedChance([*SETUP_DICE.get(scenario, ()), *dice]))


def at(s, inv, ref: str) -> None:
    s.map.reveal_tile(ref.split(".")[0])
    s.map.move_figure(inv.id, s.layout.index[ref])


def use(s, inv, token: str):
    at(s, inv, s.layout.spaces[s.map.tokens[token].space].id)
    s.active, inv.action = inv.seat, 1
    assert A.UseToken(token) in s.legal_actions()
    s.apply(A.UseToken(token))


def scenario_data(sid: str) -> dict:
    return json.loads(shipped()[sid].read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- general


def test_fa_err_1_each_story_follows_its_published_storys_errata():
    """Our stories are written from the revised printing: each lists the errata of the
    published story it stands in for, all of them, and each has its test here."""
    names = set()
    for path in Path(__file__).parent.glob("test_fa_*.py"):
        names.update(re.findall(r"^def (test_fa_err_\w+)", path.read_text(encoding="utf-8"),
                                re.MULTILINE))
    for sid, numbers in STORY_ERRATA.items():
        listed = story_for(sid).errata
        assert listed == [f"FA-ERR-{n}" for n in numbers], sid
        for rid in listed:
            key = "_" + rid.lower().replace("-", "_") + "_"
            assert any(key in n for n in names), rid


def test_fa_err_1_house_rule_off_keeps_the_story_errata_written_in():
    """FA-GAP-18 off (the original printing's card texts) changes cards with an erratum,
    never the corrected reading our stories are written with."""
    on = play("cranes-tonic")
    off = play("cranes-tonic", house={"FA-GAP-18": False})
    card = on.cards.cards["hysteria-studies"]
    assert card.errata is not None
    assert on.effects_of("hysteria-studies") == list(card.errata)
    assert off.effects_of("hysteria-studies") == list(card.effects)
    assert off.story.named_monsters == on.story.named_monsters
    assert off.model.events == on.model.events


def test_fa_err_5_discard_trauma_removes_an_insanity_trauma_only():
    from fa_testkit import effects

    s = play("wardens-garden")
    tomas = s.investigators[0]
    tomas.kept += ["broken-arm", "night-terrors"]  # an injury and an insanity trauma
    assert s.attribute(tomas, "will") == tomas.attrs["will"] - 1
    s.push_fx(0, effects([{"do": "discard-trauma", "kind": "insanity"}]))
    s.run()
    assert tomas.kept == ["broken-arm"] and "night-terrors" in s.discards["trauma"]
    assert s.attribute(tomas, "will") == tomas.attrs["will"]
    s.push_fx(0, effects([{"do": "discard-trauma", "kind": "insanity"}]))
    s.run()  # none left to discard: the injury stays
    assert tomas.kept == ["broken-arm"]


# --------------------------------------------------------------------------- Story 1


def crane_game(k: int = 1, dice=()):
    return play("cranes-tonic", k, dice)


def read_journal(s, seat: int = 0):
    s.chance.push(0)  # Crane's token back
    use(s, s.investigators[seat], "crane-journal")
    return s.monsters["crane"]


def at_still(s, inv):
    at(s, inv, "cellar.racks")
    s.variables["ready"] = True
    s.objective = "brew"
    s.active, inv.action = inv.seat, 1


def test_fa_err_7_only_the_journal_holder_may_try_the_remedy_puzzle():
    s = crane_game(2)
    tomas, ada = s.investigators
    at_still(s, tomas)
    at(s, ada, "cellar.racks")
    assert A.UseToken("still") not in s.legal_actions()  # nobody holds the journal
    ada.items.append("field-journal")
    assert A.UseToken("still") not in s.legal_actions()  # Tomas's turn: he does not
    s.active, ada.action = ada.seat, 1
    assert A.UseToken("still") in s.legal_actions()
    s.apply(A.UseToken("still"))  # it takes the action and starts alchemy puzzle 10B
    assert ada.action == 0 and s.puzzle is not None
    assert s.puzzle_then[2]["on_solved"] == "remedy-done"
    assert s.model.puzzles[0].setup == "10B"


@pytest.mark.parametrize("face, won", [(1, True), (10, False)])
def test_fa_err_8_passing_the_remedy_puzzle_wins(face, won):
    s = crane_game(1)
    tomas = s.investigators[0]
    tomas.items.append("field-journal")
    at_still(s, tomas)
    s.apply(A.UseToken("still"))
    stop_puzzle(s, face)  # the completion roll: a 1 always passes, a 10 always fails
    assert (s.over == "investigators") is won
    if won:
        assert s.ending == "remedy"


def _texts(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k in ("text", "label", "title", "introduction", "summary", "epilogue",
                     "question") and isinstance(v, str):
                yield v
            else:
                yield from _texts(v)
    elif isinstance(node, list):
        for v in node:
            yield from _texts(v)


def test_fa_err_9_our_stories_speak_of_health_not_wounds():
    for sid in STORY_ERRATA:
        texts = list(_texts(scenario_data(sid)))  # the first_edition part with the rest
        assert len(texts) > 10, sid
        bad = [t for t in texts if re.search(r"\b(wound|wounds|stamina)\b", t, re.I)]
        assert not bad, (sid, bad)
    # the harm a story deals is damage against health, and names no other track
    outcomes = [o["do"] for sid in STORY_ERRATA for e in scenario_data(sid)["events"]
                for o in e["outcomes"]]
    assert "damage" in outcomes and "wounds" not in outcomes


def test_fa_err_10_crane_comes_into_the_library_when_the_journal_is_read():
    s = crane_game(1)
    assert "crane" not in s.monsters
    crane = read_journal(s)
    assert s.room_of(s.map.figures["crane"].space) == "library.library"
    assert crane.name == "Doctor Abel Crane"
    assert not s.movable("crane")  # he stays among his books until a brew goes wrong
    s.work.append(["ev", 0, "remedy-spoiled", 0])
    s.run()
    assert s.movable("crane")


def test_fa_err_12_crane_moves_three_spaces_for_creature_of_the_night():
    from eldertable.games.mansions.first.named import monster_graph

    s = crane_game(1, dice=(0,))  # the second maniac's token back
    tomas = s.investigators[0]
    read_journal(s)
    s.variables["crane-roused"] = True
    at(s, tomas, "conservatory.palms")
    far = s.layout.index["dining.head"]
    s.add_monster("m1", "maniac", far, None, 0)
    where = s.layout.index["conservatory.palms"]

    def dist(mid):
        return monster_graph(s, mid).distances_to(where)[s.map.figures[mid].space]

    before = {m: dist(m) for m in ("crane", "m1")}
    assert before["crane"] > 3 and before["m1"] > 1
    s.phase, s.threat = "keeper", 9
    s.apply(A.KeeperAction("night-creature"))
    assert dist("crane") == before["crane"] - 3
    assert dist("m1") == before["m1"] - 1  # other monsters move the card's one space
    assert s.story.named_monsters[0].moves == {"night-creature": 3}


# --------------------------------------------------------------------------- Story 2


def test_fa_err_13_the_tenant_arrives_in_the_room_of_an_investigator():
    s = play("tenant-below", 2, dice=(0, 0))  # the orderly's and the byakhee's token backs
    tomas, ada = s.investigators
    at(s, ada, "study.desk")
    s.map.reveal_tile("dining")
    assert "tenant" not in s.monsters
    use(s, tomas, "tall-clock")
    s.variables["ledger-read"] = True
    use(s, tomas, "tall-clock")  # the last objective is revealed: the Tenant comes
    assert s.objective == "lay-stone"
    space = s.map.figures["tenant"].space
    assert s.room_of(space) == s.room_of(s.space_of(tomas)) == "dining.dining-room"
    assert space != s.space_of(tomas)  # in the room, beside the investigator


def test_fa_err_13_the_tenant_goes_to_another_investigators_room_past_a_lock():
    from eldertable.games.mansions.first.named import arrival_space

    s = play("tenant-below", 2)
    tomas, ada = s.investigators
    at(s, tomas, "study.desk")  # the study's stack holds a Lock card: barred to it
    at(s, ada, "kitchen.stove")
    assert s.cards.deck_of[s.rooms["study.study"][0]] == "lock"
    space = arrival_space(s, "tenant", s.layout.index["cellar.coal"], tomas.seat)
    assert s.room_of(space) == "kitchen.kitchen"


def test_fa_err_16_the_tenants_house_has_the_guest_bedroom_and_no_holding_cell():
    data = scenario_data("tenant-below")
    tiles = {t["tile"] for t in data["map"]["tiles"]}
    assert "guest-bedroom" in tiles and "holding-cell" not in tiles
    refs = [m["space"] for m in data["map"]["monsters"]] + [
        t.get("space") or t.get("door") for t in data["map"]["tokens"]]
    layout = load("tenant-below").layout
    assert all(r in layout.index or r in layout.door_alias for r in refs)
    orderly = next(m for m in data["map"]["monsters"] if m["id"] == "orderly")
    assert orderly["space"].startswith("guest.")


def test_fa_err_17_the_tenants_house_has_no_sealed_door():
    data = scenario_data("tenant-below")
    assert all(d["state"] != "sealed" for d in data["map"]["doors"])
    assert not any(o["do"] == "set-door" and o["state"] == "sealed"
                   for e in data["events"] for o in e["outcomes"])
    s = play("tenant-below", 1)
    assert "sealed" not in set(s.map.door_states().values())


def test_fa_err_18_seed_cards_name_rooms_on_the_storys_own_map():
    for sid in STORY_ERRATA:
        rooms = set(load(sid).layout.rooms)
        seeded = set(story_for(sid).rooms)
        assert seeded <= rooms, (sid, sorted(seeded - rooms))
    tenant = story_for("tenant-below").rooms
    assert "guest.guest-bedroom" in tenant and tenant["guest.guest-bedroom"]


# --------------------------------------------------------------------------- Story 3


def test_fa_err_19_the_jar_altar_is_in_the_greenhouse_space_farthest_from_its_door():
    s = play("wardens-garden", 1)
    lay = s.layout
    door = lay.door("back.greenhouse-door")
    inside = door.a if lay.spaces[door.a].room == "back.greenhouse" else door.b
    s.map.reveal_tile("back")
    dist = s.map.move_graph().distances_from(inside)
    room = lay.rooms["back.greenhouse"]
    farthest = max(room.spaces, key=lambda x: dist[x])
    assert sorted(dist[x] for x in room.spaces).count(dist[farthest]) == 1
    assert s.map.tokens["altar"].space == farthest


def test_fa_err_20_story_card_lists_name_only_cards_of_our_set(tmp_path):
    for sid in STORY_ERRATA:
        assert story_problems(sid, story_for(sid)) == [], sid
    data = scenario_data("wardens-garden")
    data["first_edition"]["rooms"]["back.greenhouse"].append("electrical-trap")
    path = tmp_path / "wardens-garden.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    from eldertable.games.mansions import validate_file

    assert any("electrical-trap" in p for p in validate_file(path))


def _no_twice(pairs):
    keys = [k for k, _ in pairs]
    dup = {k for k in keys if keys.count(k) > 1}
    assert not dup, f"given twice: {sorted(dup)}"
    return dict(pairs)


def test_fa_err_21_no_label_is_given_twice():
    for sid in STORY_ERRATA:
        data = json.loads(shipped()[sid].read_text(encoding="utf-8"), object_pairs_hook=_no_twice)
        for part in (data["events"], data["objectives"], data["map"]["tokens"],
                     data["map"]["monsters"], data["map"]["tiles"], data["variables"]):
            ids = [x["id"] for x in part]
            assert len(ids) == len(set(ids)), sid
    with pytest.raises(AssertionError):
        json.loads('{"rooms": {"guest.guest-bedroom": [], "guest.guest-bedroom": []}}',
                   object_pairs_hook=_no_twice)


def jar_taken(k: int = 1, dice=()):
    """The jar is off the altar (the byakhee's token back is the first die)."""
    s = play("wardens-garden", k, dice=(0, *dice), choice="a")
    tomas = s.investigators[0]
    s.variables["tincture-ready"] = True
    use(s, tomas, "altar")
    assert "specimen-jar" in tomas.items and s.objective == "escape"
    return s


@pytest.mark.parametrize("face, out", [(1, True), (10, False)])
def test_fa_err_22_passing_the_patients_test_eliminates(face, out):
    s = jar_taken(2, dice=(face,))
    ada = s.investigators[1]
    s.map.set_door("cell.cell-door", "open")
    use(s, ada, "patient")  # Intellect test: a 1 passes, a 10 fails
    assert ada.playing is (not out)
    assert "patient" not in s.map.tokens
    if not out:
        assert ada.horror >= 1


def _escape(s, inv):
    at(s, inv, "hall.west")
    s.active, inv.moves = inv.seat, 1
    return A.Escape() in s.legal_actions()


def test_fa_err_23_the_jar_carrier_wins_by_escaping_from_hallway_2():
    s = jar_taken(2)
    tomas, ada = s.investigators
    assert not _escape(s, ada)  # without the jar there is nothing to escape for
    assert _escape(s, tomas)
    s.apply(A.Escape())
    assert s.over == "investigators" and s.ending == "carried-out"
    room = next(e for e in s.model.events if e.id == "out-the-door").trigger.room
    assert room == "hall.hallway-2"


def test_fa_err_24_the_patient_need_not_be_brought_out():
    s = jar_taken(1)
    tomas = s.investigators[0]
    assert "patient" in s.map.tokens  # still in the holding cell
    assert s.room_of(s.map.tokens["patient"].space) == "cell.holding-cell"
    assert _escape(s, tomas)
    s.apply(A.Escape())
    assert s.over == "investigators" and "patient" in s.map.tokens
    win = next(e for e in s.model.events if e.id == "out-the-door")
    assert [c.item for c in win.conditions] == ["specimen-jar"]  # the jar, nothing more


def test_fa_err_5_notes_on_hysteria_discards_an_insanity_trauma_with_the_errata():
    """The starting item the erratum names (ours: Notes on Hysteria) discards one insanity
    trauma when the errata apply (FA-GAP-18 on, the default); its card says so."""
    from eldertable.games.mansions.first.cards import card_set, effects_of

    card = card_set().cards["hysteria-studies"]
    (fx,) = effects_of(card, {})
    assert (fx.do, fx.kind) == ("discard-trauma", "insanity")
    assert "insanity trauma" in card.text
    assert [e.do for e in effects_of(card, {"FA-GAP-18": False})] != ["discard-trauma"]
