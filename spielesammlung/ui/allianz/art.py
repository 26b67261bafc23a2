"""What Allianz draws with: its art files, its colours and the piece items."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtSvgWidgets import QGraphicsSvgItem

from .. import svg
from ..palettes import ALLIANZ_PARTIES, ALLIANZ_PATHS
from .layout import PIECE

#: Party colours (A-D) for lines drawn on the board; the art carries the same colours.
COLOURS = ALLIANZ_PARTIES.colours
OLIVE, OLIVE_DARK = QColor("#a19d4a"), QColor("#6f6b2a")
#: the candidate chains of a path choice, numbered as well (`choice_number`)
CHOICE_COLOURS = ALLIANZ_PATHS.colours
GOLD = QColor("#ffd23f")


def piece_art(party: int) -> str:
    return f"allianz-piece-{'abcd'[party]}.svg"


def castle_art(party: int) -> str:
    return f"allianz-castle-{'abcd'[party]}.svg"


def choice_colour(index: int) -> QColor:
    """The colour of the index-th candidate chain."""
    return QColor(CHOICE_COLOURS[index % len(CHOICE_COLOURS)])


def piece(party: int) -> QGraphicsSvgItem:
    """A party's piece (its picture is cached by the sprite service: it only moves and fades)."""
    return svg.item(piece_art(party), PIECE)
