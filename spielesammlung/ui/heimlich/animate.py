"""A placement on screen: the new stone fades in while the enclosed stones flip over."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QVariantAnimation
from PySide6.QtGui import QVector3D
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScale

from ...games.heimlich.rules import Placed
from .. import svg
from .scene import ART, HeimlichTable

BASE_MS = 450  # one placement with its flips, at normal speed


def place(
    table: HeimlichTable, placed: Placed, speed: float, finished: Callable[[], None]
) -> tuple[QVariantAnimation, QGraphicsItem]:
    """The animation of `placed` (started) and its transient new stone; `finished` runs after
    it, the flips undone (it removes the new stone, as stopping does)."""
    new = table.stone(placed.player, placed.square)
    new.setOpacity(0.0)
    flipping = [table.stones[s][1] for s in placed.flipped if s in table.stones]
    scales = []
    for item in flipping:
        scale = QGraphicsScale()
        scale.setOrigin(QVector3D(50, 50, 0))
        item.setTransformations([scale])
        scales.append((item, scale))
    swapped = False

    def step(value: Any) -> None:
        nonlocal swapped
        t = float(value)
        new.setOpacity(min(1.0, t * 2))
        for item, scale in scales:
            scale.setXScale(abs(1 - 2 * t))
            item.update()
        if t >= 0.5 and not swapped:
            swapped = True
            for item, _ in scales:
                item.setSharedRenderer(svg.renderer(ART[placed.player]))

    def end() -> None:
        for item, _ in scales:
            item.setTransformations([])
        finished()

    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(int(BASE_MS * speed))
    animation.valueChanged.connect(step)
    animation.finished.connect(end)
    animation.start()
    return animation, new
