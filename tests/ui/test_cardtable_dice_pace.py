"""The dice tray follows the pace (issue 25): while a Miskatonic reveal is shown one beat at
a time, the tray shows a roll only once the banner has reached it, and Skip brings both to
the end together."""

from __future__ import annotations

from miskatonic_tablehelp import OPENING, click, play, scripted_game
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A


def _to_reveal(window):
    c, chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"),
         A.PlaceInvestigator("dr_mendum", "sports_field"), A.EndInvestigation())
    return c, chance


def _tray(window) -> list[list[int]]:
    return [list(r[1]) for r in window.dice_tray.view.rolls]


def test_the_dice_tray_shows_a_roll_when_the_banner_reaches_it(window, qtbot, step):
    c, chance = _to_reveal(window)
    view = window.table
    banner = view.pacer.banner
    # Campus Park: Johnny's 5 5 5 against the Cultist's 1 1 1.
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    qtbot.wait(10)  # the tray's own turn of the event loop
    assert view.pacing() and banner.text.text() == "Campus Park is revealed."
    assert _tray(window) == []  # nothing rolled on screen yet
    seen: list[list[int]] = []
    for _ in range(20):
        if not view.pacing():
            break
        seen += [list(r[1]) for r in banner.rolls]
        qtbot.wait(10)
        assert _tray(window) == seen[-6:], banner.text.text()
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    assert [5, 5, 5] in seen and [1, 1, 1] in seen
    assert _tray(window)[-2:] == [[5, 5, 5], [1, 1, 1]]
    assert window.dice_tray.caption.text() == "Last roll: 1, 1, 1 on 3d6: 0 successes (5 or more)"


def test_skip_brings_banner_and_tray_to_the_end_together(window, qtbot, step):
    c, chance = _to_reveal(window)
    view = window.table
    banner = view.pacer.banner
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert view.pacing() and _tray(window) == []
    qtbot.mouseClick(banner.skip_button, Qt.MouseButton.LeftButton)
    assert not view.pacing() and not banner.isVisible()
    assert _tray(window)[-2:] == [[5, 5, 5], [1, 1, 1]]
    qtbot.wait(10)
    assert _tray(window)[-2:] == [[5, 5, 5], [1, 1, 1]]


def test_the_banner_shows_every_die_of_a_roll(window, qtbot, step):
    """Five dice in the banner: all in one row (smaller), none cut off."""
    from eldertable.ui.dicetray import Roll

    scripted_game(window)
    banner = window.table.pacer.banner
    banner.show_beat("Reveal", ["Roll for combat: 3 1 3 4 5"], [Roll(0, [3, 1, 3, 4, 5], 6)],
                     True)
    dice = banner.dice
    size = dice.first_size()
    assert 8 + 5 * (size + 8) - 8 <= dice.width() - 4
    assert 8 + size <= dice.height()
    banner.hide()


def test_mm_test_2_the_tray_counts_fives_and_sixes_not_a_sum(window):
    """MM-TEST-2: a 5 is a success (the boundary), a 4 is not; Miskatonic rolls are never
    summed, and a roll that is not a test shows its faces only."""
    from eldertable.ui.dicetray import Roll

    _to_reveal(window)
    tray = window.dice_tray
    assert tray.describe(Roll(0, [5, 4, 6], 6, success_at=5)) == (
        "Last roll: 5, 4, 6 on 3d6: 2 successes (5 or more)")
    assert tray.describe(Roll(0, [4, 4], 6, success_at=5)) == (
        "Last roll: 4, 4 on 2d6: 0 successes (5 or more)")
    assert tray.describe(Roll(0, [3, 1], 6, unsummed=True)) == "Last roll: 3, 1 on 2d6"
    assert tray.describe(Roll(0, [3, 1], 6)) == "Last roll: 3, 1 on 2d6, total 4"
