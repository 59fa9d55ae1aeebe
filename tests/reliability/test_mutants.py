"""tools/mutants.py (the hand mutations that once survived, and the tests that catch them)
stays usable: every mutated line is still in the source once, and every test it names
exists. Running the mutations is the tool's job (about 20 s), not the suite's."""

from __future__ import annotations

import ast

import mutants


def test_every_mutation_still_applies_and_names_real_tests():
    assert len(mutants.MUTANTS) >= 3
    for m in mutants.MUTANTS:
        assert mutants.applies(m), m.name
        assert m.old != m.new
        for node in m.tests:
            path, name = node.split("::")
            tree = ast.parse((mutants.ROOT / path).read_text(encoding="utf-8"))
            assert name in {f.name for f in tree.body if isinstance(f, ast.FunctionDef)}, node


def test_an_unknown_mutation_is_refused_in_one_line(capsys):
    assert mutants.main(["--only", "no-such-mutation"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no-such-mutation" in err
