"""Plays Spielesammlung through the AT-SPI accessibility bus, as a screen reader (Orca) would.

Run by `test_screen_reader_bus.py` with the system Python (Debian's python3-pyatspi) inside a
private D-Bus session (`dbus-run-session`), never imported by pytest. It starts a virtual X
screen (Xvfb), the AT-SPI bus and the app (`APP_PYTHON -m spielesammlung`, English, animations
off), then uses only AT-SPI: presses the start page's "Play" button for Heimlich and the dialog's
Start button (their actions), gives the board the focus (its component), types keys (the
registry's keyboard events), collects the announcements and reads the board's description. It
prints one JSON object: what it found, or {"skip": reason} when the bus cannot start here.

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

TIMEOUT = 30.0  # seconds to wait for any one thing to appear
KEYSYMS = {
    "Right": 0xFF53,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Down": 0xFF54,
    "Return": 0xFF0D,
    "Tab": 0xFF09,
    "F6": 0xFFC3,
    "Escape": 0xFF1B,
    "r": 0x72,
    "l": 0x6C,
    "h": 0x68,
    "n": 0x6E,
}
SHIFT_KEYCODE = 50  # Shift_L
#: the games played by keys against the computer (the dialog's default seats); Spion & Spion,
#: Checkpoint Charlie and Allianz are not yet driven through the bus (see the test)
WHOLE_GAMES = {
    "heimlich": "Heimlich, still & leise (Quietly, Secretly)",
    "geheime-mission": "Geheime Mission (Secret Mission)",
}
KEY_BUDGET = int(os.environ.get("SR_KEY_BUDGET", "60"))  # keys at most per game (bounded time)
CONTROL_KEYCODE = 37  # Control_L in X's evdev key map (Xvfb's)


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

    end = time.monotonic() + TIMEOUT
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


def activate(pid: int) -> None:
    """Give the app's window the keyboard focus, as the desktop's window manager does when
    the player comes to it (there is none on this virtual screen); not part of the app."""
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
    ).stdout.split()
    if found:
        subprocess.run(["xdotool", "windowfocus", "--sync", found[-1]], check=False)


def drive(pyatspi: Any, glib: Any, pid: int, result: dict[str, object]) -> dict[str, object]:
    heard: list[str] = []
    events: list[str] = []

    def on_event(event: Any) -> None:
        kind = str(event.type)
        events.append(kind)
        if kind.startswith("object:announcement"):
            heard.append(str(event.any_data))

    registry = pyatspi.Registry
    try:
        registry.getDesktop(0).get_child_count()
    except Exception as error:  # no accessibility bus in this sandbox
        return {"skip": f"the AT-SPI registry does not answer: {error}"}
    registry.registerEventListener(on_event, "object:announcement")
    registry.registerEventListener(on_event, "object:property-change:accessible-description")

    def pump(seconds: float = 0.2) -> None:
        context = glib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    def wait_for(find: Any, what: str) -> Any:
        end = time.monotonic() + TIMEOUT
        while time.monotonic() < end:
            found = find()
            if found is not None:
                return found
            pump()
        raise LookupError(f"not found on the bus: {what}")

    def application() -> Any:
        desktop = registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            try:
                if child is not None and child.get_process_id() == pid:
                    return child
            except Exception:  # an application that went away meanwhile
                continue
        return None

    def named(name: str, role: str | None = None) -> Any:
        app = application()
        if app is None:
            return None

        def match(node: Any) -> bool:
            try:
                return node.name == name and (role is None or node.getRoleName() == role)
            except Exception:
                return False

        return pyatspi.findDescendant(app, match)

    def press(node: Any) -> None:
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        action.doAction(names.index("Press") if "Press" in names else 0)

    def key(name: str) -> None:
        registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
        pump(0.3)

    def ctrl(name: str) -> None:
        registry.generateKeyboardEvent(CONTROL_KEYCODE, None, pyatspi.KEY_PRESS)
        registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
        registry.generateKeyboardEvent(CONTROL_KEYCODE, None, pyatspi.KEY_RELEASE)
        pump(0.5)

    def shift_ctrl(name: str) -> None:
        registry.generateKeyboardEvent(CONTROL_KEYCODE, None, pyatspi.KEY_PRESS)
        registry.generateKeyboardEvent(SHIFT_KEYCODE, None, pyatspi.KEY_PRESS)
        registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
        registry.generateKeyboardEvent(SHIFT_KEYCODE, None, pyatspi.KEY_RELEASE)
        registry.generateKeyboardEvent(CONTROL_KEYCODE, None, pyatspi.KEY_RELEASE)
        pump(0.5)

    def focused_node() -> Any:
        app = application()
        if app is None:
            return None

        def match(node: Any) -> bool:
            try:
                return node.getState().contains(pyatspi.STATE_FOCUSED)
            except Exception:
                return False

        return pyatspi.findDescendant(app, match)

    def showing(prefix: str) -> Any:
        app = application()

        def match(node: Any) -> bool:
            try:
                return node.name.startswith(prefix) and node.getState().contains(
                    pyatspi.STATE_SHOWING
                )
            except Exception:
                return False

        return None if app is None else pyatspi.findDescendant(app, match)

    def whole_game(title: str) -> dict[str, object]:
        """A game of `title` against the computer by keys alone: Enter on the start page's
        Play button and the dialog's Start; on the board the hint key and Enter (the arrows,
        Tab, F6 and Enter when the hint gives no move); Enter on every handover and secret page.
        What was heard, the pages passed and whether it ended."""
        ctrl("n")  # back to the start page
        play = wait_for(lambda: named(f"Play: {title}"), "Play")
        play.queryComponent().grabFocus()
        pump(0.3)
        key("Return")  # (Enter, not only Space, presses it)
        wait_for(lambda: named("Start", "push button"), "the dialog's Start button")
        key("Return")
        game_board = wait_for(lambda: named("Board"), "the board")
        activate(pid)
        heard.clear()
        seen: dict[str, object] = {"secret pages": [], "handovers": 0, "keys": 0}
        pages: list[dict[str, str]] = seen["secret pages"]  # type: ignore[assignment]
        stuck, rolls = 0, 0
        for _ in range(KEY_BUDGET):
            if showing("Replay"):
                break
            node = focused_node()
            name = node.name if node is not None else ""
            said = len(heard)
            if node is not None and name.startswith("I am "):
                seen["handovers"] = int(seen["handovers"]) + 1  # type: ignore[call-overload]
                key("Return")
            elif node is not None and node.getRoleName() == "push button" and node.description:
                pages.append({"name": name, "description": node.description})
                key("Return")  # the first choice (a secret page) or the page's only button
            elif node is None or name != "Board":
                game_board.queryComponent().grabFocus()
                pump(0.2)
            elif stuck < 2:
                key("h")
                pump(0.4)
                key("Return")
            else:  # the hint names a move the board's Enter does not take: look around
                rolls += 1
                key(("Right", "Down", "Return", "Tab", "Return", "Left", "Return")[rolls % 7])
            seen["keys"] = int(seen["keys"]) + 1  # type: ignore[call-overload]
            stuck = 0 if len(heard) > said else stuck + 1
        seen["ended"] = bool(showing("Replay"))
        seen["heard"] = list(heard)
        return seen

    wait_for(application, "the application")
    play = wait_for(lambda: named("Play: Heimlich, still & leise (Quietly, Secretly)"), "Play")
    press(play)
    start = wait_for(lambda: named("Start", "push button"), "the dialog's Start button")
    press(start)
    board = wait_for(lambda: named("Board"), "the board")

    activate(pid)

    def focused() -> bool | None:
        board.queryComponent().grabFocus()
        pump(0.2)
        return board.getState().contains(pyatspi.STATE_FOCUSED) or None

    wait_for(focused, "the board with the keyboard focus")

    def described(text: str) -> Any:
        return wait_for(lambda: text in board.description or None, text)

    result["description at start"] = board.description
    key("Up")
    described("Cursor: d4")
    key("Right")  # from d3 up to d4 (a police stone), right to e4 (a robber stone)
    described("Cursor: e4")
    result["description on e4"] = board.description
    key("Down")  # e3: the police may place here
    described("Cursor: e3")
    result["description on e3"] = board.description
    key("Return")  # Anna places a stone on e3; the computer (Bert, the default seat) answers
    wait_for(lambda: len(heard) >= 3 or None, "the announcements of both moves")
    described("Cursor: e3, police stone")
    result["announced"] = list(heard)
    result["description after the moves"] = board.description
    ctrl("r")
    wait_for(lambda: len(heard) >= 4 or None, "the position read out")
    result["read out"] = heard[3]
    described("Rank 8:")
    result["description after Ctrl+R"] = board.description
    result["event kinds"] = sorted(set(events))
    result["role of the board"] = board.getRoleName()
    heard.clear()
    ctrl("l")  # the moves key
    wait_for(lambda: heard or None, "the moves listed")
    result["moves listed"] = heard[-1]
    shift_ctrl("r")  # the repeat key
    wait_for(lambda: len(heard) >= 2 or None, "the last announcement repeated")
    result["repeated"] = heard[-1]
    games: dict[str, object] = {}
    result["games"] = games
    for game_id, title in WHOLE_GAMES.items():
        games[game_id] = whole_game(title)
        print(game_id, json.dumps(games[game_id])[:600], file=sys.stderr, flush=True)
    return result


if __name__ == "__main__":
    print(json.dumps(main()))
