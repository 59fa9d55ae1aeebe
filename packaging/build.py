"""Build the one-folder bundle of Elder Table for the OS this runs on.

    python packaging/build.py [--clean] [--archive] [--smoke DIR] [--top N] [--dist DIR]

Needs PyInstaller (``pip install -e ".[build]"``). The bundle lands in ``packaging/dist/``:
``eldertable/`` on Linux and Windows, ``Elder Table.app`` on macOS. Then:

--archive     pack it for download: .tar.xz on Linux, .zip on Windows and macOS (macOS
              with ``ditto``, which keeps the app's symbolic links and signature)
--smoke DIR   run the bundle's own ``smoke --out DIR`` offscreen, check it wrote PNG files,
              that its text samples show real glyphs, not boxes, and that the bundle's
              folder did not change (a bundle writes only to the user's folders)
--selfcheck DIR  pack the archive, unpack it into DIR as a user would and run the
              unpacked bundle's ``selfcheck --json`` (fails unless every check holds)
--top N       how many of the biggest folders and files the size report lists
--dist DIR    build into DIR instead of packaging/dist (and --work DIR: PyInstaller's
              work folder instead of packaging/build); --no-build reuses a bundle

--expect-arch ARCH  fail unless the bundle is built for ARCH (macOS: ``lipo -archs``)

It always prints the bundle's size and biggest parts, and checks that every library the
bundle's files import resolves (Linux: ldd; Windows: PE import tables against the bundle and
System32; macOS: ``otool -L``). On macOS --selfcheck also runs ``codesign --verify --deep
--strict`` on the unpacked app and checks its Info.plist. Exit code 0 when every step passed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "eldertable.spec"
DIST = HERE / "dist"
WORK = HERE / "build"

sys.path.insert(0, str(HERE))
import bundle_config as cfg  # noqa: E402  (packaging/ is a folder of scripts, not a package)

del sys.path[0]


# --------------------------------------------------------------------------- where


def bundle_path(dist: Path = DIST, platform: str | None = None) -> Path:
    """The folder (or .app) people download."""
    platform = platform or sys.platform
    if platform == "darwin":
        return dist / f"{cfg.APP_NAME}.app"
    return dist / cfg.EXE_NAME


def executable_path(dist: Path = DIST, platform: str | None = None) -> Path:
    platform = platform or sys.platform
    bundle = bundle_path(dist, platform)
    if platform == "darwin":
        return bundle / "Contents" / "MacOS" / cfg.EXE_NAME
    if platform == "win32":
        return bundle / f"{cfg.EXE_NAME}.exe"
    return bundle / cfg.EXE_NAME


# --------------------------------------------------------------------------- build


def build(clean: bool = False, dist: Path = DIST, work: Path = WORK) -> float:
    """Run PyInstaller on the spec; seconds it took."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('build: PyInstaller is not installed; run: pip install -e ".[build]"')
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if clean:
        cmd.insert(3, "--clean")
    print("+", " ".join(cmd), flush=True)
    start = time.monotonic()
    subprocess.run(cmd, check=True, cwd=ROOT)
    return time.monotonic() - start


# --------------------------------------------------------------------------- sizes


def tree_size(path: Path) -> int:
    """Bytes of the files under ``path`` (symbolic links count as nothing)."""
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def biggest(bundle: Path, top: int = 15) -> list[tuple[int, str]]:
    """The biggest folders and files inside the bundle (a folder's size includes its files);
    folders are listed down to where one item makes most of their size."""
    rows: list[tuple[int, str]] = []

    def walk(folder: Path, depth: int) -> None:
        for child in folder.iterdir():
            if child.is_symlink():
                continue
            size = tree_size(child)
            rows.append((size, str(child.relative_to(bundle)) + ("/" if child.is_dir() else "")))
            if child.is_dir() and depth < 4:
                walk(child, depth + 1)

    walk(bundle, 0)
    rows.sort(reverse=True)
    return rows[:top]


def mb(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB"


def report_sizes(bundle: Path, top: int) -> int:
    total = tree_size(bundle)
    print(f"\nbundle {bundle}: {mb(total)} unpacked, {sum(1 for _ in bundle.rglob('*'))} entries")
    print(f"{'size':>10}  path")
    for size, rel in biggest(bundle, top):
        print(f"{mb(size):>10}  {rel}")
    return total


# --------------------------------------------------------------------------- archive


def archive_path(platform: str | None = None, dist: Path = DIST) -> Path:
    """packaging/dist/eldertable-<version>-<os>-<arch>.tar.xz (Linux) or .zip."""
    platform = platform or sys.platform
    ext = ".tar.xz" if platform.startswith("linux") else ".zip"
    return dist / f"{cfg.EXE_NAME}-{cfg.version()}-{cfg.platform_tag()}{ext}"


def archive(bundle: Path, platform: str | None = None) -> Path:
    """Pack the bundle for download (see archive_path, beside the bundle); its path."""
    platform = platform or sys.platform
    out = archive_path(platform, bundle.parent)
    out.unlink(missing_ok=True)
    if platform.startswith("linux"):
        # xz: 40 MB where gzip gives 58; tarfile keeps the symbolic links and modes
        with tarfile.open(out, "w:xz", preset=6) as tar:
            tar.add(bundle, arcname=bundle.name)
    elif platform == "darwin":
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(bundle),
                        str(out)], check=True)
    else:
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in sorted(bundle.rglob("*")):
                zf.write(path, Path(bundle.name) / path.relative_to(bundle))
    return out


# --------------------------------------------------------------------------- checks


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() and not p.is_symlink()}


def run_smoke(out: Path, dist: Path = DIST, timeout: float = 900) -> list[str]:
    """Run the bundle's ``smoke --out OUT`` offscreen; problems found (empty when it passed)."""
    exe = executable_path(dist)
    bundle = bundle_path(dist)
    if not exe.is_file():
        return [f"no executable at {exe}: build first"]
    out.mkdir(parents=True, exist_ok=True)
    before = snapshot(bundle)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    cmd = [str(exe), "smoke", "--out", str(out)]
    print("+", " ".join(cmd), flush=True)
    start = time.monotonic()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    print(proc.stdout, end="")
    print(proc.stderr, end="", file=sys.stderr)
    print(f"smoke: exit {proc.returncode} in {time.monotonic() - start:.1f} s")
    problems = []
    if proc.returncode != 0:
        problems.append(f"smoke exited with {proc.returncode}")
    pngs = sorted(out.glob("*.png"))
    if not pngs:
        problems.append(f"smoke wrote no PNG files into {out}")
    for png in pngs:
        if png.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
            problems.append(f"{png} is not a PNG file")
    problems += text_problems(out)
    after = snapshot(bundle)
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    if changed:
        problems.append("the bundle's folder changed while it ran: " + ", ".join(changed[:10]))
    return problems


TEXT_PNGS = ("text-en.png", "text-zh_CN.png")


def text_png_problem(png: Path) -> str:
    """Why the text sample ``png`` (written by the smoke command, with the number of
    different characters it shows in its "characters" text field) is not real text:
    blank, or boxes (every glyph the same shape). "" when it is text."""
    sys.path.insert(0, str(ROOT / "desktop"))
    try:
        from PySide6.QtGui import QImage

        from eldertable.selfcheck import boxes_problem
        from eldertable.ui.selfcheck import ink
    finally:
        del sys.path[0]
    image = QImage(str(png))
    if image.isNull():
        return "cannot be read as a picture"
    try:
        characters = int(image.text("characters"))
    except ValueError:
        return "does not say how many characters it shows"
    return boxes_problem(ink(image), characters)


def text_problems(out: Path) -> list[str]:
    """The smoke's text samples that are missing or show boxes instead of text."""
    problems = []
    for name in TEXT_PNGS:
        png = out / name
        problem = text_png_problem(png) if png.is_file() else "missing"
        if problem:
            problems.append(f"{name}: {problem}")
    return problems


# --------------------------------------------------------------------------- selfcheck


def unpack(archive_file: Path, dest: Path) -> Path:
    """Unpack the downloadable archive into ``dest`` as a user would; the bundle's path."""
    dest.mkdir(parents=True, exist_ok=True)
    name = archive_file.name
    if name.endswith(".tar.xz"):
        with tarfile.open(archive_file, "r:xz") as tar:
            tar.extractall(dest, filter="tar")
    elif sys.platform == "darwin":
        subprocess.run(["ditto", "-x", "-k", str(archive_file), str(dest)], check=True)
    else:
        with zipfile.ZipFile(archive_file) as zf:
            zf.extractall(dest)
    return bundle_path(dest)


def run_selfcheck(exe: Path, timeout: float = 600) -> list[str]:
    """Run ``exe selfcheck --json``; problems found (empty when every check held)."""
    import json

    cmd = [str(exe), "selfcheck", "--json"]
    print("+", " ".join(cmd), flush=True)
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return [f"selfcheck did not finish in {timeout:.0f} s"]
    seconds = time.monotonic() - start
    print(proc.stderr, end="", file=sys.stderr)
    try:
        out = json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return [f"selfcheck exited with {proc.returncode} without its JSON: "
                f"{(proc.stdout + proc.stderr).strip()[-500:]}"]
    for check in out["checks"]:
        print(f"{'ok  ' if check['ok'] else 'FAIL'} {check['name']}: {check['detail']} "
              f"({check['seconds']:.1f} s)")
    print(f"{out['summary']} (exit {proc.returncode} in {seconds:.1f} s)")
    problems = [f"selfcheck {c['name']}: {c['detail']}" for c in out["checks"] if not c["ok"]]
    if proc.returncode != 0 and not problems:
        problems.append(f"selfcheck exited with {proc.returncode}")
    return problems


def unresolved_libraries(bundle: Path) -> tuple[list[str], list[str]]:
    """Linux: libraries in the bundle that ``ldd`` cannot resolve with the bundle's own
    library folders on the search path (as the bootloader sets it), as "file: library".

    Returns (missing, system): ``system`` are the ones PyInstaller leaves to the user's
    system on purpose (libwayland-*, libGL, …: they must match the graphics stack) and this
    machine lacks; ``missing`` are all others, each a broken bundle.
    """
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return [], []
    from PyInstaller.depend.dylib import include_library

    internal = bundle / "_internal"
    lib_dirs = [internal, internal / "PySide6" / "Qt" / "lib"]
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(d) for d in lib_dirs))
    missing: list[str] = []
    system: list[str] = []
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with open(path, "rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
        proc = subprocess.run(["ldd", str(path)], env=env, capture_output=True, text=True)
        for line in proc.stdout.splitlines():
            if "not found" in line:
                lib = line.split("=>")[0].strip()
                row = f"{path.relative_to(bundle)}: {lib}"
                (missing if include_library(lib) else system).append(row)
    return sorted(set(missing)), sorted(set(system))


def windows_unresolved(imports: dict[str, list[str]], bundle_dlls: set[str],
                       system_dlls: set[str]) -> list[str]:
    """Windows: "file: dll" for every DLL a file of the bundle imports that is neither in
    the bundle (by name: the bootloader and PySide6 put the bundle's folders on the DLL
    search path) nor in System32, nor an API set (api-ms-*, ext-ms-*: resolved by Windows)."""
    have = {n.lower() for n in bundle_dlls} | {n.lower() for n in system_dlls}
    out = []
    for path, names in sorted(imports.items()):
        for name in names:
            low = name.lower()
            if low.startswith(("api-ms-win-", "ext-ms-")) or low in have:
                continue
            out.append(f"{path}: {name}")
    return sorted(set(out))


def windows_imports(bundle: Path) -> dict[str, list[str]]:
    """The DLL names every .exe/.dll/.pyd of the bundle imports (pefile, PyInstaller's own
    dependency on Windows)."""
    import pefile

    out: dict[str, list[str]] = {}
    for path in sorted(bundle.rglob("*")):
        if path.suffix.lower() not in (".exe", ".dll", ".pyd") or not path.is_file():
            continue
        pe = pefile.PE(str(path), fast_load=True)
        pe.parse_data_directories(directories=[
            pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]])
        names = [e.dll.decode("ascii", "replace")
                 for e in getattr(pe, "DIRECTORY_ENTRY_IMPORT", [])]
        pe.close()
        out[str(path.relative_to(bundle))] = names
    return out


def mac_unresolved(links: dict[str, list[str]], bundle_names: set[str]) -> list[str]:
    """macOS: "file: library" for every library a Mach-O file of the bundle links to (as
    ``otool -L`` lists them) that is neither the system's (/usr/lib, /System: in the dyld
    cache) nor, for @rpath/@loader_path/@executable_path names, a file of the bundle."""
    out = []
    for path, libs in sorted(links.items()):
        for lib in libs:
            if lib.startswith(("/usr/lib/", "/System/")):
                continue
            if lib.startswith(("@rpath/", "@loader_path/", "@executable_path/")):
                if lib.rsplit("/", 1)[-1] in bundle_names:
                    continue
            out.append(f"{path}: {lib}")
    return sorted(set(out))


MACHO_MAGIC = (b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"\xca\xfe\xba\xbe")  # 64, 32, fat


def mac_links(bundle: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with open(path, "rb") as fh:
            if fh.read(4) not in MACHO_MAGIC:
                continue
        proc = subprocess.run(["otool", "-L", str(path)], capture_output=True, text=True)
        libs = [line.strip().split(" (")[0] for line in proc.stdout.splitlines()[1:]]
        out[str(path.relative_to(bundle))] = [lib for lib in libs if lib]
    return out


def library_problems(bundle: Path) -> tuple[list[str], list[str]]:
    """(missing, system) on every OS: libraries the bundle's files import that do not
    resolve. Linux: ldd (see unresolved_libraries); Windows: the PE import tables against
    the bundle and System32; macOS: ``otool -L`` against the bundle and the system."""
    if sys.platform == "win32":
        system32 = Path(os.environ.get("SystemRoot", r"C:\Windows")) / "System32"
        bundle_dlls = {p.name for p in bundle.rglob("*") if p.suffix.lower() in (".dll", ".pyd")}
        system_dlls = {p.name for p in system32.glob("*.dll")}
        return windows_unresolved(windows_imports(bundle), bundle_dlls, system_dlls), []
    if sys.platform == "darwin":
        names = {p.name for p in bundle.rglob("*")}
        return mac_unresolved(mac_links(bundle), names), []
    return unresolved_libraries(bundle)


def expected_arch_problem(expect: str, machine: str) -> str:
    aliases = {"x86_64": {"x86_64", "amd64"}, "amd64": {"x86_64", "amd64"},
               "arm64": {"arm64", "aarch64"}, "aarch64": {"arm64", "aarch64"}}
    if machine.lower() in aliases.get(expect.lower(), {expect.lower()}):
        return ""
    return f"this build is for {machine}, not {expect}"


def mac_app_problems(app: Path, expect_arch: str | None = None) -> list[str]:
    """macOS, on the unpacked app: its signature holds (``codesign --verify --deep
    --strict``) and its Info.plist names our identifier, version and minimum macOS; the
    executable is built for ``expect_arch``."""
    problems = []
    proc = subprocess.run(["codesign", "--verify", "--deep", "--strict", "--verbose=2",
                           str(app)], capture_output=True, text=True)
    if proc.returncode != 0:
        problems.append(f"codesign --verify failed: {(proc.stderr or proc.stdout).strip()}")
    import plistlib

    with open(app / "Contents" / "Info.plist", "rb") as fh:
        plist = plistlib.load(fh)
    problems += info_plist_problems(plist)
    if expect_arch:
        exe = app / "Contents" / "MacOS" / cfg.EXE_NAME
        archs = subprocess.run(["lipo", "-archs", str(exe)], capture_output=True,
                               text=True).stdout.split()
        if expect_arch not in archs:
            problems.append(f"{exe.name} is built for {' '.join(archs) or 'nothing'}, "
                            f"not {expect_arch}")
    return problems


def info_plist_problems(plist: dict) -> list[str]:
    want = {"CFBundleIdentifier": cfg.BUNDLE_ID, "CFBundleShortVersionString": cfg.version(),
            "LSMinimumSystemVersion": cfg.MACOS_MINIMUM}
    return [f"Info.plist {key} is {plist.get(key)!r}, not {value!r}"
            for key, value in want.items() if plist.get(key) != value]


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clean", action="store_true", help="rebuild from scratch")
    parser.add_argument("--archive", action="store_true", help="pack the bundle for download")
    parser.add_argument("--smoke", type=Path, metavar="DIR", help="run the bundle's smoke test")
    parser.add_argument("--selfcheck", type=Path, metavar="DIR",
                        help="unpack the archive into DIR and run the bundle's selfcheck there")
    parser.add_argument("--expect-arch", metavar="ARCH",
                        help="fail unless the bundle is for ARCH (x86_64, amd64, arm64)")
    parser.add_argument("--top", type=int, default=15, help="rows in the size report")
    parser.add_argument("--no-build", action="store_true", help="use the bundle built before")
    parser.add_argument("--dist", type=Path, default=DIST, help="where the bundle goes")
    parser.add_argument("--work", type=Path, default=WORK, help="PyInstaller's work folder")
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()

    if not args.no_build:
        seconds = build(args.clean, dist, work)
        print(f"\nbuild: {seconds:.0f} s")
    bundle = bundle_path(dist)
    if not bundle.exists():
        print(f"build: no bundle at {bundle}", file=sys.stderr)
        return 1
    report_sizes(bundle, args.top)
    failed = False
    if args.expect_arch:
        problem = expected_arch_problem(args.expect_arch, cfg.platform_tag().split("-")[-1])
        if problem:
            print(f"build: {problem}", file=sys.stderr)
            return 1
    missing, system = library_problems(bundle)
    if system:
        print("\nsystem libraries this machine lacks (the user's system provides them):",
              *system, sep="\n  ")
    if missing:
        failed = True
        print("\nlibraries that do not resolve:", *missing, sep="\n  ", file=sys.stderr)
    if args.archive or args.selfcheck:
        start = time.monotonic()
        out = archive(bundle)
        print(f"\narchive {out}: {mb(out.stat().st_size)} ({time.monotonic() - start:.0f} s)")
    if args.selfcheck:
        unpacked = unpack(out, args.selfcheck.resolve())
        problems = run_selfcheck(executable_path(unpacked.parent))
        if sys.platform == "darwin":
            problems += mac_app_problems(unpacked, args.expect_arch)
        for problem in problems:
            print(f"selfcheck: {problem}", file=sys.stderr)
        failed = failed or bool(problems)
    if args.smoke:
        problems = run_smoke(args.smoke.resolve(), dist)
        for problem in problems:
            print(f"smoke: {problem}", file=sys.stderr)
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
