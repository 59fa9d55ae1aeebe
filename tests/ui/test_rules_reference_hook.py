""""Rules for this": a right click on a piece or on the phase bar of a game's table opens
the rules reference at the matching section."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from eldertable.ui.rulesref import model
from eldertable.ui.rulesref.dialog import RulesReference
from eldertable.ui.rulesref.hook import candidates


def test_topic_keys_go_from_the_piece_to_its_kind_to_the_phase():
    assert candidates("card:lead#3", "experiment") == [
        "card:lead#3", "card:lead", "card", "phase:experiment", "game"]
    assert candidates(None, "reveal") == ["phase:reveal", "game"]


def _right_click(qtbot, widget, pos: QPoint, choose: str | None = "Rules for this"):
    """Right-click ``widget`` at ``pos``; returns the texts the menu offered (and clicks
    ``choose`` in it with the mouse)."""
    seen: list[str] = []

    def pick():
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, pick)
            return
        seen.extend(a.text() for a in menu.actions() if not a.isSeparator())
        target = next((a for a in menu.actions() if a.text() == choose), None)
        if target is None:
            menu.close()
            return
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         menu.actionGeometry(target).center())

    QTimer.singleShot(20, pick)
    QTest.mouseClick(widget, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    # The window system turns a right click into a context-menu event; QTest does not.
    QApplication.sendEvent(widget, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                     widget.mapToGlobal(pos)))
    qtbot.waitUntil(lambda: seen != [], timeout=10000)
    return seen


def _reference(window) -> RulesReference:
    found = [d for d in window.findChildren(RulesReference) if d.isVisible()]
    assert found, "no rules reference opened"
    return found[-1]


def _table(window, cls):
    view = window.findChild(cls)
    assert view is not None
    return view


def test_miskatonic_card_location_and_phase_bar_open_their_sections(window, qtbot):
    from miskatonic_tablehelp import center, scripted_game, spot

    from eldertable.ui.miskatonic.table import MiskatonicTable

    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: not controller.busy(), timeout=10000)
    view = _table(window, MiskatonicTable)
    offered = _right_click(qtbot, view.viewport(), center(view, "card:leader"))
    assert offered[-1] == "Rules for this"  # after the choices the piece offers, if any
    dialog = _reference(window)
    assert dialog.ref.reference == "miskatonic" and dialog.page == "s:c-leader"  # its own entry
    dialog.close()
    _right_click(qtbot, view.viewport(), spot(view, "loc:secret_rituals"))
    assert _reference(window).page == "s:rituals"
    _reference(window).close()
    bar = view.bar
    _right_click(qtbot, bar, QPoint(bar.width() // 2, bar.height() // 2))
    assert _reference(window).page == "s:play"  # the cultist is placing cards
    _reference(window).close()


def test_magnum_opus_card_and_matrix_cell_open_their_sections(window, qtbot):
    from mo_tablehelp import center, scripted_game

    from eldertable.ui.magnum_opus.table import MagnumOpusTable

    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: controller.current_player() == 0 and not controller.busy(),
                    timeout=10000)
    view = _table(window, MagnumOpusTable)
    card = next(pid for pid in view.pieces if pid.startswith("card:attempt-transmutation"))
    _right_click(qtbot, view.viewport(), center(view, card))
    assert _reference(window).page == "s:c-attempt-transmutation"  # the card's own entry
    _reference(window).close()
    _right_click(qtbot, view.viewport(), center(view, "cluepile:albedo"))
    assert _reference(window).page == "s:clues"
    _reference(window).close()
    bar = view.bar
    _right_click(qtbot, bar, QPoint(bar.width() // 2, bar.height() // 2))
    assert _reference(window).page == "s:tradeskill"


def test_every_topic_names_a_section_of_its_reference():
    for reference in model.REFERENCES:
        ref = model.load(reference)
        assert "game" in ref.topics
        assert all(ref.section(s) is not None for s in ref.topics.values())


def test_mansions_figure_space_and_action_bar_open_their_sections(qtbot):
    from mansionsplay import open_game

    from eldertable.ui.mansions.pieces import FigurePiece

    _controller, table = open_game(qtbot)
    figure = next(i for i in table.scene().items()
                  if isinstance(i, FigurePiece) and i.kind == "investigator")
    at = table.mapFromScene(figure.sceneBoundingRect().center())
    assert _right_click(qtbot, table.viewport(), at) == ["Rules for this"]
    dialog = _reference(table)
    assert dialog.ref.reference == "mansions-2e" and dialog.page == "s:investigator"
    dialog.close()
    bar = table.chrome.bar
    _right_click(qtbot, bar, QPoint(5, bar.height() // 2))
    assert _reference(table).page == "s:investigator-phase"
