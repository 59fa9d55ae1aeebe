#!/usr/bin/env python3
"""Fill translations into a .ts file from a JSON table (a translator's batch tool).

    python tools/ts_fill.py i18n/eldertable_zh_CN.ts table.json [--overwrite]
    python tools/ts_fill.py i18n/eldertable_zh_CN.ts table.json --export [--contexts A,B]

``table.json`` maps a context to ``{source: translation}``; the context "*" applies to
every context. Only unfinished entries are filled unless --overwrite is given. Run
``python tools/i18n.py update`` afterwards to normalise the file and compile the .qm.
Qt Linguist remains the tool for reviewing and editing single entries.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def fill(ts: Path, table: dict[str, dict[str, str]], overwrite: bool = False) -> tuple[int, int]:
    tree = ET.parse(ts)
    filled = missing = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            src = msg.findtext("source")
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            if tr.get("type") != "unfinished" and not overwrite:
                continue
            text = table.get(name, {}).get(src, table.get("*", {}).get(src))
            if not text:
                missing += 1
                continue
            if msg.get("numerus") == "yes":
                for child in list(tr):
                    tr.remove(child)
                ET.SubElement(tr, "numerusform").text = text
                tr.text = None
            else:
                tr.text = text
            tr.attrib.pop("type", None)
            filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled, missing


def export(ts: Path, contexts: set[str] | None) -> dict[str, dict[str, str]]:
    """The unfinished entries as a table to fill in (values empty)."""
    table: dict[str, dict[str, str]] = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name")
        if contexts and name not in contexts:
            continue
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") == "unfinished":
                table.setdefault(name, {})[msg.findtext("source")] = ""
    return table


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ts", type=Path)
    ap.add_argument("table", type=Path)
    ap.add_argument("--overwrite", action="store_true")
    ap.add_argument("--export", action="store_true", help="write the unfinished entries")
    ap.add_argument("--contexts", help="with --export: only these contexts (comma-separated)")
    a = ap.parse_args()
    if a.export:
        wanted = set(a.contexts.split(",")) if a.contexts else None
        table = export(a.ts, wanted)
        a.table.write_text(json.dumps(table, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"exported {sum(len(v) for v in table.values())} entries to {a.table}")
        return 0
    table = json.loads(a.table.read_text(encoding="utf-8"))
    filled, missing = fill(a.ts, table, a.overwrite)
    print(f"filled {filled}; {missing} entries not in the table left as they were")
    return 0


if __name__ == "__main__":
    sys.exit(main())
