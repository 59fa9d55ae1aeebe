"""No card name is cut short (issue 25: "Prepare H…" on Magnum Opus at 1366x768): a name
too long for its title band at a size that reads takes two lines (three for the longest)
over the top of the picture; at 1366x768 and 1600x1000, in English and in Chinese, every
name the tables paint is drawn whole, and never below the smallest size that reads."""

from __future__ import annotations

import pytest

from eldertable.ui.cardtable import cardpaint
from eldertable.ui.cardtable.textsize import drawn_words, painted_sizes


def _names(view) -> set[str]:
    return {p.face.name for p in view.pieces.values() if getattr(p, "face", None) is not None}


def _open(window, qtbot, game: str, size):
    if game == "magnum-opus":
        from mo_tablehelp import scripted_game
    else:
        from miskatonic_tablehelp import scripted_game
    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: not controller.busy(), timeout=10000)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.table.viewport().width() > size[0] * 0.6, timeout=5000)
    qtbot.wait(20)
    return window.table


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
@pytest.mark.parametrize("game", ["magnum-opus", "miskatonic"])
def test_no_card_name_is_cut_short(window, qtbot, game, size):
    view = _open(window, qtbot, game, size)
    names = _names(view)
    assert len(names) >= 4
    words = drawn_words(view)
    cut = sorted({asked for asked, drawn in words if asked in names and drawn != asked})
    assert cut == []
    assert {asked for asked, _ in words} >= names - {""}  # every name is drawn
    assert min(painted_sizes(view)) >= cardpaint.MIN_SCREEN_PX


def test_no_card_name_is_cut_short_in_chinese(window, qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        pytest.skip("no Chinese translation built")
    view = _open(window, qtbot, "magnum-opus", (1366, 768))
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.wait(50)
        view = window.table
        names = _names(view)
        words = drawn_words(view)
        assert sorted({a for a, d in words if a in names and d != a}) == []
    finally:
        i18n.set_language(i18n.ENGLISH)


LONG = ("old_newspaper", "unauthorized_experiment", "diary_of_a_madman", "shriveled_corpse",
        "observant_student_a", "furious_young_man")


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_no_long_miskatonic_name_is_cut_short(window, qtbot, size):
    """The longest Miskatonic names, in the cultist's hand and face down on a location."""
    from miskatonic_tablehelp import play

    from eldertable.games.miskatonic import actions as A

    view = _open(window, qtbot, "miskatonic", size)
    state = window.controller.recorder.state
    for card in LONG:
        state.table.move(card, state.table.where(card), "hand")
    view.reset()
    play(window, A.PlaceCard("old_newspaper", "library"),
         A.PlaceCard("unauthorized_experiment", "research_wing"))
    qtbot.wait(20)
    view = window.table
    names = _names(view)
    assert {"Old Newspaper Article", "Unauthorized Experiment"} <= names
    words = drawn_words(view)
    assert sorted({a for a, d in words if a in names and d != a}) == []
    assert min(painted_sizes(view)) >= cardpaint.MIN_SCREEN_PX


TABLED = ("incomplete-stone", "lead-to-silver", "lead-to-gold", "copy-manuscripts",
          "brew-remedies", "heartstone")


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_the_other_alchemists_table_shows_every_name(window, qtbot, size):
    """Issue 25: another alchemist with five or six cards on its Table showed them so small
    and so close that no name read. Each lies whole on its own, its name drawn whole."""
    from PySide6.QtCore import QRectF

    from eldertable.ui.cardtable.textsize import cut_when_painted

    view = _open(window, qtbot, "magnum-opus", size)
    state = window.controller.recorder.state
    for cid in TABLED:
        state.table.move(state.table[f"supply:{cid}"].cards[0], f"supply:{cid}", "table1")
    view.reset()
    qtbot.wait(20)
    view = window.table
    tabled = window.controller.observation(0)["seats"][1]["table"]
    assert len(tabled) == len(TABLED)
    pieces = [view.pieces[f"card:{c}"] for c in tabled]
    names = {p.face.name for p in pieces}
    assert "Incomplete Philosophers' Stone" in names
    # each piece, painted on its own at the view's scale, writes its name whole
    scale = view.transform().m11() * view.viewport().devicePixelRatioF()
    for piece in pieces:
        size = piece.size
        seen = cut_when_painted(lambda painter, _r, p=piece: p.paint_body(painter, 1.0),
                                size.width(), size.height(), scale)
        assert piece.face.name in seen["drawn"], (piece.face.name, seen)
        assert seen["smallest_px"][0] >= cardpaint.MIN_SCREEN_PX
    # no card covers another, nor anything else of the panel
    rects = [QRectF(p.scenePos(), p.size) for p in pieces]
    for i, rect in enumerate(rects):
        assert not any(rect.intersects(other) for other in rects[i + 1:]), tabled[i]
    others = [p for pid, p in view.pieces.items()
              if pid.startswith(("back:1:", "deck:1", "discard:1", "gold:1", "xp:1",
                                 "research:1", "clue:1:"))]
    assert others
    for p in others:
        assert not any(QRectF(p.scenePos(), p.size).intersects(r) for r in rects), p.piece_id


@pytest.mark.parametrize("tabled", [2, 6])
@pytest.mark.parametrize("size", [(1200, 800), (1366, 768)])
def test_another_alchemists_revealed_clues_read_whole(window, qtbot, size, tabled):
    """Issue 25, play-98: after the bot's Stone attempt its Clues lay face up in its panel,
    tiny cards whose Reagents did not read at 1200x800. Revealed, each is a strip under the
    cards before that alchemist, the Reagent it names written whole at a size that reads,
    where those cards leave room (two Table cards, the longest name among them); beside a
    longer Table (six cards) the Clues stay small cards at the left. The Table's strips
    keep their size either way."""
    from PySide6.QtCore import QPointF, QRectF

    from eldertable.ui.cardtable.textsize import cut_when_painted
    from eldertable.ui.magnum_opus.pieces import StripPiece

    view = _open(window, qtbot, "magnum-opus", size)
    state = window.controller.recorder.state
    for ctype in ("albedo", "rubedo", "putrefactio"):
        state.table.move(state.table[f"clue:{ctype}"].cards[0], f"clue:{ctype}", "clues1")
    for cid in TABLED[:tabled]:
        state.table.move(state.table[f"supply:{cid}"].cards[0], f"supply:{cid}", "table1")
    state.revealed[1] = True
    view.reset()
    qtbot.wait(20)
    view = window.table
    clues = window.controller.observation(0)["seats"][1]["clues"]
    assert len(clues) == 3 and all(c["reagent"] for c in clues)
    scale = view.transform().m11() * view.viewport().devicePixelRatioF()
    pieces = [view.pieces[f"clue:1:{i}"] for i in range(3)]
    if tabled == 2:
        assert all(isinstance(p, StripPiece) for p in pieces)
        for piece in pieces:
            reagent = view.book.name(piece.face.extra["reagent"])
            size_ = piece.size
            seen = cut_when_painted(lambda painter, _r, p=piece: p.paint_body(painter, 1.0),
                                    size_.width(), size_.height(), scale)
            assert reagent in seen["drawn"], (reagent, seen)
            assert seen["smallest_px"][0] >= cardpaint.MIN_SCREEN_PX
        # the cards on that alchemist's Table still read whole beside them
        for c in window.controller.observation(0)["seats"][1]["table"]:
            piece = view.pieces[f"card:{c}"]
            seen = cut_when_painted(lambda painter, _r, p=piece: p.paint_body(painter, 1.0),
                                    piece.size.width(), piece.size.height(), scale)
            assert piece.face.name in seen["drawn"], (piece.face.name, seen)
    else:
        assert not any(isinstance(p, StripPiece) for p in pieces)
    strip = view.layout_map.panel_strip(QPointF(0, 0), 0, tabled)
    for c in window.controller.observation(0)["seats"][1]["table"]:
        assert view.pieces[f"card:{c}"].size == strip.size()
    # no Clue covers another piece of the panel
    rects = [QRectF(p.scenePos(), p.size) for p in pieces]
    others = [p for pid, p in view.pieces.items()
              if pid.startswith(("back:1:", "deck:1", "discard:1", "gold:1", "xp:1",
                                 "research:1", "card:"))
              and p.isVisible() and p not in pieces]
    for p in others:
        assert not any(QRectF(p.scenePos(), p.size).intersects(r) for r in rects), p.piece_id
