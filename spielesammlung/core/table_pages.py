"""The table server's web side (core/table_server.py): pages, art and room codes, no session.

It answers the plain HTTP requests: the seat's page (`/s/<token>`, resources/phone/index.html),
the room-code page at the root (resources/phone/join.html, where a phone types its seat's room
code instead of scanning the QR code), `/r?code=<code>` (on to the seat's page, or back to the
form), the page's script and style (`/phone/<file>`) and the art (`/art/<name>.svg`, from
resources/art/). Wrong room codes are limited per address and in all (ROOM_TRIES,
ROOM_TRIES_ALL): over the limit no code is looked at, not even a right one. `Bucket` is the one
token bucket of the server (also each phone's messages).
"""

from __future__ import annotations

import hmac
import logging
import mimetypes
import re
import secrets
import time
import urllib.parse
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Response

from .data import data_dir

logger = logging.getLogger(__name__)

PLACEHOLDER = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Spielesammlung</title></head>
<body><p>Spielesammlung</p></body></html>
"""
PAGE_FILES = ("phone.js", "phone.css")  # served from resources/phone/ besides the pages
ART_NAME = re.compile(r"[a-z0-9-]{1,64}\.svg")
ROOM_LETTERS = "ACDEFHJKMNPRTUVWXY"  # no I/L/1, O/Q/0, B/8, S/5, Z/2, G/6
ROOM_LENGTH = 4
ROOM_TRIES = (5, 1 / 12)  # wrong room codes from one address: at once, then per second
ROOM_TRIES_ALL = (20, 1 / 3)  # wrong room codes from all addresses together
ROOM_ADDRESSES = 1024  # addresses whose wrong codes are counted at most (then counted anew)
HTML = "text/html; charset=utf-8"


@dataclass
class Bucket:
    """A token bucket: `burst` at once, refilled at `rate` a second."""

    burst: float
    rate: float
    tokens: float = -1.0  # -1: full
    checked: float = field(default_factory=time.monotonic)

    def ready(self) -> bool:
        now = time.monotonic()
        full = self.burst if self.tokens < 0 else self.tokens + (now - self.checked) * self.rate
        self.tokens, self.checked = min(self.burst, full), now
        return self.tokens >= 1

    def take(self) -> bool:
        """One token if there is one (False: over the limit)."""
        if not self.ready():
            return False
        self.tokens -= 1
        return True


class Tries:
    """Wrong codes counted per address and in all (ROOM_TRIES, ROOM_TRIES_ALL): over either
    limit no code may be looked at, not even a right one."""

    def __init__(self) -> None:
        self._tries: dict[str, Bucket] = {}  # address -> its wrong codes
        self._all = Bucket(*ROOM_TRIES_ALL)

    def _of(self, address: str) -> Bucket:
        tries = self._tries.get(address)
        if tries is None:
            if len(self._tries) >= ROOM_ADDRESSES:
                self._tries.clear()
            tries = self._tries[address] = Bucket(*ROOM_TRIES)
        return tries

    def ready(self, address: str) -> bool:
        """Whether a code from `address` may be looked at now."""
        return self._of(address).ready() and self._all.ready()

    def wrong(self, address: str) -> None:
        """A wrong code came from `address`."""
        self._of(address).take()
        self._all.take()


def make_rooms(seats: Iterable[int]) -> dict[int, str]:
    """A different random room code for each seat."""
    seats = list(seats)
    base = len(ROOM_LETTERS)
    numbers = secrets.SystemRandom().sample(range(base**ROOM_LENGTH), len(seats))
    return {
        seat: "".join(ROOM_LETTERS[number // base**k % base] for k in range(ROOM_LENGTH))
        for seat, number in zip(seats, numbers, strict=True)
    }


def room_code(typed: str) -> str:
    """A typed room code as it is compared: upper case, its letters only, 16 at most."""
    return "".join(c for c in typed.upper() if c in ROOM_LETTERS)[:16]


def find(known: Mapping[int, str], given: str) -> int | None:
    """The seat whose secret (token or room code) is `given`, compared in constant time."""
    found = None
    for seat, secret in known.items():
        if hmac.compare_digest(secret.encode(), given.encode()):
            found = seat
    return found


class Pages:
    """The plain HTTP answers of one server (its thread only); files are read once."""

    def __init__(self, tokens: Mapping[int, str], rooms: Mapping[int, str]) -> None:
        self.tokens = tokens
        self.rooms = rooms
        self._files: dict[str, bytes] = {}
        self._tries = Tries()  # the wrong room codes

    def answer(
        self, connection: ServerConnection, target: str, seat: int | None
    ) -> Response | None:
        """The answer to GET `target` (path and query; `seat`: the path's token's), or None."""
        path, _, query = target.partition("?")
        prefix, _, name = path.rpartition("/")
        if path == "/":
            return respond(connection, self.file("phone/join.html") or PLACEHOLDER.encode(), HTML)
        if path == "/r":
            return self.room(connection, query)
        if prefix == "/s" and seat is not None:  # no-store: the link holds the seat's token
            page = self.file("phone/index.html") or PLACEHOLDER.encode()
            return respond(connection, page, HTML, "no-store")
        if prefix == "/phone" and name in PAGE_FILES:
            found = self.file(f"phone/{name}")
        elif prefix == "/art" and ART_NAME.fullmatch(name):
            found = self.file(f"art/{name}")
        else:
            return None
        return respond_file(connection, found, name)

    def room(self, connection: ServerConnection, query: str) -> Response:
        """A typed room code: on to its seat's page, or back to the form (wrong, or wait)."""
        address = host(connection)
        if not self._tries.ready(address):
            logger.warning("table server: too many wrong room codes (%s); refused", address)
            return redirect(connection, "/?wait=1")
        typed = urllib.parse.parse_qs(query[:200], max_num_fields=2).get("code", [""])[0]
        seat = find(self.rooms, room_code(typed))
        if seat is None:
            self._tries.wrong(address)
            logger.warning("table server: a wrong room code from %s", address)
            return redirect(connection, "/?wrong=1")
        return redirect(connection, f"/s/{self.tokens[seat]}")

    def file(self, name: str) -> bytes | None:
        """A file under resources/ (a few fixed names only), read once."""
        if name not in self._files:
            try:
                self._files[name] = (data_dir("resources") / name).read_bytes()
            except OSError:
                return None
        return self._files[name]


def respond(
    connection: ServerConnection, body: bytes, kind: str, cache: str = "no-cache"
) -> Response:
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


def respond_file(connection: ServerConnection, found: bytes | None, name: str) -> Response | None:
    """The static file `name` (kept an hour), its type told by its name; None if not found."""
    if found is None:
        return None
    kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
    if kind.startswith("text/") or kind.endswith("javascript"):
        kind += "; charset=utf-8"
    return respond(connection, found, kind, "max-age=3600")


def redirect(connection: ServerConnection, where: str) -> Response:
    response = connection.respond(303, "")
    response.headers["Location"] = where
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


def host(connection: ServerConnection) -> str:
    """The peer's address (a key for the limit)."""
    try:
        return str(connection.remote_address[0])
    except Exception:  # a key only
        return "?"


def remote(connection: ServerConnection) -> str:
    try:
        return str(connection.remote_address)
    except Exception:  # only for the log
        return "?"
