"""Joining a table hosted on another computer (issue 26): `JoinDialog` asks for the host's
address and the seat's code and joins on a thread of its own (Game > Join a game on another
computer…); `join` then plays the seat in a `RemoteSeatWindow`."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from ..net.client import Client, Refused
from .dialog_fit import fit_height, on_screen
from .dialog_parts import add_intro, add_status_and_buttons
from .i18n import say
from .relay import Relay
from .remote_found import FoundHosts
from .remote_game import RemoteSeatWindow
from .sound import Player


class JoinDialog(QDialog):
    """The host's address and the seat's code; joining runs on a thread of its own, so a
    slow or silent host never blocks the window. `client`: the joined client once accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a game on another computer"))
        self.client: Client | None = None
        layout = QVBoxLayout(self)
        add_intro(
            layout,
            self.tr(
                "The host's window shows where to join (an address with a port) and a code"
                " for each player on another computer."
            ),
        )
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:40123")
        self.address.setAccessibleName(self.tr("Address of the host"))
        self.code = QLineEdit()
        self.code.setMaxLength(16)
        self.code.setAccessibleName(self.tr("Your code"))
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("&Code:"), self.code)
        self.found = FoundHosts()  # the hosts on the local network, looked for on a thread
        self.found.chosen.connect(self.address.setText)
        layout.addWidget(self.found)
        layout.addLayout(form)
        self.status, self.join_button = add_status_and_buttons(
            self, layout, self.tr("Join"), self.join
        )
        self._relay = Relay(self._done)
        self.found.look()

    def join(self) -> None:
        """Try the typed address and code (the answer comes back to `_done`)."""
        address, code = self.address.text().strip(), self.code.text().strip()
        if not address or not code:
            self.status.setText(self.tr("Type the host's address and your code."))
            return
        self.join_button.setEnabled(False)
        self.status.setText(self.tr("Joining…"))
        client = Client(address, code)
        report = self._relay.carried.emit

        def run() -> None:
            try:
                client.join()
            except Exception as error:  # said in the dialog
                report(error)
                return
            report(client)

        threading.Thread(target=run, name="join", daemon=True).start()

    def _done(self, outcome: object) -> None:
        self.join_button.setEnabled(True)
        if isinstance(outcome, Client):
            self.client = outcome
            self.accept()
        elif isinstance(outcome, Refused):
            self.status.setText(say(outcome.label))
        else:
            self.status.setText(fill(self.tr("The host could not be reached: %1"), outcome))
        fit_height(self)


def join(parent: QWidget, sounds: Player, speed: float) -> RemoteSeatWindow | None:
    """Ask for a hosted table and play its seat in a window of its own (None: not joined)."""
    dialog = JoinDialog(parent)
    if not dialog.exec() or dialog.client is None:
        return None
    window = RemoteSeatWindow(dialog.client, parent, sounds, speed)
    window.setWindowFlag(Qt.WindowType.Window)
    on_screen(window, 1024, 700)
    window.show()
    return window
