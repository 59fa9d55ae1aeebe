"""The bots' lean observation shares parts between games (the adjacency of a move graph,
the explored spaces of a layout's revealed rooms, the tokens' records) and the default bot
shares its distance tables: games played one after the other must still read exactly what
the full observation holds, and a bot must choose in a game the same after other games
as before them."""

from __future__ import annotations

from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.games import mansions
from eldertable.games.mansions.second.bots import BOTS


def _config(k: int) -> dict:
    return {"players": k, "seats": ["bot:default"] * k,
            "options": {"scenario": "singing-cellar", "round_limit": 60}}


def _play(seed: int, k: int, steps: int, check: bool) -> list:
    st = mansions.new_game(_config(k), seed)
    bots = [BOTS["default"](s, seed) for s in range(k)]
    chosen = []
    for _ in range(steps):
        cur = st.current_player()
        if cur == TERMINAL:
            break
        if cur == CHANCE:
            act = st.legal_actions(cur)[0]
        else:
            lean = st.observation(cur, False)
            if check:
                full = st.observation(cur)
                for key in ("adjacency", "map_version", "tokens", "floor", "monsters"):
                    assert lean[key] == full[key], key
                assert dict(lean["used_tokens"]) == full["used_tokens"]
            act = bots[cur].choose(lean, st.legal_actions(cur))
            chosen.append(act)
        st.apply(act)
    return chosen


def test_mom2_lean_parts_shared_between_games_read_as_the_full_ones():
    for seed in (3, 4, 3):  # the third game meets every part the first one kept
        _play(seed, 2, 250, check=True)


def test_mom2_bot_chooses_the_same_after_other_games():
    first = _play(21, 1, 300, check=False)
    for seed in (22, 23):
        _play(seed, 1, 300, check=False)
    assert _play(21, 1, 300, check=False) == first
