"""Two real app processes on 127.0.0.1 (issue 26): the host's main window and the clients'
remote seat windows, each its own Qt app (tests/net/app_process.py), play whole games; every
message a client received is checked against its seat's `view_for` in the host's game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PySide6.QtGui import QImage

from spielesammlung.core import registry, saves
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.core.session import Session
from tests.net.test_play_across_computers import check_everything_received

ROOT = Path(__file__).resolve().parents[2]
GAME_TIMEOUT = 300.0  # seconds a whole game of three processes may take at most
NAMES = ("Anna", "Bert", "Clara", "Dora")


def start(folder: Path, *args: str) -> subprocess.Popen[bytes]:
    """An app process of tests/net/app_process.py, offscreen, with its own home."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(folder / "home"),
        "XDG_CONFIG_HOME": str(folder / "home" / "config"),
        "XDG_DATA_HOME": str(folder / "home" / "data"),
        "APP_PROCESS_TIMEOUT": str(GAME_TIMEOUT),
    }
    command = [sys.executable, "-m", "tests.net.app_process", *args]
    log = (folder / f"{args[0]}-{len(list(folder.glob('*.err')))}.err").open("wb")
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)


def wait_for(path: Path, process: subprocess.Popen[bytes], timeout: float) -> Any:
    """The JSON at `path` once the process wrote it (bounded)."""
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert process.poll() is None, f"the process ended ({process.returncode})"
        assert time.monotonic() < deadline, f"no {path.name} in {timeout} s"
        time.sleep(0.1)
    return json.loads(path.read_text()) if path.suffix == ".json" else None


def hosted_save(folder: Path, game_id: str, seats: list[Seat], seed: int) -> Path:
    entry = registry.entry(game_id)
    session = Session(game_id, entry.rules(), Setup(NAMES[: len(seats)], {}), seed, seats)
    path = folder / "game.spiel"
    saves.save(session, path)
    return path


def received(folder: Path, seat: int) -> tuple[list[dict[str, Any]], list[int]]:
    """The messages the client of `seat` logged, and where each new connection began."""
    messages: list[dict[str, Any]] = []
    joined: list[int] = []
    for line in (folder / f"seat-{seat}.jsonl").read_text().splitlines():
        try:
            message = json.loads(line)
        except ValueError:  # the last line of a killed client, cut off
            continue
        if message["type"] == "_joined":
            joined.append(len(messages))
        else:
            messages.append(message)
    return messages, joined


def check_client(session: Session, folder: Path, seat: int) -> None:
    """Everything the seat's client received is its view then; it saw the end and the replay;
    its window was grabbed (not blank)."""
    messages, joined = received(folder, seat)
    starts = [*joined[1:], len(messages)]
    for begin, end in zip(joined, starts, strict=True):  # each connection on its own
        client = SimpleNamespace(received=messages[begin:end], seat=seat)
        check_everything_received(session, client, rejoined=0)  # type: ignore[arg-type]
    views = [m for m in messages if m["type"] == "view"]
    assert views[-1]["at"] == session.cursor and views[-1]["result"] is not None
    replays = [m for m in messages if m["type"] == "replay"]
    assert len(replays) == 1 and saves.from_json(replays[0]["game"]).log == session.log
    shot = QImage(str(folder / f"seat-{seat}.png"))
    assert (
        shot.width() >= 600
        and len({shot.pixel(x, shot.height() // 2) for x in range(0, shot.width(), 7)}) > 3
    )


def play(folder: Path, game_id: str, seats: list[Seat], seed: int) -> Session:
    """Host the game in one process and join every remote seat from a process each; the
    host's whole game once every client saw the end."""
    save = hosted_save(folder, game_id, seats, seed)
    host = start(folder, "host", str(save), str(folder))
    clients = []
    try:
        info = wait_for(folder / "host.json", host, 60)
        for seat, code in info["codes"].items():
            clients.append((int(seat), start(folder, "join", info["where"], code, str(folder))))
        for seat, client in clients:
            assert client.wait(GAME_TIMEOUT) == 0, f"the client of seat {seat} failed"
        wait_for(folder / "host-end.spiel", host, 30)
    finally:
        for process in (host, *(client for _, client in clients)):
            if process.poll() is None:
                process.kill()
            process.wait(10)
    session = saves.load(folder / "host-end.spiel")
    assert session.result is not None
    for seat, _ in clients:
        check_client(session, folder, seat)
    assert {entry.player for entry in session.played} == set(range(len(seats)))
    return session


def test_two_app_processes_play_a_whole_checkpoint_game(tmp_path: Path) -> None:
    seats = [
        Seat(HUMAN),
        Seat(HUMAN, place=REMOTE),
        Seat(HUMAN, place=REMOTE),
        Seat(COMPUTER, "easy"),
    ]
    play(tmp_path, "checkpoint-charlie", seats, seed=5)


def test_two_app_processes_play_a_whole_spion_game(tmp_path: Path) -> None:
    play(tmp_path, "spion-und-spion", [Seat(HUMAN), Seat(HUMAN, place=REMOTE)], seed=23)


def views(folder: Path, seat: int) -> int:
    """How many views the clients of `seat` logged so far."""
    path = folder / f"seat-{seat}.jsonl"
    return path.read_text().count('"type": "view"') if path.exists() else 0


def wait_views(folder: Path, seat: int, count: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + GAME_TIMEOUT
    while views(folder, seat) < count:
        assert process.poll() is None, f"the process ended ({process.returncode})"
        assert time.monotonic() < deadline, f"not {count} views in {GAME_TIMEOUT} s"
        time.sleep(0.1)


def test_a_killed_client_and_a_killed_host_come_back_with_the_same_codes(tmp_path: Path) -> None:
    seats = [Seat(HUMAN), Seat(HUMAN, place=REMOTE), Seat(COMPUTER, "easy")]
    save = hosted_save(tmp_path, "checkpoint-charlie", seats, seed=7)
    host = start(tmp_path, "host", str(save), str(tmp_path))
    client = None
    try:
        info = wait_for(tmp_path / "host.json", host, 60)
        join = ("join", info["where"], info["codes"]["1"], str(tmp_path))
        client = start(tmp_path, *join)
        wait_views(tmp_path, 1, 8, client)
        client.kill()  # mid-game, no goodbye
        client.wait(10)
        client = start(tmp_path, *join)  # the app started again, the same code typed
        wait_views(tmp_path, 1, views(tmp_path, 1) + 8, client)
        host.kill()
        host.wait(10)
        (tmp_path / "host.json").unlink()
        host = start(tmp_path, "host", info["autosave"], str(tmp_path))  # resumed
        again = wait_for(tmp_path / "host.json", host, 60)
        assert {k: again[k] for k in ("where", "codes", "spectator")} == {
            k: info[k] for k in ("where", "codes", "spectator")
        }
        assert client.wait(GAME_TIMEOUT) == 0, "the client did not see the game to its end"
        wait_for(tmp_path / "host-end.spiel", host, 30)
    finally:
        for process in (host, client):
            if process is not None and process.poll() is None:
                process.kill()
            if process is not None:
                process.wait(10)
    session = saves.load(tmp_path / "host-end.spiel")
    check_client(session, tmp_path, 1)
    assert len(received(tmp_path, 1)[1]) >= 3  # its first app, the second, after the host's return
