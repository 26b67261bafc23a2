"""Seats on other computers at the host's window (issue 26): the network host beside Qt.

The main window calls `attach(window)` for a game with a seat "on another computer"; that
starts a `NetHost` (spielesammlung/net, imported only now, with websockets) on the machine's
LAN address. A remote seat's action reaches the GUI thread through a queued signal and goes
through `GameController.act_for`, the path of a phone's tap (during an animation it waits, the
controller's `settled` tells the client); every change of the session is published. The side
panel shows where to join, each remote seat's code and whether its computer is there, and the
spectator code. `RemoteHost.stop()` closes the server (the main window calls it when the game
closes).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ..core import registry
from ..core.i18n import fill
from ..core.saves import Hosted
from ..net.host import NOT_YOURS, NOTHING_TO_UNDO, NetHost
from .controller import GameController
from .focus import panel_lines
from .served import ServedSeats, lan_address, start_server

if TYPE_CHECKING:
    from .window_api import GameWindow

logger = logging.getLogger(__name__)
LEVEL = "medium"  # the computer player that takes a seat whose player left
COMPUTER_PLAYS = "a computer player decides for this seat now"
BUSY = "the table is busy; try again in a moment"


class RemotePanel(QWidget):
    """The side panel's part: where to join, each remote seat's code and computer."""

    def __init__(self, host: RemoteHost) -> None:
        super().__init__()
        self.host = host
        # a seat whose computer is not there may be given to a computer player
        self.to_computer: dict[int, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        title = QLabel(self.tr("Players on other computers"))
        title.setWordWrap(True)
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.lines: list[QLabel] = []
        names = host.controller.session.setup.players
        for index in range(len(host.seats) + 2):  # the address, a line a seat, the spectators
            line = QLabel()
            line.setWordWrap(True)
            line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(line)
            self.lines.append(line)
            if 0 < index <= len(host.seats):
                seat = host.seats[index - 1]
                button = QPushButton()
                words = fill(self.tr("Let the computer play for %1"), names[seat])
                button.setAccessibleName(words)  # (its text: `_break_lines`)
                button.clicked.connect(lambda _=False, s=seat: host.to_computer(s))
                layout.addWidget(button)
                self.to_computer[seat] = button
        self._break_lines()
        self.refresh()

    def refresh(self) -> None:
        host = self.host
        server = host.server
        names = host.controller.session.setup.players
        texts = [fill(self.tr("Join at %1 with a code:"), host.where())]
        remotes = host.controller.table.remotes
        going = host.controller.session.result is None
        for seat in host.seats:
            there = seat in server.connected
            state = self.tr("connected") if there else self.tr("not connected")
            if seat not in remotes:
                state = self.tr("the computer plays")
            texts.append(fill(self.tr("%1: code %2 (%3)"), names[seat], server.rooms[seat], state))
            self.to_computer[seat].setVisible(going and not there and seat in remotes)
        texts.append(fill(self.tr("Spectators: code %1"), server.spectator_code))
        for line, text in zip(self.lines, texts, strict=True):
            line.setText(text)

    def _break_lines(self) -> None:
        """The buttons' words on two lines where one would widen the side panel."""
        for button in self.to_computer.values():
            button.setText(panel_lines(button, button.accessibleName()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size: the buttons' lines anew
            self._break_lines()
        super().changeEvent(event)


class RemoteHost(ServedSeats):
    """The network host of one game with its panel (GUI thread)."""

    server: NetHost

    def __init__(
        self,
        controller: GameController,
        host: str | None = None,
        port: int = 0,
        spectator_code: str | None = None,
    ) -> None:
        super().__init__(controller)
        session = controller.session
        self.seats = sorted(controller.table.remotes)
        self.address = lan_address() if host is None else host
        kept = {i: seat.code for i, seat in enumerate(session.seats) if seat.code is not None}
        self.server = NetHost(
            session,
            self.seats,
            self.submit,
            codes=kept,
            spectator_code=spectator_code,
            undo=self.undo_for,
            can_undo=self.may_undo,
            host=self.address,
            port=port,
            dispatch=self.bridge.job.emit,
            on_presence=self._presence,
        )
        self.server.start()  # OSError when the address or port cannot be had
        self._keep_codes()
        self.panel = RemotePanel(self)
        self.serve()

    def _keep_codes(self) -> None:
        """Each remote seat keeps its code in the session (saved at once): the same code when
        the game is resumed or played again."""
        session = self.controller.session
        rooms = self.server.rooms
        seats = tuple(
            replace(seat, code=rooms[i]) if i in rooms else seat
            for i, seat in enumerate(session.seats)
        )
        if seats != session.seats:
            session.seats = seats
            if session.on_change is not None:
                session.on_change(session)

    def kept(self) -> Hosted:
        """What brings the other computers back to this game (its save): port, spectator code."""
        return Hosted(self.server.port, self.server.spectator_code)

    def where(self) -> str:
        """The address a client types: HOST:PORT."""
        return f"{self.address}:{self.server.port}"

    def refresh_panel(self) -> None:
        self.panel.refresh()

    def to_computer(self, seat: int) -> None:
        """The seat's player left: a computer player decides for it from now on (the table
        waited for it until now); its code shows the game to its player, who may not act."""
        controller = self.controller
        if seat not in controller.table.remotes or controller.session.result is not None:
            return
        bots = registry.entry(controller.session.game_id).bots()
        level = LEVEL if LEVEL in bots else next(iter(bots))
        controller.table.to_computer(seat, level)
        controller.bots[seat] = bots[level]()
        self.panel.refresh()
        controller.advance()

    def may_undo(self, seat: int) -> bool:
        """Whether `undo_for(seat)` would take back a move of the seat now (owner's thread)."""
        controller = self.controller
        target = controller.session.undo_target()
        mine = target is not None and controller.session.log[target].player == seat
        return mine and seat in controller.table.remotes

    def undo_for(self, seat: int) -> str | None:
        """A remote seat asks to take back its last move (and the computers' after it), as
        the undo rules allow: never past a secret revealed or a random outcome, and from
        another computer only its own move (another human's is theirs to take back)."""
        controller = self.controller
        session = controller.session
        target = session.undo_target()
        if seat not in controller.table.remotes or target is None:
            return NOTHING_TO_UNDO
        if session.log[target].player != seat:
            return NOT_YOURS
        if not controller.can_undo():
            return BUSY
        error = controller.undo(seat)
        if error is None:
            self._changed()
        return error

    def submit(self, seat: int, action: Any) -> str | None:
        if seat not in self.controller.table.remotes:
            return COMPUTER_PLAYS
        return super().submit(seat, action)

    def _presence(self, seat: int, connected: bool) -> None:
        self.panel.refresh()


def attach(window: GameWindow, kept: Hosted | None = None) -> RemoteHost | None:
    """Host the window's game for its seats on other computers; None (and a message) when the
    server cannot start. `kept`: the port and spectator code of its save (the seats keep their
    codes); when that port is taken meanwhile, another one is used."""
    controller = window.controller
    if controller is None:
        return None
    port, spectator = (kept.port, kept.spectator) if kept is not None else (0, None)
    try:
        host = start_server(
            lambda at: RemoteHost(controller, port=at, spectator_code=spectator), port, "net host"
        )
    except OSError as error:
        logger.warning("net host could not start: %s", error)
        title = QCoreApplication.translate("RemotePanel", "Players on other computers")
        text = QCoreApplication.translate("RemotePanel", "The game could not be hosted: %1")
        QMessageBox.warning(window.game_page, title, fill(text, error))
        return None
    window.game_page.add_extra(host.panel)
    return host
