"""The Philosophers' Stone at the table: another alchemist's attempt opens the dialog with the
revealed Clues, revealed Clue cards show their Reagents, the final round is announced, and the
result screen names the tie-breaker that decided."""

from __future__ import annotations

import copy

from mo_tablehelp import scripted_game

from eldertable.ui.magnum_opus.result import deciding_key
from eldertable.ui.table_base import ViewEvent

CLUES = ("albedo", "rubedo", "putrefactio")


def _stone_events(seat: int, reagents: list[str], face: int, success: bool):
    terms = [[f"{r}#1", 2] for r in reagents] + [["the-truth#1", -1]]
    events = [ViewEvent("difficulty", {"seat": seat, "difficulty": 5, "terms": terms, "cell": -1,
                                       "stone": True}),
              ViewEvent("reveal-clues", {"seat": seat, "clues": [f"clue-{t}#1" for t in CLUES],
                                         "reagents": reagents}),
              ViewEvent("roll", {"dice": [face], "sides": 8, "difficulty": 5, "seat": seat,
                                 "success": success})]
    if success:
        events += [ViewEvent("stone", {"seat": seat, "first": True}),
                   ViewEvent("final-round", {"seat": seat})]
    else:
        events.append(ViewEvent("fail", {"seat": seat, "success": False, "experience": 1}))
    return events


def test_another_alchemists_stone_attempt_reveals_the_clues(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    obs = copy.deepcopy(c.observation(0))
    reagents = ["lead", "moonpetal", "sulphur"]
    # What the observation shows once Alchemist 2 has revealed its Clues and made the Stone.
    obs["seats"][1]["clues"] = [{"type": t, "card": f"clue-{t}#2", "reagent": r}
                                for t, r in zip(CLUES, reagents)]
    obs["seats"][1]["stone"] = True
    obs["final_round"] = True
    view.follow(_stone_events(1, reagents, 6, True), obs)
    dialog = view.transmute_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.title.text() == "Alchemist 2 attempts the Philosophers' Stone"
    assert dialog.clues.text() == "The Clues are revealed: Lead, Moonpetal, Sulphur."
    assert dialog.sum.text() == ("Difficulty: Lead <b>2</b> + Moonpetal <b>2</b> + Sulphur "
                                 "<b>2</b> \u2212 The Truth <b>1</b> = <b>5</b>")
    assert dialog.outcome.text() == "Success!"
    assert "The Philosophers' Stone is made!" in dialog.details.text()
    assert "Every other alchemist gets one last turn." in dialog.details.text()
    assert not dialog.choice_buttons  # nothing for the viewer to choose
    # The revealed Clue cards lie face up in Alchemist 2's panel, naming their Reagents.
    summaries = [view.pieces[f"clue:1:{i}"].face.summary for i in range(3)]
    assert summaries == ["Lead", "Moonpetal", "Sulphur"]
    assert "stone:1" in view.pieces
    assert "(the final round)" in view.bar.info.text()
    assert "Final round" in view.bar.info.toolTip()


def test_unrevealed_clues_stay_face_down(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    obs = copy.deepcopy(c.observation(0))
    obs["seats"][1]["clues"] = [{"type": "rubedo", "card": None, "reagent": None}]
    view.refill(obs)
    piece = view.pieces["clue:1:0"]
    assert piece.face is None and piece.back.endswith("back-rubedo.svg")
    assert "face down" in piece.toolTip()


def test_a_failed_stone_attempt_of_another_alchemist(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    view.follow(_stone_events(1, ["lead", "moonpetal", "sulphur"], 2, False),
                c.observation(0))
    dialog = view.transmute_dialog
    assert dialog.outcome.text() == "Failure."
    assert dialog.roll_text.text() == "The die shows 2 against 5: 3 short."
    assert "1 Experience gained from the failure." in dialog.details.text()


def _seats(*rows):
    return {"seats": [{"seat": i, "research": r, "gold": g, "experience": x}
                      for i, (r, g, x) in enumerate(rows)]}


def test_the_tie_breaker_that_decided():
    assert deciding_key(_seats((3, 0, 0)), [0]) == "alone"
    assert deciding_key(_seats((3, 0, 0), (2, 9, 5)), [0, 1]) == "research"
    assert deciding_key(_seats((3, 4, 0), (3, 2, 5)), [0, 1]) == "gold"
    assert deciding_key(_seats((3, 4, 1), (3, 4, 5)), [0, 1]) == "experience"
    assert deciding_key(_seats((3, 4, 5), (3, 4, 5)), [0, 1]) == "shared"
    # Only the pool counts: a richer alchemist outside it changes nothing.
    assert deciding_key(_seats((3, 4, 1), (9, 9, 9), (3, 2, 0)), [0, 2]) == "gold"
