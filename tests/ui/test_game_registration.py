"""A game and its table come in through their own packages: the start page shows a game
declared by a package from tests/ in the place its declaration asks for, and plays it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from eldertable.engine import registry
from eldertable.ui import tables


def test_each_shipped_table_is_declared_by_its_own_ui_package():
    found = {game: tables._declared(game) for game in ("mansions", "magnum-opus", "miskatonic")}
    assert found == {"mansions": "eldertable.ui.mansions.table:MansionsTable",
                     "magnum-opus": "eldertable.ui.magnum_opus.table:MagnumOpusTable",
                     "miskatonic": "eldertable.ui.miskatonic.table:MiskatonicTable"}
    assert all(tables.has_table(game) for game in found)
    assert tables._declared("toy") is None and not tables._TABLES.get("no-such-game")
    assert list(tables.smoke_windows("mansions")) == [  # its setup's browser, picker; the walk
        "setup-scenarios-zh_CN", "setup-investigators-zh_CN", "setup-scenarios",
        "setup-investigators", "walk"]
    assert tables.smoke_windows("magnum-opus") == {} == tables.smoke_windows("toy")


def test_a_game_from_its_own_package_takes_its_place_and_plays(window, qtbot):
    from toytable import ToyTable

    registry.discover("gamepacks")
    tables.register_table("coin", ToyTable)
    try:
        window.start_page.refresh_games()
        window.start_page.finish_setup()
        cards = window.start_page.cards
        assert list(cards)[:4] == ["mansions", "coin", "magnum-opus", "miskatonic"]
        assert list(cards)[-1] == "toy"
        coin = cards["coin"]
        assert coin.isEnabled() and "Coin" in coin.toolTip()
        qtbot.mouseClick(coin, Qt.MouseButton.LeftButton)
        dialog = window.setup_dialog
        assert dialog is not None and dialog.isVisible()
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.record is not None)
        assert window.controller.record.game == "coin"
        assert window.stack.currentWidget() is window.table_page
    finally:
        window.controller.close_game(emit=False)
        tables.unregister_table("coin")
        registry.unregister("coin")
