"""Reliability harnesses shared by tools/killtest.py, fuzz.py, soak.py,
make_golden_saves.py and tests/reliability: which games and scenarios exist (from the
registry), playing them with bots, the loaders to fuzz, invariants, secrets."""
