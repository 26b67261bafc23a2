"""The network host: serves the seats on other computers of one game, and its spectators.

`NetHost` is the phone server (core/table_server.py) with another door: a client connects to
`ws://HOST:PORT/net` and says hello (net/messages.py) with its protocol version and a short
code; a seat's code (`rooms`, four letters) gives it that seat, the spectator code
(`spectator_code`) the public view. From then on a seat is served exactly as a phone is (its
own view, legal actions and the events it saw; actions checked by the rules on the owner's
thread; size, rate, forged and illegal messages answered alike), a spectator gets the public
view and may not act. Once the game is over for good (nothing can be undone, or the table
takes nothing back: a game without secrets at a headless host or a table server), everyone gets
the replay: the whole game with its seed ("replay", net/messages.py), every secret in it; a
board page gets it with every position drawn for it (net/board_replay.py, made once).
A client that drops joins again with the same code. Wrong codes are
limited per address and in all, as the phones' room codes are; a hello of another version is
refused with the host's version, so the client can say who must update.

`HostedTable` is a headless owner: the table engine (core/table.py) with the game's computer
players, waiting for the remote seats, in a thread of its own (tests; spielesammlung/server serves
many tables on one loop instead).

A browser joins the same way: the host serves it the board page (net/board.py), and the view
messages sent to a client whose hello asked for the board carry the page's "board" (the seat's
choices in words, and the board's shape), made from the message's own view and legal actions
as it is sent; other clients never pay for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import itertools
import logging
import random
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..core.protocol import Result
from ..core.seats import Bot
from ..core.session import Session
from ..core.table import Phase, Table
from ..core.table_pages import Bucket, Pages, Tries, find, host, make_rooms, remote, room_code
from ..core.table_server import Phone, Submit, TableServer, submit_to
from . import board, board_replay
from .messages import (
    PATH,
    REFUSED,
    UNDO_MESSAGE,
    Hello,
    Refusal,
    read_hello,
    replay,
    settled,
    welcome,
)

logger = logging.getLogger(__name__)

SPECTATOR = -2  # the key of the public view among the view messages
HELLO_TIMEOUT = 10.0  # seconds a client may take to say hello
MAX_SPECTATORS = 32
SPECTATORS_DO_NOT_ACT = "spectators do not act"
UNDO = object()  # handed to the owner's submit: a seat asks to take back its move
NO_UNDO = "nothing can be taken back at this table"
NOTHING_TO_UNDO = "nothing can be taken back now"
NOT_YOURS = "the last move was another player's: only they can take it back"


class NetHost(TableServer):
    """Serves the remote `seats` of `session` to Spielesammlung clients (see the module text).

    `codes`: seats' codes kept from before (the same game resumed, or played again; a seat
    without one gets a new one); `spectator_code` likewise. `undo(seat)` takes back the seat's
    move (None, or why not), `can_undo(seat)` says whether it would now (the view message's
    "can_undo"). Other keyword arguments are the
    phone server's (host, port, dispatch, rate).
    """

    def __init__(
        self,
        session: Session,
        seats: Iterable[int],
        submit: Submit,
        *,
        codes: Mapping[int, str] | None = None,
        spectator_code: str | None = None,
        undo: Callable[[int], str | None] | None = None,
        can_undo: Callable[[int], bool] | None = None,
        **options: Any,
    ) -> None:
        seats = sorted(seats)
        kept = {seat: code for seat, code in (codes or {}).items() if seat in seats}
        for _ in range(10):  # new codes for the others, all different from the kept ones
            made = {**make_rooms([*seats, SPECTATOR]), **kept}
            if spectator_code is not None:
                made[SPECTATOR] = spectator_code
            if len(set(made.values())) == len(made):
                break
        self.spectator_code = made.pop(SPECTATOR)
        self._act, self._undo, self._can_undo = submit, undo, can_undo
        super().__init__(session, seats, self._submit, rooms=made, **options)
        self._watchers: dict[int, Phone] = {}  # spectators by their connection's number
        self._numbers = itertools.count()
        self._tries = Tries()  # wrong codes
        self._replay: str | None = None  # the replay message, once the game is over for good
        #: the board page's part of each view message (net/board.py), and its files
        self._board = board.board_words(session.game_id, session.setup.players)
        self._board_pages = Pages({}, {})
        self._browsers: set[ServerConnection] = set()  # connections whose hello asked for it
        #: the replay message with the board page's "board" (net/board_replay.py), made once
        self._board_replay: asyncio.Future[str] | None = None
        self._offering: asyncio.Task[None] | None = None  # sending it to the pages

    def _submit(self, seat: int, action: Any) -> str | None:
        """An action, or a seat's wish to take back its move (UNDO), on the owner's thread."""
        if action is not UNDO:
            return self._act(seat, action)
        return NO_UNDO if self._undo is None else self._undo(seat)

    async def _receive(self, phone: Phone, data: str | bytes) -> None:
        if data != UNDO_MESSAGE or not phone.allow():  # (over the rate: the phones' answer)
            await super()._receive(phone, data)
            return
        error = await self._ask_owner(phone.seat, UNDO)
        if error is None:
            phone.queue(settled())
        else:
            phone.refuse(error)

    def messages(self, since: int) -> dict[int, str]:
        return {**super().messages(since), SPECTATOR: self.message(None, since)}

    def _more(self, seat: int | None) -> dict[str, Any]:
        """A seat's view message says whether the host would take back its move now."""
        if seat is None:
            return {}
        return {"can_undo": self._can_undo is not None and self._can_undo(seat)}

    def _outgoing(self, phone: Phone, view: bool, text: str) -> str:
        if not view or phone.connection not in self._browsers:
            return text
        try:
            return board.with_board(self._board, self.session.game, text)
        except Exception:  # never let one page's words stop its messages
            logger.exception("net host: the board page's words failed")
            return text

    def publish(self) -> None:
        super().publish()
        session = self.session
        if session.result is None:  # (again, after the host's screen took back the last move)
            self._replay = self._board_replay = None
        elif self._replay is None:
            self._replay = replay(session)
            loop = self._loop
            if loop is not None:
                loop.call_soon_threadsafe(self._offer_replay, self._replay)

    def _offer_replay(self, text: str) -> None:
        clients = (*self._phones.values(), *self._watchers.values())
        for client in clients:
            if client.connection not in self._browsers:
                client.queue(text)
        if any(client.connection in self._browsers for client in clients):
            self._offering = asyncio.create_task(self._offer_board_replay())

    async def _offer_board_replay(self) -> None:
        text = await self._replay_for_board()
        for client in (*self._phones.values(), *self._watchers.values()):
            if client.connection in self._browsers:
                client.queue(text)

    async def _replay_for_board(self) -> str:
        """The replay message for a board page, made once in a worker thread (server thread)."""
        assert self._replay is not None
        if self._board_replay is None:
            self._board_replay = asyncio.ensure_future(
                asyncio.to_thread(board_replay.message, self._replay)
            )
        try:
            return await asyncio.shield(self._board_replay)
        except Exception:  # the page then gets the replay without its board
            logger.exception("net host: the board page's replay failed")
            return self._replay

    # -- the server thread ----------------------------------------------------------------
    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if upgrade and request.path == PATH:
            return None  # the hello decides
        if not upgrade:  # the board page, its files and the art (net/board.py)
            answer = board.answer(self._board_pages, connection, request.path.split("?")[0])
            if answer is not None:
                return answer
        logger.warning("net host: refused %s (bad path)", remote(connection))
        return connection.respond(403 if upgrade else 404, "Not here.\n")

    def _deliver(self, messages: dict[int, str]) -> None:
        super()._deliver(messages)
        for watcher in self._watchers.values():
            watcher.queue(messages[SPECTATOR], view=True)

    async def _handle(self, connection: ServerConnection) -> None:
        try:
            hello = read_hello(await asyncio.wait_for(connection.recv(), HELLO_TIMEOUT))
        except Refusal as refusal:
            await refuse(connection, refusal)
            return
        except (TimeoutError, ConnectionClosed):
            with contextlib.suppress(ConnectionClosed):
                await connection.close(1008, "no hello")
            return
        await self.admit(connection, hello)

    async def admit(self, connection: ServerConnection, hello: Hello) -> None:
        """Serve the client that said `hello` its seat or the public view, until it closes."""
        try:
            seat = self._seat(hello.code, host(connection))
        except Refusal as refusal:
            await refuse(connection, refusal)
            return
        session = self.session
        game = session.game
        text = welcome(seat, session.game_id, game.rules_version, session.setup.players,
                       session.setup.options)  # fmt: skip
        try:
            await connection.send(text)
            if self._replay is not None:  # joined after the end
                ended = await self._replay_for_board() if hello.board else self._replay
                await connection.send(ended)
        except ConnectionClosed:
            return
        if hello.board:
            self._browsers.add(connection)
        try:
            if seat is None:
                await self._watch(connection)
            else:
                await self._serve(connection, seat, hello.client, hello.resume)
        finally:
            self._browsers.discard(connection)

    async def leave(self) -> None:
        """Close every connection of this table (served from another's loop: see `attach`)."""
        self._answer_asking()
        clients = (*self._phones.values(), *self._watchers.values())
        await asyncio.gather(
            *(client.connection.close(1001, "the table is closed") for client in clients),
            return_exceptions=True,
        )

    def _seat(self, typed: str, address: str) -> int | None:
        """The seat of a code (None: the spectator code), or the Refusal."""
        if not self._tries.ready(address):
            raise Refusal("wait")
        code = room_code(typed)
        seat = find(self.rooms, code)
        if seat is not None:
            return seat
        if hmac.compare_digest(self.spectator_code.encode(), code.encode()):
            if len(self._watchers) >= MAX_SPECTATORS:
                raise Refusal("full")
            return None
        self._tries.wrong(address)
        raise Refusal("code")

    async def _watch(self, connection: ServerConnection) -> None:
        """Serve a spectator the public view until it closes; it may not act."""
        number = next(self._numbers)
        watcher = Phone(SPECTATOR, connection, "", Bucket(*self.rate))
        self._watchers[number] = watcher
        latest = self._latest.get(SPECTATOR)
        if latest is not None:
            watcher.queue(latest, view=True)
        writer = asyncio.create_task(self._write(watcher))
        try:
            async for _ in connection:
                if watcher.allow():
                    watcher.refuse(SPECTATORS_DO_NOT_ACT)
        except ConnectionClosed:
            pass
        except Exception:  # never let one spectator take the table down
            logger.exception("net host: a spectator failed")
        finally:
            del self._watchers[number]
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer


def may_undo(table: Table, seat: int) -> bool:
    """Whether `undo_own(table, seat)` would take back a move of the remote `seat` now."""
    session = table.session
    target = session.undo_target()
    return target is not None and seat in table.remotes and session.log[target].player == seat


def undo_own(table: Table, seat: int) -> str | None:
    """A remote seat takes back its last move (and the computers' after it) as the undo rules
    allow: never past a secret revealed or a random outcome, and only its own move (another
    human's is theirs to take back). None when done (the caller publishes), else why not."""
    if not may_undo(table, seat):
        return NOTHING_TO_UNDO if table.session.undo_target() is None else NOT_YOURS
    table.session.undo()
    table.settle()
    return None


async def refuse(connection: ServerConnection, refusal: Refusal) -> None:
    """Answer a client's first message that is not taken, and close its connection."""
    logger.warning("net host: %s refused (%s)", remote(connection), refusal.reason)
    with contextlib.suppress(ConnectionClosed):
        await connection.send(refusal.to_text())
        await connection.close(REFUSED, refusal.reason)


class HostedTable:
    """A game hosted headless: the table engine plays the computer seats and waits for the
    remote ones, whose actions arrive through `server` (a NetHost on host:port)."""

    def __init__(
        self,
        session: Session,
        bots: Mapping[int, Bot],
        seed: int,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        **options: Any,
    ) -> None:
        self.session = session
        self.table = Table(session)
        self.bots = dict(bots)  # seat -> its computer player
        self.rng = random.Random(seed)
        self._apply = submit_to(self.table, self._changed)
        self.server = NetHost(
            session, sorted(self.table.remotes), self._apply, host=host, port=port, **options
        )
        #: notified (under the server's lock) after every action
        self.changed = threading.Condition(self.server.lock)

    def _changed(self) -> None:
        self.server.publish()
        self.changed.notify_all()

    def start(self) -> None:
        self.server.start()
        with self.changed:
            self.server.publish()

    def stop(self) -> None:
        self.server.stop()

    def play(
        self, timeout: float, until: Callable[[Session], bool] = lambda s: False
    ) -> Result | None:
        """Play the computer seats until the game ends (its result) or `until(session)` (None),
        waiting for the remote seats; TimeoutError when that takes over `timeout` seconds."""
        deadline = time.monotonic() + timeout
        session = self.session
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"the game did not end in {timeout} s")
            with self.changed:
                if session.result is not None or until(session):
                    return session.result
                step = self.table.step()
                cursor, state = session.cursor, session.state
                if step.phase is not Phase.COMPUTER or step.player is None:
                    self._wait(cursor, left)  # for a remote seat
                    continue
            action = self._decide(state, step.player, step.out_of_turn)  # outside the lock
            with self.changed:
                if session.cursor != cursor:  # a remote seat acted meanwhile: ask again
                    continue
                if action is None:
                    self.table.passed(step.player)
                else:
                    self.table.act(step.player, action)
                    self._changed()

    def _wait(self, cursor: int, timeout: float) -> None:
        """Until an action was applied after `cursor` (holding `changed`), at most `timeout` s."""
        self.changed.wait_for(lambda: self.session.cursor != cursor, timeout=timeout)

    def _decide(self, state: Any, player: int, out_of_turn: bool) -> Any:
        game = self.session.game
        bot = self.bots[player]
        view, legal = game.view_for(state, player), game.legal_actions(state, player)
        return (bot.interject if out_of_turn else bot.choose)(view, player, legal, self.rng)
