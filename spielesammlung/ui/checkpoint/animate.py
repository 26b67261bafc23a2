"""Events to animations: a drawn card flies from the deck and turns over, a tossed clue tile
and an accuser's marker pop up. The steps run on one timeline (`Timeline`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

from ...core.protocol import Event
from ...games.checkpoint.rules import Accused, AgentDrawn, CardDrawn
from ...games.checkpoint.view import View
from .art import CardItem, Piece
from .layout import BASE_MS, DECK, DECK_W
from .scene import Table


class Timeline:
    """Several timed steps driven by one animation."""

    def __init__(self) -> None:
        self.steps: list[tuple[float, float, Callable[[float], None]]] = []
        self.total = 0.0
        self.moving: list[Piece] = []  # pieces painted from pictures while they move

    def add(self, start: float, duration: float, step: Callable[[float], None]) -> float:
        self.steps.append((start, duration, step))
        self.total = max(self.total, start + duration)
        return start + duration

    def at(self, ms: float) -> None:
        for start, duration, step in self.steps:
            step(min(1.0, max(0.0, (ms - start) / duration)) if duration > 0 else 1.0)

    def finish(self) -> None:
        self.at(self.total)
        for piece in self.moving:
            piece.end_motion()


def ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def plan(table: Table, events: Sequence[Event], view: View, speed: float) -> Timeline:
    """The animation of `events` on the table that already shows `view`."""
    timeline = Timeline()
    start = 0.0
    flight = BASE_MS * speed
    for event in events:
        if isinstance(event, AgentDrawn):
            card = table.agent_cards.get(event.agent)
            if card is not None:
                start = fly(timeline, card, DECK, start, flight, flip=True)
            drawn = view.agents_drawn
            index = drawn.index(event.agent) if event.agent in drawn else len(table.open_tiles)
            if index < len(table.open_tiles):
                start = pop(timeline, table.open_tiles[index], start, flight * 0.6)
        elif isinstance(event, CardDrawn):
            target = table.cats.get(event.cat) if event.to_row else table.piles.get(event.player)
            if target is not None and target.number == event.cat:
                start = fly(timeline, target, DECK, start, flight, flip=True)
        elif isinstance(event, Accused):
            marker = table.markers.get(event.cat)
            if marker is not None:
                start = pop(timeline, marker, start, flight * 0.8)
    return timeline


def fly(
    timeline: Timeline,
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
    timeline.moving.append(item)

    def step(t: float) -> None:
        e = ease(t)
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


def pop(timeline: Timeline, item: Piece, start: float, duration: float) -> float:
    """`item` fades in and shrinks to its size."""
    centre = item.rect().center()
    item.begin_motion()
    timeline.moving.append(item)

    def step(t: float) -> None:
        item.setOpacity(min(1.0, t * 2))
        size = 1.8 - 0.8 * ease(t)
        transform = QTransform()
        transform.translate(centre.x(), centre.y())
        transform.scale(size, size)
        transform.translate(-centre.x(), -centre.y())
        item.setTransform(transform)

    return timeline.add(start, duration, step)
