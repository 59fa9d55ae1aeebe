"""The scenario editor's story forms (issue 27), driven with the mouse and the keyboard:
every change is one undo command, undo and redo give the data back, the words of a
designer's scenario are kept beside it in Chinese."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication

from editorhelp import choose, click, click_row, type_into

from eldertable.games.mansions.validation import validate_file
from eldertable.games.mansions.scenario.wordsfile import (TEXT_KEYS, WordsError, read_words,
                                                          words_path, write_words)
from eldertable.resources import asset
from eldertable.ui.editor.document import EditorDoc
from eldertable.ui.editor.storypanel import StoryPanel
from eldertable.ui.editor.words import WordsPanel

ROOT = Path(__file__).resolve().parents[2]


def shipped(name: str) -> Path:
    return asset("games", "mansions", "scenarios", f"{name}.json")


def open_panel(qtbot, name: str, path: Path | None = None):
    p = path or shipped(name)
    doc = EditorDoc(json.loads(p.read_text(encoding="utf-8")), str(p))
    panel = StoryPanel(doc)
    qtbot.addWidget(panel)
    panel.resize(1300, 900)
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)  # focus moves (text commits when it leaves)
    return doc, panel


def open_words(qtbot, path: Path):
    doc = EditorDoc(json.loads(path.read_text(encoding="utf-8")), str(path))
    panel = WordsPanel(doc)
    qtbot.addWidget(panel)
    panel.resize(1200, 800)
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    return doc, panel










def test_editor_add_event_token_trigger_outcome_undo_redo(qtbot):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    ev = panel.show_section("events")
    original = copy.deepcopy(doc.data)
    n = len(doc.data["events"])

    click(qtbot, ev.events.add_button)
    assert len(doc.data["events"]) == n + 1
    new = doc.data["events"][1]  # after the chosen first event
    assert new["id"] == "event" and "trigger" not in new
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Add event event"
    assert ev.events.row() == 1 and ev.title.text() == "event"
    after_add = copy.deepcopy(doc.data)

    choose(qtbot, ev.trigger.kind, "token-used")
    assert doc.data["events"][1]["trigger"] == {"on": "token-used", "token": "explore-library"}
    assert doc.undo.count() == 2
    assert doc.undo.undoText() == "Change the trigger of event event"
    token = ev.trigger.current_form().fields["token"].widget
    assert token.findText("bookcase") >= 0  # the doc's tokens are offered
    type_into(qtbot, token.lineEdit(), "bookcase")
    assert doc.data["events"][1]["trigger"] == {"on": "token-used", "token": "bookcase"}
    assert doc.undo.count() == 3
    after_trigger = copy.deepcopy(doc.data)

    click(qtbot, ev.outcomes.list.add_button)
    assert doc.data["events"][1]["outcomes"] == [{"do": "message", "text": ""},
                                                  {"do": "message", "text": ""}]
    assert doc.undo.undoText() == "Add an outcome to event event"
    text = ev.outcomes.form.current_form().fields["text"].widget
    text.setFocus()
    qtbot.keyClicks(text, "The glass is warm.")
    assert doc.undo.count() == 4  # nothing yet: text commits when editing is finished
    ev.events.list.setFocus()  # focus leaves the field
    qtbot.waitUntil(lambda: doc.undo.count() == 5)
    assert doc.data["events"][1]["outcomes"][1] == {"do": "message", "text": "The glass is warm."}
    final = copy.deepcopy(doc.data)

    doc.undo.undo()
    doc.undo.undo()
    assert doc.data == after_trigger
    doc.undo.undo()
    doc.undo.undo()
    assert doc.data == after_add
    assert ev.events.row() == 1  # the chosen row survives the re-read
    doc.undo.undo()
    assert doc.data == original
    for _ in range(5):
        doc.undo.redo()
    assert doc.data == final
    assert ev.trigger.kind.currentData() == "token-used"


def test_editor_condition_kind_and_fields(qtbot):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    ev = panel.show_section("events")
    click_row(qtbot, ev.events.list, 3)
    assert ev.event_id() == "try-bookcase"
    click(qtbot, ev.conditions.list.add_button)
    cond = doc.data["events"][3]["conditions"]
    assert cond == [{"if": "variable", "variable": "rounds", "op": "eq", "value": 0}]
    choose(qtbot, ev.conditions.form.kind, "token")
    assert doc.data["events"][3]["conditions"] == [{"if": "token", "token": "explore-library"}]
    present = ev.conditions.form.current_form().fields["present"].widget
    click(qtbot, present)  # the default (true) unticked
    assert doc.data["events"][3]["conditions"][0]["present"] is False
    assert doc.undo.count() == 3
    doc.undo.undo()
    doc.undo.undo()
    doc.undo.undo()
    assert "conditions" not in doc.data["events"][3]


def test_editor_duplicate_and_insert_between(qtbot, monkeypatch):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    ev = panel.show_section("events")
    original = copy.deepcopy(doc.data)
    click_row(qtbot, ev.events.list, 3)
    click(qtbot, ev.duplicate_button)
    assert doc.data["events"][4]["id"] == "try-bookcase-copy"
    assert doc.data["events"][4]["trigger"] == original["events"][3]["trigger"]
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Duplicate event try-bookcase"
    assert ev.event_id() == "try-bookcase-copy"
    doc.undo.undo()
    assert doc.data == original

    asked = []
    monkeypatch.setattr(ev, "choose_next", lambda options: asked.append(options) or options[1])
    click_row(qtbot, ev.events.list, 3)
    click(qtbot, ev.between_button)
    assert asked == [["bookcase-opens", "bookcase-holds"]]
    ids = [e["id"] for e in doc.data["events"]]
    new = doc.data["events"][ids.index("try-bookcase-then")]
    assert ids.index("try-bookcase-then") == ids.index("bookcase-holds") - 1
    assert new["outcomes"] == [{"do": "run", "event": "bookcase-holds"}]
    assert doc.data["events"][3]["outcomes"][0]["fail"] == "try-bookcase-then"
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Insert an event after try-bookcase"
    doc.undo.undo()
    assert doc.data == original


def test_editor_rename_event_refused_shows_message(qtbot, monkeypatch):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    ev = panel.show_section("events")
    shown = []
    monkeypatch.setattr("eldertable.ui.editor.eventform.QMessageBox.warning",
                        lambda _parent, _title, text: shown.append(text))
    click_row(qtbot, ev.events.list, 4)
    monkeypatch.setattr(ev, "ask_id", lambda old: "Not An Id")
    click(qtbot, ev.rename_button)
    assert len(shown) == 1 and doc.undo.count() == 0
    monkeypatch.setattr(ev, "ask_id", lambda old: "bookcase-slides")
    click(qtbot, ev.rename_button)
    assert doc.data["events"][4]["id"] == "bookcase-slides"
    assert doc.data["events"][3]["outcomes"][0]["pass"] == "bookcase-slides"
    assert doc.undo.count() == 1


def test_editor_show_path_selects_event_and_outcome(qtbot):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    doc.select(("events", 2, "outcomes", 1))
    assert panel.tabs.currentWidget() is panel.events
    assert panel.events.events.row() == 2
    assert panel.events.outcomes.list.row() == 1
    assert panel.events.outcomes.form.kind.currentData() == "remove-token"
    doc.select(("epilogues", 1, "text"))
    assert panel.tabs.currentWidget() is panel.epilogues
    assert panel.epilogues.list.row() == 1


def test_editor_first_edition_tab_and_mutation_goal(qtbot):
    _doc2, second = open_panel(qtbot, "quiet-greenhouse")
    assert not second.tabs.isTabVisible(second.tabs.indexOf(second.first))
    doc, panel = open_panel(qtbot, "wardens-garden")
    assert panel.tabs.isTabVisible(panel.tabs.indexOf(panel.first))
    panel.show_section("first_edition")
    spin = panel.first.goals.fields["mutation_goal_per_investigator"].widget
    assert spin.value() == 3
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "4")
    qtbot.keyClick(spin, Qt.Key_Return)
    assert doc.data["first_edition"]["mutation_goal_per_investigator"] == 4
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Change the mutation goal"
    doc.undo.undo()
    assert doc.data["first_edition"]["mutation_goal_per_investigator"] == 3
    assert spin.value() == 3

    keeper = panel.first.keeper
    item = keeper.item(0)
    rect = keeper.visualItemRect(item)
    keeper.setFocus()
    keeper.setCurrentItem(item)
    qtbot.keyClick(keeper, Qt.Key_Space)  # untick the first Keeper card
    assert "night-creature" not in doc.data["first_edition"]["keeper_actions"]
    assert doc.undo.undoText() == "Change the Keeper's action cards"
    assert rect.isValid()


def test_editor_words_keys_are_the_extractors():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert TEXT_KEYS == tool.TRANSLATABLE_KEYS


def test_editor_words_file_round_trip_and_bad_files(tmp_path):
    path = words_path(tmp_path / "my-story.json")
    assert path.name == "my-story.zh_CN.json"
    assert read_words(path) == {}
    words = {"The glass is warm.": "玻璃是温的。", "A {0} % <b>": "甲 {0} % <b>", "empty": " "}
    write_words(path, words)
    assert read_words(path) == {"The glass is warm.": "玻璃是温的。", "A {0} % <b>": "甲 {0} % <b>"}
    assert [p.name for p in tmp_path.iterdir()] == ["my-story.zh_CN.json"]  # no temp file left

    bad = {"not json": "{", "a list": "[]",
           "wrong kind": json.dumps({"kind": "x", "format": 1, "language": "zh_CN", "words": {}}),
           "newer": json.dumps({"kind": "mansions-scenario-words", "format": 9,
                                "language": "zh_CN", "words": {}}),
           "not text": json.dumps({"kind": "mansions-scenario-words", "format": 1,
                                   "language": "zh_CN", "words": {"a": 1}}),
           "huge": "[" * 10 + " " * (3 * 1024 * 1024)}
    assert validate_file(path) == []
    for what, text in bad.items():
        path.write_text(text, encoding="utf-8")
        with pytest.raises(WordsError) as exc:
            read_words(path)
        message = str(exc.value)
        assert "\n" not in message and str(path) in message, what
        assert len(validate_file(path)) == 1, what
    with pytest.raises(WordsError):
        write_words(tmp_path, {"a": "甲"})  # a folder, not a file


def test_editor_words_tab_chinese_side_by_side(qtbot, tmp_path):
    copy_path = tmp_path / "greenhouse-copy.json"
    copy_path.write_text(shipped("quiet-greenhouse").read_text(encoding="utf-8"), encoding="utf-8")
    write_words(words_path(copy_path), {"The Quiet Greenhouse": "寂静的温室"})
    doc, tab = open_words(qtbot, copy_path)
    rows = tab.rows()
    assert rows[-1] == ("The Quiet Greenhouse", "寂静的温室", False)  # translated: last
    assert all(marked for _en, _zh, marked in rows[:-1])  # the missing ones first, marked
    english = rows[0][0]

    table = tab.table
    table.setFocus()
    table.setCurrentCell(0, 2)
    qtbot.keyClick(table, Qt.Key_F2)  # edit the Chinese of the first (missing) text
    editor = QApplication.focusWidget()
    assert editor.objectName() == "chinese-editor"
    ime = QInputMethodEvent()
    ime.setCommitString("前门 ")  # Chinese arrives from an input method
    QApplication.sendEvent(editor, ime)
    qtbot.keyClicks(editor, "Keep")
    popup = editor.completer_.popup()
    qtbot.waitUntil(popup.isVisible)
    offered = [editor.completer_.completionModel().index(i, 0).data()
               for i in range(editor.completer_.completionCount())]
    assert offered[0] == "Keeper — 守密人", offered
    qtbot.keyClick(popup, Qt.Key_Down)
    qtbot.keyClick(popup, Qt.Key_Return)  # the glossary's term in place of the English
    assert editor.text() == "前门 守密人"
    qtbot.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: (english, "前门 守密人", False) in tab.rows())
    assert read_words(words_path(copy_path)) == {"The Quiet Greenhouse": "寂静的温室",
                                                 english: "前门 守密人"}
    assert json.loads(copy_path.read_text(encoding="utf-8")) == doc.data  # no words in it
    assert doc.undo.count() == 0  # the scenario itself did not change


def test_editor_words_tab_shipped_shows_the_apps_chinese(qtbot):
    doc, tab = open_words(qtbot, shipped("wardens-garden"))
    rows = tab.rows()
    assert ("The Warden's Garden", "院长的花园", False) in rows
    assert not tab.table.item(0, 2).flags() & Qt.ItemIsEditable
    assert not list(shipped("wardens-garden").parent.glob("*.zh_CN.json"))


def test_editor_words_go_along_when_saved_under_a_new_name(qtbot, tmp_path):
    doc, tab = open_words(qtbot, shipped("wardens-garden"))
    doc.path = str(tmp_path / "my-garden.json")  # what Save as does
    tab.follow_path()
    words = read_words(tmp_path / "my-garden.zh_CN.json")
    assert words["The Warden's Garden"] == "院长的花园"  # the app's Chinese, now the designer's
    assert tab.table.item(0, 2).flags() & Qt.ItemIsEditable
    doc.path = str(tmp_path / "copy-of-it.json")
    with doc.edit("Change the title") as e:  # the next edit notices the new name too
        e.set(("meta", "title"), "My Garden")
    assert read_words(tmp_path / "copy-of-it.zh_CN.json") == words


def test_editor_variable_made_a_flag_starts_false_in_one_edit(qtbot):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    section = panel.show_section("variables")
    click_row(qtbot, section.list.list, 0)
    assert section.current_id() == "rounds"
    choose(qtbot, section.form.fields["type"].widget, "flag")
    assert doc.data["variables"][0] == {"id": "rounds", "type": "flag", "initial": False}
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Change variable rounds"
    doc.undo.undo()
    assert doc.data["variables"][0] == {"id": "rounds", "type": "number", "initial": 0}
    assert section.list.row() == 0


def test_editor_scenario_title_commits_when_editing_is_finished(qtbot):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    title = panel.scenario.meta.fields["title"].widget
    type_into(qtbot, title, "The Loud Greenhouse")
    assert doc.data["meta"]["title"] == "The Loud Greenhouse"
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Change the title"
    monsters = panel.scenario.lists["monsters"]
    monsters.setFocus()
    monsters.setCurrentRow(0)
    qtbot.keyClick(monsters, Qt.Key_Space)  # tick the first monster of the catalogue
    assert doc.undo.count() == 2
    doc.undo.undo()
    doc.undo.undo()
    assert doc.data == json.loads(shipped("quiet-greenhouse").read_text(encoding="utf-8"))


def test_editor_story_forms_open_broken_data_without_error(qtbot):
    hostile = {"kind": "mansions-scenario", "format": 2, "rules": "first-edition",
               "meta": ["not", "an", "object"], "content": "none",
               "variables": {"a": 1}, "objectives": [3, {"id": "o", "text": 7}],
               "events": ["x", {"id": 5, "trigger": "start", "outcomes": "no"},
                          {"id": "e", "trigger": {"on": "nowhere"}, "outcomes": [{"do": 1}],
                           "conditions": [{"if": "token", "token": ["a"]}]}],
               "first_edition": {"choices": "no", "keeper_actions": {"x": 1},
                                 "mutation_goal_per_investigator": "many"}}
    doc = EditorDoc(copy.deepcopy(hostile), "")
    panel = StoryPanel(doc)
    qtbot.addWidget(panel)
    panel.show()
    for i in range(panel.tabs.count()):
        panel.tabs.setCurrentIndex(i)
    for row in range(3):
        panel.events.events.reload(row)
    panel.events.outcomes.list.reload(0)
    doc.select(("events", 2, "conditions", 0))
    doc.select(("first_edition", "choices", 0, "options", 1))
    assert panel.events.events.row() == 2
    assert doc.data == hostile and doc.undo.count() == 0
    from PySide6.QtWidgets import QPushButton

    for i in range(panel.tabs.count()):  # every button of every section: no traceback
        panel.tabs.setCurrentIndex(i)
        for button in panel.tabs.widget(i).findChildren(QPushButton):
            if button.isVisible() and button.isEnabled() and button.objectName() not in (
                    "rename", "insert-between"):  # these ask first
                click(qtbot, button)


def test_editor_words_tab_english_change_is_one_edit_and_keeps_its_chinese(qtbot, tmp_path):
    copy_path = tmp_path / "greenhouse-copy.json"
    copy_path.write_text(shipped("quiet-greenhouse").read_text(encoding="utf-8"), encoding="utf-8")
    write_words(words_path(copy_path), {"The Quiet Greenhouse": "寂静的温室"})
    doc, tab = open_words(qtbot, copy_path)
    table = tab.table
    row = [en for en, _zh, _m in tab.rows()].index("The Quiet Greenhouse")
    table.setFocus()
    table.setCurrentCell(row, 1)
    qtbot.keyClick(table, Qt.Key_F2)
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, "The Still Greenhouse")
    qtbot.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: doc.undo.count() == 1)
    assert doc.undo.undoText() == "Change a text"
    assert doc.data["meta"]["title"] == "The Still Greenhouse"
    assert ("The Still Greenhouse", "寂静的温室", False) in tab.rows()
    assert read_words(words_path(copy_path))["The Still Greenhouse"] == "寂静的温室"


def test_editor_rename_a_variable_renames_its_references_in_one_edit(qtbot, monkeypatch):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    section = panel.show_section("variables")
    click_row(qtbot, section.list.list, 0)
    monkeypatch.setattr("eldertable.ui.editor.sections.QInputDialog.getText",
                        lambda *a, **k: ("rounds-gone", True))
    click(qtbot, section.rename_button)
    assert doc.data["variables"][0]["id"] == "rounds-gone"
    text = json.dumps(doc.data)
    assert '"rounds"' not in text and '"variable": "rounds-gone"' in text
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Rename rounds"
    assert section.current_id() == "rounds-gone"
    doc.undo.undo()
    assert doc.data == json.loads(shipped("quiet-greenhouse").read_text(encoding="utf-8"))


def test_editor_show_path_in_the_first_edition_part(qtbot):
    doc, panel = open_panel(qtbot, "wardens-garden")
    doc.select(("first_edition", "choices", 0, "options", 2, "epilogues", 1))
    assert panel.tabs.currentWidget() is panel.first
    assert panel.first.choices.options.row() == 2
    option = doc.data["first_edition"]["choices"][0]["options"][2]
    assert panel.first.choices.option.fields["title"].widget.text() == option["title"]


def test_editor_story_forms_follow_the_language(qtbot):
    from eldertable.ui import i18n

    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    panel.show_section("events")
    panel.events.events.reload(3)
    old = panel.scenario
    try:
        i18n.set_language(i18n.CHINESE)  # the sections are made again in the new language
        qtbot.waitUntil(lambda: panel.scenario is not old)
        assert panel.tabs.currentWidget() is panel.events and panel.events.event_id() == "try-bookcase"
    finally:
        old = panel.scenario
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: panel.scenario is not old)
    assert panel.tabs.tabText(0) == "Scenario" and panel.tabs.count() == 7
    with doc.edit("Change the title") as e:  # the sections made again still follow the doc
        e.set(("meta", "title"), "Another")
    assert panel.scenario.meta.fields["title"].widget.text() == "Another"


def test_editor_space_entered_takes_a_space_or_a_room_never_both(qtbot):
    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    ev = panel.show_section("events")
    click_row(qtbot, ev.events.list, 9)
    assert ev.event_id() == "enter-greenhouse"
    assert doc.data["events"][9]["trigger"] == {"on": "space-entered", "room": "back.greenhouse"}
    space = ev.trigger.current_form().fields["space"].widget
    type_into(qtbot, space.lineEdit(), "back.altar-bed")
    assert doc.data["events"][9]["trigger"] == {"on": "space-entered", "space": "back.altar-bed"}
    assert doc.undo.count() == 1
    doc.undo.undo()
    assert doc.data["events"][9]["trigger"] == {"on": "space-entered", "room": "back.greenhouse"}


def _tick(qtbot, ticks, label: str) -> None:
    """Open the tick list's menu with the mouse and click ``label`` in it (the menu stays
    open for more ticks; it is closed after)."""
    from PySide6.QtCore import QTimer

    done = []

    def in_menu():
        menu = ticks.ticks
        act = next(a for a in menu.actions() if a.text() == label)
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                         pos=menu.actionGeometry(act).center())
        done.append(menu.isVisible())  # still open after a tick
        menu.close()

    QTimer.singleShot(200, in_menu)
    qtbot.mouseClick(ticks, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(done), timeout=3000)
    assert done == [True]


def test_editor_reveal_tiles_are_ticked_from_the_documents_tiles_never_typed(qtbot):
    """The rooms an event reveals are chosen from the map's tiles in a tick list (was a
    comma-separated text field)."""
    from eldertable.ui.editor.forms import TickList

    doc, panel = open_panel(qtbot, "quiet-greenhouse")
    doc.select(("events", 1, "outcomes", 0))
    form = panel.events.outcomes.form.current_form()
    ticks = form.fields["tiles"].widget
    assert isinstance(ticks, TickList) and ticks.text() == "library"
    offered = [a.text() for a in ticks.ticks.actions()]
    assert offered[:1] == ["hall"] and "study" in offered and "library" in offered
    _tick(qtbot, ticks, "study")
    assert doc.data["events"][1]["outcomes"][0]["tiles"] == ["library", "study"]
    assert doc.undo.count() == 1
    _tick(qtbot, ticks, "library")  # unticked
    assert doc.data["events"][1]["outcomes"][0]["tiles"] == ["study"]
    doc.undo.undo()
    doc.undo.undo()
    assert doc.data["events"][1]["outcomes"][0]["tiles"] == ["library"]
    assert panel.events.outcomes.form.current_form().fields["tiles"].widget.text() == "library"
