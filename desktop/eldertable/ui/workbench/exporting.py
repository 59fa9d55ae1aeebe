"""Exporting from the workbench: the chosen run as CSV or JSON, the plots in view as PNG
and SVG. A mixin of the window, which provides ``selected_run``, ``tabs``, ``board``,
``compare``, ``odds`` and ``_say``."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from ...engine.saves import SaveError
from . import export, plotkit
from eldertable.engine.messages import fill


class ExportActions:
    def _ask_export(self, kind: str) -> None:
        run = self.selected_run()
        if kind == "plots":
            folder = QFileDialog.getExistingDirectory(
                self, QCoreApplication.translate("ExportActions", "Export the plots to"))
            if folder:
                self.export_plots(folder)
            return
        if run is None:
            return
        if kind == "csv":
            pattern = QCoreApplication.translate("ExportActions", "CSV files (*.csv)")
        else:
            pattern = QCoreApplication.translate("ExportActions", "JSON files (*.json)")
        path, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("ExportActions", "Export the results"),
            f"{run.spec.game}-seed{run.spec.seed}.{kind}", pattern)
        if path:
            self.export_results(path, kind)

    def export_results(self, path: str | os.PathLike, kind: str) -> bool:
        run = self.selected_run()
        if run is None:
            return False
        try:
            (export.save_csv if kind == "csv" else export.save_json)(run, path)
        except SaveError as exc:
            self._say(str(exc), error=True)
            return False
        self._say(QCoreApplication.translate("ExportActions", "Saved {path}").format(
            path=path))
        return True

    def export_plots(self, folder: str | os.PathLike) -> list[Path]:
        """Every plot of the tab in view (the run's plots on any tab but Compare and Odds)
        as PNG and SVG in ``folder``."""
        tab = self.tabs.currentWidget()
        plots = (self.compare.plots() if tab is self.compare
                 else {"odds": self.odds.plot} if tab is self.odds else self.board.plots())
        written: list[Path] = []
        try:
            for name, widget in plots.items():
                base = Path(folder) / name.replace(":", "-").replace("/", "-")
                plotkit.export_png(widget, base.with_suffix(".png"))
                plotkit.export_svg(widget, base.with_suffix(".svg"))
                written += [base.with_suffix(".png"), base.with_suffix(".svg")]
        except OSError as exc:
            self._say(str(exc), error=True)
            return written
        self._say(fill(QCoreApplication.translate("ExportActions",
                                                  "Saved {n} {n|file|files} in {folder}"),
                       n=len(written), folder=folder))
        return written
