"""A few SIGKILLs of a headless game loop that autosaves as the app does: every completed
action survives, every restart resumes at the autosave, digests intact (the 100-kill run
is tools/killtest.py)."""

from pathlib import Path

import pytest
from reliability.games import variants
from reliability.killing import kill_run


def test_killed_game_loops_resume_without_losing_a_completed_action(tmp_path):
    """Each child is killed after a chosen count of acknowledged actions (4..12, seeded),
    while it plays the next one; no child can acknowledge more than one action beyond its
    count, and a game runs well over 40 actions, so the outcome is the same on any
    machine: 3 kills, the 2nd and 3rd child each resume the killed game, nothing lost."""
    variant = next(v for v in variants() if v.game == "miskatonic")
    report = kill_run(variant, tmp_path / "autosave", kills=3, seed=5, after=(4, 12))
    assert report.problems == []
    assert report.kills == 3 and report.actions_lost == 0
    assert report.resumes == 2 and report.games_finished == 0
    assert 3 * 4 <= report.actions_completed <= 3 * 13


def test_killed_loops_saving_through_the_writer_thread_lose_nothing(tmp_path):
    """The same, each save made by the window's autosave writer thread (the kill may land
    in the middle of that thread's write): nothing acknowledged lost, digests intact."""
    variant = next(v for v in variants() if v.game == "miskatonic")
    report = kill_run(variant, tmp_path / "autosave", kills=3, seed=6, after=(4, 12),
                      thread=True)
    assert report.problems == []
    assert report.kills == 3 and report.actions_lost == 0
    assert report.resumes == 2


def test_the_kill_after_a_count_needs_a_count():
    variant = next(v for v in variants() if v.game == "miskatonic")
    for bad in ((0, 3), (5, 4)):
        with pytest.raises(ValueError):
            kill_run(variant, Path("/nonexistent"), kills=1, after=bad)


def test_killtest_refuses_a_bad_after_in_one_line(capsys):
    import killtest

    for bad in ("x", "0-3", "5-4", "3-y"):
        assert killtest.main(["--kills", "1", "--after", bad]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "--after" in err


def _finished_game(tmp_path):
    from eldertable.engine import autosaves
    from reliability.games import recorded_game

    variant = next(v for v in variants() if v.game == "miskatonic")
    rec = recorded_game(variant, seed=3)
    folder = tmp_path / "autosave"
    autosaves.Autosaver(folder).save(rec.record, finished=True, uid="0123456789ab")
    return variant, folder, rec.record


def test_a_kill_after_the_last_save_but_before_done_ends_the_game_not_loses_it(tmp_path):
    """The kill lands after the game's final action was saved as finished and acknowledged
    (or saved and not yet acknowledged), before the child said "done": nothing is lost, the
    game counts as finished and nothing is left to resume."""
    from reliability.killing import KillReport, _check_autosave

    variant, folder, record = _finished_game(tmp_path)
    n = len(record.actions)
    for acked in (n, n - 1):
        report = KillReport(variant.name)
        expect, ended = _check_autosave(variant, folder, (acked, record.digests[acked - 1]),
                                        report)
        assert (expect, ended) == (None, True)
        assert report.actions_lost == 0 and report.problems == []


def test_the_kill_check_counts_lost_actions_and_a_wrong_digest(tmp_path):
    """The checker can fail: an autosave shorter than what was acknowledged loses actions;
    an acknowledged digest that differs from the saved one is a problem."""
    from reliability.killing import KillReport, _check_autosave

    variant, folder, record = _finished_game(tmp_path)
    n = len(record.actions)
    report = KillReport(variant.name)
    _check_autosave(variant, folder, (n + 5, "x"), report)
    assert report.actions_lost == 5
    report = KillReport(variant.name)
    _check_autosave(variant, folder, (n, "not-the-digest"), report)
    assert any("digest" in p for p in report.problems)
    report = KillReport(variant.name)
    _check_autosave(variant, tmp_path / "empty", (7, "x"), report)
    assert report.actions_lost == 7


def test_a_new_game_killed_before_its_first_save_does_not_count_the_old_finished_one(tmp_path):
    """The file still holds the previous, finished game and the new child acknowledged
    nothing: no game is counted as ended and nothing is expected to resume."""
    from reliability.killing import KillReport, _check_autosave

    variant, folder, _record = _finished_game(tmp_path)
    report = KillReport(variant.name)
    assert _check_autosave(variant, folder, None, report) == (None, False)
    assert report.problems == []
