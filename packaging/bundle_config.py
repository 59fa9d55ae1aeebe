"""What goes into the packaged app, and what stays out: one place for the spec and the tests.

``eldertable.spec`` loads this file by path (``packaging/`` is not a package and must never
become one: a package named ``packaging`` would shadow the PyPI library pip and pytest
import). Nothing here imports PyInstaller at module level, so the tests can read it too.

The rules:

* our data: ``assets/`` (art and content, without its notes for contributors) and the
  compiled translations ``i18n/*.qm``, put where ``eldertable.resources`` looks in a bundle
  (``<_MEIPASS>/eldertable/assets`` and ``<_MEIPASS>/eldertable/i18n``);
* Qt's own translations: ``qtbase_<code>.qm`` for each language we ship, nothing else;
* Qt plugins: the ones a widgets app drawing SVG needs on this OS (window system, offscreen
  for ``smoke``, SVG images and icons, native styles, Linux input methods and desktop
  portal, Wayland shell and decorations), nothing else;
* Qt modules and Python packages the app never uses are excluded before analysis, and any
  of their libraries that still slip in are dropped after it, with the libraries only they
  needed;
* Linux: the desktop's libraries that PySide6 itself takes from the system (X11 and xcb,
  fontconfig, D-Bus, GLib, libstdc++, …) stay with the system, as for ``pip install``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path, PurePosixPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

APP_NAME = "Elder Table"            # what people see: window title, macOS app, Windows file info
EXE_NAME = "eldertable"             # the executable and the one-folder bundle's folder
BUNDLE_ID = "org.eldertable.ElderTable"
# The oldest macOS the app runs on: what the PySide6 wheel needs. PySide6-Essentials 6.11.3
# for macOS is one wheel, cp310-abi3-macosx_13_0_universal2: macOS 13 or later.
MACOS_MINIMUM = "13.0"
DESKTOP_FILE = HERE / "eldertable.desktop"
LAUNCHER = HERE / "launcher.py"
ICON_SVG = ROOT / "assets" / "art" / "icon.svg"

# --------------------------------------------------------------------------- version


def version() -> str:
    """``__version__`` of desktop/eldertable/__init__.py, read without importing the package."""
    text = (ROOT / "desktop" / "eldertable" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"^__version__\s*=\s*['\"]([^'\"]+)['\"]", text, re.M)
    if not match:
        raise RuntimeError("desktop/eldertable/__init__.py has no __version__")
    return match.group(1)


def version_tuple(text: str | None = None) -> tuple[int, int, int, int]:
    """``"1.2.3rc1"`` -> ``(1, 2, 3, 0)``: the four numbers a Windows version resource holds."""
    numbers = [int(n) for n in re.findall(r"\d+", (text or version()).split("+")[0])[:3]]
    numbers += [0] * (4 - len(numbers))
    return tuple(numbers[:4])  # type: ignore[return-value]


# --------------------------------------------------------------------------- our data


def our_languages() -> list[str]:
    """Language codes of the compiled translations we ship (``eldertable_<code>.qm``)."""
    return sorted(p.stem.removeprefix("eldertable_") for p in (ROOT / "i18n").glob("eldertable_*.qm"))


def data_files() -> list[tuple[str, str]]:
    """(source file, folder inside the bundle) for every data file of ours the app reads."""
    out: list[tuple[str, str]] = []
    assets = ROOT / "assets"
    for path in sorted(assets.rglob("*")):
        rel_parts = path.relative_to(assets).parts
        if (not path.is_file() or path.suffix.lower() == ".md"
                or any(part.startswith(".") or part == "__pycache__" for part in rel_parts)):
            continue  # the folder's notes for contributors and hidden files stay out
        rel = path.parent.relative_to(assets)
        out.append((str(path), str(PurePosixPath("eldertable", "assets", *rel.parts))))
    for path in sorted((ROOT / "i18n").glob("*.qm")):
        out.append((str(path), "eldertable/i18n"))
    # Each game's declaration (engine/registry.py reads it beside the game's package; the
    # package itself ships through collect_submodules("eldertable") in the spec).
    games = ROOT / "desktop" / "eldertable" / "games"
    for path in sorted(games.glob("*/game.json")):
        out.append((str(path), str(PurePosixPath("eldertable", "games", path.parent.name))))
    return out


def qt_translation_names() -> list[str]:
    """Qt's own translation files to keep: qtbase for every language we ship."""
    return [f"qtbase_{code}.qm" for code in our_languages()]


# --------------------------------------------------------------------------- what stays out

# Python modules never imported by the app. Qt modules first: pyqtgraph tries QtTest (and
# does without it). Since pyqtgraph 0.14 it also imports QtOpenGL (9 MB of bindings) and
# QtOpenGLWidgets (0.1 MB) at import time, though it draws with OpenGL only when told to
# (the app never does): QtOpenGLWidgets ships, QtOpenGL does not, and
# eldertable.ui.workbench.glstandin puts an empty module in its place.
QT_MODULE_EXCLUDES = [
    "PySide6.QtOpenGL", "PySide6.QtNetwork", "PySide6.QtTest",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest", "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtSql",
    "PySide6.QtUiTools", "PySide6.QtXml", "PySide6.QtPrintSupport", "PySide6.QtConcurrent",
    "PySide6.QtDBus", "PySide6.QtLabsStyleKit", "PySide6.QtQmlFeatures", "PySide6.Qt3DCore",
    "PySide6.QtMultimedia", "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets",
    "PySide6.QtCharts", "PySide6.QtPdf",
]
PY_EXCLUDES = [
    # other Qt bindings pyqtgraph would accept
    "PyQt5", "PyQt6", "PySide2",
    # optional accelerators and extras of pyqtgraph and numpy that the app never uses
    "scipy", "numba", "cupy", "cuda", "bottleneck", "h5py", "matplotlib", "pandas", "PIL",
    "OpenGL", "pyqtgraph.opengl", "pyqtgraph.examples", "pyqtgraph.jupyter", "jupyter_rfb",
    "pyqtgraph.flowchart", "pyqtgraph.canvas", "pyqtgraph.console", "IPython",
    "numpy.f2py", "numpy.distutils", "numpy.testing", "numpy._core._multiarray_tests", "yaml",
    # the optional "cluster" extra (engine.executors says so in one line when it is absent)
    # and what it drags along
    "dask", "distributed", "tornado", "cryptography", "requests", "urllib3", "certifi",
    "charset_normalizer", "jinja2", "markupsafe", "pygments", "rich", "fsspec", "partd",
    "msgpack", "psutil", "click", "toolz", "cloudpickle", "zmq", "bokeh", "pyarrow", "lz4",
    "zict", "tblib", "sortedcontainers", "locket", "importlib_metadata",
    # TLS and OpenSSL (libcrypto alone is 5 MB): the app opens no network connection, and
    # hashlib and hmac fall back to their built-in hashes
    "ssl", "_ssl", "_hashlib",
    # decimal's C accelerator: pydantic imports decimal, which then uses its pure-Python twin
    "_decimal",
    # East Asian codecs other than Chinese (the app reads and writes UTF-8)
    "_codecs_jp", "_codecs_kr", "_codecs_tw", "_codecs_hk", "_codecs_iso2022",
    # development tools and terminal UIs of the standard library
    "tkinter", "_tkinter", "curses", "_curses", "readline", "pydoc_data", "lib2to3",
    "ensurepip", "venv", "idlelib", "pytest", "pytestqt", "hypothesis", "setuptools",
    "pkg_resources", "pip",
]

# Qt plugin folders and the plugins kept in each (file stem without "lib" and extension);
# every plugin folder not named here is dropped whole.
QT_PLUGINS: dict[str, set[str]] = {
    "platforms": {"qxcb", "qwayland", "qwayland-generic", "qwayland-egl",   # Linux
                  "qwindows",                                               # Windows
                  "qcocoa",                                                 # macOS
                  "qoffscreen"},                                            # smoke, tests
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "styles": {"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"},
    "platformthemes": {"qxdgdesktopportal"},  # dark mode and file dialogs on Linux desktops
    "platforminputcontexts": {"composeplatforminputcontextplugin",  # dead keys
                              "ibusplatforminputcontextplugin"},    # Chinese input
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient", "adwaita"},
}

# Qt modules whose libraries must not ship even if analysis finds them (a library named
# libQt6<name>.so / Qt6<name>.dll, a macOS Qt<name>.framework), and other libraries:
# opengl32sw is Qt's 20 MB software OpenGL for Windows, useless to a QPainter app; a GTK
# stack would only come with the gtk3 platform theme, which is not shipped.
QT_LIBRARY_EXCLUDES = [
    "Qml", "Quick", "Network", "Test", "Pdf", "VirtualKeyboard", "Designer", "Labs",
    "Sql", "Help", "UiTools", "Xml", "PrintSupport", "Concurrent", "Multimedia", "WebEngine",
    "WaylandCompositor", "WaylandEgl", "EglFs", "3D", "Charts", "Lottie", "ShaderTools",
    "SpatialAudio", "Bluetooth", "Nfc", "Positioning", "Location", "Sensors", "SerialPort",
    "SerialBus", "RemoteObjects", "Scxml", "StateMachine", "TextToSpeech", "WebSockets",
    "WebChannel", "HttpServer", "Graphs", "DataVisualization",
]
OTHER_LIBRARY_EXCLUDES = [r"opengl32sw\.dll", r"libgtk-3", r"libgdk-3", r"libatk-", r"libcairo",
                          r"libpango"]
_MODS = "|".join(QT_LIBRARY_EXCLUDES)
_QT_LIB_RE = re.compile(rf"^(lib)?Qt6({_MODS})", re.I)
_QT_FRAMEWORK_RE = re.compile(rf"^Qt({_MODS})\w*(\.framework)?$", re.I)
_OTHER_LIB_RE = re.compile("|".join(OTHER_LIBRARY_EXCLUDES), re.I)


# Data files of libraries that the app never reads: pyqtgraph's logo is the window icon only
# of apps that let pyqtgraph create their QApplication (ours makes its own).
DATA_EXCLUDES = ["pyqtgraph/icons/peegee/"]


def _plugin_stem(name: str) -> str:
    stem = name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_entry(dest: str, *, kept_translations: list[str] | None = None) -> bool:
    """Whether a file PyInstaller collected (named by its path inside the bundle) ships."""
    posix = dest.replace("\\", "/")
    if any(posix.startswith(prefix) for prefix in DATA_EXCLUDES):
        return False
    parts = PurePosixPath(posix).parts
    name = parts[-1] if parts else dest
    if "PySide6" in parts:
        # Qt's files: PySide6/Qt/{lib,plugins,translations}/ on Linux and macOS,
        # PySide6/{plugins,translations}/ beside the DLLs on Windows.
        rest = parts[parts.index("PySide6") + 1:]
        if rest and rest[0] == "Qt":
            rest = rest[1:]
        area = rest[0] if len(rest) > 1 else ""
        if area == "translations":
            keep = kept_translations if kept_translations is not None else qt_translation_names()
            return name in keep
        if area == "plugins":
            if len(rest) != 3:
                return False
            folder = rest[1]
            return folder in QT_PLUGINS and _plugin_stem(name) in QT_PLUGINS[folder]
        if area in ("qml", "resources"):  # QML modules, QtWebEngine's data: never used
            return False
    if _QT_LIB_RE.match(name) or _OTHER_LIB_RE.match(name):
        return False
    return not any(_QT_FRAMEWORK_RE.match(part) for part in parts)


def filter_toc(toc, *, kept_translations: list[str] | None = None):
    """The entries of a PyInstaller TOC (list of (dest, src, type)) that ship."""
    return [entry for entry in toc
            if keep_entry(entry[0], kept_translations=kept_translations)]


def _base(path: str) -> str:
    return PurePosixPath(path.replace("\\", "/")).name


def restore_linked(kept, dropped, imports_of):
    """Put back every dropped library that a kept file links to (directly or through other
    put-back ones): the name filters above may only remove what nothing loads at link time
    (on some OS a Qt module may link to a library it does not on this one). Plugins are
    loaded by Qt at run time, never linked, so a dropped plugin stays dropped.
    Returns (kept, dropped, restored)."""
    kept, dropped, restored = list(kept), list(dropped), []
    while True:
        needed: set[str] = set()
        for _dest, src, _kind in kept:
            needed |= imports_of(src)
        back = [e for e in dropped if _base(e[0]) in needed]
        if not back:
            return kept, dropped, restored
        kept += back
        restored += back
        dropped = [e for e in dropped if e not in back]


def framework_root(dest: str) -> str | None:
    """``PySide6/Qt/lib/QtSvg.framework`` for any file inside that macOS framework."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    for i, part in enumerate(parts):
        if part.endswith(".framework"):
            return "/".join(parts[:i + 1])
    return None


def framework_companions(restored, dropped):
    """macOS: a framework whose library ``restore_linked`` put back must come back whole:
    its Info.plist (codesign refuses a framework without one) and its symbolic links
    (Versions/Current, the top-level names). Returns the dropped entries (binaries, data
    or SYMLINK) of every such framework; ValueError naming the framework when its
    Info.plist is not among them (the build refuses then)."""
    roots = {framework_root(e[0]) for e in restored} - {None}
    back = [e for e in dropped if e not in restored and framework_root(e[0]) in roots]
    for root in sorted(roots):
        plist = [e for e in list(restored) + back if framework_root(e[0]) == root
                 and e[0].replace("\\", "/").endswith("Resources/Info.plist")]
        if not plist:
            raise ValueError(f"{root} is needed (a library in the bundle links to it) but "
                             "its Info.plist was not collected: refusing to build a "
                             "framework that codesign rejects")
    return back


def pyside_system_libraries(toc, imports_of) -> set[str]:
    """Linux: the libraries PySide6's own Qt takes from the system (base names).

    The PySide6 wheel ships Qt and ICU but links to the desktop's libraries: X11 and xcb,
    xkbcommon, fontconfig and FreeType, D-Bus, GLib, zlib and zstd, libstdc++. Every system
    where ``pip install PySide6`` works has them; a bundle carrying the build machine's
    copies instead gains 12 MB and old versions that may disagree with the system's (font
    configuration files, the graphics drivers' libstdc++). So the bundle does not carry
    them: these are the libraries that Qt libraries and plugins in ``toc`` link to and that
    nothing under PySide6/ provides. ``eldertable.platform_check`` names a missing xcb one.
    """
    def in_pyside(dest: str) -> bool:
        return dest.replace("\\", "/").startswith(("PySide6/", "shiboken6/"))

    shipped = {_base(dest) for dest, _src, _kind in toc if in_pyside(dest)}
    needed: set[str] = set()
    for dest, src, _kind in toc:
        if in_pyside(dest):
            needed |= imports_of(src)
    return needed - shipped


def drop_libraries(toc, names: set[str]):
    """Split ``toc`` into (kept, dropped): dropped are the top-level libraries in ``names``."""
    kept, dropped = [], []
    for entry in toc:
        top_level = "/" not in entry[0].replace("\\", "/")
        (dropped if top_level and _base(entry[0]) in names else kept).append(entry)
    return kept, dropped


def prune_orphans(kept, dropped, imports_of, closure_of=None):
    """Drop the libraries that came only as dependencies of dropped files.

    PyInstaller collects each plugin's libraries (the GTK theme's GTK, the GLX integration's
    libxcb-glx, …) before ``filter_toc`` drops the plugin. ``imports_of(src)`` names the
    libraries a binary links to directly (base names); ``closure_of(src)``, all it loads,
    directly or not (default: ``imports_of``). A kept library goes when a dropped file
    loads it and no kept file links to it. Returns (kept, dropped).
    """
    closure_of = closure_of or imports_of
    kept, dropped = list(kept), list(dropped)
    candidates: set[str] = set()
    for _dest, src, _kind in dropped:
        candidates |= closure_of(src)
    while True:
        needed: set[str] = set()
        for _dest, src, _kind in kept:
            needed |= imports_of(src)
        orphans = [e for e in kept if e[2] == "BINARY" and _base(e[0]) in candidates
                   and _base(e[0]) not in needed]
        if not orphans:
            return kept, dropped
        for entry in orphans:
            candidates |= closure_of(entry[1])
        kept = [e for e in kept if e not in orphans]
        dropped += orphans


def elf_needed(path: str | Path) -> set[str]:
    """The DT_NEEDED entries of an ELF shared library or executable: the libraries it links
    to directly (``ldd`` lists the whole closure instead). Empty for anything else."""
    import struct

    try:
        data = Path(path).read_bytes()
    except OSError:
        return set()
    if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
        return set()
    is64, end = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        sec_fmt, dyn_fmt = end + "IIQQQQIIQQ", end + "qQ"
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        sec_fmt, dyn_fmt = end + "IIIIIIIIII", end + "iI"
    sections = [struct.unpack_from(sec_fmt, data, shoff + i * shentsize) for i in range(shnum)]
    needed: set[str] = set()
    for sec in sections:
        if sec[1] != 6:  # SHT_DYNAMIC
            continue
        offset, size, link = sec[4], sec[5], sec[6]
        strtab = sections[link][4]
        step = struct.calcsize(dyn_fmt)
        for pos in range(offset, offset + size, step):
            tag, value = struct.unpack_from(dyn_fmt, data, pos)
            if tag == 0:  # DT_NULL
                break
            if tag == 1:  # DT_NEEDED
                stop = data.index(b"\0", strtab + value)
                needed.add(data[strtab + value:stop].decode("utf-8", "replace"))
    return needed


def strippable(src: str) -> bool:
    """Linux: whether a collected library may lose its symbol tables with ``strip``: the
    interpreter's own (libpython: 17 MB of symbols), never a wheel's. Wheels ship stripped
    libraries, or libraries that auditwheel rewrote with patchelf (numpy's OpenBLAS), which
    GNU strip breaks: "ELF load command address/offset not page-aligned" when imported."""
    return "site-packages" not in PurePosixPath(src.replace("\\", "/")).parts


# --------------------------------------------------------------------------- per OS


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``: for archive names."""
    import platform

    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform,
                                                                          sys.platform)
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def info_plist() -> dict:
    """Extra Info.plist keys of the macOS app (PyInstaller writes the CFBundle basics)."""
    v = version()
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": v,
        "CFBundleVersion": v,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "zh_CN"],
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,  # follow the system's dark mode
        "NSSupportsAutomaticGraphicsSwitching": True,
        "NSHumanReadableCopyright": f"© {APP_NAME} contributors",
    }


def windows_version_info():
    """The Windows version resource (file and product version, names) as PyInstaller wants it."""
    from PyInstaller.utils.win32.versioninfo import (FixedFileInfo, StringFileInfo,
                                                     StringStruct, StringTable, VarFileInfo,
                                                     VarStruct, VSVersionInfo)

    v = version()
    numbers = version_tuple(v)
    strings = [
        StringStruct("CompanyName", f"{APP_NAME} contributors"),
        StringStruct("FileDescription", APP_NAME),
        StringStruct("FileVersion", v),
        StringStruct("InternalName", EXE_NAME),
        StringStruct("LegalCopyright", f"© {APP_NAME} contributors"),
        StringStruct("OriginalFilename", f"{EXE_NAME}.exe"),
        StringStruct("ProductName", APP_NAME),
        StringStruct("ProductVersion", v),
    ]
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers, mask=0x3F, flags=0x0,
                          OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
        kids=[StringFileInfo([StringTable("040904B0", strings)]),   # U.S. English, Unicode
              VarFileInfo([VarStruct("Translation", [0x0409, 1200])])],
    )
