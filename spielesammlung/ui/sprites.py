"""Art rendered once per device pixel size into cached pixmaps: sharp at any scale, and fast.

`SpriteItem` shows an SVG file (or one element of it) in a rect of the scene; `CachedItem` is
the base for any item whose painting is costly (a whole board, a card of eight layers): its
`draw(painter)` runs once per device size into a pixmap, every repaint after that is one blit.

How it stays sharp: at paint time the item asks the painter how large its rect is in device
pixels (the view's scale times the screen's device pixel ratio, read from the paint device, so
a move to another screen re-renders). The pixmap is rendered at exactly that size, with the
item's sub-pixel offset baked in (to 1/8 pixel), and drawn 1:1 at a whole device pixel: the
picture equals direct painting up to rounding. A resize of the view re-renders once.

How animations keep it cheap: the item's own transform (a flip's x-scale, a pop's scale) and
its opacity are not part of the size, so the cached pixmap is reused (drawn scaled) while it
runs; a translation only picks another of at most 64 sub-pixel variants.

The cache is one LRU of at most `BUDGET` bytes, keyed by the content key and the device
geometry, so equal cards share one pixmap. It holds the renderings of the board on screen (its
pieces, cards and panels at the view's present size; a resize or an animation adds variants, the
least recently used go first). `clear()` empties it: the board view calls it when a board leaves
(the game closed or another begun), so a closed game keeps no pixmaps. (A language switch does
not clear it: give items that contain text a key that holds the language.)

An `SvgItem` (what `svg.item` makes) keeps its picture in Qt's device cache as well (one per
item, in `QPixmapCache`): a repaint blits it there without calling Python.

`Backdrop` is a whole static picture (a board's scenery, a table) kept in one image of its own.
"""

from __future__ import annotations

import atexit
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import renderers, text_size

BUDGET = 32 * 1024 * 1024  # bytes at most (a board at 2560x1600 device pixels: 0-1.6 MB)
STEPS = 64  # sub-pixel positions per device pixel (fewer: edges differ from direct painting)
_SCALE = QTransform.TransformationType.TxScale.value  # translation and scaling at most

_cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
_used = 0


def clear() -> None:
    """Forget every cached rendering (they are made again when next painted)."""
    global _used
    _cache.clear()
    _used = 0


# Pixmaps must go while the application still exists: at interpreter exit, module globals are
# freed after QApplication, and a pixmap freed then can crash the process.
atexit.register(clear)
text_size.on_change(clear)  # boards' pictures hold words


def cached(key: Hashable, make: Callable[[], QPixmap]) -> QPixmap:
    """The pixmap under `key`, made by `make()` when missing; the least recently used go first
    once the budget is full."""
    global _used
    pixmap = _cache.get(key)
    if pixmap is not None:
        _cache.move_to_end(key)
        return pixmap
    pixmap = make()
    size = pixmap.width() * pixmap.height() * 4
    _cache[key] = pixmap
    _used += size
    while _used > BUDGET and len(_cache) > 1:
        _, old = _cache.popitem(last=False)
        _used -= old.width() * old.height() * 4
    return pixmap


class CachedItem(QGraphicsItem):
    """An item of a fixed rect whose `draw` is rendered once per device geometry.

    Subclasses implement `draw(painter)` (item coordinates, inside `rect`) and `content_key()`
    (what the drawing depends on: equal keys share pixmaps); call `changed()` when the content
    changes (a new key makes a new pixmap; the old one ages out of the cache).
    """

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)

    # -- for subclasses -----------------------------------------------------------------------
    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    def content_key(self) -> Hashable:
        return id(self)

    def changed(self) -> None:
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    # -- QGraphicsItem ------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        paint_cached(self, painter, self.rect, self.content_key(), self.draw)


def animated_scale(item: QGraphicsItem) -> tuple[float, float]:
    """The item's own animated scale: `scale()` times the x and y of its `QGraphicsScale`s."""
    from PySide6.QtWidgets import QGraphicsScale

    x = y = item.scale()
    for step in item.transformations():
        if isinstance(step, QGraphicsScale):
            x, y = x * step.xScale(), y * step.yScale()
    return x, y


def paint_cached(
    item: QGraphicsItem,
    painter: QPainter,
    rect: QRectF,
    key: Hashable,
    draw: Callable[[QPainter], None],
) -> None:
    """Paint `draw` (item coordinates, inside `rect`) from a pixmap cached under `key` and the
    device geometry; direct painting when the view is rotated or the size is absurd."""
    world = painter.worldTransform()
    ax, ay = animated_scale(item)
    if rect.isEmpty() or ax == 0 or ay == 0:
        return
    if world.type().value > _SCALE or world.m11() <= 0:
        draw(painter)  # rotated or mirrored: paint directly
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    sx, sy = world.m11() * ratio / abs(ax), world.m22() * ratio / abs(ay)
    width, height = rect.width() * sx, rect.height() * sy
    if width < 1 or height < 1 or width * height > 40_000_000:
        draw(painter)
        return
    plain = ax == ay == 1.0 and item.rotation() == 0
    fx = fy = 0.0
    corner = QPointF()
    if plain:  # bake the sub-pixel offset in, draw 1:1 at a whole device pixel
        corner = world.map(rect.topLeft()) * ratio
        fx = round((corner.x() - math.floor(corner.x())) * STEPS) / STEPS
        fy = round((corner.y() - math.floor(corner.y())) * STEPS) / STEPS
    full = (key, round(width * STEPS), round(height * STEPS), round(fx * STEPS), round(fy * STEPS))
    area = QRectF(rect)
    pixmap = cached(full, lambda: _render(draw, area, sx, sy, fx % 1.0, fy % 1.0, ratio))
    if plain:
        x = math.floor(corner.x()) + (1 if fx >= 1 else 0)
        y = math.floor(corner.y()) + (1 if fy >= 1 else 0)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(x / ratio, y / ratio), pixmap)
        painter.restore()
    else:  # animated by its own scale: the cached pixmap, drawn scaled
        target = QRectF(rect.x(), rect.y(), pixmap.width() / sx, pixmap.height() / sy)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


def _render(
    draw: Callable[[QPainter], None],
    rect: QRectF,
    sx: float,
    sy: float,
    fx: float,
    fy: float,
    ratio: float,
) -> QPixmap:
    width = math.ceil(rect.width() * sx + fx)
    height = math.ceil(rect.height() * sy + fy)
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    painter.translate(fx, fy)
    painter.scale(sx, sy)
    painter.translate(-rect.x(), -rect.y())
    draw(painter)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


class SpriteItem(CachedItem):
    """SVG art (or one element of it) filling `width` x `height` of the scene, as `svg.item`
    does, but drawn from a pixmap rendered once per device size. `set_art` swaps the art."""

    def __init__(
        self,
        art: str,
        width: float,
        height: float | None = None,
        element: str = "",
        parent: QGraphicsItem | None = None,
    ) -> None:
        self.art, self.element = art, element
        if height is None:
            bounds = self._bounds()
            height = width * bounds.height() / bounds.width()
        super().__init__(QRectF(0, 0, width, height), parent)

    def _bounds(self) -> QRectF:
        renderer = renderers.renderer(self.art)
        return renderer.boundsOnElement(self.element) if self.element else renderer.viewBoxF()

    def set_art(self, art: str, element: str = "") -> None:
        if (art, element) != (self.art, self.element):
            self.art, self.element = art, element
            self.update()

    def content_key(self) -> Hashable:
        return ("svg", self.art, self.element, self.rect.width(), self.rect.height())

    def draw(self, painter: QPainter) -> None:
        renderer = renderers.renderer(self.art)
        if self.element:
            renderer.render(painter, self.element, self.rect)
        else:
            renderer.render(painter, self.rect)


class PaintedItem(CachedItem):
    """A costly painting (`paint_fn(painter)` in item coordinates within `rect`) cached per
    device size; `key` names the content (change it with `set_key` when the content changes)."""

    def __init__(
        self,
        rect: QRectF,
        paint_fn: Callable[[QPainter], None],
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.paint_fn = paint_fn
        self.key = key if key is not None else ("painted", id(self))

    def set_key(self, key: Hashable) -> None:
        if key != self.key:
            self.key = key
            self.update()

    def content_key(self) -> Hashable:
        return self.key

    def draw(self, painter: QPainter) -> None:
        self.paint_fn(painter)


class SvgItem(QGraphicsSvgItem):
    """What `svg.item` returns: a `QGraphicsSvgItem` (shared renderer, element id, sized by its
    transform) whose painting comes from the sprite cache.

    Qt keeps its picture in the item's device cache: a repaint blits it without calling Python
    (a board of 84 pieces: about 8 ms less a repaint at scale 1); Qt paints it anew when the
    item moves or the view scales."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint_direct(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Painted without the cache (for a backdrop: the view caches its background itself)."""
        QGraphicsSvgItem.paint(self, painter, option, widget)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        renderer = self.renderer()
        element = self.elementId()
        rect = self.boundingRect()
        key = ("svgitem", id(renderer), element, rect.x(), rect.y(), rect.width(), rect.height())

        def draw(p: QPainter) -> None:
            if element:
                renderer.render(p, element, rect)
            else:
                renderer.render(p, rect)

        paint_cached(self, painter, rect, key, draw)


class Backdrop(QGraphicsItem):
    """A picture that never changes, painted once per device size into one image.

    Unlike `PaintedItem` the image is the item's own (not in the shared cache) and starts on a
    whole logical pixel where it can; `refresh()` paints it anew (its texts changed)."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        super().__init__()
        self.rect = rect
        self.draw = draw
        self.key: tuple[float, ...] = ()
        self.image = QImage()

    def boundingRect(self) -> QRectF:
        return self.rect

    def refresh(self) -> None:
        """Paint the picture anew (its texts changed)."""
        self.key = ()
        self.update()

    def paint_direct(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Painted into a view's background (`BoardUi.set_backdrop`), which keeps the picture:
        the same pixels as in the scene, and no second copy kept here."""
        self.paint(painter, option, widget)
        self.image = QImage()
        self.key = ()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        ratio = painter.device().devicePixelRatioF()
        # Device pixels of the world, not painter.deviceTransform(): that also holds the offset
        # of a widget painted into its window (the view below the menu bar), which the picture
        # would lose off its top and left edges.
        device = painter.worldTransform() * QTransform.fromScale(ratio, ratio)
        if device.type().value > QTransform.TransformationType.TxScale.value:
            self.draw(painter)  # turned or sheared: no picture of that
            return
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
