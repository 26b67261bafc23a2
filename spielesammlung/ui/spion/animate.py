"""Events to animations: a spy hops field by field; a Zoff bursts, the Zoff cards turn up, a pass
card and the trap die pop up in the middle, an accusation shouts the traitor's name. Every cue
is a small item with a tight bounding box, so only its own area is repainted."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from ...core.protocol import Event
from ...games.spion.model import (
    Accused,
    CardDrawn,
    DieRolled,
    Moved,
    Trap,
    ZoffRevealed,
    ZoffStarted,
)
from ...games.spion.view import View
from ..board import BoardUi
from ..motion import run_phases, smooth
from ..paint import rounded
from .art import GOLD, RED, WHITE, Painted, SpyPiece, art, burst, card, label, trap_art, zoff_art
from .layout import CARD_H, CARD_W, SPY_H, SPY_W, Layout

STEP_MS, BURST_MS, REVEAL_MS, CARD_MS, ROLL_MS = 170, 420, 1100, 900, 450  # at normal speed
Cue = tuple[int, Callable[[], Callable[[float], None]]]  # duration, start -> update(t)


@dataclass(frozen=True)
class Stage:
    """Where the cues play: the board (its scene, animations, speed), the geometry, the spies,
    and the shout of an accusation."""

    board: BoardUi
    geo: Layout
    pieces: dict[int, SpyPiece]
    shout: str


def cues(stage: Stage, e: Event, old: View) -> list[Cue]:
    """The short animations that show an event (`old`: the view before it)."""
    geo = stage.geo
    if isinstance(e, Moved):
        return [(STEP_MS, _walk(stage, e.spy, at)) for at in e.path]
    if isinstance(e, ZoffStarted | ZoffRevealed) and old.spies[e.defender].where >= 0:
        field = geo.fields[old.spies[e.defender].where]
        if isinstance(e, ZoffStarted):
            centre = QPointF(field.center().x(), field.top() + 4)
            box = QRectF(centre.x() - 61, centre.y() - 47, 122, 94)
            return [(BURST_MS, _pop(stage, lambda p: burst(p, centre, 44), centre, box))]
        box = QRectF(0, 0, CARD_W * 2.6 + 8, CARD_H * 1.3).adjusted(-8, -8, 8, 8)
        box.moveCenter(field.center())
        return [(REVEAL_MS, _pop(stage, lambda p: _reveal(p, field, e), field.center(), box))]
    if isinstance(e, CardDrawn):
        big = QRectF(0, 0, CARD_W * 2.2, CARD_H * 2.2)
        big.moveCenter(geo.inner.center())
        return [
            (
                CARD_MS,
                _pop(
                    stage,
                    lambda p: card(p, e.card, e.player % 2, big),
                    big.center(),
                    big.adjusted(-2, -2, 2, 2),
                ),
            )
        ]
    if isinstance(e, DieRolled):
        box = QRectF(0, 0, 120, 120)
        box.moveCenter(geo.centre.die.center())
        return [
            (
                ROLL_MS,
                _pop(
                    stage,
                    lambda p: _die(p, box, e.symbol),
                    box.center(),
                    box.adjusted(-2, -2, 2, 2),
                ),
            )
        ]
    if isinstance(e, Accused) and e.spy in stage.pieces:
        centre = stage.pieces[e.spy].sceneBoundingRect().center()
        box = QRectF(centre.x() - 150, centre.y() - 30, 300, 60)
        return [
            (
                BURST_MS * 2,
                _pop(
                    stage,
                    lambda p: label(p, box, stage.shout, 44, RED, outline=WHITE),
                    centre,
                    box.adjusted(-8, -12, 8, 12),
                ),
            )
        ]
    return []


def play(board: BoardUi, cues: list[Cue], finish: Callable[[], None]) -> int:
    """The cues one after another on the shared timeline, then `finish`; returns the ms."""
    return run_phases(board, [(duration, _phase(start)) for duration, start in cues], finish)


def _phase(start: Callable[[], Callable[[float], None]]) -> Callable[[float], None]:
    """A cue as a timeline step: it sets up when its phase begins."""
    update: Callable[[float], None] | None = None

    def step(t: float) -> None:
        nonlocal update
        if update is None:
            update = start()
        update(t)

    return step


def _walk(stage: Stage, spy: int, to: int) -> Callable[[], Callable[[float], None]]:
    """A spy hops one field on."""

    def start() -> Callable[[float], None]:
        piece = stage.pieces.get(spy)
        if piece is None:
            return lambda t: None
        origin = piece.pos()
        centre = stage.geo.centre_of(to)
        target = QPointF(centre.x() - SPY_W / 2, centre.y() - SPY_H / 2 + 10)
        piece.setZValue(60)
        return lambda t: piece.setPos(
            origin + (target - origin) * smooth(t) + QPointF(0, -18 * math.sin(math.pi * t))
        )

    return start


def _pop(
    stage: Stage, draw: Callable[[QPainter], None], centre: QPointF, bounds: QRectF
) -> Callable[[], Callable[[float], None]]:
    """A cue drawn within `bounds` that grows out of `centre` and stays until the end."""

    def start() -> Callable[[float], None]:
        item = Painted(bounds, draw, 70)
        item.setTransformOriginPoint(centre)
        stage.board.scene.addItem(item)
        stage.board.transient.append(item)

        def update(t: float) -> None:
            item.setScale(0.4 + 0.6 * smooth(min(1.0, t * 3)))
            item.setOpacity(min(1.0, t * 4))

        return update

    return start


def _reveal(p: QPainter, field: QRectF, e: ZoffRevealed) -> None:
    """Both Zoff cards, face up; the winner's framed in gold."""
    w, h = CARD_W * 1.3, CARD_H * 1.3
    for zoff, dx, won in (
        (e.attack, -w - 4, e.attacker_won),
        (e.defence, 4.0, not e.attacker_won),
    ):
        box = QRectF(field.center().x() + dx, field.center().y() - h / 2, w, h)
        art(p, zoff_art(zoff), box, keep=False)
        if won:
            rounded(p, box.adjusted(-4, -4, 4, 4), None, GOLD, 6, 8)


def _die(p: QPainter, box: QRectF, symbol: Trap) -> None:
    art(p, "spion-die.svg", box)
    art(p, trap_art(symbol), box.adjusted(18, 18, -24, -24))
