"""What both editions' chromes around the Mansions board share (:mod:`.chrome` for the
second, :mod:`.first.chrome` for the first): the bar above the board and the panel to its
right (children of the view, kept out of the board by viewport margins), refilled from the
viewing seat's observation on every state change and while a bot thinks."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from PySide6.QtCore import QObject


class BoardChrome(QObject):
    """An edition's chrome sets :attr:`RULES` (the observation's ``rules`` it shows) and
    :attr:`SIDE` (its panel's width) and gives ``refresh``, the bar's height and what else
    to place over the board."""

    RULES = ""
    SIDE = 0

    def __init__(self, view, bar, panel):
        super().__init__(view)
        self.view = view
        self.bar = bar
        self.panel = panel
        bar.chosen.connect(self.chosen)
        self._geometry = None
        self._panel_game = None  # the game whose state the side panel shows
        view.pacer.idle.connect(self._release_panel)  # the beats are over: the state
        view.pacer.beatShown.connect(self._beat_shown)  # a beat's moment on the panel
        controller = view.controller
        controller.stateChanged.connect(self._state_changed)
        controller.busyChanged.connect(self._busy)
        controller.settled.connect(self._settled)

    def chosen(self, action) -> bool:
        """A button of the bar was pressed: its action, applied by the view."""
        return self.view.apply(action)

    def detach(self) -> None:
        controller = self.view.controller
        for signal, slot in ((controller.stateChanged, self._state_changed),
                             (controller.busyChanged, self._busy),
                             (controller.settled, self._settled)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def _busy(self, _busy: bool) -> None:
        self.refresh()

    def _state_changed(self) -> None:
        """The state changed: refreshed at once (an edition may put it off)."""
        self.refresh()

    def _settled(self) -> None:
        """A run of actions is over (what was put off is refreshed)."""

    def refresh(self) -> None:
        raise NotImplementedError

    put_off = 0  # inside redraw_once(): the refreshes wait for its end
    owed = False  # a refresh was put off

    @contextmanager
    def redraw_once(self) -> Iterator[None]:
        """Within, a refresh waits and is done once, at the end: a person's click that
        first brings the board up to date and then applies an action redraws the bar and
        the panel once, not twice (the GUI thread's block, issue 24)."""
        self.put_off += 1
        try:
            yield
        finally:
            self.put_off -= 1
            if not self.put_off and self.owed:
                self.owed = False
                self.refresh()

    def waits(self) -> bool:
        """Inside redraw_once(): note the refresh owed and say so (the caller returns)."""
        if self.put_off:
            self.owed = True
        return bool(self.put_off)

    def panel_held(self, obs: dict[str, Any]) -> bool:
        """While story cards or the Keeper's beats are on screen, the side panel keeps what
        it showed before them, and shows the state when they are over: a wound a monster's
        attack deals is not on the panel before the attack is told (found in games played
        by hand). A new game's panel is always filled."""
        game = getattr(self.view.controller, "game_uid", None) if obs else None
        held = bool(obs) and self.view.pacer.busy() and self._panel_game == game
        if not held:
            self._panel_game = game
            return False
        # the beat on screen tells the end of its action (a search's card: its Clue): the
        # panel shows that moment, not the moment before the action (issue 24)
        told = self.view.pacer.told_obs()
        if told is not None and told.get("rules") == self.RULES:
            self.fill_panel(told)
        return True

    def _beat_shown(self, _lines) -> None:
        if self.waits():
            return
        obs = self._seen()[0]
        if obs:
            self.panel_held(obs)

    def fill_panel(self, obs: dict[str, Any]) -> None:
        """The side panel shows ``obs`` (an edition's chrome says how)."""
        self.panel.show_state(obs)

    def _release_panel(self) -> None:
        if self.waits():
            return
        obs = self._seen()[0]
        if obs and self._panel_game is not None:
            self.fill_panel(obs)

    def _seen(self) -> tuple[dict[str, Any], int, list]:
        """The viewing seat's observation (empty under the curtain, with no game, or of the
        other edition), the current player and the seat's legal actions (none unless it is
        a human seat's turn)."""
        view, controller = self.view, self.view.controller
        obs = {} if view.covered or controller.game_id is None else view.observation()
        if obs and obs.get("rules") != self.RULES:
            obs = {}
        seat = view.seat
        current = controller.current_player()
        legal = (controller.legal_actions(seat)
                 if obs and current == seat and controller.is_human(seat) else [])
        return obs, current, legal

    def _bar_height(self, width: int, shown: bool) -> int:
        raise NotImplementedError

    def _place_over(self) -> None:
        """Places what lies over the board once the margins are set."""

    def place(self, force: bool = False) -> None:
        view = self.view
        shown = not self.panel.isHidden()
        side = self.SIDE if shown else 0
        width = view.width() - side
        height = self._bar_height(width, shown)
        geometry = (view.width(), view.height(), height, side)
        if geometry == self._geometry and not force:
            return
        changed = geometry != self._geometry
        self._geometry = geometry
        self.bar.setVisible(height > 0)
        self.bar.setGeometry(0, 0, width, height)
        self.panel.setGeometry(width, 0, side, view.height())
        view.setViewportMargins(0, height, side, 0)
        self._place_over()
        if changed and view._auto_fit:
            view.zoom_fit()
