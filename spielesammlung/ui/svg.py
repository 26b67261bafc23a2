"""One shared SVG renderer per art file: every piece is drawn from vector art, sharp at any size."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtGui import QIcon, QPixmap

from . import paths

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtSvgWidgets import QGraphicsSvgItem


@cache
def renderer(name: str) -> QSvgRenderer:
    """The shared renderer of `resources/art/<name>` (loaded once)."""
    # QtSvg is loaded with the first renderer: the start screen's pictures come from the cache
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer(str(paths.art(name)))


def item(
    name: str, width: float, height: float | None = None, element: str = ""
) -> QGraphicsSvgItem:
    """A scene item showing art `name` (or one element of it) scaled to `width` x `height`."""
    from PySide6.QtSvgWidgets import QGraphicsSvgItem
    from PySide6.QtWidgets import QGraphicsItem

    svg = QGraphicsSvgItem()
    svg.setSharedRenderer(renderer(name))
    if element:
        svg.setElementId(element)
    bounds = svg.boundingRect()
    sx = width / bounds.width()
    sy = (height / bounds.height()) if height is not None else sx
    svg.setTransform(svg.transform().scale(sx, sy))
    svg.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    return svg


def pixmap(name: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """Art rendered into a pixmap for widgets (start screen pictures), HiDPI aware.

    The rendering is kept in the user cache (keyed by the art file and the size), so the start
    screen needs no SVG work after the first start.
    """
    pixels = (int(width * ratio), int(height * ratio))
    source = paths.art(name)
    try:
        stamp = source.stat()
        key = f"{source.stem}-{pixels[0]}x{pixels[1]}-{stamp.st_size}-{int(stamp.st_mtime)}.png"
    except OSError:
        key = ""
    cached = paths.cache() / "art" / key
    image = QPixmap()
    if not key or not image.load(str(cached)):
        from PySide6.QtCore import QRectF, Qt  # only when rendering: usually the cache has it
        from PySide6.QtGui import QPainter

        image = QPixmap(*pixels)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer(name).render(painter, QRectF(0, 0, *pixels))
        painter.end()
        if key:
            cached.parent.mkdir(parents=True, exist_ok=True)
            image.save(str(cached))  # a failed save only costs the next start a rendering
    image.setDevicePixelRatio(ratio)
    return image


def icon() -> QIcon:
    return QIcon(str(paths.resources() / "icons" / "spielesammlung.svg"))
