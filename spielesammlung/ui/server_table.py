"""Playing at a table on a table server (issue 26, spielesammlung/server) from the desktop app.

Game menu, "Play on a table server…": `ServerTableDialog` asks for the server's address and the
game, then the new-game dialog for the players and seats. The table is created there
(net/client.create_table; every person plays on a computer of their own there, `server_seats`)
on a thread of its own, and every seat at this screen is joined as any other computer joins;
one `RemoteSeatWindow` plays them all (with two or more, also joined as a spectator for the
public view between their decisions, and with handovers for secrets, as at home);
`CodesDialog` lists the codes to hand out to the others.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.i18n import fill
from ..core.protocol import Setup
from ..core.seats import SCREEN, Seat
from ..net.client import Client, Created, Refused, create_table, server_seats
from . import games
from .dialog_fit import fit_height, on_screen, readable_width
from .dialog_parts import add_intro, add_status_and_buttons
from .i18n import say
from .relay import Relay
from .remote_game import RemoteSeatWindow
from .sound import Player


def ask_seats(
    parent: QWidget, game_id: str, language: str, names: list[str]
) -> tuple[Setup, list[Seat]] | None:
    """The players and seats the new-game dialog is given (None: cancelled)."""
    from .new_game import NewGameDialog

    dialog = NewGameDialog(game_id, language, parent, names)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.setup(), dialog.seats()


def own_seats(seats: list[Seat]) -> list[int]:
    """The seats played on this screen: the people at it."""
    return [i for i, seat in enumerate(seats) if not seat.is_computer and seat.place == SCREEN]


class ServerTableDialog(QDialog):
    """The table server's address and the game (see the module text); `made`, `own` and
    `clients` (and `public` with several of them) once the table is made there."""

    def __init__(self, parent: QWidget, language: str, names: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play on a table server"))
        self.language, self.names = language, names
        self.made: Created | None = None
        self.own: list[int] = []  # the seats at this screen
        self.clients: list[Client] = []  # joined for them, in that order
        self.public: Client | None = None  # a spectator's, when several seats are here
        self.players: tuple[str, ...] = ()  # the players' names, once chosen
        layout = QVBoxLayout(self)
        add_intro(
            layout,
            self.tr(
                "A table server hosts the game on a machine every player can reach. Type its"
                " address; then choose the players. Each person plays on a computer of their"
                " own (or in a browser) with a code."
            ),
        )
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("tische.example.org:8765")
        self.address.setAccessibleName(self.tr("Address of the table server"))
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        for entry in registry.GAMES:
            if games.playable(entry.id):
                self.game.addItem(games.entry_title(entry, language), entry.id)
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("&Game:"), self.game)
        layout.addLayout(form)
        self.status, self.create_button = add_status_and_buttons(
            self, layout, self.tr("Choose the players…"), self.choose
        )
        # (Created, own seats, their clients, public client), or the error
        self._relay = Relay(self._done)

    def choose(self) -> None:
        """The new-game dialog for the chosen game, then the table is created."""
        address, game_id = self.address.text().strip(), str(self.game.currentData())
        if not address:
            self.status.setText(self.tr("Type the table server's address."))
            return
        chosen = ask_seats(self, game_id, self.language, self.names)
        if chosen is not None:
            self.make_table(address, game_id, *chosen)

    def make_table(self, address: str, game_id: str, setup: Setup, seats: list[Seat]) -> None:
        """Create the table and join this screen's seats, on a thread (answer: `_done`)."""
        self.create_button.setEnabled(False)
        self.status.setText(self.tr("Creating the table…"))
        own = own_seats(seats)
        self.players = tuple(setup.players)
        report = self._relay.carried.emit

        def run() -> None:
            outcome: object
            joined: list[Client] = []
            try:
                made = create_table(
                    address, game_id, setup.players, server_seats(seats), setup.options
                )
                clients = [Client(address, str(made.codes[seat])) for seat in own]
                public = Client(address, made.spectator) if len(own) > 1 else None
                for client in [*clients, *([public] if public else [])]:
                    client.join()
                    joined.append(client)
                outcome = (made, own, clients, public)
            except Exception as error:  # said in the dialog
                outcome = error
                for client in joined:
                    client.close()
            with contextlib.suppress(RuntimeError):  # the dialog was closed meanwhile
                report(outcome)

        threading.Thread(target=run, name="create-table", daemon=True).start()

    def _done(self, outcome: object) -> None:
        self.create_button.setEnabled(True)
        if isinstance(outcome, tuple):
            self.made, self.own, self.clients, self.public = outcome
            self.accept()
            return
        if isinstance(outcome, Refused):
            self.status.setText(say(outcome.label))
        else:
            text = self.tr("The table server could not be reached: %1")
            self.status.setText(fill(text, outcome))
        fit_height(self)


class CodesDialog(QDialog):
    """The new table's codes, to hand out: the server's address, each player's code and the
    spectators' code (selectable, for copying)."""

    def __init__(self, parent: QWidget, address: str, made: Created, names: tuple[str, ...]):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your table on the server"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Give each player the server's address and their code: they join in the"
                " Game menu, or in a browser at the server's address."
            )
        )
        intro.setWordWrap(True)
        # the intro in a few lines (a minimum of the dialog's own would hide its layout's)
        intro.setMinimumWidth(readable_width(intro, 44))
        layout.addWidget(intro)
        lines = [fill(self.tr("Address: %1"), address)]
        for name, code in zip(names, made.codes, strict=True):
            shown = code if code is not None else self.tr("a computer player")
            lines.append(fill(self.tr("%1: %2"), name, shown))
        lines.append(fill(self.tr("Spectators: %1"), made.spectator))
        self.codes = QLabel("\n".join(lines))
        self.codes.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.codes.setAccessibleName(self.tr("Codes of the table"))
        layout.addWidget(self.codes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)


class ServerTable(QObject):
    """The dialog, then the codes and this screen's seat window (see the module text); kept
    by `window` (its Qt parent) while it is used."""

    def __init__(
        self, window: QWidget, language: str, names: list[str], sounds: Player, speed: float
    ) -> None:
        super().__init__(window)
        self.window, self.sounds, self.speed = window, sounds, speed
        self.dialog = ServerTableDialog(window, language, names)
        self.codes: CodesDialog | None = None
        self.seat_window: RemoteSeatWindow | None = None
        self.dialog.accepted.connect(self._made)
        self.dialog.open()

    def _made(self) -> None:
        dialog, window = self.dialog, self.window
        made = dialog.made
        if made is None:
            return
        clients = dialog.clients
        if clients:
            self.seat_window = RemoteSeatWindow(
                clients[0], window, self.sounds, self.speed,
                others=clients[1:], public=dialog.public,
            )  # fmt: skip
            self.seat_window.setWindowFlag(Qt.WindowType.Window)
            on_screen(self.seat_window, 1024, 700)
            self.seat_window.show()
        self.codes = CodesDialog(window, dialog.address.text().strip(), made, dialog.players)
        self.codes.show()
