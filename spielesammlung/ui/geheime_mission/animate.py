"""Events to animation on the Geheime Mission table: the die drops, then the mission or visor-row
cue, then the new round's banner. Each phase is a step called with t from 0 to 1."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QVariantAnimation
from PySide6.QtGui import QColor, QPen

from ...core.protocol import Event
from ...games.geheime_mission.rules import MissionAccomplished, Placed, Scored, View, VisorRow
from .art import GOLD, DieItem, rounded
from .layout import Y0, front_rect
from .scene import MissionTable
from .texts import RoundNote

DROP_MS, CUE_MS, ROUND_MS = 420, 1200, 1500  # at normal speed
Phase = tuple[int, Callable[[float], None]]  # (duration in ms, step)


def run(
    phases: Sequence[Phase], done: Callable[[], None], running: list[QVariantAnimation]
) -> None:
    """Plays the phases one after another (the running one kept in `running`); each step is
    called with t from 0 to 1 (once with 1)."""
    if not phases:
        done()
        return
    duration, step = phases[0]
    ended = False

    def value(t: float) -> None:
        nonlocal ended
        if not ended:
            ended = t >= 1.0
            step(t)

    def finished() -> None:
        value(1.0)
        run(phases[1:], done, running)

    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(max(1, duration))
    animation.valueChanged.connect(lambda v: value(float(v)))
    animation.finished.connect(finished)
    running[:] = [animation]
    animation.start()


def landed(before: View, placed: Placed, scores: tuple[int, int]) -> View:
    """The view once the placed die lies on its column (the scores already new)."""
    columns = list(before.columns)
    columns[placed.column] = (*columns[placed.column], placed.player)
    tops = list(before.tops)
    tops[placed.column] = placed.symbol
    supply = list(before.supply)
    supply[placed.player] -= 1
    return replace(
        before,
        columns=tuple(columns),
        tops=tuple(tops),
        supply=(supply[0], supply[1]),
        scores=scores,
        to_move=None,
    )


def drop(
    table: MissionTable, placed: Placed, level: int, speed: float, lands: Callable[[], None]
) -> Phase:
    """The die falls from above onto its column, faster for a short fall; `lands` at the end."""
    die = DieItem(placed.player, placed.column, level, placed.symbol)
    table.add("falling", die, 45)
    height = front_rect(placed.column, level).bottom() + 20

    def step(t: float) -> None:
        die.setY(-height * (1 - t * t))
        if t >= 1.0 and table.layers.get("falling"):
            table.clear("falling")
            lands()

    return int(DROP_MS * speed * (0.6 + 0.4 * height / Y0)), step


def cue(
    table: MissionTable,
    mission: MissionAccomplished | None,
    row: VisorRow | None,
    events: Sequence[Event],
    speed: float,
) -> Phase:
    """Highlights the visor row and announces the mission and the points."""
    scored = next(e for e in events if isinstance(e, Scored))  # a mission or row scores
    title, line = table.texts.cue(mission is not None, row is not None, scored)

    def step(t: float) -> None:
        if "cue" not in table.layers:
            for column, level in row.cells if row else ():
                rect = front_rect(column, level).adjusted(-4, -4, 4, 4)
                glow = rounded(rect, 14, QColor(0, 0, 0, 0), QPen(QColor(242, 201, 76, 110), 14))
                table.add("cue", glow, 70)
                table.add("cue", rounded(rect, 14, QColor(0, 0, 0, 0), QPen(GOLD, 5)), 71)
            table.banner("cue", title, line, mission.card if mission else None)
        for item in table.layers["cue"]:
            item.setOpacity(min(1.0, 4 * t, 4 * (1 - t) + 0.3))
        if t >= 1.0:
            table.clear("cue")

    return int(CUE_MS * speed), step


def new_round(table: MissionTable, view: View, note: RoundNote | None, speed: float) -> Phase:
    """The new round announced over the last rack of the old one."""

    def step(t: float) -> None:
        if "cue" not in table.layers:
            texts = table.texts
            table.banner("cue", texts.round_title(view), texts.round_text(view, note))
        if t >= 1.0:
            table.clear("cue")

    return int(ROUND_MS * speed), step
