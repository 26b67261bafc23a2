"""The printed board of Spion & Spion: frame, ring of fields, embassies, dungeons, name plates and
the furniture of the middle. It changes only with the language (its words), so it is painted once
per size into one background picture (`scenery`)."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ...core.i18n import fill
from ...games.spion.board import Field
from ...games.spion.choices import COLOUR_NAMES
from ...games.spion.model import step
from ..i18n import say
from ..paint import rounded
from ..sprites import Backdrop
from .art import INK, PAPER, RED, STYLES, alpha, art, badge, label, legible
from .layout import Layout, grey_caption, pile_caption, zoff_slots
from .texts import LETTERS, Words

LEFT = Qt.AlignmentFlag.AlignLeft


def scenery(geo: Layout, names: tuple[str, ...], words: Callable[[], Words]) -> Backdrop:
    """The printed board as one background item; `words` gives the current texts on it."""
    return Backdrop(geo.scene, lambda p: paint_board(p, geo, names, words()))


def paint_board(p: QPainter, geo: Layout, names: tuple[str, ...], words: Words) -> None:
    outer = geo.frame.adjusted(-14, -14, 14, 14)
    rounded(p, outer.translated(7, 9), QColor(0, 0, 0, 110), radius=18)
    wood = QLinearGradient(outer.topLeft(), outer.bottomRight())
    wood.setColorAt(0, QColor("#9c2a1d"))
    wood.setColorAt(1, QColor("#5e140d"))
    rounded(p, outer, QBrush(wood), QColor("#3a0c07"), 2, 18)
    paper = QLinearGradient(geo.frame.topLeft(), geo.frame.bottomRight())
    paper.setColorAt(0, QColor("#f3e8cc"))
    paper.setColorAt(1, QColor("#dccb9f"))
    rounded(p, geo.frame, QBrush(paper), INK, 2, 8)
    rounded(p, geo.inner, QColor(120, 90, 40, 30), QColor(60, 40, 20, 90), 1.5, 10)
    for f in geo.board.fields:
        if f.embassy is not None:
            _embassy(p, geo.fields[f.index], f.embassy, words)
        else:
            _track(p, geo, f)
    for colour, name in enumerate(names):
        _furniture(p, geo, colour, name, words)
    c = geo.centre
    art(p, "spion-coalbox.svg", c.coal.adjusted(0, 0, 0, -18))
    label(
        p, QRectF(c.coal.left(), c.coal.bottom() - 18, c.coal.width(), 18), words.coal_box, 15, INK
    )
    rug = QRectF(c.grey.left() + 4, c.grey.bottom() - 40, c.grey.width() - 8, 26)
    p.setBrush(QColor("#c9c2b0"))
    p.setPen(QPen(QColor("#6d6d6d"), 2))
    p.drawEllipse(rug)
    label(p, grey_caption(geo), words.grey_spy, 13, INK)
    label(p, QRectF(c.zoff.left(), c.zoff.top(), c.zoff.width(), 18), "Zoff", 15, RED)
    for rect in zoff_slots(geo):
        rounded(p, rect, None, QColor(60, 40, 20, 120), 1.5, 6, dashed=True)
    for rect in c.traps:
        p.setPen(QPen(QColor(60, 40, 20, 110), 1.5, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect.adjusted(2, 2, -2, -2))
    for side in range(len(geo.piles)):
        label(p, pile_caption(geo, side), words.piles[side], 15, INK)


def _embassy(p: QPainter, rect: QRectF, colour: int, words: Words) -> None:
    style = STYLES[colour]
    rounded(p, rect.translated(3, 4), QColor(0, 0, 0, 70), radius=12)
    rounded(p, rect, style.fill, INK, 3, 12)
    p.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, 12, 12)
    p.setClipPath(clip)
    p.setPen(Qt.PenStyle.NoPen)
    if colour == 2:  # Schwarz-Rot: red stripes (never colour alone)
        p.setBrush(alpha(style.accent, 150))
        for k in range(-8, 9):
            x, h = rect.left() + k * 28, rect.height()
            p.drawPolygon(
                [
                    QPointF(x, rect.bottom()),
                    QPointF(x + 10, rect.bottom()),
                    QPointF(x + 10 + h, rect.top()),
                    QPointF(x + h, rect.top()),
                ]
            )
    elif colour == 3:  # Weiß-Blau: blue dots
        p.setBrush(alpha(style.accent, 140))
        for row in range(int(rect.height() // 24)):
            for col in range(int(rect.width() // 24) + 1):
                p.drawEllipse(
                    QPointF(
                        rect.left() + 14 + col * 24 + (row % 2) * 12, rect.top() + 14 + row * 24
                    ),
                    4,
                    4,
                )
    p.restore()
    art(p, "spion-embassy.svg", rect.adjusted(14, 40, -14, -12), opacity=0.5)
    badge(p, colour, QPointF(rect.left() + 22, rect.top() + 21), 14)
    title = QRectF(rect.left() + 40, rect.top() + 2, rect.width() - 46, 52)  # room for two lines
    colour_name = say(COLOUR_NAMES[colour])
    name = fill(words.embassy, colour_name)
    if legible(p, title, name):  # ("Embassy Schwarz-Rot": two lines if need be)
        label(p, title, name, 16, style.text, LEFT)
        return
    # too long beside the badge: "Embassy" beside it, the colour below across the field
    label(
        p,
        QRectF(title.left(), title.top(), title.width(), 32),
        fill(words.embassy, "").strip(),
        16,
        style.text,
        LEFT,
    )
    label(
        p,
        QRectF(rect.left() + 8, rect.top() + 36, rect.width() - 16, 30),
        colour_name,
        16,
        style.text,
        LEFT,
    )


def _track(p: QPainter, geo: Layout, f: Field) -> None:
    rect = geo.fields[f.index]
    rounded(p, rect.translated(2, 3), QColor(0, 0, 0, 60))
    rounded(p, rect, QColor("#f6d7a4") if f.alfred else PAPER, INK, 2)
    if f.alfred:
        art(p, "spion-alfred.svg", rect.adjusted(30, 26, -30, -26), opacity=0.45)
        label(
            p,
            QRectF(rect.left(), rect.bottom() - 20, rect.width(), 16),
            "Alfred",
            13,
            QColor("#8a4b1c"),
        )
    label(
        p, QRectF(rect.left() + 7, rect.top() + 3, 40, 16), str(f.index), 13, alpha(INK, 150), LEFT
    )
    centre = rect.center()
    for side, name, across in ((0, "spion-steps-black.svg", -1), (1, "spion-steps-white.svg", 1)):
        target = geo.centre_of((f.index + step(side)) % geo.board.size)
        dx, dy = target.x() - centre.x(), target.y() - centre.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        p.save()  # the prints of both sides side by side, each pointing its way
        p.translate(
            centre.x() - uy * across * 40 + ux * 26, centre.y() + ux * across * 40 + uy * 26
        )
        p.rotate(math.degrees(math.atan2(dy, dx)) + 90)
        art(p, name, QRectF(-17, -25, 34, 50), opacity=0.85)
        p.restore()


def _furniture(p: QPainter, geo: Layout, colour: int, name: str, words: Words) -> None:
    """A player's dungeon and name plate."""
    dungeon = geo.dungeons[colour]
    art(p, "spion-dungeon.svg", dungeon, keep=False)
    caption = fill(words.dungeon, say(LETTERS[colour]))
    label(
        p,
        QRectF(dungeon.left() + 12, dungeon.top() + 5, dungeon.width() - 24, 18),
        caption,
        14,
        QColor("#f4f1e8"),
        LEFT,
    )
    plate = geo.plates[colour]
    style = STYLES[colour]
    rounded(p, plate.translated(3, 4), QColor(0, 0, 0, 80))
    rounded(p, plate, style.fill, INK, 2)
    rounded(
        p, QRectF(plate.left() + 2, plate.top() + 6, 7, plate.height() - 12), style.accent, radius=3
    )
    badge(p, colour, QPointF(plate.left() + 28, plate.top() + 22), 14)
    label(
        p,
        QRectF(plate.left() + 48, plate.top() + 8, plate.width() - 56, 28),
        name,
        19,
        style.text,
        LEFT,
    )
