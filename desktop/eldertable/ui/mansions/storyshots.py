"""Moments of the story for ``eldertable smoke`` (second edition, English and Chinese): a
Mythos event on its card, a monster's activation in the banner with its picture, the
epilogue with its summary at the end of a whole game, a test that names its purpose, first
edition's story card, and a card that follows a switch to Chinese while it is open."""

from __future__ import annotations

import time

from .showcase import _chinese, _close_introduction, open_introduction

PREFER = ("Accept", "Choose", "Search", "Explore", "Interact", "EndTurn", "EndPhase")


def _wait(seconds: float) -> None:
    from PySide6.QtWidgets import QApplication

    until = time.monotonic() + seconds
    while time.monotonic() < until:
        QApplication.processEvents()
        time.sleep(0.01)


def _paced() -> None:
    from ..pace import pace, set_pace

    if pace() == "instant":  # the moments are of the paced table
        set_pace("normal")


def _wake(window) -> None:
    """Every room revealed and every monster of the scenario on the board."""
    controller, table = window.controller, window.table
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    for placement in state.model.map.monsters:
        state.place_monster(placement.id)
    state._ver += 1  # the legal list is cached by version
    table.reset()
    table.chrome.refresh()


def _end_round(window) -> None:
    controller = window.controller
    seat = window.table.seat
    for _ in range(4):
        legal = controller.legal_actions(seat)
        end = next((a for a in legal if type(a).__name__ in ("EndTurn", "EndPhase")), None)
        if end is None or controller.current_player() != seat:
            return
        window.table.apply(end)
        if window.table.pacer.busy():
            return


def open_event_card(window) -> None:
    """The first Mythos Phase: its Mythos event on a card over the board."""
    _paced()
    open_introduction(window)
    _close_introduction(window)
    _wake(window)
    _end_round(window)
    card = window.table.pacer.card
    until = time.monotonic() + 5
    while not card.isVisible() and window.table.pacer.busy() and time.monotonic() < until:
        _wait(0.05)  # the Mythos Phase's first line, then its event's card
    _wait(0.1)


def open_monster(window) -> None:
    """A monster's activation: its picture and what it does, its figure on the move."""
    open_event_card(window)
    pacer = window.table.pacer
    for _ in range(6):
        if pacer.card.isVisible():
            pacer.go_on()
        if pacer.banner.isVisible() and pacer.banner.picture.isVisible():
            break
        _wait(0.15)
    _wait(0.25)


def open_epilogue(window) -> None:
    """A whole game played to its end (the turns ended at once), then its epilogue."""
    _paced()
    open_introduction(window)
    _close_introduction(window)
    controller, table = window.controller, window.table
    seat = table.seat
    for _ in range(400):
        if controller.result() is not None:
            break
        legal = controller.legal_actions(seat)
        if not legal:
            break
        act = next((a for a in legal if type(a).__name__ in PREFER), legal[0])
        table.apply(act)
        table.pacer.flush()
    table.pacer.flush()
    _wait(0.1)


def open_evade_test(window) -> None:
    """A test that says what it is for: an investigator leaves a monster's space, and the
    log names the evade check, the skill and the dice (issue 24)."""
    _paced()
    open_introduction(window)
    _close_introduction(window)
    _wake(window)
    controller, table = window.controller, window.table
    state = controller.recorder.state
    seat = table.seat
    inv = state.investigators[seat]
    mid = next(iter(state.monsters), None)
    if mid is None:
        return
    state.map.move_figure(inv.id, state.map.figures[mid].space)
    state._ver += 1
    table.reset()
    table.chrome.refresh()
    move = next((a for a in controller.legal_actions(seat) if type(a).__name__ == "Move"), None)
    if move is not None:
        table.apply(move)
    table.pacer.flush()
    _wait(0.2)


def open_first_story_card(window) -> None:
    """First edition: the scenario's own words on a story card (issue 24)."""
    from .showcase import open_first_edition

    _paced()
    open_first_edition(window, "wardens-garden")  # its explore token has words of its own
    controller, table = window.controller, window.table
    seat = table.seat
    use = next((a for a in controller.legal_actions(seat) if type(a).__name__ == "UseToken"),
               None)
    if use is not None:
        table.apply(use)
    until = time.monotonic() + 5
    while not table.pacer.card.isVisible() and time.monotonic() < until:
        _wait(0.05)
    _wait(0.1)


def open_card_then_chinese(window) -> None:
    """A Mythos event's card open while the language changes: its words follow."""
    from .. import i18n

    if not _chinese():
        return
    i18n.set_language(i18n.ENGLISH)
    open_event_card(window)
    i18n.set_language(i18n.CHINESE)
    _wait(0.2)


def open_first_epilogue(window) -> None:
    """First edition's ending on the epilogue card: a short story played out by bots."""
    from ...games.mansions.first import validate_config

    config = validate_config({"players": 1, "seats": ["bot:default", "bot:keeper"],
                              "options": {"scenario": "wardens-garden", "story_choice": "a",
                                          "round_limit": 1}})
    window.controller.new_game("mansions", config, 1)
    if window.handoff.covered():
        window.handoff.reveal()
    until = time.monotonic() + 30
    while window.controller.result() is None and time.monotonic() < until:
        _wait(0.05)
    window.table.pacer.flush()
    _close_introduction(window)  # the bots played on under it
    window.table.chrome.refresh()
    _wait(0.3)


def _zh(open_moment):
    def moment(window) -> None:
        if _chinese():
            open_moment(window)

    return moment


SCREENS = {"event-card": open_event_card, "event-card-zh_CN": _zh(open_event_card),
           "monster": open_monster, "monster-zh_CN": _zh(open_monster),
           "epilogue": open_epilogue, "epilogue-zh_CN": _zh(open_epilogue),
           "evade-test": open_evade_test, "evade-test-zh_CN": _zh(open_evade_test),
           "first-story-card": open_first_story_card,
           "first-story-card-zh_CN": _zh(open_first_story_card),
           "event-card-switched-zh_CN": open_card_then_chinese,
           "first-epilogue": open_first_epilogue,
           "first-epilogue-zh_CN": _zh(open_first_epilogue)}
