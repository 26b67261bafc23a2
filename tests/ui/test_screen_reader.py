"""The screen-reader gaps of issue 25: secret pages that say their question and name their
choices, a key held down that acts once, Enter on every button, the lesson and the computer's
thinking announced, the board's role, a move log read line by line, the moves key and the
repeat key, and Checkpoint's accusation reached by the arrows."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from spielesammlung.games.checkpoint.state import Accuse
from spielesammlung.ui import accessible
from spielesammlung.ui.coach import start_lesson
from spielesammlung.ui.peek import PeekButton

from .test_accessible import GAMES, play, settle, start, to_the_board
from .test_peek import peek_button, shown_secrets
from .test_peek import start as start_hot_seat

K = Qt.Key
NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def stamped(widget: Any, kind: QEvent.Type, key: Qt.Key, stamp: int) -> None:
    """A key event as X11 sends it: with a time stamp, never flagged as a repeat."""
    event = QKeyEvent(kind, key, NONE, " " if key == K.Key_Space else "\r")
    event.setTimestamp(stamp)
    QApplication.sendEvent(widget, event)
    QApplication.processEvents()


def held_down(widget: Any, key: Qt.Key, repeats: int = 8) -> None:
    """`key` pressed, held while the system repeats it (release and press at one time stamp),
    and let go."""
    stamped(widget, QEvent.Type.KeyPress, key, 1000)
    for n in range(repeats):
        stamped(widget, QEvent.Type.KeyRelease, key, 1660 + 40 * n)
        stamped(widget, QEvent.Type.KeyPress, key, 1660 + 40 * n)
    stamped(widget, QEvent.Type.KeyRelease, key, 2500)


# -- secret pages ---------------------------------------------------------------------------------
def test_the_envelope_page_says_its_question_and_names_its_choices(window):
    with accessible.recording(on=False) as heard:
        start(window, "spion-und-spion")
        settle(window.controller)
        if window.pages.currentWidget() is window.handover_page:
            window.handover_page.button.click()
            settle(window.controller)
    page = window.secret_page
    assert window.pages.currentWidget() is page
    names = [b.accessibleName() for b in page.choice_buttons]
    assert names == ["Number 1", "Number 2", "Number 3"]
    assert [b.text() for b in page.choice_buttons] == ["1", "2", "3"]
    question = page.info.text()
    assert "traitor" in question
    assert all(question in b.accessibleDescription() for b in page.choice_buttons)
    assert QApplication.focusWidget() is page.choice_buttons[0]
    assert any(question in said for said in heard)  # even with the move announcements off


def test_a_zoff_page_names_its_cards(window):
    controller = start(window, "spion-und-spion", seed=4)
    rng = random.Random(4)
    for _ in range(400):
        settle(controller)
        page = window.pages.currentWidget()
        if page is window.secret_page and page.choice_buttons[0].text() in "ABC":
            break
        if page is window.handover_page:
            window.handover_page.button.click()
        elif page is window.secret_page:
            page.choice_buttons[0].click()
        elif not to_the_board(window, rng):
            pytest.skip("no Zoff in this game")
        else:
            play(window, rng, 1)
    else:
        pytest.skip("no Zoff in this game")
    names = [b.accessibleName() for b in window.secret_page.choice_buttons]
    assert names == [f"Zoff card {b.text()}" for b in window.secret_page.choice_buttons]


def test_the_handover_button_says_the_page(window):
    start(window, "spion-und-spion")
    settle(window.controller)
    page = window.handover_page
    if window.pages.currentWidget() is not page:
        pytest.skip("no handover first")
    assert page.title.text() in page.button.accessibleDescription()


# -- key repeats ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["spion-und-spion", "geheime-mission"])
def test_holding_space_on_show_mine_announces_once(window, qtbot, game_id):
    board = start_hot_seat(window, game_id)
    button = peek_button(board)
    assert isinstance(button, PeekButton)
    states: list[bool] = []
    button.held.connect(states.append)
    button.setFocus()
    with accessible.recording() as heard:
        stamped(button, QEvent.Type.KeyPress, K.Key_Space, 1000)
        for n in range(8):  # as X11 repeats a key held down
            stamped(button, QEvent.Type.KeyRelease, K.Key_Space, 1660 + 40 * n)
            stamped(button, QEvent.Type.KeyPress, K.Key_Space, 1660 + 40 * n)
            assert shown_secrets(board)
        stamped(button, QEvent.Type.KeyRelease, K.Key_Space, 2500)
        qtbot.waitUntil(lambda: not button.holding)
    assert states == [True, False]
    assert len(heard) == 1
    assert shown_secrets(board) == []


def test_holding_enter_on_the_board_makes_one_move(window):
    controller = start(window, "heimlich", humans=2)
    settle(controller)
    view = window.game_page.view
    view.setFocus()
    QTest.keyClick(view, K.Key_Up)  # d4 … a square where Anna may place: e3
    QTest.keyClick(view, K.Key_Right)
    QTest.keyClick(view, K.Key_Down)
    before = controller.session.cursor
    held_down(view, K.Key_Return)
    settle(controller)
    assert controller.session.cursor == before + 1


# -- Enter on buttons -----------------------------------------------------------------------------
def test_enter_presses_a_play_button_of_the_start_page(window):
    chosen: list[str] = []
    card = window.start.cards[0]
    window.start.play.disconnect()  # (no dialog: only whether Enter presses the button)
    window.start.play.connect(chosen.append)
    card.button.setFocus()
    QTest.keyClick(card.button, K.Key_Return)
    assert chosen == [card.entry.id]


def test_enter_presses_the_accuse_button(window):
    start(window, "checkpoint-charlie", humans=1)
    controller = window.controller
    rng = random.Random(3)
    for _ in range(60):
        if not to_the_board(window, rng):
            pytest.skip("the game ended")
        if controller.out_of_turn() and not window.game_page.view.hasFocus():
            break
        buttons = window.game_page._out_of_turn_shown[1]
        if buttons:
            break
        play(window, rng, 1)
    layout = window.game_page.out_of_turn
    if layout.count() == 0:
        pytest.skip("no accusation offered")
    button = layout.itemAt(0).widget()
    button.setFocus()
    QTest.keyClick(button, K.Key_Return)
    settle(controller)
    assert controller.board.turn.out_of_turn
    assert window.game_page.view.hasFocus()  # the arrows choose the cat at once


# -- Checkpoint: the arrows reach the cats --------------------------------------------------------
def test_right_runs_on_from_the_deck_to_the_suspects(window):
    controller = start(window, "checkpoint-charlie", humans=1)
    rng = random.Random(5)
    board = controller.board
    for _ in range(60):
        assert to_the_board(window, rng)
        if any(isinstance(a, Accuse) for a in board.turn.legal):
            break
        play(window, rng, 1)
    view = window.game_page.view
    view.setFocus()
    settle(controller)
    seen = []
    for _ in range(40):
        QTest.keyClick(view, K.Key_Right)
        seen.append(board.cursor_key)
    assert any(key[0] == "cat" for key in seen)
    assert "Accuse" in view.accessibleDescription() or any(
        key[0] == "cat" and key[1] in board.legal_cats() for key in seen
    )
    for _ in range(40):
        QTest.keyClick(view, K.Key_Left)
    assert board.cursor_key == ("deck",)


# -- lesson and thinking --------------------------------------------------------------------------
def test_a_lesson_announces_each_step(window, qtbot):
    with accessible.recording(on=False) as heard:
        lesson = start_lesson(window, "heimlich")
        qtbot.waitUntil(lambda: bool(heard))
        first = list(heard)
        assert any("step 1 of" in said for said in first)
        lesson.next_step()
        qtbot.waitUntil(lambda: any("step 2 of" in said for said in heard))


def test_the_computer_thinking_is_announced(window, qtbot):
    with accessible.recording() as heard:
        controller = start(window, "heimlich", humans=1)
        rng = random.Random(1)
        play(window, rng, 1)
        settle(controller)
        qtbot.waitUntil(lambda: any("is thinking" in said for said in heard))
    assert heard.index(next(s for s in heard if "is thinking" in s)) < len(heard) - 1


# -- the board's role, the move log ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_is_a_table_or_a_canvas(window, game_id):
    start(window, game_id)
    settle(window.controller)
    face = QAccessible.queryAccessibleInterface(window.game_page.view)
    grid = game_id in ("heimlich", "allianz")
    assert face.role() == (QAccessible.Role.Table if grid else QAccessible.Role.Canvas)
    assert face.text(QAccessible.Text.Name) == "Board"


def test_the_move_log_takes_the_focus_and_reads_line_by_line(window):
    controller = start(window, "heimlich", humans=2)
    play(window, random.Random(2), 4)
    settle(controller)
    log = window.game_page.log
    assert log.count() >= 4
    log.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert log.hasFocus() and log.currentRow() == log.count() - 1  # the newest line
    QTest.keyClick(log, K.Key_Up)
    assert log.currentRow() == log.count() - 2
    face = QAccessible.queryAccessibleInterface(log)
    current = log.currentItem().text()
    texts = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]
    assert current in texts


# -- the moves key and the repeat key -------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_moves_key_lists_what_may_be_chosen(window, game_id):
    start(window, game_id)
    assert to_the_board(window, random.Random(1))
    view = window.game_page.view
    view.setFocus()
    with accessible.recording(on=False) as heard:
        QTest.keyClick(view, K.Key_L, CTRL)
    assert len(heard) == 1
    head, *options = heard[0].split("\n")
    assert head.endswith("choices:") and options
    assert int(head.split()[0]) >= len(options)
    with accessible.recording(on=False) as again:
        QTest.keyClick(
            view, K.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
    assert again == heard  # the repeat key says the last announcement once more


def test_the_heimlich_moves_name_the_squares_and_flips(window):
    start(window, "heimlich", humans=2)
    settle(window.controller)
    text = window.controller.board.moves_text()
    assert text.startswith("4 choices:")
    assert "e3, flips e4" in text.split("\n")


# -- the hint key and Enter on the side panel's buttons --------------------------------------------
def test_the_hint_is_said_and_becomes_the_description(window, qtbot):
    controller = start(window, "heimlich", humans=1)
    settle(controller)
    view = window.game_page.view
    view.setFocus()
    with accessible.recording(on=False) as heard:
        window.hint()
        qtbot.waitUntil(lambda: any(said.startswith("Hint: ") for said in heard))
    (hint,) = [said for said in heard if said.startswith("Hint: ")]
    assert re.fullmatch(r"Hint: Cursor: [a-h][1-8], empty, you can place here \(.*\)", hint)
    assert view.accessibleDescription().startswith(hint.removeprefix("Hint: ") + "\nAnna to move")


@pytest.mark.parametrize("game_id", ["spion-und-spion", "allianz"])
def test_enter_presses_a_button_of_the_side_panel(window, game_id):
    """Return, not only Space, on the side panel's buttons (a hint focuses them)."""
    controller = start(window, game_id, humans=1)
    rng = random.Random(7)
    for _ in range(120):
        if not to_the_board(window, rng):
            pytest.skip("the game ended")
        buttons = [
            b
            for b in controller.board.panel.findChildren(QPushButton)
            if b.isVisibleTo(window) and b.isEnabled() and not isinstance(b, PeekButton)
        ]
        if buttons:
            break
        play(window, rng, 1)
    else:
        pytest.skip("no button in the side panel")
    button = buttons[0]
    pressed: list[bool] = []
    button.clicked.connect(lambda: pressed.append(True))
    button.setFocus()
    QTest.keyClick(button, K.Key_Return)
    settle(controller)
    assert pressed == [True]


def test_a_spion_hint_to_accuse_points_at_the_spy(window):
    """The hint of a Fröhn (Accuse) opens the accusation on the board, its cursor on the spy,
    as the panel's "Fröhn!" button does (it showed nothing before)."""
    from spielesammlung.games.spion.model import Accuse as Froehn

    controller = start(window, "spion-und-spion", humans=1)
    rng = random.Random(1)
    for _ in range(200):
        if not to_the_board(window, rng):
            pytest.skip("the game ended")
        legal = controller.game.legal_actions(controller.session.state, controller.step.player)
        accusations = [a for a in legal if isinstance(a, Froehn)]
        if accusations:
            break
        play(window, rng, 1)
    else:
        pytest.skip("no Fröhn offered")
    board = controller.board
    board.show_hint(accusations[-1])
    assert board.hots[board.cursor_at].action == accusations[-1]
