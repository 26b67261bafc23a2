"""Passing the screen: a blank page naming the next player, and the secret input page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..core.i18n import fill
from . import accessible
from .focus import app_font

TITLE_SIZE = 2.2  # times the application font (the window follows a larger system font)
SECRET_TITLE_SIZE = 1.8
BUTTON_SIZE = 1.5
CHOICES_A_ROW = 5


def _big(label: QLabel) -> QLabel:
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


def _button(button: QPushButton) -> QPushButton:
    """A large button that Enter and Space both press, sized by the application font."""
    button.setFont(app_font(BUTTON_SIZE))
    button.setMinimumHeight(round(button.fontMetrics().height() * 2.2))
    button.setAutoDefault(True)  # Enter presses it (a push button outside a dialog ignores it)
    return button


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
        self.title = _big(QLabel())
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = _button(QPushButton())
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
        self.title.setFont(app_font(TITLE_SIZE, bold=True))
        self.hint.setFont(app_font())
        _button(self.button)
        self.button.setMinimumWidth(self.button.fontMetrics().averageCharWidth() * 30)
        self.retranslate()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.title.setText(fill(self.tr("Pass the computer to %1"), self.name))
        self.hint.setText(self.tr("Everyone else, please look away."))
        self.button.setText(fill(self.tr("I am %1: show"), self.name))
        self.button.setAccessibleName(self.button.text())
        self.button.setAccessibleDescription(f"{self.title.text()}\n{self.hint.text()}")

    def changeEvent(self, event: QEvent) -> None:
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
        self.title = _big(QLabel())
        self.info = QLabel()
        self.info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.info.setWordWrap(True)
        self.buttons = QGridLayout()  # a few a row: long labels and large fonts still fit
        self.choice_buttons: list[QPushButton] = []
        layout = self.box = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.info)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        row.addLayout(self.buttons)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)

    def ask(
        self,
        title: str,
        info: str,
        choices: Sequence[tuple[str, Any]],
        names: Sequence[str] = (),
    ) -> None:
        """Show the question and a button per choice; `names`: what each choice chooses, its
        button's accessible name (its label where none is given). A screen reader hears the
        question at once and as the description of each button."""
        self.title.setFont(app_font(SECRET_TITLE_SIZE, bold=True))
        self.info.setFont(app_font())
        self.title.setText(title)
        self.info.setText(info)
        while (item := self.buttons.takeAt(0)) is not None:
            old = item.widget()
            if old is not None:
                old.hide()  # (deleted later: it may be the button being pressed now)
                old.deleteLater()
        self.choice_buttons = []
        question = f"{title}\n{info}" if info else title
        self.setAccessibleName(title)
        self.setAccessibleDescription(info)
        for index, (label, action) in enumerate(choices):
            button = _button(QPushButton(label))
            button.setMinimumWidth(button.fontMetrics().averageCharWidth() * 10)
            button.setAccessibleName(names[index] if index < len(names) else label)
            button.setAccessibleDescription(question)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.buttons.addWidget(button, index // CHOICES_A_ROW, index % CHOICES_A_ROW)
            self.choice_buttons.append(button)
        self.focus_first()
        accessible.announce(self.window(), question, asked=True)  # (shown right after this)

    def add_extra(self, widget: QWidget) -> None:
        """A feature's panel above the question (the coach's); a panel shown elsewhere moves
        here, and away again when it is added elsewhere."""
        self.box.insertWidget(0, widget)

    def focus_first(self) -> None:
        """The first choice has the focus: Tab walks on, Enter or Space picks."""
        if self.choice_buttons:
            self.choice_buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
