"""A fourth game that comes in through its own package alone: its game.json beside this
file declares it, and these names are the package API the registry asks for (the toy's
rules serve; a real game would bring its own)."""

from toygame import BOTS, default_config, make_config, new_game, setup_spec, simulate_one

__all__ = ["BOTS", "default_config", "make_config", "new_game", "setup_spec", "simulate_one"]
