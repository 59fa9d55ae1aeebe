"""Every MO rule and gap id of shared/RULES.md is named by at least one test here."""

from __future__ import annotations

from pathlib import Path

import rulecoverage as rc

HERE = Path(__file__).resolve().parent


def _ids() -> list[str]:
    return rc.section_ids("MO", "## MO: Magnum Opus", "## MM: Miskatonic")


@rc.needs_rules
def test_mo_every_rule_id_has_a_named_test():
    ids = _ids()
    assert len(rc.split(ids)[0]) == 163
    tests = rc.sources(rc.files(HERE, "test_mo_*.py", skip=[Path(__file__)]))
    missing = rc.missing(ids, lambda i: rc.mentions(i, tests))
    assert not missing, missing
