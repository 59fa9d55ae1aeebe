"""The dask.distributed executor against a LocalCluster (threads, in this process).

Skipped where the extra ``cluster`` is not installed, except the test that checks the
message given then."""

from __future__ import annotations

import builtins
import logging

import pytest

from eldertable.engine import executors, registry, simulate


def _without_timing(out):
    return {k: v for k, v in out.items() if k not in simulate.TIMING_FIELDS}


def test_without_dask_the_message_names_the_extra(monkeypatch):
    real_import = builtins.__import__

    def no_dask(name, *args, **kwargs):
        if name == "distributed" or name.startswith("distributed."):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    with pytest.raises(executors.ClusterUnavailable, match=r"eldertable\[cluster\]"):
        executors.simulate_on_cluster("toy", 10, scheduler="tcp://127.0.0.1:8786")


def test_chunks_follow_the_local_rule():
    assert executors.chunk_size(10_000, 2) == 200
    assert executors.chunk_size(100, 2) == 6
    assert executors.chunk_size(3, 8) == 1


@pytest.fixture(scope="module")
def client():
    distributed = pytest.importorskip("distributed")
    logging.getLogger("distributed").setLevel(logging.ERROR)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as c:
            yield c


def test_same_result_as_a_local_run(client):
    seen, progress = {}, []
    out = executors.simulate_on_cluster("toy", 500, 9, client=client,
                                        per_game=lambda i, s: seen.__setitem__(i, s),
                                        progress=lambda done, total: progress.append((done, total)))
    local = simulate.simulate("toy", 500, 9)
    assert _without_timing(out) == _without_timing(local)
    assert sorted(seen) == list(range(500))
    assert progress[-1] == (500, 500)
    assert [d for d, _ in progress] == sorted(d for d, _ in progress)


def test_cancel_keeps_the_finished_games(client):
    done = []
    out = executors.simulate_on_cluster("toy", 100_000, 3, client=client,
                                        progress=lambda d, t: done.append(d),
                                        cancelled=lambda: bool(done))
    assert 0 < out["games"] < 100_000
    assert out["games"] >= done[0]


def test_a_scheduler_that_is_not_there_is_one_clear_error():
    pytest.importorskip("distributed")
    with pytest.raises(executors.ClusterUnavailable, match="cannot reach the scheduler"):
        executors.simulate_on_cluster("toy", 10, scheduler="tcp://127.0.0.1:9", timeout=1)
    with pytest.raises(executors.ClusterUnavailable, match="no scheduler address"):
        executors.simulate_on_cluster("toy", 10)


def test_an_unknown_game_is_refused_before_any_work(client):
    with pytest.raises(registry.UnknownGame):
        executors.simulate_on_cluster("no-such-game", 10, client=client)
