"""Plays a guided first game (ui/coach.py) through the GUI, step by step, as a learner would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt

from spielesammlung.core.table import Phase
from spielesammlung.ui.coach import LessonController, start_lesson
from spielesammlung.ui.lessons import Kind
from spielesammlung.ui.main_window import MainWindow


def learner_turn(controller: LessonController) -> bool:
    step = controller.step
    return (
        not controller.thinking
        and step is not None
        and (step.phase is Phase.HUMAN and step.player is not None or step.phase is Phase.FINISHED)
    )


def wait_turn(qtbot: Any, window: MainWindow) -> LessonController:
    controller = window.controller
    assert isinstance(controller, LessonController)
    qtbot.waitUntil(lambda: learner_turn(controller), timeout=20000)
    return controller


def play_step(
    qtbot: Any,
    window: MainWindow,
    act: Callable[[Any], None] | None = None,
    peek: Callable[[], None] | None = None,
) -> None:
    """Do the current step: click Next, hold the peek button, pass on, or act (with `act`, a
    function doing the action on the board; default: the board emits it)."""
    controller = wait_turn(qtbot, window)
    step = controller.current
    assert step is not None
    panel = controller.panel
    if step.kind is Kind.READ:
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    elif step.kind is Kind.HANDOVER:
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert window.pages.currentWidget() is window.handover_page
        window.handover_page.confirmed.emit(controller.learner)
        assert window.pages.currentWidget() in (window.game_page, window.secret_page)
    elif step.kind is Kind.PEEK:
        assert peek is not None, "a peek step needs the game's hold button"
        peek()
    else:
        action = step.expect[0]
        assert action in controller.game.legal_actions(controller.session.state, controller.learner)
        (act or controller.board.action_chosen.emit)(action)


def play_lesson(
    qtbot: Any,
    window: MainWindow,
    game_id: str,
    act: Callable[[Any], None] | None = None,
    peek: Callable[[], None] | None = None,
) -> LessonController:
    """Start `game_id`'s lesson and play every step of its script; returns at free play."""
    controller = start_lesson(window, game_id)
    steps = len(controller.script.steps)
    for number in range(steps):
        wait_turn(qtbot, window)
        assert controller.index == number, f"step {number + 1} was not taken"
        play_step(qtbot, window, act, peek)
        qtbot.waitUntil(lambda n=number, c=controller: c.index > n, timeout=20000)
    qtbot.waitUntil(lambda: controller.lesson is None, timeout=20000)
    return controller


def finish_game(qtbot: Any, window: MainWindow, limit: int = 400) -> None:
    """Play on as the learner (the first legal action each turn) until the game ends."""
    controller = wait_turn(qtbot, window)
    for _ in range(limit):
        controller = wait_turn(qtbot, window)
        if controller.session.result is not None:
            return
        step = controller.step
        assert step is not None and step.player is not None
        legal = controller.game.legal_actions(controller.session.state, step.player)
        controller.board.action_chosen.emit(legal[0])
    raise AssertionError("the game did not end")
