"""Paths written in content files: relative, with ``/``, and never leaving their folder.

The rule is one for every content file of every game: :func:`eldertable.resources.
confinement_problem`; this name stays for the Mansions loaders that call it.
"""

from __future__ import annotations

from ...resources import confinement_problem as contained_path_problem

__all__ = ["contained_path_problem"]
