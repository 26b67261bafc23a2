"""The last-move marker: where the last move went, told by shape (a ring, a dashed frame, a dot),
drawn dark under light so it shows on any board and any piece, never by colour alone.

A board keeps a `LastMove` and calls `show` with the squares of the view's last move; the marks
know their square and role (for tests and a screen reader's words).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

#: "to": where the piece went (a ring); "from": where it came from (a dashed frame); "via": a
#: landing on the way (a small ring); "flipped": a stone that changed colour (a thin dashed
#: ring round it); "placed": a die put down (a solid frame round it)
Role = Literal["to", "from", "via", "flipped", "placed"]
DARK, LIGHT = QColor(20, 20, 20, 220), QColor(255, 255, 255, 235)


class Mark(QGraphicsPathItem):
    """One mark: a path stroked dark and wide, then light and narrow (dashed but for "to")."""

    def __init__(self, path: QPainterPath, square: int, role: Role, width: float) -> None:
        super().__init__(path)
        self.square, self.role = square, role
        self.width = width * 0.6 if role == "flipped" else width
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        # stroked once into Qt's device cache (a mark never moves: it is replaced), not on
        # every repaint
        self.setCacheMode(QGraphicsPathItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(DARK, self.width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.path())
        light = QPen(LIGHT, self.width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        if self.role in ("from", "flipped"):
            light.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(light)
        painter.drawPath(self.path())

    def boundingRect(self) -> QRectF:
        grow = self.width * 1.2
        return self.path().boundingRect().adjusted(-grow, -grow, grow, grow)


def shape(rect: QRectF, role: Role) -> QPainterPath:
    """A ring inside `rect` ("to"; "flipped" is drawn thinner and dashed), a rounded frame
    inside it ("from", dashed) or round it ("placed"), a small ring in the middle ("via")."""
    path = QPainterPath()
    if role == "placed":
        grow = rect.width() * 0.06
        path.addRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 10, 10)
    elif role == "from":
        inset = rect.width() * 0.08
        path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 6, 6)
    elif role in ("to", "flipped"):
        inset = rect.width() * 0.02
        path.addEllipse(rect.adjusted(inset, inset, -inset, -inset))
    else:
        radius = rect.width() * 0.13
        path.addEllipse(QPointF(rect.center()), radius, radius)
    return path


class LastMove:
    """The marks of the last move in a scene, replaced as a whole when it changes."""

    def __init__(self, scene: QGraphicsScene, width: float, z: float) -> None:
        """Marks stroked `width` wide at the height `z`: above the pieces, below the marks of
        the choice being made (they must stay readable over it)."""
        self.scene = scene
        self.width, self.z = width, z
        self.marks: list[Mark] = []
        self.shown: tuple[tuple[int, Role, QRectF], ...] = ()

    def show(self, marks: Sequence[tuple[int, Role, QRectF]]) -> None:
        """Mark these (square, role, its rect); nothing when empty. Unchanged marks stay."""
        wanted = tuple(marks)
        if wanted == self.shown:
            return
        self.clear()
        self.shown = wanted
        for square, role, rect in wanted:
            mark = Mark(shape(rect, role), square, role, self.width)
            mark.setZValue(self.z)
            self.scene.addItem(mark)
            self.marks.append(mark)

    def clear(self) -> None:
        for mark in self.marks:
            self.scene.removeItem(mark)
        self.marks = []
        self.shown = ()

    def at(self, role: Role) -> list[int]:
        """The squares marked in `role`."""
        return [m.square for m in self.marks if m.role == role]
