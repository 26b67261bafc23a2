"""The table server's socket: many tables on one asyncio loop, created and joined by code.

Every client connects to `ws[s]://HOST:PORT/net` (net/messages.py, protocol VERSION) and opens
with a hello or a create. A create makes a new table (`ServedTable`) if the server has room
(`Limits.tables`) and the address has not created too many just now (`Limits.creates`), and is
answered with the table's codes. A hello's code is the table's code (four letters) followed by
a seat's or the spectator's code: the connection goes to that table's NetHost, which serves it
exactly as a host at home does (its views, its limits on size, rate, forged seats and wrong
codes). Wrong table codes are limited as wrong seat codes are. A table nobody is connected to
that has seen no action for `Limits.idle` seconds is closed. `GET /health` answers "ok" and
the number of tables (for a container's health check); `/`, `/board/` and `/art/` serve the
board page (net/board.py), where a browser joins with the table's code and its seat's; any
other plain request is refused.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import os
import ssl
import threading
import time
from dataclasses import dataclass

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..core.table_pages import Bucket, Pages, Tries, host, make_rooms, remote, room_code
from ..core.table_server import CLOSE_TIMEOUT, MAX_MESSAGE
from ..net import board
from ..net.host import HELLO_TIMEOUT, refuse
from ..net.messages import PATH, Create, Hello, Refusal, created, read_opening
from .tables import ServedTable, new_session

logger = logging.getLogger(__name__)

CODE = 4  # letters of a table's code, before the seat's
ADDRESSES = 1024  # addresses whose creates are counted at most (then counted anew)


@dataclass(frozen=True)
class Limits:
    """What one server takes on."""

    tables: int = 100  # tables at once
    idle: float = 6 * 3600.0  # seconds a table nobody is connected to is kept after its last move
    creates: tuple[int, float] = (5, 1 / 60)  # tables one address creates at once, then a second
    connections: int = 2000  # open connections at once
    workers: int = max(1, os.cpu_count() or 1)  # threads running the tables' jobs
    rate: tuple[int, float] | None = None  # each client's messages (None: the phones' limit)


class Hub:
    """The table server (see the module text); `start()`/`stop()` run it in a thread of its
    own, `open()`/`close()` on the caller's loop."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        limits: Limits | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        self.tls = tls
        self.tables: dict[str, ServedTable] = {}  # by code (loop thread)
        self.pool = concurrent.futures.ThreadPoolExecutor(self.limits.workers, "table-jobs")
        self._tries = Tries()  # wrong table codes
        self._pages = Pages({}, {})  # the board page's files (net/board.py)
        self._creates: dict[str, Bucket] = {}  # address -> its creates
        self._connections = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._thread: threading.Thread | None = None

    # -- on the caller's loop -------------------------------------------------------------
    async def open(self) -> None:
        """Listen on host:port (port 0: any free port, then `self.port`)."""
        self._loop = asyncio.get_running_loop()
        self._server = await serve(
            self._handle,
            self.host,
            self.port,
            process_request=self._http,
            max_size=MAX_MESSAGE,
            max_queue=4,
            close_timeout=CLOSE_TIMEOUT / 2,
            ssl=self.tls,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self._sweeper = asyncio.create_task(self._sweep())
        scheme = "wss" if self.tls else "ws"
        logger.info("table server listening on %s://%s:%s%s", scheme, self.host, self.port, PATH)

    async def close(self) -> None:
        """Close every table, every connection and the listening socket."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for code in list(self.tables):
            await self._drop(code, "the server stops")
        server = self._server
        if server is not None:
            server.close()  # the listening socket, then every other connection (1001)
            try:
                await asyncio.wait_for(server.wait_closed(), CLOSE_TIMEOUT)
            except TimeoutError:
                for connection in list(server.connections):
                    connection.transport.abort()
        self.pool.shutdown(wait=False, cancel_futures=True)
        logger.info("table server stopped")

    async def _drop(self, code: str, why: str) -> None:
        table = self.tables.pop(code, None)
        if table is not None:
            logger.info("table %s closed: %s", code, why)
            table.close()
            await table.host.leave()

    async def _sweep(self) -> None:
        """Close the tables idle for too long, now and then."""
        every = max(0.05, min(60.0, self.limits.idle / 4))
        while True:
            await asyncio.sleep(every)
            now = time.monotonic()
            for code, table in list(self.tables.items()):
                if table.idle(now) > self.limits.idle:
                    await self._drop(code, "idle")

    # -- in a thread of its own -----------------------------------------------------------
    def start(self) -> None:
        """Run the server in a new thread (tests, benches); returns once it listens."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            try:
                loop.run_until_complete(self.open())
            except BaseException as error:  # handed to start()
                failure.append(error)
                ready.set()
                loop.close()
                return
            ready.set()
            loop.run_forever()
            loop.run_until_complete(self.close())
            loop.close()

        self._thread = threading.Thread(target=run, name="table-hub", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            raise failure[0]

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._thread = None

    # -- connections (the loop's thread) --------------------------------------------------
    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if upgrade and request.path == PATH:
            return None  # the first message decides
        if not upgrade and request.path == "/health":
            return connection.respond(200, f"ok {len(self.tables)} tables\n")
        if not upgrade:  # the board page, its files and the art (net/board.py)
            answer = board.answer(self._pages, connection, request.path.split("?")[0])
            if answer is not None:
                return answer
        logger.warning("table server: refused %s (bad path)", remote(connection))
        return connection.respond(403 if upgrade else 404, "Not here.\n")

    async def _handle(self, connection: ServerConnection) -> None:
        if self._connections >= self.limits.connections:
            logger.warning("table server: too many connections; refused %s", remote(connection))
            await connection.close(1013, "too many connections")
            return
        self._connections += 1
        try:
            await self._open_with(connection)
        finally:
            self._connections -= 1

    async def _open_with(self, connection: ServerConnection) -> None:
        address = host(connection)
        try:
            first = read_opening(await asyncio.wait_for(connection.recv(), HELLO_TIMEOUT))
            if isinstance(first, Create):
                table = self.create(first, address)
                with contextlib.suppress(ConnectionClosed):
                    await connection.send(created(table.code, table.codes, table.spectator))
                    await connection.close()
                return
            table, hello = self._find(first, address)
        except Refusal as refusal:
            await refuse(connection, refusal)
            return
        except (TimeoutError, ConnectionClosed):
            with contextlib.suppress(ConnectionClosed):
                await connection.close(1008, "no hello")
            return
        await table.host.admit(connection, hello)

    def create(self, request: Create, address: str = "") -> ServedTable:
        """A new table as `request` asks (from `address`), or the Refusal (the loop's thread)."""
        creates = self._creates.get(address)
        if creates is None:
            if len(self._creates) >= ADDRESSES:
                self._creates.clear()
            creates = self._creates[address] = Bucket(*self.limits.creates)
        if not creates.ready():
            raise Refusal("wait")
        if len(self.tables) >= self.limits.tables:
            raise Refusal("tables")
        try:
            session, bots = new_session(request)
        except Refusal:
            raise
        except Exception:  # a game that cannot start with these names or options
            logger.exception("table server: a create of %s failed", request.game)
            raise Refusal("game") from None
        creates.take()
        code = next(c for c in iter(lambda: make_rooms([0])[0], None) if c not in self.tables)
        assert self._loop is not None
        table = ServedTable(code, session, bots, self.pool, self._loop, rate=self.limits.rate)
        self.tables[code] = table
        logger.info("table %s created: %s, %s seats", code, session.game_id, len(session.seats))
        return table

    def _find(self, hello: Hello, address: str) -> tuple[ServedTable, Hello]:
        """The table a hello's code names, and the hello its table reads (the seat's code)."""
        if not self._tries.ready(address):
            raise Refusal("wait")
        code = room_code(hello.code)
        table = self.tables.get(code[:CODE])
        if table is None or len(code) <= CODE:
            self._tries.wrong(address)
            raise Refusal("code")
        table.touched = time.monotonic()
        return table, Hello(hello.version, code[CODE:], hello.client, hello.resume, hello.board)
