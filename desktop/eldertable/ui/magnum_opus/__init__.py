"""The Magnum Opus table view (issue 4, "Play").

* :mod:`.table`: :class:`~.table.MagnumOpusTable`, the scene built from one seat's
  observation, and which drag or click means which action;
* :mod:`.layout`: logical places -> scene coordinates, the only module that knows geometry;
* :mod:`.cards`: a card's data (the game's ``card_info``), frame, words and tooltip;
* :mod:`.pieces`: the dumb items (cards, piles, Matrix cells, zones, tokens) and how they draw;
* :mod:`.drag`: the drag gesture that drops on zones as well as on pieces;
* :mod:`.actionbar`: the phases, the prompt and the buttons above the table;
* :mod:`.words`: actions and refusals in words;
* :mod:`.transmute`: the transmutation dialog; :mod:`.result`: the result screen.

Everything here reads observations (``controller.observation(viewer)``) and event data for
the viewing seat, never the state.
"""

#: this game's table view (ui/tables.py finds it here; the class names its setup dialog
#: and smoke screens)
TABLE = ".table:MagnumOpusTable"
