"""Plays Spielesammlung through the AT-SPI accessibility bus, as a screen reader (Orca) would.

Run by `test_screen_reader_bus.py` with the system Python (Debian's python3-pyatspi) inside a
private D-Bus session (`dbus-run-session`), never imported by pytest. It starts a virtual X
screen (Xvfb), the AT-SPI bus and the app (`APP_PYTHON -m spielesammlung`, English, animations
off), then uses only AT-SPI: presses the start page's "Play" button for Heimlich and the dialog's
Start button (their actions), gives the board the focus (its component), types keys (the
registry's keyboard events), collects the announcements and reads the board's description
(`atspi_bus.py`); then plays whole games by keys (`atspi_games.py`). SR_GAMES (a comma list of
"opening" and game ids) chooses what it does, all by default. It prints one JSON object: what it
found, or {"skip": reason} when the bus cannot start here.

    dbus-run-session -- /usr/bin/python3 tests/ui/atspi_driver.py APP_PYTHON WORKDIR
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from atspi_bus import Bus
from atspi_games import whole_game

#: the games played whole by keys against the computer (SR_GAMES: a comma list, for trying one)
GAMES = ("heimlich", "geheime-mission", "spion-und-spion", "checkpoint-charlie", "allianz")
GAME_SECONDS = float(os.environ.get("SR_GAME_SECONDS", "240"))  # each game's deadline
HEIMLICH = "Heimlich, still & leise (Quietly, Secretly)"


def main() -> dict[str, object]:
    try:
        import pyatspi
        from gi.repository import GLib
    except ImportError as error:
        return {"skip": f"no pyatspi: {error}"}
    app_python, workdir = sys.argv[1], Path(sys.argv[2])
    procs: list[subprocess.Popen[bytes]] = []
    try:
        read, write = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stderr=subprocess.DEVNULL,
        )
        procs.append(xvfb)
        os.close(write)
        display = os.read(read, 16).decode().strip()
        if not display:
            return {"skip": "Xvfb did not start"}
        os.environ["DISPLAY"] = f":{display}"
        launcher = "/usr/libexec/at-spi-bus-launcher"
        procs.append(
            subprocess.Popen([launcher, "--launch-immediately"], stderr=subprocess.DEVNULL)
        )
        if not bus_address():  # (pyatspi would abort the whole process without one)
            return {"skip": "the AT-SPI bus did not start"}
        config = workdir / "config" / "Spielesammlung"
        config.mkdir(parents=True, exist_ok=True)
        (config / "spielesammlung.conf").write_text("[General]\nlanguage=en\nspeed=off\n")
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            XDG_CONFIG_HOME=str(workdir / "config"),
            XDG_DATA_HOME=str(workdir / "data"),
            XDG_STATE_HOME=str(workdir / "state"),
            XDG_CACHE_HOME=str(workdir / "cache"),
        )
        app = subprocess.Popen([app_python, "-m", "spielesammlung"], env=env)
        procs.append(app)
        result: dict[str, object] = {}
        try:
            return drive(pyatspi, GLib, app.pid, result)
        except LookupError as error:
            return {**result, "error": str(error)}
    finally:
        for proc in reversed(procs):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()


def bus_address() -> str:
    """The accessibility bus's address from its launcher on the session bus ("" if none)."""
    from gi.repository import Gio

    end = time.monotonic() + 30.0
    while time.monotonic() < end:
        try:
            session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
            reply = session.call_sync(
                "org.a11y.Bus",
                "/org/a11y/bus",
                "org.a11y.Bus",
                "GetAddress",
                None,
                None,
                Gio.DBusCallFlags.NONE,
                2000,
                None,
            )
            return str(reply.unpack()[0])
        except Exception:  # not up yet, or no session bus at all
            time.sleep(0.2)
    return ""


def drive(pyatspi: Any, glib: Any, pid: int, result: dict[str, object]) -> dict[str, object]:
    try:
        pyatspi.Registry.getDesktop(0).get_child_count()
    except Exception as error:  # no accessibility bus in this sandbox
        return {"skip": f"the AT-SPI registry does not answer: {error}"}
    bus = Bus(pyatspi, glib, pid)
    bus.must(bus.application, "the application")
    chosen = os.environ.get("SR_GAMES", "")
    games = [g for g in GAMES if not chosen or g in chosen.split(",")]
    if not chosen or "opening" in chosen.split(","):
        opening(bus, result)
    played: dict[str, object] = {}
    result["games"] = played
    for game_id in games:
        played[game_id] = whole_game(bus, game_id, GAME_SECONDS)
        print(game_id, json.dumps(played[game_id])[:1500], file=sys.stderr, flush=True)
    return result


def opening(bus: Bus, result: dict[str, object]) -> None:
    """Heimlich started by the actions of Play and Start; the board read as the cursor moves,
    two moves heard, the position read out, the moves key and the repeat key."""
    press(bus.must(lambda: bus.named(f"Play: {HEIMLICH}"), "Play"))
    press(bus.must(lambda: bus.named("Start", "push button"), "the dialog's Start button"))
    board = bus.must(lambda: bus.named("Board"), "the board")
    bus.activate_window()
    bus.grab(board)
    bus.must(lambda: bus.has_focus(board), "the board with the keyboard focus")
    heard = bus.heard
    heard.clear()

    def described(text: str) -> None:
        bus.must(lambda: text in board.description, text)

    result["description at start"] = board.description
    bus.key("Up")
    described("Cursor: d4")
    bus.key("Right")  # from d3 up to d4 (a police stone), right to e4 (a robber stone)
    described("Cursor: e4")
    result["description on e4"] = board.description
    bus.key("Down")  # e3: the police may place here
    described("Cursor: e3")
    result["description on e3"] = board.description
    bus.key("Return")  # Anna places a stone on e3; the computer (Bert, the default seat) answers
    bus.must(lambda: len(heard) >= 3, "the announcements of both moves")
    described("Cursor: e3, police stone")
    result["announced"] = list(heard)
    result["description after the moves"] = board.description
    bus.key("r", ctrl=True)
    bus.must(lambda: len(heard) >= 4, "the position read out")
    result["read out"] = heard[3]
    described("Rank 8:")
    result["description after Ctrl+R"] = board.description
    result["role of the board"] = board.getRoleName()
    heard.clear()
    bus.key("l", ctrl=True)  # the moves key
    bus.must(lambda: heard, "the moves listed")
    result["moves listed"] = heard[-1]
    bus.key("r", ctrl=True, shift=True)  # the repeat key
    bus.must(lambda: len(heard) >= 2, "the last announcement repeated")
    result["repeated"] = heard[-1]
    said = len(heard)
    bus.key("h")  # the hint key: the cursor goes to the suggested square, which is said
    bus.must(lambda: len(heard) > said, "the hint")
    result["hint"] = heard[-1]
    result["description after the hint"] = board.description
    result["event kinds"] = sorted(bus.kinds)


def press(node: Any) -> None:
    """A button's own action (as a screen reader's "press" command)."""
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press") if "Press" in names else 0)


if __name__ == "__main__":
    print(json.dumps(main()))
