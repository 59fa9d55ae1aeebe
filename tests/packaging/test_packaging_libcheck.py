"""build.py's checks that run only on Windows and macOS, on made-up inputs (this machine
is Linux): a DLL or dylib that resolves nowhere is named; the Info.plist and the
architecture a build must have."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _build():
    spec = importlib.util.spec_from_file_location("_eldertable_build_libs",
                                                  ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_windows_dlls_resolve_in_the_bundle_system32_or_as_api_sets():
    build = _build()
    imports = {"eldertable.exe": ["KERNEL32.dll", "python311.dll"],
               "_internal/PySide6/QtCore.pyd": ["Qt6Core.dll", "api-ms-win-crt-runtime-l1-1-0.dll",
                                               "MSVCP140.dll", "shiboken6.abi3.dll"],
               "_internal/PySide6/plugins/platforms/qwindows.dll": ["Qt6Gui.dll", "dwmapi.dll"]}
    bundle = {"python311.dll", "Qt6Core.dll", "Qt6Gui.dll", "MSVCP140.dll", "qwindows.dll"}
    system = {"kernel32.dll", "dwmapi.dll"}
    assert build.windows_unresolved(imports, bundle, system) == [
        "_internal/PySide6/QtCore.pyd: shiboken6.abi3.dll"]
    assert build.windows_unresolved(imports, bundle | {"shiboken6.abi3.dll"}, system) == []


def test_mac_libraries_resolve_in_the_bundle_or_the_system():
    build = _build()
    links = {"Contents/MacOS/eldertable": ["/usr/lib/libSystem.B.dylib",
                                           "@rpath/Python.framework/Versions/3.11/Python"],
             "Contents/Frameworks/QtGui": ["@rpath/QtCore.framework/Versions/A/QtCore",
                                           "/System/Library/Frameworks/AppKit.framework/AppKit",
                                           "/opt/homebrew/lib/libfreetype.6.dylib"],
             "Contents/Frameworks/qsvg.dylib": ["@loader_path/../QtSvg"]}
    names = {"Python", "QtCore", "eldertable", "QtGui", "qsvg.dylib"}
    assert build.mac_unresolved(links, names) == [
        "Contents/Frameworks/QtGui: /opt/homebrew/lib/libfreetype.6.dylib",
        "Contents/Frameworks/qsvg.dylib: @loader_path/../QtSvg"]


def test_info_plist_and_architecture_checks():
    build = _build()
    cfg = build.cfg
    good = {"CFBundleIdentifier": cfg.BUNDLE_ID, "CFBundleShortVersionString": cfg.version(),
            "LSMinimumSystemVersion": "13.0"}
    assert cfg.MACOS_MINIMUM == "13.0"
    assert cfg.info_plist()["LSMinimumSystemVersion"] == "13.0"
    assert build.info_plist_problems(good) == []
    assert build.info_plist_problems(dict(good, LSMinimumSystemVersion="11.0")) == [
        "Info.plist LSMinimumSystemVersion is '11.0', not '13.0'"]
    assert build.expected_arch_problem("amd64", "AMD64") == ""
    assert build.expected_arch_problem("x86_64", "x86_64") == ""
    assert build.expected_arch_problem("arm64", "arm64") == ""
    assert build.expected_arch_problem("x86_64", "arm64") == "this build is for arm64, not x86_64"
