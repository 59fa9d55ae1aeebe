"""Help > Rules: the reference data, its checks, and the window driven with the mouse."""

from __future__ import annotations

import re

import json

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTranslator
from PySide6.QtGui import QInputMethodEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication

from eldertable.engine import registry
from eldertable.ui import i18n
from eldertable.ui.rulesref import gaps, model
from eldertable.ui.rulesref.dialog import RulesReference


def _base(gap_id: str) -> str:
    return gap_id.split(".", 1)[0]


@pytest.mark.parametrize("reference", model.REFERENCES)
def test_every_reference_loads_with_sections_cites_and_topics(reference):
    ref = model.load(reference)
    assert ref.reference == reference and ref.game == model.GAME_OF[reference]
    assert len(ref.sections) >= 15
    prefix = {"miskatonic": "MM-", "magnum-opus": "MO-", "mansions-2e": "MOM2-",
              "mansions-1e": "FA-"}[reference]
    own = [rid for rid in ref.cited() if rid.startswith(prefix)]
    assert len(own) == len(ref.cited()) >= 99  # every citation is of this game's rules
    for section in ref.sections:
        assert all(len(t) < 1500 for t in section.texts())  # one paragraph per entry


@pytest.mark.parametrize("game,reference", [("miskatonic", "miskatonic"),
                                            ("magnum-opus", "magnum-opus"),
                                            ("mansions", "mansions-2e")])
def test_every_house_rule_of_the_game_is_marked_in_its_reference(game, reference):
    marked = set(model.load(reference).gaps())
    data = {_base(s.id) for s in gaps.settings(game) if not s.id.startswith("FA-")}
    assert data, "the game's setup_spec lists its house rules"
    assert data <= marked, sorted(data - marked)


def test_first_edition_marks_every_fa_house_rule_it_has_data_for():
    marked = set(model.load("mansions-1e").gaps())
    fa = {_base(s.id) for s in gaps.settings("mansions") if s.id.startswith("FA-")}
    assert fa and fa <= marked


def _bad(tmp_path, mutate):
    data = json.loads(model.path_of("miskatonic").read_text(encoding="utf-8"))
    mutate(data)
    path = tmp_path / "miskatonic.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(model.ReferenceError) as err:
        model.load_file(path, "miskatonic")
    return str(err.value)


def test_bad_files_are_refused_with_file_and_json_path(tmp_path):
    def misspelt(d):
        d["sections"][1]["blocks"][0]["text"] += " {rul:MM-RIT-1}"
    message = _bad(tmp_path, misspelt)
    assert "miskatonic.json: sections[1] text 1: {rul:MM-RIT-1} is not a mark" in message

    def orphan(d):
        d["sections"][0]["parent"] = "cards"
    assert "sections[0].parent: 'cards' is not a section listed before" in _bad(tmp_path, orphan)

    def empty(d):
        d["sections"][2]["blocks"] = []
    assert "miskatonic.json: sections[2].blocks: tuple should have at least 1 item" \
        in _bad(tmp_path, empty)

    def topic(d):
        d["topics"]["phase:reveal"] = "nowhere"
    assert "topics.phase:reveal: names no section ('nowhere')" in _bad(tmp_path, topic)

    def link(d):
        d["sections"][0]["blocks"][0]["text"] = "See {see:nowhere}."
    assert "{see:nowhere}: no such section" in _bad(tmp_path, link)
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(model.ReferenceError, match="broken.json"):
        model.load_file(tmp_path / "broken.json")


def test_markup_in_text_is_shown_as_text_never_as_html(qtbot, tmp_path):
    from eldertable.ui.rulesref import render

    data = json.loads(model.path_of("miskatonic").read_text(encoding="utf-8"))
    data["sections"][0]["blocks"][0]["text"] = "<b>bold</b> <a href='x'>link</a> {rule:MM-GEN-1}"
    ref = model.parse(data, "test.json", "miskatonic")
    page = render.section_html(ref, ref.sections[0], lambda s: s)
    assert "&lt;b&gt;bold&lt;/b&gt;" in page and "<b>bold</b>" not in page
    assert 'href="rule:MM-GEN-1"' in page


def _open(qtbot, game="miskatonic", config=None, reference=None):
    dialog = RulesReference(game, config, reference=reference)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _click_tree(qtbot, dialog, key):
    item = next(i for i in dialog._items() if i.data(0, Qt.ItemDataRole.UserRole) == key)
    dialog.tree.scrollToItem(item)
    rect = dialog.tree.visualItemRect(item)
    qtbot.mouseClick(dialog.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _click_link(qtbot, dialog, words, last=False):
    doc = dialog.browser.document()
    if last:
        end = QTextCursor(doc)
        end.movePosition(QTextCursor.MoveOperation.End)
        cursor = doc.find(words, end, QTextDocument.FindFlag.FindBackward)
    else:
        cursor = doc.find(words)
    assert not cursor.isNull(), words
    probe = QTextCursor(doc)
    probe.setPosition(cursor.selectionStart() + 1)
    dialog.browser.setTextCursor(probe)
    dialog.browser.ensureCursorVisible()
    point = dialog.browser.cursorRect(probe).center() + QPoint(2, 0)
    qtbot.mouseClick(dialog.browser.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_contents_links_back_and_forward_with_the_mouse(qtbot):
    dialog = _open(qtbot)
    assert dialog.page == "s:overview"
    _click_tree(qtbot, dialog, "s:rituals")
    assert dialog.page == "s:rituals"
    assert "Secret Rituals" in dialog.browser.toPlainText()
    assert "MM-GAP-6" not in dialog.browser.toPlainText()  # the text names rules by title
    assert not re.search(r"\b(MM|MO)-[A-Z]+-\d+", dialog.browser.toPlainText())
    _click_link(qtbot, dialog, "House rule: Rituals give one Summon Point per turn")
    assert dialog.page == "g:MM-GAP-6"
    text = dialog.browser.toPlainText()
    assert "Current setting:" in text and "Default:" in text
    _click_link(qtbot, dialog, "Secret Rituals", last=True)  # "Marked in:" leads back to the text
    assert dialog.page == "s:rituals"
    qtbot.mouseClick(dialog.back, Qt.MouseButton.LeftButton)
    assert dialog.page == "g:MM-GAP-6"
    qtbot.mouseClick(dialog.back, Qt.MouseButton.LeftButton)
    assert dialog.page == "s:rituals"
    assert dialog.forward.isEnabled()
    qtbot.mouseClick(dialog.forward, Qt.MouseButton.LeftButton)
    assert dialog.page == "g:MM-GAP-6"


def test_a_house_rule_entry_shows_the_games_current_setting(qtbot):
    dialog = _open(qtbot, config={"house_rules": {"MM-GAP-1": "harsh", "MM-GAP-3": False}})
    dialog.show_page("g:MM-GAP-1")
    assert "Current setting: Slow: Intensive Care 5-6, Insanity and Jail 6" \
        in dialog.browser.toPlainText()
    dialog.show_page("g:MM-GAP-3")
    assert "Current setting: off" in dialog.browser.toPlainText()
    assert "Default: on" in dialog.browser.toPlainText()
    other = _open(qtbot, game=None, reference="miskatonic")  # no game: defaults
    other.show_page("g:MM-GAP-1")
    assert "Current setting: Standard" in other.browser.toPlainText()


def test_search_filters_the_contents_and_marks_the_hits(qtbot):
    dialog = _open(qtbot, game="magnum-opus")
    qtbot.keyClicks(dialog.search, "Heartstone")
    found = dialog.matches()
    assert "s:card-artifacts" in found and "s:example" in found
    assert "s:clues" not in found
    visible = {i.data(0, Qt.ItemDataRole.UserRole) for i in dialog._items() if not i.isHidden()}
    assert set(found) <= visible and "s:clues" not in visible
    assert dialog.page in found
    assert dialog.highlighted() and all(w.casefold() == "heartstone"
                                        for w in dialog.highlighted())
    assert dialog.hits.text() == f"{len(found)} pages"
    dialog.search.clear()
    assert all(not i.isHidden() for i in dialog._items())
    assert dialog.highlighted() == []


class _Chinese(QTranslator):
    """A tiny stand-in for the lead's translations: two content strings in Chinese."""

    WORDS = {"Secret Rituals": "秘密仪式",
             "Cultist cards placed on the Secret Rituals space try to earn Summon Points. "
             "They are resolved last in the Reveal Phase, after every encounter of the "
             "investigators.": "放在秘密仪式格上的邪教徒卡尝试获得召唤点数。"}

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get(source, "") if context == "content:miskatonic" else ""

    def isEmpty(self):
        return False


def test_search_works_on_the_translated_text(qtbot):
    translator = _Chinese()
    QCoreApplication.installTranslator(translator)
    try:
        dialog = _open(qtbot)
        dialog.search.setFocus()
        typed = QInputMethodEvent()  # Chinese arrives from an input method, not key by key
        typed.setCommitString("召唤点数")
        QCoreApplication.sendEvent(dialog.search, typed)
        assert dialog.search.text() == "召唤点数"
        assert "s:rituals" in dialog.matches()
        assert dialog.page in dialog.matches()
        assert "召唤点数" in dialog.highlighted()
        item = next(i for i in dialog._items()
                    if i.data(0, Qt.ItemDataRole.UserRole) == "s:rituals")
        assert item.text(0) == "秘密仪式"
        # The English words find the page too, though the page shows them in Chinese.
        dialog.search.setText("try to earn Summon Points")
        assert dialog.matches() == ["s:rituals"]
        assert "try to earn" not in dialog.browser.toPlainText()
    finally:
        QCoreApplication.removeTranslator(translator)


def test_switching_games_and_language_keeps_the_page(qtbot):
    dialog = _open(qtbot)
    dialog.choose.setCurrentIndex(model.REFERENCES.index("mansions-1e"))
    dialog.choose.activated.emit(model.REFERENCES.index("mansions-1e"))
    assert dialog.ref.reference == "mansions-1e" and dialog.missing.isVisible()
    dialog.show_page("s:alchemy-complete")
    i18n.set_language(i18n.PSEUDO)
    try:
        QApplication.processEvents()
        assert dialog.page == "s:alchemy-complete"
        assert dialog.windowTitle() != "Rules reference"
        text = dialog.browser.toPlainText()
        assert text.strip() and "FA-ALCH-18" not in text  # the page, never its rule ids
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_help_rules_opens_the_reference_of_the_game_being_played(window, qtbot):
    from eldertable.games.miskatonic import make_config

    window.controller.new_game("miskatonic", make_config(["human", "human"], {}), 1)
    window.actions_.rules.trigger()
    dialog = window.findChild(RulesReference)
    qtbot.waitExposed(dialog)
    assert dialog.ref.reference == "miskatonic"
    assert registry.get(dialog.game).id == "miskatonic"
    dialog.close()


def test_mansions_opens_the_reference_of_its_rule_profile():
    from eldertable.games.mansions.first.ruledata import shipped_stories
    from eldertable.ui.rulesref.dialog import reference_for

    story = list(shipped_stories())[0]
    assert reference_for("mansions", {"options": {"scenario": story}}) == "mansions-1e"
    assert reference_for("mansions", {"options": {"scenario": "quiet-greenhouse"}}) \
        == "mansions-2e"
    assert reference_for("magnum-opus", {}) == "magnum-opus"
