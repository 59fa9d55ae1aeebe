"""The Miskatonic opening the card-table benchmarks play by hand: the cultist's six cards
placed, two investigators sent out, the hand-off curtain lifted at every change of seat.
Imported inside a benchmark's run, once its QApplication exists."""

from __future__ import annotations


def play_opening(window, controller) -> None:
    from eldertable.games.miskatonic import actions as M

    for act in (M.PlaceCard("cultist_1", "campus_park"),
                M.PlaceCard("starting_cultist_1", "library"),
                M.PlaceCard("nightmares", "anthropology"),
                M.PlaceCard("starting_cultist_2", "sports_field"),
                M.PlaceCard("cultist_2", "research_wing"), M.PlaceCard("leader", "research_wing"),
                M.EndPlay(), M.PlaceInvestigator("johnny_dark", "campus_park"),
                M.PlaceInvestigator("heather_brooks", "library"), M.EndInvestigation()):
        if window.handoff.covered():
            window.handoff.reveal()
        controller.act(act)
    if window.handoff.covered():
        window.handoff.reveal()
