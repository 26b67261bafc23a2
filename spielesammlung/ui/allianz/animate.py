"""Events to animations: pieces walk and jump along their chains, captured pieces fade, a fallen
castle flashes, all on one shared `motion.Timeline`. Only positions and opacity change, so the
pieces' cached pictures stay valid."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QPointF
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QGraphicsItem

from ...core.protocol import Event
from ...games.allianz import board as B
from ...games.allianz.model import Defeated, Moved, Relocated, State
from ..motion import Timeline, smooth
from .layout import CELL, castle_rect, centre, piece_pos
from .scene import Table

STEP_MS, HOP_MS, FADE_MS = 420, 300, 450  # at normal speed


class Plan(Timeline):
    """The timeline of a move (times in ms at normal speed), and what it leaves behind."""

    def __init__(self, speed: float) -> None:
        super().__init__(speed)
        self.gone: list[QGraphicsItem] = []  # pieces to remove at the end
        self.flashes: list[QGraphicsItem] = []  # items living only for the animation

    def fly(self, item: QGraphicsItem, a: int, b: int, duration: float, jump: bool) -> float:
        """Move `item` from square a to b after everything planned so far; returns the start."""
        start = self.total
        frm, to = centre(a), centre(b)

        def step(t: float) -> None:
            e = smooth(t)
            lift = math.sin(math.pi * t) * CELL * 0.45 if jump else 0.0
            point = QPointF(frm.x() + (to.x() - frm.x()) * e, frm.y() + (to.y() - frm.y()) * e)
            item.setPos(piece_pos(point - QPointF(0, lift)))
            item.setZValue(30)

        self.add(start, duration, step, prime=False)  # a later hop waits where the last ended
        return start

    def fade(self, item: QGraphicsItem, start: float) -> None:
        self.gone.append(item)
        self.add(start, FADE_MS, lambda t: item.setOpacity(1 - t), prime=False)


def plan(
    events: Sequence[Event], view: State, table: Table, speed: float
) -> tuple[Plan, dict[int, QGraphicsSvgItem]]:
    """The animation of `events` on `table`, and where the pieces stand after it."""
    where: dict[int, QGraphicsSvgItem] = dict(table.pieces)
    result = Plan(speed)
    for event in events:
        if isinstance(event, Moved):
            _move(result, where, event)
        elif isinstance(event, Relocated):
            item = where.pop(event.piece, None)
            if item is not None:
                result.fly(item, event.piece, event.to, STEP_MS, jump=False)
                where[event.to] = item
        elif isinstance(event, Defeated):
            _defeat(result, where, event, view, table)
    return result, where


def _move(plan: Plan, where: dict[int, QGraphicsSvgItem], event: Moved) -> None:
    item = where.pop(event.path[0], None)
    if item is None:
        return
    item.setZValue(30)
    for a, b in pairwise(event.path):
        (ra, ca), (rb, cb) = B.coords(a), B.coords(b)
        jump = max(abs(ra - rb), abs(ca - cb)) == 2
        start = plan.fly(item, a, b, HOP_MS if jump else STEP_MS, jump)
        over = (a + b) // 2
        if jump and over in event.captured and over in where:
            plan.fade(where.pop(over), start + HOP_MS * 0.5)
    where[event.path[-1]] = item


def _defeat(
    plan: Plan, where: dict[int, QGraphicsSvgItem], event: Defeated, view: State, table: Table
) -> None:
    start = plan.total
    if event.reason in ("castle", "lone-fighter", "alliance"):
        flash = table.flash(castle_rect(view.parties[event.player]))
        plan.flashes.append(flash)
        plan.add(start, FADE_MS * 2, lambda t: flash.setOpacity(math.sin(math.pi * t)), prime=False)
    for square in event.removed:
        if square in where:
            plan.fade(where.pop(square), start + FADE_MS * 0.5)
