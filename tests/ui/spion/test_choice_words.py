"""The side panel and the board's targets say what the seat's choices (games/spion/choices.py)
say, in English and in German: the desktop and the phone share one catalogue entry."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from spielesammlung.core.choices import Choice
from spielesammlung.core.protocol import Setup
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.choices import choices
from spielesammlung.games.spion.model import Accuse
from spielesammlung.ui.board import Turn
from spielesammlung.ui.i18n import Languages, say
from spielesammlung.ui.spion.board import SpionBoard, create_board

ESCAPE = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)


def check(board: SpionBoard, made: dict[Any, Choice], steps: set[str]) -> int:
    """The panel's buttons and the board's tooltips against the model; returns how many."""
    checked = 0
    for button, shown in board.panel.buttons:
        if shown.action is not None:
            assert button.text() == say(made[shown.action].label)
        else:
            assert button.text() in steps
        checked += 1
    for hot in board.hots:
        assert hot.tip == say(made[hot.action].label)
        checked += 1
    return checked


@pytest.fixture(params=["en", "de"])
def language(qtbot, request) -> str:
    languages = Languages()
    languages.switch(request.param)
    yield request.param
    languages.switch("en")


@pytest.mark.parametrize("count", [2, 4])
def test_the_panel_and_the_tooltips_say_the_models_words(qtbot, language: str, count: int) -> None:
    setup = Setup(("Anna", "Bert", "Carla", "Dieter")[:count])
    board = create_board(setup)
    qtbot.addWidget(board.panel)  # a window of its own here: closed after the test
    back, cancel = board.texts.say("back"), board.texts.say("cancel")
    checked, words = 0, set()
    for seed in range(2):
        state, rng = GAME.new_game(setup, seed), random.Random(seed)
        for _ in range(120):
            if GAME.result(state) is not None:
                break
            player = min(GAME.to_act(state).players)
            legal = list(GAME.legal_actions(state, player))
            view = GAME.view_for(state, player)
            model = choices(view, player, legal)
            made = {c.action: c for c in model.items}
            steps = {say(c.group) for c in model.items if c.group is not None} | {back, cancel}
            board.show(view, Turn(player, legal))
            checked += check(board, made, steps)
            words |= {button.text() for button, _ in board.panel.buttons}
            firsts = {b.text() for b, shown in board.panel.buttons if shown.action is None}
            for text in sorted(firsts - {back, cancel}):  # each two-step choice's second step
                next(b for b, _ in board.panel.buttons if b.text() == text).click()
                checked += check(board, made, steps)
                assert board.key_press(ESCAPE)  # back to the first step
            calm = [a for a in legal if not isinstance(a, Accuse)] or legal  # longer games
            state = GAME.apply(state, player, rng.choice(calm)).state
    assert checked > 1500
    taken = {"en": "Take pass card 1", "de": "Passierschein 1 nehmen"}[language]
    assert taken in words
