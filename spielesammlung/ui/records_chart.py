"""A small chart of a player's results over time: the win rate so far, and each game's result.

Results are told apart by shape, not colour alone: a won game is a filled triangle pointing up,
any other a hollow circle. Texts use the widget's (the app's) font.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..core.i18n import fill
from ..core.records import HistoryPoint

MAX_POINTS = 40  # the most recent games shown
MARKER = 5.0  # half the size of a marker


def marker_path(centre: QPointF, won: bool) -> QPainterPath:
    """A won game's triangle (pointing up) or another game's circle."""
    path = QPainterPath()
    if won:
        x, y = centre.x(), centre.y()
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x, y - MARKER * 1.2),
                    QPointF(x + MARKER * 1.1, y + MARKER * 0.8),
                    QPointF(x - MARKER * 1.1, y + MARKER * 0.8),
                ]
            )
        )
        path.closeSubpath()
    else:
        path.addEllipse(centre, MARKER * 0.85, MARKER * 0.85)
    return path


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[HistoryPoint] = []
        self.first_label = ""  # the dates below the first and the last game shown
        self.last_label = ""
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(480, 200)

    def set_points(self, points: Sequence[HistoryPoint], first: str = "", last: str = "") -> None:
        """The player's games, oldest first (only the last MAX_POINTS are drawn)."""
        self.points = list(points)[-MAX_POINTS:]
        self.first_label, self.last_label = first, last
        won = sum(1 for point in self.points if point.won)
        self.setAccessibleDescription(
            fill(
                self.tr("Last %n game(s): %1 won; win rate so far %2 %", "", len(self.points)),
                won,
                round(self.points[-1].win_rate * 100) if self.points else 0,
            )
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        line = palette.color(QPalette.ColorRole.Highlight)
        grid = QColor(text)
        grid.setAlpha(60)
        metrics = painter.fontMetrics()
        height = metrics.height()
        legend_y = height
        plot = QRectF(
            metrics.horizontalAdvance("100 %") + 10,
            legend_y + height * 0.8,
            0,
            0,
        )
        plot.setRight(self.width() - MARKER * 2 - 4)
        plot.setBottom(self.height() - height - 6)
        painter.setPen(text)
        self._legend(painter, text, line, legend_y)
        if not self.points or plot.height() < 20:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            return
        for fraction in (0.0, 0.5, 1.0):  # the grid lines and their labels
            y = plot.bottom() - fraction * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            label = f"{round(fraction * 100)} %"
            painter.drawText(
                QRectF(0, y - height / 2, plot.left() - 6, height),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        count = len(self.points)
        step = plot.width() / max(count - 1, 1)
        centres = [
            QPointF(
                plot.left() + (index * step if count > 1 else plot.width() / 2),
                plot.bottom() - point.win_rate * plot.height(),
            )
            for index, point in enumerate(self.points)
        ]
        painter.setPen(QPen(line, 2))
        painter.drawPolyline(QPolygonF(centres))
        for centre, point in zip(centres, self.points, strict=True):
            painter.setPen(QPen(text, 1.5))
            painter.setBrush(text if point.won else palette.color(QPalette.ColorRole.Base))
            painter.drawPath(marker_path(centre, point.won))
        painter.setPen(text)
        below = QRectF(plot.left(), plot.bottom() + 4, plot.width(), height)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, self.first_label)
        if count > 1:
            painter.drawText(below, Qt.AlignmentFlag.AlignRight, self.last_label)

    def _legend(self, painter: QPainter, text: QColor, line: QColor, y: float) -> None:
        """Won ▲, not won ○, and the line of the win rate so far, in the top row."""
        metrics = painter.fontMetrics()
        x = 4.0
        middle = y - metrics.height() / 2 + 2
        for won, label in ((True, self.tr("won")), (False, self.tr("not won"))):
            painter.setPen(QPen(text, 1.5))
            painter.setBrush(text if won else self.palette().color(QPalette.ColorRole.Base))
            painter.drawPath(marker_path(QPointF(x + MARKER, middle), won))
            x += MARKER * 2 + 6
            painter.setPen(text)
            painter.drawText(QPointF(x, y - metrics.descent()), label)
            x += metrics.horizontalAdvance(label) + 16
        painter.setPen(QPen(line, 2))
        painter.drawLine(QPointF(x, middle), QPointF(x + 20, middle))
        x += 26
        painter.setPen(text)
        painter.drawText(QPointF(x, y - metrics.descent()), self.tr("win rate so far"))
