"""Rule coverage: every rule and house-rule id of the project's own rules reference has a
real test, and no test is named for an id the reference does not have.

Where the ids come from
    ``assets/rules/<reference>.json``, the rules reference the app shows (Help > Rules),
    read through its own loader: the ids a section ``cites`` and the house rules its text
    marks (``{gap:ID}``). It is part of every clone, so coverage runs everywhere.

What covers an id (decided from the source with :mod:`ast`, nothing is imported or run)
    A test is a function ``test_...`` at the top of a ``tests/**/test_*.py`` file (or a
    method ``test_...`` of a class ``Test...`` there). It covers an id when

    1. it is *named for* the id: its name is ``test_<id>_...`` with the id in lower snake
       case (``MM-REV-3`` -> ``test_mm_rev_3_...``); several ids may lead the name, one after
       the other or joined by ``_and_`` (``test_fa_err_2_and_fa_gap_18_...`` and
       ``test_fa_comp_39_fa_comp_40_...`` name both), or
    2. it is table-driven and one of its parameter ids, written as a literal string
       (``ids=[...]`` of ``pytest.mark.parametrize``, or ``pytest.param(..., id=...)``),
       starts with the id (``"MM-CLEAN-3"``, ``"MM-CLEAN-3-stays"``), and

    3. in either case it *asserts*: its body (not counting functions or classes defined
       inside it) holds an ``assert`` whose condition is not a constant, a
       ``pytest.raises``/``pytest.warns`` (as ``with`` or as a call), a ``pytest.fail``, a
       call of anything named ``assert...`` (``self.assertEqual``, ``assert_frame_equal``),
       or a call of a test helper that asserts by this same rule: a function of the same
       file, or one imported from a module of the tests folders (``mm_helpers``,
       ``tests/<x>.py``), followed however deep the helpers call each other; and
    4. it is not marked ``pytest.mark.skip`` or ``pytest.mark.xfail`` (on itself, its class
       or the whole file through ``pytestmark``).

    An id in a comment, a docstring, a string, a range (``fa_comp_5_to_fa_comp_19``) or a
    list of numbers (``test_mm_final_7_8_9``) covers nothing.

What is wrong the other way
    A test named (1) or a parameter id (2) for an id of a known prefix (MOM2, FA, MO, MM)
    that the reference does not have: a misspelt or stale id.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from eldertable.ui.rulesref.model import REFERENCES, load

TESTS = Path(__file__).resolve().parent
PREFIXES = ("MOM2", "FA", "MO", "MM")

_ID_TEXT = re.compile(r"^((?:MOM2|FA|MO|MM)-[A-Z]+-\d+)(?!\d)")
_NAME_ID = re.compile(r"(mom2|fa|mo|mm)_([a-z]+)_(\d+)(?:_|$)")
_ASSERTING = re.compile(r"^_*assert", re.IGNORECASE)


# ------------------------------------------------------------------ the reference's ids

@lru_cache(maxsize=None)
def reference_ids() -> frozenset[str]:
    """Every id the rules reference cites or marks as a house rule, in all references."""
    ids: set[str] = set()
    for name in REFERENCES:
        ref = load(name)
        ids |= ref.cited() | set(ref.gaps())
    return frozenset(ids)


def ids_of(prefix: str) -> list[str]:
    """The reference's ids of one game (``MO`` is not ``MOM2``)."""
    return sorted(i for i in reference_ids() if i.split("-", 1)[0] == prefix)


def split(ids: Iterable[str]) -> tuple[list[str], list[str]]:
    """The rule ids and the gap ids (``-GAP-``)."""
    ids = list(ids)
    return [i for i in ids if "-GAP-" not in i], [i for i in ids if "-GAP-" in i]


def key(rule_id: str) -> str:
    """``FA-ERR-14`` -> ``fa_err_14``."""
    return rule_id.lower().replace("-", "_")


# ------------------------------------------------------------------ names and ids

def ids_named(name: str) -> list[str]:
    """The ids a test name is named for: ``test_<id>[_[and_]<id>...]_...``, the ids that
    lead the name."""
    if not name.startswith("test_"):
        return []
    rest, out = name[len("test_"):], []
    while True:
        m = _NAME_ID.match(rest)
        if m is None:
            return out
        out.append(f"{m.group(1).upper()}-{m.group(2).upper()}-{m.group(3)}")
        rest = rest[m.end():]
        if rest.startswith("and_"):
            rest = rest[len("and_"):]


def id_of_param(text: str) -> str | None:
    """The rule id a parameter id starts with (``MM-CLEAN-3-stays`` -> ``MM-CLEAN-3``)."""
    m = _ID_TEXT.match(text)
    return m.group(1) if m else None


# ------------------------------------------------------------------ the tests, parsed

@dataclass
class Test:
    file: Path
    name: str
    line: int
    named: list[str]            # ids the name is named for
    params: list[str]           # ids its literal parameter ids start with
    asserts: bool
    skipped: bool

    @property
    def where(self) -> str:
        return f"{self.file.relative_to(TESTS)}:{self.line} {self.name}"

    def covers(self) -> set[str]:
        if not self.asserts or self.skipped:
            return set()
        return set(self.named) | set(self.params)


@dataclass
class _Module:
    path: Path
    tree: ast.Module
    functions: dict[str, ast.AST] = field(default_factory=dict)
    literals: dict[str, ast.AST] = field(default_factory=dict)
    imported: dict[str, tuple[str, str | None]] = field(default_factory=dict)


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else node.attr
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return ""


@lru_cache(maxsize=None)
def _module(path: Path) -> _Module:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    mod = _Module(path, tree)
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mod.functions[node.name] = node
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    mod.literals[target.id] = node.value
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                mod.imported[alias.asname or alias.name] = (node.module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                mod.imported[alias.asname or alias.name] = (alias.name, None)
    return mod


def _helper_module(near: Path, name: str) -> Path | None:
    """A module of the tests folders: beside the test, or at the top of tests/."""
    rel = Path(*name.split(".")).with_suffix(".py")
    for folder in (near.parent, TESTS):
        if (folder / rel).is_file():
            return folder / rel
    return None


def _own_body(node: ast.AST) -> Iterable[ast.AST]:
    """Every node below ``node`` except what functions, lambdas and classes inside it hold."""
    stack = list(ast.iter_child_nodes(node))
    while stack:
        child = stack.pop()
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        yield child
        stack.extend(ast.iter_child_nodes(child))


def _resolve(mod: _Module, call: ast.Call) -> tuple[_Module, ast.AST] | None:
    """The test helper a call calls, if it is one (same file or a tests module)."""
    func = call.func
    if isinstance(func, ast.Name):
        if func.id in mod.functions:
            return mod, mod.functions[func.id]
        if func.id in mod.imported:
            module, name = mod.imported[func.id]
            path = _helper_module(mod.path, module)
            if path is not None and name is not None:
                other = _module(path)
                if name in other.functions:
                    return other, other.functions[name]
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        alias = func.value.id
        if alias in mod.imported:
            module, name = mod.imported[alias]
            path = _helper_module(mod.path, module if name is None else f"{module}.{name}")
            if path is not None:
                other = _module(path)
                if func.attr in other.functions:
                    return other, other.functions[func.attr]
    return None


def _asserts(mod: _Module, node: ast.AST, seen: set[tuple[Path, str]] | None = None) -> bool:
    seen = set() if seen is None else seen
    for child in _own_body(node):
        if isinstance(child, ast.Assert) and not isinstance(child.test, ast.Constant):
            return True
        if isinstance(child, ast.Call):
            name = _dotted(child.func)
            last = name.rsplit(".", 1)[-1]
            if name in ("pytest.raises", "pytest.warns", "pytest.fail", "raises") \
                    or _ASSERTING.match(last):
                return True
            target = _resolve(mod, child)
            if target is not None:
                other, fn = target
                mark = (other.path, getattr(fn, "name", ""))
                if mark not in seen:
                    seen.add(mark)
                    if _asserts(other, fn, seen):
                        return True
    return False


def _literal_list(mod: _Module, node: ast.AST | None) -> list[ast.AST]:
    if isinstance(node, ast.Name) and node.id in mod.literals:
        node = mod.literals[node.id]
    if isinstance(node, (ast.List, ast.Tuple)):
        return list(node.elts)
    return []


def _param_ids(mod: _Module, fn: ast.AST) -> list[str]:
    found: list[str] = []
    for deco in getattr(fn, "decorator_list", []):
        if not (isinstance(deco, ast.Call) and _dotted(deco.func).endswith("mark.parametrize")):
            continue
        values = deco.args[1] if len(deco.args) > 1 else None
        ids = None
        for kw in deco.keywords:
            if kw.arg == "argvalues":
                values = kw.value
            elif kw.arg == "ids":
                ids = kw.value
        texts = [e.value for e in _literal_list(mod, ids)
                 if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        for value in _literal_list(mod, values):
            if isinstance(value, ast.Call) and _dotted(value.func) == "pytest.param":
                texts += [kw.value.value for kw in value.keywords
                          if kw.arg == "id" and isinstance(kw.value, ast.Constant)
                          and isinstance(kw.value.value, str)]
        found += [i for i in map(id_of_param, texts) if i]
    return found


def _skipping(marks: Iterable[ast.AST]) -> bool:
    return any(_dotted(d).endswith(("mark.skip", "mark.xfail")) for d in marks)


def _module_skipped(mod: _Module) -> bool:
    """``pytestmark = pytest.mark.skip(...)`` (or a list holding one) at the top."""
    mark = mod.literals.get("pytestmark")
    if mark is None:
        return False
    return _skipping(mark.elts if isinstance(mark, (ast.List, ast.Tuple)) else [mark])


def _skipped(fn: ast.AST, outer: Iterable[ast.AST] = ()) -> bool:
    return _skipping(list(getattr(fn, "decorator_list", [])) + list(outer))


def _tests_of(path: Path) -> list[Test]:
    mod = _module(path)
    out: list[Test] = []
    defs = (ast.FunctionDef, ast.AsyncFunctionDef)
    functions = [(n, []) for n in mod.tree.body if isinstance(n, defs)]
    for cls in mod.tree.body:
        if isinstance(cls, ast.ClassDef) and cls.name.startswith("Test"):
            functions += [(n, cls.decorator_list) for n in cls.body if isinstance(n, defs)]
    whole = _module_skipped(mod)
    for fn, outer in functions:
        if fn.name.startswith("test_"):
            out.append(Test(path, fn.name, fn.lineno, ids_named(fn.name), _param_ids(mod, fn),
                            _asserts(mod, fn), whole or _skipped(fn, outer)))
    return out


def test_files(root: Path = TESTS) -> list[Path]:
    return sorted(root.rglob("test_*.py"))


def all_tests(paths: Iterable[Path] | None = None) -> list[Test]:
    out: list[Test] = []
    for path in (test_files() if paths is None else paths):
        out += _tests_of(Path(path))
    return out


# ------------------------------------------------------------------ the verdicts

def covered(tests: Iterable[Test]) -> dict[str, list[Test]]:
    """Each covered id and the tests that cover it."""
    out: dict[str, list[Test]] = {}
    for t in tests:
        for rule_id in t.covers():
            out.setdefault(rule_id, []).append(t)
    return out


def uncovered(prefix: str, tests: Iterable[Test] | None = None) -> list[str]:
    """The reference's ids of ``prefix`` that no test covers."""
    got = covered(all_tests() if tests is None else tests)
    return [i for i in ids_of(prefix) if i not in got]


def unknown(prefix: str, tests: Iterable[Test] | None = None) -> list[str]:
    """``file:line test -> ID`` for every test named, or parametrised, for an id of
    ``prefix`` that the reference does not have."""
    known = reference_ids()
    out = []
    for t in (all_tests() if tests is None else tests):
        for rule_id in t.named + t.params:
            if rule_id.split("-", 1)[0] == prefix and rule_id not in known:
                out.append(f"{t.where} -> {rule_id}")
    return out


def hollow(prefix: str, tests: Iterable[Test] | None = None) -> list[str]:
    """Tests named for an id of ``prefix`` that assert nothing (or are skipped)."""
    return [t.where for t in (all_tests() if tests is None else tests)
            if any(i.split("-", 1)[0] == prefix for i in t.named + t.params)
            and (not t.asserts or t.skipped)]
