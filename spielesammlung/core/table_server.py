"""The table server: phones as private hands (issue 15), headless, pure Python + websockets.

One server serves ONE game session. It runs its own asyncio loop in its own thread and never
touches the session: the owner (the Qt controller later, a test now) does, on its own thread.

The seam:
- `publish()` (owner's thread, after every change): computes, for each phone seat, the message
  with `view_for(seat)`, that seat's legal actions and the events it saw, and hands the texts
  to the loop, which sends each connection only its own seat's message.
- A phone's action is decoded here (the codec is pure) and handed to the owner through
  `dispatch(job)`: the owner runs `job()` on its thread; the job calls `submit(seat, action)`,
  which returns None (done: the owner also publishes), an error text for that phone, or QUEUED
  (the table is animating: the owner applies it later and then calls `settled(seat, error)`;
  meanwhile the phone is told its tap waits, and its further taps are refused).
  The default `dispatch` runs jobs one at a time on a worker thread under `server.lock` (the
  loop never waits for the owner); an owner that acts from another thread takes the same lock.
  A job the owner has not started within ANSWER_TIMEOUT is dropped (the phone is told).
- `connected` is the set of seats with a phone now; `on_presence(seat, connected)` (optional)
  is dispatched like a job whenever that changes (the table shows who plays by phone).
Call `start()` and `stop()` from the owner's thread, not while holding `server.lock`.

URLs: `http://HOST:PORT/s/<token>` is the seat's page (resources/phone/index.html) and
`ws://HOST:PORT/ws/<token>?page=<id>` its WebSocket (`id`: made by each page load; with
`&resume=1` a page reconnecting by itself, which never takes the seat from another page that
holds it now, only from a lost connection of its own). Each human seat has an unguessable
token, valid for this server (this game) only; the owner may hand in the tokens of an
earlier server (`tokens`: the same game resumed, or played again) so that the phones' open
pages reconnect. The page's script and style (`/phone/<file>`)
and the art (`/art/<name>.svg`, from resources/art/) are the same for every seat and hold no
secrets. Room codes, for typing instead of scanning: each seat also has a short code (`rooms`,
four letters without look-alikes), typed at `http://HOST:PORT/` (core/table_pages.py: the
pages, the art and the room codes, with their limit).

Messages (JSON): to a phone `{"type": "view", "seat", "at", "name", "view", "legal", "events",
"result", "show"}` (`legal`: the codec forms of the seat's legal actions, empty when it may
not act; `events`: the events of the actions since the last publish that the seat saw; `show`:
what `present(seat, view, legal)` made of them for the page, see spielesammlung/phone), `{"type":
"error", "message"}` (a tap or message refused at once), `{"type": "queued"}` (its tap waits for
the table's animation), `{"type": "settled", "error"}` (the tap was applied, at once or after
waiting: error null, the new view came before; or a waiting tap was not, and why: nothing
changed), `{"type": "replaced"}` (another device has the seat now); from a phone only `{"type":
"act", "action"}`. Every tap gets one answer: an error or settled (after queued when it waited).
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import json
import logging
import secrets
import threading
import urllib.parse
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .jsonable import jsonable
from .protocol import NotYourTurn, RulesError
from .session import Session
from .table import Table
from .table_pages import Bucket, Pages, find, make_rooms, remote

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
QUEUED = "queued"  # submit's answer: applied when the table's animation ends (then `settled`)
WAITING = "a tap is waiting already"  # a phone's further tap while one of its taps waits
TOO_MANY = "too many messages"  # the answer to a message over the rate limit

Present = Callable[[int, Any, Any], Any]


@dataclass
class Phone:
    """One connection of a seat (server thread only)."""

    seat: int
    connection: ServerConnection
    page: str  # the id the page made when it loaded ("": none given)
    bucket: Bucket  # its messages
    outbox: collections.deque[tuple[bool, str]] = field(default_factory=collections.deque)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    replaced: bool = False
    limited: bool = False  # dropping messages (logged once)

    def queue(self, text: str, *, view: bool = False, keep: bool = False) -> None:
        """Send `text` when the writer gets to it. Past OUTBOX waiting messages a new one is
        dropped, unless `keep` (sent once and never again, as the replay): the oldest waiting
        message that is not a view makes room for it then."""
        if view:  # a newer view supersedes any view still waiting, and carries their events
            older = [item[1] for item in self.outbox if item[0]]
            if older:
                text = _carry_events(older, text)
            kept = [item for item in self.outbox if not item[0]]
            self.outbox.clear()
            self.outbox.extend(kept)
        if len(self.outbox) >= OUTBOX and keep:
            oldest = next((item for item in self.outbox if not item[0]), None)
            if oldest is not None:
                self.outbox.remove(oldest)
        if len(self.outbox) < OUTBOX:
            self.outbox.append((view, text))
        self.wake.set()

    def allow(self) -> bool:
        """False when the phone sends faster than the limit."""
        return self.bucket.take()


def _carry_events(older: list[str], newer: str) -> str:
    """The view message `newer` with the events of the `older` ones it supersedes before its
    own (those still in this line of play: an undo may have taken some back)."""
    message = json.loads(newer)
    own = message["events"]
    cut = min((event["index"] for event in own), default=message["at"])
    carried = [e for text in older for e in json.loads(text)["events"] if e["index"] < cut]
    message["events"] = carried + own
    return json.dumps(message)


def error_message(message: str) -> str:
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
        rooms: Mapping[int, str] | None = None,
        tokens: Mapping[int, str] | None = None,
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
        self.connected: frozenset[int] = frozenset()  # replaced whole, read from any thread
        self._worker: concurrent.futures.ThreadPoolExecutor | None = None
        kept = tokens or {}  # seat -> its URL token kept from before (play again, a save)
        self.tokens = {seat: kept.get(seat) or secrets.token_urlsafe(18) for seat in seats}
        #: seat -> its room code (typed at http://HOST:PORT/ instead of scanning the QR code)
        self.rooms = dict(rooms) if rooms is not None else make_rooms(self.tokens)
        self._pages = Pages(self.tokens, self.rooms)  # the plain HTTP answers (server thread)
        self._latest: dict[int, str] = {}  # seat -> its newest view message (loop thread)
        self._phones: dict[int, Phone] = {}
        self._waiting: dict[int, int] = {}  # seat -> its taps queued at the table (loop thread)
        #: taps handed to the owner and not answered yet, each with the lock its job takes first
        self._asking: dict[asyncio.Future[str | None], threading.Lock] = {}
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

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Serve from `loop`, which another server runs and whose connections it hands here
        (spielesammlung/server: many tables, one socket), instead of `start()`."""
        self._loop = loop

    @property
    def running(self) -> bool:
        return self._loop is not None

    def url(self, seat: int, host: str | None = None) -> str:
        """The seat's join link."""
        return f"http://{host or self.host}:{self.port}/s/{self.tokens[seat]}"

    def room_url(self, host: str | None = None) -> str:
        """Where a room code is typed (the server's root)."""
        return f"http://{host or self.host}:{self.port}/"

    def ws_url(self, seat: int, host: str | None = None) -> str:
        return f"ws://{host or self.host}:{self.port}/ws/{self.tokens[seat]}"

    def publish(self) -> None:
        """Send every phone its seat's current view (call on the owner's thread after changes)."""
        session = self.session
        cursor = session.cursor
        start = self._published if self._published <= cursor else cursor
        self._published = cursor
        messages = self.messages(start)
        loop = self._loop
        if loop is None:
            self._latest.update(messages)
        else:
            loop.call_soon_threadsafe(self._deliver, messages)

    def messages(self, since: int) -> dict[int, str]:
        """Each served seat's view message (owner's thread)."""
        return {seat: self.message(seat, since) for seat in self.tokens}

    def message(self, seat: int | None, since: int) -> str:
        """The view message of `seat`: only what `seat` may see (owner's thread); None: the
        public view (a spectator's), with no name and nothing to do."""
        session = self.session
        game, state = session.game, session.state
        result = session.result
        may_act = result is None and seat is not None and game.to_act(state).may_act(seat)
        legal = game.legal_actions(state, seat) if may_act and seat is not None else ()
        view = game.view_for(state, seat)
        show = None if self.present is None or seat is None else self.present(seat, view, legal)
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
                "name": None if seat is None else session.setup.players[seat],
                "view": jsonable(view),
                "legal": [game.codec.encode(action) for action in legal],
                "events": events,
                "result": jsonable(result),
                "must": may_act and seat in game.to_act(state).players,  # its turn, not a choice
                "show": show,
                **self._more(seat),
            }
        )

    def _more(self, seat: int | None) -> dict[str, Any]:
        """More fields of `seat`'s view message (owner's thread; none here)."""
        return {}

    def settled(self, seat: int, error: str | None) -> None:
        """A tap answered with QUEUED was applied (None: the owner published already) or not."""
        loop = self._loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop stopped meanwhile
                loop.call_soon_threadsafe(self._settle, seat, error)

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

    def _answer_asking(self) -> None:
        """Answer the taps handed to the owner whose jobs have not started (none will)."""
        for answer, started in self._asking.items():  # the owner stops instead (it waits for us)
            if not answer.done() and started.acquire(blocking=False):  # the job will not run
                answer.set_result("the game is closed")

    async def _close(self) -> None:
        server = self._server
        self._answer_asking()
        if server is not None:
            server.close()  # the listening socket at once, then each connection (1001)
            try:
                await asyncio.wait_for(server.wait_closed(), CLOSE_TIMEOUT)
            except TimeoutError:  # a phone that does not read: cut it off
                for connection in list(server.connections):
                    connection.transport.abort()
                try:
                    await asyncio.wait_for(server.wait_closed(), CLOSE_TIMEOUT)
                except TimeoutError:
                    logger.warning("table server: connections still open at the stop")
        self._server = None

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        prefix, _, token = request.path.split("?", 1)[0].rpartition("/")
        seat = find(self.tokens, token) if token.isascii() else None
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if upgrade and prefix == "/ws" and seat is not None:
            return None  # go on with the WebSocket handshake
        answer = None if upgrade else self._pages.answer(connection, request.path, seat)
        if answer is None:
            logger.warning("table server: refused %s (bad path or token)", remote(connection))
            answer = connection.respond(403 if upgrade else 404, "Not here.\n")
        return answer

    def _mark_queued(self, seat: int) -> None:
        self._waiting[seat] = self._waiting.get(seat, 0) + 1
        phone = self._phones.get(seat)
        if phone is not None:
            phone.queue(json.dumps({"type": "queued"}))

    def _settle(self, seat: int, error: str | None) -> None:
        left = self._waiting.get(seat, 0) - 1
        if left < 0:
            return  # not a tap of a phone (nothing was queued for this seat)
        self._waiting[seat] = left
        if error is not None:
            logger.info("table server: seat %s: the queued tap was refused: %s", seat, error)
        phone = self._phones.get(seat)
        if phone is not None:
            phone.queue(json.dumps({"type": "settled", "error": error}))

    def _deliver(self, messages: dict[int, str]) -> None:
        self._latest.update(messages)
        for seat, text in messages.items():
            phone = self._phones.get(seat)
            if phone is not None:
                phone.queue(text, view=True)

    async def _handle(self, connection: ServerConnection) -> None:
        request = connection.request
        path, _, query = request.path.partition("?") if request is not None else ("", "", "")
        seat = find(self.tokens, path.rpartition("/")[2]) if request is not None else None
        if seat is None:  # _http refused it already; never reached
            await connection.close(1008, "bad token")
            return
        asked = urllib.parse.parse_qs(query, max_num_fields=4)
        await self._serve(
            connection, seat, asked.get("page", [""])[0], asked.get("resume") == ["1"]
        )

    async def _serve(
        self, connection: ServerConnection, seat: int, page: str, resume: bool
    ) -> None:
        """Serve `seat` on `connection` until it closes (`page`: the id of the page or client;
        `resume`: it reconnects by itself, see the module text)."""
        page = page[:64]
        old = self._phones.get(seat)
        if old is not None and old.page != page and resume:
            # a page reconnecting by itself never takes the seat from another page holding it
            logger.info("table server: seat %s: an old page tried to resume; refused", seat)
            await connection.send(json.dumps({"type": "replaced"}))
            await connection.close(REPLACED, "replaced")
            return
        phone = Phone(seat, connection, page, Bucket(*self.rate))
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
        if self._waiting.get(seat):
            phone.queue(json.dumps({"type": "queued"}))
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

    async def _write(self, phone: Phone) -> None:
        while True:
            while phone.outbox:
                await phone.connection.send(self._outgoing(phone, *phone.outbox.popleft()))
            if phone.replaced:
                await phone.connection.close(REPLACED, "replaced")
                return
            phone.wake.clear()
            await phone.wake.wait()

    def _outgoing(self, phone: Phone, view: bool, text: str) -> str:
        """The text `phone` is sent for a queued message (`view`: a view message)."""
        return text

    async def _receive(self, phone: Phone, data: str | bytes) -> None:
        seat = phone.seat
        if not phone.allow():
            if not phone.limited:
                logger.warning("table server: seat %s sends too fast; dropping messages", seat)
            phone.limited = True
            phone.queue(error_message(TOO_MANY))
            return
        phone.limited = False
        try:
            message = json.loads(data) if isinstance(data, str) else None
        except (ValueError, RecursionError):
            message = None
        if not isinstance(message, dict) or message.get("type") != "act" or len(message) != 2:
            logger.warning("table server: seat %s sent a malformed message", seat)
            phone.queue(error_message("malformed message"))
            return
        try:
            action = self.session.game.codec.decode(message.get("action"))
        except (RulesError, RecursionError) as bad:
            logger.warning("table server: seat %s sent no action of this game: %s", seat, bad)
            phone.queue(error_message("not an action of this game"))
            return
        if self._waiting.get(seat):
            phone.queue(error_message(WAITING))
            return
        error = await self._ask_owner(seat, action)
        if error is None:
            phone.queue(json.dumps({"type": "settled", "error": None}))
        elif error != QUEUED:
            logger.warning("table server: seat %s: refused %r: %s", seat, action, error)
            phone.queue(error_message(error))

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
                if error == QUEUED:  # told before any view or `settled` the owner sends next
                    loop.call_soon_threadsafe(self._mark_queued, seat)
                loop.call_soon_threadsafe(settle, error)

        self.dispatch(job)
        self._asking[answer] = started
        try:
            return await asyncio.wait_for(asyncio.shield(answer), ANSWER_TIMEOUT)
        except TimeoutError:
            if started.acquire(blocking=False):
                return "the table did not answer"
            return await answer  # the owner is running it: wait for its answer
        finally:
            del self._asking[answer]


def submit_to(table: Table, after: Callable[[], None]) -> Submit:
    """A plain `submit` for headless owners: act at `table`, then `after()` (publish)."""

    def submit(seat: int, action: Any) -> str | None:
        try:
            table.act(seat, action)
        except NotYourTurn:
            return "not your turn"
        except RulesError:
            return "not a legal action now"
        after()
        return None

    return submit
