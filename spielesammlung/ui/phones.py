"""Phones as private hands (issues 15, 23): the app is the table, a phone seat's phone its hand.

The main window calls `attach(window)` for a game with a seat on a phone (the new-game dialog's
"On a phone", or a resumed game that was played so). That starts the table server
(core/table_server.py, imported only now, with websockets) beside Qt on the machine's LAN
address, shows a join code per phone seat (a QR code, a room code and the URL; the window closes
itself when every phone seat is connected) and a switch per human seat, "on the phone" or "at
the table" (a seat at the table keeps the handover), which also moves the seat's place in the
session, so the save knows it. The screen shows the public view only (`Table.table`). A phone's
action reaches the GUI thread through a queued signal and goes through `GameController.act_for`,
the path of a click; every change of the session is published to the phones. A tap during an
animation waits for its end (the controller answers QUEUED); the controller's `settled` goes to
the server. `TableMode.kept()` is what a save or "Play again" keeps (the port and the seats'
tokens), so the phones' open pages come back. `TableMode.stop()` closes the server (the main
window calls it when the game closes).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import QCoreApplication, QRectF, QSignalBlocker, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from ..core.saves import Phones
from ..core.seats import PHONE, SCREEN
from ..core.table import Phase
from ..core.table_server import TableServer
from ..phone import presenter
from . import text_size
from .controller import GameController
from .dialog_fit import on_screen, screen_room
from .served import ServedSeats, lan_address, start_server

if TYPE_CHECKING:
    from ..core.seats import Place
    from ..core.session import Session
    from .window_api import GameWindow

logger = logging.getLogger(__name__)
QR_SIZE = 220  # pixels of a join code in the dialog, at most ...
QR_MIN = 123  # ... and at least (3 pixels a module of a link's code: still scanned at once)


def qr_pixmap(text: str, size: int) -> QPixmap:
    """A QR code of `text`, black on white with the quiet zone, about `size` pixels wide."""
    code = segno.make(text, error="m")
    matrix = code.matrix
    border = 4
    modules = len(matrix) + 2 * border
    scale = max(1, size // modules)
    image = QImage(modules * scale, modules * scale, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    black = QColor("black")
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(
                    QRectF((x + border) * scale, (y + border) * scale, scale, scale), black
                )
    painter.end()
    return QPixmap.fromImage(image)


def code_grid(count: int, width: int, height: int, line: int, text: int = 0) -> tuple[int, int]:
    """The columns and the size of the codes that let `count` join codes fit into width x
    height pixels, the codes as large as possible (at most QR_SIZE, at least QR_MIN); each code
    has about five lines of text of `line` pixels with it (name, link, state), `text` pixels
    wide. Of equal sizes the fewer rows; when nothing fits, the least size in as many columns
    (at most three) as the width holds (the dialog then scrolls)."""
    fits = []
    for columns in range(1, count + 1):
        if columns * (text + 24) > width:
            break
        rows = -(-count // columns)
        size = min(QR_SIZE, width // columns - 24, (height - rows * (5 * line + 24)) // rows)
        if size >= QR_MIN:
            fits.append((size, columns))
    if not fits:
        return max(1, min(count, 3, width // (max(QR_MIN, text) + 24))), QR_MIN
    size, columns = max(fits)
    return columns, size


class JoinDialog(QDialog):
    """The join codes: per phone seat its name, QR code, URL and whether a phone is there."""

    def __init__(self, mode: TableMode, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self.seats = sorted(mode.controller.table.phones)  # the seats whose codes are shown
        self.setWindowTitle(self.tr("Join with your phones"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Each player scans their code with the phone's camera (same Wi-Fi as this "
                "computer) and keeps the page open: it shows their secrets and takes their "
                "decisions. Keep the codes to yourselves: a code is the seat."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        codes = QWidget()  # scrolled when the screen is too small for them at the text size
        grid = QGridLayout(codes)
        grid.setContentsMargins(0, 0, 0, 0)
        self.states: dict[int, QLabel] = {}
        names = mode.controller.session.setup.players
        screen = screen_room(parent or self)
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()  # the codes make room for the text size
        text = max(  # the widest line of a code's link
            metrics.horizontalAdvance(part)
            for seat in self.seats
            for part in mode.url(seat).replace("/s/", "/s/\n").split("\n")
        )
        # besides the codes: the margins, the intro's lines and the Close button
        columns, size = code_grid(
            len(self.seats), screen.width() - 40, screen.height() - 9 * line - 50, line, text
        )
        for column, seat in enumerate(self.seats):
            name = QLabel(names[seat])
            text_size.follow(name, 1.33, bold=True)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            code = QLabel()
            code.setPixmap(qr_pixmap(mode.url(seat), size))
            code.setAlignment(Qt.AlignmentFlag.AlignCenter)
            code.setAccessibleName(fill(self.tr("Join code of %1"), names[seat]))
            room = QLabel(
                fill(
                    self.tr("Room code %1<br><small>(type it at %2)</small>"),
                    f"<b style='font-size:x-large'>{mode.server.rooms[seat]}</b>",
                    mode.server.room_url(mode.address),
                )
            )
            room.setAlignment(Qt.AlignmentFlag.AlignCenter)
            room.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            url = QLabel(mode.url(seat).replace("/s/", "/s/\n"))  # broken there, not at a '-'
            url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            url.setAlignment(Qt.AlignmentFlag.AlignCenter)
            state = QLabel()
            state.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.states[seat] = state
            row, col = divmod(column, columns)
            box = QVBoxLayout()
            for widget in (name, code, room, url, state):
                box.addWidget(widget)
            box.addStretch()
            grid.addLayout(box, row, col)
        area = QScrollArea()
        area.setWidget(codes)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        bar = area.verticalScrollBar().sizeHint().width()
        area.setMinimumWidth(min(codes.sizeHint().width() + bar, screen.width() - 40))
        layout.addWidget(area, 1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.hide)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        self.refresh()
        hint = self.sizeHint()
        need = codes.sizeHint().height() + hint.height() - area.sizeHint().height()
        on_screen(self, hint.width(), max(hint.height(), need))

    def refresh(self) -> None:
        for seat, label in self.states.items():
            label.setText(
                self.tr("Phone connected")
                if seat in self.mode.connected
                else self.tr("No phone yet")
            )


class PhonesPanel(QWidget):
    """The side panel's part: each human seat, its phone, its switch; the join codes button."""

    def __init__(self, mode: TableMode) -> None:
        super().__init__()
        self.mode = mode
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        self.title = QLabel(self.tr("Phones as private hands"))
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title, 0, 0, 1, 2)
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        layout.addWidget(self.waiting, 1, 0, 1, 2)
        self.rows: dict[int, tuple[QLabel, QPushButton]] = {}
        names = mode.controller.session.setup.players
        for index, seat in enumerate(mode.seats, start=2):
            label = QLabel()
            switch = QPushButton()
            switch.setCheckable(True)
            switch.setChecked(seat in mode.controller.table.phones)
            switch.toggled.connect(lambda on, s=seat: mode.set_on_phone(s, on))
            switch.setAccessibleName(fill(self.tr("Where %1 plays"), names[seat]))
            layout.addWidget(label, index, 0)
            layout.addWidget(switch, index, 1)
            self.rows[seat] = (label, switch)
        self.codes = QPushButton(self.tr("Join codes…"))
        self.codes.clicked.connect(mode.show_codes)
        layout.addWidget(self.codes, len(mode.seats) + 2, 0, 1, 2)
        self.refresh()

    def refresh(self) -> None:
        mode = self.mode
        names = mode.controller.session.setup.players
        for seat, (label, switch) in self.rows.items():
            phone = self.tr("phone connected") if seat in mode.connected else self.tr("no phone")
            label.setText(f"{names[seat]}: {phone}")
            on_phone = seat in mode.controller.table.phones
            with QSignalBlocker(switch):  # also when the seat was moved by other means
                switch.setChecked(on_phone)
            switch.setText(self.tr("On the phone") if on_phone else self.tr("At the table"))
            switch.setToolTip(
                self.tr("Click to decide at the table (with the handover)")
                if on_phone
                else self.tr("Click to decide on the phone")
            )
        controller = mode.controller
        step = controller.step
        waiting = ""
        if step is not None and step.phase is Phase.PHONE:
            session = controller.session
            pending = session.game.to_act(session.state).players
            phones = ", ".join(names[p] for p in sorted(pending & controller.table.phones))
            waiting = fill(self.tr("Waiting for the phones of: %1"), phones)
        self.waiting.setText(waiting)


class TableMode(ServedSeats):
    """The table server of one game with its panel and join codes (GUI thread)."""

    server: TableServer

    def __init__(
        self,
        controller: GameController,
        host: str | None = None,
        port: int = 0,
        tokens: Mapping[int, str] | None = None,
    ) -> None:
        """Serve every human seat (a seat at the screen may move to its phone later); the
        seats placed on a phone decide there, the others at the screen. `tokens`: the seats'
        URL tokens of an earlier server of this game (see `kept`)."""
        super().__init__(controller)
        session = controller.session
        #: the humans in the room (a seat on another computer is served by ui/remote_host.py)
        self.seats = [i for i, s in enumerate(session.seats) if not (s.is_computer or s.remote)]
        self.address = lan_address() if host is None else host
        self.server = TableServer(
            session,
            self.seats,
            self.submit,
            host=self.address,
            port=port,
            dispatch=self.bridge.job.emit,
            on_presence=self._presence,
            present=presenter(session.game_id, session.setup.players),
            tokens=tokens,
        )
        self.server.start()  # OSError when the address or port cannot be had
        controller.table.table = True
        controller.table.phones = frozenset(s for s in self.seats if session.seats[s].on_phone)
        self.panel = PhonesPanel(self)
        self.dialog: JoinDialog | None = None
        self.serve()
        controller.advance()  # no handover for seats on the phone

    @property
    def connected(self) -> frozenset[int]:
        return self.server.connected

    def url(self, seat: int) -> str:
        return self.server.url(seat, self.address)

    def kept(self) -> Phones:
        """What brings the phones back to this game (a save, "Play again"): port and tokens."""
        return Phones(self.server.port, dict(self.server.tokens))

    def refresh_panel(self) -> None:
        self.panel.refresh()

    def _presence(self, seat: int, connected: bool) -> None:
        self.panel.refresh()
        dialog = self.dialog
        if dialog is not None:
            dialog.refresh()
            everyone = self.controller.table.phones <= self.server.connected
            if connected and everyone and dialog.isVisible():  # the codes have done their job
                dialog.hide()

    def set_on_phone(self, seat: int, on: bool) -> None:
        """The seat decides on its phone (True) or at the table, with the handover (False);
        the session's seat moves with it (the save keeps where each seat sits)."""
        table = self.controller.table
        table.phones = table.phones | {seat} if on else table.phones - {seat}
        place_seats(self.controller.session, [seat], PHONE if on else SCREEN)
        self.panel.refresh()
        if self.dialog is not None and self.dialog.seats != sorted(table.phones):
            self.dialog.close()  # made anew with the phone seats when shown again
            self.dialog.deleteLater()
            self.dialog = None
        self.controller.advance()

    def show_codes(self) -> None:
        if self.dialog is None:
            self.dialog = JoinDialog(self, self.panel.window())
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()

    def stop(self) -> None:
        super().stop()
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None


def place_seats(session: Session, seats: list[int], place: Place) -> None:
    """Move the human `seats` of `session` to `place` (saved with the game at once)."""
    moved = [
        replace(seat, place=place) if i in seats and not (seat.is_computer or seat.remote) else seat
        for i, seat in enumerate(session.seats)
    ]
    if tuple(moved) != session.seats:
        session.seats = tuple(moved)
        if session.on_change is not None:
            session.on_change(session)


def attach(window: GameWindow, kept: Phones | None = None) -> TableMode | None:
    """Start phones as private hands for the window's game; None (and a message) on failure.

    `kept`: the port and tokens of an earlier server of this game (a save, "Play again"); when
    the port is taken meanwhile, another one is used (the phones then need their codes again).
    Without `kept` and without a seat on a phone, every human seat goes to its phone.
    """
    controller = window.controller
    if controller is None:
        return None
    session = controller.session
    if kept is None and not any(seat.on_phone for seat in session.seats):
        place_seats(session, list(range(session.setup.count)), PHONE)
    port, tokens = (kept.port, kept.tokens) if kept is not None else (0, None)
    try:
        mode = start_server(
            lambda at: TableMode(controller, port=at, tokens=tokens), port, "table server"
        )
    except OSError as error:
        logger.warning("table server could not start: %s", error)
        title = QCoreApplication.translate("PhonesPanel", "Phones as private hands")
        text = QCoreApplication.translate("PhonesPanel", "The table server could not start: %1")
        QMessageBox.warning(window.game_page, title, fill(text, error))
        return None
    window.game_page.add_extra(mode.panel)
    if controller.table.phones:  # (every seat may have moved to the screen before a save)
        mode.show_codes()
    return mode
