"""Heimlich through the GUI: a whole game by clicks, the line choice, keys, hints, language."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase
from spielesammlung.games.heimlich.board import parse_square, square_name
from spielesammlung.games.heimlich.notation import format_move, parse_move
from spielesammlung.games.heimlich.rules import Pass, Place
from spielesammlung.ui.heimlich.layout import cell_rect

GAME = registry.entry("heimlich").rules()


HUMANS = (Seat(), Seat())


def start(window, seats=HUMANS, moves=(), classic=False):
    session = Session(
        "heimlich", GAME, Setup(("Anna", "Bert"), {"classic": classic}), 1, list(seats)
    )
    for text in moves:
        session.act(session.state.to_move, parse_move(text))
    window.start_session(session, window.autosaves.new_path("heimlich"))
    return window.controller


def key(board, code):
    board.key_press(QKeyEvent(QEvent.Type.KeyPress, code, Qt.KeyboardModifier.NoModifier))


def multi_line_position(window):
    """Start from a position (first moves played) where a square encloses several lines."""
    state = GAME.new_game(Setup(("Anna", "Bert"), {"classic": False}), 1)
    moves = []
    while True:
        squares = {}
        for action in GAME.legal_actions(state, state.to_move):
            squares.setdefault(action.square, []).append(action)
        multi = [s for s, actions in squares.items() if len(actions) > 1]
        if multi:
            return start(window, moves=moves), multi[0], squares[multi[0]]
        action = GAME.legal_actions(state, state.to_move)[0]
        moves.append(format_move(action))
        state = GAME.apply(state, state.to_move, action).state


def test_a_whole_game_by_clicks(window, qtbot):
    controller = start(window)
    board = controller.board
    while controller.session.result is None:
        qtbot.waitUntil(lambda: not controller.thinking)
        step = controller.step
        assert step.phase is Phase.HUMAN
        legal = controller.game.legal_actions(controller.session.state, step.player)
        if legal == [Pass()]:
            played = len(controller.session.log)
            qtbot.waitUntil(lambda: len(controller.session.log) > played)  # noqa: B023
            continue
        target = legal[0]
        board.click(target.square)
        if board.choosing is not None:
            board.click(board.line_squares(target)[0])
    qtbot.waitUntil(lambda: controller.step.phase is Phase.FINISHED)
    result = controller.session.result
    white, yellow = controller.session.state.counts
    assert result.scores == (white, yellow)
    assert window.game_page.turn.text() in ("Anna wins!", "Bert wins!", "The game ends in a draw.")
    assert window.game_page.log.count() >= 1
    assert not window.autosaves.list()  # a finished game is not offered for resuming
    assert window.game_page.replay_button.text() == "Replay"  # Heimlich hides nothing


def test_a_square_with_several_lines_asks_which_one(window):
    controller, square, actions = multi_line_position(window)
    board = controller.board
    before = len(controller.session.log)
    board.click(square)
    assert board.choosing == square and len(controller.session.log) == before
    wanted = actions[-1]
    board.click(board.line_squares(wanted)[-1])
    last = controller.session.log[-1]
    assert last.action == wanted
    flipped = set(last.outcome.events[-1].flipped)
    assert flipped == set(board.line_squares(wanted)) or len(controller.session.log) > before


def test_escape_cancels_the_line_choice_and_keys_choose(window):
    controller, square, actions = multi_line_position(window)
    board = controller.board
    board.click(square)
    key(board, Qt.Key.Key_Escape)
    assert board.choosing is None
    board.cursor_square = square
    key(board, Qt.Key.Key_Return)
    assert board.choosing == square
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Return)
    assert controller.session.log[-1].action == actions[1 % len(actions)]


def test_the_number_keys_pick_the_numbered_lines(window):
    controller, square, actions = multi_line_position(window)
    board = controller.board
    board.click(square)
    key(board, Qt.Key.Key_1 + len(actions))  # no such line: nothing happens
    assert board.choosing == square
    flipped = ", ".join(square_name(s) for s in sorted(board.line_squares(actions[-1])))
    key(board, Qt.Key.Key_1 + len(actions) - 1)
    assert controller.session.log[-1].action == actions[-1]
    assert window.game_page.log.item(window.game_page.log.count() - 1).text().endswith(flipped)


def test_arrow_keys_move_the_cursor_and_enter_places(window):
    controller = start(window)
    board = controller.board
    board.cursor_square = parse_square("e2")
    key(board, Qt.Key.Key_Up)
    assert board.cursor_square == parse_square("e3")
    key(board, Qt.Key.Key_Return)
    assert controller.session.log[0].action == Place(
        parse_square("e3"), parse_move("e3:n").direction
    )


def test_classic_mode_places_without_asking(window):
    controller = start(window, classic=True)
    controller.board.click(parse_square("e3"))
    assert controller.session.log[0].action == Place(parse_square("e3"))


def test_undo_against_the_computer_returns_to_my_move(window, qtbot):
    controller = start(window, seats=(Seat(), Seat("computer", "easy")))
    controller.board.click(parse_square("e3"))
    qtbot.waitUntil(lambda: len(controller.session.log) == 2 and not controller.thinking)
    window.menus.act_undo.trigger()
    assert controller.session.cursor == 0
    assert controller.step.phase is Phase.HUMAN and controller.step.player == 0
    window.menus.act_redo.trigger()
    assert controller.session.cursor == 2


def test_hint_marks_a_legal_move(window, qtbot):
    controller = start(window)
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: controller.board.cursor_square in controller.board.choices)
    assert controller.board.cursor.isVisible()


def test_status_and_log_follow_the_language(window):
    controller = start(window, moves=["e3:n"])
    assert "police (white, star)" in window.game_page.status.text()
    assert window.game_page.log.item(0).text() == "1. Anna on e3, flips e4"
    window.menus.language_actions["de"].trigger()
    assert "Polizisten (weiß, Stern)" in window.game_page.status.text()
    assert window.game_page.log.item(0).text() == "1. Anna setzt auf e3, dreht e4 um"
    assert window.windowTitle() == "Heimlich, still & leise – Spielesammlung"
    assert controller.board is window.game_page.view.board


def test_no_handover_in_a_game_without_secrets(window):
    start(window)
    assert window.pages.currentWidget() is window.game_page


def test_watching_computers_can_be_paused(window, qtbot):
    computers = (Seat("computer", "easy"), Seat("computer", "easy"))
    controller = start(window, seats=computers)
    qtbot.waitUntil(lambda: controller.session.cursor >= 2)
    window.menus.act_pause.trigger()
    qtbot.waitUntil(lambda: not controller.thinking)
    paused_at = controller.session.cursor
    qtbot.wait(200)
    assert controller.session.cursor == paused_at
    assert window.game_page.turn.text().startswith("Paused")
    window.menus.act_pause.trigger()
    qtbot.waitUntil(lambda: controller.session.cursor > paused_at)


def test_stones_and_dots_are_kept_while_they_stay(window, qtbot):
    controller = start(window, seats=(Seat(), Seat("computer", "easy")))
    board = controller.board
    dots = dict(board.table.dots)
    board.hover(next(iter(dots)))
    assert board.table.dots == dots  # a hover resizes a dot, it makes none anew
    stones = {square: item for square, (_, item) in board.table.stones.items()}
    board.click(parse_square("e3"))
    qtbot.waitUntil(lambda: len(controller.session.log) == 2 and not controller.thinking)
    colours = controller.session.state
    kept = [s for s in stones if board.table.stones[s][1] is stones[s]]
    assert kept and all(colours.stone_at(s) == board.table.stones[s][0] for s in kept)


def test_the_line_choice_is_prompted_and_offered_in_the_panel(window):
    controller, square, actions = multi_line_position(window)
    board, panel = controller.board, controller.board.panel
    assert panel.prompt.text().startswith("Place a stone on a marked square")
    assert "Place a stone" in board.reader_text()
    board.click(square)
    name = square_name(square)
    assert panel.prompt.text().startswith(f"Stone on {name}: choose which line flips, 1")
    assert "choose which line flips" in board.reader_text()
    labels = [button.text() for _, button in panel.line_buttons]
    assert len(labels) == len(actions)
    assert all(label.startswith(f"Line {i + 1}: flips ") for i, label in enumerate(labels))
    ids = [button.objectName() for _, button in panel.line_buttons]
    assert ids == [f"{name}/{a.direction}" for a in actions]
    panel.back_button.click()
    assert board.choosing is None and not panel.line_buttons
    board.click(square)
    panel.line_buttons[-1][1].click()
    assert controller.session.log[-1].action == actions[-1]
    assert not panel.line_buttons


def test_the_last_move_is_marked_by_rings_and_moves_with_the_next(window, qtbot):
    controller = start(window)
    board = controller.board
    assert not board.table.last.marks  # nothing placed yet
    board.click(parse_square("e3"))
    qtbot.waitUntil(lambda: board.table.last.at("to") == [parse_square("e3")])
    assert board.table.last.at("flipped") == [parse_square("e4")]
    ring = board.table.last.marks[0]
    assert ring.scene() is board.scene
    assert cell_rect(parse_square("e3")).contains(ring.boundingRect().center())
    board.cursor_square = parse_square("e3")
    assert "placed last" in board.reader_text()
    qtbot.waitUntil(lambda: board.turn.player == 1)
    move = next(a for a in controller.game.legal_actions(controller.session.state, 1))
    board.click(move.square)
    if board.choosing is not None:
        board.click(board.line_squares(move)[0])
    qtbot.waitUntil(lambda: board.table.last.at("to") == [move.square])
    assert len(board.table.last.marks) == 1 + len(
        controller.session.log[-1].outcome.events[-1].flipped
    )
    qtbot.waitUntil(lambda: board.turn.player == 0)
    window.menus.act_undo.trigger()
    assert controller.session.cursor == 1
    qtbot.waitUntil(lambda: board.table.last.at("to") == [parse_square("e3")])
