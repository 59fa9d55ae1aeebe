"""No import circles: a walk over every module's imports (at the top of the module or inside
a function, as import-linter counts them) finds no module that leads back to itself.

A circle makes the order modules load in matter, hides which part depends on which, and
is how a lazy import inside a function turns into a failure at start-up later. The walk
reads the source only (ast), so it is fast and imports nothing.
"""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "desktop" / "eldertable"


def module_files(package: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package folder ``package``."""
    out = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's own modules that module ``name`` imports, anywhere in its code."""
    def known(dotted: str) -> str | None:
        while dotted and dotted not in modules:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(filter(None, (known(a.name) for a in node.names)))
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:  # "from package import module" imports the module
                sub = f"{source}.{alias.name}"
                found = sub if sub in modules else known(source)
                if found:
                    out.add(found)
    out.discard(name)
    return out


def circles(package: Path, under: str = "") -> list[list[str]]:
    """Every set of modules that import each other round a circle (Tarjan's strongly
    connected components of more than one module), among the modules named ``under*``."""
    modules = module_files(package)
    graph = {m: {d for d in imports_of(m, p, modules) if d.startswith(under)}
             for m, p in modules.items() if m.startswith(under)}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []
    for start in graph:  # iterative, so that a deep package never hits the recursion limit
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        while work:
            node, todo = work[-1]
            step = next(todo, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                ring = []
                while True:
                    top = stack.pop()
                    ring.append(top)
                    if top == node:
                        break
                if len(ring) > 1:
                    found.append(sorted(ring))
    return found


def _say(found: list[list[str]]) -> str:
    return "\n".join(f"{len(r)} modules import each other: {', '.join(r)}" for r in found)


@pytest.mark.parametrize("area", ["eldertable.ui", "eldertable.engine",
                                  "eldertable.games.magnum_opus",
                                  "eldertable.games.miskatonic"])
def test_no_import_circle_in(area):
    found = circles(PACKAGE, area)
    assert not found, _say(found)


@pytest.mark.parametrize("area", ["eldertable.games.mansions", "eldertable"])
def test_no_import_circle_in_games_mansions_nor_the_whole_app(area):
    found = circles(PACKAGE, area)
    assert not found, _say(found)


def test_the_walk_finds_a_circle_put_into_a_copy_of_the_ui(tmp_path):
    """A copy of ui/ has none; the workbench's debug play importing the main window again
    (the ring of ten modules issue 26 took apart) is found, with every module on it."""
    copy = tmp_path / "eldertable"
    shutil.copytree(PACKAGE / "ui", copy / "ui")
    (copy / "__init__.py").write_text("")
    (copy / "engine").mkdir()
    (copy / "engine" / "__init__.py").write_text("")
    assert circles(copy, "eldertable.ui") == []
    debugpanel = copy / "ui" / "workbench" / "debugpanel.py"
    debugpanel.write_text(debugpanel.read_text(encoding="utf-8")
                          + "\n\ndef _main_window():\n    from ..mainwindow import MainWindow\n"
                            "    return MainWindow\n", encoding="utf-8")
    found = circles(copy, "eldertable.ui")
    assert len(found) == 1
    assert {"eldertable.ui.mainwindow", "eldertable.ui.workbench",
            "eldertable.ui.workbench.window", "eldertable.ui.workbench.debugpanel"} <= set(found[0])


def test_the_walk_reads_every_kind_of_import(tmp_path):
    """Absolute and relative, module and name, at the top and inside a function."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    files = {"__init__.py": "", "a.py": "import pkg.b\n", "b.py": "from .sub import c\n",
             "sub/__init__.py": "", "sub/c.py": "def f():\n    from ..a import x\n",
             "d.py": "from . import a\n"}
    for name, text in files.items():
        (pkg / name).write_text(text)
    assert circles(pkg) == [["pkg.a", "pkg.b", "pkg.sub.c"]]
