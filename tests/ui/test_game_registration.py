"""A game and its table come in through their own packages: the start page shows a game
declared by a package from tests/ in the place its declaration asks for, and plays it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from eldertable.engine import registry
from eldertable.ui import tables


def test_each_shipped_table_is_declared_by_its_own_ui_package():
    found = {game: tables._declared(game) for game in ("mansions", "magnum-opus", "miskatonic")}
    assert found == {"mansions": "eldertable.ui.mansions.views:TABLES",  # one per profile
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


def test_the_mansions_factory_picks_the_table_of_the_profile_played(qtbot):
    """One place picks the table (ui/mansions/views.py), not ``MansionsTable.__new__``; the
    table keeps the scene and the drag its base class built."""
    from mansionsfirst import config

    from PySide6.QtWidgets import QGraphicsScene

    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.board import MansionsBoard
    from eldertable.ui.mansions.first.table import FirstEditionTable
    from eldertable.ui.mansions.table import MansionsDrag, MansionsTable
    from eldertable.ui.table_base import DragInteraction

    factory = tables.table_class("mansions")
    assert factory.setup_dialog().__name__ == "MansionsSetupDialog"
    assert isinstance(factory.smoke_screens(), dict) and factory.smoke_screens()
    views = []
    for cfg in (None, config()):
        controller = GameController()
        if cfg is not None:
            controller.new_game("mansions", cfg, 3)
        view = factory(controller)
        qtbot.addWidget(view)
        views.append(view)
        assert isinstance(view.scene(), MansionsBoard) and view.board is view.scene()
        assert isinstance(view.interaction, MansionsDrag)
        assert view.findChildren(QGraphicsScene) == [view.board]  # none made to be dropped
        assert view.findChildren(DragInteraction) == [view.interaction]  # none thrown away
    assert type(views[0]) is MansionsTable and type(views[1]) is FirstEditionTable
    plain = MansionsTable(GameController())
    qtbot.addWidget(plain)
    assert type(plain) is MansionsTable  # a class makes what it says, never another
