"""Which games exist and where their rules live, without importing any of them.

A game declares itself: its package (``eldertable.games.<name>``, or any package a
:func:`discover` call walks) holds a ``game.json`` beside its ``__init__.py``::

    {"kind": "eldertable-game", "id": "pips", "order": 40, "title": "Pips",
     "blurb": "...", "seats": [2, 4], "picture": "art/games/pips.svg",
     "aliases": ["dice-pips"]}

``order`` places the game on the start page (smaller first, then the id); ``title`` and
``blurb`` are words in the context ``games`` (tools/i18n.py extracts them); ``picture`` is
an asset path relative to assets/. Reading the declarations imports no game: the package
is imported only when a game is set up or played. Nothing here names a game.

A game package exposes:

* ``new_game(config: dict, seed: int, chance: ChanceSource | None = None) -> State``
* ``default_config(**options) -> dict`` and ``validate_config(config) -> dict`` (raise
  ``ValueError`` with a clear message on a bad config)
* ``BOTS: dict[str, Callable[[int, int], Bot]]`` mapping bot names ("random", "default", …)
  to factories taking ``(seat, seed)``
* optionally ``simulate_extras(state) -> dict`` for the simulator's per-game fields.

A declared game whose package lacks ``new_game`` is still listed, and commands that need it
say so in one line. A game may also be registered from code (:func:`register`), as tests do.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from .messages import Msg
from .safeio import UnreadableFile, one_line, read_regular_bytes

DECLARATION = "game.json"  # beside a game package's __init__.py
DECLARATION_KIND = "eldertable-game"
MAX_DECLARATION_BYTES = 16 * 1024
SHIPPED = "eldertable.games"  # the package whose game packages ship with the app


@dataclass(frozen=True)
class GameEntry:
    id: str
    module: str
    title: Msg
    blurb: Msg
    seats: tuple[int, int]
    picture: str  # asset path of its SVG, relative to assets/
    aliases: tuple[str, ...] = ()  # other names the command line and saves accept
    order: int = 1000  # its place on the start page (smaller first)

    def available(self) -> bool:
        try:
            return importlib.util.find_spec(self.module) is not None
        except (ImportError, ValueError):
            return False

    def load(self) -> ModuleType:
        """The game's rules package; GameNotBuilt while it lacks ``new_game``."""
        if not self.available():
            raise GameNotBuilt(self.id)
        module = importlib.import_module(self.module)
        if not hasattr(module, "new_game"):
            raise GameNotBuilt(self.id)
        return module

    def load_content_support(self) -> ModuleType | None:
        """The package for content validation, which may exist before rule play does."""
        if not self.available():
            return None
        return importlib.import_module(self.module)


class GameNotBuilt(Exception):
    def __init__(self, game_id: str):
        super().__init__(f"the game {game_id!r} is not playable yet in this version")
        self.game_id = game_id


class UnknownGame(Exception):
    def __init__(self, game_id: str):
        names = ", ".join(GAMES)
        super().__init__(f"unknown game {game_id!r}; the games are: {names}")


C = "games"
GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Add (or replace) a game; ``GAMES`` stays in start-page order (``order``, then as added)."""
    GAMES[entry.id] = entry
    ordered = sorted(GAMES.values(), key=lambda e: e.order)  # stable: ties keep their turn
    GAMES.clear()
    GAMES.update((e.id, e) for e in ordered)


def unregister(game_id: str) -> None:
    GAMES.pop(game_id, None)


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-")


def get(game_id: str) -> GameEntry:
    key = _key(game_id)
    if key not in GAMES:
        key = next((e.id for e in GAMES.values() if key in e.aliases), key)
    if key not in GAMES:
        raise UnknownGame(game_id)
    return GAMES[key]


class BadDeclaration(ValueError):
    """A game package's ``game.json`` that cannot be used; the message is one line."""


def _text(data: dict, key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise BadDeclaration(f"{where}: {key!r} must be a non-empty text")
    if "{" in value or "}" in value:
        raise BadDeclaration(f"{where}: {key!r} may not hold braces")
    return value


def read_declaration(path: Path | str, module: str) -> GameEntry:
    """The :class:`GameEntry` a ``game.json`` declares for the package ``module``."""
    where = one_line(path)
    try:
        data = json.loads(read_regular_bytes(path, "game declaration", MAX_DECLARATION_BYTES))
    except UnreadableFile as exc:
        raise BadDeclaration(str(exc)) from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise BadDeclaration(f"{where}: not JSON ({one_line(exc)})") from None
    if not isinstance(data, dict) or data.get("kind") != DECLARATION_KIND:
        raise BadDeclaration(f"{where}: not a game declaration (kind {DECLARATION_KIND!r})")
    game_id = _text(data, "id", where)
    if _key(game_id) != game_id:
        raise BadDeclaration(f"{where}: the id must be lower case, words joined by '-'")
    seats = data.get("seats")
    if (not isinstance(seats, list) or len(seats) != 2
            or not all(type(n) is int for n in seats) or not 1 <= seats[0] <= seats[1] <= 16):
        raise BadDeclaration(f"{where}: 'seats' must be [fewest, most], from 1 to 16")
    order = data.get("order", 1000)
    aliases = data.get("aliases", [])
    if type(order) is not int:
        raise BadDeclaration(f"{where}: 'order' must be a whole number")
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip()
                                                 for a in aliases):
        raise BadDeclaration(f"{where}: 'aliases' must be a list of names")
    return GameEntry(game_id, module, Msg(_text(data, "title", where), C),
                     Msg(_text(data, "blurb", where), C), (seats[0], seats[1]),
                     _text(data, "picture", where), tuple(_key(a) for a in aliases), order)


def _declaration_in(folders) -> Path | None:
    for folder in folders:  # a frozen bundle keeps the declarations as data files
        path = Path(folder) / DECLARATION
        if path.is_file():
            return path
    return None


def declare(module: str) -> GameEntry:
    """Register the game the package ``module`` declares (its ``game.json``), without
    importing the package; BadDeclaration (one line) when it declares none or a bad one.
    :func:`discover` registers the shipped games this way; a test's game comes through it too."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError) as exc:
        raise BadDeclaration(f"{module}: cannot be found ({one_line(exc)})") from None
    path = _declaration_in(spec.submodule_search_locations or ()) if spec else None
    if path is None:
        raise BadDeclaration(f"{module}: not a game package (no {DECLARATION} beside it)")
    entry = read_declaration(path, module)
    register(entry)
    return entry


def declared(package: str = SHIPPED) -> tuple[list[GameEntry], list[str]]:
    """The games declared by the packages inside ``package`` (in start-page order), and a
    line for each declaration that could not be read. No game package is imported."""
    try:
        parent = importlib.import_module(package)
    except ImportError as exc:
        return [], [f"{package}: cannot be imported ({one_line(exc)})"]
    found: list[GameEntry] = []
    problems: list[str] = []
    folders = [Path(f) for f in getattr(parent, "__path__", ())]
    # A game is a folder of the package holding a declaration. The folders are looked at,
    # not the import system: a frozen bundle keeps the modules in an archive and the
    # declarations as data files in the package's folder, so this finds them there too.
    names: set[str] = set()
    for folder in folders:
        try:
            names.update(child.name for child in folder.iterdir()
                         if child.name.isidentifier() and (child / DECLARATION).is_file())
        except OSError:
            continue
    for name in sorted(names):
        path = _declaration_in(f / name for f in folders)
        try:
            found.append(read_declaration(path, f"{package}.{name}"))
        except BadDeclaration as exc:
            problems.append(str(exc))
    found.sort(key=lambda e: (e.order, e.id))  # the same order wherever the files lie
    return found, problems


def discover(package: str = SHIPPED) -> list[str]:
    """Register every game declared inside ``package``, in start-page order; the lines of
    the declarations that could not be read (each also logged)."""
    entries, problems = declared(package)
    for entry in entries:
        register(entry)
    if problems:
        import logging  # only when something is wrong: it costs the start-up a few ms

        for line in problems:
            logging.getLogger(__name__).warning("game not registered: %s", line)
    return problems


PROBLEMS = discover()
