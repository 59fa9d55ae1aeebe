"""Write generated SVG art to its folder, or check that the files there are current
(``--check``): shared by the art generators in tools/ (figures, covers)."""

from __future__ import annotations

from pathlib import Path


def write_or_check(pictures: dict[str, str], out: Path, what: str, check: bool) -> int:
    """Write ``pictures`` (name -> SVG text) as ``out/<name>.svg``; with ``check``, write
    nothing and say which files differ. 0 when all is well, 1 when files are stale."""
    out.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, text in pictures.items():
        path = out / f"{name}.svg"
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print(f"{what} out of date:", ", ".join(stale))
        return 1
    return 0
