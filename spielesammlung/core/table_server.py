"""The table server: phones as private hands (issue 15), headless, pure Python + websockets.

One server serves ONE game session. It runs its own asyncio loop in its own thread and never
touches the session: the owner (the Qt controller later, a test now) does, on its own thread.

The seam:
- `publish()` (owner's thread, after every change): computes, for each phone seat, the message
  with `view_for(seat)`, that seat's legal actions and the events it saw, and hands the texts
  to the loop, which sends each connection only its own seat's message.
- A phone's action is decoded here (the codec is pure) and handed to the owner through
  `dispatch(job)`: the owner runs `job()` on its thread; the job calls `submit(seat, action)`,
  which returns None (done: the owner also publishes) or an error text for that phone.
  The default `dispatch` runs jobs one at a time on a worker thread under `server.lock` (the
  loop never waits for the owner); an owner that acts from another thread takes the same lock.
  A job the owner has not started within ANSWER_TIMEOUT is dropped (the phone is told).
- `connected` is the set of seats with a phone now; `on_presence(seat, connected)` (optional)
  is dispatched like a job whenever that changes (the table shows who plays by phone).
Call `start()` and `stop()` from the owner's thread, not while holding `server.lock`.

URLs: `http://HOST:PORT/s/<token>` is the seat's page (resources/phone/index.html) and
`ws://HOST:PORT/ws/<token>` its WebSocket. Each human seat has an unguessable token, valid
for this server (this game) only. The page's script and style (`/phone/<file>`) and the art
(`/art/<name>.svg`, from resources/art/) are the same for every seat and hold no secrets.

Messages (JSON): to a phone `{"type": "view", "seat", "at", "name", "view", "legal", "events",
"result", "show"}` (`legal`: the codec forms of the seat's legal actions, empty when it may
not act; `events`: the events of the actions since the last publish that the seat saw; `show`:
what `present(seat, view, legal)` made of them for the page, see spielesammlung/phone), `{"type":
"error", "message"}`, `{"type": "replaced"}`; from a phone only `{"type": "act", "action"}`.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import hmac
import json
import logging
import mimetypes
import re
import secrets
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .jsonable import jsonable
from .protocol import NotYourTurn, RulesError
from .session import Session

logger = logging.getLogger(__name__)

Submit = Callable[[int, Any], str | None]
Dispatch = Callable[[Callable[[], None]], None]

MAX_MESSAGE = 16 * 1024  # bytes; a larger message closes the connection (1009)
BURST = 20  # messages a phone may send at once ...
RATE = 10.0  # ... refilled at this many per second
OUTBOX = 32  # queued messages per phone at most (older views are replaced by newer ones)
ANSWER_TIMEOUT = 10.0  # seconds the owner may take to run a submitted action
CLOSE_TIMEOUT = 2.0  # seconds a closing phone may take before it is cut off
REPLACED = 4001  # close code: another device took the seat

PLACEHOLDER = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Spielesammlung</title></head>
<body><p>Spielesammlung</p></body></html>
"""
PAGE_FILES = ("phone.js", "phone.css")  # served from resources/phone/ besides index.html
ART_NAME = re.compile(r"[a-z0-9-]{1,64}\.svg")
Present = Callable[[int, Any, Any], Any]


def resources() -> Path:
    """resources/ in the source tree, or spielesammlung/data/resources when installed."""
    package = Path(__file__).resolve().parent.parent
    installed = package / "data" / "resources"
    return installed if installed.is_dir() else package.parent / "resources"


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


@dataclass
class _Phone:
    """One connection of a seat (server thread only)."""

    seat: int
    connection: ServerConnection
    outbox: collections.deque[tuple[bool, str]] = field(default_factory=collections.deque)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    burst: float = BURST
    rate: float = RATE
    replaced: bool = False
    limited: bool = False  # dropping messages (logged once)
    tokens: float = BURST
    checked: float = field(default_factory=time.monotonic)

    def queue(self, text: str, *, view: bool = False) -> None:
        if view:  # a newer view supersedes any view still waiting
            kept = [item for item in self.outbox if not item[0]]
            self.outbox.clear()
            self.outbox.extend(kept)
        if len(self.outbox) < OUTBOX:
            self.outbox.append((view, text))
        self.wake.set()

    def allow(self) -> bool:
        """Token bucket: False when the phone sends faster than the limit."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.checked) * self.rate)
        self.checked = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def _error(message: str) -> str:
    return json.dumps({"type": "error", "message": message})


class TableServer:
    """Serves the private hands of `seats` of `session` to phones (see the module text)."""

    def __init__(
        self,
        session: Session,
        seats: Iterable[int],
        submit: Submit,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        dispatch: Dispatch | None = None,
        rate: tuple[int, float] = (BURST, RATE),
        on_presence: Callable[[int, bool], None] | None = None,
        present: Present | None = None,
    ) -> None:
        self.session = session
        self.submit = submit
        self.host = host
        self.port = port
        self.rate = rate  # (burst, per second) of each phone's messages
        self.lock = threading.RLock()
        self.dispatch: Dispatch = dispatch or self._run_locked
        self.on_presence = on_presence
        self.present = present  # (seat, view, legal) -> the page's words, see spielesammlung/phone
        self._files: dict[str, bytes] = {}  # what the page needs, read once (server thread)
        self.connected: frozenset[int] = frozenset()  # replaced whole, read from any thread
        self._worker: concurrent.futures.ThreadPoolExecutor | None = None
        self.tokens = {seat: secrets.token_urlsafe(18) for seat in seats}
        self._latest: dict[int, str] = {}  # seat -> its newest view message (loop thread)
        self._phones: dict[int, _Phone] = {}
        self._published = 0  # the session cursor at the last publish (owner thread)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._thread: threading.Thread | None = None

    # -- the owner's side (any thread but the server's) -------------------------------------
    def start(self) -> None:
        """Listen on host:port (port 0: any free port, then `self.port`), in a new thread."""
        if self._thread is not None:
            raise RuntimeError("the table server is running already")
        self._worker = concurrent.futures.ThreadPoolExecutor(1, "table-owner")
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._open())
            except BaseException as error:  # handed to start()
                failure.append(error)
                ready.set()
                loop.close()
                return
            self._loop = loop
            ready.set()
            loop.run_forever()
            leftovers = asyncio.all_tasks(loop)
            for task in leftovers:
                task.cancel()
            if leftovers:
                loop.run_until_complete(asyncio.wait(leftovers, timeout=CLOSE_TIMEOUT))
            loop.close()

        self._thread = threading.Thread(target=run, name="table-server", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread = None
            self._worker.shutdown(wait=False)
            raise failure[0]
        logger.info("table server listening on %s:%s", self.host, self.port)

    def stop(self) -> None:
        """Close every connection and the listening socket; nothing listens afterwards."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        future = asyncio.run_coroutine_threadsafe(self._close(), loop)
        try:
            future.result(timeout=3 * CLOSE_TIMEOUT)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout=10)
            self._loop = self._thread = None
            if self._worker is not None:
                self._worker.shutdown(wait=False, cancel_futures=True)
            logger.info("table server stopped")

    @property
    def running(self) -> bool:
        return self._loop is not None

    def url(self, seat: int, host: str | None = None) -> str:
        """The seat's join link."""
        return f"http://{host or self.host}:{self.port}/s/{self.tokens[seat]}"

    def ws_url(self, seat: int, host: str | None = None) -> str:
        return f"ws://{host or self.host}:{self.port}/ws/{self.tokens[seat]}"

    def publish(self) -> None:
        """Send every phone its seat's current view (call on the owner's thread after changes)."""
        session = self.session
        cursor = session.cursor
        start = self._published if self._published <= cursor else cursor
        self._published = cursor
        messages = {seat: self.message(seat, start) for seat in self.tokens}
        loop = self._loop
        if loop is None:
            self._latest.update(messages)
        else:
            loop.call_soon_threadsafe(self._deliver, messages)

    def message(self, seat: int, since: int) -> str:
        """The view message of `seat`: only what `seat` may see (owner's thread)."""
        session = self.session
        game, state = session.game, session.state
        result = session.result
        may_act = result is None and game.to_act(state).may_act(seat)
        legal = game.legal_actions(state, seat) if may_act else ()
        view = game.view_for(state, seat)
        events = [
            {"index": index, "kind": type(event).__name__, "event": jsonable(event)}
            for index, entry in enumerate(session.played[since:], start=since)
            for event in entry.outcome.events
            if event.visible_to(seat)
        ]
        return json.dumps(
            {
                "type": "view",
                "seat": seat,
                "at": session.cursor,  # how many actions the view is after
                "name": session.setup.players[seat],
                "view": jsonable(view),
                "legal": [game.codec.encode(action) for action in legal],
                "events": events,
                "result": jsonable(result),
                "must": may_act and seat in game.to_act(state).players,  # its turn, not a choice
                "show": None if self.present is None else self.present(seat, view, legal),
            }
        )

    def _run_locked(self, job: Callable[[], None]) -> None:
        def locked() -> None:
            with self.lock:
                job()

        worker = self._worker
        if worker is not None:
            with contextlib.suppress(RuntimeError):  # shut down: the server is stopping
                worker.submit(locked)

    # -- the server thread ----------------------------------------------------------------
    async def _open(self) -> None:
        self._server = await serve(
            self._handle,
            self.host,
            self.port,
            process_request=self._http,
            max_size=MAX_MESSAGE,
            max_queue=4,
            close_timeout=CLOSE_TIMEOUT / 2,
        )
        self.port = self._server.sockets[0].getsockname()[1]

    async def _close(self) -> None:
        server = self._server
        if server is not None:
            server.close()  # the listening socket at once, then each connection (1001)
            try:
                await asyncio.wait_for(server.wait_closed(), CLOSE_TIMEOUT)
            except TimeoutError:  # a phone that does not read: cut it off
                for connection in list(server.connections):
                    connection.transport.abort()
                await asyncio.wait_for(server.wait_closed(), CLOSE_TIMEOUT)
        self._server = None

    def _seat_of(self, token: str) -> int | None:
        found = None
        for seat, known in self.tokens.items():
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        prefix, _, token = path.rpartition("/")
        seat = self._seat_of(token) if token.isascii() else None
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if upgrade and prefix == "/ws" and seat is not None:
            return None  # go on with the WebSocket handshake
        if not upgrade and prefix == "/s" and seat is not None:
            page = self._file("phone/index.html") or PLACEHOLDER.encode()
            # no-store: the link holds the seat's token
            return _respond(connection, page, "text/html; charset=utf-8", "no-store")
        if not upgrade and prefix == "/phone" and token in PAGE_FILES:
            found = self._file(f"phone/{token}")
        elif not upgrade and prefix == "/art" and ART_NAME.fullmatch(token):
            found = self._file(f"art/{token}")
        else:
            found = None
        if found is not None:
            kind = mimetypes.guess_type(token)[0] or "application/octet-stream"
            if kind.startswith("text/") or kind.endswith("javascript"):
                kind += "; charset=utf-8"
            return _respond(connection, found, kind, "max-age=3600")
        logger.warning("table server: refused %s (bad path or token)", _remote(connection))
        return connection.respond(403 if upgrade else 404, "Not here.\n")

    def _file(self, name: str) -> bytes | None:
        """A file under resources/ (a few fixed names only), read once."""
        if name not in self._files:
            data = _read(resources() / name)
            if data is None:
                return None
            self._files[name] = data
        return self._files[name]

    def _deliver(self, messages: dict[int, str]) -> None:
        self._latest.update(messages)
        for seat, text in messages.items():
            phone = self._phones.get(seat)
            if phone is not None:
                phone.queue(text, view=True)

    async def _handle(self, connection: ServerConnection) -> None:
        request = connection.request
        seat = self._seat_of(request.path.rpartition("/")[2]) if request is not None else None
        if seat is None:  # _http refused it already; never reached
            await connection.close(1008, "bad token")
            return
        burst, rate = self.rate
        phone = _Phone(seat, connection, burst=burst, rate=rate, tokens=burst)
        old = self._phones.get(seat)
        self._phones[seat] = phone
        if old is not None:
            logger.info("table server: seat %s taken over by another device", seat)
            old.replaced = True
            old.outbox.clear()
            old.queue(json.dumps({"type": "replaced"}))
        else:
            self._presence(seat, True)
        if seat in self._latest:
            phone.queue(self._latest[seat], view=True)
        writer = asyncio.create_task(self._write(phone))
        try:
            async for data in connection:
                if phone.replaced:
                    break
                await self._receive(phone, data)
        except ConnectionClosed as closed:
            if closed.sent is not None and closed.sent.code == 1009:
                logger.warning("table server: seat %s sent a message too large; closed", seat)
            else:
                logger.info("table server: seat %s connection closed (%s)", seat, closed)
        except Exception:  # never let one phone take the table down
            logger.exception("table server: seat %s failed", seat)
        finally:
            if self._phones.get(seat) is phone:
                del self._phones[seat]
                self._presence(seat, False)
            phone.wake.set()
            if not phone.replaced:
                writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer

    def _presence(self, seat: int, connected: bool) -> None:
        self.connected = frozenset(self._phones)
        callback = self.on_presence
        if callback is not None:
            self.dispatch(lambda: callback(seat, connected))

    async def _write(self, phone: _Phone) -> None:
        while True:
            while phone.outbox:
                await phone.connection.send(phone.outbox.popleft()[1])
            if phone.replaced:
                await phone.connection.close(REPLACED, "replaced")
                return
            phone.wake.clear()
            await phone.wake.wait()

    async def _receive(self, phone: _Phone, data: str | bytes) -> None:
        seat = phone.seat
        if not phone.allow():
            if not phone.limited:
                logger.warning("table server: seat %s sends too fast; dropping messages", seat)
            phone.limited = True
            phone.queue(_error("too many messages"))
            return
        phone.limited = False
        try:
            message = json.loads(data) if isinstance(data, str) else None
        except (ValueError, RecursionError):
            message = None
        if not isinstance(message, dict) or message.get("type") != "act" or len(message) != 2:
            logger.warning("table server: seat %s sent a malformed message", seat)
            phone.queue(_error("malformed message"))
            return
        try:
            action = self.session.game.codec.decode(message.get("action"))
        except (RulesError, RecursionError) as bad:
            logger.warning("table server: seat %s sent no action of this game: %s", seat, bad)
            phone.queue(_error("not an action of this game"))
            return
        error = await self._ask_owner(seat, action)
        if error is not None:
            logger.warning("table server: seat %s: refused %r: %s", seat, action, error)
            phone.queue(_error(error))

    async def _ask_owner(self, seat: int, action: Any) -> str | None:
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[str | None] = loop.create_future()

        def settle(error: str | None) -> None:
            if not answer.done():
                answer.set_result(error)

        started = threading.Lock()  # held by whoever comes first: the job or the timeout

        def job() -> None:
            if not started.acquire(blocking=False):
                return  # timed out: the phone was told, the action must not happen now
            try:
                error = self.submit(seat, action)
            except Exception:
                logger.exception("table server: submitting %r of seat %s failed", action, seat)
                error = "the table could not take this action"
            with contextlib.suppress(RuntimeError):  # the server stopped meanwhile
                loop.call_soon_threadsafe(settle, error)

        self.dispatch(job)
        try:
            return await asyncio.wait_for(asyncio.shield(answer), ANSWER_TIMEOUT)
        except TimeoutError:
            if started.acquire(blocking=False):
                return "the table did not answer"
            return await answer  # the owner is running it: wait for its answer


def _respond(connection: ServerConnection, body: bytes, kind: str, cache: str) -> Response:
    response = connection.respond(200, "")
    response.body = body
    del response.headers["Content-Type"]
    del response.headers["Content-Length"]
    response.headers["Content-Type"] = kind
    response.headers["Content-Length"] = str(len(body))
    response.headers["Cache-Control"] = cache
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def _remote(connection: ServerConnection) -> str:
    try:
        return str(connection.remote_address)
    except Exception:  # only for the log
        return "?"


def submit_to(session: Session, after: Callable[[], None]) -> Submit:
    """A plain `submit` for headless owners: act on `session`, then `after()` (publish)."""

    def submit(seat: int, action: Any) -> str | None:
        try:
            session.act(seat, action)
        except NotYourTurn:
            return "not your turn"
        except RulesError:
            return "not a legal action now"
        after()
        return None

    return submit
