"""Allianz through the GUI: clicks, path choice, keys, diplomacy panel, log and language."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz import bots as allianz_bots
from spielesammlung.games.allianz.model import (
    EMPTY,
    Accept,
    Betray,
    KeepPieces,
    Kind,
    Move,
    Moved,
    Notice,
    Propose,
    Relocate,
    Resign,
    State,
)
from spielesammlung.games.allianz.rules import new_state
from spielesammlung.ui.allianz.panel import Chips

GAME = registry.entry("allianz").rules()
FOUR = ("Anna", "Bert", "Carla", "Dieter")
PARKING = ((10, 0), (10, 24), (11, 24), (11, 0))


def sq(row: int, col: int) -> int:
    return B.square(row, col)


def position(pieces: dict[tuple[int, int], int], count: int = 4) -> State:
    """Only the given pieces (row, col) -> seat, plus one far-away piece of every seat."""
    state = new_state(Setup(FOUR[:count]))
    board = [EMPTY] * len(B.SQUARES)
    for (row, col), seat in pieces.items():
        board[sq(row, col)] = seat
    for seat in range(count):
        board[sq(*PARKING[seat])] = seat
    return replace(state, board=tuple(board))


#: Two chains of Anna's piece on f6 end on j6: over her own pieces, or over Bert's g7.
CHOICE = position({(5, 5): 0, (5, 6): 0, (5, 8): 0, (6, 8): 0, (6, 6): 1})


def start(window, names=FOUR, seats=None, state=None, options=None):
    session = Session(
        "allianz", GAME, Setup(names, options or {}), 1, seats or [Seat()] * len(names)
    )
    if state is not None:
        session._initial = state  # a prepared position
    window.start_session(session, window.autosaves.new_path("allianz"))
    return window.controller


def settle(qtbot, controller):
    """Wait until the move is shown and the next player may act (timers run even at speed 0)."""
    qtbot.waitUntil(lambda: not controller.thinking and controller.step is not None)
    qtbot.wait(1)


def key(board, code):
    board.key_press(QKeyEvent(QEvent.Type.KeyPress, code, Qt.KeyboardModifier.NoModifier))


def log_texts(window):
    log = window.game_page.log
    return [log.item(i).text() for i in range(log.count())]


def last_move(controller):
    return controller.session.log[-1].outcome.events[0]


def answer(panel, text):
    """Click the answer button with this label in the panel's question box."""
    for choice, button in panel.answer_buttons:
        if button.text() == text:
            button.click()
            return choice.action
    raise AssertionError(f"no answer {text!r} in {[b.text() for _, b in panel.answer_buttons]}")


def test_two_chains_to_one_square_let_the_player_pick_the_path(window):
    controller = start(window, state=CHOICE)
    board = controller.board
    board.click(sq(5, 5))
    assert board.selected == sq(5, 5) and sq(5, 9) in board._targets()
    board.click(sq(5, 9))
    assert len(board.candidates) == 2 and not controller.session.log
    assert "Several chains" in window.game_page.extra_box.itemAt(0).widget().prompt.text()
    board.click(sq(7, 7))  # a landing only the capturing chain uses
    moved = last_move(controller)
    assert isinstance(moved, Moved)
    assert moved.path == (sq(5, 5), sq(7, 7), sq(5, 9)) and moved.captured == (sq(6, 6),)
    assert log_texts(window)[-1] == "1. Anna (A): f6–h8–j6, captures Bert's piece on g7"


def test_tab_switches_the_path_and_enter_confirms(window, qtbot):
    controller = start(window, state=CHOICE)
    board = controller.board
    board.click(sq(5, 5))
    board.click(sq(5, 9))
    assert board.index == 0 and board.captured(board.candidates[0])  # captures first
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_Tab)  # through the view and the scene
    assert board.index == 1
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_Return)  # the cursor is on the end square
    moved = last_move(controller)
    assert moved.path[-1] == sq(5, 9) and moved.captured == ()


def test_escape_steps_back(window):
    controller = start(window, state=CHOICE)
    board = controller.board
    board.click(sq(5, 5))
    board.click(sq(5, 9))
    key(board, Qt.Key.Key_Escape)
    assert not board.candidates and board.selected == sq(5, 5)
    key(board, Qt.Key.Key_Escape)
    assert board.selected is None and not controller.session.log


def test_arrow_keys_and_enter_select_a_piece_and_its_target(window, qtbot):
    controller = start(window)
    board = controller.board
    board.cursor_square = sq(3, 5)
    key(board, Qt.Key.Key_Right)
    assert board.cursor_square == sq(3, 6) and board.table.cursor.isVisible()
    key(board, Qt.Key.Key_Return)
    assert board.selected == sq(3, 6)
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Return)
    assert controller.session.log[0].action == Move((sq(3, 6), sq(3, 7)))
    settle(qtbot, controller)
    assert controller.step.player == 1


def test_tab_walks_through_the_targets(window, qtbot):
    controller = start(window)
    board = controller.board
    board.click(sq(3, 6))
    key(board, Qt.Key.Key_Tab)
    assert board.cursor_square in board._targets()
    key(board, Qt.Key.Key_Return)
    assert controller.session.log[0].action.path[0] == sq(3, 6)


def test_many_moves_by_clicks(window, qtbot):
    controller = start(window, names=("Anna", "Bert"))
    board = controller.board
    for number in range(40):
        player = controller.step.player
        legal = [
            a for a in GAME.legal_actions(controller.session.state, player) if isinstance(a, Move)
        ]
        move = max(
            legal,
            key=lambda m: (
                len(board.captured(m)) if board.turn.player is not None else 0,
                len(m.path),
            ),
        )
        board.click(move.path[0])
        board.click(move.path[-1])
        if board.candidates:
            board.index = board.candidates.index(move)
            board.click(move.path[-1])
        assert controller.session.log[-1].action == move
        assert len(controller.session.log) == number + 1
        settle(qtbot, controller)
        if controller.session.result is not None:
            break
    assert len(log_texts(window)) >= 40 or controller.session.result is not None
    assert "Anna – A, red circle" in window.game_page.status.text()


def test_a_short_game_ends_by_resigning(window, qtbot):
    controller = start(window, names=("Anna", "Bert"))
    board = controller.board
    board.click(sq(3, 6))
    board.click(sq(3, 7))
    settle(qtbot, controller)
    panel = board.panel
    assert panel.buttons["resign"].isEnabled() and not panel.buttons["ally/small"].isVisible()
    panel.buttons["resign"].click()
    settle(qtbot, controller)
    assert controller.session.result is not None and controller.session.result.winners == {0}
    assert controller.step.phase is Phase.FINISHED
    assert log_texts(window)[-2:] == ["2. Bert (B) resigns", "3. Anna (A) wins the battle!"]
    assert window.game_page.turn.text() == "Anna wins!"


def test_an_alliance_proposed_accepted_and_cancelled_with_notice(window, qtbot):
    controller = start(window)
    panel = controller.board.panel
    assert not panel.question_box.isVisibleTo(panel)
    panel.partner.setCurrentIndex(panel.partner.findData(1))
    assert panel.buttons["ally/small"].isEnabled() and not panel.buttons["give-notice"].isEnabled()
    panel.buttons["ally/small"].click()
    settle(qtbot, controller)
    assert controller.step.player == 1  # Bert must answer at once
    assert panel.question_box.isVisibleTo(panel)
    assert panel.question.text() == (
        "Anna (A) proposes a small alliance to Bert (B).\nBert, do you accept?"
    )
    assert answer(panel, "Accept") == Accept()
    settle(qtbot, controller)
    state = controller.session.state
    assert state.ally(0) == 1 and controller.step.player == 0  # Anna goes on with her turn
    assert log_texts(window)[-2:] == [
        "1. Anna (A) proposes a small alliance to Bert (B)",
        "2. Anna (A) and Bert (B) form a small alliance",
    ]
    assert len(controller.board.table.zone_marks) == 4  # both zones shown closed to the partner
    assert "Alliances: Anna & Bert (small)" in window.game_page.status.text()
    assert not panel.buttons["ally/small"].isEnabled()
    panel.buttons["give-notice"].click()
    settle(qtbot, controller)
    assert controller.step.player == 1
    assert "how many moves of notice" in panel.question.text()
    assert answer(panel, "3 moves") == Notice(3)
    settle(qtbot, controller)
    chips = panel.findChildren(Chips)
    assert [c.count for c in chips] == [3]
    assert "Notice chips left for Bert: 3" in " ".join(
        label.text() for label in panel.findChildren(type(panel.question))
    )
    assert log_texts(window)[-1] == "4. Bert (B) asks for 3 moves of notice and takes 3 chips"


def test_a_grand_alliance_betrayed(window, qtbot, monkeypatch):
    monkeypatch.setattr(allianz_bots, "FIRST_TALK", 0)  # the computer talks from the start
    controller = start(window, seats=[Seat(), Seat(), Seat("computer", "easy"), Seat()])
    panel = controller.board.panel
    panel.partner.setCurrentIndex(panel.partner.findData(1))
    panel.buttons["ally/grand"].click()
    settle(qtbot, controller)
    answer(panel, "Accept")
    settle(qtbot, controller)
    # the computer Carla proposes to Dieter out of turn; he declines, Anna's turn goes on
    assert controller.step.player == 3
    assert log_texts(window)[-1] == "3. Carla (C) proposes a small alliance to Dieter (D)"
    answer(panel, "Decline")
    settle(qtbot, controller)
    assert controller.step.player == 0
    assert not panel.buttons["give-notice"].isEnabled() and panel.buttons["betray"].isEnabled()
    panel.buttons["betray"].click()
    settle(qtbot, controller)
    state = controller.session.state
    assert state.alliances == () and 0 in state.traitors
    assert log_texts(window)[-2:] == [
        "5. Anna (A) betrays Bert (B) and can never ally again!",
        "6. The alliance of Anna (A) and Bert (B) is broken",
    ]
    assert (
        not panel.buttons["ally/small"].isEnabled() and not panel.buttons["ally/grand"].isEnabled()
    )
    assert controller.board.table.zone_marks == []


def test_a_new_ally_is_put_out_of_the_truce_zone(window, qtbot):
    state = position({(2, 3): 1, (5, 10): 0, (5, 14): 2, (5, 18): 3})
    controller = start(window, state=state)
    panel = controller.board.panel
    panel.partner.setCurrentIndex(panel.partner.findData(1))
    panel.buttons["ally/small"].click()
    settle(qtbot, controller)
    answer(panel, "Accept")
    settle(qtbot, controller)
    board = controller.board
    assert controller.step.player == 0 and sq(2, 3) in board.options
    assert "Leave them there" in [b.text() for _, b in panel.answer_buttons]
    board.click(sq(2, 3))
    target = sorted(board._targets())[0]
    board.click(target)
    settle(qtbot, controller)
    assert controller.session.log[-1].action == Relocate(sq(2, 3), target)
    assert controller.session.state.board[target] == 1
    assert "outside the truce zone" in log_texts(window)[-1]
    assert KeepPieces() not in GAME.legal_actions(controller.session.state, 0)


def test_a_computer_answers_and_moves_with_animation(window, qtbot):
    controller = start(
        window, state=CHOICE, seats=[Seat(), Seat("computer", "easy"), Seat(), Seat()]
    )
    board = controller.board
    board.speed = 0.05
    board.click(sq(5, 5))
    board.click(sq(5, 9))
    board.click(sq(7, 7))
    qtbot.waitUntil(lambda: len(controller.session.log) >= 2 and not controller.thinking)
    state = controller.session.state
    shown = {s: item.data(0) for s, item in board.table.pieces.items()}
    assert shown == {s: o for s, o in enumerate(state.board) if o != EMPTY}
    assert all(item.opacity() == 1.0 for item in board.table.pieces.values())


def test_hint_shows_a_move_or_a_diplomatic_step(window, qtbot):
    controller = start(window, state=CHOICE)
    hints = []
    controller.hint_ready.connect(hints.append)
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: bool(hints))
    action = hints[0]
    if isinstance(action, Move):
        assert controller.board.selected == action.path[0]
        assert controller.board.cursor_square == action.path[-1]
    else:
        assert isinstance(action, Propose | Betray | Resign)


def test_texts_follow_the_language(window, qtbot):
    controller = start(window, state=CHOICE)
    board = controller.board
    board.click(sq(5, 5))
    board.click(sq(5, 9))
    board.click(sq(7, 7))
    settle(qtbot, controller)
    panel = board.panel
    panel.partner.setCurrentIndex(panel.partner.findData(2))
    panel.buttons["ally/grand"].click()
    settle(qtbot, controller)
    window.menus.language_actions["de"].trigger()
    assert "Anna – A, roter Kreis" in window.game_page.status.text()
    assert log_texts(window)[0] == "1. Anna (A): f6–h8–j6, schlägt den Stein von Bert auf g7"
    assert panel.buttons["ally/small"].text() == "Kleine Allianz"
    assert "Bündnis" in panel.question.text() or "Allianz" in panel.question.text()
    assert window.windowTitle() == "Allianz – Spielesammlung"
    assert controller.session.state.pending.kind is Kind.GRAND


def test_a_whole_game_between_two_computers(window, qtbot):
    controller = start(window, names=("Anna", "Bert"), seats=[Seat("computer", "easy")] * 2)
    qtbot.waitUntil(lambda: controller.step.phase is Phase.FINISHED, timeout=90_000)
    lines = log_texts(window)
    events = [e for entry in controller.session.played for e in entry.outcome.events]
    assert len(lines) == len(events)  # every event of the rules has its line
    assert lines[-1].endswith(("wins the battle!", "the game ends in a draw"))
    state = controller.session.state
    shown = {s: item.data(0) for s, item in controller.board.table.pieces.items()}
    assert shown == {s: o for s, o in enumerate(state.board) if o != EMPTY}
