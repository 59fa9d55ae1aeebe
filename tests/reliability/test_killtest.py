"""A few SIGKILLs of a headless game loop that autosaves as the app does: every completed
action survives, every restart resumes at the autosave, digests intact (the 100-kill run
is tools/killtest.py)."""

from reliability.games import variants
from reliability.killing import kill_run


def test_killed_game_loops_resume_without_losing_a_completed_action(tmp_path):
    variant = next(v for v in variants() if v.game == "miskatonic")
    report = kill_run(variant, tmp_path / "autosave", kills=3, seed=5, delay=(0.05, 0.6))
    assert report.problems == []
    assert report.kills == 3 and report.actions_lost == 0
    assert report.resumes >= 2  # each child after the first resumed the killed game
    assert report.actions_completed > 0


def _finished_game(tmp_path):
    from eldertable.engine import saves
    from reliability.games import recorded_game

    variant = next(v for v in variants() if v.game == "miskatonic")
    rec = recorded_game(variant, seed=3)
    folder = tmp_path / "autosave"
    saves.Autosaver(folder).save(rec.record, finished=True, uid="0123456789ab")
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
