"""The start page and the setup dialog, driven with the mouse and keyboard."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from eldertable.engine import registry
from eldertable.engine.messages import Msg


def test_games_are_cards_and_unbuilt_ones_say_so(window):
    from eldertable.engine.messages import Msg

    extra = [registry.GameEntry("ghost", "eldertable.games.no_such_game", Msg("Ghost"),
                                Msg("Rules not built."), (2, 2), "art/games/ghost.svg"),
             registry.GameEntry("toy-bare", "toygame", Msg("Toy, no table"),
                                Msg("A table not built."), (2, 2), "art/games/toy.svg")]
    for entry in extra:
        registry.register(entry)
    try:
        window.start_page.refresh_games()
        window.start_page.finish_setup()
        cards = window.start_page.cards
        assert set(registry.GAMES) == set(cards)
        assert "Not playable yet: this game's rules are not built." == cards["ghost"].toolTip()
        assert "table is not built" in cards["toy-bare"].toolTip()
        for game_id in ("ghost", "toy-bare"):
            assert not cards[game_id].isEnabled() and cards[game_id].note.isVisibleTo(cards[game_id])
        assert cards["toy"].isEnabled() and not cards["toy"].note.isVisibleTo(cards["toy"])
        assert "Toy" in cards["toy"].toolTip()
        # The shipped games: enabled exactly when they can be set up and have a table.
        for game_id in ("mansions", "magnum-opus", "miskatonic"):
            card = cards[game_id]
            assert card.isEnabled() == (card.status == "")
            assert card.isEnabled() or card.toolTip().startswith("Not playable yet")
    finally:
        for entry in extra:
            registry.unregister(entry.id)


def test_clicking_a_disabled_card_opens_nothing(window, qtbot):
    ghost = registry.GameEntry("ghost", "eldertable.games.ghost", Msg("Ghost"),
                               Msg("Rules not built."), (2, 2), "art/games/ghost.svg")
    registry.register(ghost)
    try:
        window.start_page.refresh_games()
        window.start_page.finish_setup()
        card = window.start_page.cards["ghost"]
        assert not card.isEnabled()
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        assert window.setup_dialog is None
    finally:
        registry.unregister("ghost")


def test_pictures_are_our_svgs(window):
    for game_id in ("mansions", "magnum-opus", "miskatonic"):
        pixmap = window.start_page.cards[game_id].picture.pixmap()
        assert pixmap is not None and not pixmap.isNull()
        image = pixmap.toImage()
        # Not a blank rectangle: the picture has many different shades.
        shades = {image.pixel(x, y) for x in range(0, image.width(), 13)
                  for y in range(0, image.height(), 11)}
        assert len(shades) > 20


def test_click_a_card_set_up_and_start(window, qtbot):
    qtbot.mouseClick(window.start_page.cards["toy"], Qt.MouseButton.LeftButton)
    dialog = window.setup_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    assert [box.currentData() for box in dialog.seat_boxes] == ["human", "bot:default"]
    # House rules carry their description as a tooltip; options have their widgets.
    rule = dialog.rule_widgets["TOY-GAP-1"]
    assert isinstance(rule, QCheckBox) and rule.isChecked()
    assert "turn total of 0" in rule.toolTip()
    assert isinstance(dialog.option_widgets["target"], QSpinBox)
    assert isinstance(dialog.option_widgets["pace"], QComboBox)
    # Make the second seat a person with the keyboard, untick the house rule with the mouse.
    second = dialog.seat_boxes[1]
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_Home)
    assert second.currentData() == "human"
    qtbot.mouseClick(rule, Qt.MouseButton.LeftButton, pos=QPoint(8, rule.height() // 2))
    assert not rule.isChecked()
    dialog.seed_edit.selectAll()
    qtbot.keyClicks(dialog.seed_edit, "4242")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.record is not None)
    record = window.controller.record
    assert record.seed == 4242
    assert record.config["seats"] == ["human", "human"]
    assert record.config["house_rules"] == {"TOY-GAP-1": False}
    assert window.stack.currentWidget() is window.table_page
    # Two people at one screen: the first one takes the mouse before the table shows.
    assert window.curtain.isVisible() and window.table.pieces == {}
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.table is not None and "die" in window.table.pieces


def test_keyboard_opens_a_card(window, qtbot):
    card = window.start_page.cards["toy"]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert window.setup_dialog is not None
    qtbot.mouseClick(window.setup_dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert window.controller.record is None


def test_a_bad_seed_is_refused_in_the_dialog(window, qtbot):
    dialog = window.new_game_dialog("toy")
    dialog.seed_edit.clear()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.isVisible()
    assert window.controller.record is None


def test_the_start_page_keeps_no_status_text_of_the_last_game(window, qtbot):
    from shellhelp import start_toy

    start_toy(window)
    qtbot.waitUntil(lambda: window.prompt_label.text() != "")
    window.statusBar().showMessage("It cannot go there.", 6000)  # a table's refusal
    window.actions_.new.trigger()  # Game > New: back to the start page
    assert window.stack.currentWidget() is window.start_page
    assert window.prompt_label.text() == ""
    assert window.statusBar().currentMessage() == ""
    window.controller.busyChanged.emit(False)  # the old game's signals say nothing here
    window.controller.viewerChanged.emit(0)
    assert window.prompt_label.text() == ""
