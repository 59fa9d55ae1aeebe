"""A widget that fits what it shows to its size whenever it is resized or shown (a map in
the workbench, a puzzle's board): mix :class:`FitsOnResize` in before the Qt class and
give the widget a ``fit()``."""

from __future__ import annotations


class FitsOnResize:
    def fit(self) -> None:  # pragma: no cover - each widget says how it fits
        raise NotImplementedError

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()
