"""A seat played on this computer at a table hosted on another one (issue 26), first step.

`RemoteSeatWindow` plays the seat of a joined `net.client.Client` on the game's own desktop
board: every view the client receives (its seat's view only, made the game's view object again)
is shown with the seat's legal actions when it must act; a secret choice goes to the secret page
as at home. The board's choice is sent to the host, which checks it by the rules; a refusal is
shown in the status line. The client's reader thread hands each message over through a queued
signal, so a slow network never blocks the window. When the seat may act out of turn (an
accusation), a button offers it. `JoinDialog` asks for the host's address and the seat's code
and joins on a thread of its own (Game > Join a game on another computer…). Not yet:
animations of the events received, the hint, undo asked of the host.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from ..core.protocol import Setup
from ..net.client import Client, Refused
from . import games
from .board import BoardView, Turn
from .handover import SecretPage
from .i18n import say
from .remote_link import Link


class _Relay(QObject):
    """Carries the client's messages from its reader thread to the GUI thread."""

    arrived = Signal(object)


class RemoteSeatWindow(QMainWindow):
    """The board of one seat at a hosted table (see the module text)."""

    def __init__(self, client: Client, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.client = client
        welcome = client.welcome
        names = tuple(welcome["players"])
        self.seat: int | None = client.seat
        self.board = games.create_board(welcome["game"], Setup(names, welcome["options"]))
        self.view = BoardView()
        self.view.set_board(self.board)
        self.status = QLabel()
        self.status.setWordWrap(True)
        board_page = QWidget()
        layout = QVBoxLayout(board_page)
        layout.addWidget(self.status)
        #: to act out of turn (an accusation): the board then offers the seat's legal actions
        self.interject = QPushButton(self.board.out_of_turn_label())
        self.interject.clicked.connect(self.act_out_of_turn)
        layout.addWidget(self.interject)
        layout.addWidget(self.view, 1)
        panel = self.board.side_panel()
        if panel is not None:
            layout.addWidget(panel)
        self.secret_page = SecretPage()
        self.pages = QStackedWidget()
        self.pages.addWidget(board_page)
        self.pages.addWidget(self.secret_page)
        self.setCentralWidget(self.pages)
        who = names[self.seat] if self.seat is not None else self.tr("Spectator")
        self.setWindowTitle(fill(self.tr("%1 at a table on another computer"), who))
        self.board.action_chosen.connect(self.send)
        self.board.cancelled.connect(self.show_latest)
        self.secret_page.chosen.connect(self.send)
        self.link = Link(client)
        self.link.arrived.connect(self._arrived, Qt.ConnectionType.QueuedConnection)
        self.link.rejoined.connect(self._rejoined, Qt.ConnectionType.QueuedConnection)
        self.shown_at = -1  # the `at` of the view on the board
        self._arrived({"type": "view"} if client.latest is not None else None)

    def act_out_of_turn(self) -> None:
        """The board offers the seat's actions out of turn (Cancel goes back)."""
        latest, view, _ = self.client.now()
        if latest is None or not latest["legal"] or latest["result"] is not None:
            return
        self.board.show(view, Turn(self.seat, self.client.legal(latest), out_of_turn=True))
        self.interject.hide()
        self.status.setText(self.tr("Your move, out of turn."))

    def show_latest(self) -> None:
        """The newest view again (after a cancelled action out of turn)."""
        self.shown_at = -1
        self._arrived({"type": "view"})

    def send(self, action: Any) -> None:
        """The board's or the secret page's choice goes to the host."""
        self.pages.setCurrentIndex(0)
        self.status.setText(self.tr("Sent; waiting for the table…"))
        self.link.act(action)

    def _arrived(self, message: dict[str, Any] | None) -> None:
        latest, view, closed = self.client.now()
        if message is None and closed:
            self._lost()
            return
        refused = message is not None and message.get("type") == "error"
        if latest is None or latest["at"] == self.shown_at and not refused:
            return  # (a refused choice: the same view again, to choose anew)
        self.shown_at = latest["at"]
        must = bool(latest["must"]) and self.seat is not None and latest["result"] is None
        turn = Turn(self.seat, self.client.legal(latest)) if must else Turn(None, ())
        request = self.board.secret_request(view, turn) if must else None
        if request is not None:
            self.secret_page.ask(request.title, request.info, request.choices)
            self.pages.setCurrentWidget(self.secret_page)
            return
        self.board.show(view, turn)
        self.pages.setCurrentIndex(0)
        may = bool(latest["legal"]) and not must and latest["result"] is None
        self.interject.setVisible(may)
        state = (
            self.tr("The game is over.")
            if latest["result"] is not None
            else self.tr("Your move.")
            if must
            else self.tr("Waiting for the others…")
        )
        if refused:
            assert message is not None
            state = fill(self.tr("The table refused: %1"), message["message"]) + "\n" + state
        self.status.setText(state)

    def _lost(self) -> None:
        """Said plainly; the link joins again in the background."""
        link = self.link
        if link.replaced:
            text = self.tr("Another computer took this seat with its code.")
        elif link.host_ended:
            text = self.tr("The host ended the game. You return to it when the host resumes it.")
        else:
            text = self.tr("Connection lost, retrying…")
        self.status.setText(text)
        self.interject.hide()

    def _rejoined(self, outcome: object) -> None:
        if isinstance(outcome, Refused):
            self.status.setText(say(outcome.label))
        elif outcome is not None:
            self.status.setText(self.tr("The table could not be reached again."))
        else:
            self.show_latest()  # the seat's view now (a choice sent meanwhile may be lost)

    def closeEvent(self, event: Any) -> None:
        self.link.close()
        self.view.set_board(None)  # the board leaves for good (its late timers do nothing)
        super().closeEvent(event)


class JoinDialog(QDialog):
    """The host's address and the seat's code; joining runs on a thread of its own, so a
    slow or silent host never blocks the window. `client`: the joined client once accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a game on another computer"))
        self.client: Client | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The host's window shows where to join (an address with a port) and a code"
                " for each player on another computer."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:40123")
        self.address.setAccessibleName(self.tr("Address of the host"))
        self.code = QLineEdit()
        self.code.setMaxLength(16)
        self.code.setAccessibleName(self.tr("Your code"))
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("&Code:"), self.code)
        layout.addLayout(form)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("Join"))
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._relay = _Relay()
        self._relay.arrived.connect(self._done, Qt.ConnectionType.QueuedConnection)

    def join(self) -> None:
        """Try the typed address and code (the answer comes back to `_done`)."""
        address, code = self.address.text().strip(), self.code.text().strip()
        if not address or not code:
            self.status.setText(self.tr("Type the host's address and your code."))
            return
        self.join_button.setEnabled(False)
        self.status.setText(self.tr("Joining…"))
        client = Client(address, code)
        report = self._relay.arrived.emit

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


def join(parent: QWidget) -> RemoteSeatWindow | None:
    """Ask for a hosted table and play its seat in a window of its own (None: not joined)."""
    dialog = JoinDialog(parent)
    if not dialog.exec() or dialog.client is None:
        return None
    window = RemoteSeatWindow(dialog.client, parent)
    window.setWindowFlag(Qt.WindowType.Window)
    window.resize(1024, 700)
    window.show()
    return window
