"""The table server (spielesammlung/server) with many tables of 4 seats, every seat a client.

Run from the repository root:
    .venv/bin/python -m bench.bench_table_server [--tables 200] [--actions 20] [--game checkpoint]

This process runs the server (`Hub`, in a thread, on 127.0.0.1 only) and creates the tables
through its socket, every seat "remote"; a second process plays all the seats: one asyncio
websockets connection a seat, each deciding with the game's easy computer player from the view
it received, until its table has played --actions actions (or the game ended). Bounded by
--actions and --seconds.

Measured: `latency`, from a client sending an action (the table took it) until every client of
that table had a view after it, median and p95 (the second process's clock; both processes
share the machine's cores, so this is the latency of a loaded server); `desynchronised`: views
a client received that differ from the server's `view_for` (and legal actions) of that seat at
that point, checked here against each table's session (the goal is 0); `memory per table`: the
growth of this process's resident memory over the tables, fresh and after the play with its 4
connections; `server CPU per action`: this process's CPU time (the server's threads only)
during the play, over the actions the tables took, and what that makes tables per core at a
human pace (one action every PACE seconds at a table).
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import collections
import gc
import hashlib
import json
import logging
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import connect

from spielesammlung.core import registry
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.session import Session
from spielesammlung.core.table_server import TOO_MANY
from spielesammlung.net.client import create_table
from spielesammlung.net.host import NetHost
from spielesammlung.net.messages import PATH, VERSION, Hello
from spielesammlung.net.views import decode_view
from spielesammlung.server.hub import Hub, Limits

GAMES = {"checkpoint": "checkpoint-charlie", "spion": "spion-und-spion"}
NAMES = ("Anna", "Bert", "Clara", "Dora")
PACE = 10.0  # seconds between two actions at a table of people (a guess, for tables per core)


def fingerprint(view: object, legal: object) -> str:
    """The same text for the same view and legal actions (JSON forms)."""
    text = json.dumps({"view": view, "legal": legal}, sort_keys=True)
    return hashlib.sha1(text.encode()).hexdigest()


def expected(session: Session, seat: int, at: int) -> str:
    """The fingerprint of what the server says `seat` sees after `at` actions."""
    game, state = session.game, session.state_at(at)
    may_act = game.result(state) is None and game.to_act(state).may_act(seat)
    legal = game.legal_actions(state, seat) if may_act else ()
    view = json.loads(json.dumps(jsonable(game.view_for(state, seat))))
    return fingerprint(view, json.loads(json.dumps([game.codec.encode(a) for a in legal])))


def rss() -> int:
    """This process's resident memory, bytes."""
    gc.collect()
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


# -- the clients (the second process) ---------------------------------------------------------
@dataclass
class Seen:
    """What one seat's client saw: its views (at, arrival, fingerprint) and its taken actions
    (sent at, the `at` they were decided on)."""

    views: list[tuple[int, float, str]]
    taken: list[tuple[float, int]]
    refused: int = 0


async def play(
    address: str, code: str, stop_at: int, seconds: float, think: float, seed: int
) -> Seen:
    """One seat until its table has played `stop_at` actions or the game ended, thinking up to
    `think` seconds before each action."""
    seen = Seen([], [])
    async with connect(f"ws://{address}{PATH}", open_timeout=60, max_size=2**22) as socket:
        await socket.send(Hello(VERSION, code, f"bench-{code}", False).to_text())
        welcome = json.loads(await socket.recv())
        seat, entry = welcome["seat"], registry.entry(welcome["game"])
        game, bot, rng = entry.rules(), entry.bots()["easy"](), random.Random(seed)
        latest: dict[str, Any] | None = None
        decided = -1
        pending: collections.deque[tuple[float, int]] = collections.deque()
        news = asyncio.Event()

        async def decide() -> None:
            """Think, then decide the newest view (the reader goes on meanwhile)."""
            nonlocal decided
            while True:
                await news.wait()
                news.clear()
                if latest is None or latest["at"] == decided or not latest["legal"]:
                    continue
                if think:
                    await asyncio.sleep(rng.uniform(0, think))
                current = latest
                if current["at"] == decided or not current["legal"]:
                    continue
                decided = current["at"]
                view = decode_view(game, current["view"])
                legal = [game.codec.decode(data) for data in current["legal"]]
                choose = bot.choose if current["must"] else bot.interject
                action = choose(view, seat, legal, rng)
                if action is not None:
                    pending.append((time.monotonic(), decided))
                    encoded = game.codec.encode(action)
                    await socket.send(json.dumps({"type": "act", "action": encoded}))

        decider = asyncio.create_task(decide())
        try:
            async with asyncio.timeout(seconds):
                async for data in socket:
                    now = time.monotonic()
                    message = json.loads(data)
                    kind = message["type"]
                    if kind == "view":
                        latest = message
                        at = message["at"]
                        fp = fingerprint(message["view"], message["legal"])
                        seen.views.append((at, now, fp))
                        if message["result"] is not None or at >= stop_at:
                            return seen
                    elif kind in ("settled", "error"):
                        sent = pending.popleft()
                        if kind == "settled":
                            seen.taken.append(sent)
                        else:
                            seen.refused += 1
                            decided = -1  # decide the newest view again
                            if message["message"] == TOO_MANY:
                                await asyncio.sleep(0.5)
                    news.set()
        finally:
            decider.cancel()
    return seen


def latencies(seats: Iterable[Seen]) -> list[float]:
    """Per taken action of a table: until every client of it had a view after it (seconds)."""
    seats = list(seats)
    arrivals = [([at for at, _, _ in s.views], [t for _, t, _ in s.views]) for s in seats]
    found = []
    for seat in seats:
        for sent, at in seat.taken:
            ends = []
            for ats, times in arrivals:
                index = bisect.bisect_right(ats, at)
                if index < len(ats):
                    ends.append(times[index])
            if len(ends) == len(seats):
                found.append(max(ends) - sent)
    return found


async def play_all(
    address: str, tables: dict[str, list[str]], actions: int, seconds: float, think: float
) -> dict[str, Any]:
    async def table(codes: list[str]) -> list[Seen]:
        return list(
            await asyncio.gather(
                *(play(address, c, actions, seconds, think, i) for i, c in enumerate(codes))
            )
        )

    codes = list(tables)
    played = await asyncio.gather(*(table(tables[code]) for code in codes), return_exceptions=True)
    failed = [repr(p) for p in played if isinstance(p, BaseException)]
    good = {
        code: p for code, p in zip(codes, played, strict=True) if not isinstance(p, BaseException)
    }
    return {
        "failed": failed[:5],
        "failures": len(failed),
        "latencies": [x for seats in good.values() for x in latencies(seats)],
        "taken": {code: [t for s in seats for t in s.taken] for code, seats in good.items()},
        "refused": sum(s.refused for seats in good.values() for s in seats),
        "views": {
            code: [[[at, fp] for at, _, fp in s.views] for s in seats]
            for code, seats in good.items()
        },
    }


# -- the server (this process) ----------------------------------------------------------------
@dataclass
class Report:
    tables: int
    actions: int  # taken by the tables during the play
    views: int  # checked
    desynchronised: int
    failures: int  # tables whose clients failed (connection, time)
    refused: int  # actions refused (the state moved meanwhile)
    latency_ms: tuple[float, float]  # median, p95
    published_ms: tuple[float, float]  # the part until the server had published the views
    fresh_kib: float  # memory per table, created
    played_kib: float  # memory per table, after the play with its connections
    cpu_per_action_ms: float

    def lines(self) -> list[str]:
        cpu = self.cpu_per_action_ms
        per_core = 1000 * PACE / cpu if cpu else 0.0
        return [
            f"tables {self.tables}, actions {self.actions}, views checked {self.views}",
            f"desynchronised views {self.desynchronised}, failed tables {self.failures}, "
            f"refused actions {self.refused}",
            f"action to every view: median {self.latency_ms[0]:.1f} ms, "
            f"p95 {self.latency_ms[1]:.1f} ms; of it until the server published them: median "
            f"{self.published_ms[0]:.1f} ms, p95 {self.published_ms[1]:.1f} ms",
            f"memory per table: {self.fresh_kib:.0f} KiB created, "
            f"{self.played_kib:.0f} KiB after the play",
            f"server CPU per action {cpu:.2f} ms: about {per_core:.0f} tables a core "
            f"at one action every {PACE:.0f} s",
        ]


def median_p95(seconds: list[float]) -> tuple[float, float]:
    """The median and the 95th percentile, in milliseconds."""
    found = sorted(seconds) or [0.0]
    return 1000 * statistics.median(found), 1000 * found[min(len(found) - 1, len(found) * 19 // 20)]


def recording(published: dict[int, list[tuple[int, float]]]) -> Callable[[NetHost], None]:
    """NetHost.publish that also notes when each session published which cursor."""
    publish = NetHost.publish

    def recorded(host: NetHost) -> None:
        publish(host)
        published.setdefault(id(host.session), []).append((host.session.cursor, time.monotonic()))

    return recorded


def run(
    tables: int, actions: int, game: str = "checkpoint", seconds: float = 300.0, think: float = 0.0
) -> Report:
    """Create `tables` tables, let a second process play `actions` actions at each, check."""
    entry = registry.entry(GAMES[game])
    entry.rules(), entry.bots()
    logger = logging.getLogger("spielesammlung")
    level = logger.level
    logger.setLevel(logging.ERROR)  # not every refused action
    published: dict[int, list[tuple[int, float]]] = {}
    publish = NetHost.publish
    NetHost.publish = recording(published)  # type: ignore[method-assign]
    hub = Hub(limits=Limits(tables=tables, creates=(tables, 1.0), connections=4 * tables + 16))
    hub.start()
    try:
        address = f"127.0.0.1:{hub.port}"
        before = rss()
        made = [create_table(address, entry.id, NAMES, ("remote",) * 4) for _ in range(tables)]
        fresh = rss()
        codes = {m.table: [c for c in m.codes if c] for m in made}
        cpu = time.process_time()
        child = subprocess.run(
            [sys.executable, "-m", "bench.bench_table_server", "--play", address,
             "--actions", str(actions), "--seconds", str(seconds), "--think", str(think)],
            input=json.dumps(codes), capture_output=True, text=True, timeout=seconds + 60,
            check=True,
        )  # fmt: skip
        cpu = time.process_time() - cpu
        played = rss()
        result = json.loads(child.stdout)
        sessions = {code: hub.tables[code].session for code in codes}
        taken = sum(len(s.played) for s in sessions.values())
        checked = wrong = 0
        for code, seats in result["views"].items():
            for seat, views in enumerate(seats):
                for at, fp in views:
                    checked += 1
                    wrong += fp != expected(sessions[code], seat, at)
        until_published = [
            published[id(sessions[code])][cursors.index(at + 1)][1] - sent
            for code, sends in result["taken"].items()
            for sent, at in sends
            if at + 1 in (cursors := [c for c, _ in published[id(sessions[code])]])
        ]
        return Report(
            tables, taken, checked, wrong, result["failures"], result["refused"],
            median_p95(result["latencies"]),
            median_p95(until_published),
            (fresh - before) / tables / 1024, (played - before) / tables / 1024,
            1000 * cpu / max(1, taken),
        )  # fmt: skip
    finally:
        hub.stop()
        NetHost.publish = publish  # type: ignore[method-assign]
        logger.setLevel(level)  # as it was: tests run this in their process


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--actions", type=int, default=20, help="actions a table plays")
    parser.add_argument("--game", choices=sorted(GAMES), default="checkpoint")
    parser.add_argument("--seconds", type=float, default=300.0, help="the play's time at most")
    parser.add_argument(
        "--think", type=float, default=2.0, help="a client thinks up to this long (seconds)"
    )
    parser.add_argument("--play", help=argparse.SUPPRESS)  # the second process: the address
    arguments = parser.parse_args()
    if arguments.play:
        tables = json.loads(sys.stdin.read())
        done = asyncio.run(
            play_all(arguments.play, tables, arguments.actions, arguments.seconds, arguments.think)
        )
        json.dump(done, sys.stdout)
        return
    report = run(
        arguments.tables, arguments.actions, arguments.game, arguments.seconds, arguments.think
    )
    for line in report.lines():
        print(line)


if __name__ == "__main__":
    main()
