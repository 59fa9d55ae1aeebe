"""Choices the rules put to the player and trades, on the action bar: a "choose" step's
options as buttons named in words, and a trade with the floor (pick up, drop, end)."""

from __future__ import annotations

from mansionsplay import buttons, click_kind, kinds, obs, open_game
from PySide6.QtCore import Qt

from eldertable.engine.messages import Msg
from eldertable.ui.i18n import tr_msg


def test_a_choice_shows_its_options_in_words(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    options = [state.new_item(kind) for kind in list(state.content.items)[:2]]
    state.item_pool[0:0] = options  # two items found by a search, as an ability offers
    state.now(["choose", {"seat": 0, "kind": "search-item", "options": options, "ctx": {},
                          "prompt": Msg("Keep one of the two items; the other goes back.",
                                        "mansions")}])
    state._ver += 1  # the legal list is cached by version
    table.reset()
    assert kinds(table) == ["Choose", "Choose"]
    names = [tr_msg(state.name_of(o)) for o in options]
    assert [b.text() for b in buttons(table)] == names
    assert "Keep one of the two items" in table.chrome.bar.prompt.text()
    click_kind(qtbot, table, "Choose", 1)
    assert options[1] in obs(table)["you"]["items"]
    assert names[1] in table.chrome.panel.text()
    assert "Choose" not in kinds(table)


def test_a_trade_with_the_floor(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    me = obs(table)["you"]
    lamp = state.new_item("oil-lamp")
    state.floor.setdefault(me["space"], []).append(lamp)
    state._ver += 1
    table.reset()
    click_kind(qtbot, table, "Trade")
    assert obs(table)["pending"]["kind"] == "trade"
    assert "On the floor:" in table.chrome.panel.text()
    assert "Oil Lamp" in table.chrome.panel.text()
    labels = [b.text() for b in buttons(table)]
    assert "Pick up Oil Lamp" in labels and "End the trade" in labels
    qtbot.mouseClick(buttons(table)[labels.index("Pick up Oil Lamp")],
                     Qt.MouseButton.LeftButton)
    assert lamp in obs(table)["you"]["items"]
    assert "Drop Oil Lamp" in [b.text() for b in buttons(table)]
    click_kind(qtbot, table, "EndTrade")
    assert obs(table)["pending"] is None and "Oil Lamp" in table.chrome.panel.text()
