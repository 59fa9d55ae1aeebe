"""Which table view belongs to which game: game id -> view class, imported only when needed.

A view lives at a dotted path ``package.module:Class``. Nothing here imports a view until a
game is opened; ``has_table`` only asks whether the module exists.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

# Where each game's table view will live once its issue builds it.
_TABLES: dict[str, object] = {
    "mansions": "eldertable.ui.mansions.table:MansionsTable",
    "magnum-opus": "eldertable.ui.magnum_opus.table:MagnumOpusTable",
    "miskatonic": "eldertable.ui.miskatonic.table:MiskatonicTable",
}


def register_table(game_id: str, view: object) -> None:
    """Register a view class (or a dotted path ``module:Class``) for ``game_id``."""
    _TABLES[game_id] = view


def unregister_table(game_id: str) -> None:
    _TABLES.pop(game_id, None)


def has_table(game_id: str) -> bool:
    target = _TABLES.get(game_id)
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
    """The view class of ``game_id``; LookupError when the game has no table view yet."""
    target = _TABLES.get(game_id)
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
