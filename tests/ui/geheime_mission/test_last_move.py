"""Geheime Mission's last-move marker: a frame round the die placed last, drawn from the view,
moved by the next placement, gone when a round clears the rack, said by the column's words."""

from __future__ import annotations

from spielesammlung.games.geheime_mission.rules import Place, Symbol
from spielesammlung.ui.geheime_mission.layout import front_rect

from .test_mission_board import start


def test_the_die_placed_last_is_framed_and_the_frame_moves(window, qtbot):
    controller = start(window)
    board = controller.board
    last = board.table.last
    assert not last.marks  # nothing placed yet
    controller.board.action_chosen.emit(Place(2, Symbol.MICROFILM))
    qtbot.waitUntil(lambda: last.at("placed") == [2])
    frame = last.marks[0]
    assert frame.scene() is board.scene
    assert frame.boundingRect().contains(front_rect(2, 0))
    assert "placed last" in board.texts.column_tip(board.view, 2)
    assert "placed last" not in board.texts.column_tip(board.view, 3)
    qtbot.waitUntil(lambda: board.turn.player is not None)
    controller.board.action_chosen.emit(Place(2, Symbol.COMPUTER))
    qtbot.waitUntil(lambda: last.at("placed") == [2] and board.view.last == (2, 1))
    assert len(last.marks) == 1
    assert last.marks[0].boundingRect().contains(front_rect(2, 1))
