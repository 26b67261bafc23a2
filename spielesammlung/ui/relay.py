"""A worker thread's answer carried to the GUI thread."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal


class Relay(QObject):
    """`carried.emit(answer)` from any thread calls `slot(answer)` on the GUI thread."""

    carried = Signal(object)

    def __init__(self, slot: Callable[[object], None]) -> None:
        super().__init__()
        self.carried.connect(slot, Qt.ConnectionType.QueuedConnection)
