"""Every window and dialog of the shell, in Chinese and in the pseudo-locale: no word cut
off, no widget sticking out of its parent, no two widgets on top of each other."""

from __future__ import annotations

import pytest
from layoutshots import LANGUAGES, check

from eldertable.engine import registry
from eldertable.ui import i18n


@pytest.fixture(params=LANGUAGES)
def language(request, window):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)


def test_start_page(window, language):
    window.start_page.load_pictures()
    assert check(window, "start-page", language) == []


@pytest.mark.parametrize("game", ["miskatonic", "magnum-opus", "mansions"])
def test_setup_dialog(window, language, game, qtbot):
    from eldertable.ui.setupdialog import SetupDialog

    entry = registry.get(game)
    dialog = SetupDialog(entry, entry.load(), window, seed=1)
    qtbot.addWidget(dialog)
    assert check(dialog, f"setup-{game}", language) == []


def test_about(window, language, qtbot):
    from eldertable.ui.helpdialogs import AboutDialog

    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    assert check(dialog, "about", language) == []


@pytest.mark.parametrize("reference,page", [("miskatonic", "g:MM-GAP-1"),
                                            ("magnum-opus", "s:experiment"),
                                            ("mansions-2e", "s:actions"),
                                            ("mansions-1e", "s:alchemy-complete")])
def test_rules_reference(window, language, reference, page, qtbot):
    from eldertable.ui.rulesref.dialog import RulesReference

    dialog = RulesReference(None, None, window, reference=reference)
    qtbot.addWidget(dialog)
    assert dialog.show_page(page)
    dialog.search.setText("a")  # the hit count shows too
    assert check(dialog, f"rules-{reference}", language) == []


def test_handoff_curtain(window, language):
    from eldertable.games.miskatonic import make_config

    window.controller.new_game("miskatonic", make_config(["human", "human"], {}), 1)
    assert window.handoff.covered()
    assert check(window, "handoff", language) == []


@pytest.mark.parametrize("tab", ["simulate", "compare", "scenario", "odds"])
def test_workbench_tabs(window, language, tab, qtbot):
    from eldertable.ui.workbench import open_workbench

    bench = open_workbench()
    qtbot.addWidget(bench)
    bench.resize(1200, 800)
    index = {"simulate": 0, "compare": 1, "scenario": 2, "odds": 3}[tab]
    bench.tabs.setCurrentIndex(index)
    assert check(bench, f"workbench-{tab}", language) == []


def _puzzles():
    from eldertable.engine.chance import ScriptedChance
    from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle
    from eldertable.games.mansions.puzzles.budget import FirstEditionBudget, SecondEditionBudget
    from eldertable.games.mansions.puzzles.codes import CodePuzzle
    from eldertable.games.mansions.puzzles.lock import SecondEditionLock
    from eldertable.games.mansions.puzzles.rune import RunePuzzle
    from eldertable.games.mansions.puzzles.slide import SlidePuzzle
    from eldertable.games.mansions.puzzles.wiring import WiringPuzzle

    return {"code": lambda: CodePuzzle(SecondEditionBudget(3, clues=2), seed=3),
            "lock": lambda: SecondEditionLock(SecondEditionBudget(5), seed=5),
            "slide": lambda: SlidePuzzle(SecondEditionBudget(5), seed=4),
            "wiring": lambda: WiringPuzzle(FirstEditionBudget(9), seed=2),
            "rune": lambda: RunePuzzle(FirstEditionBudget(9), seed=8),
            "alchemy": lambda: AlchemyPuzzle("10A", FirstEditionBudget(4, 2, 1),
                                             chance=ScriptedChance([]))}


@pytest.mark.parametrize("kind", ["code", "lock", "slide", "wiring", "rune", "alchemy"])
def test_puzzle_dialog(window, language, kind, qtbot):
    from eldertable.ui.puzzles.dialog import PuzzleDialog

    dialog = PuzzleDialog(_puzzles()[kind](), window)
    qtbot.addWidget(dialog)
    assert check(dialog, f"puzzle-{kind}", language) == []


@pytest.mark.parametrize("game", ["miskatonic", "magnum-opus"])
def test_the_card_games_fold_their_house_rules_under_advanced(window, game, qtbot):
    """Every game's setup folds its house rules (as Mansions does): the dialog opens on
    the seats; one click on Advanced shows the rules, and a second folds them again."""
    from PySide6.QtCore import Qt

    from eldertable.ui.setupdialog import SetupDialog

    entry = registry.get(game)
    dialog = SetupDialog(entry, entry.load(), window, seed=1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    n = len(dialog.rule_widgets)
    assert n > 5 and dialog.advanced is not None
    assert dialog.advanced.text() == f"Advanced: house rules ({n})"
    assert not dialog.rules_box.isVisible()
    qtbot.mouseClick(dialog.advanced, Qt.MouseButton.LeftButton)
    assert dialog.rules_box.isVisible()
    qtbot.mouseClick(dialog.advanced, Qt.MouseButton.LeftButton)
    assert not dialog.rules_box.isVisible()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result_config is not None  # the folded defaults play
