"""Issue 30: every field a game's state object holds is declared once, with its type, in
the state class (class-level annotations), and its name is readable: at least three
characters, bar the few listed in SHORT_OK.

The test walks the source (ast) of the state class and of every mixin it is built from,
and of the functions in the modules of the state's package (bots aside: they read
observations) that take the state as ``state``/``st``, for
``self.X = ...`` / ``state.X = ...`` (also ``+=`` and annotated assignments).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap

import pytest

from eldertable.games.magnum_opus.state import MOState
from eldertable.games.mansions.first.state import FirstEditionState
from eldertable.games.mansions.second.state import SecondEditionState
from eldertable.games.miskatonic.state import MiskatonicState

STATES = (MiskatonicState, SecondEditionState, FirstEditionState, MOState)

# Short names kept on purpose, each with its reason.
SHORT_OK: frozenset[str] = frozenset()  # every field has a readable name now


def _game_classes(cls: type) -> list[type]:
    """The state class and its mixins: every class of its MRO written in a game package."""
    return [k for k in cls.__mro__ if k.__module__.startswith("eldertable.games.")]


def _set_on(tree: ast.AST, receivers: tuple[str, ...]) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        stack = list(targets)
        while stack:
            t = stack.pop()
            if isinstance(t, (ast.Tuple, ast.List)):
                stack.extend(t.elts)
            elif (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                  and t.value.id in receivers):
                names.add(t.attr)
    return names


def fields_set(cls: type) -> dict[str, str]:
    """name -> the class or module that sets it."""
    found: dict[str, str] = {}
    modules = set()
    for k in _game_classes(cls):
        tree = ast.parse(textwrap.dedent(inspect.getsource(k)))
        for name in _set_on(tree, ("self",)):
            found.setdefault(name, k.__qualname__)
        modules.add(inspect.getmodule(k))
    package = importlib.import_module(cls.__module__.rsplit(".", 1)[0])
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg and not info.name.startswith("bot"):
            modules.add(importlib.import_module(package.__name__ + "." + info.name))
    for mod in sorted(modules, key=lambda m: m.__name__):
        tree = ast.parse(inspect.getsource(mod))
        for node in tree.body:  # module-level functions over the state
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for name in _set_on(node, ("state", "st")):
                    found.setdefault(name, mod.__name__ + "." + node.name)
    return found


def declared(cls: type) -> set[str]:
    names: set[str] = set()
    for k in cls.__mro__:
        names.update(k.__dict__.get("__annotations__", {}))
        names.update(k.__dict__.get("__slots__", ()))
    return names


@pytest.mark.parametrize("cls", STATES, ids=lambda c: c.__name__)
def test_every_state_field_is_declared_with_its_type_in_the_state_class(cls):
    found = fields_set(cls)
    missing = sorted(f"{name} (set in {where})" for name, where in found.items()
                     if name not in declared(cls))
    assert not missing, f"{cls.__name__} sets undeclared fields: {missing}"
    assert len(found) > 10  # the walk did find the fields


@pytest.mark.parametrize("cls", STATES, ids=lambda c: c.__name__)
def test_no_state_field_name_is_shorter_than_three_characters(cls):
    names = set(fields_set(cls)) | {n for n in declared(cls)
                                    if not n.startswith("__")}
    short = sorted(n for n in names if len(n.lstrip("_")) < 3 and n not in SHORT_OK)
    assert not short, f"{cls.__name__} has short field names: {short}"


def test_the_walk_finds_fields_set_in_every_form():
    tree = ast.parse("def f(self, state):\n"
                     "    self.alpha = 1\n    self.beta += 1\n    self.gamma: int = 0\n"
                     "    self.delta, (self.eps, other.zeta) = 1, (2, 3)\n"
                     "    state.eta = 4\n    self.theta[0] = 5\n")
    assert _set_on(tree, ("self",)) == {"alpha", "beta", "gamma", "delta", "eps"}
    assert _set_on(tree, ("state",)) == {"eta"}
    assert "alpha" not in declared(MiskatonicState)


def mixin_fields(cls: type, mixin: type) -> tuple[set[str], set[str]]:
    """The declared fields of ``cls`` that ``mixin`` reads and assigns (``self.X = ...``)."""
    fields = declared(cls)
    tree = ast.parse(textwrap.dedent(inspect.getsource(mixin)))
    writes = _set_on(tree, ("self",)) & fields
    reads = {n.attr for n in ast.walk(tree)
             if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
             and n.value.id == "self" and isinstance(n.ctx, ast.Load)} & fields
    return reads, writes


def _doc_names(doc: str, label: str) -> set[str]:
    text = " ".join(doc.split())
    part = text.split(label + " ", 1)[1].split(".", 1)[0]
    return set() if part == "nothing" else {n.strip() for n in part.split(",")}


@pytest.mark.parametrize("mixin", _game_classes(SecondEditionState)[1:],
                         ids=lambda c: c.__name__)
def test_each_second_edition_mixin_names_the_fields_it_reads_and_writes(mixin):
    reads, writes = mixin_fields(SecondEditionState, mixin)
    doc = mixin.__doc__ or ""
    assert "Reads:" in doc and "Writes:" in doc, mixin.__name__
    assert _doc_names(doc, "Reads:") == reads
    assert _doc_names(doc, "Writes:") == writes
