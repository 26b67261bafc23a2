"""One shared SVG renderer per art file: every piece is drawn from vector art, sharp at any size."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage, QPixmap

from . import paths

if TYPE_CHECKING:
    from PySide6.QtSvgWidgets import QGraphicsSvgItem


def item(
    name: str, width: float, height: float | None = None, element: str = ""
) -> QGraphicsSvgItem:
    """A scene item showing art `name` (or one element of it) scaled to `width` x `height`.

    It is a `QGraphicsSvgItem` painted from the sprite cache (`ui/sprites.py`): rendered once per
    device pixel size, then kept in the item's device cache and blitted."""
    from .renderers import renderer
    from .sprites import SvgItem

    svg = SvgItem()
    svg.setSharedRenderer(renderer(name))
    if element:
        svg.setElementId(element)
    bounds = svg.boundingRect()
    sx = width / bounds.width()
    sy = (height / bounds.height()) if height is not None else sx
    svg.setTransform(svg.transform().scale(sx, sy))
    return svg


def see_through(name: str, width: float) -> QGraphicsSvgItem:
    """Art as `item` makes it, but painted directly, not from the sprite cache: seen through
    (a ghost), each of its layers stays translucent on its own, as a cached picture would not."""
    from PySide6.QtGui import QTransform
    from PySide6.QtSvgWidgets import QGraphicsSvgItem
    from PySide6.QtWidgets import QGraphicsItem

    from .renderers import renderer

    svg = QGraphicsSvgItem()
    svg.setSharedRenderer(renderer(name))
    scale = width / svg.boundingRect().width()
    svg.setTransform(QTransform.fromScale(scale, scale))
    svg.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    return svg


def pixmap(name: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """Art rendered into a pixmap for widgets (start screen pictures), HiDPI aware.

    The rendering is kept in the user cache (keyed by the art file and the size), so the start
    screen needs no SVG work after the first start. The cache holds the raw pixels: they load
    without decoding (a PNG of a cover took ~1.5 ms to decode, on every start).
    """
    pixels = (int(width * ratio), int(height * ratio))
    source = paths.art(name)
    try:
        stamp = source.stat()
        key = f"{source.stem}-{pixels[0]}x{pixels[1]}-{stamp.st_size}-{int(stamp.st_mtime)}.argb"
    except OSError:
        key = ""
    cached = paths.cache() / "art" / key
    result = _load_pixels(cached, *pixels) if key else None
    if result is None:
        from PySide6.QtCore import QRectF, Qt  # only when rendering: usually the cache has it
        from PySide6.QtGui import QPainter

        from .renderers import renderer

        image = QImage(*pixels, _FORMAT)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer(name).render(painter, QRectF(0, 0, *pixels))
        painter.end()
        if key:
            try:
                cached.parent.mkdir(parents=True, exist_ok=True)
                cached.write_bytes(bytes(image.constBits()))
            except OSError:
                pass  # a failed save only costs the next start a rendering
        result = QPixmap.fromImage(image)
    result.setDevicePixelRatio(ratio)
    return result


_FORMAT = QImage.Format.Format_ARGB32_Premultiplied  # 4 bytes a pixel, no padding of lines


def _load_pixels(path: Path, width: int, height: int) -> QPixmap | None:
    """The cached pixels as a pixmap, or None when the file is missing or incomplete."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) != width * height * 4:
        return None
    # the pixmap takes a copy of the pixels while `data` still holds them
    return QPixmap.fromImage(QImage(data, width, height, width * 4, _FORMAT))
