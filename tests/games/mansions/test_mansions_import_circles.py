"""No import circle inside games/mansions (issue 26): a walk over every module's imports,
at module level and inside functions alike (a lazy import still ties two modules)."""

import ast
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DESKTOP = ROOT / "desktop"
PACKAGE = ("eldertable", "games", "mansions")


def import_graph(desktop: Path, package: tuple[str, ...]) -> dict[str, set[str]]:
    """{module: the modules of ``package`` it imports}. ``from X import name`` counts as
    importing X.name when that is a module of the package, X otherwise."""
    folder = desktop.joinpath(*package)
    modules: dict[str, tuple[Path, bool]] = {}
    for path in folder.rglob("*.py"):
        parts = list(path.relative_to(desktop).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        modules[".".join(parts)] = (path, is_package)
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        here = name.split(".") if is_package else name.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = here[:len(here) - node.level + 1]
                    base = ".".join(up + ([node.module] if node.module else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            found.update(t for t in targets if t in modules and t != name)
        graph[name] = found
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[v] = min(low[v], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                part = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    part.append(w)
                    if w == v:
                        break
                if len(part) > 1:
                    out.append(sorted(part))
    return out


def test_games_mansions_has_no_import_circle():
    graph = import_graph(DESKTOP, PACKAGE)
    assert len(graph) > 80  # the walk found the package
    assert circles(graph) == []


def test_first_edition_does_not_import_second_edition():
    graph = import_graph(DESKTOP, PACKAGE)
    first = "eldertable.games.mansions.first"
    second = "eldertable.games.mansions.second"
    reach = sorted((m, t) for m, ts in graph.items() if m.startswith(first)
                   for t in ts if t == second or t.startswith(second + "."))
    assert reach == []


def test_the_walk_finds_a_circle_made_in_a_copy(tmp_path):
    """A copy of the package where the shared interpreter imports second-edition play
    lazily, inside a function, and second-edition play imports it: one circle."""
    shutil.copytree(DESKTOP.joinpath(*PACKAGE), tmp_path.joinpath(*PACKAGE),
                    ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path.joinpath(*PACKAGE, "scenario", "interpreter.py")
    target.write_text(target.read_text(encoding="utf-8")
                      + "\n\ndef _stray():\n    from ..second import events\n",
                      encoding="utf-8")
    found = circles(import_graph(tmp_path, PACKAGE))
    assert len(found) == 1
    assert {"eldertable.games.mansions.scenario.interpreter",
            "eldertable.games.mansions.second.events"} <= set(found[0])


def test_the_walk_reads_relative_imports_of_modules_and_of_names():
    graph = import_graph(DESKTOP, PACKAGE)
    story = graph["eldertable.games.mansions.first.story"]
    assert "eldertable.games.mansions.scenario.interpreter" in story
    assert "eldertable.games.mansions.scenario.models" in story
