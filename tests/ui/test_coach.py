"""The guided first game's framework (ui/coach.py), shown with Heimlich's lesson."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton

from spielesammlung.core import registry
from spielesammlung.games.heimlich.notation import parse_move
from spielesammlung.ui import lessons
from spielesammlung.ui.coach import LessonController, start_lesson
from spielesammlung.ui.lessons import Kind
from tests.ui.lesson_driver import finish_game, play_step, wait_turn


def test_every_lesson_is_registered_and_loads() -> None:
    for game_id in (entry.id for entry in registry.GAMES if entry.lesson is not None):
        lesson = lessons.lesson(game_id)
        assert lesson.game_id == game_id
        assert 6 <= len(lesson.steps) <= 16


def test_learn_from_the_start_card(qtbot, window) -> None:
    card = next(c for c in window.start.cards if c.entry.id == "heimlich")
    assert not card.learn_button.isHidden()
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    controller = wait_turn(qtbot, window)
    assert isinstance(controller, LessonController)
    assert window.pages.currentWidget() is window.game_page
    assert controller.panel.isVisibleTo(window.game_page)
    assert controller.session.seats[1].level == "easy"


def test_learn_from_the_new_game_dialog(qtbot, window, monkeypatch) -> None:
    def run(dialog: QDialog) -> int:
        box = dialog.findChild(QDialogButtonBox)
        learn = next(b for b in box.findChildren(QPushButton) if b.text() == "Learn to play")
        learn.click()
        return int(dialog.result())

    monkeypatch.setattr(QDialog, "exec", run)
    assert window.new_game("heimlich")
    assert isinstance(wait_turn(qtbot, window), LessonController)


def test_a_wrong_click_is_explained_and_not_applied(qtbot, window) -> None:
    controller = start_lesson(window, "heimlich")
    play_step(qtbot, window)  # the welcome
    controller = wait_turn(qtbot, window)
    before = controller.session.state
    controller.board.action_chosen.emit(parse_move("f4:w"))  # legal, but not the lesson's
    assert controller.session.state == before
    assert controller.index == 1
    assert controller.panel.feedback.text() == "Place your stone on the marked square e3."
    assert not controller.panel.feedback.isHidden()
    controller.board.action_chosen.emit(parse_move("e3:n"))
    assert controller.index == 2
    assert controller.panel.feedback.isHidden()


def test_the_board_does_not_take_actions_during_a_read_step(qtbot, window) -> None:
    controller = start_lesson(window, "heimlich")
    controller = wait_turn(qtbot, window)
    assert controller.current is not None and controller.current.kind is Kind.READ
    controller.board.action_chosen.emit(parse_move("e3:n"))
    assert controller.session.played == []
    assert controller.panel.feedback.text() == (
        "First read the coach's note, then click the button below it."
    )


def test_the_step_is_marked_with_the_boards_hint(qtbot, window) -> None:
    controller = start_lesson(window, "heimlich")
    play_step(qtbot, window)
    controller = wait_turn(qtbot, window)
    assert controller.board.cursor_square == parse_move("e3:n").square
    assert controller.board.cursor.isVisible()


def test_undo_waits_until_the_lesson_is_over(qtbot, window) -> None:
    controller = start_lesson(window, "heimlich")
    play_step(qtbot, window)
    play_step(qtbot, window)
    controller = wait_turn(qtbot, window)
    assert not controller.can_undo()
    controller.leave()
    assert controller.can_undo()


def test_leaving_the_lesson_continues_a_normal_game(qtbot, window) -> None:
    controller = start_lesson(window, "heimlich")
    play_step(qtbot, window)
    play_step(qtbot, window)
    controller = wait_turn(qtbot, window)
    qtbot.mouseClick(controller.panel.leave_button, Qt.MouseButton.LeftButton)
    assert controller.lesson is None
    assert controller.panel.isHidden()
    assert window.controller is controller
    controller.board.action_chosen.emit(parse_move("c3:ne"))  # any legal move is taken now
    assert len(controller.session.played) == 3
    finish_game(qtbot, window)
    assert controller.session.result is not None
    assert window.recorder.records().count() == 0  # practice on a fixed deal: not recorded


def test_the_coach_speaks_the_new_language_at_once(qtbot, window) -> None:
    controller = start_lesson(window, "heimlich")
    window.set_language("de")
    qtbot.waitUntil(lambda: controller.panel.heading.text() == "Lektion: Schritt 1 von 8")
    assert controller.panel.next_button.text() == "Weiter"
    assert controller.panel.text.text().startswith("Willkommen!")
    window.set_language("en")
    qtbot.waitUntil(lambda: controller.panel.next_button.text() == "Next")
