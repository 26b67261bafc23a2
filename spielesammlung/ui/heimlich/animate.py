"""A placement on screen: the new stone fades in while the enclosed stones flip over."""

from __future__ import annotations

from PySide6.QtGui import QVector3D
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScale

from ...games.heimlich.rules import Placed
from .. import renderers
from ..motion import Timeline
from .scene import ART, HeimlichTable

BASE_MS = 450  # one placement with its flips, at normal speed


def place(table: HeimlichTable, placed: Placed, speed: float) -> tuple[Timeline, QGraphicsItem]:
    """The timeline of `placed` and its transient new stone (the board removes it); the flips
    are undone at the end."""
    new = table.stone(placed.player, placed.square)
    new.setOpacity(0.0)
    flipping = [table.stones[s][1] for s in placed.flipped if s in table.stones]
    scales = []
    for item in flipping:
        scale = QGraphicsScale()
        scale.setOrigin(QVector3D(50, 50, 0))  # the centre of the stone art (100 x 100)
        item.setTransformations([scale])
        scales.append((item, scale))
    swapped = False

    def step(t: float) -> None:
        nonlocal swapped
        new.setOpacity(min(1.0, t * 2))
        for item, scale in scales:
            scale.setXScale(abs(1 - 2 * t))
            item.update()
        if t >= 0.5 and not swapped:
            swapped = True
            for item, _ in scales:
                item.setSharedRenderer(renderers.renderer(ART[placed.player]))

    def unflip() -> None:
        for item, _ in scales:
            item.setTransformations([])

    timeline = Timeline(speed)
    timeline.add(0, BASE_MS, step)
    timeline.at_end(unflip)
    return timeline, new
