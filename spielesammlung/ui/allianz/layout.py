"""Where everything is drawn: the field of `COLS` x `ROWS` squares of `CELL` units in a frame.

Squares are named like a map: columns a-y from the left, rows 1-22 from the top. A piece's art
is `PIECE` units wide; its top face spans about 84 % of it and is centred on its square.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath

from ...games.allianz import board as B

CELL, FRAME = 40.0, 34.0
WIDTH, HEIGHT = 2 * FRAME + B.COLS * CELL, 2 * FRAME + B.ROWS * CELL
FIELD = QRectF(FRAME, FRAME, WIDTH - 2 * FRAME, HEIGHT - 2 * FRAME)  # the squares, no frame
PIECE = 42.0


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


COLUMNS = B.COLUMN_NAMES
square_name = B.square_name


def castle_rect(party: int) -> QRectF:
    """The squares of a party's castle."""
    cells = B.CASTLES[party]
    return cell_rect(cells[0]).united(cell_rect(cells[-1]))


def piece_pos(point: QPointF) -> QPointF:
    """Where a piece's art goes so that its top face is centred on `point`."""
    return QPointF(point.x() - PIECE / 2, point.y() - PIECE * 0.46)


def area(
    squares: frozenset[int] | tuple[int, ...], grow: float = 0.0, radius: float = 0.0
) -> QPainterPath:
    """The outline of a set of squares (optionally grown and rounded, for organic shapes)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for square in squares:
        path.addRoundedRect(cell_rect(square).adjusted(-grow, -grow, grow, grow), radius, radius)
    return path.simplified()
