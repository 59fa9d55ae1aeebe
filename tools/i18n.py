#!/usr/bin/env python3
"""The translation workflow in one command.

    python tools/i18n.py update     extract every string, refresh i18n/*.ts, compile *.qm
    python tools/i18n.py check      exit 1 if a .ts is out of date, unfinished or has
                                    vanished entries, or a .qm is out of date
    python tools/i18n.py stats      how many entries each language has and lacks

Strings come from three places:
* Qt code: ``self.tr("…")`` and ``QCoreApplication.translate("Context", "…")``;
* the Qt-free core: ``N_("context", "…")`` (lupdate treats it as QT_TRANSLATE_NOOP);
* content JSON under assets/: every string under a translatable key (see
  ``TRANSLATABLE_KEYS``) becomes an entry in the context ``content:<game>``; the rules
  references (assets/rules/*.json: section titles, paragraphs and list items under
  ``title`` and ``text``) go to the context of the game they name. The extractor
  writes them to a generated Python file of QT_TRANSLATE_NOOP calls that lupdate reads
  like any other source; that file is temporary and never committed;
* a game's declaration (desktop/eldertable/games/<game>/game.json): its ``title`` and
  ``blurb`` go to the context ``games``, as the registry shows them.

The .ts files carry no source locations (``-locations none``) so that moving code does not
churn them. To add a language, copy i18n/eldertable_zh_CN.ts to eldertable_<code>.ts, empty
its translations (or start from ``lupdate -ts``), run ``update`` and translate in Qt
Linguist (``pyside6-linguist i18n/eldertable_<code>.ts``).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "desktop" / "eldertable"
ASSETS = ROOT / "assets"
I18N = ROOT / "i18n"
SOURCE_LANGUAGE = "en"
LANGUAGES_FILE = I18N / "languages.json"

# Keys whose string values (or lists of strings) in content JSON are shown to people.
TRANSLATABLE_KEYS = {
    "name", "title", "text", "description", "introduction", "flavor", "label",
    "prompt", "epilogue", "summary", "effect", "story", "objective", "message",
    "reason", "hint", "caption", "choice", "question", "pass_text", "fail_text",
    "short", "rules_text", "subtitle", "ability", "condition_text", "blurb",
}


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    try:
        import PySide6

        candidate = Path(PySide6.__file__).parent / name.replace("pyside6-", "")
        if candidate.exists():
            return str(candidate)
    except ImportError:
        pass
    sys.exit(f"i18n: {name} not found; install PySide6-Essentials")


def _game_of(path: Path, data: object = None) -> str:
    rel = path.relative_to(ASSETS).parts
    if len(rel) == 2 and rel[0] == "rules" and isinstance(data, dict) \
            and isinstance(data.get("game"), str):
        return data["game"]  # a rules reference: its titles and paragraphs are game content
    if len(rel) >= 2 and rel[0] == "games":
        return rel[1].replace("_", "-")  # the folder magnum_opus holds the game magnum-opus
    return "app"


def _walk(value, key: str | None, out: list[str]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _walk(v, k, out)
    elif isinstance(value, list):
        for v in value:
            _walk(v, key, out)
    elif isinstance(value, str) and key in TRANSLATABLE_KEYS and value.strip():
        out.append(value)


def content_strings() -> dict[str, list[str]]:
    """context -> ordered unique strings found in content JSON."""
    found: dict[str, list[str]] = {}
    for path in sorted(ASSETS.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            sys.exit(f"i18n: {path}: cannot read ({exc})")
        strings: list[str] = []
        _walk(data, None, strings)
        ctx = f"content:{_game_of(path, data)}"
        bucket = found.setdefault(ctx, [])
        for s in strings:
            if s not in bucket:
                bucket.append(s)
    return found


def declaration_strings() -> dict[str, list[str]]:
    """The titles and blurbs of the games the packages declare (context ``games``)."""
    strings: list[str] = []
    for path in sorted((SRC / "games").glob("*/game.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            sys.exit(f"i18n: {path}: cannot read ({exc})")
        for key in ("title", "blurb"):
            value = data.get(key) if isinstance(data, dict) else None
            if isinstance(value, str) and value.strip() and value not in strings:
                strings.append(value)
    return {"games": strings}


def _write_content_source(folder: Path) -> Path:
    out = folder / "content_strings.py"
    lines = ["# generated by tools/i18n.py from assets/**/*.json and the games' game.json; "
             "do not commit"]
    for ctx, strings in (content_strings() | declaration_strings()).items():
        for s in strings:
            lines.append(f"QT_TRANSLATE_NOOP({json.dumps(ctx)}, {json.dumps(s, ensure_ascii=False)})")
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def languages() -> list[str]:
    return sorted(p.stem.split("_", 1)[1] for p in I18N.glob("eldertable_*.ts"))


_CONST = re.compile(r'^([A-Z][A-Z0-9_]*)\s*=\s*("[^"\\]*")\s*(?:#.*)?$', re.M)
_MARK = re.compile(r'\bN_\(\s*([A-Z][A-Z0-9_]*)\s*,')


def _literal_contexts(text: str) -> str:
    """Resolve ``N_(CONST, "...")`` to ``N_("literal", "...")`` for lupdate.

    Modules may name their context once (``C = "magnum-opus"``) and write ``N_(C, "...")``;
    lupdate only reads literal contexts, so the extractor substitutes module-level string
    constants in a temporary copy of the source.
    """
    consts = dict(_CONST.findall(text))
    if not consts:
        return text
    return _MARK.sub(lambda m: f"N_({consts[m.group(1)]}," if m.group(1) in consts
                     else m.group(0), text)


def _sources(tmp: Path) -> list[str]:
    files = []
    for path in sorted(SRC.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        resolved = _literal_contexts(text)
        if resolved is text:
            files.append(str(path))
            continue
        copy = tmp / "src" / path.relative_to(SRC)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(resolved, encoding="utf-8")
        files.append(str(copy))
    files.append(str(_write_content_source(tmp)))
    return files


def run_lupdate(ts_files: list[Path], tmp: Path) -> None:
    listing = tmp / "sources.lst"
    listing.write_text("\n".join(_sources(tmp)) + "\n", encoding="utf-8")
    cmd = [_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete",
           "-tr-function-alias", "QT_TRANSLATE_NOOP+=N_", f"@{listing}", "-ts",
           *[str(t) for t in ts_files]]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"i18n: lupdate failed: {done.stderr.strip() or done.stdout.strip()}")


def run_lrelease(ts: Path, qm: Path) -> None:
    done = subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"i18n: lrelease failed for {ts.name}: {done.stderr.strip()}")


def update() -> None:
    I18N.mkdir(exist_ok=True)
    ts_files = sorted(I18N.glob("eldertable_*.ts"))
    with tempfile.TemporaryDirectory() as tmp:
        run_lupdate(ts_files, Path(tmp))
    for ts in ts_files:
        run_lrelease(ts, ts.with_suffix(".qm"))
    print(f"i18n: updated {', '.join(t.name for t in ts_files)}")


def entries(ts: Path) -> list[dict]:
    root = ET.parse(ts).getroot()
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            out.append({
                "context": name,
                "source": msg.findtext("source"),
                "type": tr.get("type") if tr is not None else None,
                "translation": "".join(tr.itertext()) if tr is not None else "",
            })
    return out


def problems() -> list[str]:
    """Everything that makes the translations out of step with the code."""
    found: list[str] = []
    ts_files = sorted(I18N.glob("eldertable_*.ts"))
    if not ts_files:
        return ["i18n: no .ts file in i18n/"]
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        copies = []
        for ts in ts_files:
            copy = tmpdir / ts.name
            shutil.copy(ts, copy)
            copies.append(copy)
        run_lupdate(copies, tmpdir)
        for ts, copy in zip(ts_files, copies):
            if ts.read_bytes() != copy.read_bytes():
                old = {(e["context"], e["source"]) for e in entries(ts)}
                new = {(e["context"], e["source"]) for e in entries(copy)}
                for c, s in sorted(new - old)[:10]:
                    found.append(f"{ts.name}: new string not extracted yet: [{c}] {s!r}")
                for c, s in sorted(old - new)[:10]:
                    found.append(f"{ts.name}: vanished string still listed: [{c}] {s!r}")
                if not (new - old) and not (old - new):
                    found.append(f"{ts.name}: out of date; run python tools/i18n.py update")
            for e in entries(ts):
                if e["type"] in ("unfinished", "vanished", "obsolete"):
                    found.append(f"{ts.name}: {e['type']}: [{e['context']}] {e['source']!r}")
            qm = ts.with_suffix(".qm")
            fresh = tmpdir / (ts.stem + ".fresh.qm")
            run_lrelease(ts, fresh)
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                found.append(f"{qm.name}: not compiled from the current {ts.name}; "
                             "run python tools/i18n.py update")
    return found


def stats() -> None:
    for ts in sorted(I18N.glob("eldertable_*.ts")):
        es = entries(ts)
        unfinished = sum(1 for e in es if e["type"] == "unfinished")
        print(f"{ts.name}: {len(es)} entries, {len(es) - unfinished} translated, "
              f"{unfinished} unfinished")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "check", "stats"])
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    if args.command == "stats":
        stats()
        return 0
    found = problems()
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
