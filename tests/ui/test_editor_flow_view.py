"""The scenario editor's event flow view (ui/editor/flowview.py): it draws every shipped
scenario, a click on a box selects that event or ending, dead events are marked in words,
and an edit made through the document redraws it with the new arrow."""

from __future__ import annotations

import json
import time

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from eldertable.resources import asset
from eldertable.ui.editor.document import EditorDoc
from eldertable.ui.editor.flowview import FlowView

FOLDER = asset("games", "mansions", "scenarios")
SHIPPED = sorted(p.name for p in FOLDER.glob("*.json"))


def shipped(name: str) -> dict:
    return json.loads((FOLDER / name).read_text(encoding="utf-8"))


def shown(qtbot, data: dict) -> FlowView:
    view = FlowView(EditorDoc(data, "scenario.json"))
    qtbot.addWidget(view)
    view.resize(1300, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def words_in(box) -> list[str]:
    return [c.text() for c in box.childItems() if isinstance(c, QGraphicsSimpleTextItem)]


def click(qtbot, view: FlowView, path) -> None:
    view.canvas.ensureVisible(view.box_rect(path), 10, 10)
    at = view.canvas.mapFromScene(view.box_rect(path).center())
    qtbot.mouseClick(view.canvas.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(at))


@pytest.mark.parametrize("name", SHIPPED)
def test_editor_flow_view_draws_each_shipped_scenario(qtbot, name):
    data = shipped(name)
    view = shown(qtbot, data)
    options = sum(len(c["options"]) for c in data.get("first_edition", {}).get("choices", []))
    assert len(view.boxes) == len(data["events"]) + len(data["epilogues"]) + options
    assert view.flow.edges and not view.flow.dead
    for i, ev in enumerate(data["events"]):
        assert view.boxes[("events", i)].title.text() == ev["id"]
    start = time.perf_counter()
    view.redraw()
    assert time.perf_counter() - start < 0.1


@pytest.mark.parametrize("path", [("events", 4), ("epilogues", 1)])
def test_editor_flow_view_click_selects_the_node(qtbot, path):
    view = shown(qtbot, shipped("singing-cellar.json"))
    with qtbot.waitSignal(view.doc.selected, timeout=1000) as got:
        click(qtbot, view, path)
    assert got.args == [path]
    assert view.current == path and view.boxes[path].selected_


def test_editor_flow_view_story_options_of_a_first_edition_story(qtbot):
    data = shipped("wardens-garden.json")
    view = shown(qtbot, data)
    path = ("first_edition", "choices", 0, "options", 1)
    option = data["first_edition"]["choices"][0]["options"][1]
    assert view.boxes[path].title.text() == option["title"]
    words = view.tooltip(view.flow.node(path))
    assert option["summary"] in words
    assert all(e["epilogue"] in words for e in option["epilogues"])
    with qtbot.waitSignal(view.doc.selected, timeout=1000) as got:
        click(qtbot, view, path)
    assert got.args == [path]
    view.show_path(path + ("epilogues", 0, "epilogue"))
    assert view.current == path


def test_editor_flow_view_show_path_marks_the_box_holding_it(qtbot):
    view = shown(qtbot, shipped("wardens-garden.json"))
    view.show_path(("events", 3, "outcomes", 0, "tiles", 1))
    assert view.boxes[("events", 3)].selected_
    view.show_path(("map", "tiles", 0))
    assert not any(b.selected_ for b in view.boxes.values())


def test_editor_flow_view_marks_a_dead_event_in_words(qtbot):
    data = shipped("quiet-greenhouse.json")
    i = len(data["events"])
    data["events"].append({"id": "orphan", "outcomes": [{"do": "message", "text": "Hello."}]})
    view = shown(qtbot, data)
    box = view.boxes[("events", i)]
    assert "never runs" in words_in(box)
    assert box.style == "dead" and box.pen().style() == Qt.PenStyle.DashLine
    assert "no event that can run calls it" in view.tooltip(view.flow.node(("events", i)))
    assert "1 never run" in view.summary.text()


def test_editor_flow_view_redraws_after_an_edit_with_the_new_edge(qtbot):
    data = shipped("quiet-greenhouse.json")
    view = shown(qtbot, data)
    before = len(view.flow.edges)
    target = next(i for i, e in enumerate(data["events"]) if "trigger" not in e)
    with view.doc.edit("Add a run") as e:
        e.append(("events", 0, "outcomes"), {"do": "run", "event": data["events"][target]["id"]})
    assert len(view.flow.edges) == before + 1
    assert any(e.source == ("events", 0) and e.target == ("events", target) and str(e.label) == "run"
               for e in view.flow.edges)
    view.doc.undo.undo()
    assert len(view.flow.edges) == before


def test_editor_flow_view_survives_a_broken_document(qtbot):
    view = shown(qtbot, {"events": [{"id": "x"}, 5, {"id": "<b>bold</b>", "outcomes": []}]})
    assert len(view.boxes) == 3
    assert all(view.boxes[p].style == "broken" for p in view.boxes)
    assert view.boxes[("events", 2)].title.text() == "<b>bold</b>"  # plain, as written
    view.doc.replace({})
    assert view.boxes == {}


def test_editor_flow_view_fit_and_wheel_zoom(qtbot):
    view = shown(qtbot, shipped("cranes-tonic.json"))
    view.fit()
    scale = view.canvas.transform().m11()
    assert 0 < scale <= 1.0
    centre = QPointF(view.canvas.viewport().rect().center())
    wheel = QWheelEvent(centre, view.canvas.viewport().mapToGlobal(centre), QPoint(0, 0),
                        QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.canvas.viewport(), wheel)
    assert view.canvas.transform().m11() == pytest.approx(scale * 1.15)
    assert not view.auto_fit
    view.fit_button.click()
    assert view.canvas.transform().m11() == pytest.approx(scale) and view.auto_fit
