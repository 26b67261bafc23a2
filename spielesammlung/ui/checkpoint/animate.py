"""Events to animations: a drawn card flies from the deck and turns over, a tossed clue tile
and an accuser's marker pop up. The steps run on the shared timeline (`ui/motion.py`).

A moving piece paints a picture rendered once (`Piece.begin_motion`) instead of refilling its
item cache on every frame of a scale or a flip; `end_motion` brings the cache back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

from ...core.protocol import Event
from ...games.checkpoint.rules import Accused, AgentDrawn, CardDrawn
from ...games.checkpoint.view import View
from ..items import Piece
from ..motion import Timeline, out_cubic
from .art import CardItem
from .layout import BASE_MS, DECK, DECK_W
from .scene import Table


def plan(
    table: Table, events: Sequence[Event], view: View, speed: float
) -> tuple[Timeline, list[Piece]]:
    """The animation of `events` on the table that already shows `view`, and the pieces that
    move (painted from pictures until `end_motion`)."""
    timeline = Timeline(speed)
    moving: list[Piece] = []
    start = 0.0
    for event in events:
        if isinstance(event, AgentDrawn):
            card = table.agent_cards.get(event.agent)
            if card is not None:
                start = fly(timeline, moving, card, DECK, start, BASE_MS, flip=True)
            drawn = view.agents_drawn
            index = drawn.index(event.agent) if event.agent in drawn else len(table.open_tiles)
            if index < len(table.open_tiles):
                start = pop(timeline, moving, table.open_tiles[index], start, BASE_MS * 0.6)
        elif isinstance(event, CardDrawn):
            target = table.cats.get(event.cat) if event.to_row else table.piles.get(event.player)
            if target is not None and target.number == event.cat:
                start = fly(timeline, moving, target, DECK, start, BASE_MS, flip=True)
        elif isinstance(event, Accused):
            marker = table.markers.get(event.cat)
            if marker is not None:
                start = pop(timeline, moving, marker, start, BASE_MS * 0.8)
    timeline.at_end(lambda: end_motion(moving))
    return timeline, moving


def end_motion(pieces: list[Piece]) -> None:
    for piece in pieces:
        piece.end_motion()


def fly(
    timeline: Timeline,
    moving: list[Piece],
    item: CardItem,
    origin: QPointF,
    start: float,
    duration: float,
    flip: bool,
) -> float:
    """`item` flies from `origin` to its place, growing from the deck's size (and turns over)."""
    end = item.pos()
    scale = DECK_W / item.width
    z = item.zValue()
    width = item.width
    item.begin_motion()
    moving.append(item)

    def step(t: float) -> None:
        e = out_cubic(t)
        item.setVisible(t > 0 or start == 0)
        item.setPos(origin + (end - origin) * e)
        size = scale + (1 - scale) * e
        squeeze = abs(1 - 2 * t) if flip else 1.0
        item.back = flip and t < 0.5
        transform = QTransform()
        transform.translate(width * size / 2, 0)
        transform.scale(size * max(0.02, squeeze), size)
        transform.translate(-width / 2, 0)
        item.setTransform(transform)
        QGraphicsItem.setZValue(item, 200 if t < 1 else z)
        item.update()

    return timeline.add(start, duration, step)


def pop(
    timeline: Timeline, moving: list[Piece], item: Piece, start: float, duration: float
) -> float:
    """`item` fades in and shrinks to its size."""
    centre = item.rect().center()
    item.begin_motion()
    moving.append(item)

    def step(t: float) -> None:
        item.setOpacity(min(1.0, t * 2))
        size = 1.8 - 0.8 * out_cubic(t)
        transform = QTransform()
        transform.translate(centre.x(), centre.y())
        transform.scale(size, size)
        transform.translate(-centre.x(), -centre.y())
        item.setTransform(transform)

    return timeline.add(start, duration, step)
