"""Where things lie on the Heimlich board: the frame, the 8x8 squares and a stone in a square."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

FRAME, CELL, SIZE = 40, 100, 880  # the wooden frame, one square, the whole board (scene units)
STONE = 88  # a stone's diameter
CURSOR_START = 19  # d3


def cell_rect(square: int) -> QRectF:
    """The square's area (a1 bottom left, h8 top right)."""
    return QRectF(FRAME + CELL * (square % 8), FRAME + CELL * (7 - square // 8), CELL, CELL)


def square_at(point: QPointF) -> int | None:
    """The square under a point, None off the grid."""
    file = int((point.x() - FRAME) // CELL)
    row = int((point.y() - FRAME) // CELL)
    if 0 <= file < 8 and 0 <= row < 8:
        return file + 8 * (7 - row)
    return None


def stone_pos(square: int) -> QPointF:
    """The top left corner of a stone centred in `square`."""
    rect = cell_rect(square)
    return QPointF(rect.x() + (CELL - STONE) / 2, rect.y() + (CELL - STONE) / 2)


def grid_rect() -> QRectF:
    """The 64 squares, where the pointer picks a square."""
    return QRectF(FRAME, FRAME, 8 * CELL, 8 * CELL)
