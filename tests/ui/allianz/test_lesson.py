"""Allianz's guided first game, played to its end by its own script with board clicks: steps,
jumps, chains and a chain capturing two enemies; then the game goes on and ends."""

from __future__ import annotations

from typing import Any

from spielesammlung.core.protocol import Setup
from spielesammlung.games.allianz import GAME
from spielesammlung.games.allianz.model import Move, Moved, Resign
from spielesammlung.ui.allianz.board import AllianzBoard
from spielesammlung.ui.allianz.lesson import LESSON
from spielesammlung.ui.lessons import Kind
from tests.ui.lesson_driver import play_lesson, wait_turn


def test_the_script_follows_the_rules_and_captures_two() -> None:
    state = GAME.new_game(Setup(("A", "B"), LESSON.options), LESSON.seed)
    captured: list[int] = []
    for step in LESSON.steps:
        if step.kind is Kind.ACT:
            assert step.expect[0] in GAME.legal_actions(state, 0)
            outcome = GAME.apply(state, 0, step.expect[0])
            state = outcome.state
            captured += [s for e in outcome.events if isinstance(e, Moved) for s in e.captured]
        for reply in step.replies:
            outcome = GAME.apply(state, 1, reply)
            assert not any(isinstance(e, Moved) and e.captured for e in outcome.events)
            state = outcome.state
    assert len(captured) == 2


def test_the_lesson_is_played_by_clicks_and_ends_in_a_normal_game(qtbot, window) -> None:
    def act(action: Any) -> None:
        board = window.controller.board
        assert isinstance(board, AllianzBoard) and isinstance(action, Move)
        board.click(action.path[0])  # the piece (the coach's mark had selected it already)
        if board.selected != action.path[0]:
            board.click(action.path[0])
        board.click(action.path[-1])  # the end of its way
        if board.candidates:  # several chains end there: pick ours
            board.pick_path(board.candidates.index(action))

    controller = play_lesson(qtbot, window, "allianz", act=act)
    assert controller.panel.heading.text() == "Lesson complete"
    assert len(controller.session.played) >= 15  # and the easy computer's free move
    for _ in range(20):  # two parties left: the learner resigns (after answering a question)
        controller = wait_turn(qtbot, window)
        if controller.session.result is not None:
            break
        legal = controller.game.legal_actions(controller.session.state, 0)
        controller.board.action_chosen.emit(Resign() if Resign() in legal else legal[0])
    assert controller.session.result is not None
