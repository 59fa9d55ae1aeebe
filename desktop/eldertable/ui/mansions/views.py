"""Which Mansions table a game gets, in one place: a first-edition game the first-edition
table (:class:`~.first.table.FirstEditionTable`), every other game the second-edition one
(:class:`~.table.MansionsTable`). ``TABLE`` in this package's ``__init__`` names
:data:`TABLES`, which ui/tables.py calls like a view class; it also names the game's setup
dialog (either profile) and its smoke screens.
"""

from __future__ import annotations

from .edition import plays_first_edition
from .first.table import FirstEditionTable
from .table import MansionsTable


def make_table(controller, parent=None) -> MansionsTable:
    """The table for the game ``controller`` runs (or will run: no game yet is second
    edition's, as a new game replaces the view anyway)."""
    cls = FirstEditionTable if plays_first_edition(controller) else MansionsTable
    return cls(controller, parent)


class TableFactory:
    """What ui/tables.py finds under ``TABLE``: called with ``(controller, parent)`` it
    makes the profile's table; ``setup_dialog`` and ``smoke_screens`` as a view class has
    them."""

    def __call__(self, controller, parent=None) -> MansionsTable:
        return make_table(controller, parent)

    @staticmethod
    def setup_dialog():
        """The setup dialog of Mansions: either profile (:mod:`.first.setup`)."""
        from .first.setup import MansionsSetupDialog

        return MansionsSetupDialog

    @staticmethod
    def smoke_screens() -> dict:
        """name -> how to put the window at a moment worth a picture (eldertable smoke)."""
        from .showcase import SCREENS
        from .storyshots import SCREENS as STORY  # a story card, a monster, the epilogue

        return {**SCREENS, **STORY}


TABLES = TableFactory()
