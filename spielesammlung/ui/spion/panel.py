"""The side panel: what to do now, and a button for every choice that is not a board click."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..peek import PeekButton


@dataclass(frozen=True)
class PanelButton:
    """A button: its text, what it does, and the action it stands for (for hints)."""

    label: str
    run: Callable[[], None]
    action: Any = None
    wide: bool = False  # takes a whole row
    danger: bool = False


class SpionPanel(QFrame):
    holding = Signal(bool)  # "hold to show mine" pressed (True) or released (False)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("spionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.prompt = QLabel()
        font = QFont(self.prompt.font())
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setWordWrap(True)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        self.hold = PeekButton()
        self.hold.held.connect(self.holding.emit)
        self.notice = QLabel()  # below the hold button while it is held, its space kept
        self.notice.setWordWrap(True)
        policy = self.notice.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.notice.setSizePolicy(policy)
        self.notice.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.prompt)
        layout.addWidget(self.info)
        layout.addLayout(self.grid)
        layout.addWidget(self.hold)
        layout.addWidget(self.notice)
        self.buttons: list[tuple[QPushButton, PanelButton]] = []
        self.set("", "", [], "")

    def set(
        self, prompt: str, info: str, choices: list[PanelButton], hold: str, notice: str = ""
    ) -> None:
        """Show a prompt, an explanation, the choices, and the hold-to-show button (if named)
        with the notice that appears below it while it is held."""
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))
        self.info.setText(info)
        self.info.setVisible(bool(info))
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # hidden at once: out of the focus chain before it is deleted
                widget.hide()
                widget.deleteLater()
        self.buttons = []
        for choice in choices:
            button = QPushButton(choice.label)
            button.setAutoDefault(True)  # Enter presses it, as Space does
            button.setAccessibleName(choice.label)
            if choice.danger:
                button.setStyleSheet("QPushButton { color: #b3261e; font-weight: bold; }")
            button.clicked.connect(choice.run)
            self.buttons.append((button, choice))
        self._arrange()
        self.hold.set_label(hold)
        self.hold.setVisible(bool(hold))
        self.notice.setText(notice if hold else "")
        self.setVisible(bool(prompt or info or choices or hold))

    def _arrange(self) -> None:
        """The buttons two a row (a wide one alone), or one a row where two would widen the
        side panel past 40 characters (long words at a large text size): the board keeps its
        room."""
        chars = self.fontMetrics().averageCharWidth()
        widest = max((button.sizeHint().width() for button, _ in self.buttons), default=0)
        pairs = 2 * widest + 4 <= max(300, 40 * chars)
        row = col = 0
        for button, choice in self.buttons:
            self.grid.removeWidget(button)
            if choice.wide or not pairs:
                row, col = row + (col > 0), 0
                self.grid.addWidget(button, row, 0, 1, 2)
                row += 1
            else:
                self.grid.addWidget(button, row, col)
                row, col = (row + 1, 0) if col else (row, 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size
            self._arrange()
        super().changeEvent(event)

    def show_notice(self, shown: bool) -> None:
        """The notice below the hold button: its space is always kept, so that it does not
        move the button when it appears."""
        self.notice.setVisible(shown and bool(self.notice.text()))

    def mark(self, action: Any) -> bool:
        """Focus and mark the button of a suggested action."""
        for button, choice in self.buttons:
            if choice.action is not None and choice.action == action:
                button.setStyleSheet("QPushButton { border: 3px solid #ffd23f; }")
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False
