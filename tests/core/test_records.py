"""The players' records: migrations, queries, player edits, damage, kills and two writers."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from spielesammlung.core import records as rec
from spielesammlung.core.protocol import Result
from spielesammlung.core.records import GameRecord, Records, RecordsDamaged, RecordsError
from spielesammlung.core.records import SeatRecord as S
from spielesammlung.core.seats import Seat

DRIVER = Path(__file__).with_name("records_driver.py")


def game(uid: str, *seats: S, when: str, name: str = "heimlich", **extra: object) -> GameRecord:
    return GameRecord(uid, name, seats, actions=20, finished_at=when, **extra)  # type: ignore[arg-type]


def day(n: int) -> str:
    return f"2026-01-{n:02d}T12:00:00+00:00"


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with Records.open(tmp_path / "records.sqlite3") as opened:
        yield opened


def test_a_fresh_database_has_the_current_schema_in_wal_mode(records: Records) -> None:
    assert records.schema_version() == rec.SCHEMA_VERSION
    assert records.set_aside is None
    assert records._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert records._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_a_game_is_recorded_once_with_everything(records: Records) -> None:
    played = game(
        "g1",
        S(name="Anna", score=12, won=True),
        S(level="strong", score=9),
        when="2026-01-02T13:00:00+01:00",
        options={"rounds": 3, "variant": "short"},
        duration=321.5,
        save_path="/saves/g1.spiel",
    )
    assert not records.has("g1")
    assert records.record(played)
    assert records.has("g1")
    assert not records.record(played)  # a replayed finish is not counted twice
    assert records.count() == 1
    (back,) = records.last_games()
    assert back == GameRecord(
        "g1",
        "heimlich",
        played.seats,
        20,
        {"rounds": 3, "variant": "short"},
        "2026-01-02T12:00:00+00:00",  # stored in UTC
        321.5,
        "/saves/g1.spiel",
    )
    assert back.seats[1].is_computer and not back.draw


def test_record_from_a_session_result() -> None:
    made = rec.record_from(
        "allianz",
        ("Anna", " Ben ", "Computer"),
        {"teams": True},
        (Seat(), Seat(), Seat("computer", "medium")),
        Result(frozenset({1, 2}), (3, 5, 5)),
        actions=40,
        uid=rec.game_uid("allianz", 7, ["a"]),
    )
    assert made.seats == (
        S(name="Anna", score=3),
        S(name="Ben", score=5, won=True),
        S(level="medium", score=5, won=True),
    )
    assert made.uid == rec.game_uid("allianz", 7, ["a"]) != rec.game_uid("allianz", 8, ["a"])
    assert made.finished_at.endswith("+00:00")


def test_known_names_most_recent_first(records: Records) -> None:
    records.record(game("a", S(name="Anna", won=True), S(name="Ben"), when=day(1)))
    records.record(game("b", S(name="Cleo"), S(level="easy", won=True), when=day(3)))
    records.remember_names(["Ben", " ", "Dora "], when=day(2))
    assert records.known_names() == ["Cleo", "Ben", "Dora", "Anna"]
    assert records.players() == ["Anna", "Ben", "Cleo"]  # only names with recorded games


def test_player_stats_streaks_and_levels(records: Records) -> None:
    wins = [True, True, False, True, True, True]
    for n, won in enumerate(wins, start=1):
        level = "easy" if n % 2 else "strong"
        records.record(
            game(
                f"h{n}", S(name="Anna", score=n, won=won), S(level=level, won=not won), when=day(n)
            )
        )
    records.record(game("x", S(name="Anna"), S(name="Ben", won=True), when=day(9), name="allianz"))
    stats = records.player_stats("Anna", "heimlich")
    assert (stats.played, stats.won, stats.best_score) == (6, 5, 6)
    assert (stats.current_streak, stats.longest_streak) == (3, 3)
    assert stats.win_rate == pytest.approx(5 / 6)
    assert stats.against == {"easy": rec.LevelRecord(3, 2), "strong": rec.LevelRecord(3, 3)}
    everything = records.player_stats("Anna")
    assert (everything.played, everything.won, everything.current_streak) == (7, 5, 0)
    assert records.games_of("Anna") == ["allianz", "heimlich"]
    assert records.player_stats("Nobody").played == 0
    history = records.history("Anna", "heimlich")
    assert [p.won for p in history] == wins
    assert [p.win_rate for p in history][:3] == [1.0, 1.0, pytest.approx(2 / 3)]
    assert [g.uid for g in records.last_games(3)] == ["x", "h6", "h5"]
    assert [g.uid for g in records.last_games(2, player="Anna", game="heimlich")] == ["h6", "h5"]
    assert [g.uid for g in records.last_games(player="Ben")] == ["x"]


def test_rename_merge_and_delete_players(records: Records) -> None:
    records.record(game("a", S(name="Anna", won=True), S(name="anna"), when=day(1)))
    records.record(game("b", S(name="anna", won=True), S(name="Ben"), when=day(2)))
    with pytest.raises(RecordsError):
        records.rename_player("Anna", "Ben")  # taken: that is a merge
    with pytest.raises(RecordsError):
        records.rename_player("Zoe", "Zara")
    records.rename_player("Ben", "Benjamin")
    assert records.last_games()[0].seats[1].name == "Benjamin"
    records.merge_players("anna", "Anna")
    assert records.known_names() == ["Anna", "Benjamin"]
    stats = records.player_stats("Anna")
    assert (stats.played, stats.won) == (2, 2)  # game a once, though she sat twice now
    records.delete_player("Benjamin")
    assert records.known_names() == ["Anna"]
    assert records.count() == 2  # Anna's games stay
    assert records.last_games()[0].seats[1] == S()
    with pytest.raises(RecordsError):
        records.merge_players("Anna", "Anna")
    records.record(game("c", S(name="Dora"), S(level="easy", won=True), when=day(3)))
    records.record(game("d", S(level="easy"), S(level="strong", won=True), when=day(4)))
    records.delete_player("Dora")  # her game against the computer goes, the computers' stays
    assert [g.uid for g in records.last_games()] == ["d", "b", "a"]


def test_a_failed_write_leaves_nothing(records: Records) -> None:
    bad = game("bad", S(name="Anna"), S(name="Ben"), when=day(1), options={"x": object()})
    with pytest.raises(TypeError):
        records.record(bad)
    broken = game("broken", S(name="Anna"), S(name="Ben"), when=day(1))
    object.__setattr__(broken, "seats", (S(name="Anna"), "not a seat"))
    with pytest.raises(AttributeError):
        records.record(broken)  # fails after the game row was inserted: rolled back
    assert records.count() == 0 and records.known_names() == []


# The first schema as released, written out by hand (not taken from MIGRATIONS).
VERSION_1 = """
CREATE TABLE games (id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
    options TEXT NOT NULL, finished_at TEXT NOT NULL, actions INTEGER NOT NULL, save_path TEXT);
CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL, player TEXT, level TEXT, score INTEGER, won INTEGER NOT NULL,
    PRIMARY KEY (game, seat));
CREATE TABLE names (name TEXT PRIMARY KEY, last_used TEXT NOT NULL);
INSERT INTO games VALUES (1, 'old', 'heimlich', '{"rounds": 2}', '2025-05-01T10:00:00+00:00',
    33, NULL);
INSERT INTO seats VALUES (1, 0, 'Anna', NULL, 7, 1), (1, 1, NULL, 'easy', 4, 0);
INSERT INTO names VALUES ('Anna', '2025-05-01T10:00:00+00:00');
PRAGMA user_version = 1;
"""


def test_a_version_1_database_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(VERSION_1)
    conn.close()
    with Records.open(path) as records:
        assert records.set_aside is None
        assert records.schema_version() == rec.SCHEMA_VERSION
        (old,) = records.last_games()
        assert old.seats == (S(name="Anna", score=7, won=True), S(level="easy", score=4))
        assert old.options == {"rounds": 2} and old.duration is None
        records.record(game("new", S(name="Anna", won=True), when=day(1), duration=60.0))
        assert records.player_stats("Anna").longest_streak == 2
    assert list(tmp_path.iterdir()) == [path]  # nothing set aside


def damaged_files(tmp_path: Path) -> list[Path]:
    return sorted(p for p in tmp_path.iterdir() if ".damaged-" in p.name)


def test_a_file_that_is_not_sqlite_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    junk = b"these are not the records you are looking for\n" * 200
    path.write_bytes(junk)
    with pytest.raises(RecordsDamaged) as raised:
        Records.open(path, recover=False)
    assert raised.value.kind == "not-sqlite" and path.read_bytes() == junk  # left alone
    with Records.open(path) as records:
        assert records.set_aside is not None and records.set_aside.kind == "not-sqlite"
        assert records.set_aside.moved_to == damaged_files(tmp_path)[0]
        assert records.set_aside.moved_to.read_bytes() == junk  # never emptied
        assert records.count() == 0
        records.record(game("a", S(name="Anna"), when=day(1)))
    with Records.open(path) as records:
        assert records.set_aside is None and records.count() == 1


def test_a_database_failing_its_integrity_check_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with Records.open(path) as records:
        for n in range(300):
            records.record(game(f"g{n}", S(name=f"P{n}", score=n), S(level="easy"), when=day(1)))
    data = bytearray(path.read_bytes())
    page = 4096
    rng = random.Random(1)
    for start in range(2 * page, len(data), page):  # keep page 1 (the schema), scramble the rest
        data[start + 8 : start + page] = rng.randbytes(page - 8)
    path.write_bytes(bytes(data))
    with Records.open(path) as records:
        assert records.set_aside is not None and records.set_aside.kind == "damaged"
        assert records.count() == 0
    assert damaged_files(tmp_path)[0].read_bytes() == bytes(data)


def test_a_newer_schema_is_set_aside_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(VERSION_1.replace("user_version = 1", "user_version = 99"))
    conn.close()
    before = path.read_bytes()
    with Records.open(path) as records:
        assert records.set_aside is not None and records.set_aside.kind == "newer"
        assert records.schema_version() == rec.SCHEMA_VERSION
    (moved,) = damaged_files(tmp_path)
    assert moved.read_bytes() == before


def test_set_aside_moves_the_journal_files_along(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    for name, text in (("", "db"), ("-wal", "wal"), ("-shm", "shm")):
        path.with_name(path.name + name).write_text(text)
    moved = rec.set_aside(path)
    assert not path.exists()
    assert moved.read_text() == "db"
    assert moved.with_name(moved.name + "-wal").read_text() == "wal"
    assert moved.with_name(moved.name + "-shm").read_text() == "shm"
    assert not path.with_name(path.name + "-wal").exists()
    path.write_text("db 2")
    second = rec.set_aside(path)  # within the same second: another name, nothing overwritten
    assert second != moved and second.read_text() == "db 2" and moved.read_text() == "db"


def test_a_file_that_cannot_be_opened_is_not_taken_for_damage(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.mkdir()
    with pytest.raises(sqlite3.OperationalError):
        Records.open(path)
    assert path.is_dir() and not damaged_files(tmp_path)


def check_database(path: Path, committed: set[str]) -> int:
    """The database opens untouched, passes its integrity check, and has whole games only."""
    with Records.open(path, recover=False) as records:
        assert records.set_aside is None
        conn = records._conn
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        uids = {row[0] for row in conn.execute("SELECT uid FROM games")}
        assert committed <= uids
        seat_counts = conn.execute(
            "SELECT g.uid, count(s.seat) FROM games g LEFT JOIN seats s ON s.game = g.id"
            " GROUP BY g.id"
        ).fetchall()
        assert all(count == 3 for _, count in seat_counts), seat_counts
        if uids:
            assert set(records.known_names()) == {"Anna", "Ben"}
        return len(uids)


def driver(path: Path, prefix: str, count: int, *flags: str) -> subprocess.Popen[str]:
    command = [sys.executable, str(DRIVER), str(path), prefix, str(count), *flags]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_writer_killed_at_random_moments_never_damages_the_database(tmp_path: Path) -> None:
    rng = random.Random(14)
    committed: set[str] = set()
    path = tmp_path / "records-0.sqlite3"
    for round_ in range(30):
        if round_ % 10 == 0:  # now and then a new file: kills while it is created and migrated
            path, committed = tmp_path / f"records-{round_}.sqlite3", set()
        writer = driver(path, f"r{round_}", 0)
        assert writer.stdout is not None
        if round_ % 3:  # kill in the middle of the writes
            assert writer.stdout.readline()
            time.sleep(rng.uniform(0, 0.15))
        else:  # kill anywhere from the start on
            time.sleep(rng.uniform(0, 0.3))
        writer.send_signal(signal.SIGKILL)
        out, err = writer.communicate()
        assert writer.returncode == -signal.SIGKILL, err
        committed |= set(out.split())
        check_database(path, committed)
    assert not damaged_files(tmp_path)


def test_two_windows_recording_at_the_same_time_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"  # created by both at once, too
    count = 80
    writers = [driver(path, prefix, count, "--shared") for prefix in ("left", "right")]
    for writer in writers:
        out, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
        assert len(out.split()) == 2 * count
    assert check_database(path, set()) == 3 * count  # the shared games once each
    with Records.open(path) as records:
        assert records.player_stats("Anna", "heimlich").played == 3 * count
