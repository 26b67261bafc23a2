"""The rack in perspective: where dice, the base plate and the gauge go, and their scene items.

The rack is seen from the front and from above (a one-point perspective, stretched in depth
so that the top symbols read well): every die
shows its front face with the visor; the top die of a column also shows its top face with the
symbol. World units: x across (scene pixels at the front plane), h height above the plate,
z depth in dice (0 = the front of the dice, 1 = their back).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPen, QPolygonF, QTransform
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from ...games.geheime_mission.rules import HEIGHT, SYMBOLS, WIDTH, Mission, Symbol
from .. import svg

SCENE_W, SCENE_H = 1240.0, 940.0
DIE = 86.0  # edge of a die at the front plane
PITCH = 100.0  # from one column to the next
X0 = 258.0  # left edge of the first column's space
Y0 = 700.0  # the plate's surface at the front plane
VX, VY = X0 + WIDTH * PITCH / 2, -3000.0  # vanishing point
KX, KY = 0.04, 0.0195  # how fast things shrink towards the back, per die of depth (x, y)
PLATE = (240.0, 1010.0, -0.35, 1.35, 36.0)  # x from, x to, z front, z back, thickness
GAUGE = (972.0, 1000.0, 0.3, 0.7)  # x from, x to, z front, z back
VISOR_ART = ("mission-die-red.svg", "mission-die-blue.svg")
SYMBOL_ART = {
    Symbol.MICROFILM: "mission-mikrofilm.svg",
    Symbol.SPACESHIP: "mission-raumschiff.svg",
    Symbol.SUBMARINE: "mission-u-boot.svg",
    Symbol.COMPUTER: "mission-computer.svg",
}
INK = QColor("#2a2216")


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


def mapped(art: str, target: QPolygonF) -> QGraphicsSvgItem:
    """An art file mapped onto a quadrilateral (its corners clockwise from the top left)."""
    item = QGraphicsSvgItem()
    item.setSharedRenderer(svg.renderer(art))
    bounds = item.boundingRect()
    corners = QPolygonF(
        [bounds.topLeft(), bounds.topRight(), bounds.bottomRight(), bounds.bottomLeft()]
    )
    transform = QTransform.quadToQuad(corners, target)
    if isinstance(transform, QTransform):
        item.setTransform(transform)
    return item


def _flat(polygon: QPolygonF, colour: QColor, parent: QGraphicsItem) -> QGraphicsPolygonItem:
    item = QGraphicsPolygonItem(polygon, parent)
    item.setBrush(colour)
    item.setPen(QPen(QColor(60, 55, 45), 1.2))
    return item


class DieItem(QGraphicsRectItem):
    """One die at (column, level): its visor in front, its top symbol if it is a column's top."""

    def __init__(self, owner: int, column: int, level: int, symbol: Symbol | None) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.owner, self.column, self.level, self.symbol = owner, column, level, symbol
        side = side_quad(column, level)
        if side is not None:
            face, right = side
            _flat(face, QColor("#b3ab98") if right else QColor("#f1ece0"), self)
        if symbol is not None:
            top = top_quad(column, level)
            mapped("mission-die-top.svg", top).setParentItem(self)
            inner = top_quad_inset(top, 0.06)
            mapped(SYMBOL_ART[symbol], inner).setParentItem(self)
        rect = front_rect(column, level)
        front = svg.item(VISOR_ART[owner], DIE)
        front.setPos(rect.topLeft())
        front.setParentItem(self)
        self.setZValue(10 + level)


def top_quad_inset(face: QPolygonF, margin: float) -> QPolygonF:
    """The face shrunk towards its centre by `margin` (a fraction of its size)."""
    corners = face.toList()
    centre = sum(corners, QPointF()) / len(corners)
    return QPolygonF([corner + (centre - corner) * (2 * margin) for corner in corners])


def shadow(rect: QRectF, opacity: float = 1.0) -> QGraphicsSvgItem:
    item = svg.item("mission-shadow.svg", rect.width(), rect.height())
    item.setPos(rect.topLeft())
    item.setOpacity(opacity)
    return item


def plate_items() -> list[QGraphicsItem]:
    """The base plate with its column places, the height gauge and their shadows."""
    xa, xb, za, zb, thickness = PLATE
    items: list[QGraphicsItem] = []
    front_top = project(xa, 0, za)
    front_bottom = project(xb, -thickness, za)
    items.append(
        shadow(
            QRectF(
                front_top.x() - 30,
                front_top.y() - 30,
                front_bottom.x() - front_top.x() + 70,
                front_bottom.y() - front_top.y() + 75,
            ),
            0.8,
        )
    )
    items.append(mapped("mission-plate-top.svg", quad(xa, xb, 0, 0, zb, za)))
    front = svg.item(
        "mission-plate-front.svg",
        front_bottom.x() - front_top.x(),
        front_bottom.y() - front_top.y(),
    )
    front.setPos(front_top)
    items.append(front)
    for column in range(WIDTH):
        place = QGraphicsPolygonItem(footprint(column, 5))
        place.setBrush(QColor(20, 24, 28, 110))
        place.setPen(QPen(QColor(140, 150, 160, 120), 1.5))
        items.append(place)
    ga, gb, gz1, gz2 = GAUGE
    top = HEIGHT * DIE
    side = QGraphicsPolygonItem(
        QPolygonF(
            [project(ga, top, gz1), project(ga, top, gz2), project(ga, 0, gz2), project(ga, 0, gz1)]
        )
    )
    gradient = QLinearGradient(project(ga, 0, gz1), project(ga, 0, gz2))
    gradient.setColorAt(0, QColor("#79828d"))
    gradient.setColorAt(1, QColor("#4a525c"))
    side.setBrush(QBrush(gradient))
    side.setPen(QPen(QColor("#15181b"), 1.5))
    items.append(side)
    low, high = project(ga, 0, gz1), project(gb, top, gz1)
    scale = (low.y() - high.y()) / (540 - 24)
    gauge = svg.item("mission-gauge.svg", 40 * scale, 540 * scale)
    gauge.setPos(QPointF((low.x() + high.x()) / 2 - 20 * scale, low.y() - 540 * scale))
    items.append(gauge)
    for item in items:
        item.setZValue(1)
    return items


def gauge_labels(font: QFont) -> list[QGraphicsSimpleTextItem]:
    """The numbers 1-6 beside the gauge, one per level."""
    ga, gb, gz1, _ = GAUGE
    labels = []
    for level in range(HEIGHT):
        centre = project(gb, (level + 0.5) * DIE, gz1)
        text = QGraphicsSimpleTextItem(str(level + 1))
        text.setFont(font)
        text.setBrush(QColor("#e8e3d3"))
        box = text.boundingRect()
        text.setPos(centre.x() + 10, centre.y() - box.height() / 2)
        text.setZValue(2)
        labels.append(text)
    return labels


def counts_text(card: Mission) -> list[tuple[int, Symbol]]:
    """The card's demands, most first."""
    pairs = [(n, s) for n, s in zip(card.counts, SYMBOLS, strict=True) if n]
    return sorted(pairs, key=lambda p: -p[0])


class CardItem(QGraphicsRectItem):
    """A mission card, face up (its demands and points) or face down; `data(0)` holds the card."""

    def __init__(self, card: Mission | None, width: float) -> None:
        height = width * 170 / 120
        super().__init__(0, 0, width, height)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.card = card
        scale = width / 120
        back = svg.item("mission-card.svg" if card is not None else "mission-card-back.svg", width)
        back.setParentItem(self)
        if card is None:
            return
        self.setData(0, card)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(26 * scale))
        rows = counts_text(card)
        for row, (count, symbol) in enumerate(rows):
            y = (42 + row * 46) * scale
            text = QGraphicsSimpleTextItem(f"{count}×", self)
            text.setFont(font)
            text.setBrush(INK)
            text.setPos(12 * scale, y + 8 * scale)
            icon = svg.item(SYMBOL_ART[symbol], 44 * scale)
            icon.setParentItem(self)
            icon.setPos(62 * scale, y)
        points = QGraphicsSimpleTextItem(f"({card.points})", self)
        font.setPixelSize(int(24 * scale))
        points.setFont(font)
        points.setBrush(QColor("#8a1c14"))
        box = points.boundingRect()
        points.setPos((width - box.width()) / 2, 132 * scale)
