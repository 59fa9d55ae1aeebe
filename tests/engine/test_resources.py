"""Shipped files are found from a checkout and from an installed wheel."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from eldertable import resources

ROOT = Path(__file__).resolve().parents[2]


def test_checkout_layout_finds_assets_and_translations():
    assert resources.resource_dir("assets").is_dir()
    assert (resources.translations_dir() / "eldertable_zh_CN.qm").is_file()


def test_override_and_missing_assets(monkeypatch, tmp_path):
    resources.resource_dir.cache_clear()
    monkeypatch.setenv("ELDERTABLE_ASSETS", str(tmp_path))
    assert resources.resource_dir("assets") == tmp_path
    resources.resource_dir.cache_clear()
    monkeypatch.setenv("ELDERTABLE_ASSETS", str(tmp_path / "gone"))
    with pytest.raises(resources.MissingResources, match="not a folder"):
        resources.resource_dir("assets")
    resources.resource_dir.cache_clear()


def test_wheel_carries_assets_and_translations_and_finds_them(tmp_path):
    """Build the wheel, list it, install it elsewhere and locate the files from there."""
    done = subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir",
                           str(tmp_path / "dist"), str(ROOT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    wheel = next((tmp_path / "dist").glob("eldertable-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "eldertable/i18n/eldertable_zh_CN.qm" in names
    assert any(n.startswith("eldertable/assets/") for n in names)
    assert "eldertable/cli.py" in names
    assert not any(n.startswith("tests/") or "/tests/" in n for n in names)
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                           "--target", str(target), str(wheel)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import eldertable.resources as r;"
            "print(r.resource_dir('assets')); print(r.translations_dir())")
    out = subprocess.run([sys.executable, "-c", code, str(target)], capture_output=True,
                         text=True, cwd=tmp_path).stdout.split()
    assert out == [str(target / "eldertable" / "assets"), str(target / "eldertable" / "i18n")]
