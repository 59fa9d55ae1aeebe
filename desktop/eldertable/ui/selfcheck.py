"""The selfcheck's Qt part: plugins, translations, real glyphs in both languages, a window.

Plugins are looked for as files before the QApplication exists: Qt aborts the process
when its platform plugin is missing, and the check must say so in one line instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..selfcheck import Check, CheckFailed, boxes_problem, timed

# Samples in our own words; every character differs from the others in its string.
LATIN_SAMPLE = "Elder Table, quick dogs"
CHINESE_SAMPLE = "炼金术师的桌面与骰子"
MISSING = "\U0010fffd"  # private use, plane 16: no font draws it, so it shows a box
PIXEL_SIZE = 32


def _plugin_stem() -> tuple[str, str]:
    if sys.platform == "win32":
        return "", ".dll"
    return "lib", ".dylib" if sys.platform == "darwin" else ".so"


def native_platform() -> str:
    """The Qt platform plugin the selfcheck uses: QT_QPA_PLATFORM when set, else the
    window system when there is one, else offscreen."""
    chosen = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if chosen:
        return chosen
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "cocoa"
    if os.environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    if os.environ.get("DISPLAY"):
        return "xcb"
    return "offscreen"


def plugin_dirs() -> list[Path]:
    from PySide6.QtCore import QCoreApplication

    dirs = [Path(p) for p in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    dirs += [Path(p) for p in QCoreApplication.libraryPaths()]
    return list(dict.fromkeys(dirs))


def required_plugins(platform: str) -> list[tuple[str, str]]:
    """(plugin folder, plugin name) the app needs: the platform, SVG images and icons."""
    return [("platforms", f"q{platform}"), ("imageformats", "qsvg"), ("iconengines", "qsvgicon")]


def missing_plugins(platform: str, dirs: list[Path] | None = None) -> list[str]:
    prefix, ext = _plugin_stem()
    dirs = plugin_dirs() if dirs is None else dirs
    out = []
    for folder, name in required_plugins(platform):
        if not any((d / folder / f"{prefix}{name}{ext}").is_file() for d in dirs):
            out.append(f"{folder}/{prefix}{name}{ext}")
    return out


# --------------------------------------------------------------------------- checks


def check_plugin_files(platform: str) -> str:
    missing = missing_plugins(platform)
    if missing:
        where = ", ".join(str(d) for d in plugin_dirs()) or "no plugin folder"
        raise CheckFailed(f"Qt plugin missing: {', '.join(missing)} (looked in {where})")
    if platform == "xcb":
        from ..platform_check import missing_system_libraries

        problem = missing_system_libraries()
        if problem:
            raise CheckFailed(problem)
    return f"{platform}, svg, svgicon found"


def check_plugins_loaded(platform: str) -> str:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QGuiApplication, QIcon, QImage, QImageReader

    from ..resources import asset

    if QGuiApplication.platformName() != platform:
        raise CheckFailed(f"Qt runs on {QGuiApplication.platformName()!r}, not {platform!r}")
    formats = {bytes(f).decode() for f in QImageReader.supportedImageFormats()}
    for needed in ("svg", "png"):
        if needed not in formats:
            raise CheckFailed(f"Qt cannot read {needed} images (plugin did not load)")
    # The app's own icon, not content: it proves the svg image plugin and the svg icon
    # engine load (the image from its bytes, as no picture file is ever read by path).
    svg = asset("art", "icon.svg")
    image = QImage.fromData(svg.read_bytes(), "SVG")
    if image.isNull():
        raise CheckFailed(f"the svg plugin cannot draw {svg}")
    icon = QIcon()
    icon.addFile(str(svg))  # the icon engine is chosen by the file's suffix
    if icon.pixmap(QSize(48, 48)).isNull():
        raise CheckFailed("the svg icon engine cannot draw the app's icon")
    return f"platform {platform}, image formats {len(formats)} incl. svg, svg icons draw"


def check_translations() -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from . import i18n

    codes = [c for c, _ in i18n.available_languages() if c not in (i18n.ENGLISH, i18n.PSEUDO)]
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for code in codes:
        path = i18n.qm_path(code)
        ours = QTranslator()
        if path is None or not ours.load(str(path)) or ours.isEmpty():
            raise CheckFailed(f"the translation eldertable_{code}.qm does not load")
        qt = QTranslator()
        if not qt.load(f"qtbase_{code}", qt_folder) or qt.isEmpty():
            raise CheckFailed(f"Qt's translation qtbase_{code}.qm does not load from {qt_folder}")
    return f"eldertable and qtbase .qm load for {', '.join(codes) or 'no language'}"


def zh_font() -> str:
    """The family the app draws Chinese with on this OS (as the Language menu picks it)."""
    from PySide6.QtGui import QFontDatabase

    from . import i18n

    families = QFontDatabase.families()
    chosen = i18n.cjk_font(families, sys.platform)
    if chosen is None:
        key = "win32" if sys.platform == "win32" else sys.platform
        wanted = i18n.CJK_FONTS.get(key, i18n.CJK_FONTS["linux"])
        raise CheckFailed(f"no font for Chinese among {len(families)} installed families "
                          f"(looked for {', '.join(wanted)})")
    return chosen


def render(text: str, families: list[str]):
    """``text`` drawn black on white in a QImage (grayscale), the font at PIXEL_SIZE."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetrics, QImage, QPainter

    font = QFont()
    font.setFamilies(families)
    font.setPixelSize(PIXEL_SIZE)
    font.setStyleStrategy(QFont.StyleStrategy.NoAntialias)
    metrics = QFontMetrics(font)
    width = max(8, metrics.horizontalAdvance(text) + 2 * PIXEL_SIZE)
    image = QImage(width, 2 * PIXEL_SIZE, QImage.Format.Format_Grayscale8)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(PIXEL_SIZE, metrics.ascent() + PIXEL_SIZE // 2, text)
    painter.end()
    return image


def ink(image) -> list[list[bool]]:
    """Rows of booleans, True where the (grayscale) picture is darker than mid grey."""
    from PySide6.QtGui import QImage

    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    width, height, line = gray.width(), gray.height(), gray.bytesPerLine()
    data = bytes(gray.constBits())
    return [[data[y * line + x] < 128 for x in range(width)] for y in range(height)]


def glyph_problem(text: str, families: list[str]) -> str:
    """Why ``text`` does not come out as real glyphs in ``families`` ("" when it does)."""
    from PySide6.QtGui import QFont, QFontMetrics, QRawFont

    font = QFont()
    font.setFamilies(families)
    font.setPixelSize(PIXEL_SIZE)
    metrics = QFontMetrics(font)
    lacking = [ch for ch in text if not ch.isspace() and not metrics.inFontUcs4(ord(ch))]
    if lacking:
        return f"font {families[0]!r} lacks {''.join(lacking[:8])!r}"
    raw = QRawFont.fromFont(font)
    letters = "".join(ch for ch in text if not ch.isspace() and ch not in ",.")
    if raw.isValid() and any(raw.supportsCharacter(ord(ch)) for ch in letters):
        if 0 in raw.glyphIndexesForString(letters):
            return f"font {raw.familyName()!r} maps some of {letters!r} to its missing glyph"
    sample = ink(render(text, families))
    problem = boxes_problem(sample, len(set(letters)))
    if problem:
        return problem
    tofu = ink(render(MISSING * len(text), families))
    if sample == tofu:
        return "the text renders exactly like missing characters (boxes)"
    return ""


def check_fonts() -> str:
    from PySide6.QtGui import QGuiApplication

    chosen = zh_font()
    base = list(QGuiApplication.font().families()) or [QGuiApplication.font().family()]
    families = [chosen] + [f for f in base if f != chosen]  # as apply_language_font sets it
    for label, sample in (("Chinese", CHINESE_SAMPLE), ("Latin", LATIN_SAMPLE)):
        problem = glyph_problem(sample, families)
        if problem:
            raise CheckFailed(f"{label} text in {chosen!r}: {problem}")
    return f"Chinese and Latin samples draw real glyphs in {chosen!r} (the zh_CN font)"


def check_window(platform: str) -> str:
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication, QLabel

    class Probe(QLabel):
        painted = 0

        def paintEvent(self, event):  # noqa: N802 - Qt's name
            super().paintEvent(event)
            Probe.painted += 1

    window = Probe("Elder Table selfcheck")
    window.resize(320, 120)
    window.show()
    timer = QElapsedTimer()
    timer.start()
    while not Probe.painted and timer.elapsed() < 10_000:
        QApplication.processEvents()
    shown = window.isVisible()
    window.close()
    QApplication.processEvents()
    if not shown or not Probe.painted:
        raise CheckFailed(f"a window did not {'paint' if shown else 'open'} on {platform}")
    if window.isVisible():
        raise CheckFailed("a window did not close")
    note = " (no display: offscreen)" if platform == "offscreen" else ""
    return f"a window opened, painted and closed on {platform}{note}"


def qt_checks() -> list[Check]:
    platform = native_platform()
    if platform == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    files = timed("plugins", lambda: check_plugin_files(platform))
    names = ("qt", "translations", "fonts", "window")
    if not files.ok:
        return [files] + [Check(n, False, "not checked: Qt cannot start without its plugins")
                          for n in names]
    from PySide6.QtWidgets import QApplication

    from .app import create_app

    def start_qt() -> str:
        if QApplication.instance() is None:
            create_app()
        return check_plugins_loaded(platform)

    start = timed("qt", start_qt)
    if not start.ok:
        return [files, start] + [Check(n, False, "not checked: Qt did not start")
                                 for n in names[1:]]
    return [files, start, timed("translations", check_translations),
            timed("fonts", check_fonts), timed("window", lambda: check_window(platform))]
