"""The Miskatonic Madness table: the university board, the cultist's cards, the investigators,
the Summon and Mythos tracks and the Final Battle, built from the viewing seat's observation.

Modules: :mod:`.paint` (drawing helpers), :mod:`.cards` (what the table shows of a card),
:mod:`.words` (the view's words), :mod:`.pieces` (the dumb items), :mod:`.layout` (where
everything lies), :mod:`.board` (the board scene), :mod:`.final` (the Final Battle screen),
:mod:`.gestures` (which drag or click means which action), :mod:`.drag` (drops inside
places), :mod:`.bar` (the phase, prompt and choice buttons above the table) and
:mod:`.table` (the view).
"""
