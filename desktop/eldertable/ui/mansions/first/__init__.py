"""First-edition play (Forbidden Alchemy) on the Mansions table: investigators against the
Keeper, a person at the same screen or the Keeper bot.

* :mod:`.table` - :class:`~.table.FirstEditionTable`, the Mansions table for a game whose
  rules profile is ``first-edition`` (``..views`` picks it): figures dragged one
  space at a time, a monster dragged by the Keeper for a keeper action that moves it
* :mod:`.chrome` - around the board: :mod:`.bar` (round, turn, threat, time period,
  mutations, objective, what to do, a button per legal action that is no drag),
  :mod:`.testrow` (the d10 test: attribute, modifier, target, roll), :mod:`.panel`
  (investigators, monsters, the Keeper's hand and story choice for the Keeper only),
  :mod:`.puzzles` (a puzzle a card starts) and :mod:`.result` (the epilogue)
* :mod:`.setup` - the Mansions setup dialog with the choice of rule profile, and
  first-edition seats (investigators and the Keeper, people or bots)
* :mod:`.pacing` - the Keeper bot's turn a beat per action (second edition's Pacer)
* :mod:`.words` - actions and things in words

Every view reads ``observation(viewer)`` only: the Keeper's hand, story choice and a
byakhee's token back reach the screen only when the Keeper's seat is the one shown.
"""
