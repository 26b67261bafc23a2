"""Show-mine never sticks: every way of letting go of the "hold to show mine" button hides the
secrets again, and nothing moves the button while it is held (issue 23).

The games are real hot-seat games (two humans at one screen): Spion & Spion shows the holder's
spy numbers and envelope, Geheime Mission the holder's mission card.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup, options_with_defaults
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.spion.model import WriteEnvelope
from spielesammlung.ui.coach import start_lesson
from spielesammlung.ui.geheime_mission.art import CardItem
from spielesammlung.ui.geheime_mission.board import MissionBoard
from spielesammlung.ui.lessons import Kind
from spielesammlung.ui.peek import PeekButton
from spielesammlung.ui.spion.board import SpionBoard
from tests.ui.lesson_driver import play_step, wait_turn
from tests.ui.spion.test_lesson import clicker

LEFT = Qt.MouseButton.LeftButton
GAMES = ["spion-und-spion", "geheime-mission"]


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def start(window: Any, game_id: str) -> Any:
    """Two humans at one screen, at the first turn on the public board; returns the board."""
    entry = registry.entry(game_id)
    setup = Setup(("Anna", "Bert"), options_with_defaults(entry.options, {}, 2))
    session = Session(game_id, entry.rules(), setup, 3, [Seat(), Seat()])
    if game_id == "spion-und-spion":
        for player in range(2):
            session.act(player, WriteEnvelope(player + 1))
    window.start_session(session, window.autosaves.new_path(game_id))
    for _ in range(5):  # the handover of a private start, if any
        settle()
        if window.pages.currentWidget() is window.handover_page:
            window.handover_page.button.click()
    assert window.pages.currentWidget() is window.game_page
    board = window.controller.board
    assert window.controller.table.viewer is None  # the shared screen
    settle()
    assert peek_button(board).isVisible() and peek_button(board).isEnabled()
    assert shown_secrets(board) == []
    return board


def peek_button(board: Any) -> PeekButton:
    return board.panel.hold if isinstance(board, SpionBoard) else board.panel.show_button


def shown_secrets(board: Any) -> list[Any]:
    """The holder's secrets the board shows: spy numbers (none is public at the start) and the
    table painted from an own view (its envelope) in Spion & Spion, face-up mission cards and
    the panel's mission line in Geheime Mission; and the panels' notices."""
    if isinstance(board, SpionBoard):
        shown = [piece.number for piece in board.pieces.values() if piece.number is not None]
        if board.table.view.viewer is not None:
            shown.append(f"the table of seat {board.table.view.viewer}")
        notice = board.panel.notice
    else:
        assert isinstance(board, MissionBoard)
        cards = [item.card for item in board.scene.items() if isinstance(item, CardItem)]
        shown = [card for card in cards if card is not None]
        notice = board.panel.secret
    return shown + ([notice.text()] if notice.isVisible() and notice.text() else [])


def place(button: QWidget) -> QRect:
    return QRect(button.mapTo(button.window(), QPoint(0, 0)), button.size())


def hold(board: Any) -> PeekButton:
    """Press the button with the mouse: the secrets appear and the button stays where it was."""
    button = peek_button(board)
    before = place(button)
    QTest.mousePress(button, LEFT)
    assert shown_secrets(board), "nothing is shown while held"
    settle()  # the layouts settle
    assert place(button) == before, "the button moved under the pointer"
    assert button.holding and shown_secrets(board)
    return button


# -- the reproduction: the layout moves, the mouse is released without moving -----------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_release_off_the_moved_button_hides_the_secrets(window, game_id):
    board = start(window, game_id)
    button = hold(board)
    pointer = button.mapTo(window, button.rect().center())
    above = board.panel.layout()  # a line appears above the button, as the notice once did
    line = QLabel("A line above the button\nand another one")
    above.insertWidget(0, line)
    line.show()
    assert not button.rect().contains(button.mapFrom(window, pointer))
    QTest.mouseRelease(window, LEFT, pos=pointer)  # Qt gives it to the button, off its rect
    assert shown_secrets(board) == []
    assert not button.holding and not button.isDown()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_release_off_the_button_hides_the_secrets(window, game_id):
    board = start(window, game_id)
    button = hold(board)
    off = QPoint(button.width() // 2, -3 * button.height())  # Qt then sends no released
    QTest.mouseRelease(button, LEFT, pos=off)
    assert shown_secrets(board) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_release_anywhere_hides_the_secrets(window, game_id):
    board = start(window, game_id)
    hold(board)
    QTest.mouseRelease(window.game_page.view.viewport(), LEFT)
    assert shown_secrets(board) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_release_on_the_button_hides_the_secrets_and_it_shows_again(window, game_id):
    board = start(window, game_id)
    button = hold(board)
    QTest.mouseRelease(button, LEFT)
    assert shown_secrets(board) == []
    hold(board)
    QTest.mouseRelease(button, LEFT)
    assert shown_secrets(board) == []


# -- the keyboard ----------------------------------------------------------------------------
@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_key_holds_it_until_it_is_released(window, game_id, key):
    board = start(window, game_id)
    button = peek_button(board)
    button.setFocus()
    QTest.keyPress(button, key)
    settle()
    assert shown_secrets(board)
    QTest.keyRelease(button, key)
    assert shown_secrets(board) == []


def test_auto_repeat_neither_ends_nor_presses_it_again(window):
    board = start(window, "spion-und-spion")
    button = peek_button(board)
    states: list[bool] = []
    button.held.connect(states.append)
    button.setFocus()
    space, none = Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier

    def repeat(kind: QEvent.Type) -> None:
        QApplication.sendEvent(button, QKeyEvent(kind, space, none, " ", True))

    QTest.keyPress(button, space)
    for _ in range(3):  # the key stays down: the system repeats it
        repeat(QEvent.Type.KeyRelease)
        repeat(QEvent.Type.KeyPress)
    assert shown_secrets(board) and states == [True]
    QTest.keyRelease(button, space)
    assert shown_secrets(board) == [] and states == [True, False]
    repeat(QEvent.Type.KeyPress)  # a late repeat does not press it again
    assert shown_secrets(board) == [] and states == [True, False]


def test_another_key_released_does_not_end_it(window):
    board = start(window, "geheime-mission")
    button = peek_button(board)
    button.setFocus()
    QTest.keyPress(button, Qt.Key.Key_Space)
    QTest.keyClick(button, Qt.Key.Key_A)
    assert shown_secrets(board)
    QTest.keyRelease(button, Qt.Key.Key_Space)
    assert shown_secrets(board) == []


# -- focus, window, application --------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_focus_loss_hides_the_secrets(window, game_id):
    board = start(window, game_id)
    button = hold(board)
    assert button.hasFocus()
    window.game_page.view.setFocus()
    assert shown_secrets(board) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_another_window_activated_hides_the_secrets(window, qtbot, game_id):
    board = start(window, game_id)
    hold(board)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    assert shown_secrets(board) == []


def test_window_deactivation_hides_the_secrets(window):
    board = start(window, "spion-und-spion")
    hold(board)
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
    assert shown_secrets(board) == []


def test_the_application_becoming_inactive_hides_the_secrets(window):
    board = start(window, "geheime-mission")
    hold(board)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert shown_secrets(board) == []


# -- hidden, disabled, moved -----------------------------------------------------------------
@pytest.mark.parametrize("how", ["button hidden", "button disabled", "panel hidden", "page"])
@pytest.mark.parametrize("game_id", GAMES)
def test_hiding_or_disabling_hides_the_secrets(window, game_id, how):
    board = start(window, game_id)
    button = hold(board)
    if how == "button hidden":
        button.hide()
    elif how == "button disabled":
        button.setEnabled(False)
    elif how == "panel hidden":
        board.panel.setEnabled(False)
        assert not button.isEnabled()
    else:
        window.pages.setCurrentWidget(window.handover_page)
    assert shown_secrets(board) == []


@pytest.mark.parametrize("how", ["moved", "resized"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_layout_change_under_the_pointer_hides_the_secrets(window, qtbot, game_id, how):
    board = start(window, game_id)
    button = hold(board)
    if how == "moved":  # something appears above the game's panel
        window.game_page.extra_box.insertWidget(0, QLabel("A new line\nabove the panel"))
    else:
        button.setMinimumHeight(button.height() + 30)
    qtbot.waitUntil(lambda: not button.holding)
    assert shown_secrets(board) == []


# -- the guided games: the coach's words wait for the release ----------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_lesson_box_does_not_move_the_held_button(window, qtbot, game_id):
    controller = start_lesson(window, game_id)
    act = clicker(qtbot, window) if game_id == "spion-und-spion" else None
    while controller.current is not None and controller.current.kind is not Kind.PEEK:
        number = controller.index
        play_step(qtbot, window, act)
        qtbot.waitUntil(lambda n=number: controller.index > n)
    wait_turn(qtbot, window)
    settle()
    step = controller.index
    board = controller.board
    button = hold(board)
    assert controller.index == step  # the coach still says "hold the button"
    QTest.mouseRelease(window, LEFT, pos=button.mapTo(window, button.rect().center()))
    assert shown_secrets(board) == []
    qtbot.waitUntil(lambda: controller.index == step + 1)  # now the lesson goes on
    assert not button.holding
