"""What sits around the Mansions board while a game is played: the action bar above it and
the side panel to its right (children of the view, kept out of the board by viewport
margins), both refilled from the viewing seat's observation on every state change."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..i18n import tr_msg
from .actionbar import MansionsBar
from .sidepanel import WIDTH, SidePanel


class PlayChrome(QObject):
    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.bar = MansionsBar(view)
        self.panel = SidePanel(view)
        self.bar.chosen.connect(view.apply)
        self.panel.paceChanged.connect(self._pace)
        self._geometry = None
        controller = view.controller
        controller.stateChanged.connect(self.refresh)
        controller.busyChanged.connect(self._busy)
        self.bar.show()
        self.panel.show()

    def detach(self) -> None:
        controller = self.view.controller
        for signal, slot in ((controller.stateChanged, self.refresh),
                             (controller.busyChanged, self._busy)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def _pace(self, pace: str) -> None:
        if pace == "instant":
            self.view.pacer.flush()

    def _busy(self, _busy: bool) -> None:
        self.refresh()

    def refresh(self) -> None:
        view, controller = self.view, self.view.controller
        obs = {} if view.covered or controller.game_id is None else view.observation()
        if obs and obs.get("rules") != "second-edition":
            obs = {}  # the first-edition walk has no rounds, tests or Keeper
        seat = view.seat
        current = controller.current_player()
        legal = (controller.legal_actions(seat)
                 if obs and current == seat and controller.is_human(seat) else [])
        if not obs:
            prompt = ""
        elif controller.busy():
            prompt = view.tr("A bot is thinking\u2026")
        else:
            prompt = tr_msg(controller.prompt(seat))
        self.bar.show_state(obs, prompt, legal)
        self.panel.show_state(obs)
        self.panel.setVisible(bool(obs))
        self.place(force=True)

    def place(self, force: bool = False) -> None:
        view = self.view
        shown = not self.panel.isHidden()
        side = WIDTH if shown else 0
        width = view.width() - side
        height = self.bar.heightForWidth(width) if self.bar.buttons or shown else 0
        geometry = (view.width(), view.height(), height, side)
        if geometry == self._geometry and not force:
            return
        changed = geometry != self._geometry
        self._geometry = geometry
        self.bar.setVisible(height > 0)
        self.bar.setGeometry(0, 0, width, height)
        self.panel.setGeometry(width, 0, side, view.height())
        view.setViewportMargins(0, height, side, 0)
        if view.pacer.banner.isVisible():
            view.pacer.banner.place()
        if changed and view._auto_fit:
            view.zoom_fit()
