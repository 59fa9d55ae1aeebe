"""The Final Battle against Nyarlathotep on its own screen, and a game between two bots played
to its end on the table, with the result shown."""

from __future__ import annotations

from miskatonic_tablehelp import button, center, drag, inside, play_to_the_end, uncover
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import make_config
from eldertable.ui.miskatonic.showcase import final_battle_record


def test_the_final_battle_has_its_own_screen(window, qtbot):
    # A real game between the default bots, stopped when Nyarlathotep is summoned.
    seed, record = final_battle_record(with_items=True)
    c = window.controller
    c.load_record(record)
    uncover(window)
    view = window.table
    obs = c.observation(1)
    assert obs["phase"] == "final_battle" and obs["tracks"]["summon"] >= 20
    assert view.screen_name == "final"
    for pid in ("nyarlathotep", "dice:nyarlathotep", "dice:team", "final:row", "final:mad",
                "final:dead", "final:items", "track:summon", "track:mythos"):
        assert pid in view.pieces, pid
    # No board behind it: no location, no hand.
    assert not [p for p in view.pieces if p.startswith(("loc:", "back:hand", "space:"))]
    fin = obs["final_battle"]
    for inv in obs["spaces"]["final"]:
        assert inside(view, f"inv:{inv}", "final:row")
    for inv in fin["insane"]:
        assert inside(view, f"inv:{inv}", "final:mad") and view.pieces[f"inv:{inv}"].dim
    t = obs["tracks"]
    assert view.pieces["dice:nyarlathotep"].title == \
        f"Nyarlathotep rolls {10 + t['summon'] - t['mythos']} dice"
    # Items are handed out before the first round: drag one onto an investigator in the row.
    assert obs["decision"]["kind"] == "equip"
    item = next(i for i in obs["possessions"] if f"item:{i}" in view.pieces)
    member = obs["spaces"]["final"][0]
    assert view.pieces[f"item:{item}"].draggable
    drag(view, center(view, f"item:{item}"), center(view, f"inv:{member}"))
    assert c.record.actions[-1] == A.Equip(item, member).to_json()
    assert view.pieces[f"inv:{member}"].items == [view.words.card(item)]
    qtbot.mouseClick(button(view, "Face Nyarlathotep"), Qt.MouseButton.LeftButton)
    assert c.record.actions[-1] == A.StartFinalBattle().to_json()
    # The first round was rolled: both sides' dice are on the screen and in the tray.
    uncover(window)
    obs = c.observation(c.viewer)
    if obs["phase"] == "final_battle":
        assert obs["final_battle"]["round"] >= 1
        assert view.pieces["dice:nyarlathotep"].rows[0][1] == obs["rolls"]["ny"]
        assert view.pieces["dice:team"].rows[0][1] == obs["rolls"]["fb"]
    tray = [faces for _n, faces, _s in window.dice_tray.view.rolls]
    assert obs["rolls"]["ny"] in tray or obs["rolls"]["fb"] in tray
    # Played on to the end, the result shows on the same screen.
    play_to_the_end(window, seed)
    assert c.result() is not None and view.screen_name == "final"
    banner = view.pieces["result"]
    winner = c.result().winners[0]
    assert banner.title == ("The investigators win!" if winner == "investigators"
                            else "The cultist wins!")
    assert "Nyarlathotep was summoned." in banner.lines


def test_a_game_between_two_bots_runs_to_its_end(window, qtbot):
    c = window.controller
    c.new_game("miskatonic", make_config(["bot:default", "bot:default"], {}), 34)
    view = window.table
    qtbot.waitUntil(lambda: c.result() is not None, timeout=180_000)
    qtbot.waitUntil(lambda: "result" in view.pieces)
    result = c.result()
    obs = c.observation(view.seat)
    assert obs["result"]["winners"] == list(result.winners)
    banner = view.pieces["result"]
    assert banner.title in ("The investigators win!", "The cultist wins!")
    assert banner.lines[0] == result.reason.render()
    assert view.screen_name == ("final" if result.extras["final_battle"] else "board")
    assert view.bar.prompt.text().startswith("The game is over")
    assert not view.bar.buttons
    assert window.prompt_label.text() == "The game is over."
    # The last rolls of the game are in the tray, and the whole game is in the log.
    assert window.dice_tray.view.rolls
    assert window.log_dock.lines()[-1] == result.reason.render()
