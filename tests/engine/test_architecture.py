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


def test_content_is_never_executed():
    """No eval/exec/pickle/unsafe YAML anywhere in the code."""
    pattern = re.compile(r"(?<![.\w])(eval|exec)\(|pickle\.loads?\(|yaml\.load\(|marshal\.loads?\(")
    offenders = [f"{p}:{i}" for p in (ROOT / "desktop").rglob("*.py")
                 for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if pattern.search(line)]
    assert offenders == []
