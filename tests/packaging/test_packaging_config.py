"""What the bundle carries: the spec's data lists name real files, and the filters keep the
Qt plugins, translations and libraries the app needs and nothing else."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"_eldertable_packaging_{name}",
                                                  PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


cfg = _load("bundle_config")


def test_packaging_is_not_a_package():
    # A package named "packaging" would shadow the PyPI library that pip and pytest import.
    assert not (PACKAGING / "__init__.py").exists()
    assert not list(PACKAGING.rglob("__init__.py"))


def test_the_spec_is_python_and_uses_the_config():
    text = (PACKAGING / "eldertable.spec").read_text(encoding="utf-8")
    compile(text, "eldertable.spec", "exec")
    for needle in ("bundle_config.py", "cfg.data_files()", "cfg.filter_toc", "cfg.LAUNCHER",
                   "cfg.windows_version_info()", "cfg.info_plist()", "BUNDLE(",
                   "cfg.prune_orphans", "make_icons.py"):
        assert needle in text, needle


def test_files_the_spec_names_exist():
    for path in (cfg.LAUNCHER, cfg.DESKTOP_FILE, cfg.ICON_SVG, PACKAGING / "make_icons.py",
                 PACKAGING / "build.py"):
        assert path.is_file(), path


def test_data_files_exist_and_land_where_resources_looks():
    data = cfg.data_files()
    assert data
    for src, dest in data:
        assert Path(src).is_file(), src
        assert dest.startswith(("eldertable/assets", "eldertable/i18n", "eldertable/games/")), dest
        if dest.startswith("eldertable/assets"):
            rel = Path(src).relative_to(ROOT / "assets")
            assert Path(dest) == Path("eldertable/assets", *rel.parent.parts)


def test_every_game_declaration_ships_beside_its_package():
    """The bundle finds its games as the source tree does: engine.registry walks the games'
    packages (collected as submodules) and reads each one's game.json from the folder
    beside it."""
    games = ROOT / "desktop" / "eldertable" / "games"
    declared = sorted(games.glob("*/game.json"))
    assert len(declared) >= 3
    shipped = set(cfg.data_files())
    for path in declared:
        assert (str(path), f"eldertable/games/{path.parent.name}") in shipped
    spec = (PACKAGING / "eldertable.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("eldertable")' in spec


def test_every_asset_ships_but_the_notes():
    shipped = {Path(src) for src, _dest in cfg.data_files()}
    for path in (ROOT / "assets").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            assert (path in shipped) == (path.suffix != ".md"), path


def test_compiled_translations_ship_with_qts_own():
    shipped = {Path(src).name for src, dest in cfg.data_files() if dest == "eldertable/i18n"}
    assert "eldertable_zh_CN.qm" in shipped
    assert not any(name.endswith(".ts") for name in shipped)
    assert "zh_CN" in cfg.our_languages()
    assert "qtbase_zh_CN.qm" in cfg.qt_translation_names()
    from PySide6.QtCore import QLibraryInfo

    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for name in cfg.qt_translation_names():
        assert (qt_folder / name).is_file(), name


@pytest.mark.parametrize("dest, kept", [
    # Linux and macOS layout: PySide6/Qt/{lib,plugins,translations}
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/translations/qtbase_zh_CN.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_zh_CN.qm", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6/Qt/lib/libQt6Qml.so.6", False),
    ("PySide6/Qt/lib/libQt6OpenGL.so.6", True),         # QtOpenGLWidgets links to it
    ("PySide6/Qt/lib/libQt6QuickWidgets.so.6", False),
    ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", True),
    ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", False),
    ("PySide6/Qt/qml/QtQuick/Controls/qmldir", False),
    # Windows layout: PySide6/{plugins,translations} beside the DLLs
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6\\translations\\qtbase_zh_CN.qm", True),
    ("PySide6\\Qt6Widgets.dll", True),
    ("PySide6\\Qt6Quick.dll", False),
    ("PySide6\\opengl32sw.dll", False),
    # ours and other libraries
    ("eldertable/assets/art/icon.svg", True),
    ("eldertable/i18n/eldertable_zh_CN.qm", True),
    ("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", True),
    ("pyqtgraph/icons/auto.png", True),
    ("pyqtgraph/icons/peegee/peegee_512px.png", False),
])
def test_keep_entry(dest, kept):
    assert cfg.keep_entry(dest) is kept


def test_qt_translations_follow_our_languages():
    assert cfg.keep_entry("PySide6/Qt/translations/qtbase_de.qm", kept_translations=["qtbase_de.qm"])
    assert not cfg.keep_entry("PySide6/Qt/translations/qtbase_zh_CN.qm",
                              kept_translations=["qtbase_de.qm"])


def test_excluded_python_modules_are_not_ours():
    # Nothing the app itself imports may be on the exclude lists.
    for name in cfg.PY_EXCLUDES + cfg.QT_MODULE_EXCLUDES:
        assert not name.startswith(("eldertable", "pydantic", "platformdirs")), name
    for needed in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg",
                   "PySide6.QtOpenGLWidgets", "numpy", "pyqtgraph",
                   "colorama", "multiprocessing", "concurrent"):
        assert needed not in cfg.PY_EXCLUDES + cfg.QT_MODULE_EXCLUDES
    assert "scipy" in cfg.PY_EXCLUDES
    # pyqtgraph imports QtOpenGL, but the app gives it a stand-in (ui.workbench.glstandin)
    assert "PySide6.QtOpenGL" in cfg.QT_MODULE_EXCLUDES


def _toc(*dests):
    return [(d, f"/src/{Path(d).name}", "BINARY") for d in dests]


def test_prune_orphans_drops_what_only_dropped_files_needed():
    links = {
        "/src/libqgtk3.so": {"libgtk-3.so.0", "libQt6Gui.so.6"},
        "/src/libgtk-3.so.0": {"libpango.so.1", "libglib-2.0.so.0"},
        "/src/libpango.so.1": {"libthai.so.0"},
        "/src/libqxcb.so": {"libQt6Gui.so.6"},
        "/src/libQt6Gui.so.6": {"libglib-2.0.so.0"},
    }
    kept = _toc("libgtk-3.so.0", "libpango.so.1", "libthai.so.0", "libglib-2.0.so.0",
                "PySide6/Qt/lib/libQt6Gui.so.6", "PySide6/Qt/plugins/platforms/libqxcb.so",
                "libpython3.11.so.1.0")
    dropped = _toc("PySide6/Qt/plugins/platformthemes/libqgtk3.so")
    kept, dropped = cfg.prune_orphans(kept, dropped, lambda src: links.get(src, set()))
    names = {Path(d).name for d, _s, _k in kept}
    assert names == {"libglib-2.0.so.0", "libQt6Gui.so.6", "libqxcb.so", "libpython3.11.so.1.0"}
    assert {Path(d).name for d, _s, _k in dropped} >= {"libgtk-3.so.0", "libpango.so.1",
                                                      "libthai.so.0"}


def test_a_dropped_library_that_something_links_to_comes_back():
    links = {
        "/src/libpyside6.abi3.so.6.12": {"libQt6Core.so.6", "libQt6Network.so.6"},
        "/src/libQt6Network.so.6": {"libQt6Core.so.6"},
        "/src/libQt6Qml.so.6": {"libQt6Network.so.6"},
    }
    kept = _toc("PySide6/libpyside6.abi3.so.6.12", "PySide6/Qt/lib/libQt6Core.so.6")
    dropped = _toc("PySide6/Qt/lib/libQt6Network.so.6", "PySide6/Qt/lib/libQt6Qml.so.6",
                   "PySide6/Qt/plugins/tls/libqopensslbackend.so")
    kept, dropped, restored = cfg.restore_linked(kept, dropped, lambda s: links.get(s, set()))
    assert [Path(d).name for d, _s, _k in restored] == ["libQt6Network.so.6"]
    assert {Path(d).name for d, _s, _k in dropped} == {"libQt6Qml.so.6",
                                                      "libqopensslbackend.so"}


def test_pyside_system_libraries_stay_with_the_system():
    links = {
        "/src/libQt6Core.so.6": {"libicuuc.so.73", "libglib-2.0.so.0", "libstdc++.so.6"},
        "/src/libqxcb.so": {"libQt6Core.so.6", "libxcb-cursor.so.0", "libX11.so.6"},
        "/src/libpython3.11.so.1.0": {"libz.so.1"},
    }
    toc = _toc("PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libicuuc.so.73",
               "PySide6/Qt/plugins/platforms/libqxcb.so", "libglib-2.0.so.0",
               "libstdc++.so.6", "libxcb-cursor.so.0", "libX11.so.6", "libz.so.1",
               "libpython3.11.so.1.0")
    system = cfg.pyside_system_libraries(toc, lambda src: links.get(src, set()))
    assert system == {"libglib-2.0.so.0", "libstdc++.so.6", "libxcb-cursor.so.0", "libX11.so.6"}
    kept, dropped = cfg.drop_libraries(toc, system)
    assert {Path(d).name for d, _s, _k in dropped} == system
    assert ("libz.so.1", "/src/libz.so.1", "BINARY") in kept


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files are Linux's")
def test_elf_needed_reads_direct_dependencies():
    from PySide6.QtCore import QLibraryInfo

    lib = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.LibrariesPath)) / "libQt6Gui.so.6"
    needed = cfg.elf_needed(lib)
    assert "libQt6Core.so.6" in needed
    assert "libicudata.so.73" not in needed  # Core's dependency, not Gui's own
    assert cfg.elf_needed(ROOT / "README.md") == set()


def test_version_and_macos_info():
    version = cfg.version()
    import eldertable

    assert version == eldertable.__version__
    assert cfg.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    assert cfg.version_tuple("2.0") == (2, 0, 0, 0)
    plist = cfg.info_plist()
    assert plist["NSHighResolutionCapable"] is True
    assert plist["NSRequiresAquaSystemAppearance"] is False
    assert plist["CFBundleShortVersionString"] == version
    assert cfg.BUNDLE_ID.count(".") >= 2 and " " not in cfg.BUNDLE_ID


def test_windows_version_resource():
    pytest.importorskip("pefile")  # PyInstaller's version-resource code needs it (Windows)
    info = cfg.windows_version_info()
    text = str(info)
    assert "ProductName" in text and cfg.APP_NAME in text
    assert f"'FileVersion', '{cfg.version()}'" in text


def test_build_script_knows_each_os_layout():
    build = _load("build")
    dist = Path("/d")
    assert build.executable_path(dist, "linux") == dist / "eldertable" / "eldertable"
    assert build.executable_path(dist, "win32") == dist / "eldertable" / "eldertable.exe"
    assert build.executable_path(dist, "darwin") == (
        dist / "Elder Table.app" / "Contents" / "MacOS" / "eldertable")
    assert build.archive_path("linux").name.endswith(".tar.xz")
    assert build.archive_path("win32").name.endswith(".zip")
    assert cfg.version() in build.archive_path("linux").name


@pytest.mark.parametrize("src, ok", [
    ("/usr/lib/libpython3.11.so.1.0", True),
    ("/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/_ctypes.cpython-311.so", True),
    # auditwheel's patchelf'd libraries: GNU strip makes them unloadable
    ("/venv/lib/python3.11/site-packages/numpy.libs/libscipy_openblas64_-32a4b2a6.so", False),
    ("/venv/lib/python3.11/site-packages/numpy/_core/_multiarray_umath.so", False),
    ("C:\\Python311\\Lib\\site-packages\\PySide6\\Qt6Core.dll", False),
])
def test_only_the_interpreters_own_libraries_are_stripped(src, ok):
    assert cfg.strippable(src) is ok


# ------------------------------------------------------ frameworks put back (issue 28)

_FW = "PySide6/Qt/lib/QtSvg.framework"


def test_a_framework_put_back_comes_back_whole():
    binary = (f"{_FW}/Versions/A/QtSvg", "/src/QtSvg", "BINARY")
    plist = (f"{_FW}/Resources/Info.plist", "/src/Info.plist", "DATA")
    links = [(f"{_FW}/QtSvg", "Versions/Current/QtSvg", "SYMLINK"),
             (f"{_FW}/Versions/Current", "A", "SYMLINK")]
    other = ("PySide6/Qt/lib/QtPdf.framework/Resources/Info.plist", "/src/pdf", "DATA")
    assert cfg.framework_root(binary[0]) == _FW
    assert cfg.framework_root("PySide6/Qt/lib/libfoo.dylib") is None
    back = cfg.framework_companions([binary], [binary, plist, *links, other])
    assert back == [plist, *links]
    assert cfg.framework_companions([("libfoo.so.1", "/src/libfoo", "BINARY")], [other]) == []


def test_a_framework_without_its_info_plist_is_refused():
    binary = (f"{_FW}/Versions/A/QtSvg", "/src/QtSvg", "BINARY")
    with pytest.raises(ValueError, match="QtSvg.framework is needed .* Info.plist"):
        cfg.framework_companions([binary], [binary])
