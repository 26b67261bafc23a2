"""Text and shape helpers shared by the boards: fonts, labels, rounded panels, art in a rect.

Scene items (`text_item`, `text_block`, `rounded_item`) and painter calls (`rounded`, `label`,
`art_in`, `element_in`) draw the same shapes; a game picks what fits its scene. Sizes are scene
units (pixels of the board's own coordinate system).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from . import renderers, text_size


def font(pixels: float, bold: bool = False, italic: bool = False, family: str = "") -> QFont:
    """A font `pixels` high for the default text size (rounded, at least 1), times the text
    size setting (text_size.board_factor); the application's family unless named."""
    result = QFont(family) if family else QFont()
    result.setPixelSize(max(1, round(pixels * text_size.board_factor())))
    result.setBold(bold)
    if italic:
        result.setItalic(True)
    return result


def screen_floor(p: QPainter) -> float:
    """The size for `font` that comes out 11 px on the device `p` paints for (its transform
    holds the view's scale; half a pixel more for the rounding in `font`)."""
    device = p.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = math.sqrt(abs(p.worldTransform().determinant())) / ratio
    return (text_size.MIN_BOARD_TEXT / max(scale, 0.01) + 0.5) / text_size.board_factor()


def fitted_size(
    words: str, pixels: int, width: float, bold: bool = False, smallest: int = 8, step: int = 1
) -> int:
    """The largest size from `pixels` down to `smallest` at which `words` fit in `width`."""
    while pixels > smallest and QFontMetricsF(font(pixels, bold)).horizontalAdvance(words) > width:
        pixels -= step
    return pixels


def wrap_lines(words: str, face: QFont, width: float) -> str:
    """`words` in lines of at most `width` in `face`, broken between words (a single word
    wider than that cut short with "…")."""
    metrics = QFontMetricsF(face)
    lines: list[str] = []
    for word in words.split():
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    elide = Qt.TextElideMode.ElideRight
    return "\n".join(metrics.elidedText(line, elide, width) for line in lines)


def text_item(
    words: str, pixels: float, colour: QColor, bold: bool = False, width: float = 0.0
) -> QGraphicsSimpleTextItem:
    """A one-line text item, elided to `width` when given."""
    face = font(pixels, bold)
    if width:
        words = QFontMetricsF(face).elidedText(words, Qt.TextElideMode.ElideRight, width)
    item = QGraphicsSimpleTextItem(words)
    item.setFont(face)
    item.setBrush(QBrush(colour))
    return item


def text_block(
    words: str,
    pixels: float,
    colour: QColor,
    width: float,
    bold: bool = False,
    centre: bool = False,
) -> QGraphicsTextItem:
    """A text item wrapped to `width` (centred lines when `centre`)."""
    block = QGraphicsTextItem()
    block.setDefaultTextColor(colour)
    block.setFont(font(pixels, bold))
    block.setTextWidth(width)
    block.setPlainText(words)
    if centre:
        option = block.document().defaultTextOption()
        option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        block.document().setDefaultTextOption(option)
    return block


def rounded_path(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def rounded_item(
    rect: QRectF, radius: float, fill: QColor | QBrush | None, pen: QPen | None = None
) -> QGraphicsPathItem:
    """A rounded panel as a scene item (no outline when `pen` is None)."""
    item = QGraphicsPathItem(rounded_path(rect, radius))
    item.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
    return item


def rounded(
    p: QPainter,
    rect: QRectF,
    fill: QColor | QBrush | None,
    edge: QColor | None = None,
    width: float = 0.0,
    radius: float = 10.0,
    dashed: bool = False,
) -> None:
    """A rounded panel painted with `p` (outline `edge` of `width`, dashed if asked)."""
    p.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    pen = QPen(edge, width) if edge is not None else QPen(Qt.PenStyle.NoPen)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawRoundedRect(rect, radius, radius)


def label(
    p: QPainter,
    rect: QRectF,
    words: str,
    face: QFont,
    colour: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    outline: QColor | None = None,
    smallest: int = 8,
) -> None:
    """`words` in `rect` with `p`, the font shrunk until the line fits the width; with `outline`
    the text is stroked first (centred)."""
    face = QFont(face)
    while (
        QFontMetricsF(face).horizontalAdvance(words) > rect.width() and face.pixelSize() > smallest
    ):
        face.setPixelSize(face.pixelSize() - 1)
    if outline is None:
        p.setFont(face)
        p.setPen(colour)
        p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), words)
        return
    metrics = QFontMetricsF(face)
    x = rect.center().x() - metrics.horizontalAdvance(words) / 2
    y = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
    path = QPainterPath()
    path.addText(x, y, face, words)
    p.strokePath(path, QPen(outline, max(2.0, face.pixelSize() / 8)))
    p.fillPath(path, colour)


def fitted_rect(width: float, height: float, target: QRectF) -> QRectF:
    """A `width` x `height` box scaled to fit `target`, centred, keeping its proportions."""
    scale = min(target.width() / width, target.height() / height)
    result = QRectF(0, 0, width * scale, height * scale)
    result.moveCenter(target.center())
    return result


def art_in(p: QPainter, art: str, target: QRectF, keep: bool = True, opacity: float = 1.0) -> None:
    """The whole of `art` painted into `target` (centred, proportions kept unless `keep` False)."""
    renderer = renderers.renderer(art)
    if keep:
        box = renderer.viewBoxF()
        target = fitted_rect(box.width(), box.height(), target)
    if opacity != 1.0:
        p.save()
        p.setOpacity(p.opacity() * opacity)
        renderer.render(p, target)
        p.restore()
    else:
        renderer.render(p, target)


def element_in(p: QPainter, art: str, element: str, target: QRectF) -> None:
    """One element of `art` painted into `target`, centred, keeping its proportions."""
    renderer = renderers.renderer(art)
    bounds = renderer.boundsOnElement(element)
    renderer.render(p, element, fitted_rect(bounds.width(), bounds.height(), target))
