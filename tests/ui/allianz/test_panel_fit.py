"""Allianz's side panel in a small window at a large text: the partners' names show whole."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from spielesammlung.core.seats import COMPUTER, Seat
from tests.ui.keyboard_util import own_window, start_game

NAMES = ("Annabella", "Bertholdina", "Clara-Sophie", "Dagobert")


def test_the_partners_names_show_whole_in_a_narrow_panel(qapp, tmp_path) -> None:
    with own_window("de", tmp_path, "1.5") as window:
        window.resize(1024, 600)
        seats = [Seat()] + [Seat(COMPUTER, "easy")] * 3
        start_game(window, "allianz", seats, moves=4, names=NAMES)
        QApplication.processEvents()
        panel = window.controller.board.panel  # type: ignore[union-attr]
        partner = panel.partner
        assert partner.isVisibleTo(panel) and partner.count() == 3
        room = partner.width() - partner.iconSize().width() - 24  # less the arrow and frame
        widest = max(partner.fontMetrics().horizontalAdvance(partner.itemText(i)) for i in range(3))
        assert widest <= room, (widest, partner.width())
