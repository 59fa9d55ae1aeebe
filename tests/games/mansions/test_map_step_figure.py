"""MapState.step_figure moves a figure as move_figure does and answers with its report's
(origin, new room, into fire)."""

from eldertable.games.mansions.second.scenarios import load


def test_step_figure_is_move_figure_without_the_figure_lists():
    scenario = load("singing-cellar")
    a, b = scenario.initial_map(), scenario.initial_map()
    a.place_figure("x", "investigator", 0)
    b.place_figure("x", "investigator", 0)
    a.place_token("burning", "fire", space=2)
    b.place_token("burning", "fire", space=2)
    for to in (1, 2, 3, 0, 5, len(a.layout.spaces) - 1, 2):
        report = a.move_figure("x", to)
        assert b.step_figure("x", to) == (report.origin, report.new_room, report.into_fire)
        assert list(a.figures.items()) == list(b.figures.items())
