"""Hand mutations of the rules that once survived the suite, each with the tests that must
now catch it. For every mutation the script copies desktop/ into a temporary folder,
changes the one line there, runs the named tests against the copy and expects them to
fail; the repository is never touched.

    python tools/mutants.py               # all of them
    python tools/mutants.py --only mom2-horror-equal --verbose

Prints one line per mutation (caught or SURVIVED). Exit 1 when one survived, 2 when a
mutation no longer applies (its line changed: update MUTANTS).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Mutant:
    name: str
    file: str          # under desktop/eldertable/
    old: str           # must occur exactly once
    new: str
    tests: tuple[str, ...]


MUTANTS = (
    Mutant("mom2-horror-equal", "games/mansions/second/monsters.py",
           "n = 0 if succ >= rating else rating", "n = 0 if succ > rating else rating",
           ("tests/games/mansions/test_mom2_house_rules.py::"
            "test_mom2_gap_1_horror_check_at_the_rating",)),
    Mutant("fa-keeper-cost-equal", "games/mansions/first/keeper.py",
           "if cid in self.used_actions or card.cost > self.threat:",
           "if cid in self.used_actions or card.cost >= self.threat:",
           ("tests/games/mansions/test_fa_components.py::"
            "test_fa_gap_3_keeper_action_costs_exactly_its_threat",)),
    Mutant("fa-threat-effect-cost-equal", "games/mansions/first/keeper.py",
           "if ability and ability.cost <= self.threat",
           "if ability and ability.cost < self.threat",
           ("tests/games/mansions/test_fa_components.py::"
            "test_fa_threat_3_threat_effects_print_a_cost_and_cost_it_at_the_boundary",)),
    Mutant("mo-reshuffle-not-shuffled", "games/magnum_opus/state.py",
           "                shuffle(self.chance, deck)\n",
           "                shuffle(self.chance, list(deck))\n",
           ("tests/games/magnum_opus/test_mo_cards.py::"
            "test_mo_deck_1_reshuffled_discard_is_really_shuffled_and_pinned",)),
    Mutant("mo-experience-over-five", "games/magnum_opus/state.py",
           "n = max(0, min(n, room))", "n = max(0, min(n, room + 1))",
           ("tests/games/magnum_opus/test_mo_transmute.py::"
            "test_mo_xp_1_a_failure_at_four_tokens_stops_at_five",)),
    Mutant("mm-check-need-equal", "games/miskatonic/reveal.py",
           'ok = hits >= self.skill_check["need"]', 'ok = hits > self.skill_check["need"]',
           ("tests/games/miskatonic/test_mm_cards.py::test_mm_card_checks_at_the_boundary",)),
    Mutant("mm-four-is-a-success", "games/miskatonic/reveal.py",
           "hits = faces.count(5) + faces.count(6)",
           "hits = faces.count(4) + faces.count(5) + faces.count(6)",
           ("tests/games/miskatonic/test_mm_cards.py::test_mm_card_checks_at_the_boundary",)),
    Mutant("mm-final-tie-wins", "games/miskatonic/final.py",
           "if ours > his:  # MM-FINAL-9", "if ours >= his:  # MM-FINAL-9",
           ("tests/games/miskatonic/test_mm_final_battle.py::"
            "test_mm_final_9_one_success_more_than_nyarlathotep_defeats_him",)),
)


def source(m: Mutant, desktop: Path = ROOT / "desktop") -> Path:
    return desktop / "eldertable" / m.file


def applies(m: Mutant, desktop: Path = ROOT / "desktop") -> bool:
    """The mutated line is still there, exactly once."""
    path = source(m, desktop)
    return path.is_file() and path.read_text(encoding="utf-8").count(m.old) == 1


def run(m: Mutant, verbose: bool = False) -> bool:
    """Whether the tests catch ``m`` (fail on the mutated copy)."""
    with tempfile.TemporaryDirectory(prefix="mutant-") as tmp:
        desktop = Path(tmp) / "desktop"
        shutil.copytree(ROOT / "desktop", desktop,
                        ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        for shared in ("assets", "i18n"):  # found beside desktop/, as in the repository
            (Path(tmp) / shared).symlink_to(ROOT / shared, target_is_directory=True)
        path = source(m, desktop)
        path.write_text(path.read_text(encoding="utf-8").replace(m.old, m.new),
                        encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=str(desktop), QT_QPA_PLATFORM="offscreen",
                   PYTHONDONTWRITEBYTECODE="1")
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p",
                               "no:cacheprovider", *m.tests], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=600)
        if verbose:
            print(done.stdout[-2000:], file=sys.stderr)
        return done.returncode == 1  # tests ran and failed (not: not collected, crashed)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="apply each hand mutation; its tests must fail")
    p.add_argument("--only", help="mutation names, comma separated")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args(argv)
    chosen = list(MUTANTS)
    if args.only:
        names = set(args.only.split(","))
        unknown = names - {m.name for m in MUTANTS}
        if unknown:
            print(f"mutants: no mutation {', '.join(sorted(unknown))}; the mutations are: "
                  f"{', '.join(m.name for m in MUTANTS)}", file=sys.stderr)
            return 2
        chosen = [m for m in MUTANTS if m.name in names]
    stale = [m.name for m in chosen if not applies(m)]
    if stale:
        print(f"mutants: the line of {', '.join(stale)} changed; update MUTANTS",
              file=sys.stderr)
        return 2
    survived = 0
    for m in chosen:
        caught = run(m, args.verbose)
        survived += not caught
        print(f"{m.name}: {'caught' if caught else 'SURVIVED'}", flush=True)
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())
