"""Computer seats decide out of turn off the GUI thread, like their turns: the window stays
responsive, the first that acts is applied and animated, the rest of the round is asked about
the new state, and a human acting out of turn meanwhile drops their thinking."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import RandomBot, Seat, interjection_order
from spielesammlung.core.session import Session
from spielesammlung.core.thinking import cancelled
from spielesammlung.games.checkpoint.state import Accuse
from tests.core import toy_game
from tests.core.toy_game import GAME as TOY
from tests.core.toy_game import Pick, Shout

ANNA, BERT = 0, 1


class HeldShouter:
    """Bert: thinks about shouting until let go, then shouts; picks 1 on his turn."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.threads: list[str] = []

    def choose(self, view, player, legal, rng):
        return Pick(1)

    def interject(self, view, player, legal, rng):
        self.threads.append(threading.current_thread().name)
        assert self.go.wait(30)
        return Shout()


@pytest.fixture
def held(window, monkeypatch):
    """Anna (human) against Bert (a held shouter from his first decision on)."""
    entry = toy_game.ENTRY
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, entry))
    bot = HeldShouter()
    monkeypatch.setitem(toy_game.BOTS, "easy", lambda: bot)
    session = Session("toy", TOY, Setup(("Anna", "Bert")), 7, [Seat(), Seat("computer", "easy")])
    window.start_session(session, window.autosaves.new_path("toy"))
    yield window.controller, bot
    bot.go.set()


def test_a_computer_deciding_out_of_turn_does_not_block_the_window(held, qtbot):
    controller, bot = held
    qtbot.waitUntil(lambda: len(bot.threads) == 1)  # Bert picked; now: does he shout?
    assert bot.threads[0] != threading.current_thread().name  # a worker thread
    assert controller.thinking and controller.session.state.shouted == (False, False)
    ticks: list[int] = []
    QTimer.singleShot(0, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: ticks == [1])  # the event loop runs while Bert thinks
    bot.go.set()
    qtbot.waitUntil(lambda: controller.session.state.shouted == (False, True))
    qtbot.waitUntil(lambda: controller.step.player == ANNA and not controller.thinking)
    assert len(bot.threads) == 1  # his own shout ended the round: Anna's pick comes next
    assert [entry.player for entry in controller.session.played] == [BERT, BERT]


def test_a_human_acting_out_of_turn_drops_the_computers_thought(held, qtbot):
    controller, bot = held
    qtbot.waitUntil(lambda: len(bot.threads) == 1)
    controller.interrupt(ANNA)  # Anna shouts first
    assert not controller.thinking and controller.interrupting == ANNA
    controller.board.shout()
    assert controller.session.state.shouted == (True, False)
    bot.go.set()  # Bert's late answer about the older state is dropped ...
    qtbot.waitUntil(lambda: len(bot.threads) == 2)  # ... and he is asked again about the new one
    qtbot.waitUntil(lambda: controller.session.state.shouted == (True, True))
    assert [entry.player for entry in controller.session.played] == [BERT, ANNA, BERT]


class Pondering(HeldShouter):
    """Bert: thinks about shouting until his thought is cancelled (as a search would stop)."""

    def __init__(self) -> None:
        super().__init__()
        self.stopped = threading.Event()

    def interject(self, view, player, legal, rng):
        self.threads.append(threading.current_thread().name)
        if len(self.threads) > 1:
            return None  # asked again later: he stays quiet
        for _ in range(3000):  # at most 30 s
            if cancelled():
                self.stopped.set()
                break
            self.go.wait(0.01)
        return Shout()


def test_a_dropped_thought_is_cancelled_not_left_running(held, qtbot, monkeypatch):
    controller, first = held
    qtbot.waitUntil(lambda: len(first.threads) == 1)
    bot = Pondering()
    controller.bots[BERT] = bot
    controller.interrupt(ANNA)  # drops Bert's first thought; let it answer into the void
    first.go.set()
    controller.cancel_interruption()  # Bert is asked again: now he ponders
    qtbot.waitUntil(lambda: len(bot.threads) == 1)
    controller.interrupt(ANNA)  # Anna cuts in: his thought is cancelled, the search stops
    qtbot.waitUntil(bot.stopped.is_set)  # it saw its cancellation (not a timeout)
    assert controller.session.state.shouted == (False, False)  # his late shout is dropped
    controller.board.shout()
    qtbot.waitUntil(lambda: controller.session.state.shouted == (True, False))
    qtbot.waitUntil(lambda: len(bot.threads) == 2 and not controller.thinking)


class Recorder(RandomBot):
    """Records who was asked out of turn at which action; seat 2 accuses when first asked."""

    def __init__(self, asked: list[tuple[int, int]], cursor) -> None:
        self.asked, self.cursor = asked, cursor

    def interject(self, view, player, legal, rng):
        first = player == 2 and all(p != 2 for _, p in self.asked)
        self.asked.append((self.cursor(), player))
        return next(a for a in legal if isinstance(a, Accuse)) if first else None


def test_the_rest_of_the_round_is_asked_after_a_computer_acted_out_of_turn(window, qtbot):
    game = registry.entry("checkpoint-charlie").rules()
    names = ("Anna", "Bert", "Carla")
    session = Session("checkpoint-charlie", game, Setup(names), 3, [Seat("computer", "easy")] * 3)
    window.start_session(session, window.autosaves.new_path("checkpoint-charlie"))
    controller = window.controller
    asked: list[tuple[int, int]] = []
    for seat in range(3):
        controller.bots[seat] = Recorder(asked, lambda: controller.session.cursor)
    qtbot.waitUntil(lambda: any(p == 2 for _, p in asked), timeout=20000)
    at = next(c for c, p in asked if p == 2)  # Carla's accusation is the action after `at`
    qtbot.waitUntil(lambda: controller.session.cursor >= at + 2, timeout=20000)
    controller.set_paused(True)
    played = controller.session.played
    assert isinstance(played[at].action, Accuse) and played[at].player == 2
    last = played[at - 1].player
    order = interjection_order(range(3), 3, last)
    first = [p for c, p in asked if c == at]
    assert first == [p for p in order if p in first] and first[-1] == 2
    rest = [p for c, p in asked if c == at + 1]  # the same round, about the new state
    assert rest == [p for p in order[order.index(2) + 1 :] if p in rest]
