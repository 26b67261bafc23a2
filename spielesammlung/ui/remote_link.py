"""The remote seat window's connection, kept off the GUI thread (issue 26).

`Link` owns a joined `net.client.Client` for the window: the client's reader thread hands each
message to the GUI thread through a queued signal (`arrived`), actions are sent by a thread of
the link's own (a stalled network never blocks a send on the GUI thread), and a lost connection
is joined again in the background, every RETRY seconds for at most RETRIES times; `rejoined`
then says how that went (None: joined again, else the Refused or the last error). A connection
the host closed on purpose (GOING_AWAY: it ended the game) is tried again the same way, as the
host may resume the game later with the same codes; one replaced by another computer with the
seat's code (REPLACED) is not.
"""

from __future__ import annotations

import contextlib
import queue
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ..core.table_server import REPLACED
from ..net.client import Client, Refused

RETRY = 2.0  # seconds between tries to join again
RETRIES = 300  # ... for ten minutes
GOING_AWAY = 1001  # the close code of a host that stopped (it closed the game or quit)
UNDO = object()  # in the outbox: ask the host to take back the seat's last move


class Link(QObject):
    """A client's messages on the GUI thread, its sends and rejoins on threads (see above)."""

    arrived = Signal(object)  # a message (a dict), or None when the connection ended
    rejoined = Signal(object)  # None: joined again; else why not (Refused, an error)

    def __init__(self, client: Client) -> None:
        super().__init__()
        self.client = client
        self.rejoining = False  # trying to join again (GUI thread)
        self.failed = False  # it gave up joining again
        self._closing = threading.Event()
        self._outbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._sender = threading.Thread(target=self._send, name="net-send", daemon=True)
        self._sender.start()
        client.on_message = self.arrived.emit
        self.arrived.connect(self._ended, Qt.ConnectionType.QueuedConnection)
        self.rejoined.connect(self._done, Qt.ConnectionType.QueuedConnection)

    def act(self, action: Any) -> None:
        """Send `action` to the host (by the sending thread)."""
        self._outbox.put(action)

    def undo(self) -> None:
        """Ask the host to take back this seat's last move (by the sending thread)."""
        self._outbox.put(UNDO)

    @property
    def host_ended(self) -> bool:
        """The host closed the connection on purpose: it ended the game (or quit)."""
        return self.client.close_code == GOING_AWAY

    @property
    def replaced(self) -> bool:
        """Another computer took this seat with its code."""
        return self.client.close_code == REPLACED

    def _send(self) -> None:
        while True:
            action = self._outbox.get()
            if action is None:
                return
            with contextlib.suppress(ConnectionError):  # the reader reports the loss
                if action is UNDO:
                    self.client.undo()
                else:
                    self.client.act(action)

    def _ended(self, message: dict[str, Any] | None) -> None:
        """A lost connection is joined again in the background (GUI thread)."""
        if message is not None or self.rejoining or self._closing.is_set() or self.replaced:
            return
        if self.client.replay is not None:  # the game is over for good: nothing to return to
            return
        if not self.client.closed:
            return
        self.rejoining = True
        threading.Thread(target=self._rejoin, name="net-rejoin", daemon=True).start()

    def _rejoin(self) -> None:
        error: BaseException | None = None
        for _ in range(RETRIES):
            if self._closing.wait(RETRY):
                return
            try:
                self.client.rejoin()
            except Refused as refused:
                self.rejoined.emit(refused)
                return
            except Exception as lost:  # not there (yet), or gone again: a moment later
                error = lost
                continue
            if self._closing.is_set():
                self.client.close()
            else:
                self.rejoined.emit(None)
            return
        self.rejoined.emit(error)

    def _done(self, outcome: object) -> None:
        self.rejoining = False
        self.failed = outcome is not None

    def close(self) -> None:
        """The window closes: no more sends or tries; the connection closes on a thread."""
        self._closing.set()
        self._outbox.put(None)
        self.client.on_message = None
        threading.Thread(target=self.client.close, name="net-close", daemon=True).start()
