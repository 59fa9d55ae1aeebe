"""Help > Rules for first-edition play: every FA house rule of the mansions game's
first-edition setup contract (``setup_spec()["first_edition"]["house_rules"]``) is a gap
entry showing its current setting in the game being played."""

from __future__ import annotations

from eldertable.engine import registry
from eldertable.ui.rulesref import gaps
from eldertable.ui.rulesref.dialog import RulesReference


def test_the_fa_house_rules_come_from_the_first_edition_setup_contract():
    spec = registry.get("mansions").load().setup_spec()["first_edition"]
    fa = {r["id"]: r for r in spec["house_rules"]}
    listed = {s.id: s for s in gaps.settings("mansions") if s.id.startswith("FA-")}
    assert fa and set(fa) <= set(listed)
    for rid, rule in fa.items():
        assert listed[rid].default == rule.get("default") and listed[rid].type == rule["type"]


def test_an_fa_gap_entry_shows_the_first_edition_games_setting(qtbot):
    config = {"options": {"scenario": "wardens-garden"},
              "house_rules": {"FA-GAP-23": "always", "FA-GAP-3": 2}}
    dialog = RulesReference("mansions", config)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.ref.reference == "mansions-1e"
    dialog.show_page("g:FA-GAP-23")
    text = dialog.browser.toPlainText()
    assert "Current setting: It may always be crossed; whoever crosses leaves the game" in text
    assert "Default: It may be crossed only when the story asks for an escape" in text
    dialog.show_page("g:FA-GAP-3")
    text = dialog.browser.toPlainText()
    assert "Current setting: 2" in text and "Default: 1" in text
