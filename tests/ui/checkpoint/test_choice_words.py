"""The board says what the model of a seat's choices (games/checkpoint/choices.py) says, in the
words the phone reads from the catalogue: the secret page's clue sides, the buttons in the
checkpoint and what the screen reader hears on a suspect or a chip, in English and German."""

from __future__ import annotations

import pytest

from spielesammlung.core.catalogue import text
from spielesammlung.core.protocol import Setup
from spielesammlung.games.checkpoint import GAME
from spielesammlung.games.checkpoint.choices import choices
from spielesammlung.games.checkpoint.state import Accuse, Draw, KeepChips, Swap
from spielesammlung.ui.board import Turn
from spielesammlung.ui.checkpoint.board import create_board
from spielesammlung.ui.i18n import Languages
from tests.games.checkpoint.helpers import act, cafe_position, new, suspicion

NAMES = ("Anna", "Bert", "Clara")


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    languages = Languages()
    languages.switch(request.param)
    yield request.param
    languages.switch("en")


def said(state, seat, action, language):
    """The model's label of `action` as the phone reads it in `language`."""
    view = GAME.view_for(state, seat)
    found = choices(view, seat, GAME.legal_actions(state, seat)).find(action)
    assert found is not None
    return found, text(found.label, language)


def shown(board, state, seat):
    board.show(GAME.view_for(state, seat), Turn(seat, tuple(GAME.legal_actions(state, seat))))
    return [button.text for button in board.buttons]


def test_the_clue_sides_on_the_secret_page(language):
    state = new(3)
    board = create_board(Setup(NAMES))
    legal = GAME.legal_actions(state, 1)
    request = board.secret_request(GAME.view_for(state, 1), Turn(1, tuple(legal)))
    assert request is not None
    model = choices(GAME.view_for(state, 1), 1, legal)
    assert [label for label, _ in request.choices] == [text(c.label, language) for c in model.items]
    assert [action for _, action in request.choices] == legal


def test_drawing_and_accusing_in_the_checkpoint(language):
    state = suspicion(new(3), [(0, 0), (1, 0), (2, 0)], (4, 8, 7, 12, 16, 20, 3))
    state = act(act(act(state, 0, Draw()), 1, Draw()), 2, Draw())
    board = create_board(Setup(NAMES))
    draw = said(state, 0, Draw(), language)[1]
    assert draw == {"en": "Draw a card", "de": "Karte ziehen"}[language]
    assert draw in shown(board, state, 0)
    cat = min(board.legal_cats())
    choice, words = said(state, 0, Accuse(cat), language)
    assert choice.danger and choice.target == f"cat-{cat}"
    assert board.choice_words(("cat", cat)) == words
    board.click_cat(cat)  # chosen: the button confirms it
    assert words in [button.text for button in board.buttons]


def test_the_cafe_adler_swap_and_keeping_the_chips(language):
    state = cafe_position()
    board = create_board(Setup(NAMES, {"cafe_adler": True}))
    assert said(state, 0, KeepChips(), language)[1] in shown(board, state, 0)
    swap, words = said(state, 0, Swap(0, 1, 0), language)
    assert swap.group is not None
    assert board.choice_words(("chip", 0, 0)) == text(swap.group, language)
    board.click_chip(0, 0)  # one's Café Adler chip first, then whose chip
    assert board.choice_words(("chip", 1, 0)) == words
