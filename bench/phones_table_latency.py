"""Latency from a phone's tap to the table's repaint (issue 15), through the real window.

Run from the repository root:
    QT_QPA_PLATFORM=offscreen .venv/bin/python -m bench.phones_table_latency [--actions 300]

The main window plays Checkpoint Charlie for five humans with phones as private hands (the
table server on 127.0.0.1); five websockets clients are the phones. Each step one phone that may
act sends a random legal action from its own newest message; the time runs from the send to the
first paint of the board view after the session has changed (server thread -> queued signal ->
GameController.act_for -> board -> paint). Animations at the app's normal speed: the first
frame of the move is the repaint counted. Also counted: views that differ from view_for(seat)
once the table is idle (desynchronised).
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication
from websockets.sync.client import ClientConnection, connect

from bench.phones_soak import spread_ms
from spielesammlung.core import registry
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import Setup
from spielesammlung.core.saves import Autosaves
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import phones
from spielesammlung.ui.controller import BUSY
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings


class Paints(QObject):
    """Notes the time of the board view's paints."""

    def __init__(self) -> None:
        super().__init__()
        self.last = 0.0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.last = time.perf_counter()
        return False


def poll(ws: ClientConnection, last: dict[str, Any]) -> list[dict[str, Any]]:
    errors = []
    while True:
        try:
            message = json.loads(ws.recv(timeout=0))
        except TimeoutError:
            return errors
        if message["type"] == "view":
            last.update(message)
        else:
            errors.append(message)


def settle(
    app: QApplication,
    window: MainWindow,
    clients: dict[int, ClientConnection],
    last: dict[int, dict[str, Any]],
    cursor: int,
) -> None:
    """Let the table finish (animations) and every phone reach the cursor."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        app.processEvents()
        for seat, ws in clients.items():
            poll(ws, last[seat])
        controller = window.controller
        idle = controller is not None and not controller.thinking
        if idle and all(m.get("at") == cursor for m in last.values()):
            return
        time.sleep(0.001)
    raise RuntimeError("the phones did not catch up")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication([])
    folder = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.language = "en"
    languages = Languages()
    languages.switch("en")
    window = MainWindow(settings, languages, Autosaves(folder / "autosave"))
    window.resize(1280, 800)
    window.show()
    phones.lan_address = lambda: "127.0.0.1"
    rng = random.Random(args.seed)
    paints = Paints()
    window.game_page.view.viewport().installEventFilter(paints)
    latency: list[float] = []
    stats = {"actions": 0, "games": 0, "busy_retries": 0, "desynchronised": 0}
    names = tuple(f"P{i + 1}" for i in range(5))
    while stats["actions"] < args.actions:
        rules = registry.entry("checkpoint-charlie").rules()
        seed = args.seed + stats["games"]
        session = Session("checkpoint-charlie", rules, Setup(names, {}), seed, [Seat()] * 5)
        window.start_session(session, window.autosaves.new_path("checkpoint-charlie"))
        window.start_phones()
        mode = window.phones
        assert mode is not None and mode.dialog is not None
        mode.dialog.hide()
        clients = {seat: connect(mode.server.ws_url(seat)).__enter__() for seat in mode.seats}
        last: dict[int, dict[str, Any]] = {seat: {} for seat in clients}
        game = session.game

        settle(app, window, clients, last, session.cursor)
        while session.result is None and stats["actions"] < args.actions:
            to_act = game.to_act(session.state)
            seat = rng.choice(sorted(to_act.players) or sorted(to_act.anyone))
            action = rng.choice(last[seat]["legal"])
            cursor = session.cursor
            sent = time.perf_counter()
            clients[seat].send(json.dumps({"type": "act", "action": action}))
            while session.cursor == cursor or paints.last < sent:
                app.processEvents()
                for error in poll(clients[seat], last[seat]):
                    assert error["message"] == BUSY, error
                    stats["busy_retries"] += 1
                    clients[seat].send(json.dumps({"type": "act", "action": action}))
            latency.append(paints.last - sent)
            stats["actions"] += 1
            settle(app, window, clients, last, session.cursor)
            for other in clients:
                expected = json.loads(json.dumps(jsonable(game.view_for(session.state, other))))
                stats["desynchronised"] += last[other]["view"] != expected
        for ws in clients.values():
            ws.close()
        stats["games"] += 1
        window.close_game()
    print(json.dumps({**stats, "tap_to_repaint_ms": spread_ms(latency)}, indent=2))


if __name__ == "__main__":
    main()
