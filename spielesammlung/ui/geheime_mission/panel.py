"""The side panel of Geheime Mission: what to do now, the hold-to-show mission button, play again.

It shows only public facts; the own mission appears (as a card on the board and as a line
here) only while its owner holds the button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

if TYPE_CHECKING:
    from .board import MissionBoard


class MissionPanel(QFrame):
    def __init__(self, board: MissionBoard) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("mission")
        self.setStyleSheet(
            "#mission { border: 1px solid palette(mid); border-radius: 6px; }"
            " #secret { background: #fff1c2; color: #2a2000; border: 2px solid #c98a1b;"
            " border-radius: 6px; padding: 4px; }"
        )
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        italic = QFont(self.prompt.font())
        italic.setItalic(True)
        self.prompt.setFont(italic)
        self.show_button = QPushButton()
        self.show_button.setMinimumHeight(40)
        self.show_button.pressed.connect(lambda: board.reveal_own(True))
        self.show_button.released.connect(lambda: board.reveal_own(False))
        self.secret = QLabel()
        self.secret.setObjectName("secret")
        self.secret.setWordWrap(True)
        self.secret.setVisible(False)
        self.again_button = QPushButton()
        self.again_button.setMinimumHeight(40)
        self.again_button.clicked.connect(board.ask_play_again)
        self.again_button.setVisible(False)
        layout = QVBoxLayout(self)
        for widget in (self.prompt, self.show_button, self.secret, self.again_button):
            layout.addWidget(widget)
        self.retranslate()

    def set_state(self, can_peek: bool, cards: bool, finished: bool) -> None:
        self.show_button.setVisible(cards and not finished)
        self.show_button.setEnabled(can_peek)
        self.again_button.setVisible(finished)

    def set_secret(self, text: str) -> None:
        self.secret.setText(text)
        self.secret.setVisible(bool(text))

    def retranslate(self) -> None:
        self.show_button.setText(self.tr("Show my mission (hold)"))
        self.show_button.setToolTip(
            self.tr("Shows your secret mission card while you hold the button. Others look away.")
        )
        self.show_button.setAccessibleName(self.show_button.text())
        self.again_button.setText(self.tr("Play again (colours swapped)"))
        self.again_button.setAccessibleName(self.again_button.text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
