"""One click on a face-up Discovery hired its assistant at once and paid its fee (issue 25,
play-75), and Undo cannot take it back once the assistant has worked. The click asks first,
naming the price; Cancel pays nothing, Pay hires."""

from __future__ import annotations

from mo_tablehelp import click, pass_until_ready
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_magnum_opus_keep_shows_cards import _keep_buttons, _to_keep_choice

from eldertable.games.magnum_opus import actions as A


def _hire_ready(window, qtbot):
    """Lead x Moonpetal turned face up by a transmutation, then a later Experiment Phase
    of Alchemist 1 with Gold enough for its assistant."""
    c, view = _to_keep_choice(window, qtbot)
    qtbot.mouseClick(_keep_buttons(view)[0], Qt.MouseButton.LeftButton)
    pass_until_ready(window, c, needed=())
    c.recorder.state.gold[0] = 9
    view.reset()
    while c.observation(0)["phase"] != "experiment":
        assert c.act(A.EndPhase()) is None
    view = window.table
    hires = [a for a in c.legal_actions(0) if isinstance(a, A.PayAssistant)]
    assert hires
    return c, view, hires[0].cell


def _answer(monkeypatch, role, asked):
    def fake_exec(box):
        asked.append((box.windowTitle(), box.text(), [b.text() for b in box.buttons()]))
        for b in box.buttons():
            if box.buttonRole(b) == role:
                b.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)


def test_a_click_on_a_discovery_asks_the_price_before_hiring(window, qtbot, monkeypatch):
    c, view, cell = _hire_ready(window, qtbot)
    fee = view.builder.assistant_fee(view.obs, cell)
    asked: list = []
    _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole, asked)
    click(view, f"cell:{cell}")
    qtbot.wait(20)
    assert len(asked) == 1
    title, text, buttons = asked[0]
    assert f"Pay {fee} Gold" in text and f"Pay {fee} Gold" in buttons and "Cancel" in buttons
    assert c.observation(0)["seats"][0]["gold"] == 9  # cancelled: nothing paid
    _answer(monkeypatch, QMessageBox.ButtonRole.AcceptRole, asked)
    click(view, f"cell:{cell}")
    qtbot.wait(20)
    assert len(asked) == 2
    assert c.observation(0)["seats"][0]["gold"] == 9 - fee
