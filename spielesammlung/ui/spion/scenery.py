"""Painting the printed board (`paint_board`) and what lies on it in a view (`paint_table`)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ...core.protocol import ALL_SEEING
from ...games.spion.board import Field
from ...games.spion.model import GREY, Phase, Trap, owner, step
from ...games.spion.view import View
from .art import (
    GOLD,
    INK,
    PAPER,
    RED,
    STYLES,
    WHITE,
    alpha,
    art,
    badge,
    bazong_art,
    burst,
    card,
    disc,
    label,
    rounded,
    trap_art,
    zoff_art,
)
from .layout import CARD_H, CARD_W, Layout
from .texts import COLOUR_NAMES, LETTERS

LEFT = Qt.AlignmentFlag.AlignLeft


@dataclass(frozen=True)
class Words:
    """The translated texts printed on the board."""

    embassy: str  # "Embassy %1"
    dungeon: str  # "Dungeon %1"
    coal_box: str
    grey_spy: str
    piles: tuple[str, str]
    out: str


def zoff_slots(geo: Layout) -> tuple[QRectF, QRectF]:
    """Where the attacker's and the defender's Zoff cards lie."""
    z = geo.centre.zoff
    gap = (z.width() - 2 * CARD_W) / 3
    return (
        QRectF(z.left() + gap, z.top() + 22, CARD_W, CARD_H),
        QRectF(z.left() + 2 * gap + CARD_W, z.top() + 22, CARD_W, CARD_H),
    )


def card_rects(geo: Layout, side: int) -> list[QRectF]:
    """The top three cards of a side's pile, positions 1-3."""
    rect = geo.piles[side]
    gap = (rect.width() - 3 * CARD_W) / 4
    return [
        QRectF(rect.left() + gap + k * (CARD_W + gap), rect.top() + 22, CARD_W, CARD_H)
        for k in range(3)
    ]


# -- the printed board ------------------------------------------------------------------------
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
    label(
        p,
        QRectF(c.grey.left() - 10, c.grey.bottom() - 14, c.grey.width() + 20, 16),
        words.grey_spy,
        13,
        INK,
    )
    label(p, QRectF(c.zoff.left(), c.zoff.top(), c.zoff.width(), 18), "Zoff", 15, RED)
    for rect in zoff_slots(geo):
        rounded(p, rect, None, QColor(60, 40, 20, 120), 1.5, 6, dashed=True)
    for rect in c.traps:
        p.setPen(QPen(QColor(60, 40, 20, 110), 1.5, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect.adjusted(2, 2, -2, -2))
    for side, rect in enumerate(geo.piles):
        label(p, QRectF(rect.left(), rect.top(), rect.width(), 18), words.piles[side], 15, INK)


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
    title = QRectF(rect.left() + 40, rect.top() + 8, rect.width() - 46, 26)
    label(p, title, words.embassy.replace("%1", COLOUR_NAMES[colour]), 16, style.text, LEFT)


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
    caption = words.dungeon.replace("%1", LETTERS[colour])
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


# -- what lies on the board in a view ---------------------------------------------------------
@dataclass(frozen=True)
class TableState:
    """A view with what the screen may add to it."""

    view: View
    cards_shown: bool  # the cards seen drawn (memory aid or the watcher)
    last_roll: Trap | None
    words: Words


def paint_table(p: QPainter, geo: Layout, t: TableState) -> None:
    v = t.view
    for player in range(v.players):
        _plate(p, geo, v, player, t.words)
    for b in v.bazongs:
        if b.home:
            rect = geo.fields[geo.board.embassy(b.colour)]
            box = QRectF(rect.right() - 58, rect.bottom() - 60, 52, 52)
        elif b.field is not None:
            rect = geo.fields[b.field]
            box = QRectF(rect.right() - 46, rect.bottom() - 48, 42, 42)
        else:
            continue
        art(p, bazong_art(b.colour), box)
        if v.players == 4:  # both sides' Bazongs look alike: name the embassy
            tag = QRectF(box.left() - 22, box.bottom() - 18, 22, 16)
            label(p, tag, LETTERS[b.colour], 13, RED)
    for trap, at in v.traps:
        art(p, trap_art(trap), geo.fields[at].adjusted(22, 22, -22, -22))
    if v.duel is not None:
        rect = geo.fields[v.duel.field]
        rounded(p, rect.adjusted(-3, -3, 3, 3), None, QColor("#e53935"), 6, 14)
        burst(p, QPointF(rect.center().x(), rect.top() + 2), 30)
    for side, pile in enumerate(v.piles):
        for k, rect in enumerate(card_rects(geo, side)[: pile.size]):
            if k == 2:
                for depth in (2, 1):
                    card(p, None, side, rect.translated(3 * depth, 3 * depth))
            card(p, pile.known[k] if t.cards_shown else None, side, rect)
            centre = QPointF(rect.center().x(), rect.bottom() + 2)
            disc(p, centre, 11, WHITE, INK)
            label(p, QRectF(centre.x() - 11, centre.y() - 11, 22, 22), str(k + 1), 14, INK)
    _centre(p, geo, t)


def _plate(p: QPainter, geo: Layout, v: View, player: int, words: Words) -> None:
    plate = geo.plates[player]
    style = STYLES[player]
    row = plate.top() + 44
    art(p, "spion-coin.svg", QRectF(plate.left() + 14, row, 30, 30))
    label(p, QRectF(plate.left() + 48, row, 40, 30), str(v.money[player]), 22, style.text, LEFT)
    held = [e for e in v.envelopes if (e.holder if e.holder is not None else e.writer) == player]
    for k, e in enumerate(held):
        box = QRectF(plate.left() + 88 + 26 * k, row - 6, 46, 37)
        art(p, "spion-envelope.svg", box, opacity=0.45 if e.used else 1.0)
        mark = str(e.number) if e.number is not None else ("?" if e.written else "…")
        label(p, box.adjusted(0, 12, 0, 0), mark, 17, RED if e.number is not None else INK)
    over = v.phase == Phase.OVER
    won = over and v.winner is not None and player % 2 == v.winner
    if won or (not over and v.phase != Phase.ENVELOPES and v.current == player):
        rounded(p, plate.adjusted(-4, -4, 4, 4), None, GOLD, 5, 12)
    if not v.active[player]:
        rounded(p, plate, QColor(60, 60, 60, 170))
        label(p, plate, words.out, 26, WHITE)


def _centre(p: QPainter, geo: Layout, t: TableState) -> None:
    v, c = t.view, geo.centre
    coal = QRectF(c.coal.left(), c.coal.center().y() - 10, c.coal.width(), 44)
    label(p, coal, str(v.coal_box), 34, QColor("#fff4d0"), outline=QColor("#2a1708"))
    on_board = {trap for trap, _ in v.traps}
    for trap, rect in zip(Trap, c.traps, strict=True):
        art(
            p, trap_art(trap), rect.adjusted(4, 4, -4, -4), opacity=0.2 if trap in on_board else 1.0
        )
    art(p, "spion-die.svg", c.die)
    if t.last_roll is not None:
        art(p, trap_art(t.last_roll), c.die.adjusted(9, 9, -13, -13))
    duel, last = v.duel, v.last_zoff
    if duel is not None and duel.defender is not None:
        cards = [
            (duel.attack, duel.attack_picked, duel.attacker, False),
            (duel.defence, duel.defence_picked, duel.defender, False),
        ]
    elif last is not None:
        cards = [
            (last.attack, True, last.attacker, last.attacker_won),
            (last.defence, True, last.defender, not last.attacker_won),
        ]
    else:
        return
    for rect, (zoff, picked, spy, won) in zip(zoff_slots(geo), cards, strict=True):
        if picked:
            art(p, zoff_art(zoff), rect, keep=False)
        name = t.words.grey_spy if spy == GREY else LETTERS[owner(spy)]
        label(p, QRectF(rect.left() - 8, rect.bottom() + 1, rect.width() + 16, 16), name, 13, INK)
        if won:
            rounded(p, rect.adjusted(-3, -3, 3, 3), None, GOLD, 4, 7)


def cards_shown(view: View, memory_aid: bool) -> bool:
    return memory_aid or view.viewer == ALL_SEEING
