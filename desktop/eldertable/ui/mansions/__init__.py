"""The Mansions table view: the map drawn in a QGraphicsScene, figures dragged with the mouse.

* :mod:`.tiles` - tile art from our SVGs, turned, clipped to the explored rooms, cached
* :mod:`.marks` - tokens, door markers and room names
* :mod:`.pieces` - spaces (drop targets, tooltips, lit places) and figures (standees)
* :mod:`.board` - the scene built from a map observation (``observation["map"]``)
* :mod:`.table` - :class:`~.table.MansionsTable`, the view: zoom, pan, drag, keyboard, range
* :mod:`.walkthrough` - the designer's walk through a scenario's map
"""
