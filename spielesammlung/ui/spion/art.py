"""Painting helpers for Spion & Spion: colours, texts, badges, art in boxes, cards, spy pieces."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...games.spion.model import COLOURS, Card, Trap, ZoffCard
from .. import paint
from ..i18n import say
from ..paint import art_in as art
from ..sprites import Backdrop
from .layout import SPY_H, SPY_W
from .texts import CARD_NAMES, LETTERS

INK = QColor("#2b2118")
PAPER = QColor("#efe4c8")
RED = QColor("#b3261e")
GOLD = QColor("#ffd23f")
WHITE = QColor("#ffffff")
NONE = Qt.PenStyle.NoPen
CARD_FACES = {
    Card.FAHR: "2",
    Card.FLITZ: "3",
    Card.DUES: "4",
    Card.GAEHN: "0",
    Card.SCHECK: "+3",
    Card.SCHLUCHZ: "B ↩",
}
CARD_PICTURES = {Card.LECHZ: "spion-spy-grau.svg", Card.ANSICHT: "spion-alfred.svg"}


class Style:
    """A colour's look: fill, text and accent, and its badge (the accent is never the only mark)."""

    def __init__(self, fill: str, text: str, accent: str, badge: tuple[str, str, str]) -> None:
        self.fill, self.text, self.accent = QColor(fill), QColor(text), QColor(accent)
        self.badge_fill, self.badge_edge, self.badge_text = (QColor(c) for c in badge)


STYLES = (
    Style("#1f1f1f", "#f4f1e8", "#8a8a8a", ("#f4f1e8", "#111111", "#111111")),
    Style("#f7f5ef", "#1b1b1b", "#9a968c", ("#111111", "#111111", "#ffffff")),
    Style("#1f1f1f", "#f4f1e8", "#d8312c", ("#f4f1e8", "#d8312c", "#111111")),
    Style("#f7f5ef", "#1b1b1b", "#2a64c8", ("#2a64c8", "#111111", "#ffffff")),
)


def alpha(colour: QColor, value: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(value)
    return result


def spy_art(colour: int | None) -> str:
    return f"spion-spy-{COLOURS[colour]}.svg" if colour is not None else "spion-spy-grau.svg"


def bazong_art(colour: int) -> str:
    return "spion-bazong-black.svg" if colour % 2 == 0 else "spion-bazong-white.svg"


def trap_art(trap: Trap) -> str:
    return f"spion-trap-{trap.value}.svg"


def zoff_art(card: ZoffCard | None) -> str:
    return f"spion-zoff-{card.value.lower()}.svg" if card is not None else "spion-zoff-back.svg"


MIN_TEXT = 13  # scene pixels: 11 px on screen at the default window size (scale 0.89)


def font(size: float, bold: bool = True, italic: bool = False) -> QFont:
    return paint.font(size, bold, italic, family="DejaVu Sans")


def label(
    p: QPainter,
    rect: QRectF,
    string: str,
    size: float,
    colour: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = True,
    italic: bool = False,
    outline: QColor | None = None,
    readable: bool = True,
) -> None:
    """A text in `rect`, shrunk until it fits the width (outlined: centred), never below
    `MIN_TEXT`; `readable` words (not a badge's letters) stay 11 px on the screen they are
    painted for: where one line is too long they take two (if `rect` is high enough, broken
    between words only), then a regular weight instead of bold; only where nothing of that
    fits do they shrink (a small window: the board has no room for them)."""
    smallest = max(MIN_TEXT, paint.screen_floor(p) if readable else 0.0)
    if outline is None and not _fits(font(smallest, bold, italic), string, rect.width()):
        flags = int(align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        narrow = _legible(p, rect, string, bold, italic)
        if narrow is not None:
            p.setFont(narrow)
            p.setPen(colour)
            p.drawText(rect, flags, string)
            return
        smallest = MIN_TEXT
    face = font(max(size, smallest), bold, italic)
    paint.label(p, rect, string, face, colour, align, outline, smallest=font(smallest).pixelSize())


def legible(p: QPainter, rect: QRectF, string: str, bold: bool = True) -> bool:
    """Whether `label` can paint `string` in `rect` without shrinking it below 11 px."""
    return _fits(font(max(MIN_TEXT, paint.screen_floor(p)), bold), string, rect.width()) or (
        _legible(p, rect, string, bold, False) is not None
    )


def _legible(p: QPainter, rect: QRectF, string: str, bold: bool, italic: bool) -> QFont | None:
    """The font at the smallest readable size (bold first, then regular) in which `string`
    fits `rect` on one line or on lines broken between words; None where none does."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    for weight in dict.fromkeys((bold, False)):
        face = font(max(MIN_TEXT, paint.screen_floor(p)), weight, italic)
        if _fits(face, string, rect.width()) or _wraps(face, string, rect, flags):
            return face
    return None


def _wraps(face: QFont, string: str, rect: QRectF, flags: int) -> bool:
    """Whether `string` fits `rect` in lines broken between words (no word wider than it)."""
    metrics = QFontMetricsF(face)
    if " " not in string or any(
        metrics.horizontalAdvance(w) > rect.width() for w in string.split()
    ):
        return False
    return metrics.boundingRect(rect, flags, string).height() <= rect.height() + 2


def _fits(face: QFont, string: str, width: float) -> bool:
    return QFontMetricsF(face).horizontalAdvance(string) <= width


def shape_path(colour: int, centre: QPointF, r: float) -> QPainterPath:
    """The badge shape of a colour: circle, square, diamond, hexagon (as on the spies' coats)."""
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if colour == 0:
        path.addEllipse(centre, r, r)
        return path
    if colour == 1:
        path.addRoundedRect(QRectF(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8), 3, 3)
        return path
    corners = 4 if colour == 2 else 6
    turn = -math.pi / 2 if colour == 2 else 0.0
    for k in range(corners):
        angle = turn + 2 * math.pi * k / corners
        point = QPointF(x + r * math.cos(angle), y + r * math.sin(angle))
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


def badge(p: QPainter, colour: int, centre: QPointF, r: float) -> None:
    """A colour's badge: its shape in its colours with its letters."""
    style = STYLES[colour]
    p.setBrush(style.badge_fill)
    p.setPen(QPen(style.badge_edge, 2))
    p.drawPath(shape_path(colour, centre, r))
    letters = say(LETTERS[colour])
    box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    size = r * (1.1 if len(letters) == 1 else 0.8)
    label(p, box, letters, size, style.badge_text, readable=False)  # (the shape says it too)


def disc(
    p: QPainter, centre: QPointF, r: float, fill: QColor, edge: QColor, dashed: bool = False
) -> None:
    pen = QPen(edge, 2)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(fill)
    p.drawEllipse(centre, r, r)


def burst(p: QPainter, centre: QPointF, r: float) -> None:
    """The yellow star of a Zoff."""
    path = QPainterPath()
    for k in range(16):
        radius = r if k % 2 == 0 else r * 0.6
        angle = math.pi * k / 8
        point = QPointF(
            centre.x() + radius * 1.3 * math.cos(angle), centre.y() + radius * math.sin(angle)
        )
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    p.setBrush(GOLD)
    p.setPen(QPen(RED, 2.5))
    p.drawPath(path)
    label(p, QRectF(centre.x() - r, centre.y() - r / 2, 2 * r, r), "ZOFF!", r * 0.5, RED)


def card(p: QPainter, which: Card | None, side: int, rect: QRectF) -> None:
    """A pass card: its back (None) or its face."""
    if which is None:
        art(p, "spion-card-black.svg" if side == 0 else "spion-card-white.svg", rect, False)
        return
    art(p, "spion-card-face.svg", rect, False)
    h = rect.height()
    name = CARD_NAMES[which]
    if QFontMetricsF(font(max(MIN_TEXT, h * 0.13))).horizontalAdvance(name) <= rect.width() - 4:
        label(  # a name too long to read at the smallest size is left to the tooltip
            p,
            QRectF(rect.left() + 2, rect.top() + 3, rect.width() - 4, h * 0.17),
            name,
            h * 0.13,
            INK,
        )
    body = rect.adjusted(6, h * 0.24, -6, -6)
    if which in CARD_PICTURES:
        art(p, CARD_PICTURES[which], body)
    else:
        label(p, body, CARD_FACES[which], h * 0.36, RED)


class Painted(QGraphicsItem):
    """An item that paints itself with a function (boards, marks, passing cues)."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter], None], z: float = 0.0) -> None:
        super().__init__()
        self.rect = rect
        self.draw = draw
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p)


BADGE_Y = 93 / 120  # the height of the badge's centre on the spy pictures


class SpyPiece(Backdrop):
    """A spy as the view lets the screen show it: its number (or a remembered one), its Bazongs."""

    def __init__(
        self,
        spy: int,
        colour: int | None,
        number: int | None = None,
        note: int | None = None,
        looked: bool = False,
        carries: tuple[int, ...] = (),
        reserve: bool = False,
    ) -> None:
        super().__init__(QRectF(-14, -6, SPY_W + 22, SPY_H + 8), self._faded)
        self.fade = 1.0  # the opacity its picture was painted with
        self.spy = spy
        self.colour = colour
        self.number = number  # shown openly in this view
        self.note = note  # remembered by the viewer (memory aid) or just looked at
        self.looked = looked
        self.carries = carries
        self.reserve = reserve

    def show_facts(
        self,
        number: int | None,
        note: int | None,
        looked: bool,
        carries: tuple[int, ...],
        reserve: bool,
    ) -> None:
        """What the view says of this spy now (painted anew only when it changed)."""
        facts = (number, note, looked, carries, reserve)
        if facts != (self.number, self.note, self.looked, self.carries, self.reserve):
            self.number, self.note, self.looked, self.carries, self.reserve = facts
            self.refresh()

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # faded (a waiting spy): each part blends on its own, as painted directly, into the
        # picture, which is then blitted whole (painted directly, 4 faded spies took 10 ms of a
        # repaint at scale 2)
        fade = p.opacity()
        if fade != self.fade:
            self.fade = fade
            self.key = ()  # a new picture (no update: this is the repaint)
        p.setOpacity(1.0)
        super().paint(p, option, widget)
        p.setOpacity(fade)

    def _faded(self, p: QPainter) -> None:
        p.setOpacity(self.fade)
        self._draw(p)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        art(p, spy_art(self.colour), QRectF(0, 0, SPY_W, SPY_H))
        if self.colour is not None:  # the colour's badge, its letters in the UI's language
            two = len(say(LETTERS[self.colour])) > 1
            badge(p, self.colour, QPointF(SPY_W / 2, SPY_H * BADGE_Y), 10 if two else 8)
        corner = QPointF(SPY_W - 9, 9)
        box = QRectF(corner.x() - 12, corner.y() - 12, 24, 24)
        if self.number is not None:
            disc(p, corner, 13, RED, WHITE)
            label(p, box, str(self.number), 18, WHITE)
        elif self.note is not None:
            disc(p, corner, 13, GOLD if self.looked else WHITE, INK, dashed=not self.looked)
            label(p, box, str(self.note), 18, INK, italic=not self.looked)  # 0.7 when waiting
        elif self.reserve:
            disc(p, corner, 10, QColor("#d9d4c4"), INK)
            label(p, box, "★", 18, INK)
        for k, colour in enumerate(self.carries):
            art(p, bazong_art(colour), QRectF(-12 + 15 * k, SPY_H - 36, 34, 34))
