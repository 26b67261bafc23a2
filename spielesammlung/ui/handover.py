"""Passing the screen: a blank page naming the next player, and the secret input page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


def _big(label: QLabel, points: int) -> QLabel:
    font = QFont(label.font())
    font.setPointSize(points)
    font.setBold(True)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class HandoverPage(QWidget):
    """Fills the window, shows nothing of the board; only the named player's click goes on."""

    confirmed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = -1
        self.name = ""
        self.setObjectName("handover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # paint the dark background
        self.setStyleSheet("#handover { background: #22262b; } QLabel { color: #f2efe6; }")
        self.title = _big(QLabel(), 28)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setMinimumHeight(56)
        self.button.setMinimumWidth(320)
        font = QFont(self.button.font())
        font.setPointSize(16)
        self.button.setFont(font)
        self.button.clicked.connect(lambda: self.confirmed.emit(self.player))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)

    def ask(self, player: int, name: str) -> None:
        self.player = player
        self.name = name
        self.retranslate()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the computer to %1").replace("%1", self.name))
        self.hint.setText(self.tr("Everyone else, please look away."))
        self.button.setText(self.tr("I am %1: show").replace("%1", self.name))
        self.button.setAccessibleName(self.button.text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SecretPage(QWidget):
    """The one pattern for secret inputs: private information and a choice, seen by one player."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("secret")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet("#secret { background: #2b2f36; } QLabel { color: #f2efe6; }")
        self.title = _big(QLabel(), 22)
        self.info = QLabel()
        self.info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.info.setWordWrap(True)
        self.buttons = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.info)
        layout.addSpacing(24)
        layout.addLayout(self.buttons)
        layout.addStretch(3)

    def ask(self, title: str, info: str, choices: Sequence[tuple[str, Any]]) -> None:
        self.title.setText(title)
        self.info.setText(info)
        while self.buttons.count():
            old = self.buttons.takeAt(0).widget()
            if old is not None:
                old.deleteLater()
        self.buttons.addStretch()
        for label, action in choices:
            button = QPushButton(label)
            button.setMinimumSize(120, 56)
            font = QFont(button.font())
            font.setPointSize(16)
            button.setFont(font)
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.buttons.addWidget(button)
        self.buttons.addStretch()
