"""Mansions: the table both rule profiles share (second edition with the app as Keeper, and
first edition with Forbidden Alchemy): the map, the tiles, the scenario format and the
content files. Rule play comes in later modules; until then there is no ``new_game``.

* :mod:`.map` - tile geometry, placed layouts, movement and range searches, the map state
* :mod:`.scenario` - scenario format v1: models, migrations, loading, checks
* :mod:`.content` - monsters, investigators, items and spells, decks
"""

from .validation import CONTENT_KINDS, validate_file

__all__ = ["CONTENT_KINDS", "validate_file"]
