"""Which table view belongs to which game: game id -> view class (or factory), imported only
when needed.

A game's table registers itself: the ui package named like the game's package
(``eldertable.ui.<name>`` for ``…games.<name>``) says in its ``__init__`` where its view
lives, ``TABLE = ".table:PipsTable"`` (a module relative to the package, or a dotted
path ``package.module:Class``). What it names is a view class, or a factory called like one
(``factory(controller, parent)`` returns the view) for a game whose table depends on the
game played (for instance one per rule profile). Either carries the game's own setup dialog
(``setup_dialog``) and smoke screens (``smoke_screens``); windows of the game's own the smoke
run pictures too are declared as ``SMOKE_WINDOWS`` (:func:`smoke_windows`). Tests and add-ons may also
:func:`register_table` a class or a dotted path. Nothing here names a game, and nothing
imports a view until a game is opened; ``has_table`` only asks whether the module exists.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

from ..engine import registry

# Views registered from code (and the classes of declared views, once imported).
_TABLES: dict[str, object] = {}


def register_table(game_id: str, view: object) -> None:
    """Register a view class (or a dotted path ``module:Class``) for ``game_id``."""
    _TABLES[game_id] = view


def unregister_table(game_id: str) -> None:
    _TABLES.pop(game_id, None)


def _declared(game_id: str, name: str = "TABLE") -> str | None:
    """The dotted path the game's ui package declares under ``name`` (its view: ``TABLE``),
    if it declares one."""
    entry = registry.GAMES.get(game_id)
    if entry is None:
        return None
    package = f"{__package__}.{entry.module.rpartition('.')[2]}"
    if not _module_exists(package):
        return None
    target = getattr(importlib.import_module(package), name, None)
    if not isinstance(target, str) or ":" not in target:
        return None
    return package + target if target.startswith(".") else target


def smoke_windows(game_id: str) -> dict:
    """The windows of its own a game offers to the smoke run beside its table: name ->
    ``open(main_window)`` returning the window to picture. Its ui package declares the
    function that lists them as ``SMOKE_WINDOWS = ".module:function"``."""
    target = _declared(game_id, "SMOKE_WINDOWS")
    if target is None:
        return {}
    module_name, _, name = target.partition(":")
    return getattr(importlib.import_module(module_name), name)()


def _target(game_id: str) -> object:
    target = _TABLES.get(game_id)
    return _declared(game_id) if target is None else target


def has_table(game_id: str) -> bool:
    target = _target(game_id)
    if target is None:
        return False
    if not isinstance(target, str):
        return True
    return _module_exists(target.partition(":")[0])


def _module_exists(name: str) -> bool:
    """Whether ``name`` can be imported, without importing it or its own package."""
    parent, _, leaf = name.rpartition(".")
    try:
        spec = importlib.util.find_spec(parent) if parent else None
    except (ImportError, ValueError):
        return False
    if parent and (spec is None or not spec.submodule_search_locations):
        return False
    if not parent:
        return importlib.util.find_spec(name) is not None
    for folder in spec.submodule_search_locations:
        base = Path(folder) / leaf
        if base.with_suffix(".py").is_file() or (base / "__init__.py").is_file():
            return True
    if getattr(sys, "frozen", False):  # a bundle: modules live in its archive, not in files
        try:
            return importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            return False
    return False


def table_class(game_id: str):
    """The view class (or factory) of ``game_id``: ``table_class(game)(controller, parent)``
    makes its view; LookupError when the game has no table view yet."""
    target = _target(game_id)
    if target is None:
        raise LookupError(game_id)
    if isinstance(target, str):
        module_name, _, cls_name = target.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            raise LookupError(game_id) from None
        target = getattr(module, cls_name)
        _TABLES[game_id] = target
    return target
