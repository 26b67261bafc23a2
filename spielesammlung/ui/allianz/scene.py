"""The Allianz table from a view: the pieces (kept alive and moved), closed truce zones, the
marks of what the player on turn may do (rings, target dots, jump chains, captures), the cursor.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene

from ...games.allianz import board as B
from ...games.allianz.model import EMPTY, Move, Moved, State
from ..choice_marks import NumberBadge
from ..focus import FocusRing
from ..last_move import LastMove, Role
from ..sprites import Backdrop
from .art import GOLD, choice_colour, piece
from .layout import CELL, HEIGHT, WIDTH, area, cell_rect, centre, piece_pos

ROUND = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
Chain = tuple[Move, frozenset[int]]  # a jump chain and the squares it captures on


@cache
def _closed_zone(party: int) -> tuple[QPainterPath, QPainterPath]:
    """A party's truce zone and red stripes across it (shown while it is closed to an ally)."""
    zone = area(B.ZONES[party])
    bounds = zone.boundingRect()
    lines = QPainterPath()
    x = bounds.left() - bounds.height()
    while x < bounds.right():
        lines.moveTo(x, bounds.bottom())
        lines.lineTo(x + bounds.height(), bounds.top())
        x += 12
    stroker = QPainterPathStroker()
    stroker.setWidth(3.5)
    return zone, stroker.createStroke(lines).intersected(zone)


def place(item: QGraphicsItem, square: int) -> None:
    """A piece standing on `square`."""
    item.setPos(piece_pos(centre(square)))
    item.setZValue(10 + square / 1000)  # lower rows overlap the ones above
    item.setOpacity(1.0)


class Table:
    """The items on the board; the board tells it what to show."""

    def __init__(self, scene: QGraphicsScene, parties: tuple[int, ...]) -> None:
        self.scene = scene
        self.parties = parties
        self.pieces: dict[int, QGraphicsSvgItem] = {}  # square -> piece (its seat in data(0))
        self.marks: list[QGraphicsItem] = []
        self.zone_marks: list[tuple[QPainterPath, QBrush, QPen]] = []  # painted in this order
        self.zones = Backdrop(QRectF(0, 0, WIDTH, HEIGHT), self._paint_zones)
        self.zones.setZValue(5)
        self.closed: list[int] = []  # the parties whose zones are shown closed
        scene.addItem(self.zones)
        self.cursor = FocusRing(3, 5)  # the keyboard cursor, shown while the board has the focus
        scene.addItem(self.cursor)
        self.last = LastMove(scene, 2.5, 11)  # the last move: where it started, its hops, its end

    def show_last(self, moved: Moved | None) -> None:
        """Mark the last move: a dashed frame where it started, a small ring on each landing
        of a jump chain, a ring where it ended."""
        if moved is None:
            self.last.show(())
            return
        path = moved.path
        marks: list[tuple[int, Role, QRectF]] = [(path[0], "from", cell_rect(path[0]))]
        marks += [(s, "via", cell_rect(s)) for s in path[1:-1]]
        marks.append((path[-1], "to", cell_rect(path[-1])))
        self.last.show(marks)

    # -- pieces --------------------------------------------------------------------------------
    def sync_pieces(self, view: State) -> None:
        """Pieces where the view has them: kept where they are, made or removed otherwise."""
        for square in set(self.pieces) | {s for s, o in enumerate(view.board) if o != EMPTY}:
            owner = view.board[square]
            item = self.pieces.get(square)
            if item is not None and item.data(0) != owner:
                self.scene.removeItem(item)
                del self.pieces[square]
                item = None
            if item is None and owner != EMPTY:
                item = self.pieces[square] = piece(self.parties[owner])
                item.setData(0, owner)
                self.scene.addItem(item)
            if item is not None:
                place(item, square)

    def clear_pieces(self) -> None:
        for item in self.pieces.values():
            self.scene.removeItem(item)
        self.pieces = {}

    def show_zones(self, view: State) -> None:
        """Truce zones closed to an ally: hatched in red with a dashed border (one picture,
        painted anew only when the closed zones change)."""
        closed = [view.parties[lord] for alliance in view.alliances for lord in alliance.members]
        marks = []
        for party in closed:
            zone, stripes = _closed_zone(party)
            marks.append((stripes, QBrush(QColor(190, 30, 25, 120)), QPen(Qt.PenStyle.NoPen)))
            border = QPen(QColor("#c0231c"), 3, Qt.PenStyle.DashLine)
            marks.append((zone, QBrush(Qt.BrushStyle.NoBrush), border))
        if closed != self.closed:
            self.closed = closed
            self._zone_picture(closed)
        self.zone_marks = marks
        self.zones.setVisible(bool(marks))

    def _zone_picture(self, closed: list[int]) -> None:
        """A new picture for the closed zones, only as large as they are: a picture of the
        whole board was blended pixel by pixel on every repaint."""
        bounds = QRectF()
        for party in closed:
            bounds = bounds.united(_closed_zone(party)[0].boundingRect())
        self.scene.removeItem(self.zones)
        self.zones = Backdrop(bounds.adjusted(-3, -3, 3, 3), self._paint_zones)
        self.zones.setZValue(5)
        self.scene.addItem(self.zones)

    def _paint_zones(self, painter: QPainter) -> None:
        for path, brush, pen in self.zone_marks:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)

    def show_cursor(self, square: int, visible: bool | None = None) -> None:
        self.cursor.setRect(cell_rect(square).adjusted(2, 2, -2, -2))
        if visible is not None:
            self.cursor.setVisible(visible)

    # -- marks ---------------------------------------------------------------------------------
    def clear_marks(self) -> None:
        for item in self.marks:
            self.scene.removeItem(item)
        self.marks = []

    def mark_pieces(self, squares: list[int]) -> None:
        """The pieces that may move."""
        for square in squares:
            self._ring(square, QColor(255, 255, 255, 190), 2.5, CELL * 0.48, 15)

    def mark_targets(
        self, selected: int, targets: dict[int, tuple[bool, bool]], chains: list[Chain]
    ) -> None:
        """The selected piece, its end squares (capturing?, several ways?), and the chains to
        the pointed square (the best first)."""
        self._ring(selected, GOLD, 4, CELL * 0.5, 15)
        for square, (capture, several) in targets.items():
            self._dot(square, capture, several)
        for index, chain in reversed(list(enumerate(chains))):
            colour = choice_colour(index) if len(chains) > 1 else GOLD
            self._path(chain, colour, 7 if index == 0 else 5, 4 * index - 4)
        self._numbers(chains)

    def mark_candidates(self, selected: int, chains: list[Chain], chosen: int) -> None:
        """Several chains to one square, each in its colour; the chosen one on top."""
        self._ring(selected, GOLD, 4, CELL * 0.5, 15)
        order = [i for i in range(len(chains)) if i != chosen] + [chosen]
        for index in order:
            width = 8 if index == chosen else 5
            self._path(chains[index], choice_colour(index), width, 4 * index - 4)
        self._numbers(chains)

    def _numbers(self, chains: list[Chain]) -> None:
        """Each of several chains numbered (as in the side panel) on a landing of its own, or
        else halfway along its first jump."""
        if len(chains) < 2:
            return
        for index, (move, _taken) in enumerate(chains):
            others = {s for i, (m, _) in enumerate(chains) if i != index for s in m.path}
            own = [s for s in move.path[1:-1] if s not in others]
            shift = QPointF(4 * index - 4, 4 * index - 4)
            if own:
                spot = centre(own[0]) + shift
            else:
                spot = (centre(move.path[0]) + centre(move.path[1])) / 2 + shift
            self._add(NumberBadge(spot, index + 1, choice_colour(index), 11), 23)

    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.scene.addItem(item)
        self.marks.append(item)

    def _ring(self, square: int, colour: QColor, width: float, radius: float, z: float) -> None:
        path = QPainterPath()
        path.addEllipse(centre(square), radius, radius)
        ring = QGraphicsPathItem(path)
        ring.setPen(QPen(colour, width))
        self._add(ring, z)

    def _dot(self, square: int, capture: bool, several: bool) -> None:
        fill = QColor(220, 40, 30, 220) if capture else QColor(255, 255, 255, 210)
        edge = QColor("#ffffff") if capture else QColor(20, 30, 10, 200)
        path = QPainterPath()
        path.addEllipse(centre(square), 9, 9)
        dot = QGraphicsPathItem(path)
        dot.setBrush(fill)
        dot.setPen(QPen(edge, 2))
        self._add(dot, 12)
        if several:
            self._ring(square, edge, 2, 13, 12)

    def _path(self, chain: Chain, colour: QColor, width: float, shift: float) -> None:
        move, taken = chain
        points = [centre(s) + QPointF(shift, shift) for s in move.path]
        line = QPainterPath(points[0])
        for point in points[1:]:
            line.lineTo(point)
        shadow = QGraphicsPathItem(line.translated(1.5, 2.5))
        shadow.setPen(QPen(QColor(0, 0, 0, 90), width + 2, *ROUND))
        self._add(shadow, 19)
        stroke = QGraphicsPathItem(line)
        stroke.setPen(QPen(colour, width, *ROUND))
        self._add(stroke, 20)
        for point in points[1:-1]:
            hop = QPainterPath()
            hop.addEllipse(point, width * 0.9, width * 0.9)
            dot = QGraphicsPathItem(hop)
            dot.setBrush(colour)
            dot.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
            self._add(dot, 21)
        tip, before = points[-1], points[-2]
        angle = math.atan2(tip.y() - before.y(), tip.x() - before.x())
        size = 9 + width
        head = QPolygonF(
            [
                tip + QPointF(math.cos(angle) * 4, math.sin(angle) * 4),
                tip - QPointF(math.cos(angle - 0.5) * size, math.sin(angle - 0.5) * size),
                tip - QPointF(math.cos(angle + 0.5) * size, math.sin(angle + 0.5) * size),
            ]
        )
        arrow = QPainterPath()
        arrow.addPolygon(head)
        arrow.closeSubpath()
        arrow_item = QGraphicsPathItem(arrow)
        arrow_item.setBrush(colour)
        arrow_item.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        self._add(arrow_item, 21)
        for square in taken:
            self._cross(square, colour)

    def _cross(self, square: int, colour: QColor) -> None:
        c, r = centre(square), CELL * 0.28
        cross = QPainterPath()
        cross.moveTo(c + QPointF(-r, -r))
        cross.lineTo(c + QPointF(r, r))
        cross.moveTo(c + QPointF(r, -r))
        cross.lineTo(c + QPointF(-r, r))
        for pen in (
            QPen(QColor(0, 0, 0, 200), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
            QPen(QColor("#e0281e"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
        ):
            item = QGraphicsPathItem(cross)
            item.setPen(pen)
            self._add(item, 22)
        self._ring(square, colour, 3, CELL * 0.45, 22)

    def flash(self, rect: QRectF) -> QGraphicsRectItem:
        """A red flash over a fallen castle (for an animation; invisible at first)."""
        item = QGraphicsRectItem(rect)
        item.setBrush(QColor(230, 40, 30, 170))
        item.setPen(QPen(QColor("#ffffff"), 3))
        item.setZValue(35)
        item.setOpacity(0)
        self.scene.addItem(item)
        return item
