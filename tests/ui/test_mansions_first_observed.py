"""The first-edition table reads the viewing seat's observation only: the board comes from
the observation's ``map`` and the story's title from its ``scenario``, nothing from the
controller's state."""

from __future__ import annotations

from mansionsfirst import open_table


def test_the_table_shows_the_observation_as_it_is(qtbot):
    controller, table = open_table(qtbot)
    obs = table.observation()
    assert obs == controller.observation(table.seat)  # nothing added past the observation
    assert obs["map"] and obs["scenario"] == "wardens-garden"
    on_board = set(table.board.figures)
    assert on_board == {f["id"] for f in obs["map"]["figures"]}
    assert "The Warden's Garden" in table.chrome.panel.text()


def test_the_board_follows_a_map_the_observation_changes(qtbot, monkeypatch):
    controller, table = open_table(qtbot)
    real = controller.observation

    def without_monsters(seat):
        obs = dict(real(seat))
        board = dict(obs["map"])
        board["figures"] = [f for f in board["figures"] if f["kind"] != "monster"]
        obs["map"] = board
        return obs

    monkeypatch.setattr(controller, "observation", without_monsters)
    table.reset()
    kinds = {f["id"]: f["kind"] for f in real(table.seat)["map"]["figures"]}
    assert set(table.board.figures) == {f for f, k in kinds.items() if k != "monster"}
    assert any(k == "monster" for k in kinds.values())
