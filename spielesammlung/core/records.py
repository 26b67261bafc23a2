"""The players' records: every finished game, kept in an SQLite database in the user's data folder.

How the UI is meant to use it (pure Python, no Qt; open it once per window):

    records = Records.open(default_path())      # never raises for a damaged file:
    if records.set_aside is not None:             # it was moved away, a fresh one started;
        show(records.set_aside.kind, records.set_aside.moved_to)   # word the message in the UI
    names = records.known_names()                 # the new-game dialog offers these
    # when a game has ended:
    records.record(record_from(game_id, setup.players, setup.options, seats, result,
                               actions=len(log), uid=game_uid(save_json), save_path=...))
    records.player_stats("Anna", "heimlich"), records.last_games(20), records.history("Anna")
    records.rename_player(...), records.merge_players(...), records.delete_player(...)

Each game is written in one transaction; recording the same `uid` twice counts it once. The
database runs in WAL mode with synchronous=FULL, so a kill at any moment leaves it intact, and
two windows (two processes) may record at the same time (busy timeout and retries).
A database that is not SQLite, fails its integrity check or has a newer schema is renamed to
`<name>.damaged-<UTC time>` (with its -wal/-shm files), never emptied; `RecordsDamaged` says why.
So is one whose tables do not match its schema version. Other trouble (no permission, disk full)
leaves the file alone and raises its own sqlite3.OperationalError (core/disk.py finds the
cause); the UI goes on without records. Dates are UTC ISO 8601 text: text order is time order.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from .protocol import Result
from .seats import Seat

FILE_NAME = "records.sqlite3"
BUSY_TIMEOUT_MS = 10_000
RETRIES = 5
_SIDECARS = ("-wal", "-shm", "-journal")

# One tuple of statements a schema version, from the first on; never edit a released step.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: games, their seats, the names ever used
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            options TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            actions INTEGER NOT NULL,
            save_path TEXT)""",
        """CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            player TEXT,
            level TEXT,
            score INTEGER,
            won INTEGER NOT NULL,
            PRIMARY KEY (game, seat))""",
        "CREATE TABLE names (name TEXT PRIMARY KEY, last_used TEXT NOT NULL)",
    ),
    # 2: how long a game took; lookups by player and date
    (
        "ALTER TABLE games ADD COLUMN duration REAL",
        "CREATE INDEX seats_player ON seats(player)",
        "CREATE INDEX games_finished ON games(finished_at, id)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

T = TypeVar("T")


class RecordsError(Exception):
    """A records operation that cannot be done (an unknown or already used name)."""


class RecordsDamaged(Exception):
    """The database could not be used; `kind` is one of KINDS (the UI words the message).

    `moved_to` is where the damaged file was set aside (None when it was left in place).
    """

    KINDS = ("not-sqlite", "damaged", "newer")

    def __init__(self, kind: str, detail: str, moved_to: Path | None = None) -> None:
        assert kind in self.KINDS
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail
        self.moved_to = moved_to


@dataclass(frozen=True)
class SeatRecord:
    """One seat of a finished game: a named human (`name`) or a computer (`level`).

    Both None: a human whose name was deleted from the records.
    """

    name: str | None = None
    level: str | None = None
    score: int | None = None
    won: bool = False

    @property
    def is_computer(self) -> bool:
        return self.level is not None


@dataclass(frozen=True)
class GameRecord:
    """A finished game. `finished_at` is UTC ISO 8601; `actions` the number of actions."""

    uid: str
    game: str
    seats: tuple[SeatRecord, ...]
    actions: int
    options: Mapping[str, Any] = field(default_factory=dict)
    finished_at: str = ""
    duration: float | None = None
    save_path: str | None = None

    @property
    def draw(self) -> bool:
        return not any(seat.won for seat in self.seats)


@dataclass(frozen=True)
class LevelRecord:
    """A player's games against a computer level (a game with several such seats counts once)."""

    played: int
    won: int


@dataclass(frozen=True)
class PlayerStats:
    """A player's record in one game (or in all games when `game` is None)."""

    name: str
    game: str | None
    played: int
    won: int
    best_score: int | None
    current_streak: int
    longest_streak: int
    against: Mapping[str, LevelRecord]

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class HistoryPoint:
    """One game in a player's history, oldest first: the win rate so far is for a chart."""

    finished_at: str
    game: str
    won: bool
    score: int | None
    win_rate: float


def default_path() -> Path:
    """The database in the user's data folder."""
    import platformdirs

    return Path(platformdirs.user_data_dir("spielesammlung", appauthor=False)) / FILE_NAME


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def game_uid(*parts: object) -> str:
    """A stable id from what makes a game itself (e.g. game, seed, setup and action log)."""
    text = json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def record_from(
    game: str,
    names: Sequence[str],
    options: Mapping[str, Any],
    seats: Sequence[Seat],
    result: Result,
    *,
    actions: int,
    uid: str,
    duration: float | None = None,
    save_path: str | None = None,
) -> GameRecord:
    """A record from a session's setup, seats and result (computers are kept by level)."""
    rows = []
    for index, (name, seat) in enumerate(zip(names, seats, strict=True)):
        score = result.scores[index] if result.scores is not None else None
        won = index in result.winners
        if seat.is_computer:
            rows.append(SeatRecord(level=seat.level or "", score=score, won=won))
        else:
            rows.append(SeatRecord(name=name.strip() or None, score=score, won=won))
    return GameRecord(
        uid, game, tuple(rows), actions, dict(options), utc_now(), duration, save_path
    )


def _utc(text: str) -> str:
    """`text` (ISO 8601; naive means UTC) as UTC ISO with seconds, so that text order is time."""
    moment = datetime.fromisoformat(text) if text else datetime.now(UTC)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def _is_busy(error: sqlite3.OperationalError) -> bool:
    text = str(error).lower()
    return "locked" in text or "busy" in text


def _retry(work: Callable[[], T]) -> T:
    """Run `work`, again after a short pause while another process holds the database."""
    for attempt in range(RETRIES):
        try:
            return work()
        except sqlite3.OperationalError as error:
            if not _is_busy(error) or attempt == RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    raise AssertionError("unreachable")


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return conn


def _damage(error: sqlite3.DatabaseError) -> RecordsDamaged | None:
    """The damage `error` reports; None for other trouble (busy, no permission, disk full)."""
    name = getattr(error, "sqlite_errorname", "")
    text = str(error)
    if name == "SQLITE_NOTADB" or "not a database" in text:
        return RecordsDamaged("not-sqlite", text)
    if name.startswith("SQLITE_CORRUPT") or "malformed" in text:
        return RecordsDamaged("damaged", text)
    return None


def _check(conn: sqlite3.Connection) -> None:
    """Raise RecordsDamaged (not moved yet) unless the database is sound and not newer."""
    conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    rows = [row[0] for row in conn.execute("PRAGMA integrity_check").fetchall()]
    if rows != ["ok"]:
        raise RecordsDamaged("damaged", "; ".join(str(row) for row in rows[:5]))
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise RecordsDamaged("newer", f"schema version {version} > {SCHEMA_VERSION}")


def _rollback(conn: sqlite3.Connection) -> None:
    """End a failed transaction; SQLite may have ended it itself (a full disk), and the error
    that failed it is the one to raise, never this one's."""
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def _migrate(conn: sqlite3.Connection) -> None:
    if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")  # another process may be migrating: decide under the lock
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise RecordsDamaged("newer", f"schema version {version} > {SCHEMA_VERSION}")
        for number in range(version, SCHEMA_VERSION):
            for statement in MIGRATIONS[number]:
                try:
                    conn.execute(statement)
                except sqlite3.OperationalError as error:  # its tables are not its version's
                    if getattr(error, "sqlite_errorname", "") != "SQLITE_ERROR":
                        raise  # a full disk, no permission: not the file's fault
                    raise RecordsDamaged("damaged", f"schema version {version}: {error}") from error
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        _rollback(conn)
        raise


def _prepare(conn: sqlite3.Connection) -> None:
    try:
        _check(conn)
        conn.execute("PRAGMA journal_mode = WAL").fetchone()
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        _migrate(conn)
    except sqlite3.DatabaseError as error:
        damage = _damage(error)
        if damage is None:
            raise
        raise damage from error


def set_aside(path: Path) -> Path:
    """Rename the database (and its -wal/-shm/-journal) to `<name>.damaged-<UTC time>`."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    for sidecar in _SIDECARS:  # first: a fresh database must never meet an old -wal
        extra = path.with_name(path.name + sidecar)
        if extra.exists():
            extra.replace(target.with_name(target.name + sidecar))
    path.replace(target)
    return target


class Records:
    """The open records database. Use `Records.open`."""

    def __init__(self, conn: sqlite3.Connection, path: Path, damaged: RecordsDamaged | None):
        self._conn = conn
        self.path = path
        self.set_aside = damaged  # what was wrong with the file found, if it was moved away

    @classmethod
    def open(cls, path: Path, *, recover: bool = True) -> Records:
        """Open (or create) the database at `path`, migrated to SCHEMA_VERSION.

        A damaged one is moved aside and a fresh one started (`recover`), or RecordsDamaged is
        raised and the file left as it was (`recover=False`).
        """
        path.parent.mkdir(parents=True, exist_ok=True)
        damaged: RecordsDamaged | None = None
        while True:
            conn = _connect(path)
            try:
                _retry(functools.partial(_prepare, conn))
                return cls(conn, path, damaged)
            except RecordsDamaged as error:
                conn.close()
                if not recover or damaged is not None:
                    raise
                error.moved_to = set_aside(path)
                damaged = error
            except BaseException:
                conn.close()
                raise

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once so that two processes never deadlock."""
        _retry(lambda: self._conn.execute("BEGIN IMMEDIATE"))
        try:
            yield self._conn
        except BaseException:
            _rollback(self._conn)
            raise
        self._conn.execute("COMMIT")

    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # --- writing -------------------------------------------------------------------------

    def record(self, game: GameRecord) -> bool:
        """Store a finished game in one transaction; False if its uid was recorded already."""
        finished = _utc(game.finished_at)
        options = json.dumps(dict(game.options), sort_keys=True, ensure_ascii=False)
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM games WHERE uid = ?", (game.uid,)).fetchone():
                return False
            cursor = conn.execute(
                "INSERT INTO games (uid, game, options, finished_at, actions, save_path,"
                " duration) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game.uid,
                    game.game,
                    options,
                    finished,
                    game.actions,
                    game.save_path,
                    game.duration,
                ),
            )
            row = cursor.lastrowid
            conn.executemany(
                "INSERT INTO seats (game, seat, player, level, score, won)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (row, index, seat.name, seat.level, seat.score, int(seat.won))
                    for index, seat in enumerate(game.seats)
                ],
            )
            names = {seat.name for seat in game.seats if seat.name and seat.level is None}
            self._remember(conn, sorted(names), finished)
        return True

    def remember_names(self, names: Sequence[str], when: str = "") -> None:
        """Remember names typed in the new-game dialog (most recent first in known_names)."""
        cleaned = sorted({name.strip() for name in names if name.strip()})
        with self._write() as conn:
            self._remember(conn, cleaned, _utc(when))

    @staticmethod
    def _remember(conn: sqlite3.Connection, names: Sequence[str], when: str) -> None:
        conn.executemany(
            "INSERT INTO names (name, last_used) VALUES (?, ?) ON CONFLICT(name)"
            " DO UPDATE SET last_used = max(last_used, excluded.last_used)",
            [(name, when) for name in names],
        )

    def rename_player(self, old: str, new: str) -> None:
        """Rename a player everywhere; RecordsError if `new` is taken (merge instead)."""
        new = new.strip()
        if not new:
            raise RecordsError("empty name")
        with self._write() as conn:
            self._require(conn, old)
            if new != old and self._known(conn, new):
                raise RecordsError(f"name already used: {new}")
            conn.execute("UPDATE seats SET player = ? WHERE player = ?", (new, old))
            conn.execute("UPDATE names SET name = ? WHERE name = ?", (new, old))

    def merge_players(self, source: str, target: str) -> None:
        """Give all of `source`'s games to `target` (both must be known); `source` is gone."""
        if source == target:
            raise RecordsError("a player cannot be merged into itself")
        with self._write() as conn:
            self._require(conn, source)
            self._require(conn, target)
            conn.execute("UPDATE seats SET player = ? WHERE player = ?", (target, source))
            last = conn.execute(
                "SELECT max(last_used) FROM names WHERE name IN (?, ?)", (source, target)
            ).fetchone()[0]
            conn.execute("DELETE FROM names WHERE name = ?", (source,))
            if last is not None:
                self._remember(conn, [target], last)

    def delete_player(self, name: str) -> None:
        """Forget a player: their seats stay in the other players' games, without a name;
        their games with no other named player are deleted."""
        with self._write() as conn:
            self._require(conn, name)
            games = [
                row[0] for row in conn.execute("SELECT game FROM seats WHERE player = ?", (name,))
            ]
            conn.execute("UPDATE seats SET player = NULL WHERE player = ?", (name,))
            conn.execute("DELETE FROM names WHERE name = ?", (name,))
            conn.executemany(  # their games with no named player left go (seats cascade)
                "DELETE FROM games WHERE id = ? AND NOT EXISTS"
                " (SELECT 1 FROM seats WHERE game = games.id AND player IS NOT NULL)",
                [(game,) for game in games],
            )

    @staticmethod
    def _known(conn: sqlite3.Connection, name: str) -> bool:
        return bool(
            conn.execute("SELECT 1 FROM names WHERE name = ?", (name,)).fetchone()
            or conn.execute("SELECT 1 FROM seats WHERE player = ?", (name,)).fetchone()
        )

    def _require(self, conn: sqlite3.Connection, name: str) -> None:
        if not self._known(conn, name):
            raise RecordsError(f"unknown player: {name}")

    # --- reading -------------------------------------------------------------------------

    def known_names(self) -> list[str]:
        """Every name ever used, most recently used first."""
        rows = self._conn.execute("SELECT name FROM names ORDER BY last_used DESC, name")
        return [row[0] for row in rows]

    def players(self) -> list[str]:
        """The names that have recorded games, alphabetically."""
        rows = self._conn.execute(
            "SELECT DISTINCT player FROM seats WHERE player IS NOT NULL ORDER BY player"
        )
        return [row[0] for row in rows]

    def games_of(self, name: str) -> list[str]:
        """The game ids this player has records in."""
        rows = self._conn.execute(
            "SELECT DISTINCT g.game FROM seats s JOIN games g ON g.id = s.game"
            " WHERE s.player = ? ORDER BY g.game",
            (name,),
        )
        return [row[0] for row in rows]

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM games").fetchone()[0])

    def has(self, uid: str) -> bool:
        """Whether the game with this uid is recorded already."""
        return bool(self._conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone())

    def last_games(
        self, limit: int = 20, *, player: str | None = None, game: str | None = None
    ) -> list[GameRecord]:
        """The last `limit` games, newest first (of one player and/or game if given)."""
        where, params = self._filter(player, game)
        rows = self._conn.execute(
            "SELECT id, uid, game, options, finished_at, actions, duration, save_path"
            f" FROM games g {where} ORDER BY finished_at DESC, id DESC LIMIT ?",
            (*params, limit),
        ).fetchall()
        return [self._game(row) for row in rows]

    def history(self, name: str, game: str | None = None) -> list[HistoryPoint]:
        """The player's games, oldest first, with the win rate so far (for a small chart)."""
        points: list[HistoryPoint] = []
        won_so_far = 0
        for finished, game_id, won, score in self._results(name, game):
            won_so_far += won
            points.append(
                HistoryPoint(finished, game_id, won, score, won_so_far / (len(points) + 1))
            )
        return points

    def player_stats(self, name: str, game: str | None = None) -> PlayerStats:
        """Games played and won, best score, streaks and results against each computer level."""
        results = self._results(name, game)
        won = sum(1 for result in results if result[2])
        scores = [result[3] for result in results if result[3] is not None]
        longest = run = 0
        for result in results:
            run = run + 1 if result[2] else 0
            longest = max(longest, run)
        where = "AND g.game = ?" if game is not None else ""
        params: tuple[str, ...] = (name, game) if game is not None else (name,)
        rows = self._conn.execute(
            "SELECT c.level, count(*), sum(me.won) FROM"
            " (SELECT s.game, max(s.won) AS won FROM seats s JOIN games g ON g.id = s.game"
            f"  WHERE s.player = ? {where} GROUP BY s.game) me"
            " JOIN (SELECT DISTINCT game, level FROM seats WHERE level IS NOT NULL) c"
            " ON c.game = me.game GROUP BY c.level ORDER BY c.level",
            params,
        ).fetchall()
        against = {level: LevelRecord(played, wins) for level, played, wins in rows}
        return PlayerStats(
            name, game, len(results), won, max(scores, default=None), run, longest, against
        )

    def _results(self, name: str, game: str | None) -> list[tuple[str, str, bool, int | None]]:
        """(finished_at, game, won, best score) of each game the player sat in, oldest first."""
        where = "AND g.game = ?" if game is not None else ""
        params: tuple[str, ...] = (name, game) if game is not None else (name,)
        rows = self._conn.execute(
            "SELECT g.finished_at, g.game, max(s.won), max(s.score) FROM seats s"
            f" JOIN games g ON g.id = s.game WHERE s.player = ? {where}"
            " GROUP BY g.id ORDER BY g.finished_at, g.id",
            params,
        ).fetchall()
        return [(row[0], row[1], bool(row[2]), row[3]) for row in rows]

    @staticmethod
    def _filter(player: str | None, game: str | None) -> tuple[str, tuple[str, ...]]:
        clauses: list[str] = []
        params: list[str] = []
        if player is not None:
            clauses.append("g.id IN (SELECT game FROM seats WHERE player = ?)")
            params.append(player)
        if game is not None:
            clauses.append("g.game = ?")
            params.append(game)
        return ("WHERE " + " AND ".join(clauses) if clauses else ""), tuple(params)

    def _game(self, row: tuple[Any, ...]) -> GameRecord:
        row_id, uid, game, options, finished, actions, duration, save_path = row
        seats = tuple(
            SeatRecord(player, level, score, bool(won))
            for player, level, score, won in self._conn.execute(
                "SELECT player, level, score, won FROM seats WHERE game = ? ORDER BY seat",
                (row_id,),
            )
        )
        return GameRecord(
            uid, game, seats, actions, json.loads(options), finished, duration, save_path
        )
