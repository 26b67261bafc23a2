"""Trouble with the records file says what it is: a full disk stays a full disk (never "cannot
rollback" or "disk I/O error"), and a file whose tables do not match its schema version is set
aside like any damaged file."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from spielesammlung.core import disk
from spielesammlung.core import records as rec
from spielesammlung.core.records import GameRecord, Records
from spielesammlung.core.records import SeatRecord as S


def a_game(uid: str) -> GameRecord:
    seats = (S(name="Anna", won=True), S(name="Bert"))
    return GameRecord(uid, "heimlich", seats, actions=20, finished_at="2026-01-01T12:00:00+00:00")


def test_a_file_whose_schema_version_was_reset_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with Records.open(path) as records:
        records.record(a_game("kept"))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 0")
    conn.close()
    with Records.open(path) as records:  # not "table games already exists", ever again
        assert records.set_aside is not None and records.set_aside.kind == "damaged"
        assert "already exists" in records.set_aside.detail
        moved = records.set_aside.moved_to
        assert moved is not None and moved.exists()
        assert records.count() == 0 and records.schema_version() == rec.SCHEMA_VERSION
        records.record(a_game("new"))
    with Records.open(path) as records:
        assert records.set_aside is None and records.count() == 1


class FullDisk(sqlite3.Connection):
    """A connection on a disk that fills up at the first table: SQLite ends the transaction
    itself, as it does on a full disk."""

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:  # type: ignore[override]
        if sql.lstrip().startswith("CREATE TABLE") or sql.lstrip().startswith("INSERT"):
            if self.in_transaction:
                super().execute("ROLLBACK")
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
            raise error
        return super().execute(sql, *args)


def test_a_new_records_file_on_a_full_disk_says_the_disk_is_full(tmp_path, monkeypatch):
    def connect(path: Path) -> sqlite3.Connection:
        return sqlite3.connect(path, isolation_level=None, factory=FullDisk)

    monkeypatch.setattr(rec, "_connect", connect)
    with pytest.raises(sqlite3.OperationalError) as raised:
        Records.open(tmp_path / "records.sqlite3")
    assert str(raised.value) == "database or disk is full"  # not "cannot rollback"
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]  # not the file's fault
    found = disk.cause(raised.value, tmp_path)
    assert isinstance(found, OSError) and found.errno == errno.ENOSPC


def test_recording_on_a_full_disk_raises_the_full_disk_and_keeps_the_file(tmp_path):
    path = tmp_path / "records.sqlite3"
    with Records.open(path) as records:
        records.record(a_game("first"))
        conn = records._conn
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")  # not one page more: the disk is full
        with pytest.raises(sqlite3.OperationalError) as raised:
            for number in range(200):
                records.record(a_game(f"more {number}"))
        assert getattr(raised.value, "sqlite_errorname", "") == "SQLITE_FULL"
        assert isinstance(disk.cause(raised.value, tmp_path), OSError)
        assert records.has("first")
    with Records.open(path) as records:
        assert records.set_aside is None and records.has("first")


def test_a_disk_io_error_is_traced_to_the_folder(tmp_path, monkeypatch):
    error = sqlite3.OperationalError("disk I/O error")
    assert disk.cause(error, tmp_path) is error  # the folder takes writes: nothing more known
    assert list(tmp_path.iterdir()) == []  # the probe leaves nothing behind
    found = disk.cause(error, tmp_path / "gone")
    assert isinstance(found, FileNotFoundError)
    full = OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(disk, "probe", lambda folder: full)
    assert disk.cause(error, tmp_path) is full
    assert disk.cause(ValueError("other"), tmp_path).args == ("other",)
