"""One autosave per game, never per kind of game (issue 23, section 1), through the real
window: two games of one kind, "Not now" then New Game, a debug game beside a real one,
two instances (locks), a killed instance's stale lock, stray .tmp files, old single-slot
files, a finished game's file, and the list of interrupted games with Delete."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from shellhelp import resume_dialog_at_start, resume_row, start_toy

import toygame
from eldertable.engine import savewriter
from eldertable.engine.autosaves import Autosaver
from eldertable.engine.saves import autosave_dir, load_save, write_save
from eldertable.ui.autosavelock import GameLock, lock_path


def _files():
    savewriter.flush()  # the writer thread's pending autosaves are on disk
    return sorted(p.name for p in autosave_dir().glob("*.json"))


def _played(window, seed, holds=1):
    """A toy game on ``window`` with ``holds`` actions: its id."""
    c = start_toy(window, seats=("human", "human"), seed=seed)
    window.handoff.reveal()
    for _ in range(holds):
        c.act(toygame.Hold(c.current_player()))
        window.handoff.reveal()
    savewriter.flush()
    return c.game_uid


def _second_window(qtbot):
    from eldertable.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _answer_delete(monkeypatch, shown, button_text):
    def answer(box):
        shown.append((box.windowTitle(), box.text()))
        for b in box.buttons():
            if b.text() == button_text:
                box.clickedButton = lambda b=b: b
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)


def test_two_controllers_playing_one_kind_of_game_leave_two_resumable_games(qtbot):
    from eldertable.ui.controller import GameController

    one, two = GameController(), GameController()
    for n, c in enumerate((one, two)):
        c.new_game("toy", toygame.make_config(["human", "human"], {}, {}), 30 + n)
        for _ in range(2 + n):
            c.act(toygame.Hold(c.current_player()))
    assert one.game_uid != two.game_uid
    assert _files() == sorted([f"toy-{one.game_uid}.json", f"toy-{two.game_uid}.json"])
    found = {m["game_uid"]: r for _p, r, m in Autosaver().interrupted()}
    assert {u: len(r.actions) for u, r in found.items()} == {one.game_uid: 2,
                                                            two.game_uid: 3}
    assert found[one.game_uid].actions == one.record.actions
    one.close_game(emit=False)
    two.close_game(emit=False)
    assert len(Autosaver().interrupted()) == 2  # closing a game keeps its autosave


def test_not_now_then_new_game_keeps_the_first_game(window, qtbot, dialogs):
    first = _played(window, 1, holds=2)
    first_actions = list(window.controller.record.actions)
    window.close()
    again = _second_window(qtbot)
    dialog = resume_dialog_at_start(again)
    assert dialog is not None and dialog.close_button.text() == "Not now"
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert again.controller.record is None
    second = _played(again, 2, holds=1)
    assert second != first
    assert _files() == sorted([f"toy-{first}.json", f"toy-{second}.json"])
    record, _meta = load_save(autosave_dir() / f"toy-{first}.json")
    assert record.actions == first_actions  # untouched by the new game
    again.controller.close_game(emit=False)


def test_a_debug_game_never_replaces_a_real_one(window, qtbot, dialogs, tmp_path):
    from workbenchhelp import scenario_copy

    from eldertable.ui.workbench.debugpanel import play_debug

    real = _played(window, 3, holds=2)
    real_file = autosave_dir() / f"toy-{real}.json"
    before = real_file.read_bytes()
    assert play_debug(str(scenario_copy(tmp_path)), near=window, seed=5) is window
    qtbot.waitUntil(lambda: window.debug_panel.isVisible())
    debug_uid = window.controller.game_uid
    assert debug_uid != real
    qtbot.mouseClick(window.debug_panel.reveal_button, Qt.MouseButton.LeftButton)
    debug_file = autosave_dir() / f"mansions-{debug_uid}.json"
    savewriter.flush()  # the writer thread's pending autosave is on disk
    assert debug_file.is_file() and load_save(debug_file)[1].get("debug") is True
    assert real_file.read_bytes() == before
    rows = {e.uid: e for e in Autosaver().entries()}
    assert set(rows) == {real, debug_uid}
    window.controller.close_game(emit=False)


def test_a_game_open_in_another_instance_is_greyed_and_refused(window, qtbot, dialogs):
    uid = _played(window, 4, holds=1)
    path = autosave_dir() / f"toy-{uid}.json"
    window.close()  # the game is no longer open here
    other = GameLock(path)  # another instance opens it
    assert other.acquire()
    again = _second_window(qtbot)
    assert resume_dialog_at_start(again) is None  # nothing this window may take
    dialog = again.documents.show_resume_dialog()
    item = dialog.tree.topLevelItem(0)
    assert item.text(6) == "open in another window"
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "another Elder Table window" in item.toolTip(0)
    dialog.tree.setCurrentItem(item)
    assert not dialog.resume_button.isEnabled() and not dialog.delete_button.isEnabled()
    dialog.reject()
    entry = Autosaver().entries()[0]
    assert not again.documents.resume_entry(entry)
    assert dialogs and "open in another Elder Table window" in dialogs[-1][2]
    assert again.controller.record is None
    other.release()  # that instance closed it: now it can be resumed here
    assert again.documents.resume_entry(Autosaver().entries()[0])
    assert again.controller.game_uid == uid
    # ... and this instance holds it now: no other lock can take it.
    assert not GameLock(path).acquire()
    again.controller.close_game(emit=False)
    assert GameLock(path).acquire()


HOLDER = r"""
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("held" if lock.tryLock(0) else "refused", flush=True)
time.sleep(120)
"""


def test_a_killed_instances_lock_does_not_block_the_game(window, qtbot, dialogs):
    uid = _played(window, 5, holds=1)
    path = autosave_dir() / f"toy-{uid}.json"
    window.close()
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(lock_path(path))],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "held"
        assert not GameLock(path).acquire()  # a live instance holds it
    finally:
        child.kill()  # SIGKILL: the lock file stays behind, naming a dead process
        child.wait()
    assert lock_path(path).exists()
    again = _second_window(qtbot)
    started = time.monotonic()
    dialog = resume_dialog_at_start(again)
    assert dialog is not None and dialog.tree.topLevelItem(0).text(6) == "interrupted"
    resume_row(dialog, qtbot)
    assert time.monotonic() - started < 5  # taken over at once, no waiting on its age
    assert again.controller.game_uid == uid and not dialogs
    again.controller.close_game(emit=False)


def test_a_lock_file_naming_a_dead_process_is_stale(window, qtbot, dialogs):
    uid = _played(window, 6, holds=1)
    path = autosave_dir() / f"toy-{uid}.json"
    window.close()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lock_path(path).write_text(f"{dead.pid}\npython3\n{os.uname().nodename}\n",
                               encoding="utf-8")
    again = _second_window(qtbot)
    assert again.documents.resume_entry(Autosaver().entries()[0])
    assert again.controller.game_uid == uid
    again.controller.close_game(emit=False)


def test_stray_tmp_files_go_at_the_next_start(window, qtbot, dialogs):
    uid = _played(window, 7, holds=1)
    folder = autosave_dir()
    orphan = folder / f".toy-{uid}.json.a1b2c3.tmp"  # a kill in the middle of a write
    fresh_held = folder / ".toy-0000000000ff.json.d4e5f6.tmp"
    old_held = folder / ".toy-0000000000ff.json.g7h8i9.tmp"
    for p in (orphan, fresh_held, old_held):
        p.write_text('{"eldertable": "sa', encoding="utf-8")
    past = time.time() - 3600
    os.utime(old_held, (past, past))
    window.close()
    busy = GameLock(folder / "toy-0000000000ff.json")  # another instance writing its game
    assert busy.acquire()
    again = _second_window(qtbot)
    again.startup_checks()
    assert not orphan.exists() and not old_held.exists()
    assert fresh_held.exists()  # that instance may be writing it right now
    assert (folder / f"toy-{uid}.json").is_file()
    busy.release()
    again.controller.close_game(emit=False)


def test_an_old_single_slot_autosave_is_migrated_and_resumed(window, qtbot, dialogs):
    c = start_toy(window, seats=("human", "human"), seed=8)
    window.handoff.reveal()
    c.act(toygame.Hold(0))
    record, digest = c.record, c.recorder.state.digest()
    old = autosave_dir() / "toy.json"
    write_save(old, record)  # what an older Elder Table left
    c.close_game()
    (autosave_dir() / f"toy-{c.game_uid}.json").unlink(missing_ok=True)
    for p in autosave_dir().glob("toy-*.json"):
        p.unlink()
    window.close()
    again = _second_window(qtbot)
    dialog = resume_dialog_at_start(again)
    assert not old.exists()
    [entry] = Autosaver().entries()
    assert entry.path.name == f"toy-{entry.uid}.json"
    assert dialog is not None and dialog.tree.topLevelItem(0).text(0) == "Toy"
    resume_row(dialog, qtbot)
    assert again.controller.recorder.state.digest() == digest
    assert again.controller.game_uid == entry.uid  # it goes on in the migrated file
    again.controller.act(toygame.Hold(1))
    assert len(load_save(entry.path)[0].actions) == 2 and not old.exists()
    again.controller.close_game(emit=False)


def test_a_finished_games_autosave_stays_until_its_result_is_seen(window, qtbot):
    from eldertable.ui.controller import GameController

    # No window shows the result: the finished game's autosave stays.
    alone = GameController()
    alone.new_game("toy", toygame.make_config(["bot:default", "bot:default"], {},
                                              {"target": 5}), 9)
    qtbot.waitUntil(lambda: alone.result() is not None, timeout=20000)
    path = autosave_dir() / f"toy-{alone.game_uid}.json"
    savewriter.flush()
    assert path.is_file() and load_save(path)[1]["finished"] is True
    alone.close_game(emit=False)
    # The window shows the result: then the autosave goes.
    c = start_toy(window, seats=("bot:default", "bot:default"), options={"target": 5},
                  seed=10)
    mine = autosave_dir() / f"toy-{c.game_uid}.json"
    qtbot.waitUntil(lambda: c.result() is not None, timeout=20000)
    qtbot.waitUntil(lambda: "Game over" in window.statusBar().currentMessage())
    savewriter.flush()  # the removal goes in turn with the writes, on the writer thread
    assert not mine.exists()
    assert path.is_file()  # the other game's file is its own business


def test_the_list_shows_every_game_with_its_facts_and_delete_asks(window, qtbot, monkeypatch):
    first = _played(window, 11, holds=1)
    second = _played(window, 12, holds=3)
    window.controller.close_game()
    folder = autosave_dir()
    (folder / "toy-00000000dead.json").write_text("{broken", encoding="utf-8")
    import eldertable.ui.resumedialog as rd

    # The toy game tells no round; pretend the longer one did (a real game's round is
    # checked in tests/engine/test_autosaves.py).
    monkeypatch.setattr(rd, "facts", lambda record: (
        ("round", 4) if len(record.actions) == 3 else None, None))
    dialog = window.documents.show_resume_dialog()
    assert dialog.windowTitle() == "Interrupted games"
    headers = [dialog.tree.headerItem().text(i) for i in range(dialog.tree.columnCount())]
    assert headers == ["Game", "Scenario", "Seats", "Round", "Actions", "Last played",
                       "State"]
    rows = {dialog.entries[i].uid: [dialog.tree.topLevelItem(i).text(c) for c in range(7)]
            for i in range(dialog.tree.topLevelItemCount())}
    assert set(rows) == {first, second, "00000000dead"}
    when = time.strftime("%Y-%m-%d", time.localtime())
    assert rows[first][:5] == ["Toy", "—", "person, person", "not told by this game", "1"]
    assert rows[second][3:5] == ["round 4", "3"]
    assert rows[first][5].startswith(when) and rows[first][6] == "interrupted"
    assert rows["00000000dead"][6] == "damaged, cannot be resumed"
    for i in range(3):
        assert dialog.tree.topLevelItem(i).toolTip(0)
    assert dialog.resume_button.toolTip() and dialog.delete_button.toolTip()
    # A damaged file cannot be resumed, only deleted.
    dead_row = next(i for i, e in enumerate(dialog.entries) if e.uid == "00000000dead")
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(dead_row))
    assert not dialog.resume_button.isEnabled() and dialog.delete_button.isEnabled()
    # Delete asks; "Keep it" keeps the file.
    shown = []
    _answer_delete(monkeypatch, shown, "Keep it")
    first_row = next(i for i, e in enumerate(dialog.entries) if e.uid == first)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(first_row))
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert shown and shown[-1][0] == "Delete the interrupted game?"
    assert (folder / f"toy-{first}.json").is_file()
    # The Delete key asks too; "Delete" deletes that game, the others stay.
    _answer_delete(monkeypatch, shown, "Delete")
    dialog.tree.setFocus()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Delete)
    assert len(shown) == 2
    assert not (folder / f"toy-{first}.json").exists()
    assert (folder / f"toy-{second}.json").is_file()
    assert {e.uid for e in dialog.entries} == {second, "00000000dead"}
    # Enter resumes the chosen game.
    row = next(i for i, e in enumerate(dialog.entries) if e.uid == second)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(row))
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert window.controller.game_uid == second
    assert len(window.controller.record.actions) == 3


def test_file_resume_lists_every_game(window, qtbot, dialogs):
    first = _played(window, 13, holds=1)
    second = _played(window, 14, holds=2)  # on the table now
    menu = window.actions_.resume_menu
    window.documents.fill_resume(menu)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert len(texts) == 3 and texts[-1] == "All Interrupted Games…"
    on_table = next(a for a in menu.actions() if "(on the table)" in a.text())
    assert not on_table.isEnabled() and "2 actions" in on_table.text()
    other = next(a for a in menu.actions() if a.text().startswith("Toy, 1 action,"))
    assert other.isEnabled()
    other.trigger()
    assert window.controller.game_uid == first and not dialogs
    assert (autosave_dir() / f"toy-{second}.json").is_file()


def test_the_list_follows_the_language(window, qtbot, dialogs):
    from eldertable.ui import i18n

    _played(window, 15, holds=1)
    window.controller.close_game()
    dialog = window.documents.show_resume_dialog()
    assert dialog.tree.headerItem().text(0) == "Game"
    i18n.set_language(i18n.CHINESE)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "中断的游戏")
        assert dialog.tree.headerItem().text(3) == "轮次"
        assert dialog.tree.topLevelItem(0).text(6) == "已中断"
        assert dialog.resume_button.text() == "继续(&R)"
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: dialog.tree.topLevelItem(0).text(6) == "interrupted")


def test_deleting_the_last_game_at_start_closes_the_list(window, qtbot, monkeypatch):
    uid = _played(window, 16, holds=1)
    window.close()
    again = _second_window(qtbot)
    dialog = resume_dialog_at_start(again)
    assert dialog is not None and again.start_page.resume_button.isVisibleTo(again)
    shown = []
    _answer_delete(monkeypatch, shown, "Delete")
    assert dialog.delete_current()
    savewriter.flush()  # the removal goes in turn on the writer thread
    assert shown and not (autosave_dir() / f"toy-{uid}.json").exists()
    qtbot.waitUntil(lambda: again.documents.resume_dialog is None)
    assert not again.start_page.resume_button.isVisibleTo(again)
    assert again.controller.record is None


def test_a_finished_game_whose_result_was_not_seen_shows_it_when_resumed(window, qtbot):
    from eldertable.ui.controller import GameController

    alone = GameController()  # killed before any window showed the result
    alone.new_game("toy", toygame.make_config(["bot:default", "bot:default"], {},
                                              {"target": 5}), 17)
    qtbot.waitUntil(lambda: alone.result() is not None, timeout=20000)
    uid, path = alone.game_uid, autosave_dir() / f"toy-{alone.game_uid}.json"
    alone.close_game(emit=False)
    dialog = window.documents.show_resume_dialog()
    assert dialog.tree.topLevelItem(0).text(6) == "finished, result not seen yet"
    resume_row(dialog, qtbot)
    assert window.controller.game_uid == uid and window.controller.result() is not None
    qtbot.waitUntil(lambda: "Game over" in window.statusBar().currentMessage())
    savewriter.flush()
    assert not path.exists()  # seen now: it goes
