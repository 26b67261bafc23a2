"""Where things lie on the Geheime Mission table: the rack in perspective, the panels, the pile.

The rack is seen from the front and from above (a one-point perspective, stretched in depth
so that the top symbols read well): every die shows its front face with the visor; the top die
of a column also shows its top face with the symbol. World units: x across (scene pixels at the
front plane), h height above the plate, z depth in dice (0 = the front of the dice, 1 = their
back).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from ...games.geheime_mission.rules import WIDTH

SCENE_W, SCENE_H = 1240.0, 940.0
DIE = 86.0  # edge of a die at the front plane
PITCH = 100.0  # from one column to the next
X0 = 258.0  # left edge of the first column's space
Y0 = 700.0  # the plate's surface at the front plane
VX, VY = X0 + WIDTH * PITCH / 2, -3000.0  # vanishing point
KX, KY = 0.04, 0.0195  # how fast things shrink towards the back, per die of depth (x, y)
PLATE = (240.0, 1010.0, -0.35, 1.35, 36.0)  # x from, x to, z front, z back, thickness
GAUGE = (972.0, 1000.0, 0.3, 0.7)  # x from, x to, z front, z back
PANEL_W = 196.0  # a player's panel at the side
PANEL_X = (16.0, SCENE_W - 16.0 - PANEL_W)
CARD_W, MIN_CARD_W = 64.0, 46.0  # the mission cards below the rack (shrunk when many)
PILE_MID = 58.0  # half the width kept for the draw pile in the middle
TILE_W, TILE_H, TILE_GAP = 100.0, 108.0, 8.0  # the symbol tiles above the rack
CURSOR_TOP = 124.0  # where the column cursor and the beam begin
MIN_TEXT = 15  # the smallest text: 11 px on screen at the default window size (scale 0.74)


def project(x: float, h: float, z: float) -> QPointF:
    return QPointF(VX + (x - VX) / (1.0 + KX * z), VY + (Y0 - h - VY) / (1.0 + KY * z))


def quad(x1: float, x2: float, h1: float, h2: float, z1: float, z2: float) -> QPolygonF:
    """A face: corners (x1,h1,z1) (x2,h1',z1) (x2,h2,z2) (x1,h2,z2) for a top face or a side."""
    return QPolygonF(
        [project(x1, h1, z1), project(x2, h1, z1), project(x2, h2, z2), project(x1, h2, z2)]
    )


def column_x(column: int) -> float:
    """The centre of a column at the front plane."""
    return X0 + PITCH * (column + 0.5)


def front_rect(column: int, level: float) -> QRectF:
    x = column_x(column) - DIE / 2
    return QRectF(x, Y0 - (level + 1) * DIE, DIE, DIE)


def top_quad(column: int, level: float) -> QPolygonF:
    """The top face of a die at `level`: front-left, front-right, back-right, back-left."""
    x, h = column_x(column) - DIE / 2, (level + 1) * DIE
    return quad(x, x + DIE, h, h, 0, 1)


def top_quad_inset(face: QPolygonF, margin: float) -> QPolygonF:
    """The face shrunk towards its centre by `margin` (a fraction of its size)."""
    corners = face.toList()
    centre = sum(corners, QPointF()) / len(corners)
    return QPolygonF([corner + (centre - corner) * (2 * margin) for corner in corners])


def footprint(column: int, grow: float = 0.0) -> QPolygonF:
    x = column_x(column) - DIE / 2 - grow
    return quad(x, x + DIE + 2 * grow, 0, 0, -grow / DIE, 1 + grow / DIE)


def side_quad(column: int, level: float) -> tuple[QPolygonF, bool] | None:
    """The visible side face of a die (True: its right side), None if seen edge-on."""
    x1, x2 = column_x(column) - DIE / 2, column_x(column) + DIE / 2
    h1, h2 = level * DIE, (level + 1) * DIE
    x = x2 if x2 < VX - 2 else x1 if x1 > VX + 2 else None
    if x is None:
        return None
    face = QPolygonF([project(x, h2, 0), project(x, h2, 1), project(x, h1, 1), project(x, h1, 0)])
    return face, x == x2


def column_span(column: int) -> tuple[float, float]:
    return column_x(column) - PITCH / 2, column_x(column) + PITCH / 2


def column_at(point: QPointF) -> int | None:
    """The column under a point of the rack area (plate to above the highest die)."""
    if not 20 <= point.y() <= Y0 + 60:
        return None
    column = int((point.x() - X0) // PITCH)
    return column if 0 <= column < WIDTH else None


def rack_area() -> QRectF:
    """Where the pointer picks a column."""
    left, right = column_span(0)[0], column_span(WIDTH - 1)[1]
    return QRectF(left, 0, right - left, Y0 + 60)


def tile_rects(column: int, count: int) -> list[QRectF]:
    """The symbol tiles above the rack, centred over `column` as far as the rack allows."""
    width = count * TILE_W + (count - 1) * TILE_GAP
    left = min(max(column_x(column) - width / 2, X0 - 30), X0 + WIDTH * PITCH + 30 - width)
    return [QRectF(left + i * (TILE_W + TILE_GAP), 10, TILE_W, TILE_H) for i in range(count)]


def banner_rect(top: bool) -> QRectF:
    """A message above the rack (`top`, where the highest dice end) or over its middle."""
    return QRectF(VX - 330, 8, 660, 110) if top else QRectF(VX - 330, 250, 660, 150)
