"""The side panel of Geheime Mission: what to do now and the hold-to-show mission button.

It shows only public facts; the own mission appears (as a card on the board and as a line
here) only while its owner holds the button. The panel knows nothing of the board: it says
what the player wants through signals and shows the `PanelState` the board gives it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from ..peek import PeekButton


@dataclass(frozen=True)
class PanelState:
    """What the panel shows, already translated."""

    prompt: str = ""
    cards: bool = False  # mission cards and a human at the screen: the hold button is there
    can_peek: bool = False  # a human is on turn: the hold button works
    secret: str = ""  # the own mission while the button is held
    finished: bool = False  # the game is over: no mission to show


class MissionPanel(QFrame):
    peek_held = Signal(bool)  # the hold-to-show button pressed (True) or released (False)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mission")
        self.setStyleSheet(
            "#mission { border: 1px solid palette(mid); border-radius: 6px; }"
            " #secret { border: 2px solid transparent; border-radius: 6px; padding: 4px; }"
            ' #secret[shown="true"] { background: #fff1c2; color: #2a2000;'
            " border-color: #c98a1b; }"
            " #prompt { font-style: italic; }"  # (a font set here would keep its size)
        )
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.show_button = PeekButton(min_height=40)
        self.show_button.held.connect(self.peek_held)
        self.secret = QLabel()
        self.secret.setObjectName("secret")
        self.secret.setWordWrap(True)
        self.secret.setVisible(False)  # shown with the button, the mission appearing in it
        layout = QVBoxLayout(self)
        for widget in (self.prompt, self.show_button, self.secret):
            layout.addWidget(widget)
        self.retranslate()

    def show_state(self, state: PanelState) -> None:
        """The prompt and the mission button; nothing once the game is over (the result card
        beside it says how it ended)."""
        self.setVisible(not state.finished)
        self.prompt.setText(state.prompt)
        self.show_button.setVisible(state.cards and not state.finished)
        self.show_button.setEnabled(state.can_peek)
        # only the text changes while the button is held: a label shown now would squeeze the
        # panel's layout for a moment and move the button
        self.secret.setVisible(not self.show_button.isHidden())
        if self.secret.text() != state.secret:
            self.secret.setText(state.secret)
            self.secret.setProperty("shown", bool(state.secret))
            self.secret.style().unpolish(self.secret)
            self.secret.style().polish(self.secret)

    def retranslate(self) -> None:
        self.show_button.set_label(
            self.tr("Show my mission (hold)"),
            self.tr("Shows your secret mission card while you hold the button. Others look away."),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
