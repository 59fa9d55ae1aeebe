"""Layering and packaging rules (DESIGN.md "Layout")."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


GAMES = ("mansions", "magnum_opus", "miskatonic")
CONTRACTS = ("engine and games never import Qt or plotting",
             "dependencies point one way: ui -> games -> engine",
             "the games never import each other", "the game tables never import each other",
             "the engine names no game")


def _lint_imports(cwd: Path, env: dict | None = None):
    local = Path(sys.executable).parent / "lint-imports"
    exe = str(local) if local.exists() else shutil.which("lint-imports")
    assert exe, "import-linter is not installed"
    return subprocess.run([exe], cwd=cwd, capture_output=True, text=True, env=env)


def test_import_linter_contracts_hold():
    done = _lint_imports(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"Contracts: {len(CONTRACTS)} kept, 0 broken" in done.stdout
    for name in CONTRACTS:
        assert f"{name} KEPT" in done.stdout


def test_contracts_name_every_game_and_its_table():
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}
    assert contracts["the games never import each other"]["type"] == "independence"
    assert sorted(contracts["the games never import each other"]["modules"]) == sorted(
        f"eldertable.games.{g}" for g in GAMES)
    assert sorted(contracts["the game tables never import each other"]["modules"]) == sorted(
        f"eldertable.ui.{g}" for g in GAMES)
    engine = contracts["the engine names no game"]
    assert engine["source_modules"] == ["eldertable.engine"]
    assert engine["forbidden_modules"] == ["eldertable.games"]
    shipped = sorted(p.parent.name for p in (ROOT / "desktop" / "eldertable" / "games")
                     .glob("*/game.json"))
    assert shipped == sorted(GAMES)  # a fourth game joins the independence contract too


def test_the_contracts_catch_a_game_importing_another(tmp_path):
    """A copy of the code where Mansions imports Magnum Opus and the engine imports a game:
    import-linter breaks both contracts."""
    import os

    shutil.copytree(ROOT / "desktop" / "eldertable", tmp_path / "eldertable",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "eldertable" / "games" / "mansions" / "stray.py").write_text(
        "from eldertable.games.magnum_opus import rules\n", encoding="utf-8")
    (tmp_path / "eldertable" / "ui" / "miskatonic" / "stray.py").write_text(
        "from eldertable.ui.mansions import words\n", encoding="utf-8")
    (tmp_path / "eldertable" / "engine" / "stray.py").write_text(
        "import eldertable.games.miskatonic\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    done = _lint_imports(tmp_path, env)
    assert done.returncode != 0
    for name in ("the games never import each other", "the game tables never import each other",
                 "the engine names no game"):
        assert f"{name} BROKEN" in done.stdout, done.stdout


def test_packaging_folder_is_never_a_package():
    assert not (ROOT / "packaging" / "__init__.py").exists()


#: Code that could run what a file says, or a command line through a shell. Qt's
#: ``.exec()`` methods (dialogs, menus, the event loop) are methods: the look-behind skips
#: them, and ``re.compile(`` is a method too.
UNSAFE = re.compile(
    r"(?<![.\w])(eval|exec|compile|__import__)\("
    r"|^\s*(import|from)\s+(pickle|cPickle|marshal|shelve|dill|cloudpickle)\b"
    r"|\b(pickle|marshal|shelve|dill)\.\w+\("
    r"|\byaml\.(load|load_all|unsafe_load|full_load)\("
    r"|\bshell\s*=\s*True"
    r"|\bos\.(system|popen|exec\w*|spawn\w*)\("
    r"|\bruamel\b|\bjsonpickle\b")
#: Folders of code we ship or run by hand; tests may compile test data.
SCANNED = ("desktop", "tools", "packaging", "benchmarks")
#: file: why its one hit is safe
ALLOWED = {
    "benchmarks/cli_startup.py": "execvp of a fixed argument list to time a cold start",
}


def unsafe_lines(text: str) -> list[int]:
    return [i for i, line in enumerate(text.splitlines(), 1) if UNSAFE.search(line)]


def test_the_unsafe_code_scan_tells_qt_exec_from_the_builtin():
    bad = ["eval(text)", "exec(code)", "x = compile(src, 'f', 'exec')", "__import__(name)",
           "import pickle", "from marshal import loads", "pickle.loads(blob)",
           "yaml.load(stream)", "yaml.full_load(s)", "subprocess.run(cmd, shell=True)",
           "os.system('ls')", "os.popen(cmd)", "os.execvp(a, b)"]
    good = ["dialog.exec()", "app.exec()", "menu.exec(pos)", "re.compile(r'x')",
            "yaml.safe_load(text)", "literal_eval_free = 1", "subprocess.run(cmd)",
            "self.shelve = 2", "box.exec_()"]
    assert [b for b in bad if not unsafe_lines(b)] == []
    assert [g for g in good if unsafe_lines(g)] == []


def test_content_is_never_executed():
    """No eval/exec/compile/pickle/marshal/unsafe YAML, no shell, anywhere in the code."""
    offenders = []
    for folder in SCANNED:
        for p in (ROOT / folder).rglob("*.py"):
            rel = p.relative_to(ROOT).as_posix()
            hits = unsafe_lines(p.read_text(encoding="utf-8"))
            if hits and rel not in ALLOWED:
                offenders += [f"{rel}:{i}" for i in hits]
    assert offenders == []
