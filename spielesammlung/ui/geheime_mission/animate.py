"""Events to animation on the Geheime Mission table: the die drops, then the mission or visor-row
cue, then the new round's banner. Each phase is (ms at normal speed, step of t from 0 to 1) for
the shared timeline (`ui/motion.py`, `run_phases`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtGui import QColor, QPen

from ...core.protocol import Event
from ...games.geheime_mission.rules import MissionAccomplished, Placed, Scored, View, VisorRow
from ..paint import rounded_item
from .art import GOLD, DieItem
from .layout import Y0, front_rect
from .scene import MissionTable
from .texts import RoundNote

DROP_MS, CUE_MS, ROUND_MS = 420, 1200, 1500  # at normal speed
Phase = tuple[float, Callable[[float], None]]  # (ms at normal speed, step)


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
        last=(placed.column, len(columns[placed.column]) - 1),
    )


def drop(table: MissionTable, placed: Placed, level: int, lands: Callable[[], None]) -> Phase:
    """The die falls from above onto its column, faster for a short fall; `lands` at the end."""
    die = DieItem(placed.player, placed.column, level, placed.symbol)
    table.add("falling", die, 45)
    height = front_rect(placed.column, level).bottom() + 20

    def step(t: float) -> None:
        die.setY(-height * (1 - t * t))
        if t >= 1.0 and table.layers.get("falling"):
            table.clear("falling")
            lands()

    return DROP_MS * (0.6 + 0.4 * height / Y0), step


def cue(
    table: MissionTable,
    mission: MissionAccomplished | None,
    row: VisorRow | None,
    events: Sequence[Event],
) -> Phase:
    """Highlights the visor row and announces the mission and the points."""
    scored = next(e for e in events if isinstance(e, Scored))  # a mission or row scores
    title, line = table.texts.cue(mission is not None, row is not None, scored)

    def step(t: float) -> None:
        if "cue" not in table.layers:
            for column, level in row.cells if row else ():
                rect = front_rect(column, level).adjusted(-4, -4, 4, 4)
                glow = rounded_item(
                    rect, 14, QColor(0, 0, 0, 0), QPen(QColor(242, 201, 76, 110), 14)
                )
                table.add("cue", glow, 70)
                table.add("cue", rounded_item(rect, 14, QColor(0, 0, 0, 0), QPen(GOLD, 5)), 71)
            table.banner("cue", title, line, mission.card if mission else None)
        for item in table.layers["cue"]:
            item.setOpacity(min(1.0, 4 * t, 4 * (1 - t) + 0.3))
        if t >= 1.0:
            table.clear("cue")

    return CUE_MS, step


def new_round(table: MissionTable, view: View, note: RoundNote | None) -> Phase:
    """The new round announced over the last rack of the old one."""

    def step(t: float) -> None:
        if "cue" not in table.layers:
            texts = table.texts
            table.banner("cue", texts.round_title(view), texts.round_text(view, note))
        if t >= 1.0:
            table.clear("cue")

    return ROUND_MS, step
