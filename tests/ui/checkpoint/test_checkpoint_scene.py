"""The shape of the Checkpoint Charlie screen: items kept from one view to the next, the panel
without the board, moving pieces back in their cache, no file past ~600 lines."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtWidgets import QGraphicsItem

from spielesammlung.core.protocol import Setup
from spielesammlung.games.checkpoint import GAME
from spielesammlung.games.checkpoint.components import AGENT_CARD
from spielesammlung.games.checkpoint.rules import CardDrawn
from spielesammlung.games.checkpoint.state import Draw
from spielesammlung.ui.board import Turn
from spielesammlung.ui.checkpoint import board as board_module
from spielesammlung.ui.checkpoint.board import create_board
from spielesammlung.ui.checkpoint.panel import CheckpointPanel, PanelState
from tests.games.checkpoint.helpers import act, new, suspicion

NAMES = ("Anna", "Bert", "Clara")
PACKAGE = Path(board_module.__file__).parent
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def table(deck=(4, 8, 7, 12, 16, 20, 3)):
    return suspicion(new(3), [(0, 0), (1, 0), (2, 0)], deck)


def offer(board, state):
    player = state.turn
    board.show(GAME.view_for(state, None), Turn(player, tuple(GAME.legal_actions(state, player))))


def test_a_cursor_step_keeps_every_item_but_the_cursor(qapp):
    state = act(act(act(table(), 0, Draw()), 1, Draw()), 2, Draw())
    board = create_board(Setup(NAMES))
    offer(board, state)
    before = set(board.layer.childItems())
    cats = dict(board.cats)
    board.cursor_key = None
    board.focused = True  # the cursor shows while the board has the keyboard focus
    board._move_cursor(0, 1)  # the cursor appears
    board._move_cursor(0, 1)  # and steps down a row
    after = set(board.layer.childItems())
    assert board.cats == cats  # the very same items
    assert len(after - before) == 1  # the cursor ring
    assert before - after == set()


def test_a_new_view_moves_the_items_it_still_needs(qapp):
    state = act(table(), 0, Draw())
    board = create_board(Setup(NAMES))
    offer(board, state)
    cats = dict(board.cats)
    deck = next(item for key, item in board.targets[0] if key == ("deck",))
    following = act(state, 1, Draw())
    offer(board, following)
    assert all(board.cats[cat] is item for cat, item in cats.items())
    assert next(item for key, item in board.targets[0] if key == ("deck",)) is deck
    assert deck.on_click is not None and deck.ring is not None  # re-marked for the new turn
    board.show(GAME.view_for(following, None), Turn(None, ()))
    assert deck.on_click is None and deck.ring is None  # nothing offered: no marks stay
    cached = [i for i in board.layer.childItems() if i.cacheMode() == CACHED]
    assert len(cached) == len(board.layer.childItems())  # every piece, label and shape


def test_an_interrupted_flight_leaves_the_card_in_place_and_cached(qtbot):
    state = table()
    board = create_board(Setup(NAMES))
    board.speed = 1.0
    offer(board, state)
    outcome = GAME.apply(state, 0, Draw())
    event = next(e for e in outcome.events if isinstance(e, CardDrawn))
    assert board.animate(outcome.events, GAME.view_for(outcome.state, None), lambda: None) > 0
    card = board.cats[event.cat] if event.to_row else board.piles[0]
    assert card.cacheMode() == QGraphicsItem.CacheMode.NoCache  # painted from a picture
    offer(board, outcome.state)  # the next view comes before the flight ends
    assert board.animation is None and not board.animations
    card = board.cats[event.cat] if event.to_row else board.piles[0]
    assert card.cacheMode() == CACHED
    assert card.isVisible() and card.transform().isIdentity() and not card.back


def test_an_agent_card_flight_ends_cached(qtbot):
    state = table(deck=(AGENT_CARD + 3, 4, 8))
    board = create_board(Setup(NAMES))
    board.speed = 0.05
    offer(board, state)
    outcome = GAME.apply(state, 0, Draw())
    done = []
    board.animate(outcome.events, GAME.view_for(outcome.state, None), lambda: done.append(1))
    qtbot.waitUntil(lambda: bool(done))
    card = board.agent_cards[3]
    assert card.cacheMode() == CACHED and card.transform().isIdentity() and not card.back
    assert all(tile.cacheMode() == CACHED for tile in board.open_tiles)


def test_the_panel_speaks_in_signals_and_gets_a_frozen_state(qtbot):
    panel = CheckpointPanel()
    qtbot.addWidget(panel)
    view = GAME.view_for(table(), None)
    looked = []
    panel.look.connect(looked.append)
    panel.show_state(PanelState(view, NAMES, (1,), memory_aid=True, deduction_aid=False))
    panel.mine.click()  # one human: that one looks
    assert looked == [1]
    panel.show_state(PanelState(view, NAMES, (0, 2), memory_aid=True, deduction_aid=False))
    assert [a.text() for a in panel.looker_actions] == [
        "I am Anna: show my clue and chips",
        "I am Clara: show my clue and chips",
    ]
    panel.looker_actions[1].trigger()
    assert looked == [1, 2]


def imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
    return found


def test_only_the_board_imports_the_board_and_no_file_is_long():
    for path in PACKAGE.glob("*.py"):
        if path.name != "board.py":
            assert ".board" not in imports(path), path.name
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 600, path.name
    assert ".board" not in imports(PACKAGE / "panel.py")  # the panel: signals only
