"""pyqtgraph pieces the workbench draws with (this module is the one that imports it).

Plots follow the widget palette (light or dark), bars are labelled on the axis, and every
plot can be written to PNG (pyqtgraph's ImageExporter) and SVG (pyqtgraph's SVGExporter;
where that fails on the running Qt, QSvgGenerator renders the same plot).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
import pyqtgraph as pg
import pyqtgraph.exporters as pg_exporters
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

COLOURS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
           "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"]
NEVER = "#c0392b"


def colour(i: int, alpha: int = 255) -> QColor:
    c = QColor(COLOURS[i % len(COLOURS)])
    c.setAlpha(alpha)
    return c


def make_plot(parent: QWidget, name: str) -> pg.PlotWidget:
    pal = parent.palette()
    w = pg.PlotWidget(parent, background=pal.color(QPalette.ColorRole.Base))
    w.setObjectName(name)
    fg = pal.color(QPalette.ColorRole.Text)
    for axis in ("left", "bottom"):
        ax = w.getAxis(axis)
        ax.setPen(fg)
        ax.setTextPen(fg)
    w.setMenuEnabled(False)
    w.setMinimumHeight(220)
    w.plotItem.titleLabel.setAttr("color", fg.name())
    _title_never_widens(w.plotItem.titleLabel)
    return w


def legend(w: pg.PlotWidget, offset: tuple[int, int]) -> pg.LegendItem:
    item = w.addLegend(offset=offset)
    item.setLabelTextColor(w.getAxis("left").textPen().color())
    return item


def set_title(w: pg.PlotWidget, text: str) -> None:
    w.setTitle(text, color=w.plotItem.titleLabel.opts.get("color"), size="10pt")


def _title_never_widens(label) -> None:
    """A LabelItem asks for its text's width, which pushes the axes out of a narrow card
    (a long title, a longer language); let it ask for none: the title is cut instead."""
    original = label.updateMin

    def update_min() -> None:
        original()
        hints = getattr(label, "_sizeHint", None)
        if isinstance(hints, dict):
            for which in (Qt.SizeHint.MinimumSize, Qt.SizeHint.PreferredSize):
                if which in hints:
                    hints[which] = (0, hints[which][1])
        label.setMinimumWidth(0)

    label.updateMin = update_min


def kept(w: pg.PlotWidget, key: str, make: Callable[[], Any]) -> Any:
    """The plot item ``key`` of ``w``, made and added the first time: live plots update
    their items in place, for adding and removing items each redraw costs far more."""
    items = w.__dict__.setdefault("_kept", {})
    if key not in items:
        items[key] = make()
        w.addItem(items[key])
    return items[key]


def reset(w: pg.PlotWidget) -> None:
    """Remove every item (and the kept ones) from ``w``."""
    w.clear()
    w.__dict__["_kept"] = {}


def hbars(w: pg.PlotWidget, labels: Sequence[str], values: Sequence[float],
          brushes: Sequence[QColor] | None = None, xmax: float | None = None) -> None:
    """Horizontal bars, the first label on top; the plot grows with the number of bars."""
    n = len(labels)
    bars = kept(w, "hbars", lambda: pg.BarGraphItem(x0=np.zeros(0), y=np.zeros(0),
                                                    height=0.7, width=np.zeros(0),
                                                    pen=pg.mkPen(None)))
    bars.setOpts(x0=np.zeros(n), y=np.arange(n, dtype=float),
                 width=np.asarray(values, float),
                 brushes=list(brushes) if brushes is not None else [colour(0)] * n)
    axis = w.getAxis("left")
    if w.__dict__.get("_labels") != list(labels):
        w.__dict__["_labels"] = list(labels)
        axis.setTicks([[(i, label) for i, label in enumerate(labels)]])
        metrics = QFontMetrics(axis.style.get("tickFont") or w.font())
        axis.setWidth(max([metrics.horizontalAdvance(label) for label in labels] + [20]) + 14)
        w.invertY(True)
        w.setYRange(-0.6, max(n, 1) - 0.4, padding=0)
        w.setMinimumHeight(max(220, 60 + 22 * n))
    if xmax is not None:
        w.setXRange(0, xmax, padding=0.02)


def vbars(w: pg.PlotWidget, x: Sequence[float], heights: Sequence[float], width: float = 0.8,
          brush: QColor | None = None, name: str | None = None) -> pg.BarGraphItem:
    """Vertical bars added to ``w`` (for plots drawn afresh each time)."""
    item = pg.BarGraphItem(x=np.asarray(x, float), height=np.asarray(heights, float),
                           width=width, brush=brush or colour(0), pen=pg.mkPen(None), name=name)
    w.addItem(item)
    return item


def kept_vbars(w: pg.PlotWidget, x: Sequence[float], heights: Sequence[float],
               width: float = 0.8, brush: QColor | None = None) -> None:
    """The vertical bars of a live plot, updated in place."""
    bars = kept(w, "vbars", lambda: pg.BarGraphItem(x=np.zeros(0), height=np.zeros(0),
                                                    width=width, brush=brush or colour(0),
                                                    pen=pg.mkPen(None)))
    bars.setOpts(x=np.asarray(x, float), height=np.asarray(heights, float), width=width)


def band(w: pg.PlotWidget, key: str, x: np.ndarray, lo: np.ndarray, hi: np.ndarray,
         brush: QColor) -> QGraphicsPathItem:
    """The area between ``lo`` and ``hi`` over ``x``, one closed path updated in place."""
    def make() -> QGraphicsPathItem:
        item = QGraphicsPathItem()
        item.setBrush(brush)
        item.setPen(QPen(Qt.PenStyle.NoPen))
        item.setZValue(-10)
        return item

    item = kept(w, key, make)
    path = pg.arrayToQPath(np.concatenate([x, x[::-1]]), np.concatenate([hi, lo[::-1]]))
    path.closeSubpath()
    item.setPath(path)
    return item


def set_legend_text(w: pg.PlotWidget, curve: Any, text: str) -> None:
    legend = w.plotItem.legend
    for sample, label in legend.items if legend is not None else ():
        if sample.item is curve and label.text != text:
            label.setText(text)


def histogram(values: Sequence[float], max_bins: int = 60) -> tuple[np.ndarray, np.ndarray, float]:
    """Bar centres, counts and bar width: one bar per whole number while they fit."""
    a = np.asarray(values, float)
    if a.size == 0:
        return np.zeros(0), np.zeros(0), 1.0
    lo, hi = float(a.min()), float(a.max())
    if np.all(a == np.round(a)) and hi - lo + 1 <= max_bins:
        counts = np.bincount((a - lo).astype(int))
        return np.arange(lo, hi + 1), counts, 0.8
    counts, edges = np.histogram(a, bins=min(max_bins, max(5, int(np.sqrt(a.size)))))
    return (edges[:-1] + edges[1:]) / 2, counts, float(edges[1] - edges[0]) * 0.9


def thin(n: int, points: int = 600) -> np.ndarray:
    """Indices of at most ``points`` evenly spread samples of 0..n-1 (the last included)."""
    if n <= points:
        return np.arange(n)
    return np.unique(np.linspace(0, n - 1, points).astype(int))


def export_png(w: pg.PlotWidget, path: Path | str, width: int = 1200) -> None:
    exporter = pg_exporters.ImageExporter(w.plotItem)
    exporter.parameters()["width"] = width
    exporter.export(str(path))


def export_svg(w: pg.PlotWidget, path: Path | str) -> None:
    try:
        pg_exporters.SVGExporter(w.plotItem).export(str(path))
        return
    except ValueError:
        # pyqtgraph 0.14 cannot read the closed paths ("... Z") Qt 6.12 writes
        # (pyqtgraph issue 3495): draw the same plot through QSvgGenerator.
        pass
    size = w.size()
    gen = QSvgGenerator()
    gen.setFileName(str(path))
    gen.setSize(QSize(size.width(), size.height()))
    gen.setViewBox(QRect(0, 0, size.width(), size.height()))
    gen.setTitle(w.objectName())
    painter = QPainter(gen)
    try:
        w.render(painter)
    finally:
        painter.end()
