"""Render the app icon from its one SVG source to PNG, Windows .ico and macOS .icns.

    python packaging/make_icons.py [--svg FILE] [--out DIR]

The source is ``assets/art/icon.svg`` (the same file the running app shows). PNGs are
rendered with Qt's SVG renderer; the .ico and .icns containers are written here (both may
hold PNG images: Windows Vista and later, macOS 10.7 and later), so nothing beyond PySide6
is needed. Writes into DIR (default ``packaging/build/icons``):

    eldertable.png        256 px, for the Linux desktop entry
    eldertable-<N>.png    N = 16 ... 1024
    eldertable.ico        16, 24, 32, 48, 64, 128, 256 px
    eldertable.icns       16 ... 1024 px, with the @2x variants macOS asks for
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DEFAULT_SVG = ROOT / "assets" / "art" / "icon.svg"
DEFAULT_OUT = HERE / "build" / "icons"
NAME = "eldertable"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, and the pixel size of each.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024),                               # 512@2x
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),  # 16@2x 32@2x 128@2x 256@2x
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def render_pngs(svg: Path, sizes: tuple[int, ...] = PNG_SIZES) -> dict[int, bytes]:
    """{size: PNG bytes} of the SVG drawn into a transparent square of each size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG file")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"make_icons: cannot encode the {size} px PNG")
        buffer.close()
        out[size] = bytes(data.data())
    del app
    return out


def ico_bytes(pngs: dict[int, bytes], sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico file holding one PNG image per size (ICONDIR, ICONDIRENTRYs, data)."""
    header = struct.pack("<HHH", 0, 1, len(sizes))            # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size                      # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns file: ``icns`` + total length, then (type, length, PNG) elements."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write every icon file into ``out``; returns {kind: path}."""
    if not svg.is_file():
        raise SystemExit(f"make_icons: the icon source {svg} is missing")
    out.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg)
    written: dict[str, Path] = {}
    for size, data in pngs.items():
        path = out / f"{NAME}-{size}.png"
        path.write_bytes(data)
        written[f"png{size}"] = path
    files = {"png": (f"{NAME}.png", pngs[256]), "ico": (f"{NAME}.ico", ico_bytes(pngs)),
             "icns": (f"{NAME}.icns", icns_bytes(pngs))}
    for kind, (name, data) in files.items():
        path = out / name
        path.write_bytes(data)
        written[kind] = path
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG, help="the icon source")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the output folder")
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    for kind in ("png", "ico", "icns"):
        print(written[kind])
    return 0


if __name__ == "__main__":
    sys.exit(main())
