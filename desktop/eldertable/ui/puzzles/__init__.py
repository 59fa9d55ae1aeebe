"""Puzzle views (Qt): one view per puzzle type, and a dialog that opens any of them.

The app opens a puzzle from a card or event with :func:`open_puzzle_dialog`; the views
themselves are plain widgets that can sit anywhere.
"""

from .dialog import PuzzleDialog, open_puzzle_dialog, view_for

__all__ = ["PuzzleDialog", "open_puzzle_dialog", "view_for"]
