"""The Mansions map: tile geometry, placed layouts, graph searches and the map state."""
