"""Issue 24, the GUI thread's longest block in a Mythos turn: what the table no longer
redoes. The side panel keeps a card whose words would be the same; a bar held through the
Keeper's turn lays its next buttons out afresh, and the gaps a held bar keeps never
outnumber its buttons; the pace is read from the settings once, not at every beat. (The
time itself is measured by benchmarks/mansions_mythos_block.py, never by a test.)"""

from __future__ import annotations

from mansionsplay import obs, open_game
from test_mansions_play_pace import wake_every_monster

from eldertable.ui import i18n
from eldertable.ui.mansions import pacing


def cards(panel) -> dict[str, object]:
    return {w.objectName(): w for w in panel.shown if w.objectName()}


def test_the_side_panel_keeps_a_card_whose_words_are_the_same(qtbot):
    controller, table = open_game(qtbot, seats=("human", "human"))
    wake_every_monster(controller, table)
    panel = table.chrome.panel
    before = cards(panel)
    first, second = (f"investigator-{i['id']}" for i in obs(table)["investigators"])
    monsters = [name for name in before if name.startswith("monster-")]
    assert monsters
    state = controller.recorder.state
    state.harm(0, "damage", 1)  # the first investigator is wounded, nothing else changes
    state._run()
    state._ver += 1
    table.chrome.refresh()
    after = cards(panel)
    assert after[second] is before[second]  # the same words: the same card, not remade
    assert all(after[m] is before[m] for m in monsters)
    assert after[first] is not before[first]  # its words changed: made again
    inv = obs(table)["investigators"][0]
    left = inv["health"] - len(inv["damage"]["up"]) - inv["damage"]["down"]
    assert left < inv["health"]
    assert f"Health {left}/{inv['health']}" in panel.text()
    assert [w.objectName() for w in panel.shown][:2] == [first, second]  # the order kept
    try:  # another language: every card is made again, in its words
        i18n.set_language(i18n.CHINESE)
        table.chrome.refresh()
        chinese = cards(panel)
        assert all(chinese[name] is not after[name] for name in after)
        assert "Health" not in panel.text()
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_a_bar_held_through_the_keepers_turn_lays_out_its_next_buttons_afresh(qtbot):
    controller, table = open_game(qtbot)
    bar = table.chrome.bar
    legal = controller.legal_actions(table.seat)
    bar._mouse_over = lambda: True  # the pointer rests on the bar
    bar.holding = True
    bar.hold_still()  # the Keeper's turn is shown: the next state is a new turn
    bar.set_buttons(legal[1:], obs(table))
    assert not bar.gaps and not bar.holding


def test_the_gaps_a_held_bar_keeps_never_outnumber_its_buttons(qtbot):
    controller, table = open_game(qtbot)
    bar = table.chrome.bar
    legal = [a for a in controller.legal_actions(table.seat)
             if bar._group(a) not in (None, bar.APART)]  # the buttons of the flow
    assert len(legal) >= 2
    bar._mouse_over = lambda: True  # the pointer rests on the bar, click after click
    for i in range(10):  # each state shows another button than the one before it
        bar.holding = True
        bar.set_buttons([legal[i % 2]], obs(table))
        assert len(bar.gaps) <= max(len(bar.buttons), 4), i
    assert len(bar._flow_widgets()) <= 8


def test_the_pace_is_read_from_the_settings_once_and_follows_set_pace(monkeypatch, tmp_path):
    from eldertable.ui import pace as shared

    opened = []
    real = shared.settings
    monkeypatch.setattr(shared, "settings", lambda: (opened.append(1), real())[1])
    monkeypatch.setattr(shared, "_known", None)
    for _ in range(5):
        assert shared.pace() == "normal"
    assert len(opened) == 1  # read once, not at every beat
    pacing.set_pace("fast")
    assert shared.pace() == "fast" and real().value(shared.PACE_KEY) == "fast"
    other = tmp_path / "elsewhere"
    other.mkdir()
    monkeypatch.setenv("ELDERTABLE_HOME", str(other))  # another settings file: read afresh
    assert shared.pace() == "normal"
