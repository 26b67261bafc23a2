"""The Heimlich table in the scene: the board (a backdrop), the stones kept by square, the
marks and the cursor.

Stones stay alive while their colour stays; marks (legal squares, the lines to choose from, the
ghost stone) are redrawn when the offer changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
)

from ...games.heimlich.board import DIRECTIONS, Direction
from ...games.heimlich.rules import WHITE, Place, Placed, State
from .. import svg
from ..choice_marks import NumberBadge
from ..focus import FocusRing
from ..last_move import LastMove, Role
from ..palettes import HEIMLICH_LINES
from .layout import SIZE, STONE, cell_rect, stone_pos

ART = {WHITE: "heimlich-white.svg", 1: "heimlich-yellow.svg"}
LINE_COLOURS = HEIMLICH_LINES.colours  # by direction; an offered line is numbered as well


def line_colour(action: Place) -> QColor:
    """The colour of a line by its direction (its badge's number tells it apart as well)."""
    assert action.direction is not None  # a line is chosen only among directions
    return QColor(LINE_COLOURS[DIRECTIONS.index(Direction(action.direction))])


class HeimlichTable:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        scene.setSceneRect(0, 0, SIZE, SIZE)
        #: the printed board: the board's backdrop (painted once per view size)
        self.backdrop = svg.item("heimlich-board.svg", SIZE)
        self.stones: dict[int, tuple[int, QGraphicsSvgItem]] = {}
        self.marks: list[QGraphicsItem] = []  # the ghost stone and lines of a line choice
        self.dots: dict[int, QGraphicsEllipseItem] = {}  # square -> its dot (a legal square)
        self.cursor = FocusRing(4, 6)  # the keyboard cursor, shown while the board has the focus
        scene.addItem(self.cursor)
        self.last = LastMove(scene, 5, 15)  # the stone placed last (a ring), the stones it flipped

    # -- stones --------------------------------------------------------------------------------
    def stone(self, colour: int, square: int) -> QGraphicsSvgItem:
        item = svg.item(ART[colour], STONE)
        item.setPos(stone_pos(square))
        item.setZValue(10)
        self.scene.addItem(item)
        return item

    def set_stones(self, view: State) -> None:
        """The stones of `view`; a stone whose colour stays is kept."""
        for square in range(64):
            colour = view.stone_at(square)
            current = self.stones.get(square)
            if current is not None and current[0] == colour:
                continue
            if current is not None:
                self.scene.removeItem(current[1])
                del self.stones[square]
            if colour is not None:
                self.stones[square] = (colour, self.stone(colour, square))

    def show_last(self, placed: Placed | None) -> None:
        """Mark the last placement: a ring round the new stone, a small ring by each flipped."""
        if placed is None:
            self.last.show(())
            return
        marks: list[tuple[int, Role, QRectF]] = [(placed.square, "to", cell_rect(placed.square))]
        marks += [(s, "flipped", cell_rect(s)) for s in placed.flipped]
        self.last.show(marks)

    # -- marks ---------------------------------------------------------------------------------
    def clear_marks(self) -> None:
        for item in (*self.marks, *self.dots.values()):
            self.scene.removeItem(item)
        self.marks = []
        self.dots = {}

    def show_squares(self, squares: Sequence[int], hovered: int | None) -> None:
        """A dot on every square that may take a stone, a bigger one under the pointer (the dots
        stay while the offer stays; a hover only resizes two)."""
        for item in self.marks:
            self.scene.removeItem(item)
        self.marks = []
        for square in [s for s in self.dots if s not in squares]:
            self.scene.removeItem(self.dots.pop(square))
        for square in squares:
            centre = cell_rect(square).center()
            radius = 16 if square != hovered else 24
            rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            dot = self.dots.get(square)
            if dot is None:
                dot = self.scene.addEllipse(
                    rect, QPen(QColor(255, 255, 255, 200), 3), QBrush(QColor(255, 255, 255, 70))
                )
                dot.setZValue(20)
                self.dots[square] = dot
            elif dot.rect() != rect:
                dot.setRect(rect)

    def show_lines(
        self,
        square: int,
        colour: int,
        actions: Sequence[Place],
        chosen: int,
        line_squares: Callable[[Place], list[int]],
    ) -> None:
        """The ghost stone on `square` and each line it would flip (the chosen one bolder)."""
        self.clear_marks()
        origin = cell_rect(square)
        ghost = svg.see_through(ART[colour], STONE)
        ghost.setPos(stone_pos(square))
        ghost.setOpacity(0.55)
        ghost.setZValue(30)
        self.scene.addItem(ghost)
        self.marks.append(ghost)
        for index, action in enumerate(actions):
            hue = line_colour(action)
            line = QColor(hue)
            bold = index == chosen
            path = QPainterPath()
            path.moveTo(origin.center())
            for line_square in line_squares(action):
                path.lineTo(cell_rect(line_square).center())
            pen = QPen(line, 30 if bold else 18, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            stroke = QGraphicsPathItem(path)
            line.setAlpha(230 if bold else 150)
            pen.setColor(line)
            stroke.setPen(pen)
            stroke.setZValue(25)
            self.scene.addItem(stroke)
            self.marks.append(stroke)
            for line_square in line_squares(action):
                ring = self.scene.addEllipse(
                    cell_rect(line_square).adjusted(8, 8, -8, -8), QPen(line, 8 if bold else 5)
                )
                ring.setZValue(26)
                self.marks.append(ring)
            last = cell_rect(line_squares(action)[-1])
            ahead = last.center() - origin.center()  # the number sits past the line's end
            ahead *= last.width() * 0.5 / max(abs(ahead.x()), abs(ahead.y()))
            badge = NumberBadge(last.center() + ahead, index + 1, hue, 20)
            badge.setZValue(27)
            self.scene.addItem(badge)
            self.marks.append(badge)

    def place_cursor(self, square: int) -> None:
        self.cursor.setRect(cell_rect(square).adjusted(4, 4, -4, -4))
