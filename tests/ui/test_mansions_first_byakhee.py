"""FA-BYAK-1/2 on the table: a byakhee that has taken damage still shows its token face
down on the investigators' screen (no health, damage or horror of its back), while the
Keeper's screen shows them. The game is a bot-played record of The Tenant Below, loaded
as a saved game is."""

from __future__ import annotations

from mansionsfirst import config

from eldertable.engine.bots import chance_step
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.engine.record import Recorder
from eldertable.games.mansions.first.bots import BOTS

SEEDS = range(3, 40)  # seed 3: by its 58th action the byakhee has taken damage


def record_with_a_hurt_byakhee():
    """The first bots' game in which a byakhee has taken damage at the investigator's turn."""
    cfg = config(seats=("human", "human"), choice="keeper", investigators=("tomas-reyes",),
                 story="tenant-below")
    for seed in SEEDS:
        rec = Recorder("mansions", cfg, seed)
        bots = {0: BOTS["default"](0, seed), 1: BOTS["keeper"](1, seed)}
        while rec.state.current_player() != TERMINAL:
            s, cur = rec.state, rec.state.current_player()
            hurt = [m for m in s.observation(1)["monsters"]
                    if m["kind"] == "byakhee" and m["damage"]]
            if hurt and cur == 0:
                return rec.record, hurt[0]
            rec.apply(chance_step(s) if cur == CHANCE
                      else bots[cur].choose(s.observation(cur), s.legal_actions(cur)))
    raise AssertionError("no game of the bots hurt a byakhee")


def test_a_hurt_byakhees_token_stays_face_down_for_the_investigators(qtbot):
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.views import make_table

    record, byakhee = record_with_a_hurt_byakhee()
    controller = GameController()
    controller.load_record(record)
    table = make_table(controller)
    qtbot.addWidget(table)
    table.resize(1280, 820)
    table.show()
    table.reset()
    card = next(label for label in table.chrome.panel.shown
                if label.objectName() == f"monster-{byakhee['id']}")
    assert "face down" in card.text() and "Health" not in card.text()
    assert f"Damage taken: {byakhee['damage']}" in card.text()
    controller.set_viewer(1)  # the Keeper's seat
    card = next(label for label in table.chrome.panel.shown
                if label.objectName() == f"monster-{byakhee['id']}")
    health = byakhee["back"]["health"]
    assert f"Health {health - byakhee['damage']} of {health}" in card.text()
