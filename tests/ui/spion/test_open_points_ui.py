"""Spion & Spion on screen (issue #25): the framed target field takes the click like its spy,
the Ansicht card's look can be declined, the colours are named in the UI's language, and the
screen reader hears the target once."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from spielesammlung.games.spion.model import Card, DrawCard, Move, Peek, Phase

from .test_spion_board import panel_button, reveal, start

# Seed 1 (as `start` plays): the Ansicht card is the second of the black pile.
ANSICHT_AT = 2


def mouse(qtbot, board, point: QPointF, click: bool = True) -> None:
    """Point at (and click) a spot of the board scene with the real mouse."""
    view = board.scene.views()[0]
    at = view.mapFromScene(point)
    qtbot.mouseMove(view.viewport(), at)
    if click:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def test_the_framed_target_field_takes_the_click(window, qtbot):
    """Anna's spies stand on field 1 and in her embassy: each move ends on its own field."""
    controller = start(window, actions=((0, Move(0)), (1, Move(4))))
    board = controller.board
    field = board.geo.fields[2].center()  # where Anna's spy on field 1 would go: empty
    assert board._hit(field) is None  # not a spy's target itself
    mouse(qtbot, board, field, click=False)
    assert board.hovered is not None and board.hovered.action == Move(0)  # its way is framed
    assert board.tip_at(field) == board.hovered.tip
    mouse(qtbot, board, field)
    assert controller.session.log[-1].action == Move(0)


def test_a_field_two_moves_end_on_takes_the_pointed_or_focused_one(window, qtbot):
    """Both of Anna's spies stand in her embassy: both would go to field 1."""
    controller = start(window)
    board = controller.board
    field = board.geo.fields[1].center()
    board.focused = False  # no keyboard cursor, nothing pointed at: which one? nothing happens
    board.click(field)
    assert len(controller.session.log) == 2  # the envelopes only
    key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier)
    board.focused = True
    assert board.key_press(key)
    focused = board.hots[board.cursor_at]
    assert isinstance(focused.action, Move) and focused.path[-1] == 1
    mouse(qtbot, board, field)
    assert controller.session.log[-1].action == focused.action


def test_ansicht_offers_looking_at_no_number(window, qtbot):
    controller = start(window)
    board = controller.board
    state = controller.session.state
    assert state.piles[0][ANSICHT_AT - 1] == Card.ANSICHT
    panel_button(board, f"Take pass card {ANSICHT_AT}").click()
    reveal(window, "Anna")  # her look is private: the screen goes to her first
    assert controller.session.state.phase == Phase.PEEK
    qtbot.waitUntil(lambda: board.turn.player == 0)
    assert "You may also look at none" in board.prompt
    assert {h.action for h in board.hots} == {
        a for a in board.turn.legal if isinstance(a, Peek) and a.spy is not None
    }
    panel_button(board, "Look at no number").click()
    assert controller.session.log[-1].action == Peek(None)
    state = controller.session.state
    assert state.phase == Phase.MAIN and state.current == 0 and not state.known[0]
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any("Ansicht: Anna (Black) looks at no number" in line for line in log)


def test_colour_names_in_english_and_german(window):
    controller = start(window, actions=((0, Move(0)),))
    board = controller.board
    status = window.game_page.status.text()
    assert "Anna (Black)" in status and "Bert (White)" in status
    assert "Schwarz" not in status and "Weiß" not in status
    assert board.texts.field(5) == "embassy White"
    assert board.words.embassy.replace("%1", board.texts.colour(0)) == "Embassy Black"
    assert "embassy Black" in board.reader_text() or "Embassy Black" in board.position_text()
    window.menus.language_actions["de"].trigger()
    status = window.game_page.status.text()
    assert "Anna (Schwarz)" in status and "Bert (Weiß)" in status
    assert board.texts.field(5) == "Botschaft Weiß"
    assert "Botschaft Schwarz" in board.position_text()


def test_the_screen_reader_hears_the_targets_place_once(window):
    controller = start(window, actions=((0, Move(0)), (1, Move(4))))
    board = controller.board
    board.focused = True
    board.cursor_at = next(k for k, h in enumerate(board.hots) if h.action == Move(0))
    cursor = board.reader_text().splitlines()[0]
    assert cursor == "Cursor: Move 1 field: your spy (field 1) → field 2", cursor
    board.cursor_at = next(k for k, h in enumerate(board.hots) if h.action == DrawCard(1))
    assert board.reader_text().splitlines()[0] == "Cursor: Take pass card 1"
