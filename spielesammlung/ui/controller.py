"""Drives one game at the table: the shared turn/handover flow, computer seats, undo and hints.

The controller shows the board only views that the flow allows (never a state), thinks for
computer seats off the GUI thread, and paces moves so people can follow them.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.flow import Phase, Step, TableFlow
from ..core.protocol import NotYourTurn, RulesError
from ..core.seats import Bot, interjection_order
from ..core.session import Session
from .board import BoardUi, SecretRequest, Turn
from .sound import choose

PAUSE_MS = 250  # a breath between two moves, so several computer moves never blur into one
QUEUED = "queued"  # act_for during an animation: applied when it ends (`settled` tells how)


class _Relay(QObject):
    """Carries a worker thread's answer back to the GUI thread."""

    answered = Signal(int, object)


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
        self.flow = TableFlow(session)
        self.step: Step | None = None
        self.interrupting: int | None = None  # a human acting out of turn
        #: a human looking at their own secrets, and the secret page made of their view
        self.looking: tuple[int, Callable[[Any], SecretRequest]] | None = None
        self.rng = random.Random(seed)
        self.bots: dict[int, Bot] = {
            i: bots[seat.level or next(iter(bots))]()
            for i, seat in enumerate(session.seats)
            if seat.is_computer
        }
        self.hint_bot = bots["strong"]()  # the hint always asks the strong level
        self._generation = 0  # bumps on undo/redo/close: late answers of old thoughts are dropped
        self._busy = False  # an animation or a computer move is under way
        self._abandonable = False  # busy only waiting (a computer thinks, a forced move waits)
        self._queued: int | None = None  # acting out of turn, asked for during an animation
        self._round: list[int] | None = None  # computer seats still to be asked out of turn
        self._phone_queue: list[tuple[int, Any]] = []  # phone actions sent during an animation
        self.paused = False  # computer players wait (watching a game between computers)
        self._closed = False  # the window left this game: late timers and answers do nothing
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self._relay = _Relay()
        self._relay.answered.connect(self._answered)
        self._waiting: dict[int, Callable[[Any], None]] = {}
        self._log_cache: dict[int, tuple[Any, list[str]]] = {}
        board.action_chosen.connect(self.submit)
        board.cancelled.connect(self.cancel_interruption)
        board.peek = self.peek
        board.humans = tuple(self.flow.humans)
        board.screen_seats = tuple(self.flow.screen_seats)
        board.look = self.look
        #: plays a sound by name (the main window's sound player; None: silence)
        self.on_sound: Callable[[str | None], None] = lambda name: None

    # -- the flow ---------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self._busy

    def advance(self) -> None:
        """Work out what comes next and show it."""
        if self._busy or self._closed or self.looking is not None:
            return
        step = self.flow.step()
        self.step = step
        self.board.screen_seats = tuple(self.flow.screen_seats)
        if step.phase is Phase.COMPUTER and self.paused:
            self._show(step)
        elif step.phase is Phase.COMPUTER:
            assert step.player is not None
            self._computer_turn(step.player)
        elif step.phase is Phase.HANDOVER:
            assert step.player is not None
            self.on_sound("handover")
            self.handover.emit(step.player, self.session.setup.players[step.player])
        else:
            self._show(step)
        self.updated.emit()
        if step.phase is Phase.FINISHED:
            self.finished.emit(self.session.result)

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
            generation = self._generation
            self._busy = self._abandonable = True
            QTimer.singleShot(
                int(PAUSE_MS * 2 * self.board.speed), lambda: self._forced(generation, forced)
            )

    def _forced(self, generation: int, action: Any) -> None:
        if generation == self._generation:
            self._busy = self._abandonable = False
            self.submit(action)

    def reveal(self, player: int) -> None:
        """The named player confirmed at the handover screen."""
        self.flow.reveal(player)
        if self.looking is not None and self.looking[0] == player:
            self.secret.emit(self.looking[1](self.game.view_for(self.session.state, player)))
        elif self.interrupting == player:
            self._show_interruption(player)
        else:
            self.advance()

    def peek(self) -> Any | None:
        """The own view of the human whose turn it is, while they hold a "show mine" button."""
        step = self.step
        if step is None or step.phase is not Phase.HUMAN or step.player is None or self._busy:
            return None
        if step.player not in self.flow.screen_seats:  # a computer, or a seat on its phone
            return None
        return self.game.view_for(self.session.state, step.player)

    def look(self, player: int, page: Callable[[Any], SecretRequest]) -> None:
        """A human looks at their own secrets at any moment: behind the handover when several
        humans share the screen, on the secret page `page` makes of their own view; its choice
        (through `submit`) returns to the neutral table. The game waits meanwhile."""
        if self._closed or player not in self.flow.screen_seats:
            return
        self.interrupting = None
        self.looking = (player, page)
        if self.flow.base_viewer() is None and self.flow.shown != player:
            self.flow.conceal()
            self.handover.emit(player, self.session.setup.players[player])
        else:
            self.reveal(player)

    def set_paused(self, paused: bool) -> None:
        """Hold or release the computer players; a move under way still finishes."""
        self.paused = paused
        if not paused:
            self.advance()

    # -- out of turn --------------------------------------------------------------------------
    def out_of_turn(self) -> list[int]:
        """Humans who may act out of turn: offered at all times, also while a move is under way."""
        return self.flow.out_of_turn()

    def interrupt(self, player: int) -> None:
        """A human acts out of turn (an accusation): pass the screen to them if needed.

        While a computer thinks (or a forced move waits), that is dropped and done again
        afterwards; during an animation the request waits until the animation has ended.
        Only one action is ever applied at a time, always to the current state.
        """
        if player not in self.out_of_turn() or self.looking is not None:
            return  # (a call queued before someone began looking at their secrets is dropped)
        if self._busy and not self._abandonable:
            self._queued = player
            return
        if self._busy:
            self._generation += 1  # the pending answer or forced move is dropped when it comes
            self._waiting = {}
            self._busy = self._abandonable = False
        self.interrupting = player
        if self.flow.base_viewer() is None and self.flow.shown != player:
            self.flow.conceal()
            self.handover.emit(player, self.session.setup.players[player])
        else:
            self._show_interruption(player)

    def _show_interruption(self, player: int) -> None:
        viewer = self.flow.viewer
        view = self.game.view_for(self.session.state, viewer)
        legal = self.game.legal_actions(self.session.state, player)
        self.board.show(view, Turn(player, legal, out_of_turn=True))
        self.board_shown.emit()
        self.updated.emit()

    def cancel_interruption(self) -> None:
        if self.interrupting is not None:
            self.interrupting = None
            self.flow.conceal()
            self.advance()

    # -- acting -------------------------------------------------------------------------------
    def submit(self, action: Any) -> None:
        """A human's action from the board or the secret page."""
        if self.looking is not None:  # done looking at one's own secrets
            self.looking = None
            self.flow.conceal()
            self.advance()
            return
        player = (
            self.interrupting
            if self.interrupting is not None
            else (self.step.player if self.step is not None else None)
        )
        if player is None or self._busy:
            return
        try:
            outcome = self.session.act(player, action)
        except RulesError:
            self.advance()  # the board offered something stale: show the current state again
            return
        self.interrupting = None
        self._after(outcome.events)

    def act_for(self, player: int, action: Any) -> str | None:
        """An action of `player` from their phone: the path of a click (None: done, else why not).

        During an animation it is queued (QUEUED) and applied the moment the animation ends;
        `settled` then says how it went. A computer's thinking is dropped and done again
        afterwards, as for `interrupt`.
        """
        if self._closed:
            return "the game is closed"
        if self._busy and not self._abandonable:
            self._phone_queue.append((player, action))
            return QUEUED
        try:
            outcome = self.session.act(player, action)
        except NotYourTurn:
            return "not your turn"
        except RulesError:
            return "not a legal action now"
        if self._busy:  # a computer thought or a forced move waited: dropped
            self._generation += 1
            self._waiting = {}
            self._busy = self._abandonable = False
        if self.interrupting is not None or self.looking is not None:
            self.interrupting = self.looking = None  # the screen showed an older state
            self.flow.conceal()
        self._after(outcome.events)
        return None

    def _after(self, events: Any, rest: list[int] | None = None) -> None:
        """Animate what happened (unless the screen must be blanked), then go on. `rest`: the
        computer seats still to be asked in this round of acting out of turn (None: a new round).
        """
        self._sound(events)
        self._round = rest
        self._busy = True
        self.updated.emit()
        step = self.flow.step()
        if step.phase is Phase.HANDOVER:
            self._busy = False
            self._interjections()
            return
        view = self.game.view_for(self.session.state, step.viewer)
        self.board.animate(events, view, self._animation_done)

    def _animation_done(self) -> None:
        while self._phone_queue:  # taps made during the animation, applied in their order
            player, action = self._phone_queue.pop(0)
            self._busy = False
            error = self.act_for(player, action)
            self.settled.emit(player, error)
            if error is None:
                return  # its own animation runs now; the rest of the queue waits for it
            self._busy = True
        generation = self._generation
        QTimer.singleShot(int(PAUSE_MS * self.board.speed), lambda: self._continue(generation))

    def _continue(self, generation: int) -> None:
        if generation != self._generation:
            return
        self._busy = False
        self._interjections()

    def _proceed(self) -> None:
        """Nobody acted out of turn: the flow goes on (and a human's wish to, made meanwhile)."""
        queued, self._queued = self._queued, None
        self.advance()
        if queued is not None:
            self.interrupt(queued)  # asked for during the animation; checked against the new state

    def _interjections(self) -> None:
        """Computer seats may act out of turn (an accusation) after every action, asked
        clockwise from the seat after the last actor (core.seats.interjection_order), off the
        GUI thread like a turn. The first that acts is applied and animated, then the rest of
        the round is asked about the new state; when nobody acts, the flow goes on."""
        state = self.session.state
        rest, self._round = self._round, None
        if rest is None:
            played = self.session.played
            last = played[-1].player if played else len(self.session.seats) - 1
            rest = interjection_order(self.bots, len(self.session.seats), last)
        anyone = self.game.to_act(state).anyone
        rest = [p for p in rest if p in anyone]
        if not rest or self.session.result is not None:
            self._proceed()
            return
        game, bots, seed = self.game, self.bots, self.rng.getrandbits(32)

        def ask() -> tuple[int, Any] | None:
            rng = random.Random(seed)
            for index, player in enumerate(rest):
                legal = game.legal_actions(state, player)
                action = bots[player].interject(game.view_for(state, player), player, legal, rng)
                if action is not None and action in legal:
                    return index, action
            return None

        def answered(answer: tuple[int, Any] | None) -> None:
            self._busy = self._abandonable = False
            if answer is None:
                self._proceed()
                return
            index, action = answer
            outcome = self.session.act(rest[index], action)
            self._after(outcome.events, rest[index + 1 :])

        self._busy = self._abandonable = True
        self._run(ask, answered)

    def _sound(self, events: Any) -> None:
        """The sound of an action, chosen from its public events only (ui/sound.py)."""
        self.on_sound(choose(self.session.game_id, events, self.session.result is not None))

    def _computer_turn(self, player: int) -> None:
        self._busy = self._abandonable = True
        state = self.session.state
        view = self.game.view_for(state, player)
        legal = self.game.legal_actions(state, player)
        bot = self.bots[player]
        seed = self.rng.getrandbits(32)

        def chosen(action: Any) -> None:
            if action not in legal:  # a bot bug must not end the game: fall back to a legal action
                action = self.rng.choice(list(legal))
            self._abandonable = False
            outcome = self.session.act(player, action)
            self._busy = False
            self._after(outcome.events)

        self._run(lambda: bot.choose(view, player, legal, random.Random(seed)), chosen)

    def _run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        self._generation += 1
        generation = self._generation
        self._waiting = {generation: then}
        self._pool.submit(self._work, generation, work)

    def _work(self, generation: int, work: Callable[[], Any]) -> None:
        try:
            answer = work()
        except Exception:  # a failing computer player answers nothing; the log keeps why
            logging.getLogger("spielesammlung").exception("A computer player failed")
            answer = None
        self._relay.answered.emit(generation, answer)

    def _answered(self, generation: int, answer: Any) -> None:
        then = self._waiting.pop(generation, None)
        if then is not None:
            then(answer)

    # -- undo, redo, hint ---------------------------------------------------------------------
    def can_undo(self) -> bool:
        return not self._busy and self.session.can_undo()

    def can_redo(self) -> bool:
        return not self._busy and self.session.can_redo()

    def undo(self) -> str | None:
        """Take back the last human action (and the computers' after it); None when done, else
        why not: it never takes back another human's secret decision at a shared screen."""
        if not self.can_undo():
            return None
        step = self.step
        actor = step.player if step is not None and step.phase is Phase.HUMAN else None
        owner = self.session.secret_in_the_way(actor)
        if owner is not None:
            return self.tr(
                "Undo stops here: it would take back the secret choice of %1, which only %1 knows."
            ).replace("%1", self.session.setup.players[owner])
        self._reset()
        self.session.undo()
        self.advance()
        return None

    def redo(self) -> None:
        if self.can_redo():
            self._reset()
            self.session.redo()
            self.advance()

    def _reset(self) -> None:
        self._generation += 1
        self._waiting = {}
        self._busy = self._abandonable = False
        self._queued = self._round = None
        self._settle_queue("the game changed")
        self.interrupting = None
        self.flow.conceal()

    def hint(self) -> None:
        """Ask the strong computer level for the current human's move, off the GUI thread."""
        step = self.step
        if step is None or step.phase is not Phase.HUMAN or step.player is None or self._busy:
            return
        player = step.player
        if player not in self.flow.screen_seats:
            return  # the seat decides on its phone: the shared screen suggests nothing
        state = self.session.state
        if step.viewer != player and self.game.private_decision(state, player):
            return  # a hint would show what the screen may not show now
        # Shown where everyone sees it: with other humans at the screen, the hint is worked out
        # from what the screen shows (the public view), never from the player's own secrets.
        shared = step.viewer != player and len(self.flow.humans) > 1
        view = self.game.view_for(state, None if shared else player)
        legal = self.game.legal_actions(state, player)
        seed = self.rng.getrandbits(32)
        bot = self.hint_bot
        self._run(lambda: bot.choose(view, player, legal, random.Random(seed)), self._hinted)

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
                cached = (entry, [t for t in texts if t])
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
        self._settle_queue("the game is closed")
        self._closed = True
        self._generation += 1
        self._waiting = {}
        self._pool.shutdown(wait=False, cancel_futures=True)
