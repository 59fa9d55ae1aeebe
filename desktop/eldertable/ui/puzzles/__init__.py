"""Puzzle views (Qt): one view per puzzle type, and the ways to open them.

* :func:`open_puzzle_dialog` / :class:`PuzzleDialog`: a bare puzzle object, modal, on its
  own (the view runs the puzzle's draws and rolls itself).
* :class:`PuzzleHost` / :func:`game_puzzle_view`: a puzzle inside any game, read from the
  game's observation and played through the game's controller (either edition; see
  :mod:`.host` for the four hooks a game provides).
* :func:`view_for`: the view for a puzzle object or a :class:`~.source.PuzzleSource`.

The views themselves are plain widgets that can sit anywhere; they read observations and
legal actions only (:mod:`.source`).
"""

from .dialog import PuzzleDialog, open_puzzle_dialog, view_for
from .host import PuzzleHost, game_puzzle_view
from .source import LocalSource, PuzzleSource, RelaySource

__all__ = ["LocalSource", "PuzzleDialog", "PuzzleHost", "PuzzleSource", "RelaySource",
           "game_puzzle_view", "open_puzzle_dialog", "view_for"]
