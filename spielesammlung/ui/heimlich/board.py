"""Heimlich, still & leise on screen: the green board, police and robber stones, line choice.

Clicking a square with one enclosed line places at once; with several, the candidate lines are
highlighted and the player clicks one (keyboard: arrows move the cursor, Enter places, then
arrows choose the line, Enter confirms, Escape cancels).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath, QPen, QVector3D
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScale,
)

from ...core.protocol import Event, Setup
from ...games.heimlich.board import DIRECTIONS, Direction, square_name, squares
from ...games.heimlich.rules import WHITE, Borrowed, Pass, Passed, Place, Placed, State, flips
from .. import svg
from ..board import BoardUi, PointerSurface, Turn

FRAME, CELL, SIZE = 40, 100, 880
STONE = 88
ART = {WHITE: "heimlich-white.svg", 1: "heimlich-yellow.svg"}
LINE_COLOURS = (
    "#f6c945",
    "#5ec8f2",
    "#f08a5d",
    "#b28dff",
    "#7bd389",
    "#ff7aa8",
    "#9ad0ec",
    "#ffd3b5",
)
BASE_MS = 450  # one placement with its flips, at normal speed


def cell_rect(square: int) -> QRectF:
    return QRectF(FRAME + CELL * (square % 8), FRAME + CELL * (7 - square // 8), CELL, CELL)


def square_at(point: QPointF) -> int | None:
    file = int((point.x() - FRAME) // CELL)
    row = int((point.y() - FRAME) // CELL)
    if 0 <= file < 8 and 0 <= row < 8:
        return file + 8 * (7 - row)
    return None


class HeimlichBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.scene.setSceneRect(0, 0, SIZE, SIZE)
        self.scene.addItem(svg.item("heimlich-board.svg", SIZE))
        self.scene.addItem(
            PointerSurface(
                QRectF(FRAME, FRAME, 8 * CELL, 8 * CELL), square_at, self.click, self.hover
            )
        )
        self.stones: dict[int, tuple[int, QGraphicsSvgItem]] = {}
        self.marks: list[QGraphicsItem] = []
        self.view: State | None = None
        self.turn = Turn(None, ())
        self.choices: dict[int, list[Place]] = {}  # square -> its placements
        self.choosing: int | None = None  # square whose line is being chosen
        self.line_index = 0
        self.cursor_square = 19  # d3
        self.cursor = QGraphicsRectItem()
        self.cursor.setPen(QPen(QColor("#ffffff"), 5, Qt.PenStyle.DashLine))
        self.cursor.setZValue(40)
        self.cursor.setVisible(False)
        self.scene.addItem(self.cursor)

    # -- drawing -------------------------------------------------------------------------------
    def _stone(self, colour: int, square: int) -> QGraphicsSvgItem:
        item = svg.item(ART[colour], STONE)
        rect = cell_rect(square)
        item.setPos(rect.x() + (CELL - STONE) / 2, rect.y() + (CELL - STONE) / 2)
        item.setZValue(10)
        self.scene.addItem(item)
        return item

    def _set_stones(self, view: State) -> None:
        for square in range(64):
            colour = view.stone_at(square)
            current = self.stones.get(square)
            if current is not None and current[0] == colour:
                continue
            if current is not None:
                self.scene.removeItem(current[1])
                del self.stones[square]
            if colour is not None:
                self.stones[square] = (colour, self._stone(colour, square))

    def show(self, view: State, turn: Turn) -> None:
        self.stop_animations()
        self.view = view
        self.turn = turn
        self.choosing = None
        self.choices = {}
        for action in turn.legal:
            if isinstance(action, Place):
                self.choices.setdefault(action.square, []).append(action)
        self._set_stones(view)
        self._draw_marks()

    def _clear_marks(self) -> None:
        for item in self.marks:
            self.scene.removeItem(item)
        self.marks = []

    def _draw_marks(self, hovered: int | None = None) -> None:
        self._clear_marks()
        if self.choosing is not None:
            self._draw_lines(self.choosing)
        else:
            for square in self.choices:
                rect = cell_rect(square)
                radius = 16 if square != hovered else 24
                dot = self.scene.addEllipse(
                    rect.center().x() - radius,
                    rect.center().y() - radius,
                    2 * radius,
                    2 * radius,
                    QPen(QColor(255, 255, 255, 200), 3),
                    QBrush(QColor(255, 255, 255, 70)),
                )
                dot.setZValue(20)
                self.marks.append(dot)
        self._place_cursor()

    def line_squares(self, action: Place) -> list[int]:
        """The stones `action` would flip, nearest first."""
        assert self.view is not None
        mask = flips(self.view, action)
        origin = cell_rect(action.square).center()
        return sorted(
            squares(mask),
            key=lambda s: (cell_rect(s).center() - origin).manhattanLength(),
        )

    def _draw_lines(self, square: int) -> None:
        origin = cell_rect(square)
        ghost = svg.item(ART[self.turn.player or 0], STONE)
        ghost.setPos(origin.x() + (CELL - STONE) / 2, origin.y() + (CELL - STONE) / 2)
        ghost.setOpacity(0.55)
        ghost.setZValue(30)
        self.scene.addItem(ghost)
        self.marks.append(ghost)
        for index, action in enumerate(self.choices[square]):
            colour = QColor(LINE_COLOURS[DIRECTIONS.index(Direction(action.direction))])
            chosen = index == self.line_index
            path = QPainterPath()
            path.moveTo(origin.center())
            for line_square in self.line_squares(action):
                path.lineTo(cell_rect(line_square).center())
            pen = QPen(colour, 30 if chosen else 18, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            stroke = QGraphicsPathItem(path)
            colour.setAlpha(230 if chosen else 150)
            pen.setColor(colour)
            stroke.setPen(pen)
            stroke.setZValue(25)
            self.scene.addItem(stroke)
            self.marks.append(stroke)
            for line_square in self.line_squares(action):
                ring = self.scene.addEllipse(
                    cell_rect(line_square).adjusted(8, 8, -8, -8), QPen(colour, 8 if chosen else 5)
                )
                ring.setZValue(26)
                self.marks.append(ring)

    def _place_cursor(self) -> None:
        self.cursor.setRect(cell_rect(self.cursor_square).adjusted(4, 4, -4, -4))

    # -- choosing ------------------------------------------------------------------------------
    def click(self, square: int) -> None:
        if self.turn.player is None:
            return
        self.cursor_square = square
        if self.choosing is not None:
            for index, action in enumerate(self.choices[self.choosing]):
                if square in self.line_squares(action):
                    self.line_index = index
                    self._choose(action)
                    return
            self.choosing = None  # a click elsewhere cancels the line choice
            self._draw_marks()
            if square not in self.choices:
                return
        options = self.choices.get(square)
        if not options:
            return
        if len(options) == 1:
            self._choose(options[0])
        else:
            self.choosing = square
            self.line_index = 0
            self._draw_marks()

    def hover(self, square: int | None) -> None:
        if self.choosing is not None and square is not None:
            for index, action in enumerate(self.choices[self.choosing]):
                if square in self.line_squares(action) and index != self.line_index:
                    self.line_index = index
                    self._draw_marks()
                    return
        elif self.choosing is None and self.turn.player is not None:
            self._draw_marks(square)

    def _choose(self, action: Place) -> None:
        self.choosing = None
        self._clear_marks()
        self.choices = {}
        self.turn = Turn(None, ())
        self.action_chosen.emit(action)

    def key_press(self, event: QKeyEvent) -> bool:
        if self.turn.player is None:
            return False
        key = event.key()
        self.cursor.setVisible(True)
        if self.choosing is not None:
            count = len(self.choices[self.choosing])
            if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
                self.line_index = (self.line_index + 1) % count
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
                self.line_index = (self.line_index - 1) % count
            elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._choose(self.choices[self.choosing][self.line_index])
                return True
            elif key == Qt.Key.Key_Escape:
                self.choosing = None
            else:
                return False
            self._draw_marks()
            return True
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        if key in moves:
            df, dr = moves[key]
            file = min(7, max(0, self.cursor_square % 8 + df))
            rank = min(7, max(0, self.cursor_square // 8 + dr))
            self.cursor_square = file + 8 * rank
            self._draw_marks(self.cursor_square)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.click(self.cursor_square)
            return True
        return False

    def auto_action(self, turn: Turn) -> Any | None:
        """A pass is announced, not chosen."""
        return turn.legal[0] if list(turn.legal) == [Pass()] else None

    def show_hint(self, action: Any) -> None:
        if not isinstance(action, Place) or action.square not in self.choices:
            return
        self.cursor_square = action.square
        self.cursor.setVisible(True)
        if action.direction is not None and len(self.choices[action.square]) > 1:
            self.choosing = action.square
            self.line_index = self.choices[action.square].index(action)
        self._draw_marks(action.square)

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        placed = next((e for e in events if isinstance(e, Placed)), None)
        if self.speed <= 0 or placed is None or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self._clear_marks()
        self.turn = Turn(None, ())
        duration = int(BASE_MS * self.speed)
        new = self._stone(placed.player, placed.square)
        new.setOpacity(0.0)
        flipping = [self.stones[s][1] for s in placed.flipped if s in self.stones]
        flips_scale = []
        for item in flipping:
            scale = QGraphicsScale()
            scale.setOrigin(QVector3D(50, 50, 0))
            item.setTransformations([scale])
            flips_scale.append((item, scale))
        swapped = False

        def step(value: Any) -> None:
            nonlocal swapped
            t = float(value)
            new.setOpacity(min(1.0, t * 2))
            for item, scale in flips_scale:
                scale.setXScale(abs(1 - 2 * t))
                item.update()
            if t >= 0.5 and not swapped:
                swapped = True
                for item, _ in flips_scale:
                    item.setSharedRenderer(svg.renderer(ART[placed.player]))

        def finished() -> None:
            self.scene.removeItem(new)
            for item, _ in flips_scale:
                item.setTransformations([])
            self.show(view, Turn(None, ()))
            done()

        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.valueChanged.connect(step)
        animation.finished.connect(finished)
        self.animations.append(animation)
        animation.start()
        return duration

    # -- texts ---------------------------------------------------------------------------------
    def side_name(self, player: int) -> str:
        return (
            self.tr("police (white, star)")
            if player == WHITE
            else self.tr("robbers (yellow, mask)")
        )

    def status(self, view: State) -> str:
        lines = []
        for player, count in enumerate(view.counts):
            lines.append(
                self.tr("%1 – %2: %3 on the board, %4 in the supply")
                .replace("%1", self.setup.players[player])
                .replace("%2", self.side_name(player))
                .replace("%3", str(count))
                .replace("%4", str(view.supplies[player]))
            )
        return "\n".join(lines)

    def describe(self, event: Event) -> str | None:
        names = self.setup.players
        if isinstance(event, Placed):
            return (
                self.tr("%1 on %2, %3 flipped")
                .replace("%1", names[event.player])
                .replace("%2", square_name(event.square))
                .replace("%3", str(len(event.flipped)))
            )
        if isinstance(event, Passed):
            return self.tr("%1 cannot enclose anything and passes").replace(
                "%1", names[event.player]
            )
        if isinstance(event, Borrowed):
            return (
                self.tr("%1 has no stone left and takes one from %2")
                .replace("%1", names[event.player])
                .replace("%2", names[event.lender])
            )
        return None


def create_board(setup: Setup) -> HeimlichBoard:
    return HeimlichBoard(setup)
