"""Geheime Mission's guided first game, played to its end by its own script through the board:
the handover once, holding the mission button, five dice, mission and visor row at once."""

from __future__ import annotations

from typing import Any

from spielesammlung.core.protocol import Setup
from spielesammlung.games.geheime_mission import GAME
from spielesammlung.games.geheime_mission.rules import MissionAccomplished, Place, VisorRow
from spielesammlung.ui.geheime_mission.board import MissionBoard
from spielesammlung.ui.geheime_mission.lesson import LESSON
from spielesammlung.ui.lessons import Kind
from tests.ui.lesson_driver import finish_game, play_lesson


def test_the_script_follows_the_rules_and_scores_both_at_once() -> None:
    state = GAME.new_game(Setup(("A", "B"), LESSON.options), LESSON.seed)
    events: list[Any] = []
    for step in LESSON.steps:
        if step.kind is Kind.ACT:
            assert step.expect[0] in GAME.legal_actions(state, 0)
            outcome = GAME.apply(state, 0, step.expect[0])
            state, events = outcome.state, list(outcome.events)
        for reply in step.replies:
            outcome = GAME.apply(state, 1, reply)
            assert not any(isinstance(e, MissionAccomplished | VisorRow) for e in outcome.events)
            state = outcome.state
    assert any(isinstance(e, MissionAccomplished) for e in events)
    assert any(isinstance(e, VisorRow) for e in events)
    assert state.scores == (5, 0) and state.round == 2


def test_the_lesson_is_played_through_the_board_and_ends_in_a_normal_game(qtbot, window) -> None:
    seen: list[str] = []

    def board() -> MissionBoard:
        found = window.controller.board
        assert isinstance(found, MissionBoard)
        return found

    def act(action: Any) -> None:
        assert isinstance(action, Place)
        if board().selected != action.column:
            board().click(action.column)
        board().choose_symbol(action.symbol)  # the tile's click

    def peek() -> None:
        button = board().panel.show_button
        assert button.isEnabled()
        button.pressed.emit()
        seen.append(board().panel.secret.text())
        button.released.emit()

    controller = play_lesson(qtbot, window, "geheime-mission", act=act, peek=peek)
    assert len(seen) == 1 and "Microfilm" in seen[0] and "Computer" in seen[0]
    assert controller.session.state.scores == (5, 0)
    assert controller.panel.heading.text() == "Lesson complete"
    finish_game(qtbot, window, limit=600)
    assert controller.session.result is not None
