"""Hidden information, as properties over random play with undo and replay: no seat's
observation, no view a bot of that seat is handed, and no log line or event data shown to
it holds another seat's hand, face-down cards, the Keeper's cards and story, or the order
of an undrawn deck (tools/reliability/secrets.py says what is secret, per game).

More examples: ELDERTABLE_HIDDEN_EXAMPLES=500 pytest tests/reliability/test_hidden_info.py
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eldertable.engine.bots import chance_step
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.engine.record import Recorder, replay
from reliability.games import next_action, variants
from reliability.secrets import Watcher, leaks, secrets_of

EXAMPLES = int(os.environ.get("ELDERTABLE_HIDDEN_EXAMPLES", "6"))
VARIANTS = variants()
STEPS = st.lists(st.one_of(
    st.tuples(st.just("bot"), st.integers(1, 12)),       # the seats' bots play on
    st.tuples(st.just("pick"), st.integers(0, 10_000)),  # any legal action
    st.tuples(st.just("undo"), st.integers(1, 4)),       # undo as the app does: replay
    st.tuples(st.just("replay"), st.just(0)),            # reload the record, verified
), min_size=1, max_size=8)


def _play(variant, seed, steps):
    config = variant.config()
    rec = Recorder(variant.game, config, seed)
    bots = variant.bots(config, seed)
    watch = Watcher(variant.game, rec.state)
    watch.views(rec.state, "the deal")
    for i, (op, n) in enumerate(steps):
        where = f"step {i} ({op} {n}) after {len(rec.record.actions)} actions"
        if op in ("bot", "pick"):
            for _ in range(n if op == "bot" else 1):
                state = rec.state
                seat = state.current_player()
                if seat == TERMINAL:
                    break
                if op == "pick" and seat != CHANCE:
                    legal = state.legal_actions(seat)
                    act = legal[n % len(legal)]
                else:
                    act = chance_step(state) if seat == CHANCE else next_action(state, bots)
                watch.events(rec.state, rec.apply(act), where, act, seat)
        elif op == "undo":
            keep = max(0, len(rec.record.actions) - n)
            before = replay(rec.record, upto=keep)
            rec.truncate(keep, before)
        else:
            again = replay(rec.record, verify=True)
            assert again.digest() == rec.state.digest()
            rec.truncate(len(rec.record.actions), again)
        watch.views(rec.state, where)
    return watch


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_no_seat_learns_what_it_may_not_see(variant):
    @settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 6,
              suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**32), steps=STEPS)
    def prop(seed, steps):
        watch = _play(variant, seed, steps)
        assert watch.leaks == []
        assert watch.checks > 0

    prop()


def test_the_checks_find_a_leak_when_there_is_one():
    """The whole state (its snapshot: every hand and deck in order) leaks to every seat;
    a list holding a deck's next cards in order is caught as a leak of the order."""
    for variant in VARIANTS:
        config = variant.config()
        rec = Recorder(variant.game, config, 3)
        bots = variant.bots(config, 3)
        for _ in range(10):
            rec.apply(next_action(rec.state, bots))
        everything = rec.state.snapshot()
        hiding = 0
        for seat in range(rec.state.num_seats()):
            ids, orders = secrets_of(variant.game, rec.state, seat)
            if not (ids and orders):
                continue  # a seat that sees all there is but deck orders (the Keeper)
            hiding += 1
            found = leaks(everything, ids, orders)
            assert any(f.startswith("id ") for f in found), (variant.name, seat)
            assert any(f.startswith("deck order") for f in found), (variant.name, seat)
            assert leaks({"view": {"next": ["?"] + orders[0]}}, set(), orders)
            assert not leaks({"view": {"next": orders[0][::-1]}}, set(), orders)
        assert hiding >= 1, variant.name  # some seat of every game has secrets


def _miskatonic_after_a_secret_placement():
    """A Miskatonic game where the cultist (seat 0) has put one card face down: the
    Watcher was told of the placement as the cultist's own action."""
    from eldertable.engine.chance import ScriptedChance
    from eldertable.games.miskatonic import actions as A
    from eldertable.games.miskatonic import make_config

    rec = Recorder("miskatonic", make_config(["human", "human"], {}), 1, ScriptedChance([]))
    watch = Watcher("miskatonic", rec.state)
    watch.views(rec.state, "the deal")
    card = rec.state.observation(0)["hand"][0]
    act = A.PlaceCard(card, "research_wing")
    watch.events(rec.state, rec.apply(act), "the placement", act, 0)
    watch.views(rec.state, "after the placement")
    return rec, watch, card


def test_the_watcher_flags_a_card_a_secret_action_named(monkeypatch):
    """Issue 23: the cultist's PlaceCard names the card he put face down. The harness once
    counted every name in an action as seen by every seat, so a view showing that card to
    the investigators could never be flagged. Now only the acting seat learns what its
    action names: an observation, a prompt or a log line of the investigators' that
    names the card is a leak, and the real game shows none."""
    from eldertable.games.miskatonic.state import MiskatonicState

    rec, watch, card = _miskatonic_after_a_secret_placement()
    assert watch.leaks == []
    assert card in watch.seen[0] and card not in watch.seen[1]
    real = MiskatonicState.observation

    def leaky(self, seat, *args, **kwargs):
        obs = real(self, seat, *args, **kwargs)
        if seat == 1:
            obs = dict(obs, peek=card)  # the injected leak
        return obs

    monkeypatch.setattr(MiskatonicState, "observation", leaky)
    watch.views(rec.state, "leaky")
    assert any(f"seat 1 sees in its observation: id {card!r}" in x for x in watch.leaks)
    assert not any("seat 0" in x for x in watch.leaks)
    monkeypatch.setattr(MiskatonicState, "observation", real)

    assert card in watch.seen[1]  # flagged once; from then on the seat has seen it
    rec, watch, card = _miskatonic_after_a_secret_placement()
    monkeypatch.setattr(MiskatonicState, "prompt", lambda self, seat: {"card": card})
    watch.views(rec.state, "leaky prompt")
    assert any(f"seat 1 sees in its prompt: id {card!r}" in x for x in watch.leaks)
    monkeypatch.undo()

    from eldertable.engine.protocol import Event

    rec, watch, card = _miskatonic_after_a_secret_placement()
    told = Event("placed", None, {"card": card}, None)  # event data every seat receives
    watch.events(rec.state, [told], "leaky event")
    assert any(f"seat 1 reads in the log of 'placed': id {card!r}" in x for x in watch.leaks)
