"""A card's name plate: whole, or the last name alone on a small card ("Britton"), its letters
set closer when a little too wide."""

from __future__ import annotations

import math

from PySide6.QtGui import QFontMetricsF, QTransform
from PySide6.QtWidgets import QGraphicsScene

from spielesammlung.ui.checkpoint.art import MIN_TEXT, CardItem
from spielesammlung.ui.paint import font
from tests.ui.layout_check import painted_words


def plate(width: float, name: str) -> list[str]:
    scene = QGraphicsScene()
    card = CardItem(width, "agent", 1, name)
    scene.addItem(card)
    return [words for _, words, _ in painted_words([card], QTransform())]


def test_a_small_card_shows_the_last_name_whole(qapp) -> None:
    assert plate(200, "John Britton") == ["John Britton"]
    assert plate(80, "John Britton") == ["Britton"]


def test_a_name_too_long_even_alone_is_cut_short(qapp) -> None:
    (words,) = plate(40, "Martin Colombini")
    assert words.endswith("…") and "Colombini".startswith(words[:-1])


def test_a_name_a_little_too_wide_fits_with_its_letters_closer(qapp) -> None:
    """A cat's name a few pixels wider than a small card shows whole ("Fleming", not "Flem…")."""
    face = font(MIN_TEXT, bold=True)  # a plate's font at scale 1 on a card below 250 high
    wide = QFontMetricsF(face).horizontalAdvance("Fleming")
    width = math.ceil(wide * 0.93) + 4  # 4: the plate's margins
    assert plate(width, "Fleming") == ["Fleming"]
