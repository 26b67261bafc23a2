"""The messages between a host and the Spielesammlung clients at its table, versioned.

A client opens `ws://HOST:PORT/net` and says hello first:
  {"type": "hello", "version": VERSION, "code": str, "client": str, "resume": bool,
   "board": bool}
(`code`: its seat's code or the spectator code, `client`: an id the client made once, `resume`:
it reconnects by itself after a lost connection, `board`: it is the board page and wants the
"board" of every view message, net/board.py; absent: false). The host answers
  {"type": "welcome", "version": VERSION, "seat": int | None, "game": str, "rules_version": int,
   "players": [str], "options": {str: value}}
(`seat` None: a spectator, who gets the public view) and then serves the seat as the phone
server serves a phone (core/table_server.py): "view" messages (that seat's `view_for`, its legal
actions, the events it saw; never a state), "error", "queued", "settled", "replaced"; the client
sends {"type": "act", "action": ...}, or exactly UNDO_MESSAGE to ask the host to take back its
seat's last move (answered "settled" or "error" as an action is; the host's undo rules decide;
a seat's view message says "can_undo": true when they would now, absent: false).
Once the game is over for good, everyone gets
  {"type": "replay", "game": SAVE}
(SAVE: the whole game as core/saves.py writes it, seed and every action: every secret; to a
board page also "board", its every position, net/board_replay.py).
On a table server (spielesammlung/server) a code is the table's code followed by the seat's
(or the spectator's), and a first client may instead open with
  {"type": "create", "version": VERSION, "game": str, "players": [str], "seats": [SEAT],
   "options": {str: value}}
(SEAT: "remote" for a human on another computer, or a computer player's level id); the server
answers {"type": "created", "version": VERSION, "table": str, "codes": [str | None],
"spectator": str} (each seat's code, None for a computer's) and closes the connection.
A hello or create the host cannot take is answered
  {"type": "refused", "reason": REASON, "version": VERSION}
and the connection is closed with REFUSED. A message of another version than VERSION is never
read further than its "version".
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ..core import saves
from ..core.jsonable import jsonable
from ..core.label import Label, translate
from ..core.session import Session

VERSION = 1  # raised whenever a message changes its meaning
PATH = "/net"  # where a client connects
REFUSED = 4002  # close code after a refused hello
MAX_HELLO = 1024  # bytes; a longer hello is malformed
UNDO_MESSAGE = json.dumps({"type": "undo"})

Reason = Literal["version", "code", "wait", "malformed", "full", "game", "tables"]
REMOTE_SEAT = "remote"  # a seat of a create message played on another computer
MAX_NAME = 32  # characters of a player's name in a create message


@dataclass(frozen=True)
class Hello:
    version: int
    code: str
    client: str = ""
    resume: bool = False
    board: bool = False  # the board page: its view messages carry "board"

    def to_text(self) -> str:
        message = {
            "type": "hello",
            "version": self.version,
            "code": self.code,
            "client": self.client,
            "resume": self.resume,
        }
        if self.board:
            message["board"] = True
        return json.dumps(message)


class Refusal(Exception):
    """A hello the host does not take, and why (`reason`)."""

    def __init__(self, reason: Reason, version: int = VERSION) -> None:
        super().__init__(reason)
        self.reason: Reason = reason
        self.version = version  # the host's protocol version

    def to_text(self) -> str:
        return json.dumps({"type": "refused", "reason": self.reason, "version": self.version})


@dataclass(frozen=True)
class Create:
    """A first client's request for a new table on a table server (checked there)."""

    game: str
    players: tuple[str, ...]
    seats: tuple[str, ...]  # REMOTE_SEAT or a computer player's level id, one a player
    options: Mapping[str, Any]

    def to_text(self) -> str:
        return json.dumps(
            {
                "type": "create",
                "version": VERSION,
                "game": self.game,
                "players": list(self.players),
                "seats": list(self.seats),
                "options": dict(self.options),
            }
        )


def _opening(data: str | bytes) -> dict[str, Any]:
    """The first message of a client, of this version (else the Refusal that answers it)."""
    if not isinstance(data, str) or len(data) > MAX_HELLO:
        raise Refusal("malformed")
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise Refusal("malformed") from None
    if not isinstance(message, dict) or message.get("type") not in ("hello", "create"):
        raise Refusal("malformed")
    version = message.get("version")
    if type(version) is not int:
        raise Refusal("malformed")
    if version != VERSION:
        raise Refusal("version")
    return message


def read_opening(data: str | bytes) -> Hello | Create:
    """A table server's first message from a client: a hello or a create (else a Refusal)."""
    message = _opening(data)
    if message["type"] == "hello":
        return _hello(message)
    game, players = message.get("game"), message.get("players", [])
    seats, options = message.get("seats", []), message.get("options", {})
    if (
        len(message) > 6
        or not isinstance(game, str)
        or not _strings(players, MAX_NAME)
        or not _strings(seats, MAX_NAME)
        or len(seats) != len(players)
        or not isinstance(options, dict)
        or not all(type(v) in (bool, int, str) for v in options.values())
    ):
        raise Refusal("malformed")
    return Create(game, tuple(players), tuple(seats), options)


def _strings(value: object, longest: int) -> bool:
    return (
        isinstance(value, list)
        and 0 < len(value) <= 8
        and all(isinstance(s, str) and 0 < len(s) <= longest for s in value)
    )


def read_hello(data: str | bytes) -> Hello:
    """The client's hello, or the Refusal that answers it."""
    message = _opening(data)
    if message["type"] != "hello":
        raise Refusal("malformed")
    return _hello(message)


def _hello(message: dict[str, Any]) -> Hello:
    version = message["version"]
    code, client, resume = message.get("code"), message.get("client", ""), message.get("resume")
    board = message.get("board", False)
    if not isinstance(code, str) or not isinstance(client, str) or type(resume) is not bool:
        raise Refusal("malformed")
    if type(board) is not bool:
        raise Refusal("malformed")
    return Hello(version, code, client[:64], resume, board)


def welcome(
    seat: int | None, game: str, rules_version: int, players: tuple[str, ...],
    options: Mapping[str, Any],
) -> str:  # fmt: skip
    return json.dumps(
        {
            "type": "welcome",
            "version": VERSION,
            "seat": seat,
            "game": game,
            "rules_version": rules_version,
            "players": list(players),
            "options": jsonable(dict(options)),
        }
    )


def created(table: str, codes: list[str | None], spectator: str) -> str:
    return json.dumps(
        {
            "type": "created",
            "version": VERSION,
            "table": table,
            "codes": codes,
            "spectator": spectator,
        }
    )


def settled() -> str:
    """The answer to an action or an undo the host applied."""
    return json.dumps({"type": "settled", "error": None})


def replay(session: Session) -> str:
    """The replay message: the whole game, every secret in it (only once it is over)."""
    return json.dumps({"type": "replay", "game": saves.to_json(session)})


def refusal_text(reason: str, host_version: int, own_version: int = VERSION) -> Label:
    """Why the host did not take us (speaking `own_version`), for the player."""
    if reason == "version":
        if host_version > own_version:
            return translate(
                "Net", "The host plays a newer Spielesammlung. Update this one to join."
            )
        return translate(
            "Net", "The host plays an older Spielesammlung. The host needs to update it."
        )
    if reason == "code":
        return translate("Net", "There is no seat with this code at this table.")
    if reason == "wait":
        return translate("Net", "Too many wrong codes. Wait a minute and try again.")
    if reason == "full":
        return translate("Net", "This table has no room for more spectators.")
    if reason == "game":
        return translate("Net", "The server cannot host this game with these seats.")
    if reason == "tables":
        return translate("Net", "The server hosts as many tables as it can. Try again later.")
    return translate("Net", "The host did not understand this Spielesammlung.")
