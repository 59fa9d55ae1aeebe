"""Mansions: the table both rule profiles share (second edition with the app as Keeper, and
first edition with Forbidden Alchemy): the map, the tiles, the scenario format and the
content files, and rule play of both profiles.

* :mod:`.map` - tile geometry, placed layouts, movement and range searches, the map state
* :mod:`.scenario` - scenario format v1: models, migrations, loading, checks
* :mod:`.content` - monsters, investigators, items and spells, decks
* :mod:`.second` - second-edition play with the app as Keeper: ``new_game``, the setup
  dialog's contract, bots and the simulator hook (observation keys in its docstring)
* :mod:`.first` - first-edition play with Forbidden Alchemy against the Keeper (a seat:
  a person or the Keeper bot); its setup contract is ``setup_spec()["first_edition"]``

``new_game``, ``validate_config``, ``simulate_options`` and ``simulate_one`` play the
profile of the scenario named in the config or options.
"""

from typing import Any

from .common.summarylabels import SUMMARY_LABELS
from .validation import CONTENT_KINDS as _KINDS_SHARED
from .validation import validate_file as _validate_shared
from . import second as _second
from .second import default_config, make_config
from .second.bots import BOTS
from .second.sim import simulate_one as _simulate_one_2e
from .second.sim import simulate_options as _simulate_options_2e

ACTION_NAMESPACE = "mansions"
#: first-edition card files, components list, rules data and story companions
#: (:mod:`.first.validate`)
_KINDS_1E = frozenset({"mansions-1e-cards", "mansions-1e-components", "mansions-1e-rules",
                       "mansions-1e-story"})
CONTENT_KINDS = set(_KINDS_SHARED) | _KINDS_1E


def validate_file(path) -> list[str]:
    """Problems of one Mansions content file, chosen by its ``kind``; empty: valid."""
    from .jsonmodel import ContentError, read_content

    try:
        data = read_content(path, "content file")
    except ContentError:
        data = None  # the shared check says what is wrong
    kind = data.get("kind") if isinstance(data, dict) else None
    if isinstance(kind, str) and kind in _KINDS_1E:
        from .first.validate import problems

        return problems(path)
    return _validate_shared(path)


def _first(ref: Any) -> bool:
    from .first.scenarios import is_first_edition

    return is_first_edition(ref)


def _scenario_of(config: Any) -> Any:
    if isinstance(config, dict) and isinstance(config.get("options"), dict):
        return config["options"].get("scenario")
    return None


def new_game(config: dict[str, Any], seed: int, chance=None):
    if _first(_scenario_of(config)):
        from . import first

        return first.new_game(config, seed, chance)
    return _second.new_game(config, seed, chance)


def validate_config(config: Any) -> dict[str, Any]:
    if _first(_scenario_of(config)):
        from .first import validate_config as validate_1e

        return validate_1e(config)
    return _second.validate_config(config)


def setup_spec() -> dict[str, Any]:
    """The second-edition contract, with first-edition play's under ``first_edition``."""
    from .first import setup_spec as setup_spec_1e

    return dict(_second.setup_spec(), first_edition=setup_spec_1e())


def bots_for(config: Any) -> dict[str, Any]:
    """The bots of the profile the config plays (first edition: investigator and Keeper
    bots of :mod:`.first.bots`); :data:`BOTS` are second edition's."""
    if _first(_scenario_of(config)):
        from .first.bots import BOTS as BOTS_1E

        return BOTS_1E
    return BOTS


def simulate_options(options: dict[str, Any]) -> dict[str, Any]:
    if isinstance(options, dict) and _first(options.get("scenario")):
        from .first.sim import simulate_options as options_1e

        return dict(options_1e(options), rules="first-edition")
    return _simulate_options_2e(options)


def simulate_one(options: dict[str, Any], seed: int) -> dict[str, Any]:
    if options.get("rules") == "first-edition" or _first(options.get("scenario")):
        from .first.sim import simulate_one as one_1e

        return one_1e(options, seed)
    return _simulate_one_2e(options, seed)


__all__ = ["ACTION_NAMESPACE", "BOTS", "CONTENT_KINDS", "SUMMARY_LABELS", "bots_for", "default_config",
           "make_config", "new_game", "setup_spec", "simulate_one", "simulate_options", "validate_config",
           "validate_file"]
