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
