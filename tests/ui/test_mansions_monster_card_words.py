"""The monster list says where a monster is in words the translation controls: seen under
Xvfb in 简体中文 as "园丁 (温室)", Western parentheses with a space hard-coded into the
card, where Chinese writes "园丁（温室）"."""

from __future__ import annotations

from mansionsplay import open_game
from PySide6.QtWidgets import QLabel

from eldertable.ui import i18n


def stats_text(table, monster: str) -> str:
    labels = [w for w in table.findChildren(QLabel, "stats")
              if w.parent().objectName() == f"monster-{monster}"]
    assert labels
    return labels[-1].text()  # the panel built last (the old ones go later)


def test_the_monster_card_writes_where_in_the_languages_own_brackets(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    placement = next(iter(state._index["monsters"]))
    state.place_monster(placement)  # placed at the start, or now
    here = state.map.figures[state.investigators[0].id].space
    state.map.move_figure(placement, here)  # in sight: in the investigator's space
    state._ver += 1
    table.reset()
    table.chrome.refresh()
    shown = [w.parent().objectName() for w in table.findChildren(QLabel, "stats")]
    assert f"monster-{placement}" in shown, shown
    english = stats_text(table, placement)
    assert " (" in english
    try:
        i18n.set_language(i18n.CHINESE)
        table.reset()
        table.chrome.refresh()
        chinese = stats_text(table, placement)
        assert "（" in chinese and "）" in chinese and " (" not in chinese, chinese
    finally:
        i18n.set_language(i18n.ENGLISH)
