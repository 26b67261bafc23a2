"""The side panel of Heimlich: what to do now and, while the mover chooses which enclosed line
flips, one button per line in the words of the model (games/heimlich/choices.py), numbered as
the board's badges. It knows nothing of the board: it shows what it is given and says which
choice was clicked (`chosen`) or that the line choice was left (`back`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from ...core.choices import Choice
from ...core.i18n import fill
from ..choice_marks import INK
from ..i18n import say
from ..paint import font


def badge_icon(number: int, colour: QColor) -> QIcon:
    """The board's number badge of a line (its colour, its number in dark ink), as an icon."""
    image = QPixmap(48, 48)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, 4))
    painter.setBrush(QColor(colour.red(), colour.green(), colour.blue()))
    disc = QRectF(3, 3, 42, 42)
    painter.drawEllipse(disc)
    painter.setFont(font(28, bold=True))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(number))
    painter.end()
    return QIcon(image)


class HeimlichPanel(QFrame):
    chosen = Signal(object)  # the action of a line's button
    back = Signal()  # leave the line choice

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("heimlich")
        self.setStyleSheet("#heimlich { border: 1px solid palette(mid); border-radius: 6px; }")
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        italic = QFont(self.prompt.font())
        italic.setItalic(True)
        self.prompt.setFont(italic)
        self.lines = QVBoxLayout()
        self.lines.setSpacing(3)
        self.line_buttons: list[tuple[Choice, QPushButton]] = []
        self.back_button = QPushButton()
        self.back_button.setAutoDefault(True)  # Enter presses it, as Space does
        self.back_button.clicked.connect(lambda: self.back.emit())
        self.back_button.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addLayout(self.lines)
        layout.addWidget(self.back_button)
        layout.addStretch(1)
        self.retranslate()

    def show_choice(
        self, prompt: str, lines: Sequence[tuple[Choice, QColor]] = (), chosen: int = 0
    ) -> None:
        """The prompt and, during a line choice, a button per line (the chosen one checked)."""
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))
        if [c.id for c, _ in lines] != [c.id for c, _ in self.line_buttons]:
            for _, button in self.line_buttons:
                self.lines.removeWidget(button)
                button.setParent(None)
                button.deleteLater()
            self.line_buttons = [(c, self._button(i, c, hue)) for i, (c, hue) in enumerate(lines)]
        for index, (_, button) in enumerate(self.line_buttons):
            button.setChecked(index == chosen)
        self.back_button.setVisible(bool(lines))

    def _button(self, index: int, choice: Choice, hue: QColor) -> QPushButton:
        text = say(choice.label)
        button = QPushButton(text)
        button.setAutoDefault(True)
        button.setObjectName(choice.id)
        button.setAccessibleName(text)
        button.setIcon(badge_icon(index + 1, hue))
        button.setCheckable(True)
        button.setToolTip(fill(self.tr("Key %1"), index + 1))
        button.clicked.connect(lambda _=False, a=choice.action: self.chosen.emit(a))
        self.lines.addWidget(button)
        return button

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back (Escape)"))
        self.back_button.setAccessibleName(self.tr("Back to the squares"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
