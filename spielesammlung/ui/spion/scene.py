"""What lies on the Spion & Spion board in a view: money, envelopes, Bazongs, traps, pass cards,
coal box, die and Zoff cards (painted as one layer per view), the spies (items kept alive and
updated), and the marks of the targets the player may click."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ...core.protocol import ALL_SEEING
from ...games.spion.model import DUNGEON, GREY, SPIES_PER_COLOUR, WAITING, Phase, Trap, owner
from ...games.spion.view import SpyView, View
from ..focus import paint_focus
from ..i18n import say
from ..paint import rounded
from .art import (
    GOLD,
    INK,
    RED,
    STYLES,
    WHITE,
    SpyPiece,
    alpha,
    art,
    bazong_art,
    burst,
    card,
    disc,
    label,
    trap_art,
    zoff_art,
)
from .layout import SPY_H, SPY_W, Layout, card_rects, slots, zoff_slots
from .texts import LETTERS, Words

LEFT = Qt.AlignmentFlag.AlignLeft
CYAN = QColor("#35d0ff")


@dataclass
class Hot:
    """A clickable target on the board."""

    rect: QRectF
    run: Callable[[], None]
    tip: str
    action: Any = None
    path: tuple[int, ...] = ()  # the fields a move passes (shown while pointed at)
    danger: bool = False
    spy: int | None = None  # the spy it acts on (its piece is the target)


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
            label(p, tag, say(LETTERS[b.colour]), 13, RED)
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
        name = t.words.grey_spy if spy == GREY else say(LETTERS[owner(spy)])
        label(p, QRectF(rect.left() - 8, rect.bottom() + 1, rect.width() + 16, 16), name, 13, INK)
        if won:
            rounded(p, rect.adjusted(-3, -3, 3, 3), None, GOLD, 4, 7)


def cards_shown(view: View, memory_aid: bool) -> bool:
    return memory_aid or view.viewer == ALL_SEEING


# -- the spies ----------------------------------------------------------------------------------
def _groups(v: View) -> dict[tuple[str, int], list[SpyView]]:
    groups: dict[tuple[str, int], list[SpyView]] = {}
    for spy in v.spies:
        colour = spy.id // SPIES_PER_COLOUR
        where = {DUNGEON: ("d", colour), WAITING: ("w", colour)}.get(spy.where)
        if spy.where >= 0:
            where = ("f", spy.where)
        if where is not None:
            groups.setdefault(where, []).append(spy)
    return groups


def _area(geo: Layout, key: tuple[str, int]) -> QRectF:
    kind, at = key
    if kind == "d":
        return geo.dungeons[at].adjusted(6, 24, -6, -4)
    if kind == "w":
        plate = geo.plates[at]
        return QRectF(plate.right() - 54, plate.bottom() - SPY_H + 6, 50, SPY_H)
    if geo.board.embassy_colour(at) is not None:
        return geo.fields[at].adjusted(6, 34, -6, -6)
    return geo.fields[at].adjusted(4, 18, -4, -4)


def place_spies(
    scene: QGraphicsScene,
    geo: Layout,
    pieces: dict[int, SpyPiece],
    v: View,
    memory: bool,
    looked: tuple[int, int] | None,
) -> None:
    """The spies where the view has them: `pieces` (by spy) kept and updated, made or removed.
    `memory`: show what the viewer remembers; `looked`: (viewer, spy) just looked at."""
    shown: set[int] = set()
    for key, spies in _groups(v).items():
        for point, spy in zip(slots(_area(geo, key), len(spies)), spies, strict=True):
            just_looked = looked == (v.viewer, spy.id)
            note = spy.remembered if (memory or just_looked) else None
            piece = _piece(scene, pieces, spy.id, spy.id // SPIES_PER_COLOUR)
            piece.show_facts(spy.number, note, just_looked, spy.carries, spy.reserve)
            piece.setPos(point)
            piece.setZValue(20 + point.y() / 10000 + point.x() / 1e8)  # the right one on top
            waiting = key[0] == "w"  # the reserve spy waits outside, beside the plate
            piece.setScale(0.7 if waiting else 1.0)
            piece.setOpacity(0.55 if waiting else 1.0)
            shown.add(spy.id)
    duel, home = v.duel, geo.centre.grey
    grey = _piece(scene, pieces, GREY, None)
    if duel is not None and duel.attacker == GREY:
        grey.setPos(geo.fields[duel.field].topLeft() + QPointF(-14, -10))
    else:
        grey.setPos(home.center().x() - SPY_W / 2, home.bottom() - 20 - SPY_H)
    grey.setZValue(25)
    shown.add(GREY)
    for gone in set(pieces) - shown:
        scene.removeItem(pieces.pop(gone))


def _piece(
    scene: QGraphicsScene, pieces: dict[int, SpyPiece], spy: int, colour: int | None
) -> SpyPiece:
    piece = pieces.get(spy)
    if piece is None:
        piece = pieces[spy] = SpyPiece(spy, colour)
        scene.addItem(piece)
    return piece


# -- the targets --------------------------------------------------------------------------------
def paint_marks(
    p: QPainter, geo: Layout, hots: list[Hot], hovered: Hot | None, focus: Hot | None
) -> None:
    """The targets (the pointed or focused one strong), the way of a pointed move, the cursor."""
    for hot in hots:
        strong = hot is hovered or hot is focus
        colour = QColor("#ff4d4d") if hot.danger else GOLD
        fill = alpha(colour, 110 if strong else 55)
        rounded(p, hot.rect.adjusted(-3, -3, 3, 3), fill, colour, 5 if strong else 3)
    shown = hovered or focus
    if shown is not None and shown.path:
        for k, at in enumerate(shown.path):
            last = k == len(shown.path) - 1
            disc(p, geo.centre_of(at), 14 if last else 8, alpha(CYAN, 200), QColor("#0b4f6c"))
        rounded(p, geo.fields[shown.path[-1]].adjusted(-2, -2, 2, 2), None, CYAN, 5, 12)
    if focus is not None:
        paint_focus(p, focus.rect.adjusted(-8, -8, 8, 8), 4, 12)  # dark-and-light: any ground
