"""Heimlich's guided first game, played to its end by its own script with board clicks."""

from __future__ import annotations

from typing import Any

from spielesammlung.core.protocol import Setup
from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.rules import Place
from spielesammlung.ui.heimlich.board import HeimlichBoard
from spielesammlung.ui.heimlich.lesson import LESSON
from spielesammlung.ui.lessons import Kind
from tests.ui.lesson_driver import finish_game, play_lesson


def test_the_script_follows_the_rules() -> None:
    state = GAME.new_game(Setup(("A", "B")), LESSON.seed)
    for step in LESSON.steps:
        if step.kind is Kind.ACT:
            assert step.expect[0] in GAME.legal_actions(state, 0)
            state = GAME.apply(state, 0, step.expect[0]).state
        for reply in step.replies:
            state = GAME.apply(state, 1, reply).state
    assert GAME.result(state) is None


def test_the_lesson_is_played_by_clicks_and_ends_in_a_normal_game(qtbot, window) -> None:
    def click(action: Any) -> None:
        board = window.controller.board
        assert isinstance(board, HeimlichBoard) and isinstance(action, Place)
        board.click(action.square)
        if board.choosing is not None:  # several lines: click a stone of the wanted one
            assert len(board.choices[action.square]) > 1
            board.click(board.line_squares(action)[0])

    controller = play_lesson(qtbot, window, "heimlich", act=click)
    assert controller.lesson is None
    assert not controller.panel.isHidden()  # the last words stay until closed
    assert controller.panel.heading.text() == "Lesson complete"
    assert len(controller.session.played) == 8  # four of the learner's, four replies
    finish_game(qtbot, window)
    assert controller.session.result is not None
