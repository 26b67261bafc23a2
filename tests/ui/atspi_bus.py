"""The accessibility bus as a screen reader sees one application: its events and its keys.

Used by `atspi_driver.py` (system Python, python3-pyatspi), never imported by pytest. Every
wait is on events (an announcement, a focus change, a description change) with a deadline:
nothing sleeps a fixed time.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from typing import Any

TIMEOUT = 30.0  # seconds to wait for anything that must appear
KEYSYMS = {
    "Right": 0xFF53,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Down": 0xFF54,
    "Return": 0xFF0D,
    "Tab": 0xFF09,
    "Escape": 0xFF1B,
    "Home": 0xFF50,
    "r": 0x72,
    "l": 0x6C,
    "h": 0x68,
    "n": 0x6E,
}
CONTROL_KEYCODE = 37  # Control_L in X's evdev key map (Xvfb's)
SHIFT_KEYCODE = 50  # Shift_L
SPACE_KEYCODE = 65


class Bus:
    """One application on the AT-SPI bus: what it announced, which object has the focus, how
    many events came; keys typed through the registry."""

    def __init__(self, pyatspi: Any, glib: Any, pid: int) -> None:
        self.pyatspi, self.glib, self.pid = pyatspi, glib, pid
        self.registry = pyatspi.Registry
        self.heard: list[str] = []
        self.kinds: set[str] = set()
        self.count = 0  # events so far (any kind)
        self.focus: Any = None  # the object that took the focus last
        self.focus_count = 0
        for kind in (
            "object:announcement",
            "object:property-change:accessible-description",
            "object:property-change:accessible-name",
            "object:state-changed:focused",
        ):
            self.registry.registerEventListener(self._event, kind)

    def _event(self, event: Any) -> None:
        kind = str(event.type)
        self.kinds.add(kind)
        self.count += 1
        if kind.startswith("object:announcement"):
            self.heard.append(str(event.any_data))
        elif kind.startswith("object:state-changed:focused") and event.detail1:
            self.focus = event.source
            self.focus_count += 1

    # -- waiting ---------------------------------------------------------------------------------
    def pump(self) -> None:
        context = self.glib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def until(self, done: Callable[[], Any], seconds: float = TIMEOUT) -> Any:
        """`done()` once it is true (events handled meanwhile), else None after `seconds`."""
        end = time.monotonic() + seconds
        while True:
            self.pump()
            found = done()
            if found:
                return found
            if time.monotonic() > end:
                return None
            time.sleep(0.01)

    def must(self, done: Callable[[], Any], what: str, seconds: float = TIMEOUT) -> Any:
        found = self.until(done, seconds)
        if not found:
            raise LookupError(f"not found on the bus: {what}")
        return found

    # -- the tree --------------------------------------------------------------------------------
    def application(self) -> Any:
        desktop = self.registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            try:
                if child is not None and child.get_process_id() == self.pid:
                    return child
            except Exception:  # an application that went away meanwhile
                continue
        return None

    def find(self, match: Callable[[Any], bool]) -> Any:
        app = self.application()

        def safe(node: Any) -> bool:
            try:
                return match(node)
            except Exception:  # an object deleted meanwhile
                return False

        return None if app is None else self.pyatspi.findDescendant(app, safe)

    def named(self, name: str, role: str | None = None) -> Any:
        return self.find(lambda n: n.name == name and (role is None or n.getRoleName() == role))

    def showing(self, prefix: str) -> Any:
        showing = self.pyatspi.STATE_SHOWING
        return self.find(lambda n: n.name.startswith(prefix) and n.getState().contains(showing))

    def has_focus(self, node: Any) -> bool:
        try:
            return bool(node.getState().contains(self.pyatspi.STATE_FOCUSED))
        except Exception:
            return False

    def grab(self, node: Any) -> None:
        """Give `node` the keyboard focus (as a screen reader's focus command does)."""
        node.queryComponent().grabFocus()
        self.until(lambda: self.has_focus(node), 3.0)

    def activate_window(self) -> None:
        """Give the app's window the keyboard focus, as the desktop's window manager does when
        the player comes to it (there is none on this virtual screen); not part of the app."""
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(self.pid)],
            capture_output=True,
            text=True,
        ).stdout.split()
        if found:
            subprocess.run(["xdotool", "windowfocus", "--sync", found[-1]], check=False)

    # -- keys ------------------------------------------------------------------------------------
    def _code(self, code: int, kind: Any) -> None:
        self.registry.generateKeyboardEvent(code, None, kind)

    def key(self, name: str, ctrl: bool = False, shift: bool = False) -> None:
        """Type `name` (with Ctrl, Shift held); returns at once (wait on what it causes)."""
        held = [c for c, on in ((CONTROL_KEYCODE, ctrl), (SHIFT_KEYCODE, shift)) if on]
        for code in held:
            self._code(code, self.pyatspi.KEY_PRESS)
        self._code(KEYSYMS[name], self.pyatspi.KEY_SYM)
        for code in reversed(held):
            self._code(code, self.pyatspi.KEY_RELEASE)

    def key_then(self, name: str, seconds: float = 5.0, **mods: bool) -> bool:
        """Type a key and wait until it caused some event (True) or `seconds` passed."""
        before = self.count
        self.key(name, **mods)
        return bool(self.until(lambda: self.count != before, seconds))

    def hold_space(self, heard: Callable[[], bool], seconds: float = 5.0) -> bool:
        """Space held down until `heard()` (or `seconds`), then let go."""
        self._code(SPACE_KEYCODE, self.pyatspi.KEY_PRESS)
        found = bool(self.until(heard, seconds))
        self._code(SPACE_KEYCODE, self.pyatspi.KEY_RELEASE)
        return found
