"""Magnum Opus words a player reads at the Incinerate decision (seen in a played game):
a card is burnt "from" the discard pile, not "of" it; no choice shows an internal id."""

from __future__ import annotations

import re

from eldertable.games.magnum_opus import make_config, new_game
from eldertable.ui.i18n import tr_msg
from eldertable.ui.magnum_opus.cards import MagnumOpusCards


def test_the_incinerate_words(qapp):
    book = MagnumOpusCards({})
    assert book.face("incinerate").summary == "Burn a card from your discard pile"
    state = new_game(make_config(["human", "human"]), 1)
    state.pending_steps.insert(0, ("incinerate",))
    prompt = tr_msg(state.prompt(state.current_player()))
    assert prompt == "Choose a card from your discard pile to burn, or decline."
    assert not re.search(r"\bMO-[A-Z]+-\d", prompt + book.face("incinerate").tooltip)
