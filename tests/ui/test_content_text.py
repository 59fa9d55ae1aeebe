"""Content text is text (issue 23, 4): with format fields, plural choices, Qt placeholders,
HTML and an image tag in every card, location, investigator and scenario text, each game's
table opens and plays with real widgets, shows the text as written and loads no image."""

from __future__ import annotations

import pytest
from contenttexthelp import PAYLOAD, clear_caches, hostile_assets, literal_count, mangled
from PySide6.QtCore import Qt

MISKATONIC = ["games/miskatonic/cards.json", "games/miskatonic/locations.json",
              "games/miskatonic/investigators.json"]
MAGNUM_OPUS = ["games/magnum_opus/cards.json"]


@pytest.fixture
def hostile(tmp_path, monkeypatch):
    def make(files):
        return hostile_assets(tmp_path, monkeypatch, files)
    yield make
    monkeypatch.undo()
    clear_caches()


def log_lines(window) -> list[str]:
    """The game log as the dock lists it (list items are plain text)."""
    box = window.log_dock.list
    return [box.item(i).text() for i in range(box.count())]


def _check(window) -> int:
    assert not mangled(window), mangled(window)
    return literal_count(window)


def test_miskatonic_cards_show_as_written(hostile, window, qtbot):
    from miskatonic_tablehelp import OPENING, play, scripted_game, uncover

    hostile(MISKATONIC)
    c, _chance = scripted_game(window)
    assert _check(window) > 0
    play(window, *OPENING)
    uncover(window)
    assert _check(window) > 0
    if window.table.pacing():  # the reveal is shown beat by beat: Skip shows the rest
        from PySide6.QtCore import Qt

        qtbot.mouseClick(window.table.pacer.banner.skip_button, Qt.MouseButton.LeftButton)
        assert _check(window) > 0
    qtbot.wait(10)  # the log dock's own turn of the event loop (it follows the pacer)
    assert any(PAYLOAD in line for line in log_lines(window)), log_lines(window)[-5:]


def test_magnum_opus_cards_show_as_written(hostile, window, qtbot):
    from mo_tablehelp import buy_lead_and_moonpetal, scripted_game, uncover

    hostile(MAGNUM_OPUS)
    c, _chance = scripted_game(window)
    assert _check(window) > 0
    buy_lead_and_moonpetal(c)
    uncover(window)
    assert _check(window) > 0
    assert any(PAYLOAD in line for line in log_lines(window)), log_lines(window)[-5:]


MANSIONS_SHARED = ["games/mansions/decks.json", "games/mansions/monsters.json",
                   "games/mansions/items.json", "games/mansions/investigators.json"]


def _play_on(qtbot, window, steps=8) -> None:
    """Click the last button the bar offers, ``steps`` times (ending turns as it goes)."""
    from mansionsplay import buttons

    c = window.controller
    for _ in range(steps):
        qtbot.waitUntil(lambda: not c.busy(), timeout=20000)
        uncover(window)
        shown = buttons(window.table)
        if not shown or c.record is None:
            break
        qtbot.mouseClick(shown[-1], Qt.MouseButton.LeftButton)
        assert not mangled(window), mangled(window)


def uncover(window) -> None:
    from cardtablehelp import uncover as lift

    lift(window)


def test_mansions_second_edition_scenario_shows_as_written(hostile, window, qtbot):
    from eldertable.engine.messages import Msg
    from eldertable.games.mansions.second import make_config
    from eldertable.ui.i18n import tr_msg

    hostile(["games/mansions/scenarios/quiet-greenhouse.json", *MANSIONS_SHARED])
    window.controller.new_game("mansions", make_config(["human"], {},
                                                       {"scenario": "quiet-greenhouse"}), 3)
    assert _check(window) > 0
    scenario = window.controller.observation(0)["scenario"]
    for key in ("title", "introduction"):  # what the table and the log are given
        assert tr_msg(Msg.from_json(scenario[key])).endswith(PAYLOAD), key
    _play_on(qtbot, window)
    assert _check(window) > 0
    # the story's beats (and their log lines) show from the event loop's next turn on
    qtbot.waitUntil(lambda: any(PAYLOAD in line for line in log_lines(window)), timeout=3000)


def test_mansions_first_edition_story_shows_as_written(hostile, window, qtbot):
    from mansionsfirst import config

    hostile(["games/mansions/scenarios/wardens-garden.json", *MANSIONS_SHARED,
             *(f"games/mansions/first/cards/{deck}.json" for deck in FIRST_DECKS)])
    window.controller.new_game("mansions", config(investigators=("julian-fairweather",)), 3)
    assert _check(window) > 0
    _play_on(qtbot, window)
    assert _check(window) > 0
    # the story's beats (and their log lines) show from the event loop's next turn on
    qtbot.waitUntil(lambda: any(PAYLOAD in line for line in log_lines(window)), timeout=3000)


FIRST_DECKS = ("combat", "event", "objective", "keeper-action", "mythos", "exploration",
               "starting-item", "spell", "trauma", "lock", "obstacle")
HOUSE_RULES = ["games/miskatonic/house_rules.json", "games/magnum_opus/house_rules.json",
               "games/mansions/house_rules_2e.json", "games/mansions/house_rules_1e.json"]


@pytest.mark.parametrize("game", ["mansions", "magnum-opus", "miskatonic"])
def test_setup_dialogs_show_house_rules_and_scenarios_as_written(game, hostile, window, qtbot):
    hostile([*HOUSE_RULES, "games/mansions/scenarios/quiet-greenhouse.json",
             "games/mansions/scenarios/wardens-garden.json", *MISKATONIC, *MAGNUM_OPUS])
    qtbot.mouseClick(window.start_page.cards[game], Qt.MouseButton.LeftButton)
    dialog = window.setup_dialog
    qtbot.waitExposed(dialog)
    assert not mangled(dialog), mangled(dialog)
    assert literal_count(dialog) > 0
    dialog.reject()


def test_the_workbench_scenario_tab_names_markup_in_a_text(qtbot, tmp_path):
    """The designer's tab checks what `eldertable validate` checks, and lists the problem
    (which quotes the markup) as written."""
    import json

    from contenttexthelp import ROOT
    from eldertable.ui.workbench import open_workbench

    data = json.loads((ROOT / "assets/games/mansions/scenarios/quiet-greenhouse.json")
                      .read_text("utf-8"))
    data["meta"]["title"] = "The <b>Quiet</b> Greenhouse"
    path = tmp_path / "marked.json"
    path.write_text(json.dumps(data, indent=2), "utf-8")
    w = open_workbench(scenario_path=path)
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    d = w.designer
    texts = [d.list.item(i).text() for i in range(d.list.count())]
    assert any(t.startswith("meta.title: '<b>Quiet</b>' looks like markup") for t in texts), \
        texts
    assert not mangled(w), mangled(w)


def test_magnum_opus_transmutation_dialog_shows_card_names_as_written(hostile, window, qtbot):
    from mo_tablehelp import buy_lead_and_moonpetal, pass_until_ready, scripted_game
    from test_magnum_opus_transmute import _attempt, _roll

    hostile(MAGNUM_OPUS)
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c, place_first="lead")
    dialog = _roll(window, qtbot, 3)
    assert dialog is not None and dialog.isVisible()
    assert not mangled(dialog), mangled(dialog)
    assert literal_count(dialog) > 0
    assert not mangled(window), mangled(window)


def test_a_puzzle_shows_the_scenario_text_as_written(tmp_path, qtbot):
    """A scenario file given by path (as the workbench plays it), its texts hostile: the
    puzzle opened from the bar shows its prompt and the scenario's words as written."""
    import json
    from pathlib import Path

    from contenttexthelp import poison
    from test_mansions_play_puzzle import house, start

    path = Path(house(tmp_path, "piano"))
    path.write_text(json.dumps(poison(json.loads(path.read_text("utf-8")))), "utf-8")
    controller, table, view = start(qtbot, str(path), "ada-whitlock", "piano")
    host = table.chrome.bar.puzzle
    assert host.story.textFormat() == Qt.TextFormat.PlainText
    assert host.story.text().endswith(PAYLOAD)
    assert not mangled(table), mangled(table)
    assert literal_count(table) > 2
