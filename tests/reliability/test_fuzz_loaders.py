"""Every loader, fuzzed a little (the 100,000-input run is tools/fuzz.py): mutants of the
shipped files and golden saves, and JSON that hypothesis makes up, are accepted or refused
with a clear message, never anything else; oversized and deeply nested input is refused
with one message by every loader, the settings file included."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reliability.fuzzing import campaign, run_one, run_path, special_inputs
from reliability.loaders import loaders

LOADERS = [ld for ld in loaders() if ld.seeds]
FILES = [ld for ld in LOADERS if ld.name != "settings"]


def test_every_kind_of_input_has_a_loader_to_fuzz():
    names = {ld.name for ld in LOADERS}
    assert {"save", "settings", "mansions:load_scenario", "magnum-opus:read",
            "miskatonic:read", "mansions:puzzle_data"} <= names
    assert any(n.startswith("mansions:validate:") for n in names)


def test_mutants_of_every_loaders_seeds_are_refused_clearly(tmp_path):
    tally = campaign(LOADERS, 14, seed=12, folder=tmp_path)
    out = tally.as_json()
    assert out["bug_examples"] == []
    specials = len(special_inputs(tmp_path / "count"))
    assert out["total"] == 14 * len(LOADERS) + specials * sum(ld.specials for ld in LOADERS)
    # the shipped seeds load, and most mutants are refused: the fuzzer reaches the checks
    assert all(row["ok"] >= 1 for name, row in out["loaders"].items()
               if name != "mansions:load_tile" and not name.endswith("mansions-tile"))
    assert sum(row["refused"] for row in out["loaders"].values()) > out["total"] // 2


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=40)
    | st.sampled_from(["kind", "format", "mansions-scenario", "../x", "bot:default"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["kind", "format", "id", "record", "game", "actions", "x", "seats"])
        | st.text(max_size=8), inner, max_size=6),
    max_leaves=40)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(index=st.integers(0, 10_000), data=JSON, kind=st.booleans())
def test_made_up_json_is_refused_clearly(tmp_path, index, data, kind):
    loader = FILES[index % len(FILES)]
    seed = json.loads(loader.seeds[0].read_text(encoding="utf-8"))
    if kind and isinstance(data, dict) and isinstance(seed, dict):
        data = dict(data, kind=seed.get("kind"), format=seed.get("format"))
    text = json.dumps(data).encode("utf-8")
    outcome, detail, _cpu = run_one(loader, text, tmp_path, loader.seeds[0].name)
    assert outcome != "bug", detail


@pytest.mark.parametrize("loader", FILES, ids=lambda ld: ld.name)
def test_oversized_and_deeply_nested_input_is_one_message(loader, tmp_path):
    name = loader.seeds[0].name
    big = tmp_path / "big" / name
    big.parent.mkdir()
    with open(big, "wb") as fh:  # sparse: the size is refused before anything is read
        fh.truncate(65 * 1024 * 1024)
    outcome, detail, _cpu = run_one(loader, big.read_bytes()[:0] or b"", tmp_path, "empty.json")
    assert outcome == "refused" and detail
    with pytest.raises(loader.errors, match="too large") as info:
        loader.load(big)
    assert str(info.value).count("\n") == 0
    deep = ("[" * 5000 + "]" * 5000).encode()
    outcome, detail, _cpu = run_one(loader, deep, tmp_path, name)
    assert outcome == "refused" and "nested too deeply" in detail and "\n" not in detail


def test_an_oversized_settings_file_is_set_aside_with_one_message(caplog):
    from eldertable.ui import settings as st_

    path = st_.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[General]\nlanguage=zh_CN\n" + "x=" + "y" * st_.MAX_SETTINGS_BYTES + "\n")
    with caplog.at_level(logging.WARNING, logger="eldertable.ui.settings"):
        assert st_.recent_files() == []
        assert st_.text_value("language") == ""
    assert [r.getMessage() for r in caplog.records if "too large" in r.getMessage()]
    assert len(caplog.records) == 1
    assert not path.exists() and path.with_name("settings.ini.too-large").exists()


def test_settings_of_the_wrong_types_never_crash_the_app():
    from eldertable.ui import settings as st_

    path = st_.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[General]\nrecent=@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)\n"
                    "language=@Point(1 2)\n", encoding="utf-8")
    assert st_.recent_files() == []
    assert st_.text_value("language", "en") == "en"


def _spin(path):
    while True:
        pass


def _sleepy(path):
    import time

    time.sleep(0.5)
    return "ok"


def test_a_hang_is_counted_by_cpu_time_not_wall_time(tmp_path, monkeypatch):
    """A loader that spins is a hang once it has spent the CPU limit; one that waits (as
    a starved process on a busy machine does) is not, until the wall-time backstop."""
    import reliability.fuzzing as fz
    from reliability.loaders import Loader

    monkeypatch.setattr(fz, "TIME_LIMIT", 0.3)
    spinning = Loader("spin", (), _spin, (ValueError,))
    outcome, detail, cpu = run_one(spinning, b"{}", tmp_path, "x.json")
    assert (outcome, detail) == ("bug", "hang: no answer within 0.3 CPU s") and cpu > 0.2
    waiting = Loader("wait", (), _sleepy, (ValueError,))
    assert run_one(waiting, b"{}", tmp_path, "y.json")[0] == "ok"
    monkeypatch.setattr(fz, "WALL_LIMIT", 1)
    asleep = Loader("asleep", (), lambda path: __import__("time").sleep(3), (ValueError,))
    assert run_one(asleep, b"{}", tmp_path, "z.json")[:2] == ("bug", "hang: no answer within 1 s")


def test_every_loader_accepts_its_shipped_files_as_the_fuzzer_writes_them(tmp_path):
    """The campaign's first inputs are the seeds unchanged: each must be accepted, else
    every mutant is refused at the same first check and the loader is never fuzzed (tiles
    were, their pictures missing beside them)."""
    refused = {}
    for ld in LOADERS:
        tally = campaign([ld], len(ld.seeds), seed=0, folder=tmp_path)
        if tally.outcomes[(ld.name, "ok")] != len(ld.seeds):
            refused[ld.name] = dict((k[1], n) for k, n in tally.outcomes.items())
    assert refused == {}


# --------------------------------------------------------------------------- issue 23


@pytest.mark.parametrize("loader", FILES, ids=lambda ld: ld.name)
def test_no_loader_reads_what_is_not_a_regular_file(loader, tmp_path):
    """A FIFO, /dev/zero, links to them and a folder: refused at once, never read."""
    for path in special_inputs(tmp_path):
        outcome, detail, cpu = run_path(loader, path)
        assert outcome == "refused", (path.name, detail)
        assert cpu < 1.0


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(index=st.integers(0, 10_000), digits=st.integers(4301, 30_000), where=st.integers(0, 2),
       seed=st.integers(0, 2**32))
def test_integers_of_more_than_4300_digits_are_refused_by_every_loader(tmp_path, index,
                                                                       digits, where, seed):
    import random

    from reliability.mutate import long_number, mutate_text

    loader = FILES[index % len(FILES)]
    text = loader.seeds[index % len(loader.seeds)].read_bytes()
    rng = random.Random(seed)
    if where == 2:  # a new key in front
        data = b'{"x": ' + long_number(rng, digits).encode() + b", " + text.lstrip()[1:]
    else:
        data = text
        while data == text or data.startswith(b"\xef\xbb\xbf"):
            data = mutate_text(text, rng)
    outcome, detail, _cpu = run_one(loader, data, tmp_path, loader.seeds[0].name)
    assert outcome != "bug", detail
    if where == 2:
        assert outcome == "refused" and "more than 4300 digits" in detail, detail


@pytest.mark.parametrize("loader", FILES, ids=lambda ld: ld.name)
def test_every_loader_reads_its_shipped_files_with_a_bom(loader, tmp_path):
    for seed in loader.seeds[:3]:
        outcome, detail, _cpu = run_one(loader, b"\xef\xbb\xbf" + seed.read_bytes(), tmp_path,
                                        seed.name)
        if loader.name in ("mansions:load_tile",) or loader.name.endswith("mansions-tile"):
            continue  # a tile needs its picture beside it (the companions, not copied here)
        assert outcome == "ok", (seed.name, detail)
