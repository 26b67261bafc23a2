"""What Allianz draws with: its art files, its colours, the piece items and the background."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .. import svg
from .layout import PIECE

#: Party colours (A-D) for lines drawn on the board; the art carries the same colours.
COLOURS = ("#c8322b", "#2c62b8", "#e9b51f", "#ece6d6")
OLIVE, OLIVE_DARK = QColor("#a19d4a"), QColor("#6f6b2a")
CHOICE_COLOURS = ("#ffd23f", "#35d0ff", "#ff6f91", "#9dff6a", "#c49bff", "#ff9f43")
GOLD = QColor("#ffd23f")


def piece_art(party: int) -> str:
    return f"allianz-piece-{'abcd'[party]}.svg"


def castle_art(party: int) -> str:
    return f"allianz-castle-{'abcd'[party]}.svg"


def choice_colour(index: int) -> QColor:
    """The colour of the index-th candidate chain."""
    return QColor(CHOICE_COLOURS[index % len(CHOICE_COLOURS)])


def piece(party: int) -> QGraphicsSvgItem:
    """A party's piece (its picture is cached by the sprite service: it only moves and fades)."""
    return svg.item(piece_art(party), PIECE)


class Backdrop(QGraphicsItem):
    """A picture that never changes, painted once per device size into one image."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        super().__init__()
        self.rect = rect
        self.draw = draw
        self.key: tuple[float, ...] = ()
        self.image = QImage()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect

    def refresh(self) -> None:
        """Paint the picture anew (its texts changed)."""
        self.key = ()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        device = painter.deviceTransform()
        if device.type().value > QTransform.TransformationType.TxScale.value:
            self.draw(painter)  # turned or sheared: no picture of that
            return
        ratio = painter.device().devicePixelRatioF()
        bounds = device.mapRect(self.rect)  # in device pixels
        x, y = _origin(bounds.left(), ratio), _origin(bounds.top(), ratio)
        key = (device.m11(), device.m22(), device.dx() - x, device.dy() - y, ratio)
        if key != self.key:
            self.image = QImage(
                round(bounds.width()) + 2 + round(bounds.left()) - 1 - x,  # as Qt's item caches
                round(bounds.height()) + 2 + round(bounds.top()) - 1 - y,
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            self.image.setDevicePixelRatio(ratio)  # strokes and art come out as painted directly
            self.image.fill(0)
            inner = QPainter(self.image)
            inner.setRenderHints(painter.renderHints())
            inner.setTransform(
                painter.worldTransform() * QTransform.fromTranslate(-x / ratio, -y / ratio)
            )
            self.draw(inner)
            inner.end()
            self.image.setDevicePixelRatio(1.0)  # drawn 1:1 in device pixels
            self.key = key
        painter.save()
        painter.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))
        painter.drawImage(QPointF(x, y), self.image)
        painter.restore()


def _origin(edge: float, ratio: float) -> int:
    """The device pixel where a picture starts: just before `edge`, on a whole logical pixel
    where it can (a picture shifted by half a logical pixel paints its art differently)."""
    pixel = round(edge) - 1
    logical = math.floor(pixel / ratio) * ratio
    return round(logical) if logical == round(logical) else pixel
