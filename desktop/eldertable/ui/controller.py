"""The adapter between the Qt-free engine and the window (DESIGN.md, "The table").

:class:`GameController` owns the :class:`~eldertable.engine.record.Recorder` of the game on
the table. People's actions come in through :meth:`act` and become one ``QUndoCommand``
each; CHANCE steps run at once; bots choose on a worker thread and their choice comes back
through a queued signal, so the window never freezes. Every applied action is autosaved:
the GUI thread makes the autosave's text and the process's writer thread
(engine/savewriter.py) writes it atomically, in order, so the window never waits on the
disk; a game's last write is waited for when it ends or closes.

Undo restores a deep copy of the state taken before the action and truncates the record.
It never crosses a die roll, a draw, a reveal or a bot's move: any of those clears the
undo stack, which is the barrier. Nor does it cross a hand-off: when a person's action
passes the turn to another person's seat that is not shown the same (``State.same_view``),
the stack is cleared too, so after the mouse passes each seat undoes only its own actions.
While the hand-off curtain is up (:meth:`GameController.set_covered`) the controller
refuses undo and redo however they are asked for. Redo re-applies the same action.

Views and bots read observations only: :meth:`observation`, :meth:`legal_actions` and
:meth:`prompt` are the whole window's view of the game; the state itself stays in here.
"""

from __future__ import annotations

import copy
import gc
import logging
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine import registry, savewriter
from ..engine.bots import Bot, chance_step
from ..engine.messages import N_, Msg
from ..engine.protocol import CHANCE, TERMINAL, Action, Event, IllegalAction, State
from ..engine.record import GameRecord, Recorder, replay
from ..engine.autosaves import Autosaver, new_uid
from ..engine.saves import SaveError
from .autosavelock import GameLock, lock_path
from .i18n import tr_msg

log = logging.getLogger("eldertable.controller")
C = "GameController"  # the translation context of the reasons given below


class _Resumed(Recorder):
    """A recorder continuing a record that was replayed from a save."""

    def __init__(self, record: GameRecord, state: State) -> None:  # noqa: D107
        self.atomic = True
        self.state = state
        self.chance = state.chance
        self.record = record
        del record.digests[len(record.actions):]
        if record.chance_mode == "physical":
            record.dice_log = getattr(state.chance, "dice_log", record.dice_log)


def parse_seat(kind: Any, bots: dict) -> tuple[str, str | None]:
    """``"human"`` -> ("human", None); ``"bot"``/``"bot:name"`` -> ("bot", name)."""
    text = str(kind or "human")
    if not text.startswith("bot"):
        return ("human", None)
    name = text.partition(":")[2] or ("default" if "default" in bots else next(iter(bots), ""))
    return ("bot", name)


def public_text(event: Event) -> Msg | None:
    """The words of ``event`` that every seat may read."""
    return event.text if event.visible_to is None else event.public_text


_SETTLED: set[tuple] = set()  # the kinds of game whose rules and content are frozen


def _settle_heap(kind: tuple) -> None:
    """The first game of a kind (game, edition's state class, scenario) was set up: its
    rules and content now live for the rest of the process, so collect once and freeze
    what lives out of the collector's full passes. A full pass over all of it took 40-60
    ms of the GUI thread (or of a bot's worker, holding the GIL) at random moments of
    play; the frozen objects are skipped from then on, so a full pass costs what was made
    since (about 4 ms). Done once per kind of game, at its setup (where its modules were
    just imported, a pause anyway), never per move. Unfrozen first, so what the window
    left in cycles before is collected."""
    if kind in _SETTLED:
        return
    _SETTLED.add(kind)
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class GameOpenElsewhere(Exception):
    """The autosave's game is open in another instance (its lock is held)."""


class _Relay(QObject):
    """Lives on the GUI thread; worker threads emit through it (a queued connection)."""

    chosen = Signal(int, int, object, object, object)  # token, seat, action, error, backup
    saveFailed = Signal(str)  # the writer thread could not write an autosave


class _BotTask(QRunnable):
    """One bot decision on a worker thread: observation in, action out.

    The GUI thread hands over the observation as the state gave it and does no copying:
    nothing applies an action while a bot thinks (the controller is busy), and undo or a
    new game puts a new state in place rather than changing this one, so the worker reads
    a state that stands still. Here, off the GUI thread, it copies the observation for the
    bot (a bot never holds the state's own lists) and, once the bot has chosen, makes the
    deep copy of the state the atomic apply needs (its ``backup``) with that copy's
    digest, so the GUI thread only applies the action."""

    def __init__(self, bot: Bot, seat: int, state: State, observation, legal, token: int,
                 relay: _Relay, memo: dict):
        super().__init__()
        self.bot, self.seat, self.state = bot, seat, state
        self.observation, self.legal = observation, legal
        self.token, self.relay, self.memo = token, relay, memo

    def _copy(self, value, memo=None):
        # The GUI thread only reads the state meanwhile, but a read may fill a cache (a
        # dict growing under the copy): then copy again; the cache is complete by then.
        for _ in range(2):
            try:
                return copy.deepcopy(value, dict(memo or {}))
            except RuntimeError:
                continue
        return copy.deepcopy(value, dict(memo or {}))

    def run(self) -> None:
        try:
            choice = self.bot.choose(self._copy(self.observation), self.legal)
        except Exception as exc:  # noqa: BLE001 - reported on the GUI thread
            log.exception("bot %s failed", self.bot.name)
            self.relay.chosen.emit(self.token, self.seat, None,
                                   f"{type(exc).__name__}: {exc}", None)
            return
        try:
            backup = self._copy(self.state, self.memo)
            backup = (backup, backup.digest())
        except Exception:  # noqa: BLE001 - the GUI thread makes its own copy then
            log.exception("copying the state for the atomic apply failed")
            backup = None
        self.relay.chosen.emit(self.token, self.seat, choice, None, backup)


class GuardedUndoStack(QUndoStack):
    """An undo stack that asks its controller first: undo and redo do nothing while the
    controller refuses them (the hand-off curtain is up), whoever calls them."""

    def __init__(self, controller: "GameController") -> None:  # noqa: D107
        super().__init__(controller)
        self._controller = controller

    def undo(self) -> None:
        if self._controller.can_undo():
            super().undo()

    def redo(self) -> None:
        if self._controller.can_redo():
            super().redo()

    def setIndex(self, idx: int) -> None:  # noqa: N802 - Qt's name
        if not self._controller._covered:
            super().setIndex(idx)


class ActionCommand(QUndoCommand):
    """One person's action: redo applies it, undo puts the state from before it back."""

    def __init__(self, controller: "GameController", action: Action, seat: int) -> None:
        super().__init__(action.TYPE)
        self.controller = controller
        self.action = action
        self.seat = seat
        self.before = controller._copy_state()
        self.count = len(controller.recorder.record.actions)
        self.barrier = False
        self.pushed = False
        self.msg: Msg | None = None
        self.public_msg: Msg | None = None

    def label(self, public: bool = False) -> str:
        """What Edit > Undo names, in the current language: in the acting seat's words, or
        (``public``) only in words every seat may read, for a screen the acting seat may
        no longer be in front of."""
        msg = self.public_msg if public else self.msg
        return tr_msg(msg) if msg is not None else ""  # plain "Undo", never an inner type

    def redo(self) -> None:
        # the state is the one ``before`` holds (a first redo, or an undo put it back):
        # that copy serves as the atomic apply's backup, copied again only on a failure
        events, self.barrier = self.controller._apply(self.action, self.seat, self.before,
                                                      shared=True)
        self.barrier = self.barrier or self.controller._hands_off(self.seat)
        if self.pushed:  # Edit > Redo: let a bot whose turn it is now move again
            QTimer.singleShot(0, self.controller.advance)
        self.pushed = True
        self.msg = next((e.text_for(self.seat) for e in events if e.text_for(self.seat)), None)
        self.public_msg = next((m for m in map(public_text, events) if m), None)
        self.setText(self.label())

    def undo(self) -> None:
        self.controller._restore(self.count, copy.deepcopy(self.before, self.controller._memo()))


class GameController(QObject):
    gameStarted = Signal(str)
    gameClosed = Signal()
    eventsApplied = Signal(object, int)  # list[Event], the seat that acted (or CHANCE)
    stateChanged = Signal()  # observations, acting seat and prompt may have changed
    settled = Signal()  # a run of actions is over (see settling())
    restored = Signal()  # the state was put back (undo): views fill afresh
    viewerChanged = Signal(int)  # the seat whose view is on screen
    finished = Signal(object)  # Result
    busyChanged = Signal(bool)  # a bot is thinking
    botFailed = Signal(str)
    autosaveFailed = Signal(str)
    undoAllowedChanged = Signal()  # the curtain rose or fell: can_undo/can_redo may differ

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None):
        super().__init__(parent)
        self.recorder: Recorder | None = None
        self.resumed = False  # the game open was resumed from a save
        # a resumed game's story: (actions after it, its events, the seat that acted) per
        # recorded action, read by the log and the dice tray when the game starts
        self.history: list[tuple[int, list[Event], int]] = []
        self.module = None
        self.seat_kinds: list[tuple[str, str | None]] = []
        self.bots: dict[int, Bot] = {}
        self._covered = False  # the hand-off curtain is up: no undo, no redo
        self.undo_stack = GuardedUndoStack(self)
        self.autosaver = Autosaver()
        self.writer = savewriter.shared()  # writes the autosaves off the GUI thread
        self.autosave_error: str | None = None
        self.game_uid: str | None = None  # the game's own autosave: <game>-<uid>.json
        self._lock: GameLock | None = None  # held while that autosave's game is open here
        self.pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay(self)
        self._relay.chosen.connect(self._bot_chosen)
        self._relay.saveFailed.connect(self._save_failed)
        self._token = 0
        self._pending_legal: list[Action] = []  # the legal list the thinking bot was given
        self._deferred_save = 0  # > 0: inside advance(), which autosaves once at its end
        self._unsaved = False
        self._busy = False
        self._viewer = 0
        self._finished_sent = False

    # ------------------------------------------------------------------ starting

    def new_game(self, game_id: str, config: dict, seed: int, chance=None) -> None:
        entry = registry.get(game_id)
        module = entry.load()
        self._open(entry.id, module, Recorder(entry.id, config, seed, chance, atomic=True))

    def load_record(self, record: GameRecord, uid: str | None = None) -> None:
        """Continue a saved game; ReplayError/GameNotBuilt when it cannot be. With the
        ``uid`` of an autosave the game keeps writing that file (GameOpenElsewhere when
        another instance has it open); without, it is a new game with an id of its own."""
        entry = registry.get(record.game)
        module = entry.load()
        lock = None
        if uid is not None:
            lock = GameLock(self.autosaver.path_for(record, uid))
            if not lock.acquire():
                raise GameOpenElsewhere(uid)
        history: list[tuple[int, list[Event], int]] = []
        try:  # one replay rebuilds the state and collects the story for the log and tray
            state = replay(record, verify=True,
                           on_events=lambda i, seat, events: history.append((i + 1, events, seat)))
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        self._open(entry.id, module, _Resumed(record, state), uid, lock, history)

    def _open(self, game_id: str, module, recorder: Recorder, uid: str | None = None,
              lock: GameLock | None = None,
              history: list[tuple[int, list[Event], int]] | None = None) -> None:
        self.close_game(emit=False)
        self.game_uid, self._lock = uid or new_uid(), lock
        self.history = history or []
        self.module = module
        self.recorder = recorder
        self.resumed = isinstance(recorder, _Resumed)  # a saved game, not a new one
        config, seed = recorder.record.config, recorder.record.seed
        bots_for = getattr(module, "bots_for", None)  # a game whose bots depend on the config
        bots = bots_for(config) if bots_for else getattr(module, "BOTS", {})
        kinds = getattr(module, "seat_kinds", None)
        raw = kinds(config) if kinds else config.get("seats", [])
        n = recorder.state.num_seats()
        raw = list(raw)[:n] + ["human"] * max(0, n - len(raw))
        self.seat_kinds = [parse_seat(k, bots) for k in raw]
        self.bots = {seat: bots[name](seat, seed) for seat, (kind, name) in
                     enumerate(self.seat_kinds) if kind == "bot" and name in bots}
        for seat, (kind, name) in enumerate(self.seat_kinds):
            if kind == "bot" and seat not in self.bots:
                raise ValueError(f"the game has no bot named {name!r}")
        options = config.get("options") if isinstance(config, dict) else None
        _settle_heap((game_id, type(recorder.state).__module__, type(recorder.state).__name__,
                      str(options.get("scenario")) if isinstance(options, dict) else None))
        humans = self.human_seats()
        self._viewer = humans[0] if humans else 0
        self._finished_sent = False
        self.gameStarted.emit(game_id)
        self.viewerChanged.emit(self._viewer)
        self.stateChanged.emit()
        self.advance()

    def close_game(self, emit: bool = True) -> None:
        self._token += 1
        self._set_busy(False)
        self.undo_stack.clear()
        if self.recorder is not None:
            self.flush_autosave()  # on disk before its lock goes
        self.recorder = None
        self.module = None
        if self._lock is not None:
            self._lock.release()
        self.game_uid, self._lock = None, None
        self.bots = {}
        self.seat_kinds = []
        self.history = []
        if emit:
            self.gameClosed.emit()

    # ------------------------------------------------------------------ what views may read

    @property
    def game_id(self) -> str | None:
        return self.recorder.record.game if self.recorder else None

    @property
    def record(self) -> GameRecord | None:
        return self.recorder.record if self.recorder else None

    @property
    def viewer(self) -> int:
        return self._viewer

    def set_viewer(self, seat: int, force: bool = False) -> None:
        if force or seat != self._viewer:
            self._viewer = seat
            self.viewerChanged.emit(seat)

    def busy(self) -> bool:
        return self._busy

    def same_view(self, seat: int, other: int) -> bool:
        """Whether the game shows ``seat`` and ``other`` the same things (then no curtain
        and no undo barrier is needed between them)."""
        if self.recorder is None:
            return seat == other
        return self.recorder.state.same_view(seat, other)

    # ------------------------------------------------------------------ undo

    def set_covered(self, covered: bool) -> None:
        """The hand-off curtain rose (True) or was lifted: undo and redo wait for it."""
        if covered != self._covered:
            self._covered = covered
            self.undoAllowedChanged.emit()

    def can_undo(self) -> bool:
        return self.recorder is not None and not self._covered and self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.recorder is not None and not self._covered and self.undo_stack.canRedo()

    def undo(self) -> bool:
        """Edit > Undo: True when an action was taken back."""
        if not self.can_undo():
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        """Edit > Redo: True when an action was applied again."""
        if not self.can_redo():
            return False
        self.undo_stack.redo()
        return True

    def num_seats(self) -> int:
        return self.recorder.state.num_seats() if self.recorder else 0

    def human_seats(self) -> list[int]:
        return [s for s, (kind, _) in enumerate(self.seat_kinds) if kind == "human"]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seat_kinds) and self.seat_kinds[seat][0] == "human"

    def current_player(self) -> int:
        return self.recorder.state.current_player() if self.recorder else TERMINAL

    def observation(self, seat: int) -> dict[str, Any]:
        return self.recorder.state.observation(seat) if self.recorder else {}

    def legal_actions(self, seat: int) -> list[Action]:
        if self.recorder is None or self._busy:
            return []
        return self.recorder.state.legal_actions(seat)

    def prompt(self, seat: int) -> Msg | None:
        return self.recorder.state.prompt(seat) if self.recorder else None

    def seat_label(self, seat: int) -> Msg:
        if self.recorder is None:
            return Msg(N_("engine", "Seat {n}"), n=seat + 1)
        return self.recorder.state.seat_label(seat)

    def result(self):
        return self.recorder.state.result() if self.recorder else None

    def why_illegal(self, action: Action) -> Msg | None:
        """None when ``action`` is legal now, else the rules' reason (nothing changes)."""
        if self.recorder is None:
            return Msg(N_(C, "No game is open."), C)
        seat = self.current_player()
        if action in self.legal_actions(seat):
            return None
        probe = self._copy_state()
        try:
            probe.apply(action)
        except IllegalAction as exc:
            return exc.reason
        except Exception:  # noqa: BLE001 - a malformed action is simply not allowed
            pass
        return Msg(N_(C, "That is not allowed now."), C)

    # ------------------------------------------------------------------ acting

    def act(self, action: Action) -> Msg | None:
        """A person's action. Returns None when applied, else the reason it was refused."""
        if self.recorder is None:
            return Msg(N_(C, "No game is open."), C)
        if self._busy:
            return Msg(N_(C, "Wait: a bot is thinking."), C)
        seat = self.current_player()
        if not self.is_human(seat):
            return Msg(N_(C, "It is not a person's turn."), C)
        reason = self.why_illegal(action)
        if reason is not None:
            return reason
        command = ActionCommand(self, action, seat)
        self._deferred_save += 1  # the action and what follows it: one autosave, at the end
        try:
            self.undo_stack.push(command)
        finally:
            self._deferred_save -= 1
        if command.barrier:
            self.undo_stack.clear()
        self.advance()
        return None

    def settling(self) -> bool:
        """Inside one run of actions (a person's or a bot's action and the rolls and bot
        moves after it): :attr:`settled` follows at its end, so a view may redraw once."""
        return self._deferred_save > 0

    def advance(self) -> None:
        """Run CHANCE steps, hand the turn to a bot, or stop where a person acts. The
        actions applied here are autosaved once, at the end (one write, not one each)."""
        self._deferred_save += 1
        try:
            self._advance()
        finally:
            self._deferred_save -= 1
            self._flush_autosave()
            if not self._deferred_save:
                self.settled.emit()

    def _flush_autosave(self) -> None:
        if not self._deferred_save and self._unsaved and self.recorder is not None:
            self._autosave()

    def _advance(self) -> None:
        while self.recorder is not None and not self._busy:
            seat = self.current_player()
            if seat == TERMINAL:
                if self._unsaved:  # saved before the result is shown (and then discarded)
                    self._autosave()
                self.flush_autosave()  # the finished game is on disk
                self._finish()
                return
            if seat == CHANCE:
                self._apply(chance_step(self.recorder.state), CHANCE)
                self.undo_stack.clear()
                continue
            if self.is_human(seat):
                return
            self._start_bot(seat)
            return

    def _start_bot(self, seat: int) -> None:
        state = self.recorder.state
        legal = list(state.legal_actions(seat))
        self._pending_legal = legal
        self._set_busy(True)
        self.pool.start(_BotTask(self.bots[seat], seat, state, state.observation(seat), legal,
                                 self._token, self._relay, self._memo()))

    def _bot_chosen(self, token: int, seat: int, choice, error, backup=None) -> None:
        if token != self._token or self.recorder is None:
            return  # the game moved on (undo, new game) while the bot thought
        self._set_busy(False)
        legal, self._pending_legal = self._pending_legal, []
        if error is not None:
            self.botFailed.emit(error)
            return
        if self.current_player() != seat or choice not in legal:
            self.botFailed.emit(f"the bot of seat {seat + 1} chose an illegal action: {choice!r}")
            return
        self._deferred_save += 1  # the move and what follows it: one autosave
        try:
            self._apply(choice, seat, self._fresh(backup))
        finally:
            self._deferred_save -= 1
        self.undo_stack.clear()
        self.advance()

    def _fresh(self, backup) -> State | None:
        """The worker's copy of the state, when the state is still the one it copied (by
        the digest recorded after the last action); else None, and apply copies afresh."""
        if backup is None:
            return None
        record = self.recorder.record
        now = record.digests[-1] if record.digests else record.initial_digest
        return backup[0] if backup[1] == now else None

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    # ------------------------------------------------------------------ internals

    def _memo(self) -> dict:
        # A physical-dice source asks through a callable that must stay shared, not copied.
        ask = getattr(getattr(self.recorder.state, "chance", None), "ask", None)
        return {id(ask): ask} if ask is not None else {}

    def _hands_off(self, seat: int) -> bool:
        """After ``seat``'s action: the turn passes to another person's seat that is not
        shown what ``seat`` saw, so the undo stack must stop here (the barrier)."""
        nxt = self.current_player()
        return nxt >= 0 and self.is_human(nxt) and not self.same_view(seat, nxt)

    def _copy_state(self) -> State:
        return copy.deepcopy(self.recorder.state, self._memo())

    def _apply(self, action: Action, seat: int, backup: State | None = None,
               shared: bool = False) -> tuple[list[Event], bool]:
        state = self.recorder.state
        before = getattr(state.chance, "count", 0)
        events = self.recorder.apply(action, backup, shared)
        barrier = (any(e.chance or e.reveal for e in events)
                   or getattr(state.chance, "count", 0) != before)
        if self._deferred_save:
            self._unsaved = True
        else:
            self._autosave()
        self.eventsApplied.emit(events, seat)
        self.stateChanged.emit()
        return events, barrier

    def _restore(self, count: int, state: State) -> None:
        self._token += 1
        self._set_busy(False)
        self.recorder.truncate(count, state)
        self.recorder.chance = state.chance
        if self.recorder.record.chance_mode == "physical":
            self.recorder.record.dice_log = state.chance.dice_log
        self._finished_sent = False
        self._autosave()
        self.restored.emit()
        self.stateChanged.emit()

    def _autosave(self) -> None:
        """Hand the game's autosave to the writer thread: the text is made here (the
        record changes on), the write, fsync and rename happen there, in order."""
        self._unsaved = False
        record = self.recorder.record
        finished = self.current_player() == TERMINAL
        try:
            if self._lock is None:  # a new game claims its own file at its first write
                self._lock = GameLock(self.autosaver.path_for(record, self.game_uid))
            if not self._lock.acquire() and lock_path(self._lock.path).exists():
                raise SaveError(f"{self._lock.path}: open in another Elder Table window")
            path = self.autosaver.path_for(record, self.game_uid)
            if record.actions:
                self.writer.write(path, self.autosaver.text(record, finished=finished,
                                                            uid=self.game_uid),
                                  self._relay.saveFailed.emit)
            else:
                self.writer.remove(path, self._relay.saveFailed.emit)
        except SaveError as exc:
            self._save_failed(str(exc))

    def _save_failed(self, reason: str) -> None:
        """An autosave could not be written (here, or on the writer thread): the first
        failure is told (the window says the data folder is not writable)."""
        if self.autosave_error is None:
            self.autosave_error = reason
            self.autosaveFailed.emit(reason)

    def flush_autosave(self, timeout: float = 30.0) -> bool:
        """Wait until the autosaves handed to the writer are on disk."""
        return self.writer.flush(timeout)

    def result_seen(self) -> None:
        """The result of the finished game is on screen: its autosave goes (an undo back
        into play writes it again), in turn with the writes."""
        if self.recorder is not None and self.current_player() == TERMINAL:
            self.writer.remove(self.autosaver.path_for(self.recorder.record, self.game_uid),
                               self._relay.saveFailed.emit)

    def _finish(self) -> None:
        if not self._finished_sent:
            self._finished_sent = True
            self.finished.emit(self.result())
