"""Which games exist and where their rules live, without importing any of them.

A game package (``eldertable.games.<name>``) exposes:

* ``new_game(config: dict, seed: int, chance: ChanceSource | None = None) -> State``
* ``default_config(**options) -> dict`` and ``validate_config(config) -> dict`` (raise
  ``ValueError`` with a clear message on a bad config)
* ``BOTS: dict[str, Callable[[int, int], Bot]]`` mapping bot names ("random", "default", …)
  to factories taking ``(seat, seed)``
* optionally ``simulate_extras(state) -> dict`` for the simulator's per-game fields.

Until a game's package exists the registry still lists it, and commands that need it say
so in one line.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from types import ModuleType

from .messages import Msg, N_


@dataclass(frozen=True)
class GameEntry:
    id: str
    module: str
    title: Msg
    blurb: Msg
    seats: tuple[int, int]
    picture: str  # asset path of its SVG, relative to assets/

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
    GAMES[entry.id] = entry


def unregister(game_id: str) -> None:
    GAMES.pop(game_id, None)


def get(game_id: str) -> GameEntry:
    key = game_id.strip().lower().replace("_", "-")
    aliases = {"mom2": "mansions", "mansions2e": "mansions", "forbidden-alchemy": "mansions",
               "mo": "magnum-opus", "magnumopus": "magnum-opus", "mm": "miskatonic",
               "miskatonic-madness": "miskatonic"}
    key = aliases.get(key, key)
    if key not in GAMES:
        raise UnknownGame(game_id)
    return GAMES[key]


for _entry in (
    GameEntry(
        "mansions", "eldertable.games.mansions",
        Msg(N_("games", "Mansions"), C),
        Msg(N_("games", "Explore a haunted house against the Keeper: second edition, or first "
                  "edition with Forbidden Alchemy."), C),
        (1, 5), "art/games/mansions.svg"),
    GameEntry(
        "magnum-opus", "eldertable.games.magnum_opus",
        Msg(N_("games", "Magnum Opus"), C),
        Msg(N_("games", "Alchemists race to build their decks and forge the Philosophers' Stone."), C),
        (2, 4), "art/games/magnum_opus.svg"),
    GameEntry(
        "miskatonic", "eldertable.games.miskatonic",
        Msg(N_("games", "Miskatonic Madness"), C),
        Msg(N_("games", "Two players: the cultist summons Nyarlathotep, the investigators stop him."), C),
        (2, 2), "art/games/miskatonic.svg"),
):
    register(_entry)
