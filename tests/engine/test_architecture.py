"""Layering and packaging rules (DESIGN.md "Layout")."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_linter_contracts_hold():
    local = Path(sys.executable).parent / "lint-imports"
    exe = str(local) if local.exists() else shutil.which("lint-imports")
    assert exe, "import-linter is not installed"
    cmd = [exe]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Contracts: 2 kept, 0 broken" in done.stdout


def test_packaging_folder_is_never_a_package():
    assert not (ROOT / "packaging" / "__init__.py").exists()


#: Code that could run what a file says, or a command line through a shell. Qt's
#: ``.exec()`` methods (dialogs, menus, the event loop) are methods: the look-behind skips
#: them, and ``re.compile(`` is a method too.
UNSAFE = re.compile(
    r"(?<![.\w])(eval|exec|compile|__import__)\("
    r"|^\s*(import|from)\s+(pickle|cPickle|marshal|shelve|dill|cloudpickle)\b"
    r"|\b(pickle|marshal|shelve|dill)\.\w+\("
    r"|\byaml\.(load|load_all|unsafe_load|full_load)\("
    r"|\bshell\s*=\s*True"
    r"|\bos\.(system|popen|exec\w*|spawn\w*)\("
    r"|\bruamel\b|\bjsonpickle\b")
#: Folders of code we ship or run by hand; tests may compile test data.
SCANNED = ("desktop", "tools", "packaging", "benchmarks")
#: file: why its one hit is safe
ALLOWED = {
    "benchmarks/cli_startup.py": "execvp of a fixed argument list to time a cold start",
}


def unsafe_lines(text: str) -> list[int]:
    return [i for i, line in enumerate(text.splitlines(), 1) if UNSAFE.search(line)]


def test_the_unsafe_code_scan_tells_qt_exec_from_the_builtin():
    bad = ["eval(text)", "exec(code)", "x = compile(src, 'f', 'exec')", "__import__(name)",
           "import pickle", "from marshal import loads", "pickle.loads(blob)",
           "yaml.load(stream)", "yaml.full_load(s)", "subprocess.run(cmd, shell=True)",
           "os.system('ls')", "os.popen(cmd)", "os.execvp(a, b)"]
    good = ["dialog.exec()", "app.exec()", "menu.exec(pos)", "re.compile(r'x')",
            "yaml.safe_load(text)", "literal_eval_free = 1", "subprocess.run(cmd)",
            "self.shelve = 2", "box.exec_()"]
    assert [b for b in bad if not unsafe_lines(b)] == []
    assert [g for g in good if unsafe_lines(g)] == []


def test_content_is_never_executed():
    """No eval/exec/compile/pickle/marshal/unsafe YAML, no shell, anywhere in the code."""
    offenders = []
    for folder in SCANNED:
        for p in (ROOT / folder).rglob("*.py"):
            rel = p.relative_to(ROOT).as_posix()
            hits = unsafe_lines(p.read_text(encoding="utf-8"))
            if hits and rel not in ALLOWED:
                offenders += [f"{rel}:{i}" for i in hits]
    assert offenders == []
