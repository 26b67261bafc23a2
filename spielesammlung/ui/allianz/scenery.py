"""The printed Allianz landscape: meadow, truce zones, rocks, castles, coordinates.

It never changes during a game, so it is painted once per size into one background picture.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from ...games.allianz import board as B
from ..sprites import Backdrop
from .art import COLOURS, OLIVE_DARK, castle_art
from .layout import CELL, COLUMNS, FRAME, HEIGHT, WIDTH, area, castle_rect, cell_rect

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer


def scenery(parties: tuple[int, ...]) -> Backdrop:
    """The printed board as one background item (`parties`: the parties in play)."""
    return Backdrop(QRectF(0, 0, WIDTH, HEIGHT), lambda p: paint_scenery(p, parties))


def paint_scenery(painter: QPainter, parties: tuple[int, ...]) -> None:
    from PySide6.QtSvg import QSvgRenderer

    from .. import paths

    def art(name: str) -> QSvgRenderer:
        return QSvgRenderer(str(paths.art(name)))

    # renderers of its own, dropped once painted (not the shared ones, which stay): the board's
    # art is 1.4 MB parsed, each castle's 0.1 MB, and the picture is painted again only when the
    # view's size changes
    art("allianz-board.svg").render(painter, QRectF(0, 0, WIDTH, HEIGHT))
    for party in range(4):
        _zone(painter, party, area(B.ZONES[party]), party in parties)
    _grid(painter)
    _rocks(painter, area(B.ROCKS, grow=1.5, radius=9), art("allianz-rock.svg"))
    for party in range(4):
        _castle(painter, party, party in parties, art(castle_art(party)))
    _labels(painter)


def _zone(painter: QPainter, party: int, zone: QPainterPath, present: bool) -> None:
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
    colour = QColor(COLOURS[party])
    colour.setAlpha(230 if present else 90)
    pen = QPen(colour, 5 if present else 3)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.drawPath(zone)  # inner half of the stroke: clipped to the zone
    painter.restore()
    painter.setPen(QPen(OLIVE_DARK, 1.5))
    painter.drawPath(zone)


def _grid(painter: QPainter) -> None:
    painter.setPen(QPen(QColor(40, 60, 20, 70), 1.0))
    for col in range(B.COLS + 1):
        x = FRAME + col * CELL
        painter.drawLine(QLineF(x, FRAME, x, HEIGHT - FRAME))
    for row in range(B.ROWS + 1):
        y = FRAME + row * CELL
        painter.drawLine(QLineF(FRAME, y, WIDTH - FRAME, y))


def _rocks(painter: QPainter, rocks: QPainterPath, rock: QSvgRenderer) -> None:
    for dx, dy, alpha in ((5, 6, 40), (3.5, 4, 50), (2, 2.5, 60)):
        painter.fillPath(rocks.translated(dx, dy), QColor(0, 0, 0, alpha))
    bounds = rocks.boundingRect()
    gradient = QLinearGradient(bounds.topLeft(), bounds.bottomRight())
    gradient.setColorAt(0, QColor("#2f5431"))
    gradient.setColorAt(1, QColor("#1f3b22"))
    painter.fillPath(rocks, QBrush(gradient))
    painter.save()
    painter.setClipPath(rocks)
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
    painter.drawPath(rocks)
    painter.setPen(QPen(QColor(200, 230, 170, 60), 1.2))
    painter.drawPath(rocks.translated(-0.8, -0.8))


def _castle(painter: QPainter, party: int, present: bool, castle: QSvgRenderer) -> None:
    painter.save()
    if not present:
        painter.setOpacity(0.45)
    castle.render(painter, castle_rect(party).adjusted(-CELL / 2, -CELL / 2, CELL / 2, CELL / 2))
    painter.restore()


def _labels(painter: QPainter) -> None:
    """The coordinates in the frame: 15 scene pixels, more where the board is shown small (at
    least 11 px on screen, as far as the frame has room)."""
    transform = painter.worldTransform()
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    scale = math.sqrt(abs(transform.determinant())) / ratio
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(min(max(15.0, 11.5 / max(scale, 0.01)), FRAME * 0.75)))
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
