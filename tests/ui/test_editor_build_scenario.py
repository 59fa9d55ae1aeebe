"""A designer builds a small scenario of each edition in the editor with the mouse and the
keyboard: tiles carried from the palette and turned, a door, a monster, a search token,
events and an ending in the story forms; then it is saved, validated, played to its ending
by bots on the table, and simulated 200 times without an error."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from eldertable.cli import main as cli
from eldertable.engine import simulate
from eldertable.ui.mansions.tiles import CELL

from editorhelp import (choose, click, click_map, click_palette, click_row, drop_piece,
                        editor_window,
                        palette_piece, place_tile, type_into, type_text)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ELDERTABLE_HOME", str(tmp_path / "home"))


@pytest.fixture
def window(qtbot):
    yield from editor_window(qtbot)


def frame(w, x=4.0, y=-1.0, scale=0.45):
    view = w.canvas.view
    view.resetTransform()
    view.scale(scale, scale)
    view.centerOn(QPointF(x * CELL, y * CELL))


def space_at(w, x, y) -> str:
    return w.canvas.space_at(QPointF(x * CELL, y * CELL))


def save_as(w, monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    w.save_action.trigger()
    assert w.doc.path == str(path) and w.doc.undo.isClean()


def add_event(qtbot, w, trigger: str, fields: dict, outcome: str, outcome_fields: dict,
              texts: dict | None = None):
    ev = w.story.show_section("events")
    click(qtbot, ev.events.add_button)
    choose(qtbot, ev.trigger.kind, trigger)
    for key, value in fields.items():
        type_into(qtbot, ev.trigger.current_form().fields[key].widget.lineEdit(), value)
    choose(qtbot, ev.outcomes.form.kind, outcome)
    form = ev.outcomes.form.current_form()
    for key, value in outcome_fields.items():
        type_into(qtbot, form.fields[key].widget.lineEdit(), value)
    for key, value in (texts or {}).items():
        type_text(qtbot, ev.outcomes.form.current_form().fields[key].widget, value,
                  ev.events.list)
    return ev.event_id()


def test_editor_builds_a_second_edition_scenario_plays_and_simulates_it(qtbot, window, tmp_path,
                                                                       monkeypatch):
    w = window
    assert w.new_scenario("second-edition")
    w.tabs.setCurrentWidget(w.map_page)
    frame(w)
    # four tiles carried from the palette, one turned with R
    place_tile(w, "library", (0, -2))
    place_tile(w, "study", (3, -2))
    place_tile(w, "long-hallway", (4, 0), turns=1)
    place_tile(w, "back-path", (8, -2))
    tiles = w.doc.data["map"]["tiles"]
    assert [(t["tile"], tuple(t["at"]), t.get("rotation", 0)) for t in tiles[1:]] == [
        ("library", (0, -2), 0), ("study", (3, -2), 0), ("long-hallway", (4, 0), 90),
        ("back-path", (8, -2), 0)]
    # the study is revealed at the start: clicked, then ticked in the inspector
    click_map(w, (3.5, -1.5))
    assert w.canvas.selected == ("map", "tiles", 2)
    click(qtbot, w.inspector.fields["revealed"])
    assert tiles[2]["revealed"] is True
    # a door's state from its menu
    spot = next(s for s in w.canvas.spots if s.door == "hall.n1")
    click_map(w, (spot.pos().x() / CELL, spot.pos().y() / CELL))
    {a.data(): a for a in w.canvas.menu.actions()}["open"].trigger()
    assert w.doc.data["map"]["doors"] == [{"door": "hall.n1", "state": "open"}]
    # a monster in the study, a search token in it too (the palette clicked, then the map)
    drop_piece(w, {"kind": "monster", "monster": "ghoul"}, (4.5, -0.5))
    assert w.doc.data["content"]["monsters"] == ["ghoul"]
    click_palette(w.piece_palette, palette_piece(w.piece_palette, {"kind": "token",
                                                                   "token": "search"}))
    click_map(w, (3.5, -1.5))
    token = w.doc.data["map"]["tokens"][-1]
    assert token["kind"] == "search" and token["space"] == space_at(w, 3.5, -1.5)

    # the blank's own way out goes: its token (clicked, then Delete) and its event
    way_out = w.canvas.items_by_path[("map", "tokens", 0)]
    QTest.mouseClick(w.canvas.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, w.canvas.view.mapFromScene(way_out.pos()))
    assert w.canvas.selected == ("map", "tokens", 0)
    QTest.keyClick(w.canvas.view.viewport(), Qt.Key.Key_Delete)
    assert [t["id"] for t in w.doc.data["map"]["tokens"]] == [token["id"]]

    # the story: an ending, and two events
    w.tabs.setCurrentWidget(w.story)
    ev = w.story.show_section("events")
    click_row(qtbot, ev.events.list, 0)
    assert ev.event_id() == "leave"
    click(qtbot, ev.events.delete_button)
    assert "leave" not in [e["id"] for e in w.doc.data["events"]]
    ep = w.story.show_section("epilogues")
    click(qtbot, ep.list.add_button)
    ending = next(e for e in w.doc.data["epilogues"] if e["id"] == "epilogue")
    assert ending["outcome"] == "win"
    type_text(qtbot, ep.form.fields["text"].widget, "The ledger names the gardener.", ep.list.list)
    assert ending["text"] == "The ledger names the gardener."
    add_event(qtbot, w, "token-used", {"token": token["id"]}, "win", {"ending": "epilogue"})
    add_event(qtbot, w, "space-entered", {"space": space_at(w, 3.5, -1.5)}, "message", {},
              {"text": "Dust lies thick on the desk."})
    events = w.doc.data["events"]
    assert {"on": "token-used", "token": token["id"]} in [e.get("trigger") for e in events]
    assert any(e.get("outcomes") == [{"do": "win", "ending": "epilogue"}] for e in events)
    assert w.checker.wait_for_result()
    assert w.problems.lines == [], w.problems.lines

    path = tmp_path / "my-greenhouse.json"
    save_as(w, monkeypatch, path)
    assert cli(["validate", str(path)]) == 0
    out = simulate.simulate("mansions", 200, 7, options={"scenario": str(path)})
    assert out["errors"] == 0 and out["games"] == 200
    assert out["wins"].get("investigators", 0) > 0  # the search token's ending is reached
    # every edit undoes and redoes, and the file saved after them all comes back
    saved = path.read_bytes()
    n = w.doc.undo.index()
    for _ in range(n):
        w.undo_action.trigger()
    for _ in range(n):
        w.redo_action.trigger()
    w.save_action.trigger()
    assert path.read_bytes() == saved
    result = play_with_bots(qtbot, str(path), ("bot:default",))
    assert result.winners == ("investigators",) and result.extras["ending"] == "epilogue"


def play_with_bots(qtbot, path: str, seats) -> None:
    from mansionsplay import open_game, play_out

    controller, table = open_game(qtbot, seed=5, scenario=path, seats=seats)
    qtbot.waitUntil(lambda: not controller.busy() and not table.pacer.busy()
                    or controller.result() is not None, timeout=60_000)
    for _ in range(400):
        if controller.result() is not None:
            break
        play_out(qtbot, table)
        qtbot.wait(20)
    assert controller.result() is not None
    return controller.result()


def test_editor_builds_a_first_edition_story_with_a_choice_and_a_keeper_deck(qtbot, window,
                                                                            tmp_path,
                                                                            monkeypatch):
    from eldertable.ui.mansions import pacing

    w = window
    assert w.new_scenario("first-edition")
    w.tabs.setCurrentWidget(w.map_page)
    frame(w)
    place_tile(w, "library", (0, -2))
    place_tile(w, "study", (3, -2))
    click_map(w, (0.5, -1.5))
    assert w.canvas.selected == ("map", "tiles", 1)
    click(qtbot, w.inspector.fields["revealed"])
    drop_piece(w, {"kind": "monster", "monster": "maniac"}, (3.5, -1.5))
    assert w.doc.data["map"]["monsters"][-1]["monster"] == "maniac"
    click_palette(w.piece_palette, palette_piece(w.piece_palette, {"kind": "token",
                                                                   "token": "search"}))
    click_map(w, (1.5, -1.5))
    token = w.doc.data["map"]["tokens"][-1]
    assert token["kind"] == "search"

    # the story: an event on the new token; the Keeper's deck one card shorter; the
    # mutation goal raised (the story's one choice comes with the blank)
    w.tabs.setCurrentWidget(w.story)
    add_event(qtbot, w, "token-used", {"token": token["id"]}, "message", {},
              {"text": "Behind the books, a ledger of the house's guests."})
    first = w.story.show_section("first_edition")
    assert first is w.story.first
    keeper = first.keeper
    before = list(w.doc.data["first_edition"]["keeper_actions"])
    keeper.setFocus()
    keeper.setCurrentItem(keeper.item(0))
    qtbot.keyClick(keeper, Qt.Key.Key_Space)
    cards = w.doc.data["first_edition"]["keeper_actions"]
    assert len(cards) == len(before) - 1
    assert "Keeper" in w.undo_action.text()
    spin = first.goals.fields["mutation_goal_per_investigator"].widget
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "3")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert w.doc.data["first_edition"]["mutation_goal_per_investigator"] == 3
    assert w.checker.wait_for_result()
    assert w.problems.lines == [], w.problems.lines

    path = tmp_path / "my-story.json"
    save_as(w, monkeypatch, path)
    assert cli(["validate", str(path)]) == 0
    out = simulate.simulate("mansions", 200, 3, options={"scenario": str(path)})
    assert out["errors"] == 0 and out["games"] == 200
    saved = path.read_bytes()
    n = w.doc.undo.index()
    for _ in range(n):
        w.undo_action.trigger()
    assert w.doc.data["first_edition"]["keeper_actions"] == before
    for _ in range(n):
        w.redo_action.trigger()
    w.save_action.trigger()
    assert path.read_bytes() == saved

    from mansionsfirst import open_table

    pace = pacing.pace()
    pacing.set_pace("instant")
    try:
        controller, _table = open_table(qtbot, seats=("bot:default", "bot:keeper"),
                                        story=str(path), choice="a")
        qtbot.waitUntil(lambda: controller.result() is not None, timeout=60_000)
    finally:
        pacing.set_pace(pace)
    assert controller.result().winners
