"""The page of a running game: the board, and beside it whose turn, score, last move and log."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from .board import BoardView
from .focus import SidePanel, app_font, install_pane_switch


class MoveLog(QListWidget):
    """The move log: Tab reaches it, the arrows read it line by line (a screen reader says each
    line as it becomes current); it comes in at the newest line."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self.count() and self.currentRow() < 0:
            self.setCurrentRow(self.count() - 1)
        super().focusInEvent(event)


class GamePage(QWidget):
    interrupt = Signal(int)  # a human asks to act out of turn
    replay = Signal()  # replay the finished game with every secret shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = BoardView()
        self.view.setAccessibleName(self.tr("Board"))
        side = SidePanel()  # as wide as its buttons want, widths following the font
        self.side = side
        self.title = QLabel()
        self.title.setFont(app_font(1.4, bold=True))  # sizes follow the application font
        self.title.setWordWrap(True)
        self.turn = QLabel()
        self.turn.setFont(app_font(1.2, bold=True))
        self.turn.setWordWrap(True)
        self.replay_button = QPushButton()  # shown once the game is over
        self.replay_button.setAutoDefault(True)
        self.replay_button.setVisible(False)
        self.replay_button.clicked.connect(self.replay)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.last = QLabel()
        self.last.setWordWrap(True)
        self.out_of_turn = QGridLayout()  # two buttons a row: five players still fit
        self._out_of_turn_shown: tuple[str, list[tuple[int, str]]] = ("", [])
        self.log_label = QLabel()
        self.log = MoveLog()
        self.log.setAccessibleName(self.tr("Move log"))
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(side)
        for widget in (self.title, self.turn, self.replay_button, self.status, self.last):
            layout.addWidget(widget)
        layout.addLayout(self.out_of_turn)
        self.extra_box = QVBoxLayout()
        layout.addLayout(self.extra_box)
        layout.addWidget(self.log_label)
        layout.addWidget(self.log, 1)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(splitter)
        self.secrets = True  # the game has secrets: the replay button says they are all shown
        self.retranslate_replay()
        self.log_label.setText(self.tr("Moves"))
        self.lines: list[str] = []  # the move log's lines, as announced
        install_pane_switch(self, self.view, side)  # F6: board <-> side panel

    def set_log(self, lines: list[str]) -> None:
        from . import accessible

        items = [f"{number}. {line}" for number, line in enumerate(lines, 1)]
        if [self.log.item(i).text() for i in range(self.log.count())] == items:
            return
        # the public lines as they happen, from the window (this page may be hidden by then)
        accessible.announce_new(self.window(), self.lines, lines)
        self.lines = list(lines)
        self.log.clear()
        self.log.addItems(items)
        self.log.scrollToBottom()
        self.last.setText(fill(self.tr("Last: %1"), lines[-1]) if lines else "")

    def set_out_of_turn(self, label: str, players: list[tuple[int, str]]) -> None:
        if self._out_of_turn_shown == (label, players):
            return
        self._out_of_turn_shown = (label, players)
        while (item := self.out_of_turn.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        for index, (player, name) in enumerate(players):
            button = QPushButton(f"{label} ({name})")
            button.setAutoDefault(True)  # Enter presses it, as Space does
            button.setAccessibleName(button.text())
            button.clicked.connect(lambda _=False, p=player: self.interrupt.emit(p))
            self.out_of_turn.addWidget(button, index // 2, index % 2)

    def set_extra(self, widget: QWidget | None) -> None:
        """The game's own panel (diplomacy, memory aid), replacing the previous game's panels."""
        while (item := self.extra_box.takeAt(0)) is not None:
            old = item.widget()
            if old is not None:
                old.setParent(None)
        if widget is not None:
            self.extra_box.addWidget(widget)

    def add_extra(self, widget: QWidget, first: bool = False) -> None:
        """A feature's panel beside the board (the coach's `first`, the phones' after the game's
        own), until the next set_extra; a panel shown elsewhere moves here."""
        if first:
            self.extra_box.insertWidget(0, widget)
        else:
            self.extra_box.addWidget(widget)

    def set_secrets(self, secrets: bool) -> None:
        """Whether the game has secrets: only then does its replay show what was hidden."""
        self.secrets = secrets
        self.retranslate_replay()

    def retranslate_replay(self) -> None:
        secrets = self.secrets
        self.replay_button.setText(
            self.tr("Replay (every secret shown)") if secrets else self.tr("Replay")
        )

    def retranslate(self) -> None:
        self.retranslate_replay()
        self.view.setAccessibleName(self.tr("Board"))
        self.log.setAccessibleName(self.tr("Move log"))
        self.log_label.setText(self.tr("Moves"))
