"""A board a screen reader can read (issue 17, point 1), in all five games.

The board view's accessible description says whose turn, the target under the keyboard cursor
and what lies there, and the selection, and follows the cursor; every line of the public move
log is announced as it happens; the reader key (Ctrl+R) reads out the whole position; the
setting silences the announcements. The leak audit (`test_hidden_information_ui.py`) covers
the accessible texts too; here a hidden value is swapped and no accessible text changes.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup, options_with_defaults
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase
from spielesammlung.ui import accessible, games
from spielesammlung.ui.board import Turn

from ..games.hidden import SETUPS

NAMES = ("Anna", "Bert", "Cleo", "Dora", "Emil")
PLAYERS = {
    "heimlich": 2,
    "geheime-mission": 2,
    "spion-und-spion": 2,
    "checkpoint-charlie": 3,
    "allianz": 4,
}
GAMES = list(PLAYERS)


def start(window: Any, game_id: str, seed: int = 1, humans: int | None = None) -> Any:
    entry = registry.entry(game_id)
    count = PLAYERS[game_id]
    humans = count if humans is None else humans
    seats = [Seat()] * humans + [Seat("computer", "easy")] * (count - humans)
    setup = Setup(NAMES[:count], options_with_defaults(entry.options, {}, count))
    session = Session(game_id, entry.rules(), setup, seed, seats)
    window.start_session(session, window.autosaves.new_path(game_id))
    return window.controller


def to_the_board(window: Any, rng: random.Random) -> bool:
    """Pass handovers and secret pages (a random choice) until a human acts on the board;
    False when the game is over."""
    controller = window.controller
    for _ in range(50):
        settle(controller)
        page = window.pages.currentWidget()
        if page is window.handover_page:
            window.handover_page.button.click()
        elif page is window.secret_page:
            rng.choice(window.secret_page.choice_buttons).click()
        else:
            step = controller.step
            over = controller.session.result is not None
            return not over and step is not None and step.phase is Phase.HUMAN
    raise AssertionError("no board to act on")


def settle(controller: Any) -> None:
    """Let the short pause after a move (a zero timer with animations off) pass."""
    for _ in range(1000):
        QCoreApplication.processEvents()
        if not controller.thinking:
            return
        time.sleep(0.001)
    raise AssertionError("the controller stays busy")


def play(window: Any, rng: random.Random, actions: int) -> None:
    """Random legal actions by the humans at the table (accusations rarely)."""
    controller = window.controller
    for _ in range(actions):
        if not to_the_board(window, rng):
            return
        step = controller.step
        legal = controller.game.legal_actions(controller.session.state, step.player)
        calm = [a for a in legal if type(a).__name__ != "Accuse"] or list(legal)
        controller.submit(rng.choice(calm))


def description(window: Any) -> str:
    return window.game_page.view.accessibleDescription()


# -- the description: turn, cursor, selection --------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_says_whose_turn_and_what_lies_under_the_cursor(window, qtbot, game_id):
    controller = start(window, game_id)
    assert to_the_board(window, random.Random(1))
    view = window.game_page.view
    name = controller.session.setup.players[controller.step.player]
    assert f"{name} to move" in description(window)
    before = description(window)
    seen = {before}
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Left):
        qtbot.keyClick(view, key)
        seen.add(description(window))
    assert any("Cursor: " in text for text in seen), seen
    assert len(seen) > 1, "the description follows the cursor"
    assert all("%" not in text for text in seen)
    assert view.accessibleName() == "Board"


def test_heimlich_names_the_square_its_stone_and_the_line_choice(window, qtbot):
    from tests.ui.heimlich.test_heimlich_board import multi_line_position

    controller, square, actions = multi_line_position(window)
    board = controller.board
    view = window.game_page.view
    board.cursor_square = square
    view.describe()
    assert f"one of {len(actions)} lines to flip" in description(window)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "Selected: line that flips" in description(window)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert "Selected" not in description(window)


def test_geheime_mission_names_the_column_and_the_symbol(window, qtbot):
    start(window, "geheime-mission")
    view = window.game_page.view
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert "Cursor: Column 1: 0 of 6 dice" in description(window)
    assert "Your die: " in description(window) and "Selected" not in description(window)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "Selected: column 1," in description(window)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert "on top" in description(window).split("Selected: ")[1]


def test_allianz_names_the_piece_its_targets_and_the_selection(window, qtbot):
    controller = start(window, "allianz")
    board = controller.board
    view = window.game_page.view
    piece = sorted(board.options)[0]
    board.cursor_square = piece
    view.describe()
    assert "you can move this piece" in description(window)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "Selected: the piece on" in description(window)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert "reachable: " in description(window)


# -- announcements -----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_public_log_line_is_announced_as_it_happens(window, game_id):
    """Each kind of event the games log (placements, passes, Zoffs, cards, alliances, rounds…)
    as it comes up in random play, up to 80 actions."""
    with accessible.recording() as heard:
        controller = start(window, game_id, seed=2)
        rng = random.Random(2)
        for _ in range(8):
            play(window, rng, 10)
            ending = [text for text in heard if text.startswith("Game over\n")]  # the result
            assert len(ending) <= 1  # card, said once when the game is over
            lines = controller.log_lines()  # each line once, in order (besides the questions
            assert [h for h in heard if h in lines] == lines  # of secret pages, "thinking…")
    assert len(heard) >= 10


def test_announcements_in_german(window):
    window.set_language("de")
    with accessible.recording() as heard:
        start(window, "heimlich")
        play(window, random.Random(1), 1)
    assert any("auf" in said and "dreht" in said for said in heard)
    assert "ist am Zug" in description(window)


def test_the_setting_silences_the_announcements_but_not_the_reader_key(window, settings):
    window.menus.act_announce.trigger()  # on by default: now off
    assert settings.announcements is False
    with accessible.recording(on=accessible.enabled) as heard:
        start(window, "heimlich")
        play(window, random.Random(1), 4)
        assert heard == []
        window.menus.act_read.trigger()
        assert len(heard) == 1 and heard[0].startswith("Rank 8:")
    window.menus.act_announce.trigger()
    assert settings.announcements is True and accessible.enabled


def test_undo_and_a_new_language_announce_nothing(window):
    with accessible.recording() as heard:
        controller = start(window, "heimlich")
        play(window, random.Random(1), 3)
        count = len(heard)
        controller.undo()
        window.set_language("de")
        window.refresh()
        assert len(heard) == count


# -- the reader key ----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_reader_key_reads_out_the_whole_position(window, game_id):
    controller = start(window, game_id, seed=3)
    play(window, random.Random(3), 6)
    to_the_board(window, random.Random(3))
    with accessible.recording() as heard:
        window.menus.act_read.trigger()
    board = controller.board
    assert heard == [board.position_text()]
    assert description(window) == heard[0]
    assert board.status(controller.game.view_for(controller.session.state, None)) in heard[0]
    assert len(heard[0].splitlines()) >= 3 and "%" not in heard[0]


def test_reader_key_reads_the_rows_of_the_board(window, qtbot):
    start(window, "heimlich")
    view = window.game_page.view
    view.setFocus()
    with accessible.recording() as heard:
        qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    lines = heard[0].splitlines()
    assert lines[:8] == [
        "Rank 8: empty",
        "Rank 7: empty",
        "Rank 6: empty",
        "Rank 5: police on e5; robbers on d5",
        "Rank 4: police on d4; robbers on e4",
        "Rank 3: empty",
        "Rank 2: empty",
        "Rank 1: empty",
    ]


def test_nothing_is_read_behind_the_handover_page(window):
    start(window, "spion-und-spion")
    assert window.pages.currentWidget() is window.handover_page
    with accessible.recording() as heard:
        window.menus.act_read.trigger()
    assert heard == [] and description(window) == ""


# -- secrets -----------------------------------------------------------------------------------
def _texts(board: Any, view: Any, turn: Turn) -> list[str]:
    board.show(view, turn)
    return accessible.board_texts(board)


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.id)
def test_no_accessible_text_changes_when_a_hidden_value_is_swapped(qtbot, setup):
    session = setup.session(4, [Seat()] * setup.players)
    game = session.game
    rng = random.Random(4)
    board = games.create_board(setup.game_id, session.setup)
    board.speed = 0.0
    other = games.create_board(setup.game_id, session.setup)
    other.speed = 0.0
    checked = 0
    for number in range(60):
        state = session.state
        if session.result is not None:
            break
        to_act = game.to_act(state)
        player = min(to_act.players) if to_act.players else min(to_act.anyone)
        if number % 5 == 0:
            for viewer in (None, *range(setup.players)):
                swapped = setup.variant(state, viewer, rng)
                turn = Turn(player if viewer == player else None, ())
                mine = _texts(board, game.view_for(state, viewer), turn)
                theirs = _texts(other, game.view_for(swapped, viewer), turn)
                assert mine == theirs, (number, viewer)
                checked += 1
        legal = list(game.legal_actions(state, player))
        calm = [a for a in legal if type(a).__name__ != "Accuse"] or legal
        session.act(player, rng.choice(calm))
    assert checked >= 3


@pytest.mark.parametrize("game_id", ["spion-und-spion", "geheime-mission"])
def test_own_secrets_are_read_only_while_the_button_is_held(window, qtbot, game_id):
    controller = start(window, game_id, seed=5)
    rng = random.Random(5)
    for _ in range(30):  # to a turn on the public screen
        assert to_the_board(window, rng)
        if controller.table.viewer is None:
            break
        play(window, rng, 1)
    board = controller.board
    panel = board.side_panel()
    button = next(
        b for name in ("hold", "show_button") if (b := getattr(panel, name, None)) is not None
    )
    before = description(window), board.position_text()
    with accessible.recording() as heard:
        qtbot.mousePress(button, Qt.MouseButton.LeftButton)
        held = description(window), board.position_text()
        qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert held[0] != before[0]
    assert (description(window), board.position_text()) == before
    assert len(heard) == 1 and heard[0] in held[0]
