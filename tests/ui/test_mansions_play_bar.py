"""The second-edition action bar and side panel: a game started through the controller is
played by clicking the bar's buttons (explore, search, end turn, end the phase)."""

from __future__ import annotations

from mansionsboard import centre, drag
from mansionsplay import buttons, click_kind, kinds, obs, open_game, play_out

from eldertable.engine.messages import Msg
from eldertable.ui.i18n import tr_msg


def test_bar_and_panel_show_the_round_objective_and_investigator(qtbot):
    _c, table = open_game(qtbot)
    bar, panel, o = table.chrome.bar, table.chrome.panel, obs(table)
    assert "Round 1" in bar.phase.text() and "Investigator Phase" in bar.phase.text()
    assert tr_msg(Msg.from_json(o["objective"])) in bar.objective.text()
    assert panel.title.text() == tr_msg(Msg.from_json(o["scenario"]["title"]))
    you = tr_msg(Msg.from_json(o["investigators"][0]["name"]))
    assert you in panel.text() and you in bar.info.text()
    assert "2 actions left" in bar.info.text()
    assert "EndTurn" in kinds(table) and "Move" not in kinds(table)
    assert all(b.toolTip() for b in buttons(table))
    # the bar and panel keep out of the board: the viewport starts below and left of them
    assert table.viewport().geometry().top() >= bar.geometry().bottom()
    assert table.viewport().geometry().right() < panel.geometry().left()


def test_explore_then_search_by_clicking(qtbot):
    _c, table = open_game(qtbot)
    rooms = len(obs(table)["map"]["rooms"])
    click_kind(qtbot, table, "Explore")
    assert len(obs(table)["map"]["rooms"]) > rooms
    assert "1 action left" in table.chrome.bar.info.text()
    o = obs(table)
    me = o["you"]
    search = [t for t in o["map"]["tokens"] if t["kind"] == "search" and t["space"] is not None]
    assert search, "the explored room holds a search token"
    target = search[0]["space"]
    assert any(a.to == target for a in table.moves_for(f"fig:{me['id']}").values()
               if a is not None), "the search token is within a move"
    drag(table, table.board.figures[me["id"]].centre(), centre(table, target))
    qtbot.waitUntil(lambda: obs(table)["you"]["space"] == target)
    # the move used the last action: the turn can only end; next turn, search
    click_kind(qtbot, table, "EndTurn")  # alone: the Investigator Phase ends with the turn
    qtbot.waitUntil(lambda: obs(table)["round"] == 2 and obs(table)["phase"] == "investigator")
    play_out(qtbot, table)  # the bar waits for the Keeper's turn to be shown (Continue)
    while obs(table)["pending"]:  # a Mythos test or choice for us: settle it
        click_kind(qtbot, table, kinds(table)[0])
    before = obs(table)["you"]
    click_kind(qtbot, table, "Search")
    after = obs(table)["you"]
    assert (len(after["items"]), after["clues"]) != (len(before["items"]), before["clues"]) \
        or obs(table)["pending"] is not None
    assert all(t["id"] != search[0]["id"] for t in obs(table)["map"]["tokens"])


def test_mom2_turn_4_alone_end_turn_also_ends_the_investigator_phase(qtbot):
    from eldertable.engine.record import replay

    controller, table = open_game(qtbot)
    assert len(obs(table)["investigators"]) == 1
    steps = []
    controller.eventsApplied.connect(lambda events, _s: steps.extend(e.kind for e in events))
    click_kind(qtbot, table, "EndTurn")  # one click: no "End the Investigator Phase" after it
    assert "EndPhase" not in kinds(table)
    play_out(qtbot, table)  # the header follows the Mythos Phase's beats until they end
    assert "Round 2" in table.chrome.bar.phase.text() or obs(table)["pending"] is not None
    assert len(steps) > 1  # the Keeper's steps came one after another to the views
    # the record keeps the end-phase button as its own action: old records replay alike
    kinds_done = [a.get("type") for a in controller.record.to_json()["actions"]
                  if isinstance(a, dict)]
    assert kinds_done[:2] == ["EndTurn", "EndPhase"]
    again = replay(controller.record, verify=True)
    assert again.digest() == controller.recorder.state.digest()


def test_mom2_turn_4_a_team_still_presses_the_end_phase_button(qtbot):
    controller, table = open_game(qtbot, seats=("human", "human"))
    for _ in range(2):
        controller.set_viewer(controller.current_player())
        if "BeginTurn" in kinds(table):
            click_kind(qtbot, table, "BeginTurn")
        click_kind(qtbot, table, "EndTurn")
    controller.set_viewer(controller.current_player())
    assert kinds(table) == ["EndPhase"]  # the team's last turn leaves the button to press


def test_two_investigators_the_lead_chooses_who_goes_next(qtbot):
    controller, table = open_game(qtbot, seats=("human", "human"))
    controller.set_viewer(controller.current_player())
    o = obs(table)
    assert o["active"] is None and kinds(table)[0] == "BeginTurn"
    names = {tr_msg(Msg.from_json(i["name"])) for i in o["investigators"]}
    turn = [b.text() for b in buttons(table) if b.property("action").TYPE == "BeginTurn"]
    assert {t.removesuffix(" takes the next turn") for t in turn} == names
    assert "Lead investigator:" in table.chrome.bar.info.text()
    second = [b for b in buttons(table) if b.property("action").TYPE == "BeginTurn"][1]
    chosen = second.property("action").investigator  # the button goes with the click
    click_kind(qtbot, table, "BeginTurn", 1)
    assert obs(table)["active"] == chosen
    assert "2 actions left" in table.chrome.bar.info.text()
