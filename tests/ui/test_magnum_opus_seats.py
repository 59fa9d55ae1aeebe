"""Who sees what at the Magnum Opus table: hot-seat hands stay private, saves and autosaves
resume the same game, undo stops at a draw, and bots play a game to its result screen."""

from __future__ import annotations

from mo_tablehelp import button, center, drag, first, scripted_game, strings_in
from PySide6.QtCore import Qt

from eldertable.engine.autosaves import Autosaver
from eldertable.games.magnum_opus import make_config
from eldertable.ui.magnum_opus.pieces import CardPiece


def _check_private(view, c, viewer: int) -> None:
    """Every face-up card on screen is one the viewer may see; the other hand is backs."""
    other = 1 - viewer
    mine = c.observation(viewer)
    hidden = set(c.observation(other)["seats"][other]["hand"])
    assert hidden and mine["seats"][other]["hand"] is None
    visible = strings_in(mine)
    faces = [p for p in view.pieces.values() if isinstance(p, CardPiece) and p.face is not None]
    assert faces
    for piece in faces:
        if piece.piece_id.startswith("card:"):
            card = piece.piece_id[5:]
            assert card in visible and card not in hidden, card
    assert not [pid for pid in view.pieces if pid[5:] in hidden]
    backs = [pid for pid in view.pieces if pid.startswith(f"back:{other}:")]
    assert len(backs) == mine["seats"][other]["hand_count"] == len(hidden)
    assert all(view.pieces[pid].face is None for pid in backs)
    assert {f"card:{x}" for x in mine["seats"][viewer]["hand"]} <= set(view.pieces)


def test_hot_seat_never_shows_the_other_hand(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    assert c.viewer == 0
    _check_private(view, c, 0)
    qtbot.mouseClick(button(view, "End the Tradeskill Phase"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(view, "Pass: end the turn"), Qt.MouseButton.LeftButton)
    # The turn passed to the other person: the curtain falls, nothing of either hand shows.
    assert window.curtain.isVisible() and window.handoff.waiting_for == 1
    assert view.pieces == {} and view.bar.buttons == [] and view.bar.prompt.text() == ""
    assert not [i for i in view.scene().items()]
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert c.viewer == 1 and not window.curtain.isVisible()
    _check_private(view, c, 1)
    assert "Alchemist 2" in view.bar.info.text()


def test_undo_never_crosses_a_draw(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    herbs = first(c, "prepare-herbs")
    drag(view, center(view, f"card:{herbs}"), center(view, "gold:0"))
    assert c.undo_stack.canUndo()  # Gold from a Tradeskill: no chance in it
    other = first(c, "prepare-herbs")
    drag(view, center(view, f"card:{other}"), center(view, "deck:0"))
    assert c.record.actions[-1]["resource"] == "cards"
    assert not c.undo_stack.canUndo()  # a card was drawn: the barrier
    n = len(c.record.actions)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.record.actions) == n


def test_save_autosave_and_resume_the_same_table(window, qtbot, tmp_path):
    c = window.controller
    c.new_game("magnum-opus", make_config(["human", "bot:default"]), 5)
    qtbot.waitUntil(lambda: c.current_player() == 0 and not c.busy(), timeout=10000)
    view = window.table
    herbs = first(c, "prepare-herbs")
    drag(view, center(view, f"card:{herbs}"), center(view, "gold:0"))
    digest, actions = c.recorder.state.digest(), list(c.record.actions)
    hand = c.observation(0)["seats"][0]["hand"]
    # Every action is autosaved.
    found = [rec for _path, rec, _meta in Autosaver().interrupted() if rec.game == "magnum-opus"]
    assert found and found[0].actions == actions
    path = tmp_path / "opus.eldertable.json"
    assert window.documents._write(str(path))
    c.close_game()
    window.show_start_page()
    assert window.documents.open_path(str(path))
    qtbot.waitUntil(lambda: not c.busy(), timeout=10000)
    assert c.recorder.state.digest() == digest and c.record.actions == actions
    view = window.table
    assert {f"card:{x}" for x in hand} <= set(view.pieces)
    assert view.pieces["gold:0"].value == str(c.observation(0)["seats"][0]["gold"])
    assert view.obs == c.observation(0)
    # The interrupted game resumes from its autosave too.
    c.close_game()
    window.show_start_page()
    path, record, _meta = next((p, r, m) for p, r, m in Autosaver().interrupted()
                               if r.game == "magnum-opus")
    assert window.documents.start_record(record, str(path))
    assert c.recorder.state.digest() == digest
    assert {f"card:{x}" for x in hand} <= set(window.table.pieces)


def test_bots_play_to_the_result_screen(window, qtbot):
    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "bot:random"],
                                          options={"round_limit": 2}), 11)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=60000)
    view = window.table
    qtbot.waitUntil(lambda: view.result_dialog is not None and view.result_dialog.isVisible(),
                    timeout=5000)
    dialog = view.result_dialog
    obs = c.observation(0)
    winners = [int(w.removeprefix("seat")) for w in obs["winners"]]
    assert dialog.winners == winners
    names = [f"Alchemist {s + 1}" for s in winners]
    assert all(name in dialog.headline.text() for name in names)
    assert "round limit" in dialog.explanation.text()
    assert "tie-breakers" in dialog.explanation.text()
    table = dialog.table
    assert table.rowCount() == 2
    for row, seat in enumerate(obs["seats"]):
        assert table.item(row, 2).text() == str(seat["research"])
        assert table.item(row, 3).text() == str(seat["gold"])
        assert table.item(row, 4).text() == str(seat["experience"])
        assert (table.item(row, 5).text() == "Winner") == (row in winners)
    assert view.bar.prompt.text() == "The game is over."


def test_new_game_from_the_menu_hides_the_result_screen(window, qtbot):
    """File > New Game after a game ended shows the start page, without the last game's
    result dialog on top of it (a window of its own)."""
    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "bot:random"],
                                          options={"round_limit": 2}), 11)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=60000)
    view = window.table
    qtbot.waitUntil(lambda: view.result_dialog is not None and view.result_dialog.isVisible(),
                    timeout=5000)
    dialog = view.result_dialog
    window.actions_.new.trigger()
    assert window.stack.currentWidget() is window.start_page
    assert not dialog.isVisible()
    # Back at the table (its page shown again), the result is there again.
    window.stack.setCurrentWidget(window.table_page)
    assert dialog.isVisible()


def test_the_result_screen_follows_the_language_menu(window, qtbot):
    from eldertable.ui import i18n

    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "bot:random"],
                                          options={"round_limit": 2}), 11)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=60000)
    view = window.table
    qtbot.waitUntil(lambda: view.result_dialog is not None and view.result_dialog.isVisible(),
                    timeout=5000)
    english = view.result_dialog.headline.text()
    assert english == "Alchemist 2 wins!"
    i18n.set_language(i18n.CHINESE)
    qtbot.waitUntil(lambda: "炼金术士" in view.result_dialog.headline.text(), timeout=3000)
    dialog = view.result_dialog
    assert dialog.isVisible()
    assert "炼金术士" in dialog.headline.text() and dialog.headline.text() != english
    assert dialog.close_button.text() != "Close"
    assert dialog.table.horizontalHeaderItem(3).text() != "Gold"
