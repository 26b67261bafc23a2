"""From a phone's tap to the table applying it (issue 23), through the real window, animations on.

Run from the repository root:
    QT_QPA_PLATFORM=offscreen .venv/bin/python -m bench.phones_table_latency [--taps 300]

The main window (offscreen, normal animation speed) plays the games with secrets in turn, every
seat a human with phones as private hands (the table server on 127.0.0.1). Each phone is a
websockets client in its own thread that behaves like the page: when its view says it must act
it waits a human moment (0 to --think seconds) and taps a random legal action, then waits for the
answer; it sends a tap once and never again. Many taps land while the table still animates the
last move: the table keeps them (QUEUED) and applies them when the animation ends.

Measured per applied tap, from the end of the animation that was running when it came (from
the tap itself when none ran): `tap_to_applied`, until the session took it (inside
GameController.act_for), split into `after_animation` (the taps that waited) and `at_once`;
`tap_to_phone_sees`, until the phone had the view after it and the answer; `act_for`, the
table's work for an applied tap (apply, publish to the phones, start the animation), which a
tap coming meanwhile waits for. Counted: taps, refusals (errors, or a waiting tap that
became illegal), re-sends (a tap sent again because the table asked for it; the goal is 0),
taps never answered (in flight when their game or the run ended, or lost), games that
stalled (no move for STALL seconds). Bounded by --taps and --seconds.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from bench.phones_soak import spread_ms
from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.saves import Autosaves
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table_server import QUEUED
from spielesammlung.ui import phones
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings

GAMES = (("checkpoint-charlie", 5), ("spion-und-spion", 4), ("geheime-mission", 2))
STALL = 5.0  # seconds without a move: the game is given up (counted as stalled)
AGAIN = ("the table is busy",)  # answers after which a phone would send its tap again


class Phone(threading.Thread):
    """One simulated phone: taps like the page (once per decision, never again by itself)."""

    def __init__(self, url: str, seat: int, rng: random.Random, think: float, stop: Any) -> None:
        super().__init__(name=f"phone-{seat}", daemon=True)
        self.ws: ClientConnection = connect(url, open_timeout=10).__enter__()
        self.seat, self.rng, self.think, self.stop = seat, rng, think, stop
        self.taps: list[dict[str, Any]] = []  # sent, action, at, queued, refused, seen
        self.resends = 0
        self.last: dict[str, Any] | None = None  # the newest view
        self.tap: dict[str, Any] | None = None  # the tap waiting for its answer
        self.due = 0.0  # when the current decision is tapped (0: none to tap)

    def run(self) -> None:
        try:
            while not self.stop.is_set():
                try:
                    message = json.loads(self.ws.recv(timeout=0.005))
                except TimeoutError:
                    message = None
                now = time.perf_counter()
                if message is not None and not self.receive(message, now):
                    return
                last = self.last
                ready = self.tap is None and self.due and now >= self.due
                if ready and last is not None and last["must"] and last["legal"]:
                    action = self.rng.choice(last["legal"])
                    self.tap = {"sent": now, "action": action, "at": last["at"]}
                    self.tap.update(queued=False, refused=None)
                    self.taps.append(self.tap)
                    self.ws.send(json.dumps({"type": "act", "action": action}))
                    self.due = 0.0
        except ConnectionClosed:
            return
        finally:
            self.ws.close()

    def receive(self, message: dict[str, Any], now: float) -> bool:
        """Take one message in; False when the game is over."""
        kind, tap = message["type"], self.tap
        if kind == "view":
            self.last = message
            if message["must"] and message["legal"]:
                self.due = now + self.rng.uniform(0, self.think)
            return message["result"] is None
        if tap is None:
            return True
        if kind == "queued":
            tap["queued"] = True
        elif kind == "settled":
            tap["refused"], tap["seen"] = message["error"], now  # the view came just before
            self.tap = None
            if message["error"] is not None:
                self.due = now  # nothing changed: decide again on the same view
        elif kind == "error" and message["message"] in AGAIN:
            self.resends += 1
            self.ws.send(json.dumps({"type": "act", "action": tap["action"]}))
        elif kind == "error":
            tap["refused"] = message["message"]
            self.tap, self.due = None, now
        return True


class Table:
    """The window's side: records when animations end and when act_for applies a tap."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.ends: list[float] = []  # perf_counter of each animation's end
        #: seat -> per act_for call: when it began, when the session took the action, the answer
        self.calls: dict[int, list[tuple[float, float, str | None]]] = {}
        self.work: list[float] = []  # seconds act_for took to apply, publish and start animating
        self.acted = 0.0  # when the session last took an action

    def watch(self) -> None:
        controller = self.window.controller
        assert controller is not None
        board, act_for, session = controller.board, controller.act_for, controller.session
        animate, act = board.animate, session.act

        def taking(player: int, action: Any) -> Any:
            outcome = act(player, action)
            self.acted = time.perf_counter()
            return outcome

        def ending(events: Any, view: Any, done: Callable[[], None]) -> Any:
            def ended() -> None:
                self.ends.append(time.perf_counter())
                done()

            return animate(events, view, ended)

        def acting(player: int, action: Any) -> str | None:
            began = time.perf_counter()
            answer = act_for(player, action)
            self.calls.setdefault(player, []).append((began, self.acted, answer))
            if answer is None:
                self.work.append(time.perf_counter() - began)
            return answer

        board.animate = ending  # type: ignore[method-assign]
        controller.act_for = acting  # type: ignore[method-assign]
        session.act = taking  # type: ignore[method-assign]


def measure(table: Table, found: list[Phone], figures: dict[str, list[float]]) -> None:
    """Adds each applied tap's seconds to `figures`: until applied (all, those that waited for
    an animation, those applied at once) and until the phone saw it; act_for's work."""
    for phone in found:
        calls = list(table.calls.get(phone.seat, []))
        for tap in phone.taps:
            if not calls:
                break
            began, acted, answer = calls.pop(0)
            start, kind = tap["sent"], "at_once"
            if answer == QUEUED and calls:  # applied when the animation that ran then ended
                began, acted, answer = calls.pop(0)
                start = max([end for end in table.ends if end <= began], default=start)
                kind = "after_animation"
            if answer is None:
                figures["tap_to_applied"].append(acted - start)
                figures[kind].append(acted - start)
                if "seen" in tap:
                    figures["tap_to_phone_sees"].append(tap["seen"] - start)
    figures["act_for"].extend(table.work)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=300, help="stop after this many taps")
    parser.add_argument("--seconds", type=float, default=240.0, help="stop after this long")
    parser.add_argument("--think", type=float, default=0.4, help="a phone's longest pause")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication([])
    folder = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.language = "en"
    settings.speed = "normal"
    languages = Languages()
    languages.switch("en")
    window = MainWindow(settings, languages, Autosaves(folder / "autosave"))
    window.resize(1280, 800)
    window.show()
    phones.lan_address = lambda: "127.0.0.1"
    rng = random.Random(args.seed)
    stop = threading.Event()
    deadline = time.monotonic() + args.seconds
    names = ("tap_to_applied", "after_animation", "at_once", "tap_to_phone_sees", "act_for")
    figures: dict[str, list[float]] = {name: [] for name in names}
    stats = {"games": 0, "finished": 0, "stalled": 0, "taps": 0, "resends": 0}
    stats["unanswered"] = 0  # taps still without an answer when their game ended
    refusals: dict[str, int] = {}  # why taps were refused
    running: dict[str, Any] = {}

    def new_game() -> None:
        game_id, players = GAMES[stats["games"] % len(GAMES)]
        names = tuple(f"P{i + 1}" for i in range(players))
        rules = registry.entry(game_id).rules()
        seed = args.seed + stats["games"]
        session = Session(game_id, rules, Setup(names, {}), seed, [Seat()] * players)
        window.start_session(session, window.autosaves.new_path(game_id))
        window.start_phones()
        mode = window.phones
        assert mode is not None and mode.dialog is not None
        mode.dialog.hide()
        table = Table(window)
        table.watch()
        found = [
            Phone(mode.server.ws_url(s), s, random.Random(rng.random()), args.think, stop)
            for s in mode.seats
        ]
        for phone in found:
            phone.start()
        running.update(session=session, table=table, phones=found, moved=(0, time.monotonic()))

    def end_game() -> None:
        found: list[Phone] = running["phones"]
        stop.set()
        for phone in found:
            phone.join(timeout=5)
        stop.clear()
        measure(running["table"], found, figures)
        stats["games"] += 1
        stats["finished"] += running["session"].result is not None
        stats["taps"] += sum(len(p.taps) for p in found)
        for tap in (t for p in found for t in p.taps if t["refused"]):
            refusals[tap["refused"]] = refusals.get(tap["refused"], 0) + 1
        stats["resends"] += sum(p.resends for p in found)
        stats["unanswered"] += sum(
            "seen" not in t and t["refused"] is None for p in found for t in p.taps
        )
        window.close_game()

    def tick() -> None:
        session: Session = running["session"]
        taps = stats["taps"] + sum(len(p.taps) for p in running["phones"])
        out = time.monotonic() > deadline or taps >= args.taps
        controller = window.controller
        idle = controller is not None and not controller.thinking
        if running["moved"][0] != session.cursor:
            running["moved"] = (session.cursor, time.monotonic())
        stalled = time.monotonic() - running["moved"][1] > STALL
        stats["stalled"] += stalled
        if out or stalled or (session.result is not None and idle):
            end_game()
            if out:
                app.quit()
            else:
                new_game()

    new_game()
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(20)
    app.exec()
    print(
        json.dumps(
            {
                **stats,
                "refused": refusals,
                **{
                    f"{name}_ms": {"count": len(times), **(spread_ms(times) if times else {})}
                    for name, times in figures.items()
                },
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
