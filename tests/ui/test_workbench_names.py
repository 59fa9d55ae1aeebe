"""The workbench calls sides and summary keys by the game's own words (``SUMMARY_LABELS``),
in the current language; keys a game gives no words for are shown as written."""

from __future__ import annotations

import pytest

from eldertable.engine import registry


def summaries(game: str, options: dict, games: int) -> list[dict]:
    module = registry.get(game).load()
    opts = module.simulate_options(options)
    return [module.simulate_one(opts, seed) for seed in range(games)]


@pytest.mark.parametrize("game, options, nested", [
    ("miskatonic", {}, ()),
    ("magnum-opus", {"players": 2}, ("wins_by_seat", "wins_by_bot", "ended_by")),
    ("magnum-opus", {"players": 4, "bots": "random", "round_limit": 12},
     ("wins_by_seat", "wins_by_bot", "ended_by")),
    ("mansions", {"scenario": "quiet-greenhouse"}, ()),
])
def test_every_side_and_summary_key_has_words(game, options, nested):
    labels = registry.get(game).load().SUMMARY_LABELS
    seen = set()
    for one in summaries(game, options, 4):
        seen.update(one["winners"])
        seen.update(one["extras"])
        for key in nested:
            seen.update(one["extras"][key])
    assert seen - set(labels) == set()


def test_names_follow_the_language(qtbot):
    from eldertable.ui import i18n
    from eldertable.ui.workbench.names import name_of

    try:
        assert name_of("miskatonic", "summon_points") == "Summon Points"
        assert name_of("magnum-opus", "seat2") == "Alchemist 3"
        assert name_of("mansions", "keeper") == "Keeper"
        assert name_of("mansions", "garden-burns") == "garden-burns"  # a scenario's own id
        assert name_of("mansions", "door_round", capital=True) == "Door"
        i18n.set_language("zh_CN")
        assert name_of("miskatonic", "summon_points") == "召唤点数"
        assert name_of("miskatonic", "cultist") == "邪教徒"
        assert name_of("magnum-opus", "seat2") == "炼金术士 3"
        assert name_of("mansions", "investigators") == "调查员"
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_the_plots_show_the_sides_by_name(qtbot):
    from eldertable.ui.workbench.plots import PlotBoard
    from eldertable.ui.workbench.results import RunResults, RunSpec

    run = RunResults(RunSpec(game="magnum-opus", games=2, seed=1, jobs=1, label="two"))
    for i, one in enumerate(summaries("magnum-opus", {"players": 2}, 2)):
        run.add(i, one)
    board = PlotBoard()
    qtbot.addWidget(board)
    board.show_run(run)
    legend = board._plots["win-rate"].plotItem.legend
    texts = [label.text for _sample, label in legend.items]
    assert texts and all(t.startswith("Alchemist ") for t in texts), texts
    assert not any("seat" in t for t in texts)
