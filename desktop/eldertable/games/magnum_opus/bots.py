"""Bots for Magnum Opus (filled in below)."""
from ...engine.bots import RandomBot
BOTS = {"random": RandomBot}
