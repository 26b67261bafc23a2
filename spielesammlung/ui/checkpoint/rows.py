"""How wide the players' name blocks are (name, agent, clue tile and its caption, points,
chips): wider where a large text leaves a low row no room for a caption's lines beside the
tile, so that every caption shows (not only in the tile's tooltip)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from ...games.checkpoint.view import View
from .. import text_size
from ..paint import font
from .art import MIN_TEXT, value_chip_size
from .canvas import Canvas
from .header import text_height
from .layout import BLOCK

WIDEST = 460.0  # the most it grows
TILE = 58.0  # the clue tile in the block


def caption_width(block: float) -> float:
    """The width of a caption beside the tile."""
    return block - TILE - 14


def line_height(pixels: float, bold: bool = False) -> float:
    return QFontMetricsF(font(pixels, bold)).height()


def points_up_width(agent: float, points: float) -> float:
    """The block's width that holds the points at the end of the agent's line (widths of both
    words)."""
    return agent + 12 + points + 4


def points_up(agent: float, points: float, block: float) -> bool:
    """Whether the points fit at the end of the agent's line (widths of both words)."""
    return points_up_width(agent, points) <= block


def points_height(floor: float) -> float:
    """The height of a line of points under the caption (`floor`: the smallest text)."""
    return max(17.0, floor) * text_size.board_factor() * 1.3


def block_width(table: Canvas, view: View) -> float:
    """`BLOCK`, or wider (at most `WIDEST`): as wide as the longest caption's one line where a
    caption wrapped beside the tile has more lines than the row leaves room for, and wide
    enough for a player's points at the end of the agent's line where the row has no room
    for them below the caption (a low row: five players, a small window, a large text)."""
    lay, host, t = table.layout, table.host, table.texts
    floor = max(MIN_TEXT, host.smallest_text)
    pixels = max(15.0, floor)
    metrics = QFontMetricsF(font(pixels))
    top = 8 + max(62.0, line_height(max(26, floor), True) - 4 + line_height(max(16, floor)))
    chips = value_chip_size(34.0 if lay.players == 5 else 42.0, host.smallest_text)
    room = lay.row_h - 4 - top - chips
    agents = QFontMetricsF(font(max(16.0, floor)))
    points = QFontMetricsF(font(max(17.0, floor), bold=True))
    wider = BLOCK
    for player, pv in enumerate(view.players):
        caption, _tip = t.tile(player, pv)
        scored = pv.score is not None and bool(pv.chips)
        below = points_height(floor) if scored else 0.0  # the points under the caption
        if text_height(caption, pixels, caption_width(BLOCK)) - 8 + below > room:
            wider = max(wider, TILE + 14 + metrics.horizontalAdvance(caption) + 12)
            if scored and pv.score is not None:  # and the points up, beside the agent
                agent = agents.horizontalAdvance(pv.agent)
                up = points_up_width(agent, points.horizontalAdvance(t.points(pv.score)))
                wider = max(wider, up)
    return min(wider, WIDEST)
