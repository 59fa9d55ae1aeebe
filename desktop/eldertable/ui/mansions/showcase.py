"""Moments of Mansions worth a picture for ``eldertable smoke`` (the fresh second-edition
table is shot by the smoke run itself): a first-edition story against the Keeper bot, in
English and in Chinese, once the Keeper bot has set out its side."""

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


def open_first_edition_chinese(window) -> None:
    """The same table in Simplified Chinese (the Chinese rulebook's terms)."""
    from .. import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        return
    i18n.set_language(i18n.CHINESE)  # not window.set_language: no setting is written
    open_first_edition(window)


SCREENS = {"first-edition": open_first_edition,
           "first-edition-zh_CN": open_first_edition_chinese}
