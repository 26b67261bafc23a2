"""Spion & Spion's guided first game, played to its end by its own script with clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from spielesammlung.core.protocol import Setup
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import Accuse, Move, WriteEnvelope, ZoffPick
from spielesammlung.ui.coach import start_lesson
from spielesammlung.ui.lessons import Kind
from spielesammlung.ui.spion.board import SpionBoard
from spielesammlung.ui.spion.lesson import LESSON
from tests.ui.lesson_driver import finish_game, play_lesson, play_step, wait_turn


def test_the_script_follows_the_rules() -> None:
    state = GAME.new_game(Setup(("A", "B")), LESSON.seed)
    for reply in LESSON.opening:
        state = GAME.apply(state, 1, reply).state
    for step in LESSON.steps:
        if step.kind is Kind.ACT:
            assert step.expect[0] in GAME.legal_actions(state, 0)
            state = GAME.apply(state, 0, step.expect[0]).state
        for reply in step.replies:
            state = GAME.apply(state, 1, reply).state
    assert GAME.result(state) is None
    assert state.spies[4].where == -2  # the traitor was caught


def clicker(qtbot: Any, window: Any) -> Any:
    """Does an action as the learner: on the secret page, or by the board's targets."""

    def click(action: Any) -> None:
        if window.pages.currentWidget() is window.secret_page:
            label = str(action.number) if isinstance(action, WriteEnvelope) else action.card.value
            assert isinstance(action, WriteEnvelope | ZoffPick)
            button = next(b for b in window.secret_page.choice_buttons if b.text() == label)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
        board = window.controller.board
        assert isinstance(board, SpionBoard)
        # an accusation: the red button first (unless the lesson's hint opened it), then the spy
        danger = [b for b, c in board.panel.buttons if c.danger]
        if isinstance(action, Accuse) and danger:
            qtbot.mouseClick(danger[0], Qt.MouseButton.LeftButton)
        hot = next(h for h in board.hots if h.action == action)
        hot.run()

    return click


def hold(qtbot: Any, window: Any) -> Any:
    def peek() -> None:
        board = window.controller.board
        assert isinstance(board, SpionBoard)
        button = board.panel.hold
        assert not button.isHidden()
        assert all(piece.number is None for piece in board.pieces.values())  # the shared screen
        button.pressed.emit()
        assert board.held is not None  # the learner's own numbers while it is held
        button.released.emit()

    return peek


def test_the_lesson_is_played_by_clicks_and_ends_in_a_normal_game(qtbot, window) -> None:
    controller = play_lesson(
        qtbot,
        window,
        "spion-und-spion",
        act=clicker(qtbot, window),
        peek=hold(qtbot, window),
    )
    assert controller.lesson is None
    assert controller.panel.heading.text() == "Lesson complete"
    state = controller.session.state
    assert state.spies[4].where == -2  # caught
    assert len(controller.session.played) == 9  # 2 envelopes, 5 of the learner's, 2 replies
    controller.leave()
    finish_game(qtbot, window, limit=2000)
    assert controller.session.result is not None


def test_a_wrong_click_is_explained_and_not_applied(qtbot, window) -> None:
    controller = start_lesson(window, "spion-und-spion")
    for number in range(4):  # welcome, handover, envelope, holding the button
        play_step(qtbot, window, act=clicker(qtbot, window), peek=hold(qtbot, window))
        qtbot.waitUntil(lambda n=number: controller.index > n, timeout=20000)
    controller = wait_turn(qtbot, window)
    assert controller.index == 4
    before = controller.session.state
    controller.board.action_chosen.emit(Move(1))  # legal, but not the lesson's spy
    assert controller.session.state == before
    assert controller.index == 4
    assert controller.panel.feedback.text().startswith("In the lesson: click your spy number 3")
    clicker(qtbot, window)(Move(0))
    qtbot.waitUntil(lambda: controller.index == 5, timeout=20000)


def test_the_coach_stays_in_sight_on_the_secret_page(qtbot, window) -> None:
    controller = start_lesson(window, "spion-und-spion")
    play_step(qtbot, window)  # welcome: the board, not yet the envelope
    assert window.pages.currentWidget() is window.game_page
    play_step(qtbot, window)  # the handover, then the envelope's secret page
    assert window.pages.currentWidget() is window.secret_page
    assert controller.panel.isVisibleTo(window.secret_page)
    window.secret_page.chosen.emit(WriteEnvelope(3))  # wrong: explained on the secret page
    assert window.pages.currentWidget() is window.secret_page
    assert controller.panel.feedback.text() == "In the lesson, please write the number 2."
    assert controller.session.state.envelopes[0].number is None
    controller.leave()
    assert not controller.panel.isVisibleTo(window.secret_page)


def test_the_coach_goes_with_the_game_also_from_the_secret_page(qtbot, window) -> None:
    controller = start_lesson(window, "spion-und-spion")
    play_step(qtbot, window)
    play_step(qtbot, window)
    assert window.pages.currentWidget() is window.secret_page
    window.close_game()
    assert controller.panel.parent() is None
    assert controller.panel.isHidden()


def test_leaving_the_lesson_continues_a_normal_game(qtbot, window) -> None:
    controller = start_lesson(window, "spion-und-spion")
    for number in range(5):  # up to the first step forward
        play_step(qtbot, window, act=clicker(qtbot, window), peek=hold(qtbot, window))
        qtbot.waitUntil(lambda n=number: controller.index > n, timeout=20000)
    controller = wait_turn(qtbot, window)
    qtbot.mouseClick(controller.panel.leave_button, Qt.MouseButton.LeftButton)
    assert controller.lesson is None and controller.panel.isHidden()
    controller = wait_turn(qtbot, window)
    before = len(controller.session.played)
    controller.board.action_chosen.emit(Move(1))  # not the lesson's move: taken now
    assert len(controller.session.played) == before + 1
    finish_game(qtbot, window, limit=2000)
    assert controller.session.result is not None
