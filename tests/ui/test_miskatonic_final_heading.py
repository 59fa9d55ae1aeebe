"""Miskatonic Madness: the Final Battle, shown beat by beat after the reveal that summoned
Nyarlathotep, heads its beats as the Final Battle and lights its phase chip, also when the
game has ended in it (issue 25: it was shown under "Reveal: Campus Park" and the Final
Battle chip was never lit)."""

from __future__ import annotations

from dataclasses import replace

from miskatonic_tablehelp import play_to_the_end, uncover
from PySide6.QtCore import Qt

from eldertable.engine.protocol import action_from_json
from eldertable.ui.cardtable.phasebar import LIT
from eldertable.ui.miskatonic.showcase import final_battle_record


def lit(view) -> list[str]:
    return [p for p, chip in view.bar.chips.items() if LIT in chip.styleSheet()]


def test_the_final_battle_heads_its_beats_and_lights_its_chip(window, qtbot, step):
    # A real game between the default bots, one action before Nyarlathotep is summoned:
    # the investigators end their phase, and the reveal that follows summons him.
    seed, record = final_battle_record(with_items=True)
    c = window.controller
    c.load_record(replace(record, actions=record.actions[:-1], digests=record.digests[:-1]))
    uncover(window)
    view = window.table
    assert c.act(action_from_json("miskatonic", record.actions[-1])) is None
    banner = view.pacer.banner
    shown = {}
    for _ in range(80):
        if not view.pacing():
            break
        for line in banner.text.text().splitlines():
            shown.setdefault(line, (banner.title.text(), lit(view)))
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    assert not view.pacing()
    revealed = [line for line in shown if line.endswith(" is revealed.")]
    assert revealed and shown[revealed[0]] == (
        "Reveal: " + revealed[0].removesuffix(" is revealed."), ["reveal"])
    assert shown["The Final Battle begins."] == ("Final Battle", ["final_battle"])
    assert view.screen_name == "final" and lit(view) == ["final_battle"]
    # Played on to its end: the result shows under the Final Battle's chip, still lit.
    play_to_the_end(window, seed, view.pacer.flush)
    assert c.result() is not None and "result" in view.pieces
    assert lit(view) == ["final_battle"]
