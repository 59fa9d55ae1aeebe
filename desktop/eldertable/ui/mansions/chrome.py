"""What sits around the Mansions board while a game is played: the action bar above it and
the side panel to its right (children of the view, kept out of the board by viewport
margins), both refilled from the viewing seat's observation on every state change."""

from __future__ import annotations

from typing import Any

from ..i18n import tr_msg
from .actionbar import MansionsBar
from .boardchrome import BoardChrome
from .sidepanel import WIDTH, SidePanel
from .whatsleft import told


class PlayChrome(BoardChrome):
    RULES = "second-edition"  # the first-edition walk has no rounds, tests or Keeper
    SIDE = WIDTH

    def __init__(self, view):
        bar = MansionsBar(view)
        panel = SidePanel(view)
        super().__init__(view, bar, panel)
        self.panel.paceChanged.connect(self._pace)
        view.pacer.idle.connect(self.refresh)  # the beats are over: the bar shows the state
        self.stale = False  # a refresh was put off until the controller settles

    def _state_changed(self) -> None:
        """Redrawn once per run of actions (the Mythos Phase's rolls one after another are
        one redraw at their end, not one each: the GUI thread's block, issue 24)."""
        if self.view.controller.settling():
            self.stale = True
            return
        self.refresh()

    def _settled(self) -> None:
        if self.stale:
            self.stale = False
            self.refresh()
        self.bar.show()
        self.panel.show()

    def chosen(self, action) -> bool:
        """The bar's action; ending the turn of a lone investigator ends the Investigator
        Phase too. The end-phase button (MOM2-TURN-4) is pressed for the player when it is
        all that is left to do, so solo play needs no second click; the record keeps both
        actions, as before."""
        applied = super().chosen(action)
        if not applied or type(action).__name__ != "EndTurn":
            return applied
        view, controller = self.view, self.view.controller
        obs = view.observation()
        if (len(obs.get("investigators") or ()) != 1 or controller.current_player() != view.seat
                or not controller.is_human(view.seat)):
            return True
        legal = controller.legal_actions(view.seat)
        if len(legal) == 1 and type(legal[0]).__name__ == "EndPhase":
            return view.apply(legal[0])
        return True

    def _pace(self, pace: str) -> None:
        if pace == "instant":
            self.view.pacer.flush()

    def refresh(self) -> None:
        if self.waits():
            return
        view, controller = self.view, self.view.controller
        obs, _current, legal = self._seen()
        if not obs:
            prompt = ""
        elif controller.busy():
            prompt = view.tr("A bot is thinking\u2026")
        else:
            prompt = tr_msg(controller.prompt(view.seat))
        pacer = view.pacer
        if obs and pacer.keepers_turn() and self.bar.buttons_shown():
            # the Keeper's turn is still on screen: the bar holds the state it shows, its
            # buttons disabled, until the last beat is over (issue 24)
            # the card waits on the investigators' choice: the bar says the question too
            self.bar.hold_still(prompt if pacer.card.choices and not pacer.queue else None,
                                pacer.offers_skip())
        else:
            self.bar.show_state(obs, prompt, legal)
        if obs and pacer.head:
            self.show_head(pacer.head)  # the beat shown, not the state
        elif obs:
            pacer.note_head(obs)
        if not self.panel_held(obs):
            self.fill_panel(obs)
        self.panel.setVisible(bool(obs))
        self.place(force=True)

    def fill_panel(self, obs: dict[str, Any]) -> None:
        self.panel.show_state(obs)
        self.panel.left.setVisible(bool(obs))
        if obs:
            self.panel.left.show_state(obs, told(self.view.book, self.view.seat))

    def show_head(self, head) -> None:
        """The round and phase of the beat on screen (None: the game's own)."""
        obs, _current, _legal = self._seen()
        if not obs:
            return
        self.bar.show_phase(dict(obs, **head) if head else obs)
        test = (head or {}).get("test")
        if test is not None and self.view.pacer.keepers_turn():
            # the bar holds the Keeper's turn: its dice are the test of the beat on screen
            words = self.bar.words
            self.bar.dice.show_test(test, words.skill(test["skill"]),
                                    words.name(test["investigator"], obs))
            self.bar.dice.show()

    def _bar_height(self, width: int, shown: bool) -> int:
        return self.bar.heightForWidth(width) if self.bar.buttons or shown else 0

    def _place_over(self) -> None:
        if self.view.pacer.banner.isVisible():
            self.view.pacer.banner.place()
