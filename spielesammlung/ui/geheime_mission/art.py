"""The pieces of Geheime Mission as scene items: dice, the plate and gauge, cards, symbol tiles.

Each item only looks right at its place; what lies where comes from `layout.py`, what it says
from `texts.py`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...games.geheime_mission.rules import HEIGHT, SYMBOLS, WIDTH, Mission, Symbol
from .. import renderers, svg
from ..items import Piece
from ..paint import font, rounded_item, text_item
from ..palettes import MISSION_PLAYERS
from .layout import (
    DIE,
    GAUGE,
    MIN_TEXT,
    PLATE,
    footprint,
    front_rect,
    project,
    quad,
    side_quad,
    top_quad,
    top_quad_inset,
)

COLOURS = tuple(QColor(colour) for colour in MISSION_PLAYERS.colours)
GOLD = QColor("#f2c94c")
PAPER = QColor("#f2efe6")
MUTED = QColor("#c9c3b3")
INK = QColor("#2a2216")
VISOR_ART = ("mission-die-red.svg", "mission-die-blue.svg")
SYMBOL_ART = {
    Symbol.MICROFILM: "mission-mikrofilm.svg",
    Symbol.SPACESHIP: "mission-raumschiff.svg",
    Symbol.SUBMARINE: "mission-u-boot.svg",
    Symbol.COMPUTER: "mission-computer.svg",
}


# -- the rack ----------------------------------------------------------------------------------
def mapped(art: str, target: QPolygonF) -> QGraphicsSvgItem:
    """An art file mapped onto a quadrilateral (its corners clockwise from the top left)."""
    item = QGraphicsSvgItem()
    item.setSharedRenderer(renderers.renderer(art))
    bounds = item.boundingRect()
    corners = QPolygonF(
        [bounds.topLeft(), bounds.topRight(), bounds.bottomRight(), bounds.bottomLeft()]
    )
    transform = QTransform.quadToQuad(corners, target)
    if isinstance(transform, QTransform):
        item.setTransform(transform)
    return item


def _flat(polygon: QPolygonF, colour: QColor) -> QGraphicsPolygonItem:
    item = QGraphicsPolygonItem(polygon)
    item.setBrush(colour)
    item.setPen(QPen(QColor(60, 55, 45), 1.2))
    return item


class DieItem(QGraphicsRectItem):
    """One die at (column, level): its visor in front, its top symbol if it is a column's top.

    A die paints its parts itself, in Qt's device cache: a repaint blits one picture (its top
    and symbol are mapped in perspective, which Qt's cache of a part would render anew on
    every repaint). A `ghost` (the die about to be placed, translucent) keeps its parts as
    children, painted directly: each stays see-through on its own."""

    def __init__(
        self, owner: int, column: int, level: int, symbol: Symbol | None, ghost: bool = False
    ) -> None:
        super().__init__()
        self.owner, self.column, self.level, self.symbol = owner, column, level, symbol
        parts: list[QGraphicsItem] = []
        side = side_quad(column, level)
        if side is not None:
            face, right = side
            parts.append(_flat(face, QColor("#b3ab98") if right else QColor("#f1ece0")))
        if symbol is not None:
            top = top_quad(column, level)
            parts.append(mapped("mission-die-top.svg", top))
            inner = top_quad_inset(top, 0.06)
            parts.append(mapped(SYMBOL_ART[symbol], inner))
        rect = front_rect(column, level)
        front = svg.see_through(VISOR_ART[owner], DIE) if ghost else svg.item(VISOR_ART[owner], DIE)
        front.setPos(rect.topLeft())
        parts.append(front)
        self.setZValue(10 + level)
        self.parts: list[QGraphicsItem] = []  # painted by the die itself (not a ghost)
        self.box = QRectF()
        if ghost:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
            for part in parts:
                part.setParentItem(self)
            return
        self.parts = parts
        for part in parts:
            part.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # the die's picture holds them
            self.box = self.box.united(part.sceneBoundingRect())  # (no scene: in die coordinates)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(self.box)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for part in self.parts:
            painter.save()
            painter.setTransform(part.sceneTransform(), True)
            option.exposedRect = part.boundingRect()
            part.paint(painter, option, widget)
            painter.restore()


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


def gauge_labels() -> list[QGraphicsSimpleTextItem]:
    """The numbers 1-6 beside the gauge, one per level."""
    ga, gb, gz1, _ = GAUGE
    labels = []
    for level in range(HEIGHT):
        centre = project(gb, (level + 0.5) * DIE, gz1)
        label = QGraphicsSimpleTextItem(str(level + 1))
        label.setFont(font(18, True))
        label.setBrush(QColor("#e8e3d3"))
        box = label.boundingRect()
        label.setPos(centre.x() + 10, centre.y() - box.height() / 2)
        label.setZValue(2)
        labels.append(label)
    return labels


# -- cards and tiles ---------------------------------------------------------------------------
def counts_text(card: Mission) -> list[tuple[int, Symbol]]:
    """The card's demands, most first."""
    pairs = [(n, s) for n, s in zip(card.counts, SYMBOLS, strict=True) if n]
    return sorted(pairs, key=lambda p: -p[0])


#: cards narrower than this (the pile below the rack, a banner's card) show their demands as
#: stacked symbols and their points as pips: painted numbers there would be too small to read
STACKED_BELOW = 80.0
POINTS_RED = QColor("#8a1c14")


class CardItem(QGraphicsRectItem):
    """A mission card, face up (its demands and points) or face down; `data(0)` holds the card."""

    def __init__(self, card: Mission | None, width: float) -> None:
        height = width * 170 / 120
        super().__init__(0, 0, width, height)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.card = card
        back = svg.item("mission-card.svg" if card is not None else "mission-card-back.svg", width)
        back.setParentItem(self)
        if card is None:
            return
        self.setData(0, card)
        if width < STACKED_BELOW:
            self._stacked(card, width / 120)
        else:
            self._numbered(card, width / 120)

    def _numbered(self, card: Mission, scale: float) -> None:
        """Each demand as "3×" beside its symbol, the points as "(2)" below."""
        face = QFont()
        face.setBold(True)
        face.setPixelSize(max(MIN_TEXT, int(26 * scale)))  # small cards stay readable
        for row, (count, symbol) in enumerate(counts_text(card)):
            y = (42 + row * 46) * scale
            number = QGraphicsSimpleTextItem(f"{count}×", self)
            number.setFont(face)
            number.setBrush(INK)
            number.setPos(12 * scale, y + 8 * scale)
            number.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            icon = svg.item(SYMBOL_ART[symbol], 44 * scale)
            icon.setParentItem(self)
            icon.setPos(62 * scale, y)
        points = QGraphicsSimpleTextItem(f"({card.points})", self)
        face.setPixelSize(max(MIN_TEXT, int(24 * scale)))
        points.setFont(face)
        points.setBrush(POINTS_RED)
        box = points.boundingRect()
        points.setPos((self.rect().width() - box.width()) / 2, 132 * scale)
        points.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _stacked(self, card: Mission, scale: float) -> None:
        """Each demand as that many symbols in a fanned row, the points as round pips (the
        numbers are in the card's tooltip and the reader's words)."""
        size, left, right = 40 * scale, 10 * scale, 110 * scale
        for row, (count, symbol) in enumerate(counts_text(card)):
            y = (38 + row * 46) * scale
            step = min(size + 2 * scale, (right - left - size) / max(1, count - 1))
            for index in range(count):
                icon = svg.item(SYMBOL_ART[symbol], size)
                icon.setParentItem(self)
                icon.setPos(left + index * step, y)
        pip = 16 * scale
        gap = 6 * scale
        x = (self.rect().width() - card.points * pip - (card.points - 1) * gap) / 2
        for index in range(card.points):
            dot = QGraphicsEllipseItem(x + index * (pip + gap), 138 * scale, pip, pip, self)
            dot.setBrush(POINTS_RED)
            dot.setPen(QPen(INK, 1.5 * scale))


class Tile(Piece):
    """A symbol button above the rack: hovering it previews, a click chooses (at once).

    It stays at the scene's origin and covers `rect` (no room for a ring around it)."""

    def __init__(
        self,
        symbol: Symbol,
        rect: QRectF,
        column: int,
        name: str,
        choose: Callable[[Symbol], None],
        preview: Callable[[Symbol], None],
    ) -> None:
        super().__init__(rect.width(), rect.height(), click_ms=None)
        self.box = QRectF(rect)
        self.column, self.symbol = column, symbol
        self.choose, self.preview = choose, preview
        self.rest_cache = QGraphicsItem.CacheMode.NoCache  # it paints nothing itself
        self.setCacheMode(self.rest_cache)
        self.set_click(lambda: self.choose(self.symbol))
        self.on_hover = lambda: self.preview(self.symbol)
        self.setToolTip(name)
        self.frame = rounded_item(rect, 12, QColor("#ddd5c2"), QPen(QColor("#5b4a2a"), 2))
        self.frame.setParentItem(self)
        icon = svg.item(SYMBOL_ART[symbol], 66)
        icon.setPos(rect.x() + (rect.width() - 66) / 2, rect.y() + 8)
        icon.setParentItem(self)
        label = text_item(name, MIN_TEXT, INK, True, rect.width() - 6)
        label.setPos(rect.center().x() - label.boundingRect().width() / 2, rect.bottom() - 28)
        label.setParentItem(self)

    def rect(self) -> QRectF:
        return QRectF(self.box)

    def boundingRect(self) -> QRectF:
        return self.rect()

    def set_chosen(self, chosen: bool) -> None:
        self.frame.setPen(QPen(GOLD, 5) if chosen else QPen(QColor("#5b4a2a"), 2))
        self.frame.setBrush(QColor("#f7f2e4") if chosen else QColor("#ddd5c2"))
