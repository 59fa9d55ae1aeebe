"""The "What's left" panel after the story has ended (issue 24, seen under Xvfb in
简体中文: the epilogue's words sat under 尚待完成, "what's left")."""

from __future__ import annotations

from eldertable.engine.messages import Msg
from eldertable.ui.mansions.whatsleft import WhatsLeft


def test_the_panel_heads_the_ending_as_the_ending_not_as_whats_left(qtbot):
    panel = WhatsLeft()
    qtbot.addWidget(panel)
    playing = {"over": False, "objective": Msg("Destroy the altar.").to_json(), "investigators": []}
    panel.show_state(playing, [])
    assert panel.heading.text() == "What's left"
    assert panel.objective.text() == "Destroy the altar."
    ended = {"over": True, "ending": Msg("The altar cracks in the heat.").to_json(), "investigators": []}
    panel.show_state(ended, [])
    assert panel.heading.text() == "How the story ended"
    assert panel.objective.text() == "The altar cracks in the heat."
    panel.retranslate()  # a language switch keeps the ended heading
    assert panel.heading.text() == "How the story ended"
