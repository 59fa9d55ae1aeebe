"""Scenario format v1: models (:mod:`.models`), loading (:mod:`.loader`) and checks
(:mod:`.validate`). docs/scenario-format.md describes the format."""

from .loader import LoadedScenario, load_scenario
from .models import SCENARIO_FORMAT, Scenario

__all__ = ["LoadedScenario", "SCENARIO_FORMAT", "Scenario", "load_scenario"]
