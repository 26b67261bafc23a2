"""“Fröhn!” may be called at any moment: also while a computer thinks or a move is animated.

A computer's pending answer is dropped (and thought again afterwards); a call during an
animation waits until the animation has ended. One action at a time, always on the current state.
"""

from __future__ import annotations

import threading

import pytest

from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase as FlowPhase
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import Move, WriteEnvelope

from .test_spion_board import click_spy

ANNA, BERT = 0, 1
LONG = 30000  # ms: after other files, the held thought was seen to start only after 8 s


class HeldBot:
    """A computer player that thinks until it is let go, then steps forward."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.asked = 0

    def choose(self, view, player, legal, rng):
        self.asked += 1
        assert self.go.wait(30)
        return next(a for a in legal if isinstance(a, Move))

    def interject(self, view, player, legal, rng):
        return None


@pytest.fixture
def held(window, qtbot):
    """Anna (human, Schwarz) against Bert (held computer, Weiß); Anna's envelope names 3."""
    session = Session(
        "spion-und-spion", GAME, Setup(("Anna", "Bert")), 1, [Seat(), Seat("computer", "easy")]
    )
    session.act(ANNA, WriteEnvelope(3))
    session.act(BERT, WriteEnvelope(1))
    window.start_session(session, window.autosaves.new_path("spion-und-spion"))
    controller = window.controller
    bot = HeldBot()
    controller.bots[BERT] = bot
    yield controller, bot
    bot.go.set()


def froehn_button(window, name="Anna"):
    layout = window.game_page.out_of_turn
    buttons = [layout.itemAt(i).widget() for i in range(layout.count())]
    return next(b for b in buttons if b.text() == f"Fröhn! ({name})")


def traitor(controller):
    """Bert's spy with the number in Anna's envelope."""
    state = controller.session.state
    return next(i for i, s in enumerate(state.spies) if s.colour == BERT and s.number == 3)


def test_froehn_while_a_computer_thinks_drops_its_answer_and_thinks_again(window, held, qtbot):
    controller, bot = held
    controller.submit(Move(0))  # Anna steps out; now Bert thinks (and is held)
    qtbot.waitUntil(lambda: bot.asked == 1 and controller.thinking, timeout=LONG)
    assert controller.step.phase is FlowPhase.COMPUTER
    button = froehn_button(window)  # the button stays there while the computer thinks
    assert button.isVisible() and button.isEnabled()
    button.click()
    assert not controller.thinking and controller.interrupting == ANNA
    assert controller.board.turn.out_of_turn and controller.board.turn.player == ANNA
    assert window.game_page.turn.text() == "Anna acts out of turn"  # no longer "Bert is thinking…"
    click_spy(controller.board, traitor(controller))
    state = controller.session.state
    assert state.caught == frozenset({BERT}) and state.current == BERT
    bot.go.set()  # the dropped answer comes back first, then the new one
    qtbot.waitUntil(lambda: controller.session.state.current == ANNA, timeout=LONG)
    actors = [entry.player for entry in controller.session.log[2:]]
    assert actors == [ANNA, ANNA, BERT]  # the move, the accusation, one answer of Bert
    assert bot.asked == 2  # thought again on the state after the accusation


def test_cancelling_froehn_lets_the_computer_think_again(window, held, qtbot):
    controller, bot = held
    controller.submit(Move(0))
    qtbot.waitUntil(lambda: bot.asked == 1 and controller.thinking, timeout=LONG)
    froehn_button(window).click()
    next(b for b, _ in controller.board.panel.buttons if b.text() == "Cancel").click()
    assert controller.interrupting is None and controller.thinking
    bot.go.set()
    qtbot.waitUntil(lambda: controller.session.state.current == ANNA, timeout=LONG)
    assert [entry.player for entry in controller.session.log[2:]] == [ANNA, BERT]


def test_froehn_during_an_animation_waits_for_its_end(window, held, qtbot):
    controller, bot = held
    board = controller.board
    board.speed = 1.0
    controller.submit(Move(0))  # Anna's step is animated now
    assert board.animations and controller.thinking
    froehn_button(window).click()
    assert controller.interrupting is None and not board.turn.out_of_turn  # not yet
    assert len(controller.session.log) == 3
    qtbot.waitUntil(lambda: controller.interrupting == ANNA, timeout=LONG)
    assert not board.animations and board.turn.out_of_turn
    assert controller.session.state.current == BERT  # the queued call sees the new state
    click_spy(board, traitor(controller))
    assert controller.session.state.caught == frozenset({BERT})
    bot.go.set()
    qtbot.waitUntil(lambda: controller.session.state.current == ANNA, timeout=LONG)
    assert [entry.player for entry in controller.session.log[2:]] == [ANNA, ANNA, BERT]
