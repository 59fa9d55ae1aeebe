"""Games register themselves: each game package's game.json, read without importing it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from eldertable.cli import main
from eldertable.engine import registry

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ["mansions", "magnum-opus", "miskatonic"]


def test_the_shipped_games_declare_themselves_in_start_page_order():
    assert registry.PROBLEMS == []
    assert [e.id for e in registry.declared()[0]] == SHIPPED
    assert list(registry.GAMES)[:3] == SHIPPED
    entry = registry.get("magnum-opus")
    assert entry.module == "eldertable.games.magnum_opus"
    assert (entry.seats, entry.picture) == ((2, 4), "art/games/magnum_opus.svg")
    assert entry.title.text == "Magnum Opus" and entry.title.context == "games"
    for game in SHIPPED:
        assert (ROOT / "assets" / registry.get(game).picture).is_file()


@pytest.mark.parametrize("name, game", [("MoM2", "mansions"), ("mansions2e", "mansions"),
                                        ("forbidden_alchemy", "mansions"), ("mo", "magnum-opus"),
                                        ("magnumopus", "magnum-opus"), ("MM", "miskatonic"),
                                        ("Miskatonic_Madness", "miskatonic")])
def test_a_game_is_found_by_the_other_names_it_declares(name, game):
    assert registry.get(name).id == game


def test_reading_the_declarations_imports_no_game():
    code = ("import sys; from eldertable.engine import registry; "
            "print(sorted(registry.GAMES)); "
            "print([m for m in sys.modules if m.startswith('eldertable.games.')])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    games, imported = done.stdout.strip().splitlines()
    assert games == str(sorted(SHIPPED)) and imported == "[]"


def test_the_shared_code_names_no_game():
    for rel in ("engine/registry.py", "ui/tables.py", "ui/smoke.py", "ui/startpage.py",
                "ui/setupdialog.py"):
        text = (ROOT / "desktop" / "eldertable" / rel).read_text(encoding="utf-8").lower()
        for name in ("mansions", "magnum", "miskatonic", "mom2"):
            assert name not in text, (rel, name)


def test_a_game_package_from_tests_comes_in_through_the_same_door(capsys, monkeypatch):
    monkeypatch.delitem(sys.modules, "gamepacks.coin", raising=False)  # another test played it
    problems = registry.discover("gamepacks")
    try:
        assert "coin" in registry.GAMES and "cracked" not in registry.GAMES
        assert "gamepacks.coin" not in sys.modules  # declared, not imported
        assert len(problems) == 1 and "\n" not in problems[0]
        assert "cracked" in problems[0] and "'seats'" in problems[0]
        coin = registry.get("coin-toss")
        assert (coin.id, coin.module, coin.seats, coin.order) == ("coin", "gamepacks.coin",
                                                                   (2, 2), 15)
        assert main(["simulate", "coin", "--games", "5", "--seed", "3", "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["game"] == "coin" and out["errors"] == 0 and sum(out["wins"].values()) == 5
    finally:
        registry.unregister("coin")


def test_the_toy_game_is_declared_too():
    import toygame

    assert registry.get("toy").module == "toygame"
    assert toygame.install() == registry.get("toy")


def _declaration(tmp_path, **changes):
    data = {"kind": "eldertable-game", "id": "pips", "title": "Pips", "blurb": "Dice.",
            "seats": [2, 3], "picture": "art/games/pips.svg"}
    data.update(changes)
    path = tmp_path / "game.json"
    path.write_text(json.dumps({k: v for k, v in data.items() if v is not None}),
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("changes, words", [
    ({"kind": "eldertable-scenario"}, "not a game declaration"),
    ({"id": "Pips Game"}, "lower case"),
    ({"id": None}, "'id'"),
    ({"title": ""}, "'title'"),
    ({"blurb": "{p} wins"}, "braces"),
    ({"seats": [0, 2]}, "'seats'"),
    ({"seats": [3, 2]}, "'seats'"),
    ({"seats": [2, True]}, "'seats'"),
    ({"seats": "2-3"}, "'seats'"),
    ({"order": "first"}, "'order'"),
    ({"aliases": "p"}, "'aliases'"),
    ({"aliases": [""]}, "'aliases'"),
])
def test_a_bad_declaration_is_refused_in_one_line(tmp_path, changes, words):
    with pytest.raises(registry.BadDeclaration) as exc:
        registry.read_declaration(_declaration(tmp_path, **changes), "pips")
    assert words in str(exc.value) and "\n" not in str(exc.value)


@pytest.mark.parametrize("make, words", [
    (lambda p: p.write_bytes(b"\xff\xfe{"), "not JSON"),
    (lambda p: p.write_text("[1, 2", encoding="utf-8"), "not JSON"),
    (lambda p: p.write_text("[" * 100_000, encoding="utf-8"), "too large"),
    (lambda p: p.write_text("[" * 16_000, encoding="utf-8"), "not JSON"),  # nested too deep
    (lambda p: p.mkdir(), "folder"),
    (lambda p: p.write_text("[]", encoding="utf-8"), "not a game declaration"),
])
def test_an_unreadable_declaration_is_refused_in_one_line(tmp_path, make, words):
    path = tmp_path / "game.json"
    make(path)
    with pytest.raises(registry.BadDeclaration) as exc:
        registry.read_declaration(path, "pips")
    assert words in str(exc.value) and "\n" not in str(exc.value)


def test_a_package_that_declares_no_game_is_refused_in_one_line():
    with pytest.raises(registry.BadDeclaration, match="not a game package"):
        registry.declare("gamepacks")
    with pytest.raises(registry.BadDeclaration, match="not a game package"):
        registry.declare("no_such_package_here")


def test_the_games_are_found_by_their_folders_not_the_import_system(monkeypatch):
    """A frozen bundle keeps the modules in an archive and the game.json files in the
    package's folder: the declarations are found without asking the import system."""
    import importlib.util

    def refuse(*args, **kwargs):
        raise AssertionError("the import system was asked")

    monkeypatch.setattr(importlib.util, "find_spec", refuse)
    assert [e.id for e in registry.declared()[0]] == SHIPPED


def test_the_selfcheck_fails_when_the_declarations_did_not_ship(monkeypatch):
    from eldertable import selfcheck

    monkeypatch.setattr(registry, "GAMES", {g: registry.GAMES[g] for g in SHIPPED})  # no toy
    assert "3 games declared" in selfcheck.check_assets()
    monkeypatch.setattr(registry, "declared", lambda package=registry.SHIPPED: ([], []))
    with pytest.raises(selfcheck.CheckFailed, match="no game declares itself"):
        selfcheck.check_assets()
    monkeypatch.setattr(registry, "declared",
                        lambda package=registry.SHIPPED: ([], ["x/game.json: not JSON (…)"]))
    with pytest.raises(selfcheck.CheckFailed, match="not JSON"):
        selfcheck.check_assets()
