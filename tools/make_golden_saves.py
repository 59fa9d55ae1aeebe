"""Write the golden saves: one seeded bot game of every registered game and scenario, in
every save format this build writes or migrates, into tests/data/saves/, with the digest
each replays to in golden.json. tests/reliability/test_golden_saves.py loads them forever.

    python tools/make_golden_saves.py            # only the games and formats still missing
    python tools/make_golden_saves.py --all      # rewrite every golden save (a rules change
                                                 # that changes old games is a decision!)

Existing files are never touched without --all: a golden save is a promise that saves made
by earlier builds keep loading to the same position.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))

from eldertable.engine import saves  # noqa: E402
from eldertable.engine.record import replay  # noqa: E402

from reliability.games import recorded_game, variants  # noqa: E402

FOLDER = ROOT / "tests" / "data" / "saves"
MANIFEST = FOLDER / "golden.json"
SEED = 20261130


def format_1(record) -> list:
    """The draft record of DESIGN.md: ``[1, game, config, seed, actions]``."""
    return [1, record.game, record.config, record.seed, record.actions]


def write(path: Path, doc) -> None:
    saves.atomic_write_text(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--all", action="store_true", help="rewrite existing golden saves too")
    p.add_argument("--toy", action="store_true", help="include the tests' toy game")
    args = p.parse_args(argv)
    if args.toy:
        import toygame

        toygame.install()
    manifest = json.loads(MANIFEST.read_text("utf-8")) if MANIFEST.is_file() else {}
    for variant in variants():
        rec = None
        for fmt in range(1, saves.SAVE_FORMAT + 1):
            name = f"{variant.slug}_format{fmt}.json"
            if name in manifest and (FOLDER / name).is_file() and not args.all:
                continue
            rec = rec or recorded_game(variant, SEED)
            path = FOLDER / name
            if fmt == 1:
                write(path, format_1(rec.record))
            else:
                write(path, saves.save_document(rec.record))
            loaded, _meta = saves.load_save(path)
            state = replay(loaded, verify=True)
            result = state.result()
            manifest[name] = {"game": variant.game, "scenario": variant.scenario,
                              "format": fmt, "actions": len(loaded.actions),
                              "digest": state.digest(),
                              "winners": list(result.winners) if result else None}
            print(f"{name}: {len(loaded.actions)} actions, digest {state.digest()}")
    MANIFEST.write_text(json.dumps(dict(sorted(manifest.items())), indent=1) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
