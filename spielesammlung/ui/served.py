"""Seats served to other devices beside Qt: what the phones (ui/phones.py) and the seats on
other computers (ui/remote_host.py) share.

`ServedSeats` keeps a table server (core/table_server.py or net/host.py) in step with the game's
controller on the GUI thread: a server job reaches the GUI thread through a queued signal
(`Bridge`), a device's action goes through `GameController.act_for` (the path of a click), and
every change of the session is published once. `refresh_panel` is the hook for the side
panel; `lan_address` is where both listen, `start_server` how both start.
"""

from __future__ import annotations

import contextlib
import logging
import socket
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, Signal

from ..core.table_server import TableServer
from .controller import GameController

logger = logging.getLogger(__name__)
Server = TypeVar("Server")


def start_server(make: Callable[[int], Server], port: int, what: str) -> Server:
    """`make(port)`: a server at the port a save kept (0: any free one); where another program
    has taken that port meanwhile, at any free one. OSError when none can start."""
    try:
        return make(port)
    except OSError:
        if not port:
            raise
        logger.info("%s: port %s is taken, another one is used", what, port)
        return make(0)


def lan_address() -> str:
    """This machine's address on the local network, found without sending anything (a UDP
    socket "connected" to a private address only picks the route); 127.0.0.1 without one."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            address = str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
    return "127.0.0.1" if address.startswith("0.") else address


class Bridge(QObject):
    """Carries a job of the server thread to the GUI thread (a queued signal)."""

    job = Signal(object)


class ServedSeats(QObject):
    """A table server of one game beside its controller (GUI thread); subclasses make the
    server with `dispatch=self.bridge.job.emit` and `submit=self.submit`, then call `serve`."""

    server: TableServer

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.bridge = Bridge()
        self.bridge.job.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._published: Any = None

    def serve(self) -> None:
        """Follow the controller's changes from now on and publish the current view."""
        self.controller.updated.connect(self._changed)
        self.controller.settled.connect(self.server.settled)  # an action queued during an animation
        self.publish()

    def publish(self) -> None:
        session = self.controller.session
        self._published = (session.state, session.result)
        self.server.publish()

    def refresh_panel(self) -> None:
        """The side panel shows the change (subclasses)."""

    def _changed(self) -> None:
        session = self.controller.session
        if self._published != (session.state, session.result) and self.server.running:
            self.publish()
        self.refresh_panel()

    def _run(self, job: Callable[[], None]) -> None:
        job()

    def submit(self, seat: int, action: Any) -> str | None:
        """A device's action, checked by the rules through the controller (None: applied)."""
        error = self.controller.act_for(seat, action)
        if error is None:
            self._changed()
        return error

    def stop(self) -> None:
        """The game closes: nothing listens any more."""
        with contextlib.suppress(RuntimeError, TypeError):  # already gone with the controller
            self.controller.updated.disconnect(self._changed)
            self.controller.settled.disconnect(self.server.settled)
        self.server.stop()
