"""packaging/make_icons.py: one SVG rendered to PNG, .ico and .icns files that are what
their headers say."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _load_make_icons():
    spec = importlib.util.spec_from_file_location("_eldertable_make_icons",
                                                  ROOT / "packaging" / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_icons_from_the_one_svg(qapp, tmp_path):
    make_icons = _load_make_icons()
    assert make_icons.DEFAULT_SVG == ROOT / "assets" / "art" / "icon.svg"
    written = make_icons.make_icons(make_icons.DEFAULT_SVG, tmp_path)

    # PNG: the Linux icon and every size
    assert png_size(written["png"].read_bytes()) == (256, 256)
    for size in make_icons.PNG_SIZES:
        data = (tmp_path / f"eldertable-{size}.png").read_bytes()
        assert png_size(data) == (size, size)
        assert data[25] == 6  # colour type RGBA: the corners stay transparent

    # ICO: ICONDIR (reserved 0, type 1, count), 16-byte entries, PNG images at their offsets
    ico = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico, 0)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    for i, size in enumerate(make_icons.ICO_SIZES):
        w, h, colors, res, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", ico, 6 + 16 * i)
        assert (w or 256, h or 256) == (size, size)
        assert (colors, res, planes, bits) == (0, 0, 1, 32)
        assert offset + length <= len(ico)
        assert png_size(ico[offset:offset + length]) == (size, size)

    # ICNS: "icns", total length, then (type, length, PNG) elements
    icns = written["icns"].read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, seen = 8, {}
    while pos < len(icns):
        kind = icns[pos:pos + 4]
        length = struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        assert length > 8
        seen[kind] = png_size(icns[pos + 8:pos + length])
        pos += length
    assert pos == len(icns)
    assert seen == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}
    assert seen[b"ic10"] == (1024, 1024)  # the 512@2x macOS asks of an app


def test_a_missing_source_is_one_clear_error(tmp_path):
    make_icons = _load_make_icons()
    try:
        make_icons.make_icons(tmp_path / "nope.svg", tmp_path / "out")
    except SystemExit as exc:
        assert "nope.svg" in str(exc) and "missing" in str(exc)
    else:
        raise AssertionError("no error for a missing icon source")
