"""A number on a drawn choice (a path, a line), so that choices differ by more than colour."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QStyleOptionGraphicsItem, QWidget

from .paint import font

INK = QColor("#141414")


class NumberBadge(QGraphicsEllipseItem):
    """A disc in the choice's colour with its number in dark ink."""

    def __init__(self, centre: QPointF, number: int, colour: QColor, radius: float) -> None:
        super().__init__(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))
        self.number = number
        self.setBrush(QBrush(QColor(colour.red(), colour.green(), colour.blue())))
        self.setPen(QPen(INK, max(1.5, radius * 0.16)))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)
        painter.setPen(INK)
        painter.setFont(font(self.rect().height() * 0.62, bold=True))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, str(self.number))
