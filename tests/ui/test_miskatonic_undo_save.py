"""Undo within a phase (never across a roll or a reveal), save and open, autosave and resume:
all through the controller, with the table following."""

from __future__ import annotations

from miskatonic_tablehelp import (FIRST_HAND, OPENING, bot_choice, center, default_bots, drag, inside, play,
                                  scripted_game, spot, uncover)
from PySide6.QtWidgets import QFileDialog

from eldertable.engine.saves import autosave_dir, load_save
from shellhelp import resume_dialog_at_start, resume_row
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import make_config


def test_undo_and_redo_within_the_play_phase(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    drag(view, center(view, "card:nightmares"), spot(view, "loc:library"))
    drag(view, center(view, "card:leader"), spot(view, "loc:secret_rituals"))
    assert c.observation(0)["placed"] == 2
    assert window.actions_.undo.isEnabled()
    window.actions_.undo.trigger()
    obs = c.observation(0)
    assert "leader" in obs["hand"] and obs["locations"]["secret_rituals"]["cards"] == []
    assert obs["placed"] == 1 and len(c.record.actions) == 1
    # The table follows: the Leader is back in the hand, the Nightmares still in the Library.
    assert not inside(view, "card:leader", "loc:secret_rituals")
    assert inside(view, "card:nightmares", "loc:library")
    window.actions_.undo.trigger()
    assert sorted(c.observation(0)["hand"]) == sorted(FIRST_HAND) and not c.record.actions
    assert not window.actions_.undo.isEnabled()
    window.actions_.redo.trigger()
    window.actions_.redo.trigger()
    assert c.record.actions == [A.PlaceCard("nightmares", "library").to_json(),
                                A.PlaceCard("leader", "secret_rituals").to_json()]
    # Redo is a move again: the Leader glides from the hand to Secret Rituals.
    qtbot.waitUntil(lambda: not view.motion.running(), timeout=3000)
    assert inside(view, "card:leader", "loc:secret_rituals")


def test_undo_never_crosses_a_roll_or_a_reveal(window, qtbot):
    c, _chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"))
    # Within the Investigation Phase Heather can still be taken back …
    assert window.actions_.undo.isEnabled()
    window.actions_.undo.trigger()
    assert c.observation(1)["investigators"]["heather_brooks"]["where"] == "pool"
    window.actions_.redo.trigger()
    # … but once locations are revealed and dice rolled, nothing before is undone.
    play(window, A.EndInvestigation())
    c.recorder.state.chance.push(  # undo put back a copy of the state, its dice included
        5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)
    window.table.apply(A.RevealLocation("library"))
    uncover(window)
    assert not window.actions_.undo.isEnabled() and c.undo_stack.count() == 0
    digest, n = c.recorder.state.digest(), len(c.record.actions)
    window.actions_.undo.trigger()
    assert c.recorder.state.digest() == digest and len(c.record.actions) == n
    assert c.observation(0)["turn"] == 2


def test_save_then_open_shows_the_same_table(window, dialogs, qtbot, tmp_path, monkeypatch):
    c = window.controller
    c.new_game("miskatonic", make_config(["human", "human"], {}), 11)
    bots = default_bots(11)
    for _ in range(30):
        uncover(window)
        assert c.act(bot_choice(c, bots)) is None
    uncover(window)
    seat = c.viewer
    before = (c.recorder.state.digest(), list(c.record.actions), sorted(window.table.pieces))
    target = tmp_path / "mm"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    window.actions_.save_as.trigger()
    saved = tmp_path / "mm.eldertable.json"
    assert saved.is_file() and not dialogs
    c.close_game()
    assert window.documents.open_path(str(saved))
    uncover(window)
    assert window.controller.viewer == seat
    after = (c.recorder.state.digest(), list(c.record.actions), sorted(window.table.pieces))
    assert after == before
    assert type(window.table).__name__ == "MiskatonicTable"


def test_autosave_and_resume_on_the_next_start(window, dialogs, qtbot):
    c = window.controller
    c.new_game("miskatonic", make_config(["human", "bot:default"], {}), 4)
    view = window.table
    for act in c.legal_actions(0)[:1]:
        drag(view, center(view, f"card:{act.card}"), spot(view, f"loc:{act.location}"))
    record, meta = load_save(autosave_dir() / f"miskatonic-{c.game_uid}.json")
    assert record.actions == c.record.actions and len(record.actions) == 1
    assert not meta["finished"]
    digest = c.recorder.state.digest()
    placed = c.observation(0)
    window.close()

    from eldertable.ui.mainwindow import MainWindow

    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    dialog = resume_dialog_at_start(again)
    assert dialog is not None and dialog.tree.topLevelItemCount() == 1
    resume_row(dialog, qtbot)
    assert again.controller.recorder.state.digest() == digest
    table = again.table
    assert type(table).__name__ == "MiskatonicTable" and table.seat == 0
    for loc, data in placed["locations"].items():
        for card in data["cards"]:
            assert f"card:{card['id']}" in table.pieces
    again.controller.close_game(emit=False)
