"""The bots' lean ``tokens`` are kept while the map's tokens per space and its version
stay as they are: every way the tokens change (a token placed in or taken from a space, a
door token placed or taken away, a token swapped for another) must still read as the full
observation's tokens."""

from __future__ import annotations

from eldertable.games import mansions


def _game():
    return mansions.new_game({"players": 3, "seats": ["bot:default"] * 3,
                              "options": {"scenario": "singing-cellar"}}, 5)


def _same(st) -> None:
    assert st.observation(0, False)["tokens"] == st.observation(0)["tokens"]


def test_mom2_lean_tokens_follow_every_change():
    st = _game()
    m = st.map
    ok = sorted(st.explored())
    door = next(d.id for d in st.layout.doors.values()
                if d.a in st.explored() or d.b in st.explored())
    _same(st)
    m.tokens_here(ok[0])  # the tokens per space built, as the rules do
    _same(st)
    m.place_token("test-a", "search", space=ok[0])
    _same(st)
    m.remove_token("test-a")
    m.place_token("test-b", "search", space=ok[-1])
    _same(st)
    m.place_token("test-lock", "barricade", door=door)
    _same(st)
    m.remove_token("test-lock")
    _same(st)
    m.remove_token("test-b")
    _same(st)
    assert not any(t["id"].startswith("test-") for t in st.observation(0, False)["tokens"])
