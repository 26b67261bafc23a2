"""One real app process of a two-process test (issue 26), driven without a human.

    python -m tests.net.app_process host SAVE DIR
        opens the saved game in the app's main window (its own QApplication), hosts its seats on
        another computer on 127.0.0.1, writes DIR/host.json (where to join, the codes) and, once
        the game is over, DIR/host-end.spiel (the whole game); a computer player decides the
        seats at the host's screen through the controller, as a click would.
    python -m tests.net.app_process join ADDRESS CODE DIR
        joins the table and plays the seat in a `RemoteSeatWindow`: a computer player decides
        each view the window shows, from the view received, and the window sends its choice.
        Every message received is appended to DIR/seat-N.jsonl (a line {"type": "_joined"} at
        each connection); at the end the window is grabbed to DIR/seat-N.png, what it shows
        is written to DIR/seat-N-end.json (`window_end`), and its replay is opened at the
        game's last step and grabbed to DIR/seat-N-replay.png.

Every wait is bounded (TIMEOUT); the exit status says how it ended (0: the game ended).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from spielesammlung.core import registry, saves
from spielesammlung.core.saves import Autosaves
from spielesammlung.core.table import Phase
from spielesammlung.net.client import Client
from spielesammlung.ui import remote_host
from spielesammlung.ui.controller import Mode
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.remote_game import RemoteSeatWindow
from spielesammlung.ui.settings import Settings

TIMEOUT = float(os.environ.get("APP_PROCESS_TIMEOUT", "240"))  # seconds, then exit 2
TICK_MS = 20
JOIN_TRIES = 100  # connection attempts (the host may still be starting), 0.2 s apart


def write_json(path: Path, data: object) -> None:
    saves.write_atomic(path, json.dumps(data))


def host(save: Path, folder: Path) -> int:
    app = QApplication([sys.argv[0], "-platform", os.environ.get("QT_QPA_PLATFORM", "offscreen")])
    remote_host.lan_address = lambda: "127.0.0.1"  # type: ignore[assignment]  # loopback only
    settings = Settings(QSettings(str(folder / "host.ini"), QSettings.Format.IniFormat))
    settings.speed = "off"
    settings.language = "en"
    languages = Languages()
    languages.switch("en")
    window = MainWindow(settings, languages, Autosaves(folder / "autosave"))
    window.show()
    window.open_path(save)
    remote = window.remote
    controller = window.controller
    if remote is None or controller is None:
        return 3
    session = controller.session
    write_json(
        folder / "host.json",
        {
            "where": remote.where(),
            "codes": {str(seat): code for seat, code in remote.server.rooms.items()},
            "spectator": remote.server.spectator_code,
            "autosave": str(window.autosave_path),
        },
    )
    entry = registry.entry(session.game_id)
    bots = {i: entry.bots()["easy"]() for i in controller.table.screen_seats}
    rng = random.Random(session.seed)
    deadline = time.monotonic() + TIMEOUT
    outcome: list[int] = []

    def tick() -> None:
        if time.monotonic() > deadline:
            outcome.append(2)
            app.quit()
            return
        if session.result is not None:
            if not (folder / "host-end.spiel").exists():
                saves.save(session, folder / "host-end.spiel")
            return  # the host stays until the test ends it: its clients get the end
        step = controller.step
        if step is None or controller.mode is not Mode.IDLE or step.player not in bots:
            return
        if step.phase is Phase.HANDOVER:
            controller.reveal(step.player)
        elif step.phase is Phase.HUMAN:
            game, state = session.game, session.state
            view = game.view_for(state, step.player)
            legal = game.legal_actions(state, step.player)
            controller.submit(bots[step.player].choose(view, step.player, legal, rng))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(TICK_MS)
    app.exec()
    return outcome[0] if outcome else 0


def join(address: str, code: str, folder: Path) -> int:
    app = QApplication([sys.argv[0], "-platform", os.environ.get("QT_QPA_PLATFORM", "offscreen")])
    client = Client(address, code)
    for _ in range(JOIN_TRIES):
        try:
            client.join()
            break
        except OSError:
            time.sleep(0.2)
    else:
        return 4
    seat = client.seat
    assert seat is not None and client.game is not None
    log = folder / f"seat-{seat}.jsonl"
    window = RemoteSeatWindow(client, speed=0.2)  # animated, fast
    window.resize(1024, 700)
    window.show()
    bot = registry.entry(client.welcome["game"]).bots()["easy"]()
    rng = random.Random(seat)
    deadline = time.monotonic() + TIMEOUT
    state: dict[str, Any] = {"written": 0, "decided": -1, "joins": 0, "outcome": None}

    def finish(code: int) -> None:
        state["outcome"] = code
        app.quit()

    def tick() -> None:
        written, starts = state["written"], client.starts
        received = client.received[written:]
        state["written"] += len(received)
        if received:
            with log.open("a", encoding="utf-8") as handle:
                for index, message in enumerate(received, start=written):
                    if index in starts:  # a new connection begins here
                        handle.write(json.dumps({"type": "_joined"}) + "\n")
                    handle.write(json.dumps(message) + "\n")
        if any(m["type"] == "error" for m in received) or len(starts) != state["joins"]:
            state["joins"] = len(starts)
            state["decided"] = -1  # refused, or joined again: decide the view shown anew
        latest, view, closed = client.now()
        if latest is not None and latest["result"] is not None and client.replay is not None:
            if window.shown_at == latest["at"] and not window.animating:
                timer.stop()  # (no tick within the events processed here)
                app.processEvents()  # the layout follows the last texts, as on a screen
                window.grab().save(str(folder / f"seat-{seat}.png"))
                write_json(folder / f"seat-{seat}-end.json", window_end(window, folder))
                finish(0)
            return
        if closed and window.link.failed:
            finish(5)
            return
        if time.monotonic() > deadline:
            finish(2)
            return
        if latest is None or not latest["must"] or latest["result"] is not None:
            return
        if window.animating or window.shown_at != latest["at"] or state["decided"] == latest["at"]:
            return  # the window shows the view first; each view is decided once
        if window.held_back:
            return  # its choice is on its way: the window does not offer this view
        state["decided"] = latest["at"]
        window.send(bot.choose(view, seat, client.legal(latest), rng))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(TICK_MS)
    app.exec()
    client.close()
    return int(state["outcome"] if state["outcome"] is not None else 6)


def window_end(window: RemoteSeatWindow, folder: Path) -> dict[str, Any]:
    """What the finished window shows (its status, which buttons), then its replay opened by
    its button and gone to the last step: what that shows (grabbed to DIR/seat-N-replay.png)."""
    status = window.status
    shown = {
        "status": status.text(),
        "status_fits": status.height() >= status.heightForWidth(status.width()),
        "buttons": [
            name
            for name, button in (
                ("hint", window.hint_button),
                ("undo", window.undo_button),
                ("interject", window.interject),
                ("replay", window.replay_button),
            )
            if button.isVisibleTo(window)
        ],
    }
    window.replay_button.click()
    page = window.replay_page
    if page is None or page.session is None or window.pages.currentWidget() is not page:
        return {**shown, "replay_opened": False}
    page.go(page.length)
    QApplication.processEvents()
    window.grab().save(str(folder / f"seat-{window.seat}-replay.png"))
    return {
        **shown,
        "replay_opened": True,
        "replay_steps": page.length,
        "replay_result": page.result_text(),
        "replay_secrets": page.secrets,
        "replay_at": page.step,
    }


def main(argv: list[str]) -> int:
    if argv[0] == "host":
        return host(Path(argv[1]), Path(argv[2]))
    return join(argv[1], argv[2], Path(argv[3]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
