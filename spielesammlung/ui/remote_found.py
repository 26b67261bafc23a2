"""The hosts found on the local network, for the join dialog (issue 26, net/discovery.py).

`FoundHosts` lists what answers a DNS-SD browse, run on a thread of its own (a browse listens
for a moment; the window never waits for it), and says which address the user picked
(`chosen`). Without zeroconf it says that nothing can be looked for here.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from ..net.messages import VERSION
from .dialog_fit import fit_height, screen_room
from .relay import Relay

ADDRESS = Qt.ItemDataRole.UserRole
ROWS = 4  # the hosts the list shows without scrolling


class FoundHosts(QWidget):
    """The hosts that answered on the local network; `chosen(address)` when one is picked."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.tr("&Found on this network:"))
        self.hosts = QListWidget()
        self.hosts.setAccessibleName(self.tr("Hosts found on this network"))
        frame = 2 * self.hosts.frameWidth()
        self.hosts.setMinimumHeight(ROWS * (self.hosts.fontMetrics().lineSpacing() + 2) + frame)
        heading.setBuddy(self.hosts)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.again = QPushButton(self.tr("&Look again"))
        self.again.clicked.connect(self.look)
        row = QHBoxLayout()  # the status below the list, as wide as it (it may wrap)
        row.addWidget(heading, 1)
        row.addWidget(self.again)
        layout.addLayout(row)
        layout.addWidget(self.hosts)
        layout.addWidget(self.status)
        self.hosts.currentItemChanged.connect(self._picked)
        self._relay = Relay(self._found)

    def look(self) -> None:
        """Browse the local network on a thread (the answer comes back to `_found`)."""
        self.again.setEnabled(False)
        self.status.setText(self.tr("Looking for hosts…"))
        report = self._relay.carried.emit

        def run() -> None:
            try:
                from ..net.discovery import browse

                found: object = browse()
            except Exception as error:  # said in the list's status (zeroconf missing, ...)
                found = error
            with contextlib.suppress(RuntimeError):  # the dialog was closed meanwhile
                report(found)

        threading.Thread(target=run, name="browse", daemon=True).start()

    def _found(self, found: object) -> None:
        self.again.setEnabled(True)
        if not isinstance(found, list):
            self.status.setText(fill(self.tr("Hosts cannot be looked for here: %1"), found))
            fit_height(self.window())
            return
        self.hosts.clear()
        for host in found:
            if host.version != VERSION:
                text = fill(self.tr("%1 (%2, another version)"), host.name, host.address)
            elif host.server:
                text = fill(self.tr("%1 (%2, table server)"), host.name, host.address)
            else:
                text = fill(self.tr("%1 (%2)"), host.name, host.address)
            item = QListWidgetItem(text)
            item.setData(ADDRESS, host.address)
            self.hosts.addItem(item)
        self.status.setText(
            fill(self.tr("Hosts found: %1"), len(found))
            if found
            else self.tr("No host answered on this network.")
        )
        self._widen()

    def _widen(self) -> None:
        """The list as wide as its longest row (at most the screen's width), the dialog as
        tall as the status needs."""
        hosts = self.hosts
        bar = hosts.verticalScrollBar().sizeHint().width()
        need = hosts.sizeHintForColumn(0) + 2 * hosts.frameWidth() + bar
        hosts.setMinimumWidth(min(need, screen_room(self).width() - 40))
        fit_height(self.window())

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.chosen.emit(str(item.data(ADDRESS)))
