"""Killing the app (SIGKILL) at any moment of a game loses nothing but the action in flight.

A real app process (kill_driver.py: the app's own start, offscreen, a game between computer
players with animations on "fast") is killed at a random moment, started again, and resumes
the newest game through the start screen's "Resume" button; twenty times, a new game (of
another kind) every fourth time. After every
kill, every autosave must load (replaying its actions through the rules), and each must extend
what it held before the kill (nothing lost); a save may only vanish when its game finished. On
every start the app must offer exactly the autosaves there are, resume the newest with all its
actions, and have removed the temporary files of writes cut off by a kill.
"""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from spielesammlung.core import saves
from spielesammlung.core.saves import TEMP_SUFFIX, Autosaves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = 20
#: new games, in turn, whenever there is nothing to resume (hidden-information ones included)
GAMES = (
    ("spion-und-spion", 4),
    ("checkpoint-charlie", 3),
    ("allianz", 3),
    ("geheime-mission", 2),
    ("heimlich", 2),
)
START_TIMEOUT = 120  # seconds; only a hung app gets near this


class AppRun:
    """One run of the driver; a thread gathers its output lines."""

    def __init__(self, env: dict[str, str], log: Path, game: str, players: int, *extra: str):
        self.log = log
        with open(log, "ab") as errors:
            self.process = subprocess.Popen(
                [sys.executable, str(DRIVER), game, str(players), *extra],
                env=env,
                cwd=ROOT,
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
            )
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait_for(self, *words: str) -> str:
        """The first line starting with one of `words` (failing if the app ends first)."""
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            line = self._queue.get(timeout=max(0.0, deadline - time.monotonic()))
            assert line is not None, f"the app ended early: {self.lines}\n{self.errors()}"
            self.lines.append(line)
            if line.split(" ", 1)[0] in words:
                return line

    def kill(self) -> None:
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=60)
        self._reader.join(timeout=60)
        while not self._queue.empty():
            line = self._queue.get_nowait()
            if line is not None:
                self.lines.append(line)

    def errors(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")[-3000:]

    def reports(self, word: str) -> list[Any]:
        """The JSON values of the lines starting with `word` (none if it did not get that far)."""
        found = []
        for line in self.lines:
            head, _, rest = line.partition(" ")
            if head == word:
                found.append(json.loads(rest))
        return found


def _saved(folder: Path) -> dict[Path, list[Any]]:
    """Every autosave's actions, each file loaded (replayed) as the app would load it."""
    found = {}
    for path in Autosaves(folder).list():
        try:
            session = saves.load(path)
        except saves.SaveError as error:
            raise AssertionError(f"an unreadable autosave after a kill: {path}: {error}") from None
        codec = session.game.codec
        found[path] = [(e.player, codec.encode(e.action)) for e in session.log]
    return found


def _check_start(run: AppRun, before: dict[Path, list[Any]]) -> None:
    """What the app did at its start, as far as it got before the kill."""
    for leftovers in run.reports("leftovers"):
        assert leftovers == [], "temporary files survived the start"
    for offered, unreadable in run.reports("offered"):
        assert sorted(offered) == sorted(map(str, before)) and unreadable == []
    new = run.reports("new")
    assert len(new) + len(run.reports("resumed")) <= 1
    assert all(Path(path) not in before for path in new)
    for path, actions in run.reports("resumed"):
        assert path == run.reports("offered")[0][0][0]  # the newest
        assert actions == len(before[Path(path)]), "the resumed game lost actions"


def test_killed_at_random_moments_the_app_resumes_with_nothing_lost(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    folder = tmp_path / "data" / "spielesammlung" / "autosave"
    log = tmp_path / "stderr.txt"
    rng = random.Random(20260311)
    before: dict[Path, list[Any]] = {}
    discarded: set[str] = set()
    grown = resumed = 0
    for kill in range(KILLS):
        if kill % 3 == 2 and before:  # a write cut off earlier (as a kill in a write leaves)
            newest = next(iter(before))
            (folder / f"{newest.name}.cut{kill}{TEMP_SUFFIX}").write_text("{", encoding="utf-8")
        game = GAMES[kill // 4 % len(GAMES)]  # a new game every fourth start, the others resume
        flags = ["--new"] if kill % 4 == 0 else []
        run = AppRun(env, log, *game, str(rng.getrandbits(32)), *flags)
        try:
            if rng.random() < 0.2:  # sometimes while it starts, loads or replays
                time.sleep(rng.uniform(0.0, 2.0))
            else:
                run.wait_for("resumed", "new")
                time.sleep(rng.uniform(0.0, 1.2))
        finally:
            run.kill()
        context = f"kill {kill + 1}: {run.lines}\n{run.errors()}"
        assert run.process.returncode == -signal.SIGKILL, context
        _check_start(run, before)
        resumed += len(run.reports("resumed"))
        discarded.update(run.reports("discard"))
        after = _saved(folder)
        for path, actions in before.items():
            if path in after:
                assert after[path][: len(actions)] == actions, f"actions lost: {context}"
                grown += len(after[path]) - len(actions)
            else:
                assert str(path) in discarded, f"an autosave vanished: {path}: {context}"
        before = after
    assert resumed >= KILLS // 2 and grown > 0  # resumed games really went on
    last = AppRun(env, log, "heimlich", 2, "1", "--quit")
    assert last.process.wait(timeout=START_TIMEOUT) == 0, last.errors()
    last.kill()  # gathers the lines of the ended process
    _check_start(last, before)
    assert list(folder.glob(f"*{TEMP_SUFFIX}")) == []
