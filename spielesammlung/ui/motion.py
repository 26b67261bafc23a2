"""One timeline for every board's animations: timed steps, named easings, phases, speed.

A board builds a `Timeline` from the events (each step is a function of t from 0 to 1), then
`play`s it. The timeline runs as one `QVariantAnimation` registered in `BoardUi.animations`, so
the shell's `stop_animations()` stops it; `done` runs once at the natural end, after every step
got its final t = 1. Times are given in ms at normal speed; `speed` (the board's `speed`, 0 =
no animation) scales them when played.

    timeline = Timeline(self.speed)
    end = timeline.add(0, 300, lambda t: item.setPos(lerp(a, b, t)), "out_cubic")
    timeline.add(end, 200, lambda t: marker.setOpacity(t))
    timeline.then(400, banner_step)           # a phase after everything so far
    return timeline.play(self, done)          # the duration in ms (0: done already ran)

The contract of a step: before its start it is called once with t = 0 (when the timeline starts,
so items are in place at the first frame); while it runs, with the eased t; at its end exactly
once with t = 1 (also when the timeline is played with speed 0). Steps are called in the order
they were added. Animate positions and opacity where you can: they keep item caches valid; a
scale or rotation re-renders a cached item on every frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board import BoardUi

Step = Callable[[float], None]
Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    """Fast start, gentle stop (a card that flies and lands)."""
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def smooth(t: float) -> float:
    """Smoothstep: gentle start and stop (a piece that walks)."""
    return t * t * (3 - 2 * t)


def out_back(t: float) -> float:
    """Overshoots a little and settles (a pop)."""
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "smooth": smooth,
    "out_back": out_back,
    "out_sine": out_sine,
}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Timeline:
    """Timed steps (start, duration, step) driven by one animation; times in ms at normal speed."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.steps: list[_Entry] = []
        self.total = 0.0  # ms at normal speed
        self.extras: list[Step] = []  # called once at the end, after the steps (cleanup)

    def add(
        self,
        start: float,
        duration: float,
        step: Step,
        easing: str | Easing = "linear",
        prime: bool = True,
    ) -> float:
        """A step over [start, start + duration]; returns its end (to chain the next one).
        `prime` False: no call with t = 0 before its start (a phase that sets up on first call)."""
        curve = EASINGS[easing] if isinstance(easing, str) else easing
        self.steps.append(_Entry(start, max(0.0, duration), step, curve, prime))
        self.total = max(self.total, start + max(0.0, duration))
        return start + max(0.0, duration)

    def then(
        self, duration: float, step: Step, easing: str | Easing = "linear", prime: bool = True
    ) -> float:
        """A phase after everything added so far; returns its end."""
        return self.add(self.total, duration, step, easing, prime)

    def at_end(self, action: Callable[[], None]) -> None:
        """Something to do once when the timeline ends (after the last steps got t = 1)."""
        self.extras.append(lambda _t: action())

    def at(self, ms: float) -> None:
        """Bring every step to time `ms` (normal speed) as the contract above says."""
        for entry in self.steps:
            entry.at(ms)

    def finish(self) -> None:
        self.at(math.inf)
        extras, self.extras = self.extras, []
        for extra in extras:
            extra(1.0)

    @property
    def duration(self) -> int:
        """The played length in ms."""
        return int(self.total * self.speed)

    def play(self, board: BoardUi, done: Callable[[], None] = lambda: None) -> int:
        """Run it on `board` (registered in `board.animations`); returns the duration in ms."""
        if not self.steps or self.duration <= 0:
            self.finish()
            done()
            return 0
        from PySide6.QtCore import QVariantAnimation

        self.at(0.0)
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(float(self.total))
        animation.setDuration(self.duration)
        animation.valueChanged.connect(lambda value: self.at(float(value)))

        def finished() -> None:
            self.finish()
            if animation in board.animations:
                board.animations.remove(animation)
            done()

        animation.finished.connect(finished)
        board.animations.append(animation)
        animation.start()
        return self.duration


class _Entry:
    __slots__ = ("start", "duration", "step", "easing", "state")

    def __init__(
        self, start: float, duration: float, step: Step, easing: Easing, prime: bool
    ) -> None:
        self.start, self.duration, self.step, self.easing = start, duration, step, easing
        self.state = 0 if prime else 1  # 0: not called yet, 1: primed or running, 2: ended

    def at(self, ms: float) -> None:
        if self.state == 2:
            return
        if ms >= self.start + self.duration:
            self.state = 2
            self.step(1.0)
        elif ms >= self.start:
            self.state = 1
            self.step(self.easing((ms - self.start) / self.duration))
        elif self.state == 0:
            self.state = 1
            self.step(self.easing(0.0))


def run_phases(
    board: BoardUi,
    phases: list[tuple[float, Step]],
    done: Callable[[], None] = lambda: None,
    speed: float | None = None,
) -> int:
    """Play (duration, step) phases one after another (a cue chain): a phase's step is first
    called when its phase begins, never before."""
    timeline = Timeline(board.speed if speed is None else speed)
    for duration, step in phases:
        timeline.then(duration, step, prime=False)
    return timeline.play(board, done)
