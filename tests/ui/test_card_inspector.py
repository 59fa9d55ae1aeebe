"""Read any card: on both card tables a card opens large when the mouse rests on it, on
Space over it, or from right-click > Inspect; Esc closes it; "Rules for this" opens the card's
own entry; a face-down card the viewer may not see inspects as a face-down card only. The
rules reference holds an entry for every card of both games, found by searching its name."""

from __future__ import annotations

import pytest
from cardtablehelp import center
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from test_rules_reference_hook import _reference, _right_click

from eldertable.ui.cardtable.inspect import HOVER_MS, TEXT_PX, house_rules_naming
from eldertable.ui.rulesref import model
from eldertable.ui.rulesref.cards import _cards, section_id
from eldertable.ui.rulesref.dialog import RulesReference


def _labels(view) -> str:
    i = view.inspector
    return "\n".join(w.text() for w in (i.title, i.kind, i.facts, i.text, i.house)
                     if w.isVisible())


def _mo(window, qtbot):
    from mo_tablehelp import scripted_game

    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: controller.current_player() == 0 and not controller.busy(),
                    timeout=10000)
    return window.table


def _mm(window, qtbot):
    from miskatonic_tablehelp import scripted_game

    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: not controller.busy(), timeout=10000)
    return window.table


def _hover(qtbot, view, pos) -> None:
    vp = view.viewport()
    QTest.mouseMove(vp, pos + type(pos)(3, 0))
    QTest.mouseMove(vp, pos)
    qtbot.waitUntil(view.inspector.isVisible, timeout=HOVER_MS * 8)


def test_magnum_opus_hover_space_menu_esc_and_rules_for_this(window, qtbot):
    view = _mo(window, qtbot)
    card = next(pid for pid in view.pieces if pid.startswith("card:attempt-transmutation"))
    assert not view.inspector.isVisible()
    _hover(qtbot, view, center(view, card))
    words = _labels(view)
    assert "Attempt Transmutation" in words and "Action" in words
    assert view.inspector.text.text()  # the whole text, not cut
    QTest.keyClick(view.inspector, Qt.Key.Key_Escape)
    assert not view.inspector.isVisible()
    # Space over a Reagent in the Supply: its cost and volatility too.
    lead = next(pid for pid in view.pieces if pid.startswith("supply:lead"))
    QTest.mouseMove(view.viewport(), center(view, lead))
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.inspector.isVisible() and view.inspector.shown.name == "Lead"
    assert "Cost 1 Gold" in view.inspector.facts.text()
    assert "Volatility 2" in view.inspector.facts.text()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not view.inspector.isVisible()
    # Right-click > Inspect, then "Rules for this" opens the card's own entry.
    offered = _right_click(qtbot, view.viewport(), center(view, card), choose="Inspect")
    assert "Inspect" in offered and offered[-1] == "Rules for this"
    assert view.inspector.isVisible()
    qtbot.mouseClick(view.inspector.rules, Qt.MouseButton.LeftButton)
    assert not view.inspector.isVisible()
    dialog = _reference(window)
    assert dialog.page == "s:c-attempt-transmutation"
    assert "Attempt Transmutation" in dialog.browser.toPlainText()


def test_the_house_rules_that_name_a_card_show_with_the_choice_in_force(window, qtbot):
    from eldertable.games.magnum_opus import setup_spec

    entries = setup_spec()["house_rules"]
    lines = house_rules_naming(entries, "Powerstone", {})
    assert len(lines) == 1 and ":" in lines[0]  # its title, then the choice in force
    assert house_rules_naming(entries, "Serpentscale", {}) == []
    view = _mo(window, qtbot)
    card = next(pid for pid in view.pieces if pid.startswith("card:attempt-transmutation"))
    view.inspect(view.pieces[card])
    assert view.inspector.house.isVisible() and view.inspector.house.text()
    assert "MO-GAP" not in _labels(view)  # no internal ids for a player


def test_miskatonic_a_card_and_a_face_down_card(window, qtbot):
    view = _mm(window, qtbot)
    _hover(qtbot, view, center(view, "card:leader"))
    assert view.inspector.shown.name == "Leader of the Cultists" and not view.inspector.shown.hidden
    assert view.inspector.text.text()
    QTest.keyClick(view.inspector, Qt.Key.Key_Escape)
    assert not view.inspector.isVisible()
    # A card the viewer may not see: only its back, whatever lies under it.
    from miskatonic_tablehelp import OPENING, play

    from eldertable.games.miskatonic import actions as A

    play(window, *OPENING, A.EndPlay())  # the cultist's cards lie face down
    qtbot.waitUntil(lambda: not window.controller.busy(), timeout=10000)
    view = window.table
    assert view.seat == 1  # the investigators look
    backs = [pid for pid in view.pieces if pid.startswith("back:campus_park:")]
    assert backs, "no face-down card on the table"
    view.inspect(view.pieces[backs[0]])
    shown = view.inspector.shown
    assert shown.hidden and shown.name == "" and shown.text == ""
    names = {tr.name.text for tr in view.book.content.cards.values()}
    assert not any(n in _labels(view) for n in names)
    # Space and the right-click menu show the same back, and its rules are the general ones.
    offered = _right_click(qtbot, view.viewport(), center(view, backs[0]), choose="Inspect")
    assert "Inspect" in offered and view.inspector.shown.hidden
    assert view.inspector.title.text() == "A face-down card"


@pytest.mark.parametrize("reference", ["magnum-opus", "miskatonic"])
def test_every_card_has_its_own_rules_entry(reference):
    ref = model.load(reference)
    cards = _cards(reference)
    assert len(cards) > 30
    for cid, name, _text in cards:
        sid = section_id(cid)
        assert ref.topics[f"card:{cid}"] == sid
        assert ref.section(sid).title == name


def test_searching_a_card_name_finds_its_entry(qtbot):
    dialog = RulesReference("magnum-opus", {})
    qtbot.addWidget(dialog)
    dialog.search.setText("Distillation")
    assert "s:c-distillation-diagrams" in dialog.matches()
    other = RulesReference("miskatonic", {})
    qtbot.addWidget(other)
    other.search.setText("Nightmares")
    assert "s:c-nightmares" in other.matches()


def _smallest_on_table(window, qtbot, size) -> float:
    """The smallest card words the table draws at window ``size``, in device pixels (each
    text's font pixel size times the painter's scale, the view's fit transform included)."""
    from eldertable.ui.cardtable.textsize import painted_sizes

    window.resize(*size)
    window.show()
    qtbot.wait(50)
    sizes = painted_sizes(window.table)
    assert sizes
    return min(sizes)


@pytest.mark.parametrize("game", ["magnum-opus", "miskatonic"])
@pytest.mark.parametrize("size", [(1366, 768), (3840, 2160)])
def test_smallest_card_text_in_pixels_on_the_table_and_in_the_inspector(window, qtbot, game,
                                                                          size):
    view = _mo(window, qtbot) if game == "magnum-opus" else _mm(window, qtbot)
    table = _smallest_on_table(window, qtbot, size)
    card = "card:leader" if game == "miskatonic" else next(
        pid for pid in view.pieces if pid.startswith("card:attempt-transmutation"))
    view.inspect(view.pieces[card])
    font = view.inspector.text.font()
    metrics = QFontMetricsF(font)
    print(f"\nTEXT-SIZE {game} {size[0]}x{size[1]}: table smallest {table:.1f} px, "
          f"inspector {font.pixelSize()} px (cap height {metrics.capHeight():.1f} px), "
          f"view scale {view.transform().m11():.3f}")
    from eldertable.ui.cardtable.cardpaint import MIN_SCREEN_PX

    assert table >= MIN_SCREEN_PX  # the table's words read too (test_card_text_size)
    # The inspector's words keep their pixel size at every window size.
    assert font.pixelSize() == TEXT_PX >= 16
    assert view.inspector.width() <= view.viewport().width()


def test_the_inspector_follows_a_language_change(window, qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        pytest.skip("no Chinese translation built")
    view = _mo(window, qtbot)
    card = next(pid for pid in view.pieces if pid.startswith("card:attempt-transmutation"))
    view.inspect(view.pieces[card])
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: window.table.inspector.title.text() == "尝试嬗变", timeout=5000)
        assert window.table.inspector.rules.text() == "相关规则"
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: window.table.inspector.title.text() == "Attempt Transmutation",
                    timeout=5000)
