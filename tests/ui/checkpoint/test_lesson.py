"""Checkpoint Charlie's guided first game, played to its end by its own script with clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from spielesammlung.core.protocol import Setup
from spielesammlung.games.checkpoint import GAME
from spielesammlung.games.checkpoint.components import Colour
from spielesammlung.games.checkpoint.state import Accuse, ChooseSide, Draw
from spielesammlung.ui.checkpoint.board import CheckpointBoard
from spielesammlung.ui.checkpoint.lesson import FLEMING, LESSON, NILS
from spielesammlung.ui.coach import start_lesson
from spielesammlung.ui.lessons import Kind
from tests.ui.lesson_driver import finish_game, play_lesson, play_step, wait_turn


def computer(state: Any, replies: list[Any]) -> Any:
    """The scripted replies, each by the computer seat that must act."""
    while replies:
        seats = sorted(p for p in GAME.to_act(state).players if p != LESSON.learner)
        if not seats:
            break
        state = GAME.apply(state, seats[0], replies.pop(0)).state
    return state


def test_the_script_follows_the_rules() -> None:
    state = computer(GAME.new_game(Setup(("A", "B", "C")), LESSON.seed), list(LESSON.opening))
    assert state.starter == 0
    for step in LESSON.steps:
        if step.kind is Kind.ACT:
            assert step.expect[0] in GAME.legal_actions(state, 0)
            state = GAME.apply(state, 0, step.expect[0]).state
            state = computer(state, list(step.replies))
    summary = state.summary
    assert summary is not None and summary.chief == NILS
    assert summary.accusations == ((0, NILS), (1, FLEMING))
    assert summary.awards == (Colour.GOLD, Colour.WHITE, Colour.BLACK)
    assert state.round == 2 and GAME.result(state) is None


def clicker(qtbot: Any, window: Any) -> Any:
    """Does an action as the learner: on the secret page, or by clicks on the table."""

    def click(action: Any) -> None:
        if window.pages.currentWidget() is window.secret_page:
            assert isinstance(action, ChooseSide)
            buttons = window.secret_page.choice_buttons
            qtbot.mouseClick(buttons[action.side], Qt.MouseButton.LeftButton)
            return
        board = window.controller.board
        assert isinstance(board, CheckpointBoard)
        if isinstance(action, Draw):
            board.click_deck()
        else:
            assert isinstance(action, Accuse)
            assert board.selected == action.cat  # marked by the coach: one click confirms
            board.click_cat(action.cat)

    return click


def look(qtbot: Any, window: Any) -> Any:
    def peek() -> None:
        board = window.controller.board
        assert isinstance(board, CheckpointBoard) and board.panel is not None
        qtbot.mouseClick(board.panel.mine, Qt.MouseButton.LeftButton)
        page = window.secret_page
        assert window.pages.currentWidget() is page
        assert "Grey fur" in page.info.text() or "grey fur" in page.info.text()
        qtbot.mouseClick(page.choice_buttons[0], Qt.MouseButton.LeftButton)  # back to the table

    return peek


def test_the_lesson_is_played_by_clicks_and_ends_in_a_normal_game(qtbot, window) -> None:
    controller = play_lesson(
        qtbot, window, "checkpoint-charlie", act=clicker(qtbot, window), peek=look(qtbot, window)
    )
    assert controller.lesson is None
    assert controller.panel.heading.text() == "Lesson complete"
    summary = controller.session.state.summary
    assert summary is not None and summary.awards[0] is Colour.GOLD
    finish_game(qtbot, window)
    assert controller.session.result is not None


def test_a_wrong_click_is_explained_and_not_applied(qtbot, window) -> None:
    controller = start_lesson(window, "checkpoint-charlie")
    for number in range(8):  # up to the accusation
        play_step(qtbot, window, act=clicker(qtbot, window), peek=look(qtbot, window))
        qtbot.waitUntil(lambda n=number: controller.index > n, timeout=20000)
    controller = wait_turn(qtbot, window)
    assert controller.current is not None and controller.current.expect == (Accuse(NILS),)
    before = controller.session.state
    board = controller.board
    assert isinstance(board, CheckpointBoard)
    board.click_deck()  # legal, but the lesson asks for the accusation first
    assert controller.session.state == before
    assert controller.panel.feedback.text() == (
        "In the lesson: accuse Nils first (click his card)."
    )
    assert board.selected == NILS  # marked again
    board.click_cat(NILS)
    qtbot.waitUntil(lambda: controller.index == 9, timeout=20000)
    assert controller.session.state.accusations == ((0, NILS),)


def test_leaving_the_lesson_continues_a_normal_game(qtbot, window) -> None:
    controller = start_lesson(window, "checkpoint-charlie")
    for number in range(5):  # up to the first draw
        play_step(qtbot, window, act=clicker(qtbot, window), peek=look(qtbot, window))
        qtbot.waitUntil(lambda n=number: controller.index > n, timeout=20000)
    controller = wait_turn(qtbot, window)
    qtbot.mouseClick(controller.panel.leave_button, Qt.MouseButton.LeftButton)
    assert controller.lesson is None and controller.panel.isHidden()
    controller = wait_turn(qtbot, window)
    before = len(controller.session.played)
    controller.board.action_chosen.emit(Accuse(controller.session.state.rows[2][0]))  # any
    assert len(controller.session.played) == before + 1
    finish_game(qtbot, window)
    assert controller.session.result is not None
