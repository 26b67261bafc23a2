"""A card's name plate: whole, or the last name alone on a small card ("Britton")."""

from __future__ import annotations

from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsScene

from spielesammlung.ui.checkpoint.art import CardItem
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
