"""Moments of Mansions worth a picture for ``eldertable smoke`` (the fresh second-edition
table is shot by the smoke run itself): a first-edition story against the Keeper bot, in
English and in Chinese, once the Keeper bot has set out its side; the introduction a new
game opens on, in both editions and both languages; a second-edition test's dice, drawn
with their faces in the test row, the dice tray and the log."""

from __future__ import annotations

import time

STORY = "tenant-below"


def _settle(window, seconds: float = 20.0) -> None:
    """Let the bots finish (the Keeper bot thinks in a worker thread)."""
    from PySide6.QtWidgets import QApplication

    until = time.monotonic() + seconds
    while window.controller.busy() and time.monotonic() < until:
        QApplication.processEvents()
        time.sleep(0.01)
    for _ in range(3):
        QApplication.processEvents()


def open_first_edition(window, story: str = STORY) -> None:
    """A first-edition story, one investigator (a person) against the Keeper bot."""
    from ...games.mansions.first import validate_config

    config = validate_config({"players": 1, "seats": ["human", "bot:keeper"],
                              "options": {"scenario": story, "story_choice": "a"}})
    window.controller.new_game("mansions", config, 1)
    if window.handoff.covered():
        window.handoff.reveal()
    _settle(window)
    _close_introduction(window)  # this picture is of the board


def _close_introduction(window) -> None:
    intro = getattr(window.table, "intro", None)
    if intro is not None:
        intro.card.close_card()


def _chinese() -> bool:
    """Switch to Chinese (no setting written); False when the catalogue is not built."""
    from .. import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        return False
    i18n.set_language(i18n.CHINESE)
    return True


def open_introduction(window, chance=None) -> None:
    """A new second-edition game: the window opens on the scenario's introduction."""
    from ...games.mansions.second import make_config

    window.controller.new_game("mansions", make_config(["human"], {},
                                                       {"scenario": "quiet-greenhouse"}),
                               1, chance)
    if window.handoff.covered():
        window.handoff.reveal()
    _settle(window)


def open_introduction_chinese(window) -> None:
    if _chinese():
        open_introduction(window)


def open_first_introduction(window) -> None:
    """A new first-edition story: its introduction over the board."""
    open_first_edition(window)
    window.table.intro.open()


def open_first_introduction_chinese(window) -> None:
    if _chinese():
        open_first_introduction(window)


def open_dice(window) -> None:
    """A second-edition Strength test of four dice, rolled (faces forced: two successes,
    an investigation result and a blank), shown in the test row, the tray and the log."""
    from PySide6.QtWidgets import QApplication

    from ...engine.chance import ScriptedChance

    open_introduction(window, ScriptedChance((6, 4, 8, 2) * 8, shuffle="seeded", seed=1))
    _close_introduction(window)
    controller = window.controller
    state = controller.recorder.state
    state.investigators[0].skills["strength"] = 4
    state.investigators[0].clues = 1  # a Clue to spend: the test waits, its dice on view
    state.start_test(0, "strength", "scenario", {"pass": "", "fail": ""}, diff=2)
    state._ver += 1  # the legal list is cached by version
    controller.advance()  # the roll is a chance step: it runs at once
    window.table.reset()
    window.table.chrome.refresh()
    for dock in (window.dice_tray, window.log_dock):
        dock.show()
        dock.raise_()
    for _ in range(3):
        QApplication.processEvents()


def open_dice_chinese(window) -> None:
    if _chinese():
        open_dice(window)


def open_first_edition_chinese(window) -> None:
    """The same table in Simplified Chinese (the Chinese rulebook's terms)."""
    from .. import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        return
    i18n.set_language(i18n.CHINESE)  # not window.set_language: no setting is written
    open_first_edition(window)


SCREENS = {"first-edition": open_first_edition,
           "first-edition-zh_CN": open_first_edition_chinese,
           "introduction": open_introduction,
           "introduction-zh_CN": open_introduction_chinese,
           "first-edition-introduction": open_first_introduction,
           "first-edition-introduction-zh_CN": open_first_introduction_chinese,
           "dice": open_dice,
           "dice-zh_CN": open_dice_chinese}
