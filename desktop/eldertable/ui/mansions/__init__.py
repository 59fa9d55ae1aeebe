"""The Mansions table view: the map drawn in a QGraphicsScene, figures dragged with the mouse.

* :mod:`.tiles` - tile art from our SVGs, turned, clipped to the explored rooms, cached
* :mod:`.marks` - tokens, door markers and room names
* :mod:`.pieces` - spaces (drop targets, tooltips, lit places) and figures (standees)
* :mod:`.board` - the scene built from a map observation (``observation["map"]``)
* :mod:`.table` - :class:`~.table.MansionsTable`, the view: zoom, pan, drag, keyboard, range
* :mod:`.views` - which table a game gets (first edition's or second's), chosen in one place
* :mod:`.chrome` - second-edition play around the board: :mod:`.actionbar` (phase, round,
  objective, the dice of a test, a button per legal action that is no drag), :mod:`.puzzlepanel`
  (a puzzle under way) and :mod:`.sidepanel` (investigators, monsters); :mod:`.words` names
  actions and things from the observation
* :mod:`.walkthrough` - the designer's walk through a scenario's map
"""

#: this game's table factory (ui/tables.py finds it here; it picks the profile's table and
#: names the setup dialog and smoke screens)
TABLE = ".views:TABLES"
#: the windows of its own the smoke run pictures too (the walk through a map, the setup
#: dialog at its scenario browser and investigator picker)
SMOKE_WINDOWS = ".setupshots:smoke_windows"
