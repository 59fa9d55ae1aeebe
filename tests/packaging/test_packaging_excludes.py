"""The app works without the modules the bundle leaves out (bundle_config's exclude lists).

A child Python in which no excluded module can be found (as in a bundle) imports every
module of eldertable, draws the kinds of plot the workbench draws (with pyqtgraph's FFT
mode, scatter helper and PNG export: numpy.fft, numpy.random, the exporters) and runs
``smoke``: what a bundle would do, in seconds instead of a build. It found that pyqtgraph
0.14 needs colorama and PySide6.QtOpenGL at import time (the latter is left out, and the
workbench package gives pyqtgraph a stand-in for it: the plot below is drawn with it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import importlib, importlib.machinery, importlib.util, sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("bundle_config", sys.argv[1])
cfg = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cfg)
EXCLUDED = tuple(cfg.PY_EXCLUDES + cfg.QT_MODULE_EXCLUDES)


class BundlePathFinder(importlib.machinery.PathFinder):
    # As in a bundle: an excluded module is nowhere to be found (import fails, find_spec
    # says None).
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if any(name == e or name.startswith(e + ".") for e in EXCLUDED):
            return None
        return super().find_spec(name, path, target)


sys.meta_path[:] = [BundlePathFinder if f is importlib.machinery.PathFinder else f
                    for f in sys.meta_path]
for name in [m for m in sys.modules if m.split(".")[0] in EXCLUDED]:
    del sys.modules[name]  # imported at start-up by a .pth file of this environment

import pkgutil
import eldertable

for info in pkgutil.walk_packages(eldertable.__path__, "eldertable."):
    importlib.import_module(info.name)

assert type(sys.modules["PySide6.QtOpenGL"]).__name__ == "_Absent", "the real QtOpenGL"
import numpy as np
import pyqtgraph as pg
import pyqtgraph.exporters
from eldertable.ui.app import create_app

app = create_app()
plot = pg.PlotWidget()
plot.addItem(pg.BarGraphItem(x=np.arange(4), height=[1, 3, 2, 5], width=0.6))
plot.addItem(pg.ErrorBarItem(x=np.arange(4), y=np.ones(4), height=np.full(4, 0.2)))
curve = pg.PlotDataItem(np.arange(32), np.sin(np.arange(32)))
plot.addItem(curve)
curve.setFftMode(True)
pg.pseudoScatter(np.random.default_rng(1).normal(size=20))
plot.resize(400, 300)
plot.show()
app.processEvents()
out = Path(sys.argv[2])
pyqtgraph.exporters.ImageExporter(plot.plotItem).export(str(out / "plot.png"))

from eldertable.cli import main

code = main(["smoke", "--out", str(out / "smoke")])
print("smoke exit", code)
sys.exit(code)
"""


def test_the_app_runs_without_the_excluded_modules(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ELDERTABLE_HOME=str(tmp_path / "home"))
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT / "packaging" / "bundle_config.py"),
         str(tmp_path)], capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert (tmp_path / "plot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert list((tmp_path / "smoke").glob("*.png"))
