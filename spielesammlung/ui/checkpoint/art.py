"""The pieces of Checkpoint Charlie as scene items: cards, clue tiles, chips, markers, buttons.

Every piece is painted from the shared SVG art (`resources/art/checkpoint-*.svg`); a cat card
is composed of layers (fur, clothes, newspaper, sunglasses, hat), one per trait.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
)

from ...games.checkpoint.components import Colour
from ...games.checkpoint.pictures import CAT_ART, CHIP_ART, TRAIT_ART, TRAIT_PICTURES, cat_layers
from ...games.checkpoint.view import ChipView
from .. import renderers
from ..items import Piece
from ..paint import element_in, font, screen_floor
from ..palettes import CHECKPOINT_AGENTS

RATIO = 280 / 200  # card height / width
MIN_TEXT = 18  # scene pixels: 11 px on screen at the default window size (scale 0.61)
CLOSE_LETTERS = 86  # percent: the letter spacing of a name plate that is a little too wide

#: the colour of each agency (agent card background, marker ring)
AGENT_COLOURS = CHECKPOINT_AGENTS.colours
INK = QColor("#2a2a2a")
CREAM = QColor("#f4eddc")
GOLD = QColor("#f2c24a")
LEGAL = QColor("#ffe27a")
MUTED = QColor("#b9c7bd")
SILVER = QColor("#d9dde2")


def agent_art(agent: int) -> str:
    return f"checkpoint-agent-{agent}.svg"


class CardItem(Piece):
    """A cat card, a dog agent card or a card back."""

    def __init__(self, width: float, kind: str, number: int = 0, name: str = "") -> None:
        super().__init__(width, width * RATIO)
        self.kind = kind  # "cat", "agent" or "back"
        self.number = number
        self.name = name
        self.back = kind == "back"  # shows the back (during a flip)

    def reset(self) -> None:
        super().reset()
        self.back = self.kind == "back"

    def look(self) -> tuple[object, ...]:
        return (*super().look(), self.back)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        radius = self.width * 0.07
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(
            rect.translated(self.width * 0.025, self.width * 0.04), radius, radius
        )
        if self.back:
            renderers.renderer(CAT_ART).render(painter, "back", rect)
        elif self.kind == "agent":
            art = agent_art(self.number)
            renderers.renderer(art).render(painter, "card", rect)
            self._head(painter, art)
        else:
            renderer = renderers.renderer(CAT_ART)
            for layer in cat_layers(self.number):
                renderer.render(painter, layer, rect)
        if not self.back and self.name:
            self._name_plate(painter)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 26, 120))
            painter.drawRoundedRect(rect, radius, radius)
        self.paint_ring(painter, radius)

    def _name_plate(self, painter: QPainter) -> None:
        """The name on the card's plate; on a small card (five players) on a band as high as
        a readable font needs over the plate, a long name by its last word, its letters set
        closer if that is still too wide (cut short with "…" only if even that does not fit)."""
        face = font(max(MIN_TEXT, self.height * 0.072, screen_floor(painter)), bold=True)
        metrics = QFontMetricsF(face)
        banner = QRectF(0, self.height * 0.861, self.width, self.height * 0.111)
        if metrics.height() > banner.height() + 2:
            banner = QRectF(0, banner.center().y() - metrics.height() / 2, self.width, 0)
            banner.setHeight(metrics.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(27, 19, 10, 225))
            painter.drawRect(banner)
        room = self.width - 4
        words = self.name
        if metrics.horizontalAdvance(words) > room:  # too long: the last name alone ("Britton")
            words = words.split()[-1]
        if metrics.horizontalAdvance(words) > room:  # still: closer letters, then cut short
            face.setLetterSpacing(QFont.SpacingType.PercentageSpacing, CLOSE_LETTERS)
            metrics = QFontMetricsF(face)
            words = metrics.elidedText(words, Qt.TextElideMode.ElideRight, room)
        painter.setPen(CREAM)
        painter.setFont(face)
        painter.drawText(banner, Qt.AlignmentFlag.AlignCenter, words)

    def _head(self, painter: QPainter, art: str) -> None:
        renderer = renderers.renderer(art)
        bounds = renderer.boundsOnElement("head")
        scale = self.width / 200
        renderer.render(
            painter,
            "head",
            QRectF(
                bounds.x() * scale,
                bounds.y() * scale,
                bounds.width() * scale,
                bounds.height() * scale,
            ),
        )


class TileItem(Piece):
    """A clue tile: one side up, face down (hidden), or both sides (side not chosen yet)."""

    def __init__(self, size: float, tile: int | None, side: int | None) -> None:
        super().__init__(size, size)
        self.tile = tile
        self.side = side

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer = renderers.renderer(TRAIT_ART)
        rect = self.rect()
        if self.tile is None:
            renderer.render(painter, "tile-back", rect)
        else:
            renderer.render(painter, "tile", rect)
            inset = self.width * 0.1
            inner = rect.adjusted(inset, inset, -inset, -inset)
            if self.side is None:
                half = inner.width() / 2
                left = QRectF(inner.x(), inner.y() + half / 2, half, half)
                element_in(painter, TRAIT_ART, TRAIT_PICTURES[self.tile][0], left)
                element_in(
                    painter, TRAIT_ART, TRAIT_PICTURES[self.tile][1], left.translated(half, 0)
                )
            else:
                element_in(painter, TRAIT_ART, TRAIT_PICTURES[self.tile][self.side], inner)
        self.paint_ring(painter, self.width * 0.16)


class ChipItem(Piece):
    """A score chip: its colour's shape and symbol; its value where the viewer knows it."""

    def __init__(self, size: float, chip: ChipView) -> None:
        super().__init__(size, size)
        self.chip = chip

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chip_image(painter, self.rect(), self.chip.colour, self.chip.value, self.chip)
        self.paint_ring(painter, self.width / 2)


def chip_image(
    painter: QPainter,
    rect: QRectF,
    colour: Colour,
    value: int | None = None,
    chip: ChipView | None = None,
) -> None:
    """A chip of `colour` in `rect`; with a value badge and its Café Adler or Stasi mark."""
    renderer = renderers.renderer(CHIP_ART)
    renderer.render(painter, colour.value, rect)
    size = rect.width()
    if chip is not None and chip.stasi:
        renderer.render(
            painter, "stasi", rect.adjusted(size * 0.2, size * 0.2, -size * 0.2, -size * 0.2)
        )
    if chip is not None and chip.adler:
        badge = QRectF(rect.x() - size * 0.08, rect.y() - size * 0.08, size * 0.46, size * 0.46)
        renderer.render(painter, "adler", badge)
    if value is None:
        return
    words = f"{value:+d}" if value < 0 else str(value)
    face = font(max(MIN_TEXT, size * 0.42, screen_floor(painter)), bold=True)
    metrics = QFontMetricsF(face)
    across = max(size * 0.62, metrics.height() * 0.95, metrics.horizontalAdvance(words) * 1.15)
    if across > size * 0.8:  # a tiny chip on screen: the value is in its tooltip and the words
        return
    badge = QRectF(rect.right() - across * 0.9, rect.bottom() - across * 0.9, across, across)
    painter.setPen(QPen(INK, size * 0.05))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(badge)
    painter.setPen(INK)
    painter.setFont(face)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, words)


def chip_values_painted(size: float, smallest: float) -> bool:
    """Whether a chip `size` wide shows its value where 11 px on screen is `smallest` scene px
    (as `chip_image` decides it)."""
    face = font(max(MIN_TEXT, size * 0.42, smallest), bold=True)
    metrics = QFontMetricsF(face)
    return max(size * 0.62, metrics.height() * 0.95, metrics.horizontalAdvance("-1") * 1.15) <= (
        size * 0.8
    )


def value_chip_size(least: float, smallest: float) -> float:
    """The size of a chip, at least `least`, large enough to show its value in words of 11 px
    on screen (`smallest` scene px, a pixel more: the board takes a smaller size than that only
    once it is smaller by a whole pixel)."""
    size = least
    while not chip_values_painted(size, smallest + 1) and size < 4 * least:
        size += 2
    return size


class MarkerItem(Piece):
    """An agent's marker: the dog's head on a disc in the agency's colour."""

    def __init__(self, size: float, agent: int) -> None:
        super().__init__(size, size)
        self.agent = agent
        self.ring_colour = QColor(AGENT_COLOURS[agent])

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        size = self.width
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(rect.translated(size * 0.03, size * 0.06))
        painter.setPen(QPen(QColor("#1a1a1a"), size * 0.04))
        painter.setBrush(self.ring_colour)
        painter.drawEllipse(rect)
        painter.setBrush(QColor("#efe6cf"))
        inner = rect.adjusted(size * 0.1, size * 0.1, -size * 0.1, -size * 0.1)
        painter.drawEllipse(inner)
        clip = QPainterPath()
        clip.addEllipse(inner)
        painter.setClipPath(clip)
        element_in(painter, agent_art(self.agent), "head", inner.adjusted(2, 2, -2, 0))
        painter.setClipping(False)
        self.paint_ring(painter, size / 2)


def fits(face: QFont, words: str, width: float, height: float) -> bool:
    """True when `words` in `face` fit in a box of `width` and `height`."""
    metrics = QFontMetricsF(face)
    return metrics.horizontalAdvance(words) <= width * 0.9 - 4 and metrics.height() <= height + 4


class Button(Piece):
    """A button drawn on the table."""

    def __init__(self, text: str, height: float, primary: bool = True) -> None:
        self.text = text
        self.primary = primary
        self.hover = False
        probe = font(max(MIN_TEXT, height * 0.42), bold=True)
        width = QFontMetricsF(probe).horizontalAdvance(text) + height * 1.1
        super().__init__(width, height)
        self.rest_cache = QGraphicsItem.CacheMode.NoCache
        self.setCacheMode(self.rest_cache)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.update()

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        radius = self.height / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(0, 3), radius, radius)
        fill = QColor("#f2c24a") if self.primary else QColor("#33463f")
        if self.hover:
            fill = fill.lighter(115)
        painter.setPen(QPen(QColor("#1b130a") if self.primary else CREAM, 2))
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QColor("#1b130a") if self.primary else CREAM)
        painter.setFont(font(max(MIN_TEXT, self.height * 0.42), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
        self.paint_ring(painter, radius)


class ChipIcon(Piece):
    """A chip of a colour, without a value (supply, awards)."""

    def __init__(self, size: float, colour: Colour) -> None:
        super().__init__(size, size)
        self.colour = colour

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chip_image(painter, self.rect(), self.colour)


class Emblem(Piece):
    """One element of an art file as a small picture."""

    def __init__(self, size: float, art: str, element: str) -> None:
        super().__init__(size, size)
        self.art = art
        self.element = element

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        element_in(painter, self.art, self.element, self.rect())
