"""Mansions: the table both rule profiles share (second edition with the app as Keeper, and
first edition with Forbidden Alchemy): the map, the tiles, the scenario format and the
content files, and second-edition rule play.

* :mod:`.map` - tile geometry, placed layouts, movement and range searches, the map state
* :mod:`.scenario` - scenario format v1: models, migrations, loading, checks
* :mod:`.content` - monsters, investigators, items and spells, decks
* :mod:`.second` - second-edition play with the app as Keeper: ``new_game``, the setup
  dialog's contract, bots and the simulator hook (observation keys in its docstring)
"""

from .validation import CONTENT_KINDS, validate_file
from .second import (default_config, make_config, new_game, setup_spec,
                     validate_config)
from .second.bots import BOTS
from .second.sim import simulate_one, simulate_options

ACTION_NAMESPACE = "mansions"

__all__ = ["ACTION_NAMESPACE", "BOTS", "CONTENT_KINDS", "default_config", "make_config",
           "new_game", "setup_spec", "simulate_one", "simulate_options", "validate_config",
           "validate_file"]
