"""A headless client at a hosted table: joins by address and code, keeps the latest view, acts.

`Client.join()` opens the connection and says hello (net/messages.py); the host's welcome
names the game, so the client knows its rules' codec and view type. A reader thread keeps
every message received (`received`), the latest view message (`latest`) and the view itself
made the game's own object again (`view`), and once the game is over for good its replay
(`replay`, a Session with every secret); `act(action)` sends an action, whose answer
("settled" or "error") arrives among the messages. `rejoin()` comes back to the same seat after
a lost connection. `create_table` asks a table server (spielesammlung/server) for a new
table and returns its codes. With `tls` (an ssl.SSLContext) both speak wss://. `play_seat`
lets a computer player decide the seat from the received views
(tests and benches now; the desktop client later renders the same views).
"""

from __future__ import annotations

import json
import random
import secrets
import ssl
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from ..core import registry, saves
from ..core.catalogue import text
from ..core.label import Label
from ..core.protocol import Game, Result
from ..core.registry import EASY
from ..core.seats import Bot, Seat
from ..core.session import Session
from ..core.table_server import TOO_MANY
from .messages import PATH, REMOTE_SEAT, UNDO_MESSAGE, VERSION, Create, Hello, refusal_text
from .views import decode_view

TIMEOUT = 10.0  # seconds for the connection and the welcome
BACK_OFF = 0.5  # seconds play_seat waits after sending too fast


class Refused(Exception):
    """The host did not take this client: `reason` (messages.Reason) and a text for people."""

    def __init__(self, reason: str, host_version: int, own_version: int = VERSION) -> None:
        self.reason = reason
        self.host_version = host_version
        self.label: Label = refusal_text(reason, host_version, own_version)
        super().__init__(text(self.label, "en"))


class Client:
    """One seat (or a spectator) at a hosted table, over one websocket at a time."""

    def __init__(
        self, address: str, code: str, *, version: int = VERSION, tls: ssl.SSLContext | None = None
    ) -> None:
        self.address = address  # "HOST:PORT" ([::1]:PORT for IPv6)
        self.code = code
        self.tls = tls  # wss:// with this context (None: ws://)
        self.version = version  # the protocol version this client speaks
        self.id = secrets.token_urlsafe(12)  # the same for every rejoin
        self.seat: int | None = None  # None: a spectator
        self.welcome: dict[str, Any] = {}
        self.game: Game[Any, Any] | None = None
        self.received: list[dict[str, Any]] = []  # every message after the welcome, in order
        self.latest: dict[str, Any] | None = None  # the newest view message
        self.view: Any = None  # its view, as the game's own object
        self.replay: Session | None = None  # the whole game, sent once it is over for good
        self.closed = False  # the connection ended (lost, replaced, or the host stopped)
        self.close_code: int | None = None  # why the connection ended (None: it has not)
        self.starts: list[int] = []  # where in `received` each connection's messages begin
        #: called on the reader thread after each message is kept (None: after the end)
        self.on_message: Callable[[dict[str, Any] | None], None] | None = None
        self._socket: ClientConnection | None = None
        self._reader: threading.Thread | None = None
        self._news = threading.Condition()

    # -- the connection -------------------------------------------------------------------
    def join(self, resume: bool = False) -> None:
        """Connect and say hello; Refused when the host does not take this client."""
        socket, answer = _ask(
            self.address, self.tls, Hello(self.version, self.code, self.id, resume)
        )
        if answer.get("type") != "welcome":
            socket.close()
            raise _refused(answer, self.version)
        self.welcome = answer
        self.seat = answer["seat"]
        self.game = registry.entry(answer["game"]).rules()
        self._socket = socket
        with self._news:
            self.closed = False
            self.close_code = None
            self.starts.append(len(self.received))
        self._reader = threading.Thread(target=self._read, args=(socket,), daemon=True)
        self._reader.start()

    def rejoin(self) -> None:
        """Back to the same seat after the connection was lost."""
        self.close()
        self.join(resume=True)

    def close(self) -> None:
        socket, reader = self._socket, self._reader
        self._socket = self._reader = None
        if socket is not None:
            socket.close()
        if reader is not None:
            reader.join(TIMEOUT)

    def drop(self) -> None:
        """Lose the connection abruptly (no closing handshake), as a network failure does."""
        socket = self._socket
        if socket is not None:
            socket.socket.close()
        self.close()

    def _read(self, socket: ClientConnection) -> None:
        try:
            for data in socket:
                message = json.loads(data)
                with self._news:
                    self.received.append(message)
                    if message.get("type") == "view":
                        self.latest = message
                        assert self.game is not None
                        self.view = decode_view(self.game, message["view"])
                        if message.get("result") is None:  # the host took the end back
                            self.replay = None
                    elif message.get("type") == "replay":
                        self.replay = saves.from_json(message["game"])
                    self._news.notify_all()
                self._tell(message)
        except ConnectionClosed:
            pass
        finally:
            with self._news:
                self.close_code = socket.close_code  # (1006: lost without a close frame)
                self.closed = True
                self._news.notify_all()
            self._tell(None)

    def _tell(self, message: dict[str, Any] | None) -> None:
        callback = self.on_message
        if callback is not None:
            callback(message)

    # -- playing --------------------------------------------------------------------------
    def act(self, action: Any) -> None:
        """Send an action (its answer comes among the messages)."""
        assert self.game is not None
        self.send({"type": "act", "action": self.game.codec.encode(action)})

    def undo(self) -> None:
        """Ask the host to take back this seat's last move (its answer comes among the
        messages: "settled", then the view, or "error" with why not)."""
        self.send(UNDO_MESSAGE)

    def send(self, message: object) -> None:
        """Send any message, or raw text or bytes (tests send hostile ones)."""
        socket = self._socket
        if socket is None:
            raise ConnectionError("not connected")
        try:
            socket.send(message if isinstance(message, str | bytes) else json.dumps(message))
        except ConnectionClosed as closed:
            raise ConnectionError("the connection is closed") from closed

    def now(self) -> tuple[dict[str, Any] | None, Any, bool]:
        """The latest view message, its view and whether the connection ended, read at once."""
        with self._news:
            return self.latest, self.view, self.closed

    def legal(self, message: dict[str, Any]) -> list[Any]:
        """The legal actions of a view `message`, as the game's action objects."""
        assert self.game is not None
        return [self.game.codec.decode(data) for data in message["legal"]]

    def wait(self, seen: int, timeout: float) -> int:
        """Until more than `seen` messages were received or the connection ended; their count
        (TimeoutError after `timeout` seconds)."""
        with self._news:
            if not self._news.wait_for(
                lambda: len(self.received) > seen or self.closed, timeout=timeout
            ):
                raise TimeoutError(f"no message in {timeout} s")
            return len(self.received)

    def wait_replay(self, timeout: float) -> Session:
        """The replay, once the host sent it (TimeoutError after `timeout` seconds,
        ConnectionError when the connection ended without it)."""
        with self._news:
            if not self._news.wait_for(
                lambda: self.replay is not None or self.closed, timeout=timeout
            ):
                raise TimeoutError(f"no replay in {timeout} s")
            if self.replay is None:
                raise ConnectionError("the connection ended without the replay")
            return self.replay

    @property
    def result(self) -> Result | None:
        latest = self.latest
        if latest is None or latest["result"] is None:
            return None
        data = latest["result"]
        scores = data["scores"]
        return Result(frozenset(data["winners"]), None if scores is None else tuple(scores))


def _ask(
    address: str, tls: ssl.SSLContext | None, first: Hello | Create
) -> tuple[ClientConnection, dict[str, Any]]:
    """Connect, send the first message, and read the answer (a dict; {} when it is not one)."""
    scheme = "ws" if tls is None else "wss"
    socket = connect(f"{scheme}://{address}{PATH}", open_timeout=TIMEOUT, ssl=tls).__enter__()
    try:
        socket.send(first.to_text())
        answer = json.loads(socket.recv(timeout=TIMEOUT))
    except BaseException:
        socket.close()
        raise
    return socket, answer if isinstance(answer, dict) else {}


def _refused(answer: dict[str, Any], own_version: int) -> Refused:
    version = answer.get("version", 0)
    version = version if isinstance(version, int) else 0
    return Refused(str(answer.get("reason", "malformed")), version, own_version)


@dataclass(frozen=True)
class Created:
    """A table made on a table server: its code, each seat's code (None: a computer player's)
    and the spectator code."""

    table: str
    codes: tuple[str | None, ...]
    spectator: str


def create_table(
    address: str,
    game: str,
    players: Sequence[str],
    seats: Sequence[str],
    options: Mapping[str, Any] | None = None,
    *,
    tls: ssl.SSLContext | None = None,
) -> Created:
    """Ask the table server at `address` for a new table of `game` (`seats`: "remote" or a
    computer level id, one a player); Refused when it does not make one."""
    request = Create(game, tuple(players), tuple(seats), dict(options or {}))
    socket, answer = _ask(address, tls, request)
    socket.close()
    if answer.get("type") != "created":
        raise _refused(answer, VERSION)
    return Created(answer["table"], tuple(answer["codes"]), answer["spectator"])


def server_seats(seats: Sequence[Seat]) -> list[str]:
    """The new-game dialog's seats as a create message names them: a person plays on a
    computer of their own there ("remote", the creator's seat too), a computer keeps its level."""
    return [(seat.level or EASY.id) if seat.is_computer else REMOTE_SEAT for seat in seats]


def play_seat(client: Client, bot: Bot, rng: random.Random, timeout: float) -> None:
    """Decide the client's seat with `bot` from the views it receives, until the game ends
    (TimeoutError after `timeout` seconds; ConnectionError when the connection ends).

    Each view is decided once: on turn the bot chooses, else it may act out of turn. When the
    table refuses an action (the state moved meanwhile, or it came too fast) the newest view is
    decided again, a moment later if it came too fast."""
    deadline = time.monotonic() + timeout
    decided = -1  # the `at` of the last view decided
    seen = 0
    while True:
        read, seen = seen, client.wait(seen, deadline - time.monotonic())
        refused = [m for m in client.received[read:seen] if m["type"] == "error"]
        if refused:
            decided = -1
            if any(m["message"] == TOO_MANY for m in refused):
                time.sleep(BACK_OFF)
        latest, view, closed = client.now()
        if latest is not None and latest["result"] is not None:
            return
        if closed:
            raise ConnectionError("the host closed the connection")
        if latest is None or latest["at"] == decided or not latest["legal"]:
            continue
        decided = latest["at"]
        seat = client.seat
        assert seat is not None
        choose = bot.choose if latest["must"] else bot.interject
        action = choose(view, seat, client.legal(latest), rng)
        if action is not None:
            client.act(action)
