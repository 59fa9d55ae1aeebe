"""Shared helpers of the rule-coverage tests: the rule ids of one section of
shared/RULES.md, the test sources and test names of a folder, and whether a test names
or mentions an id. Each game's coverage test chooses how strictly a test must name an id
(see :func:`name_covers`), so moving here changes no game's check."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Iterable

import pytest

#: shared/RULES.md beside the repository (tests/ is one level below the repository root)
RULES = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"

#: mark for tests that read shared/RULES.md
needs_rules = pytest.mark.skipif(not RULES.exists(),
                                 reason="shared/RULES.md is not beside the repository")


def section_ids(prefix: str, start: str, end: str, rules: Path = RULES) -> list[str]:
    """The bold ``**PREFIX-AREA-N**`` ids between the headings ``start`` and ``end``."""
    text = rules.read_text(encoding="utf-8")
    section = text[text.index(start):text.index(end)]
    return sorted(set(re.findall(r"\*\*(" + re.escape(prefix) + r"-[A-Z]+-\d+)\*\*", section)))


def split(ids: Iterable[str]) -> tuple[list[str], list[str]]:
    """The rule ids and the gap ids (``-GAP-``)."""
    ids = list(ids)
    return [i for i in ids if "-GAP-" not in i], [i for i in ids if "-GAP-" in i]


def files(folder: Path, pattern: str, skip: Iterable[Path] = ()) -> list[Path]:
    skipped = {Path(p).resolve() for p in skip}
    return sorted(p for p in folder.glob(pattern) if p.resolve() not in skipped)


def sources(paths: Iterable[Path]) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in paths)


def defined_tests(paths: Iterable[Path], prefix: str = "test_") -> set[str]:
    """The names of the test functions (``def test_...``) at the top of the files."""
    names: set[str] = set()
    for path in paths:
        names.update(re.findall(r"^def (" + re.escape(prefix) + r"\w*)",
                                path.read_text(encoding="utf-8"), re.MULTILINE))
    return names


def key(rule_id: str) -> str:
    """``FA-ERR-14`` -> ``fa_err_14``."""
    return rule_id.lower().replace("-", "_")


def mentions(rule_id: str, text: str) -> bool:
    """The id itself appears in the text (a name, a docstring), not as the start of a
    longer number (``FA-ERR-1`` is not in ``FA-ERR-14``)."""
    return re.search(re.escape(rule_id) + r"(?!\d)", text) is not None


def lists_number(rule_id: str, text: str) -> bool:
    """A ``test_<area>_<n>_<m>_...`` name in the text lists the id's number:
    ``test_mm_final_7_8_9`` names MM-FINAL-7, -8 and -9."""
    area, number = rule_id.rsplit("-", 1)
    return re.search(r"test_" + key(area) + r"_(?:\d+_)*" + number + r"(?!\d)", text) is not None


def name_covers(rule_id: str, name: str, *, first: bool = True, ranges: bool = False) -> bool:
    """A test name names the id: ``test_<id>_...`` (``first``), or, with ``first`` False,
    also ``..._<id>_...`` after another id (``test_fa_err_2_and_fa_gap_18_...``). With
    ``ranges``, ``..._<area>_<n>_to_<area>_<m>_...`` names the ids from n to m."""
    k = key(rule_id) + "_"
    if name.startswith("test_" + k) or (not first and "_" + k in name):
        return True
    if ranges:
        area, num = rule_id.rsplit("-", 1)
        a = key(area)
        for m in re.finditer(rf"{a}_(\d+)_to_{a}_(\d+)_", name):
            if int(m.group(1)) <= int(num) <= int(m.group(2)):
                return True
    return False


def missing(ids: Iterable[str], covered: Callable[[str], bool]) -> list[str]:
    return [i for i in ids if not covered(i)]


def named_by_a_test(names: set[str], **how) -> Callable[[str], bool]:
    """``covered`` for :func:`missing`: some test name covers the id (:func:`name_covers`)."""
    return lambda rule_id: any(name_covers(rule_id, n, **how) for n in names)

