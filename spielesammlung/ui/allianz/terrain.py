"""The printed Allianz landscape: meadow, truce zones, rocks, castles, coordinates.

Scene geometry: the field of `COLS` x `ROWS` squares of `CELL` units inside a frame of `FRAME`.
Squares are named like a map: columns a-y from the left, rows 1-22 from the top.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...games.allianz import board as B
from .. import svg

CELL, FRAME = 40.0, 34.0
WIDTH, HEIGHT = 2 * FRAME + B.COLS * CELL, 2 * FRAME + B.ROWS * CELL
COLUMNS = "abcdefghijklmnopqrstuvwxy"
#: Party colours (A-D) for lines drawn on the board; the art carries the same colours.
COLOURS = ("#c8322b", "#2c62b8", "#e9b51f", "#ece6d6")
OLIVE, OLIVE_DARK = QColor("#a19d4a"), QColor("#6f6b2a")


def cell_rect(square: int) -> QRectF:
    row, col = B.coords(square)
    return QRectF(FRAME + col * CELL, FRAME + row * CELL, CELL, CELL)


def centre(square: int) -> QPointF:
    return cell_rect(square).center()


def square_at(point: QPointF) -> int | None:
    col = int((point.x() - FRAME) // CELL)
    row = int((point.y() - FRAME) // CELL)
    if 0 <= col < B.COLS and 0 <= row < B.ROWS:
        return B.square(row, col)
    return None


def square_name(square: int) -> str:
    row, col = B.coords(square)
    return f"{COLUMNS[col]}{row + 1}"


def piece_art(party: int) -> str:
    return f"allianz-piece-{'abcd'[party]}.svg"


def area(
    squares: frozenset[int] | tuple[int, ...], grow: float = 0.0, radius: float = 0.0
) -> QPainterPath:
    """The outline of a set of squares (optionally grown and rounded, for organic shapes)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for square in squares:
        path.addRoundedRect(cell_rect(square).adjusted(-grow, -grow, grow, grow), radius, radius)
    return path.simplified()


class Terrain(QGraphicsItem):
    """Everything printed on the board, painted once per zoom level (cached)."""

    def __init__(self, parties: tuple[int, ...]) -> None:
        super().__init__()
        self.parties = parties
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.zones = [area(B.ZONES[p]) for p in range(4)]
        self.rocks = area(B.ROCKS, grow=1.5, radius=9)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, WIDTH, HEIGHT)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        svg.renderer("allianz-board.svg").render(painter, self.boundingRect())
        for party, zone in enumerate(self.zones):
            self._zone(painter, party, zone)
        self._grid(painter)
        self._rocks(painter)
        for party in range(4):
            self._castle(painter, party)
        self._labels(painter)

    def _zone(self, painter: QPainter, party: int, zone: QPainterPath) -> None:
        bounds = zone.boundingRect()
        gradient = QLinearGradient(bounds.topLeft(), bounds.bottomRight())
        gradient.setColorAt(0, QColor("#aba755"))
        gradient.setColorAt(1, QColor("#918c3c"))
        painter.fillPath(zone, QBrush(gradient))
        painter.save()
        painter.setClipPath(zone)
        painter.setPen(QPen(QColor(80, 70, 20, 40), 1.2))
        step = 9.0
        x = bounds.left() - bounds.height()
        while x < bounds.right():
            painter.drawLine(QLineF(x, bounds.bottom(), x + bounds.height(), bounds.top()))
            x += step
        present = party in self.parties
        colour = QColor(COLOURS[party])
        colour.setAlpha(230 if present else 90)
        pen = QPen(colour, 5 if present else 3)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.drawPath(zone)  # inner half of the stroke: clipped to the zone
        painter.restore()
        painter.setPen(QPen(OLIVE_DARK, 1.5))
        painter.drawPath(zone)

    def _grid(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(40, 60, 20, 70), 1.0))
        for col in range(B.COLS + 1):
            x = FRAME + col * CELL
            painter.drawLine(QLineF(x, FRAME, x, HEIGHT - FRAME))
        for row in range(B.ROWS + 1):
            y = FRAME + row * CELL
            painter.drawLine(QLineF(FRAME, y, WIDTH - FRAME, y))

    def _rocks(self, painter: QPainter) -> None:
        for dx, dy, alpha in ((5, 6, 40), (3.5, 4, 50), (2, 2.5, 60)):
            painter.fillPath(self.rocks.translated(dx, dy), QColor(0, 0, 0, alpha))
        bounds = self.rocks.boundingRect()
        gradient = QLinearGradient(bounds.topLeft(), bounds.bottomRight())
        gradient.setColorAt(0, QColor("#2f5431"))
        gradient.setColorAt(1, QColor("#1f3b22"))
        painter.fillPath(self.rocks, QBrush(gradient))
        painter.save()
        painter.setClipPath(self.rocks)
        rock = svg.renderer("allianz-rock.svg")
        for square in sorted(B.ROCKS):
            rect = cell_rect(square)
            painter.save()
            painter.translate(rect.center())
            if square % 2:
                painter.scale(-1, 1)
            if square % 3 == 0:
                painter.scale(1, -1)
            rock.render(painter, QRectF(-CELL / 2 - 2, -CELL / 2 - 2, CELL + 4, CELL + 4))
            painter.restore()
        painter.restore()
        painter.setPen(QPen(QColor("#12240f"), 1.5))
        painter.drawPath(self.rocks)
        painter.setPen(QPen(QColor(200, 230, 170, 60), 1.2))
        painter.drawPath(self.rocks.translated(-0.8, -0.8))

    def _castle(self, painter: QPainter, party: int) -> None:
        cells = B.CASTLES[party]
        rect = cell_rect(cells[0]).united(cell_rect(cells[-1]))
        painter.save()
        if party not in self.parties:
            painter.setOpacity(0.45)
        svg.renderer(f"allianz-castle-{'abcd'[party]}.svg").render(
            painter, rect.adjusted(-CELL / 2, -CELL / 2, CELL / 2, CELL / 2)
        )
        painter.restore()

    def _labels(self, painter: QPainter) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(246, 226, 190, 210))
        flags = Qt.AlignmentFlag.AlignCenter
        for col in range(B.COLS):
            x = FRAME + col * CELL
            for y in (0.0, HEIGHT - FRAME):
                painter.drawText(QRectF(x, y, CELL, FRAME), flags, COLUMNS[col])
        for row in range(B.ROWS):
            y = FRAME + row * CELL
            for x in (0.0, WIDTH - FRAME):
                painter.drawText(QRectF(x, y, FRAME, CELL), flags, str(row + 1))
