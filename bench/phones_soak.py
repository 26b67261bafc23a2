"""Soak run of the table server (issue 15): 5 phones play Checkpoint Charlie over real sockets.

Run from the repository root: .venv/bin/python -m bench.phones_soak [--actions 1000] [--seed 1]

Five simulated phones (websockets' sync client, one per seat) play random legal actions taken
from their own messages; the owner (the app's part) runs in its own thread, as the GUI thread
will: it applies each submitted action to the session and publishes. After every action each
phone's newest view is compared with `view_for(its seat)` of the table's state (a difference is
a desynchronised view). Latency: from a phone's send to that phone receiving its new view, on
localhost (server thread -> owner thread -> server thread -> phone).
"""

from __future__ import annotations

import argparse
import json
import queue
import random
import statistics
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.sync.client import ClientConnection, connect

from spielesammlung.core import registry
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Table
from spielesammlung.core.table_server import TableServer, submit_to

VARIANTS: tuple[dict[str, Any], ...] = (
    {},
    {"stasi": True},
    {"cafe_adler": True},
    {"stasi": True, "cafe_adler": True},
)


class Owner(threading.Thread):
    """Runs submitted actions on its own thread (the GUI thread of the app)."""

    def __init__(self) -> None:
        super().__init__(name="owner", daemon=True)
        self.jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()

    def run(self) -> None:
        while (job := self.jobs.get()) is not None:
            job()


def play(session: Session, owner: Owner, rng: random.Random, stats: dict[str, Any]) -> None:
    server = TableServer(
        session,
        range(session.setup.count),
        submit_to(Table(session), lambda: server.publish()),
        dispatch=owner.jobs.put,
    )
    server.start()
    phones: dict[int, ClientConnection] = {}
    last: dict[int, dict[str, Any]] = {}
    try:
        for seat in server.tokens:
            phones[seat] = connect(server.ws_url(seat)).__enter__()
        owner.jobs.put(server.publish)
        for seat, phone in phones.items():
            last[seat] = json.loads(phone.recv(timeout=10))
        game = session.game
        while session.result is None and stats["actions"] < stats["limit"]:
            to_act = game.to_act(session.state)
            seats = sorted(to_act.players) or sorted(to_act.anyone)
            if to_act.anyone and rng.random() < 0.03:
                seats = sorted(to_act.anyone)
            seat = rng.choice(seats)
            action = rng.choice(last[seat]["legal"])
            sent = time.perf_counter()
            phones[seat].send(json.dumps({"type": "act", "action": action}))
            message = json.loads(phones[seat].recv(timeout=10))
            stats["latency"].append(time.perf_counter() - sent)
            if message["type"] != "view":  # refused: nothing changed, nobody else hears of it
                stats["errors"] += 1
                continue
            last[seat] = message
            for other, phone in phones.items():
                if other != seat:
                    last[other] = json.loads(phone.recv(timeout=10))
            stats["actions"] += 1
            for other in phones:  # the table is idle now: every phone must show its view
                expected = json.loads(json.dumps(jsonable(game.view_for(session.state, other))))
                if last[other]["view"] != expected:
                    stats["desynchronised"] += 1
        stats["games"] += 1
    finally:
        for phone in phones.values():
            phone.close()
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    stats: dict[str, Any] = {
        "limit": args.actions,
        "actions": 0,
        "games": 0,
        "errors": 0,
        "desynchronised": 0,
        "latency": [],
    }
    owner = Owner()
    owner.start()
    rules = registry.entry("checkpoint-charlie").rules()
    names = tuple(f"P{i + 1}" for i in range(5))
    started = time.perf_counter()
    game = 0
    while stats["actions"] < args.actions:
        setup = Setup(names, VARIANTS[game % len(VARIANTS)])
        session = Session("checkpoint-charlie", rules, setup, args.seed + game, [Seat()] * 5)
        play(session, owner, rng, stats)
        game += 1
    owner.jobs.put(None)
    print(
        json.dumps(
            {
                **{k: v for k, v in stats.items() if k not in ("limit", "latency")},
                "seconds": round(time.perf_counter() - started, 1),
                "latency_ms": spread_ms(stats["latency"]),
            },
            indent=2,
        )
    )


def spread_ms(seconds: list[float]) -> dict[str, float]:
    """Median, p95 and maximum of times in seconds, in milliseconds."""
    ms = sorted(1000 * t for t in seconds)
    return {
        "median": round(statistics.median(ms), 2),
        "p95": round(ms[int(0.95 * (len(ms) - 1))], 2),
        "max": round(ms[-1], 2),
    }


if __name__ == "__main__":
    main()
