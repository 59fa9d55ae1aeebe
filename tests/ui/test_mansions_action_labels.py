"""The action bar's words are unique and grammatical in both languages and both editions:
a name inside a sentence loses its capital article ("Push the Gardener", "Use a copper
still"), pushes into one room say which way they go, and a token's action reads as the
app's buttons do (issue 24): "Search the Library", "Explore Hallway 2" for a token of no
label of its own, "Interact: stone altar under the vines in the Greenhouse" for one with
a label; never "Search the search token in ..." or "Interact with A ..."."""

from __future__ import annotations

from mansionsfirst import open_table
from mansionsplay import buttons, click_kind, obs, open_game

from eldertable.ui import i18n


def texts(table) -> list[str]:
    return [b.text() for b in buttons(table)]


def at_the_altar(qtbot):
    c, table = open_game(qtbot)
    state = c.recorder.state
    state.map.reveal_tile("back")
    state.map.move_figure(obs(table)["you"]["id"], "back.altar-bed")  # the Gardener's space
    state._ver += 1  # the legal list is cached by version
    table.reset()
    return c, table


def test_pushes_into_one_room_say_which_way_and_no_article_is_capital(qtbot):
    _c, table = at_the_altar(qtbot)
    words = texts(table)
    assert len(words) == len(set(words))
    pushes = sorted(w for w in words if w.startswith("Push"))
    assert pushes == ["Push the Gardener down into the Greenhouse",
                      "Push the Gardener left into the Greenhouse"]
    assert "Attack the Gardener unarmed" in words
    assert "Interact: stone altar under the vines in the Greenhouse" in words
    assert not [w for w in words if " A " in w or " The " in w or " An " in w]


def test_the_labels_stay_unique_in_chinese(qtbot):
    i18n.set_language(i18n.CHINESE)
    try:
        _c, table = at_the_altar(qtbot)
        words = texts(table)
        assert len(words) == len(set(words))
        assert {w for w in words if w.startswith("将园丁")} == {"将园丁向下推入温室",
                                                                "将园丁向左推入温室"}
        interact = [w for w in words if w.startswith("互动：温室的")]
        assert len(interact) == 1 and not interact[0].isascii(), words
        assert not [w for w in words if "Interact" in w or " the " in w]
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_a_plain_token_is_searched_by_its_room(qtbot):
    _c, table = open_game(qtbot)
    click_kind(qtbot, table, "Explore")
    o = obs(table)
    token = next(t for t in o["map"]["tokens"] if t["kind"] == "search" and not t["label"])
    me = o["you"]["id"]
    c = table.controller
    c.recorder.state.map.move_figure(me, token["space"])
    c.recorder.state._ver += 1
    table.reset()
    words = texts(table)
    search = [w for w in words if w.startswith("Search")]
    room = table.chrome.bar.words.space(token["space"], o)
    assert search == [f"Search the {room}"]
    assert not [w for w in words if "search token" in w or "explore token" in w]
    explore = [w for w in texts(table) if w.startswith("Explore")]
    assert all(" token" not in w for w in explore)


def test_an_explore_token_in_a_numbered_hallway_takes_no_article(qtbot):
    from eldertable.games.mansions.second.actions import Explore, Interact, Search

    _c, table = open_game(qtbot)
    o = obs(table)
    words = table.chrome.bar.words
    hall = next(t for t in o["map"]["tokens"] if t["kind"] == "explore" and not t["label"])
    assert words.space(hall["space"], o) == "Hallway 2"
    assert words.label(Explore(hall["id"]), o) == "Explore Hallway 2"
    lab = dict(hall, id="shelf", kind="interact",
               label={"text": "A bookcase", "context": "content:mansions", "args": {}})
    o2 = dict(o, map=dict(o["map"], tokens=o["map"]["tokens"] + [lab]))
    assert words.label(Interact("shelf"), o2) == "Interact: bookcase in Hallway 2"
    comma = dict(lab, id="still", label=dict(lab["label"], text="A copper still, cold"))
    o3 = dict(o, map=dict(o["map"], tokens=o["map"]["tokens"] + [comma]))
    assert words.label(Search("still"), o3) == "Search: copper still, cold, in Hallway 2"


def test_first_edition_uses_a_copper_still(qtbot):
    from eldertable.games.mansions.first.actions import UseToken

    c, table = open_table(qtbot)  # Warden's Garden: the still stands in the cellar
    state = c.recorder.state
    state.map.move_figure("julian-fairweather", "cellar.racks")
    table.reset()
    o = table.observation()
    assert "still" in {t["id"] for t in o["tokens"]}
    assert table.chrome.bar.words.label(UseToken("still"), o) == \
        "Use a copper still, cold but clean"
    words = texts(table)
    assert len(words) == len(set(words))


def test_a_trade_alone_says_it_is_with_the_floor(qtbot):
    """Seen in a solo game: a bare "Trade" offered with nobody to trade with (a dropped
    possession lay on the floor)."""
    c, table = open_game(qtbot)
    state = c.recorder.state
    you = obs(table)["you"]["id"]
    state.floor.setdefault(state.map.figures[you].space, []).append("lamp-oil#9")
    state._ver += 1
    table.reset()
    assert "Trade: pick up what lies here" in texts(table)
    assert "Trade" not in texts(table)
