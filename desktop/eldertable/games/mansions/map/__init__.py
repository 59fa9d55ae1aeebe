"""The Mansions map: tile geometry, placed layouts, graph searches and the map state.

* :mod:`.geometry` - cells, typed edges, quarter turns, :func:`~.geometry.fits`
* :mod:`.tiles` - tile files and the tile library
* :mod:`.layout` - tiles placed on one grid: numbered spaces, rooms, doors, links
* :mod:`.graph` - movement, range and monster movement as breadth-first searches
* :mod:`.mapstate` - explored rooms, tokens, doors, figures; the questions rules ask
* :mod:`.tileart` - the tile art, drawn from the geometry
"""

from .geometry import EdgeKind, TileDef, fits
from .graph import FLYING_MONSTER, INVESTIGATOR, WALKING_MONSTER, Graph, Mover
from .layout import Layout, Placement
from .mapstate import MapState, MoveReport, TOKEN_KINDS
from .tiles import TileLibrary, library

__all__ = ["EdgeKind", "FLYING_MONSTER", "Graph", "INVESTIGATOR", "Layout", "MapState",
           "MoveReport", "Mover", "Placement", "TOKEN_KINDS", "TileDef", "TileLibrary",
           "WALKING_MONSTER", "fits", "library"]
