"""The Mansions table view: the map drawn in a QGraphicsScene, figures dragged with the mouse.

* :mod:`.tiles` - tile art from our SVGs, turned, clipped to the explored rooms, cached
* :mod:`.marks` - tokens, door markers and room names
* :mod:`.pieces` - spaces (drop targets, tooltips, lit places) and figures (standees)
* :mod:`.board` - the scene built from a map observation (``observation["map"]``)
* :mod:`.table` - :class:`~.table.MansionsTable`, the view: zoom, pan, drag, keyboard, range
* :mod:`.chrome` - second-edition play around the board: :mod:`.actionbar` (phase, round,
  objective, the dice of a test, a button per legal action that is no drag), :mod:`.puzzlepanel`
  (a puzzle under way) and :mod:`.sidepanel` (investigators, monsters); :mod:`.words` names
  actions and things from the observation
* :mod:`.walkthrough` - the designer's walk through a scenario's map
"""

#: this game's table view (ui/tables.py finds it here; the class names its setup dialog
#: and smoke screens)
TABLE = ".table:MansionsTable"
#: the windows of its own the smoke run pictures too (the walk through a map, the setup
#: dialog at its scenario browser and investigator picker)
SMOKE_WINDOWS = ".setupshots:smoke_windows"
