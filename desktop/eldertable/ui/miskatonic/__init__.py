"""The Miskatonic Madness table: the university board, the cultist's cards, the investigators,
the Summon and Mythos tracks and the Final Battle, built from the viewing seat's observation.

Modules: :mod:`.paint` (drawing helpers), :mod:`.cards` (what the table shows of a card),
:mod:`.words` (the view's words), :mod:`.pieces` (cards, investigators, piles) and
:mod:`.panels` (places, tracks, dice, the result): the dumb items; :mod:`.layout` (where
everything lies), :mod:`.board` (the board scene), :mod:`.final` (the Final Battle screen),
:mod:`.gestures` (which drag or click means which action), :mod:`.drag` (drops and clicks
inside places), :mod:`.motion` (moved pieces glide to their new place), :mod:`.choices` and :mod:`.bar` (the phase, prompt and choice buttons above
the table), :mod:`.showcase` (positions worth a picture) and :mod:`.table` (the view).
"""

#: this game's table view (ui/tables.py finds it here; the class names its setup dialog
#: and smoke screens)
TABLE = ".table:MiskatonicTable"
