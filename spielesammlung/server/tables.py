"""One table of the table server: a game, its computer players and its NetHost, on a shared loop.

A `ServedTable` owns its session as `net.host.HostedTable` does, but it has no thread and no
socket of its own: its NetHost is attached to the server's loop (the server hands it the
connections whose code names this table), and everything that touches the session (a remote
seat's action, a computer player's decision, computing the views to send) is a job run on the
server's bounded pool, one job of a table at a time, in order. A table with more to do goes to
the back of the pool's queue after each job, so a long run of computer moves at one table
never holds up the others. A seat may take back its own last move as the undo rules allow
(net/host.undo_own, as at a host at home).
"""

from __future__ import annotations

import asyncio
import collections
import logging
import random
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from typing import Any

from ..core import registry
from ..core.options import options_with_defaults
from ..core.protocol import RulesError, Setup
from ..core.seats import COMPUTER, HUMAN, REMOTE, Bot, Seat
from ..core.session import Session
from ..core.table import Phase, Table
from ..core.table_server import submit_to
from ..net.host import NetHost, may_undo, undo_own
from ..net.messages import REMOTE_SEAT, Create, Refusal
from ..net.views import decodable

logger = logging.getLogger(__name__)

Job = Callable[[], None]


def new_session(request: Create) -> tuple[Session, dict[int, Bot]]:
    """The session a create message asks for, with its computer players (else a Refusal)."""
    try:
        entry = registry.entry(request.game)
    except KeyError:
        raise Refusal("game") from None
    count = len(request.players)
    if not entry.built or count not in entry.players:
        raise Refusal("game")
    game = entry.rules()
    factories = entry.bots()
    if not decodable(game) or REMOTE_SEAT not in request.seats:
        raise Refusal("game")  # no client could rebuild its views, or nobody would play here
    if any(seat != REMOTE_SEAT and seat not in factories for seat in request.seats):
        raise Refusal("game")
    try:
        options = options_with_defaults(entry.options, request.options, count)
    except ValueError:
        raise Refusal("game") from None
    seats = [
        Seat(HUMAN, place=REMOTE) if seat == REMOTE_SEAT else Seat(COMPUTER, seat)
        for seat in request.seats
    ]
    bots = {i: factories[seat]() for i, seat in enumerate(request.seats) if seat != REMOTE_SEAT}
    seed = secrets.randbits(32)
    return Session(entry.id, game, Setup(request.players, options), seed, seats), bots


class ServedTable:
    """A game served by the table server: `code` names it (the first letters of its codes)."""

    def __init__(
        self,
        code: str,
        session: Session,
        bots: Mapping[int, Bot],
        pool: Executor,
        loop: asyncio.AbstractEventLoop,
        *,
        rate: tuple[int, float] | None = None,
    ) -> None:
        self.code = code
        self.session = session
        self.table = Table(session)
        self.bots = dict(bots)
        self.rng = random.Random(session.seed)
        self.pool = pool
        self.touched = time.monotonic()  # the last action or connection change
        self.closed = False
        self._jobs: collections.deque[Job] = collections.deque()
        self._queued = False  # a job of this table is in the pool's queue or running
        self._stepping = False  # a computer player's turn is among the jobs
        self._guard = threading.Lock()  # _jobs, _queued, _stepping
        extra: dict[str, Any] = {} if rate is None else {"rate": rate}
        self.host = NetHost(
            session,
            sorted(self.table.remotes),
            submit_to(self.table, self._changed),
            dispatch=self.dispatch,
            undo=self._undo,
            can_undo=lambda seat: may_undo(self.table, seat),
            on_presence=lambda seat, connected: self._touch(),
            **extra,
        )
        self.host.attach(loop)
        self.dispatch(self._begin)

    @property
    def codes(self) -> list[str | None]:
        """Each seat's whole code (the table's, a dash, the seat's); None for a computer."""
        rooms = self.host.rooms
        return [
            f"{self.code}-{rooms[i]}" if i in rooms else None
            for i in range(len(self.session.seats))
        ]

    @property
    def spectator(self) -> str:
        return f"{self.code}-{self.host.spectator_code}"

    def idle(self, now: float) -> float:
        """Seconds since the last action or connection change; 0 while a seat is connected."""
        return 0.0 if self.host.connected else now - self.touched

    # -- jobs, one at a time, on the pool -------------------------------------------------
    def dispatch(self, job: Job) -> None:
        """Run `job` on the pool after this table's earlier jobs (any thread)."""
        with self._guard:
            if self.closed:
                return
            self._jobs.append(job)
            if self._queued:
                return
            self._queued = True
        self._submit()

    def _submit(self) -> None:
        try:
            self.pool.submit(self._run_one)
        except RuntimeError:  # the pool is shut down: the server stops
            with self._guard:
                self._jobs.clear()
                self._queued = False

    def _run_one(self) -> None:
        with self._guard:
            job = self._jobs.popleft() if self._jobs and not self.closed else None
        try:
            if job is not None:
                with self.host.lock:
                    job()
        except Exception:  # never let one table's fault stop the pool
            logger.exception("table %s: a job failed", self.code)
        finally:
            with self._guard:
                more = bool(self._jobs) and not self.closed
                self._queued = more
            if more:
                self._submit()  # to the back of the queue: the other tables go first

    def close(self) -> None:
        """No more jobs run (the connections are closed by `host.leave()` on the loop)."""
        with self._guard:
            self.closed = True
            self._jobs.clear()

    # -- the game -------------------------------------------------------------------------
    def _touch(self) -> None:
        self.touched = time.monotonic()

    def _begin(self) -> None:
        self.host.publish()
        self._advance()

    def _changed(self) -> None:
        """After every action: every client gets its view, then a computer may move."""
        self._touch()
        self.host.publish()
        self._advance()

    def _undo(self, seat: int) -> str | None:
        """A seat takes back its own last move, as at a host at home (net/host.undo_own)."""
        error = undo_own(self.table, seat)
        if error is None:
            self._changed()
        return error

    def _advance(self) -> None:
        step = self.table.step()
        if step.phase is not Phase.COMPUTER or self._stepping:
            return  # a remote seat decides (or the game is over): the table waits
        self._stepping = True
        self.dispatch(self._computer)

    def _computer(self) -> None:
        """A computer seat's turn (or its chance to act out of turn)."""
        self._stepping = False
        step = self.table.step()
        player = step.player
        if step.phase is not Phase.COMPUTER or player is None:
            return
        session = self.session
        game, state = session.game, session.state
        bot = self.bots[player]
        view, legal = game.view_for(state, player), game.legal_actions(state, player)
        decide = bot.interject if step.out_of_turn else bot.choose
        action = decide(view, player, legal, self.rng)
        if action is None:
            self.table.passed(player)
            self._advance()
            return
        try:
            self.table.act(player, action)
        except RulesError:  # the table stays as it was, waiting
            logger.error("table %s: computer seat %s chose an illegal action", self.code, player)
            return
        self._changed()
