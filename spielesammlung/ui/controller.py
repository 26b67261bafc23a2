"""Drives one game at the table: a thin Qt adapter of the core's table (`core.table.Table`).

The table decides whose decision is next and what the screen may show; the controller shows
the board only views it allows (never a state), runs computer players' thoughts on a worker
thread (a dropped thought is cancelled), animates, and paces moves so people can follow them.
It is in one `Mode` at a time.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..core.i18n import capital, fill
from ..core.protocol import NotYourTurn, Outcome, RulesError
from ..core.seats import Bot
from ..core.session import Session
from ..core.table import Phase, Step, Table
from ..core.thinking import Thought
from .board import BoardUi, SecretRequest, Turn
from .collector import collect_on_gui_thread
from .sound import choose

PAUSE_MS = 250  # a breath between two moves, so several computer moves never blur into one
QUEUED = "queued"  # act_for during an animation: applied when it ends (`settled` tells how)


class Mode(Enum):
    IDLE = "idle"  # a human decides (board, handover, secret page, phone), or the game is over
    THINKING = "thinking"  # a computer decides, or a forced action waits: a human may cut in
    MOVING = "moving"  # an action is animated: others wait for its end
    BREATH = "breath"  # the pause after an animation: a human (a phone) may cut in at once
    CLOSED = "closed"  # the window left this game: late timers and answers do nothing


class _Relay(QObject):
    """Carries a worker thread's answer back to the GUI thread."""

    answered = Signal(object, object)


class GameController(QObject):
    updated = Signal()  # status, log or undo state changed
    handover = Signal(int, str)  # blank the board: pass to (player, name)
    secret = Signal(object)  # show the secret page with this SecretRequest
    board_shown = Signal()
    finished = Signal(object)  # the Result
    hint_ready = Signal(object)
    #: a phone action queued during an animation was applied (seat, None) or refused (seat, why)
    settled = Signal(int, object)
    recorded = True  # the game goes into the players' records when it ends

    def __init__(
        self,
        session: Session,
        board: BoardUi,
        bots: Mapping[str, Callable[[], Bot]],
        speed: float = 1.0,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.game = session.game
        self.board = board
        self.board.speed = speed
        self.table = Table(session)
        self.mode = Mode.IDLE
        self.step: Step | None = None
        self.interrupting: int | None = None  # a human acting out of turn
        #: a human looking at their own secrets, and the secret page made of their view
        self.looking: tuple[int, Callable[[Any], SecretRequest]] | None = None
        self.paused = False  # computer players wait (watching a game between computers)
        self.rng = random.Random(seed)
        self.bots: dict[int, Bot] = {
            i: bots[seat.level or next(iter(bots))]()
            for i, seat in enumerate(session.seats)
            if seat.is_computer
        }
        self.hint_bot = bots["strong"]()  # the hint always asks the strong level
        #: what the controller waits for (a thought, a timer, an animation) and what follows it;
        #: an answer whose token is not this one's comes too late and is dropped
        self._pending: tuple[object, Callable[[Any], None]] | None = None
        self._queued: int | None = None  # a human's wish to act out of turn during an animation
        self._phone_queue: list[tuple[int, Any]] = []  # phone actions sent during an animation
        collect_on_gui_thread()  # the worker must never free a Qt object (ui/collector.py)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self._relay = _Relay()
        self._relay.answered.connect(self._answered)
        self._log_cache: dict[int, tuple[Any, list[str]]] = {}
        board.action_chosen.connect(self.submit)
        board.cancelled.connect(self.cancel_interruption)
        board.peek = self.peek
        board.humans = tuple(self.table.humans)
        board.screen_seats = tuple(self.table.screen_seats)
        board.look = self.look
        #: plays a sound by name (the main window's sound player; None: silence)
        self.on_sound: Callable[[str | None], None] = lambda name: None
        app = QCoreApplication.instance()
        if app is not None:  # quitting with a game open: its thought ends before Qt does
            app.aboutToQuit.connect(self._quit)

    # -- the flow ---------------------------------------------------------------------------
    @property
    def closed(self) -> bool:
        return self.mode is Mode.CLOSED

    @property
    def thinking(self) -> bool:
        """A computer decides or an action is animated: the board takes no action now."""
        return self.mode in (Mode.THINKING, Mode.MOVING, Mode.BREATH)

    def advance(self) -> None:
        """Ask the table what comes next and show it."""
        if self.mode is not Mode.IDLE or self.looking is not None:
            return
        step = self.table.step()
        while step.out_of_turn and step.player is not None and not self._asks(step.player):
            self.table.passed(step.player)
            step = self.table.step()
        self.step = step
        self.board.screen_seats = tuple(self.table.screen_seats)
        if step.phase is Phase.COMPUTER and not self.paused:
            self._computer_turn(step)
        elif step.phase is Phase.HANDOVER:
            assert step.player is not None
            self.on_sound("handover")
            self.handover.emit(step.player, self.session.setup.players[step.player])
        else:
            self._show(step)
        self.updated.emit()
        if step.phase is Phase.FINISHED:
            self.finished.emit(self.session.result)

    def _asks(self, player: int) -> bool:
        """Whether the computer seat `player` is asked to act out of turn (a lesson says no)."""
        return True

    def _show(self, step: Step) -> None:
        view = self.game.view_for(self.session.state, step.viewer)
        player = step.player if step.phase is Phase.HUMAN else None
        turn = Turn(
            player,
            self.game.legal_actions(self.session.state, player) if player is not None else (),
        )
        request: SecretRequest | None = None
        if player is not None and step.viewer == player:
            request = self.board.secret_request(view, turn)
        if request is not None:
            self.secret.emit(request)
            return
        self.board.show(view, turn)
        self.board_shown.emit()
        forced = self.board.auto_action(turn) if player is not None else None
        if forced is not None:
            token = self._expect(lambda _: self._forced(forced))
            self.mode = Mode.THINKING
            delay = int(PAUSE_MS * 2 * self.board.speed)
            QTimer.singleShot(delay, lambda: self._answered(token, None))

    def _forced(self, action: Any) -> None:
        self.mode = Mode.IDLE
        self.submit(action)

    def reveal(self, player: int) -> None:
        """The named player confirmed at the handover screen."""
        self.table.reveal(player)
        if self.looking is not None and self.looking[0] == player:
            self.secret.emit(self.looking[1](self.game.view_for(self.session.state, player)))
        elif self.interrupting == player:
            self._show_interruption(player)
        else:
            self.advance()

    def peek(self) -> Any | None:
        """The own view of the human whose turn it is, while they hold a "show mine" button."""
        step = self.step
        if step is None or step.phase is not Phase.HUMAN or step.player is None:
            return None
        if self.mode is not Mode.IDLE or step.player not in self.table.screen_seats:
            return None
        return self.game.view_for(self.session.state, step.player)

    def look(self, player: int, page: Callable[[Any], SecretRequest]) -> None:
        """A human looks at their own secrets at any moment: behind the handover when several
        humans share the screen, on the secret page `page` makes of their own view; its choice
        (through `submit`) returns to the neutral table. The game waits meanwhile."""
        if self.closed or player not in self.table.screen_seats:
            return
        self.interrupting = None
        self.looking = (player, page)
        self._claim(player, lambda: self.reveal(player))

    def _claim(self, player: int, then: Callable[[], None]) -> None:
        """`player` wants the screen: behind the handover when others share it, else `then`."""
        table = self.table
        if table.base_viewer() is None and table.shown != player:
            table.conceal()
            self.handover.emit(player, self.session.setup.players[player])
        else:
            then()

    def set_paused(self, paused: bool) -> None:
        """Hold or release the computer players; a move under way still finishes."""
        self.paused = paused
        if not paused:
            self.advance()

    # -- out of turn --------------------------------------------------------------------------
    def out_of_turn(self) -> list[int]:
        """Humans at the screen who may act out of turn: offered at all times, also while a
        move is under way."""
        return self.table.out_of_turn()

    def interrupt(self, player: int) -> None:
        """A human acts out of turn (an accusation): pass the screen to them if needed.

        A computer's thought (or a forced move waiting) is dropped and asked again afterwards;
        during an animation the request waits until the animation has ended. Only one action
        is ever applied at a time, always to the current state.
        """
        if player not in self.out_of_turn() or self.looking is not None or self.closed:
            return  # (a call queued before someone began looking at their secrets is dropped)
        if self.mode is Mode.MOVING:
            self._queued = player
            return
        self._drop()
        self.mode = Mode.IDLE
        self.interrupting = player
        self._claim(player, lambda: self._show_interruption(player))

    def _show_interruption(self, player: int) -> None:
        view = self.game.view_for(self.session.state, self.table.viewer)
        legal = self.game.legal_actions(self.session.state, player)
        self.board.show(view, Turn(player, legal, out_of_turn=True))
        self.board_shown.emit()
        self.updated.emit()

    def cancel_interruption(self) -> None:
        if self.interrupting is not None:
            self.interrupting = None
            self.table.conceal()
            self.advance()

    # -- acting -------------------------------------------------------------------------------
    def submit(self, action: Any) -> None:
        """A human's action from the board or the secret page."""
        if self.looking is not None:  # done looking at one's own secrets
            self.looking = None
            self.table.conceal()
            self.advance()
            return
        player = (
            self.interrupting
            if self.interrupting is not None
            else (self.step.player if self.step is not None else None)
        )
        if player is None or self.mode is not Mode.IDLE:
            return
        try:
            outcome = self.table.act(player, action)
        except RulesError:
            self.advance()  # the board offered something stale: show the current state again
            return
        self.interrupting = None
        self._applied(player, outcome)

    def act_for(self, player: int, action: Any) -> str | None:
        """An action of `player` from their phone: the path of a click (None: done, else why not).

        During an animation it is queued (QUEUED) and applied the moment the animation ends;
        `settled` then says how it went. A computer's thought is dropped and asked again
        afterwards, as for `interrupt`.
        """
        if self.closed:
            return "the game is closed"
        if self.mode is Mode.MOVING:
            self._phone_queue.append((player, action))
            return QUEUED
        try:
            outcome = self.table.act(player, action)
        except NotYourTurn:
            return "not your turn"
        except RulesError:
            return "not a legal action now"
        if self.interrupting is not None or self.looking is not None:
            self.interrupting = self.looking = None  # the screen showed an older state
            self.table.conceal()
        self._applied(player, outcome)
        return None

    def _applied(self, player: int, outcome: Outcome[Any]) -> None:
        """`player`'s action was applied at the table: the board animates it."""
        self._drop()
        self._sound(outcome.events)
        self.mode = Mode.MOVING
        self.updated.emit()
        step = self.table.step()
        if step.phase is Phase.HANDOVER:  # the screen is blanked: nothing to animate
            self._moved()
            return
        view = self.game.view_for(self.session.state, step.viewer)
        token = self._expect(lambda _: self._animated())
        self.board.animate(outcome.events, view, lambda: self._answered(token, None))

    def _animated(self) -> None:
        """The animation ended: taps made meanwhile come first, in their order (one applied
        animates in its turn, the rest wait for it); else a breath, then on."""
        while self._phone_queue:
            player, action = self._phone_queue.pop(0)
            self.mode = Mode.IDLE
            error = self.act_for(player, action)
            self.settled.emit(player, error)
            if error is None:
                return
        token = self._expect(lambda _: self._moved())
        self.mode = Mode.BREATH
        QTimer.singleShot(int(PAUSE_MS * self.board.speed), lambda: self._answered(token, None))

    def _moved(self) -> None:
        """The action is shown: the table goes on (and a human's wish to act out of turn, made
        meanwhile, is checked against the new state)."""
        self.mode = Mode.IDLE
        queued, self._queued = self._queued, None
        self.advance()
        if queued is not None:
            self.interrupt(queued)

    def _sound(self, events: Any) -> None:
        """The sound of an action, chosen from its public events only (ui/sound.py)."""
        self.on_sound(choose(self.session.game_id, events, self.session.result is not None))

    def _computer_turn(self, step: Step) -> None:
        """A computer seat decides on its own view, on the worker thread: its turn, or whether
        it acts out of turn (`step.out_of_turn`)."""
        player = step.player
        assert player is not None
        state = self.session.state
        view = self.game.view_for(state, player)
        legal = self.game.legal_actions(state, player)
        bot = self.bots[player]
        rng = random.Random(self.rng.getrandbits(32))
        decide = bot.interject if step.out_of_turn else bot.choose

        def chosen(action: Any) -> None:
            self.mode = Mode.IDLE
            if action not in legal and step.out_of_turn:  # stays quiet (or a bot's bug)
                self.table.passed(player)
                self.advance()
                return
            if action not in legal:  # a bot bug must not end the game: a legal action instead
                action = self.rng.choice(list(legal))
            self._applied(player, self.table.act(player, action))

        self._think(lambda: decide(view, player, legal, rng), chosen)
        self.mode = Mode.THINKING

    # -- what the controller waits for ----------------------------------------------------------
    def _expect(self, then: Callable[[Any], None], token: object | None = None) -> object:
        """Wait for `token`'s answer (a new token when None), dropping what was awaited."""
        self._drop()
        token = object() if token is None else token
        self._pending = (token, then)
        return token

    def _think(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Work `work` out on the worker thread; `then(answer)` on the GUI thread."""
        thought = Thought(work)
        self._expect(then, thought)
        self._pool.submit(self._work, thought)

    def _work(self, thought: Thought) -> None:
        try:
            answer = thought.run()
        except Exception:  # a failing computer player answers nothing; the log keeps why
            if not thought.is_cancelled:
                logging.getLogger("spielesammlung").exception("A computer player failed")
            answer = None
        self._relay.answered.emit(thought, answer)

    def _answered(self, token: object, answer: Any) -> None:
        pending = self._pending
        if pending is not None and pending[0] is token and not self.closed:
            self._pending = None
            pending[1](answer)

    def _drop(self) -> None:
        """Whatever was awaited is dropped: a computer's thought is cancelled."""
        pending, self._pending = self._pending, None
        if pending is not None and isinstance(pending[0], Thought):
            pending[0].cancel()

    # -- undo, redo, hint ---------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.mode is Mode.IDLE and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.mode is Mode.IDLE and self.session.can_redo()

    def undo(self, asker: int | None = None) -> str | None:
        """Take back the last human action (and the computers' after it); None when done, else
        why not: it never takes back another human's secret decision at a shared screen.
        `asker`: the seat that asks (default: the human whose turn it is at the screen)."""
        if not self.can_undo():
            return None
        step = self.step
        if asker is None and step is not None and step.phase is Phase.HUMAN:
            asker = step.player
        owner = self.session.secret_in_the_way(asker)
        if owner is not None:
            text = self.tr(
                "Undo stops here: it would take back the secret choice of %1, which only %1 knows."
            )
            return fill(text, self.session.setup.players[owner])
        self._reset()
        self.session.undo()
        self.table.settle()
        self.advance()
        return None

    def redo(self) -> None:
        if self.can_redo():
            self._reset()
            self.session.redo()
            self.table.settle()
            self.advance()

    def _reset(self) -> None:
        self._drop()
        self.mode = Mode.IDLE
        self._queued = None
        self._settle_queue("the game changed")
        self.interrupting = None
        self.table.conceal()

    def hint(self) -> None:
        """Ask the strong computer level for the current human's move, off the GUI thread."""
        step = self.step
        if step is None or step.phase is not Phase.HUMAN or step.player is None:
            return
        player = step.player
        if self.mode is not Mode.IDLE or player not in self.table.screen_seats:
            return
        state = self.session.state
        if step.viewer != player and self.game.private_decision(state, player):
            return  # a hint would show what the screen may not show now
        # Shown where everyone sees it: with other humans at the screen, the hint is worked out
        # from what the screen shows (the public view), never from the player's own secrets.
        shared = step.viewer != player and len(self.table.humans) > 1
        view = self.game.view_for(state, None if shared else player)
        legal = self.game.legal_actions(state, player)
        rng = random.Random(self.rng.getrandbits(32))
        bot = self.hint_bot
        self._think(lambda: bot.choose(view, player, legal, rng), self._hinted)

    def _hinted(self, action: Any) -> None:
        if action is None:
            return
        self.board.show_hint(action)
        self.hint_ready.emit(action)

    def log_lines(self) -> list[str]:
        """The move log: public events only, so it can stay on screen for everyone.

        Each logged action's lines are worked out once (until the language changes).
        """
        lines = []
        for entry in self.session.played:
            cached = self._log_cache.get(id(entry))
            if cached is None or cached[0] is not entry:
                texts = [self.board.describe(e) for e in entry.outcome.events if e.seen_by is None]
                cached = (entry, [capital(t) for t in texts if t])
                self._log_cache[id(entry)] = cached
            lines += cached[1]
        return lines

    def relabel(self) -> None:
        """The language changed: the board's texts and the log lines are made anew."""
        self._log_cache.clear()
        self.board.retranslate()
        self.advance()

    def _settle_queue(self, why: str) -> None:
        """Queued phone actions are refused (undo, redo or close came first)."""
        queue, self._phone_queue = self._phone_queue, []
        for player, _ in queue:
            self.settled.emit(player, why)

    def close(self) -> None:
        """The window leaves this game: a thought under way is cancelled, nothing follows."""
        self._settle_queue("the game is closed")
        self._drop()
        self.mode = Mode.CLOSED
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _quit(self) -> None:
        """The application quits: the worker is waited for (its thought is cancelled, so this
        is short), so that no answer reaches a Qt that is being torn down."""
        self.close()
        self._pool.shutdown(wait=True)
