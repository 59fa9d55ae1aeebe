"""The command line: the app by default, headless subcommands for everything else.

Headless commands never import Qt or pyqtgraph. Exit codes: 0 ok, 1 the work failed,
2 bad input or usage. A user error is one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

from . import __version__

PROG = "eldertable"


class UserError(Exception):
    """Bad input: one line on stderr, exit 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        raise UserError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog=PROG, description="Elder Table: a desktop table for Mansions, "
                "Forbidden Alchemy, Magnum Opus and Miskatonic Madness.")
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    p.add_argument("--lang", help="interface language, e.g. en or zh_CN")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="open the app straight at a new game")
    play.add_argument("game")
    play.add_argument("--seed", type=int)
    play.add_argument("--lang", default=argparse.SUPPRESS,
                      help="interface language, e.g. en or zh_CN")

    sub.add_parser("open", help="open a saved game in the app").add_argument("save")

    bench = sub.add_parser("workbench", help="open the playtest workbench (simulate, plot, "
                           "compare, check a scenario file, odds)")
    bench.add_argument("scenario", nargs="?", help="a Mansions scenario file to check, "
                       "simulate and play in debug mode")
    bench.add_argument("--game", help="the game to simulate")
    bench.add_argument("--lang", default=argparse.SUPPRESS,
                       help="interface language, e.g. en or zh_CN")

    editor = sub.add_parser("editor", help="open the Mansions scenario editor (build a map "
                            "and a story with the mouse)")
    editor.add_argument("scenario", nargs="?", help="a Mansions scenario file to edit")
    editor.add_argument("--lang", default=argparse.SUPPRESS,
                        help="interface language, e.g. en or zh_CN")

    sim = sub.add_parser("simulate", help="play bot against bot, headless")
    sim.add_argument("game")
    sim.add_argument("scenario", nargs="?", help="Mansions: the scenario or story")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--jobs", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--scheduler", metavar="ADDRESS",
                     help="run on a dask.distributed cluster (install the 'cluster' extra)")
    sim.add_argument("--players", type=int, help="Magnum Opus: 2 to 4 seats")
    sim.add_argument("--bots", help="Magnum Opus: bot name for every seat, or a,b,c")
    sim.add_argument("--cultist", help="Miskatonic Madness: the cultist's bot")
    sim.add_argument("--investigator", help="Miskatonic Madness: the investigators' bot")
    sim.add_argument("--investigators", type=int, help="Mansions: how many investigators")
    sim.add_argument("--house-rule", action="append", default=[], metavar="ID=VALUE",
                     help="set a house rule, e.g. MM-GAP-7=choose (repeatable)")

    val = sub.add_parser("validate", help="check content files and saves")
    val.add_argument("files", nargs="+")

    rep = sub.add_parser("replay", help="re-run a saved game record")
    rep.add_argument("save")
    rep.add_argument("--verify", action="store_true", help="check every recorded digest")

    odds = sub.add_parser("odds", help="exact dice odds")
    odds.add_argument("system", choices=["d8", "d10", "transmute", "d6", "combat"])
    odds.add_argument("--dice", type=int)
    odds.add_argument("--clues", type=int, default=0)
    odds.add_argument("--difficulty", type=int)
    odds.add_argument("--target", type=int)
    odds.add_argument("--experience", type=int, default=0)
    odds.add_argument("--reroll", action="store_true")
    odds.add_argument("--need", type=int)
    odds.add_argument("--vs", type=int)
    odds.add_argument("--json", action="store_true")

    smoke = sub.add_parser("smoke", help="render every screen offscreen to PNG files")
    smoke.add_argument("--out", required=True)

    check = sub.add_parser("selfcheck", help="check that this copy works on this machine "
                           "(Qt plugins, translations, fonts, folders, simulations, a window)")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    return p


# --------------------------------------------------------------------------- commands


def _parse_value(raw: str) -> Any:
    low = raw.lower()
    if low in ("true", "on", "yes"):
        return True
    if low in ("false", "off", "no"):
        return False
    try:
        return int(raw)
    except ValueError:
        return raw


def cmd_simulate(args: argparse.Namespace) -> int:
    from .engine import registry, simulate

    entry = registry.get(args.game)
    module = entry.load()
    if args.games < 1:
        raise UserError("simulate: --games must be at least 1")
    if args.jobs < 1:
        raise UserError("simulate: --jobs must be at least 1")
    options: dict[str, Any] = {}
    for name in ("scenario", "players", "cultist", "investigator", "investigators"):
        value = getattr(args, name)
        if value is not None:
            options[name] = value
    if args.bots:
        options["bots"] = args.bots.split(",") if "," in args.bots else args.bots
    if args.house_rule:
        rules = {}
        for item in args.house_rule:
            if "=" not in item:
                raise UserError(f"simulate: --house-rule wants ID=VALUE, not {item!r}")
            key, _, value = item.partition("=")
            rules[key.strip()] = _parse_value(value.strip())
        options["house_rules"] = rules
    del module
    try:
        if args.scheduler:
            from .engine.executors import ClusterUnavailable, simulate_on_cluster

            try:
                out = simulate_on_cluster(entry.id, args.games, args.seed,
                                          scheduler=args.scheduler, options=options)
            except ClusterUnavailable as exc:
                raise UserError(f"simulate: {exc}") from None
        else:
            out = simulate.simulate(entry.id, args.games, args.seed, jobs=args.jobs,
                                    options=options)
    except ValueError as exc:
        raise UserError(f"simulate: {exc}") from None
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for key, value in out.items():
            print(f"{key}: {value}")
    return 1 if out["errors"] else 0


def _content_module(kind: str):
    from .engine import registry

    for entry in registry.GAMES.values():
        prefix = entry.id + "-"
        alt = entry.module.rsplit(".", 1)[-1].replace("_", "-") + "-"
        if kind.startswith(prefix) or kind.startswith(alt):
            module = entry.load_content_support()
            if module is not None and kind in getattr(module, "CONTENT_KINDS", ()):
                return module
    return None


CONTENT_LIMIT = 2 * 1024 * 1024
"""No content file is larger (the games' MAX_CONTENT_BYTES): a larger file can only be a
save, and is checked as one without parsing it first."""


def validate_one(path: str) -> list[str]:
    """Problems of one file (a save or a content file); empty when valid. Each problem is
    one line; a file that is not a regular file is never opened for reading."""
    from .engine import record, saves
    from .engine.safeio import UnreadableFile, one_line, read_regular_bytes

    shown = one_line(path)
    try:
        raw = read_regular_bytes(path, "file", saves.MAX_SAVE_BYTES)
        data = None if len(raw) > CONTENT_LIMIT else saves.parse_json_bytes(raw, shown, "file")
    except (UnreadableFile, saves.SaveError) as exc:
        return [str(exc)]
    if data is None or saves._format_of(data) is not None or (
            isinstance(data, dict) and data.get("eldertable") == "save"):
        try:
            rec, _meta = saves.load_save_bytes(raw, shown)
            record.replay(rec, verify=True)
        except (saves.SaveError, record.ReplayError) as exc:
            msg = str(exc)
            return [msg if msg.startswith(shown) else f"{shown}: {msg}"]
        except Exception as exc:  # noqa: BLE001 - a game not built, a broken config
            return [f"{shown}: {one_line(exc)}"]
        return []
    kind = data.get("kind") if isinstance(data, dict) else None
    if not isinstance(kind, str):
        return [f"{shown}: $: not an Elder Table file (no \"kind\" and not a save)"]
    module = _content_module(kind)
    if module is None:
        return [f"{shown}: $.kind: unknown content kind {one_line(repr(kind))} (or its game is not built yet)"]
    from .engine.contenttext import text_problems

    try:
        problems = [one_line(line) for line in module.validate_file(Path(path))]
    except Exception as exc:  # noqa: BLE001 - validators must not crash the command
        return [f"{shown}: $: the validator failed: {type(exc).__name__}: {one_line(exc)}"]
    # every game's texts: shown as written, so nothing in them may need to be read as markup
    return problems + [one_line(line) for line in text_problems(str(path), data)
                       if one_line(line) not in problems]


def cmd_validate(args: argparse.Namespace) -> int:
    bad = 0
    for path in args.files:
        problems = validate_one(path)
        if problems:
            bad += 1
            for line in problems:
                print(line, file=sys.stderr)
        else:
            print(f"{path}: ok")
    return 2 if bad else 0


def cmd_replay(args: argparse.Namespace) -> int:
    from .engine import record, saves

    from .engine.safeio import one_line

    shown = one_line(args.save)
    try:
        rec, _meta = saves.load_save(args.save)
        state = record.replay(rec, verify=args.verify)
    except (saves.SaveError, record.ReplayError) as exc:
        msg = str(exc)
        raise UserError(msg if msg.startswith(shown) else f"{shown}: {msg}") from None
    result = state.result()
    print(f"game: {rec.game}")
    if record.is_debug(rec):
        print(f"debug: a designer's debug game with {record.debug_edits(rec)} edits outside "
              f"the rules, not a real game")
    print(f"actions: {len(rec.actions)}")
    print(f"digest: {state.digest()}")
    if args.verify:
        print("verified: every recorded digest matches")
    if result is not None:
        print(f"winners: {', '.join(result.winners) or 'none'}")
    else:
        print("result: the game is still running")
    return 0


def cmd_odds(args: argparse.Namespace) -> int:
    from .engine import odds

    def need(name: str) -> int:
        value = getattr(args, name)
        if value is None:
            raise UserError(f"odds {args.system}: --{name} is required")
        return value

    try:
        if args.system == "d8":
            out = odds.d8_pool(need("dice"), args.clues,
                               1 if args.difficulty is None else args.difficulty)
        elif args.system == "d10":
            out = odds.d10_under(need("target"))
        elif args.system == "transmute":
            out = odds.transmute(need("difficulty"), args.experience, args.reroll)
        elif args.system == "d6":
            out = odds.d6_at_least(need("dice"), need("need"))
        else:
            out = odds.combat(need("dice"), need("vs"))
    except ValueError as exc:
        raise UserError(f"odds {args.system}: {exc}") from None
    if args.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            if isinstance(value, list):
                value = " ".join(f"{v:.4f}" for v in value)
            elif isinstance(value, float):
                value = f"{value:.4f}"
            print(f"{key}: {value}")
    return 0


def _check_game_playable(game: str) -> str:
    from .engine import registry

    entry = registry.get(game)
    entry.load()
    return entry.id


def cmd_gui(args: argparse.Namespace) -> int:
    from .platform_check import keep_in_startup_log, missing_system_libraries, no_display

    problem = no_display()  # before QApplication: Qt would abort the process (rc 134)
    if problem:
        if not getattr(sys, "frozen", False):  # a bundle's launcher keeps it in the log itself
            keep_in_startup_log(f"{PROG}: {problem}")
        raise UserError(problem)
    problem = missing_system_libraries()
    if problem:
        raise UserError(problem)
    from .ui.app import run

    kwargs: dict[str, Any] = {"language": getattr(args, "lang", None)}
    if args.command == "play":
        kwargs.update(play=_check_game_playable(args.game), seed=args.seed)
    elif args.command == "open":
        problems = validate_one(args.save)  # a bad save: one line and exit 2, no window
        if problems:
            raise UserError(problems[0])
        kwargs["open_path"] = args.save
    elif args.command == "editor":
        kwargs["editor"] = True
        if args.scenario:
            kwargs["editor_file"] = _regular_file("editor", args.scenario)
    elif args.command == "workbench":
        if args.game:
            from .engine import registry

            kwargs["workbench_game"] = registry.get(args.game).id
        if args.scenario:
            kwargs["workbench_file"] = _regular_file("workbench", args.scenario)
        kwargs["workbench"] = True
    return run(**kwargs)


def _regular_file(command: str, name: str) -> str:
    """``name`` when it is a regular file; never a FIFO, a device or a folder (the window
    would read it), else one line and exit 2."""
    from .engine.safeio import UnreadableFile, check_regular

    path = Path(name)
    try:
        check_regular(path, "file")
    except UnreadableFile as exc:
        raise UserError(f"{command}: {exc}") from None
    return str(path)


def cmd_smoke(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"smoke: cannot create {out}: {exc.strerror or exc}") from None
    from .ui.smoke import run_smoke

    paths = run_smoke(out)
    for path in paths:
        print(path)
    return 0 if paths else 1


def cmd_selfcheck(args: argparse.Namespace) -> int:
    from .selfcheck import run_all
    from .ui.selfcheck import qt_checks

    return run_all(args.json, qt_checks=qt_checks)


COMMANDS = {"simulate": cmd_simulate, "validate": cmd_validate, "replay": cmd_replay,
            "odds": cmd_odds, "smoke": cmd_smoke, "play": cmd_gui, "open": cmd_gui,
            "workbench": cmd_gui, "editor": cmd_gui, "selfcheck": cmd_selfcheck}


def main(argv: Sequence[str] | None = None) -> int:
    from .engine.registry import GameNotBuilt, UnknownGame

    try:
        args = build_parser().parse_args(argv)
        handler = COMMANDS.get(args.command, cmd_gui)
        return handler(args)
    except (UserError, UnknownGame, GameNotBuilt) as exc:
        from .engine.safeio import one_line

        msg = one_line(exc)
        print(msg if msg.startswith(PROG) else f"{PROG}: {msg}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 1
    except SystemExit as exc:  # argparse --help/--version
        return int(exc.code or 0)
    except Exception as exc:  # noqa: BLE001 - never a traceback on the terminal
        log = _log_crash()
        print(f"{PROG}: internal error: {type(exc).__name__}: {exc}"
              + (f" (details in {log})" if log else ""), file=sys.stderr)
        return 1


def _log_crash() -> str:
    import datetime
    import traceback

    from .engine.saves import log_dir

    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"crash-{datetime.datetime.now():%Y%m%d-%H%M%S}.log"
        path.write_text(traceback.format_exc(), encoding="utf-8")
        return str(path)
    except OSError:
        return ""


if __name__ == "__main__":
    sys.exit(main())
