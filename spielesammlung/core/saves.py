"""Saved games: setup + seed + seats + action log as versioned JSON, written atomically.

Loading replays every action through the rules, so a save cannot smuggle in a state.
A game played with phones as private hands also keeps the table server's port and each seat's
URL token (the optional "phones" field, see `Phones`), so that resuming it brings the phones'
open pages back; a save without the field (every older one) is a game at the screen. A game
with seats on other computers keeps its network host's port and spectator code (the optional
"hosted" field, see `Hosted`; each remote seat's code is kept with its seat), so that a host
that quit or crashed resumes it with the same codes.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeGuard

from .. import __version__
from . import registry
from .autosaves import SUFFIX as SUFFIX  # re-exported: save files are named with it
from .autosaves import TEMP_SUFFIX as TEMP_SUFFIX
from .autosaves import Autosaves as Autosaves  # re-exported for callers that load saves anyway
from .autosaves import hold
from .options import options_with_defaults
from .save_summary import FORMAT as FORMAT  # re-exported: what a save's "format" field says
from .save_summary import SaveError as SaveError
from .save_summary import SaveSummary as SaveSummary
from .save_summary import summary as summary

if TYPE_CHECKING:  # loaded by `from_json`: the start screen lists autosaves without them
    from .session import Session

FORMAT_VERSION = 1


class Phones(NamedTuple):
    """Where the phones of a game played with phones as private hands find the table again:
    the server's port and each phone seat's URL token (saved as "phones")."""

    port: int
    tokens: Mapping[int, str]

    def to_json(self) -> dict[str, Any]:
        return {"port": self.port, "tokens": {str(seat): t for seat, t in self.tokens.items()}}

    def reseated(self, order: Sequence[int]) -> Phones:
        """The same links for the players reseated in `order`: each token moves with its
        player (see Session.reseated)."""
        tokens = {new: self.tokens[old] for new, old in enumerate(order) if old in self.tokens}
        return Phones(self.port, tokens)

    @staticmethod
    def from_json(data: object) -> Phones | None:
        """The phones of a save's "phones" field; None when absent or not well formed (the
        game then starts at the screen, its rules and moves are not concerned)."""
        if not isinstance(data, dict):
            return None
        port, tokens = data.get("port"), data.get("tokens")
        if not _whole(port) or not 0 < port < 65536 or not isinstance(tokens, dict):
            return None
        found = {}
        for seat, token in tokens.items():
            if (
                not (seat.isascii() and seat.isdigit())
                or not isinstance(token, str)
                or not TOKEN.fullmatch(token)
            ):
                return None
            found[int(seat)] = token
        return Phones(port, found)


class Hosted(NamedTuple):
    """Where the other computers of a hosted game find it again: the network host's port and
    its spectator code (saved as "hosted")."""

    port: int
    spectator: str

    def to_json(self) -> dict[str, Any]:
        return {"port": self.port, "spectator": self.spectator}

    @staticmethod
    def from_json(data: object) -> Hosted | None:
        """The "hosted" field; None when absent or not well formed (new ones are made)."""
        if not isinstance(data, dict):
            return None
        port, spectator = data.get("port"), data.get("spectator")
        if not _whole(port) or not 0 < port < 65536 or not isinstance(spectator, str):
            return None
        if not ROOM.fullmatch(spectator):
            return None
        return Hosted(port, spectator)


ROOM = re.compile(r"[A-Z]{4}")  # a kept spectator code (see core/table_pages.py)
TOKEN = re.compile(r"[A-Za-z0-9_-]{24,64}")  # a kept URL token: as unguessable as a new one


def to_json(
    session: Session, phones: Phones | None = None, hosted: Hosted | None = None
) -> dict[str, Any]:
    codec = session.game.codec
    data = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": session.game_id,
        "rules_version": session.game.rules_version,
        "setup": {"players": list(session.setup.players), "options": dict(session.setup.options)},
        "seed": session.seed,
        "seats": [seat.to_json() for seat in session.seats],
        "actions": [{"player": e.player, "action": codec.encode(e.action)} for e in session.log],
        "cursor": session.cursor,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    if phones is not None:
        data["phones"] = phones.to_json()
    if hosted is not None:
        data["hosted"] = hosted.to_json()
    return data


def dumps(session: Session, phones: Phones | None = None, hosted: Hosted | None = None) -> str:
    return json.dumps(to_json(session, phones, hosted), ensure_ascii=False, indent=1)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that the file is either the old one or the complete new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    import tempfile  # only when writing: not needed to start

    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            hold(handle.fileno())
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
            if sys.platform != "win32":
                os.replace(tmp, path)
        if sys.platform == "win32":  # Windows renames no open file
            os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def writer(path: Path) -> Callable[[Session], None]:
    """An on_change hook that autosaves the session to `path`."""

    def write(session: Session) -> None:
        save(session, path)

    return write


def save(
    session: Session, path: Path, phones: Phones | None = None, hosted: Hosted | None = None
) -> None:
    write_atomic(path, dumps(session, phones, hosted))


def _whole(value: object) -> TypeGuard[int]:
    """A JSON whole number (true/false are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def from_json(data: object, on_change: Callable[[Session], None] | None = None) -> Session:
    """Rebuild a session by replaying its actions; raises SaveError for any bad content."""
    from .protocol import RulesError, Setup
    from .seats import Seat
    from .session import Session

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("foreign", "not a Spielesammlung save")
    version = data.get("format_version")
    if not _whole(version):
        raise SaveError("damaged", "no format version")
    if version > FORMAT_VERSION:
        raise SaveError("newer", f"format {version} is newer than {FORMAT_VERSION}")
    try:
        game_entry = registry.entry(str(data.get("game")))
    except KeyError:
        raise SaveError("unknown-game", f"unknown game {data.get('game')!r}") from None
    if not game_entry.built:
        raise SaveError("unknown-game", f"{game_entry.id} is not available in this version")
    try:
        game = game_entry.rules()
    except Exception as error:  # a half-built game package may fail in any way
        raise SaveError("unknown-game", f"{game_entry.id} cannot be loaded: {error}") from error
    rules_version = data.get("rules_version")
    if not _whole(rules_version):
        raise SaveError("damaged", "no rules version")
    if rules_version > game.rules_version:
        raise SaveError("newer", f"rules version {rules_version} is newer")
    try:
        setup_data = data["setup"]
        if not isinstance(setup_data["players"], list) or not isinstance(
            setup_data["options"], dict
        ):
            raise ValueError("players must be a list and options a mapping")
        players = tuple(setup_data["players"])
        if not all(isinstance(name, str) for name in players):
            raise ValueError("player names must be text")
        if len(players) not in game_entry.players:
            raise ValueError(f"{len(players)} players")
        options = options_with_defaults(game_entry.options, setup_data["options"], len(players))
        seed = data["seed"]
        if not _whole(seed):
            raise ValueError("seed must be a whole number")
        seats = [Seat.from_json(s) for s in data["seats"]]
        levels = {level.id for level in game_entry.levels}
        if any(seat.is_computer and seat.level not in levels for seat in seats):
            raise ValueError("unknown computer level")
        actions = data["actions"]
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
        cursor = data.get("cursor", len(actions))
        if not _whole(cursor):
            raise ValueError("cursor must be a whole number")
        if not 0 <= cursor <= len(actions):
            raise ValueError("cursor out of range")
        session = Session(game_entry.id, game, Setup(players, options), seed, seats)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise SaveError("damaged", str(error)) from error
    for number, item in enumerate(actions):
        try:
            player = item["player"]
            action = game.codec.decode(item["action"])
            if not _whole(player):
                raise ValueError("player must be a whole number")
            session.act(player, action)
        except (RulesError, KeyError, TypeError, ValueError) as error:
            raise SaveError("invalid", f"action {number + 1}: {error}") from error
    session.cursor = cursor
    session.on_change = on_change
    return session


def loads(text: str, on_change: Callable[[Session], None] | None = None) -> Session:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # ValueError: also too long numbers
        raise SaveError("damaged", str(error)) from error
    return from_json(data, on_change)


def load(path: Path, on_change: Callable[[Session], None] | None = None) -> Session:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError("unreadable", str(error)) from error
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError("foreign", "not a text file") from error
    return loads(text, on_change)


def phones(path: Path) -> Phones | None:
    """The phones kept in the save at `path` (None: none, or the file cannot be read)."""
    return Phones.from_json(_field(path, "phones"))


def kept(path: Path) -> tuple[Phones | None, Hosted | None]:
    """The phones and the network host kept in the save at `path` (None: none)."""
    return phones(path), Hosted.from_json(_field(path, "hosted"))


def _field(path: Path, name: str) -> object:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    return data.get(name) if isinstance(data, dict) else None
