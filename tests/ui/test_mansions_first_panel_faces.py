"""The first-edition side panel (issue 24): a monster's line carries its standee portrait,
as second edition's monster cards do, and an investigator's damage and horror (counts in
first edition) are counters with their icons, not bare numbers."""

from __future__ import annotations

import copy

from mansionsfirst import open_table
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

MONSTER = {"id": "m1", "kind": "maniac", "name": "Maniac", "class": "humanoid", "flying": False,
           "space": 0, "damage": 1, "awareness": 1, "horror_rating": 0}


def _shown(panel, name: str):
    """The panel's widget of that name now (earlier fills' widgets wait to be deleted)."""
    return next((w for w in panel.shown if w.objectName() == name), None)


def _panel_with(qtbot, damage=2, horror=1, monsters=None):
    controller, table = open_table(qtbot)
    qtbot.mouseClick(table.intro.card.begin, Qt.MouseButton.LeftButton)
    panel = table.chrome.panel
    obs = copy.deepcopy(controller.observation(controller.viewer))
    inv = obs["investigators"][0]
    inv["damage"], inv["horror"] = damage, horror
    if monsters is not None:
        obs["monsters"] = monsters
    panel.show_state(obs)
    for _ in range(3):
        QApplication.processEvents()
    assert panel.isVisible()
    return panel, inv


def test_first_edition_damage_and_horror_are_counters_with_icons(qtbot):
    panel, inv = _panel_with(qtbot)
    counters = _shown(panel, f"counters-{inv['id']}")
    assert counters is not None and counters.isVisible()
    for what, n in (("damage", 2), ("horror", 1)):
        icon = counters.findChild(QLabel, f"{what}-icon")
        assert icon.pixmap() is not None and not icon.pixmap().isNull()
        assert counters.findChild(QLabel, f"{what}-count").text().endswith(f"\u00d7{n}")
    assert "Damage \u00d72" in panel.text() and "Horror \u00d71" in panel.text()
    assert "of " in counters.findChild(QLabel, "damage-count").toolTip()


def test_first_edition_monster_lines_carry_their_portrait(qtbot):
    panel, _inv = _panel_with(qtbot, monsters=[MONSTER])
    line = _shown(panel, "monster-m1")
    assert line is not None and line.isVisible()
    portrait = line.findChild(QLabel, "portrait")
    assert portrait.isVisible() and not portrait.pixmap().isNull()
    assert "Awareness +1" in panel.text()  # the words are still there


def test_the_counters_read_in_chinese(qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        import pytest

        pytest.skip("the Chinese catalogue is not built")
    try:
        i18n.set_language(i18n.CHINESE)
        panel, inv = _panel_with(qtbot)
        text = _shown(panel, f"counters-{inv['id']}").text()
        assert "Damage" not in text and "\u00d72" in text
    finally:
        i18n.set_language(i18n.ENGLISH)
