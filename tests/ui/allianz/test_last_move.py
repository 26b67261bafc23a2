"""Allianz's last-move marker: a dashed frame where the move started, a small ring on each hop,
a ring where it ended; drawn from the view, moved by the next move, said by the reader."""

from __future__ import annotations

from spielesammlung.games.allianz.model import Move
from spielesammlung.ui.allianz.layout import cell_rect

from .test_allianz_board import CHOICE, settle, sq, start


def test_the_last_move_is_marked_from_start_over_hops_to_end(window, qtbot):
    controller = start(window, state=CHOICE)
    board = controller.board
    last = board.table.last
    assert not last.marks  # nothing moved yet
    board.click(sq(5, 5))
    board.click(sq(5, 9))
    board.click(sq(7, 7))  # the capturing chain f6-h8-j6
    settle(qtbot, controller)
    qtbot.waitUntil(lambda: last.at("to") == [sq(5, 9)])
    assert last.at("from") == [sq(5, 5)] and last.at("via") == [sq(7, 7)]
    ring = next(m for m in last.marks if m.role == "to")
    assert ring.scene() is board.scene
    assert cell_rect(sq(5, 9)).contains(ring.boundingRect().center())
    assert "the last move ended here" in board.square_tip(sq(5, 9))
    assert "the last move started here" in board.square_tip(sq(5, 5))
    assert "jumped via here" in board.square_tip(sq(7, 7))
    qtbot.waitUntil(lambda: board.turn.player == 1)
    step = next(
        a
        for a in controller.game.legal_actions(controller.session.state, 1)
        if isinstance(a, Move) and len(a.path) == 2
    )
    board.choose(step)
    settle(qtbot, controller)
    qtbot.waitUntil(lambda: last.at("to") == [step.path[-1]])
    assert last.at("from") == [step.path[0]] and last.at("via") == []
    assert len(last.marks) == 2
