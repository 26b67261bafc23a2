"""Checkpoint Charlie's header on a small window at a large text size (issue 25): the prompt,
its button and the right column (round, supply, whose view) keep their words apart, and the
rows hold name, agent and the Start pill, with five players of long names, in German."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import text_size
from tests.ui import layout_check
from tests.ui.keyboard_util import open_window

NAMES = tuple(f"Player {n}" for n in range(1, 6))


def _anna_draws() -> Session:
    """Five players, 12 random actions and more until the human at seat 0 is on turn."""
    rules = registry.entry("checkpoint-charlie").rules()
    seats = [Seat()] + [Seat(COMPUTER, "easy")] * 4
    session = Session("checkpoint-charlie", rules, Setup(NAMES, {}), 3, seats)
    rng = random.Random(3)
    done = 0
    while rules.result(session.state) is None and (
        done < 12 or 0 not in rules.to_act(session.state).players
    ):
        player = min(rules.to_act(session.state).players)
        session.act(player, rng.choice(list(rules.legal_actions(session.state, player))))
        done += 1
    return session


@pytest.mark.parametrize("factor", ["1.5", "2"])
def test_the_header_keeps_its_words_apart_in_a_small_window(qapp, tmp_path, factor) -> None:
    text_size.apply(factor)
    window = open_window("de", tmp_path)
    try:
        window.resize(1024, 600)
        window.act_pause.setChecked(True)
        window.start_session(_anna_draws(), window.autosaves.new_path("checkpoint-charlie"))
        for _ in range(3):
            QApplication.processEvents()
        board = window.controller.board  # type: ignore[union-attr]
        assert board.can_draw()  # the prompt with its button: "Karte ziehen"
        found = layout_check.board_problems(window.game_page.view)
        assert not found, "\n".join(found)
    finally:
        window.act_pause.setChecked(False)
        window.close_game()
        window.hide()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        text_size.apply(text_size.DEFAULT)
