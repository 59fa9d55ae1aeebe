""".github/workflows/build.yml: parsed, and strict as issue 28 asks.

Separate test and bundle jobs; every bundle job builds, smokes and runs the selfcheck from
the unpacked archive (build.py --selfcheck); actions pinned to commit SHAs; Python, pip
and PyInstaller pinned; the pip cache keyed by the dependency files; Linux on the oldest
runner with the xcb libraries; macOS strict signing for both architectures; Windows with
a font folder for the offscreen smoke; a release job on tags with SHA-256 sums.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
SHA = re.compile(r"^[\w.-]+/[\w.-]+@[0-9a-f]{40}$")


def text() -> str:
    return WORKFLOW.read_text(encoding="utf-8")


def data() -> dict:
    return yaml.safe_load(text())


def steps_of(job: dict) -> list[dict]:
    return job["steps"]


def runs(job: dict) -> str:
    return "\n".join(s.get("run", "") for s in steps_of(job))


def test_workflow_text():
    body = text()
    assert "\t" not in body, "YAML forbids tabs for indentation"
    for number, line in enumerate(body.splitlines(), 1):
        assert line == line.rstrip(), f"line {number}: trailing spaces"
    assert body.count("${{") == body.count("}}")


def test_workflow_triggers_and_jobs():
    wf = data()
    triggers = wf.get("on", wf.get(True))  # YAML 1.1 reads a bare `on` as true
    assert {"push", "pull_request", "workflow_dispatch"} <= set(triggers)
    assert triggers["push"]["tags"] == ["v*"]
    assert set(wf["jobs"]) == {"test", "bundle", "release"}
    assert "needs" not in wf["jobs"]["bundle"], "a failing test must not stop the bundles"
    assert wf["permissions"] == {"contents": "read"}


def test_every_action_is_pinned_to_a_commit():
    for name, job in data()["jobs"].items():
        for step in steps_of(job):
            if "uses" in step:
                assert SHA.match(step["uses"]), f"{name}: {step['uses']} is not pinned to a SHA"
    for line in text().splitlines():
        if "uses:" in line:
            assert re.search(r"# v\d+\.\d+\.\d+$", line), f"no full version tag: {line}"


def test_tool_versions_and_cache_are_pinned():
    wf = data()
    assert re.fullmatch(r"3\.\d+\.\d+", wf["env"]["PYTHON_VERSION"])
    assert re.fullmatch(r"\d+\.\d+(\.\d+)?", wf["env"]["PIP_VERSION"])
    constraints = (ROOT / "packaging" / "constraints.txt").read_text(encoding="utf-8")
    for tool in ("pyinstaller", "pyinstaller-hooks-contrib", "PySide6_Essentials"):
        assert re.search(rf"^{tool}==[\w.]+$", constraints, re.M | re.I), tool
    for name in ("test", "bundle"):
        job = wf["jobs"][name]
        setup = next(s for s in steps_of(job) if "setup-python" in s.get("uses", ""))
        assert setup["with"]["python-version"] == "${{ env.PYTHON_VERSION }}"
        assert setup["with"]["cache"] == "pip"
        assert set(setup["with"]["cache-dependency-path"].split()) == {
            "pyproject.toml", "packaging/constraints.txt"}
        assert "-c packaging/constraints.txt" in runs(job)
        assert 'pip install "pip==${{ env.PIP_VERSION }}"' in runs(job)


def test_test_job_runs_the_tests_on_each_os():
    job = data()["jobs"]["test"]
    assert job["strategy"]["matrix"]["os"] == ["ubuntu-22.04", "windows-2022", "macos-14"]
    assert "python -m pytest" in runs(job)
    assert "packaging/build.py" not in runs(job)


def test_each_bundle_job_runs_the_selfcheck_from_the_unpacked_archive():
    job = data()["jobs"]["bundle"]
    include = job["strategy"]["matrix"]["include"]
    assert {(i["os"], i["arch"]) for i in include} == {
        ("ubuntu-22.04", "x86_64"), ("windows-2022", "amd64"),
        ("macos-14", "arm64"), ("macos-15-intel", "x86_64")}
    assert job["strategy"]["fail-fast"] is False
    assert "if" not in next(s for s in steps_of(job) if "packaging/build.py" in s.get("run", ""))
    build = next(s for s in steps_of(job) if "packaging/build.py" in s.get("run", ""))
    args = build["run"].split()
    # one step for every OS: smoke, archive, unpack, selfcheck from the unpacked bundle
    for flag in ("--archive", "--smoke", "--selfcheck", "--expect-arch"):
        assert flag in args, flag
    assert "--expect-arch ${{ matrix.arch }}" in build["run"]
    assert "python -m pytest" not in runs(job)
    assert "C:\\Windows\\Fonts" in build["env"]["QT_QPA_FONTDIR"]
    assert "runner.os == 'Windows'" in build["env"]["QT_QPA_FONTDIR"]
    for var in ("PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR", "PYINSTALLER_VERIFY_BUNDLE_SIGNATURE"):
        assert build["env"][var] == "${{ runner.os == 'macOS' && '1' || '0' }}", var
    linux = next(s for s in steps_of(job) if s.get("if") == "runner.os == 'Linux'")
    for lib in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0",
                "fonts-noto-cjk", "icu-devtools"):
        assert lib in linux["run"], lib
    upload = next(s for s in steps_of(job) if s.get("name") == "Upload the archive")
    assert upload["with"]["path"] == "packaging/dist/eldertable-*.*"
    assert upload["with"]["if-no-files-found"] == "error"


def test_build_script_selfcheck_unpacks_the_archive():
    """What --selfcheck does in build.py: archive, unpack, run the unpacked executable."""
    source = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    main = source[source.index("def main("):]
    assert "unpacked = unpack(out, args.selfcheck.resolve())" in main
    assert "run_selfcheck(executable_path(unpacked.parent))" in main
    assert "mac_app_problems(unpacked, args.expect_arch)" in main


def test_release_job_publishes_the_archives_with_sha256_sums():
    job = data()["jobs"]["release"]
    assert job["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert set(job["needs"]) == {"test", "bundle"}
    assert job["permissions"] == {"contents": "write"}
    download = next(s for s in steps_of(job) if "download-artifact" in s.get("uses", ""))
    assert download["with"]["pattern"] == "eldertable-*"
    assert download["with"]["merge-multiple"] is True
    body = runs(job)
    assert "sha256sum eldertable-* > SHA256SUMS.txt" in body
    assert "gh release create" in body and "archives/SHA256SUMS.txt" in body
