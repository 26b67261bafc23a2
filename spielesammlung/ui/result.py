"""The end of every game, one shape for all: who won, the game's own lines (why it ended, the
scores, as its rules give them) and the ways on: Play again, New game, Replay.

The card stands in the game page's side panel while the game is over. The words of the winner
and of the lines come from the shell and the board; the card only shows them, says them to a
screen reader once and takes the keyboard focus on its first button."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from . import text_size

FRAMES = 40  # the card's and the button's frames and margins around a button's words


class ResultCard(QFrame):
    """The result of a finished game with its three buttons (hidden while a game runs)."""

    again = Signal()  # the same players and options once more
    new = Signal()  # the new-game dialog of this game
    replay = Signal()  # step through the finished game (with every secret, if it had any)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result")
        self.setStyleSheet("#result { border: 2px solid palette(highlight); border-radius: 6px; }")
        self.heading = QLabel()
        text_size.follow(self.heading, 1.2, bold=True)
        self.winner = QLabel()
        text_size.follow(self.winner, 1.1, bold=True)
        self.lines = QLabel()
        for label in (self.heading, self.winner, self.lines):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.again_button = QPushButton()
        self.new_button = QPushButton()
        self.replay_button = QPushButton()
        self.again_button.clicked.connect(self.again)
        self.new_button.clicked.connect(self.new)
        self.replay_button.clicked.connect(self.replay)
        for button in self._buttons():
            button.setAutoDefault(True)  # Return presses it too, not only Space
        layout = QVBoxLayout(self)
        # one button a row: the card (and the side panel) only as wide as the widest button,
        # its texts wrapping within that, so the board keeps its room at a large text size
        for widget in (self.heading, self.winner, self.lines, *self._buttons()):
            layout.addWidget(widget)
        self.again_text = ""  # the board's wording of "Play again" (empty: the usual one)
        self.secrets = True  # the replay shows every secret (the game had some)
        self.retranslate()
        self.hide()

    def _buttons(self) -> tuple[QPushButton, QPushButton, QPushButton]:
        return self.again_button, self.new_button, self.replay_button

    def show_result(self, winner: str, lines: Sequence[str], again: str, secrets: bool) -> bool:
        """Show the finished game; True if it was not shown before (then it was announced)."""
        self.again_text, self.secrets = again, secrets
        self.retranslate()
        self.winner.setText(winner)
        self.lines.setText("\n".join(lines))
        self.lines.setVisible(bool(lines))
        text = "\n".join([self.heading.text(), winner, *lines])
        self.setAccessibleDescription(text)
        if not self.isHidden():
            return False
        self.show()
        from . import accessible

        accessible.announce(self, text, asked=True)
        return True

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Game over"))
        self.setAccessibleName(self.tr("Result"))
        self.again_button.setText(self.again_text or self.tr("Play again"))
        self.new_button.setText(self.tr("New game…"))
        self.replay_button.setText(
            self.tr("Replay (every secret shown)") if self.secrets else self.tr("Replay")
        )
        for button in self._buttons():
            words = button.text()
            button.setAccessibleName(words.replace("…", ""))
            button.setText(self._wrapped(button, words))

    def _wrapped(self, button: QPushButton, words: str) -> str:
        """`words` on two lines before their bracket where one line would widen the side panel
        (at a large text size): "Replay" over "(every secret shown)"."""
        metrics = button.fontMetrics()
        panel = max(240, 26 * metrics.averageCharWidth())  # (as focus.SidePanel measures it)
        if metrics.horizontalAdvance(words) + FRAMES <= panel:
            return words
        return words.replace(" (", "\n(", 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size: lines anew
            self.retranslate()
        super().changeEvent(event)
