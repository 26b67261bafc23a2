"""Clickable pieces on a board: `Piece`, the base of the games' cards, tiles, chips and buttons.

A piece is `width` x `height` in its own coordinates, painted by `draw`. It may be clicked (a
callback, run after the event returns or at once), marked with a highlight ring (`paint_ring`),
lifted to the front while hovered, dimmed, and given a hover callback. It repaints only when its
`look` changes (`commit`); while it scales or flips (`begin_motion`/`end_motion`) it paints a
picture rendered once instead of refilling its item cache.
"""

from __future__ import annotations

from collections.abc import Callable
from math import ceil

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

CLICK_MS = 0  # clicks act after the event returns, so a redraw may delete the clicked item


class Piece(QGraphicsItem):
    """A clickable piece with an optional highlight ring and a hover lift.

    `click_ms`: the delay of the click callback (None: run it at once, inside the event)."""

    def __init__(self, width: float, height: float, click_ms: int | None = CLICK_MS) -> None:
        super().__init__()
        self.width = width
        self.height = height
        self.click_ms = click_ms
        self.on_click: Callable[[], None] | None = None
        self.on_hover: Callable[[], None] | None = None  # called when the pointer enters
        self.ring: QColor | None = None  # highlight: legal target, selection
        self.ring_width = 0.0
        self.lift = False  # come to the front while hovered (overlapping cards)
        self.dim = False  # darkened (not a choice while another one is pending)
        self._base_z = 0.0
        self._shown: tuple[object, ...] | None = None  # the look last painted (see `commit`)
        self._sprites: dict[tuple[object, ...], QPixmap] | None = None  # while moving
        self.rest_cache = QGraphicsItem.CacheMode.DeviceCoordinateCache
        self.setAcceptHoverEvents(True)
        self.setCacheMode(self.rest_cache)

    def reset(self) -> None:
        """Back to the plain look before the scene sets this view's marks (no repaint yet)."""
        self.ring = None
        self.ring_width = 0.0
        self.dim = False
        self.lift = False
        self.set_click(None)

    def look(self) -> tuple[object, ...]:
        """What the painting depends on besides the constructor's arguments (hashable: it
        keys the pictures of a piece in motion)."""
        ring = None if self.ring is None else self.ring.rgba()
        return (ring, self.ring_width, self.dim)

    def commit(self) -> None:
        """Repaint (and refill the item cache) only when the look changed since the last paint."""
        look = self.look()
        if look != self._shown:
            self._shown = look
            self.update()

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def boundingRect(self) -> QRectF:
        pad = max(8.0, self.ring_width) + 4
        return self.rect().adjusted(-pad, -pad, pad, pad + 6)

    def set_click(self, on_click: Callable[[], None] | None) -> None:
        if (on_click is None) != (self.on_click is None) or self._shown is None:
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if on_click else Qt.CursorShape.ArrowCursor
            )
        self.on_click = on_click

    def set_ring(self, colour: QColor | None, width: float = 0.0) -> None:
        """Mark the piece (the bounding rect holds any ring); `commit` repaints."""
        self.ring = colour
        self.ring_width = width

    def setZValue(self, z: float) -> None:
        self._base_z = z
        super().setZValue(z)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and event.button() == Qt.MouseButton.LeftButton:
            if self.click_ms is None:
                self.on_click()
            else:
                QTimer.singleShot(self.click_ms, self.on_click)
            event.accept()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.lift:
            QGraphicsItem.setZValue(self, self._base_z + 50)
        if self.on_hover is not None:
            self.on_hover()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.lift:
            QGraphicsItem.setZValue(self, self._base_z)

    def draw(self, painter: QPainter) -> None:
        """Paint the piece in its own coordinates."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._sprites is None:
            self.draw(painter)
            return
        # moving: the item cache would be painted again on every step of a scale or a flip, so
        # the look is rendered once (at the view's resolution) and the picture is transformed
        bounds = self.boundingRect()
        item_scale = self.transform().m22() or 1.0
        pixels = abs(painter.worldTransform().m22() / item_scale)
        pixels *= painter.device().devicePixelRatioF() if painter.device() else 1.0
        key = (self.look(), round(pixels, 3))
        sprite = self._sprites.get(key)
        if sprite is None:
            image = QImage(
                max(1, ceil(bounds.width() * pixels)),
                max(1, ceil(bounds.height() * pixels)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(Qt.GlobalColor.transparent)
            inner = QPainter(image)
            inner.setRenderHints(painter.renderHints())
            inner.scale(pixels, pixels)
            inner.translate(-bounds.x(), -bounds.y())
            self.draw(inner)
            inner.end()
            sprite = self._sprites[key] = QPixmap.fromImage(image)
        painter.drawPixmap(bounds, sprite, QRectF(sprite.rect()))

    def begin_motion(self) -> None:
        """Scale or flip from now on: paint a prerendered picture instead of the item cache."""
        if self._sprites is None:
            self._sprites = {}
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def end_motion(self) -> None:
        if self._sprites is not None:
            self._sprites = None
            self.setCacheMode(self.rest_cache)
            self.update()

    def paint_ring(self, painter: QPainter, radius: float) -> None:
        if self.ring is None:
            return
        glow = QColor(self.ring)
        glow.setAlpha(90)
        r = self.ring_width
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, r * 2.2))
        painter.drawRoundedRect(self.rect().adjusted(-r / 2, -r / 2, r / 2, r / 2), radius, radius)
        painter.setPen(QPen(self.ring, r))
        painter.drawRoundedRect(self.rect().adjusted(-r / 2, -r / 2, r / 2, r / 2), radius, radius)
