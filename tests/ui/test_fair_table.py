"""Fair at a shared table: Undo never takes back another human's secret decision, a hint shown
on the shared screen never uses a secret, and Spion's tooltips name the spy drawn on top."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.spion import GAME as SPION
from spielesammlung.games.spion.model import WriteEnvelope
from spielesammlung.ui.spion.art import SPY_H, SPY_W
from spielesammlung.ui.spion.scene import Hot

HUMAN, COMPUTER = Seat(), Seat("computer", "easy")
MISSION = registry.entry("geheime-mission").rules()


def spion(seats, names=("Anna", "Bert")) -> Session:
    return Session("spion-und-spion", SPION, Setup(names), 1, list(seats))


# -- undo --------------------------------------------------------------------------------------
def test_undo_stops_at_another_humans_secret_decision():
    session = spion([HUMAN, HUMAN])
    session.act(0, WriteEnvelope(2))  # Anna's hot envelope: a secret number
    assert session.can_undo()
    assert session.secret_in_the_way(actor=1) == 0  # Bert may not take it back
    assert session.secret_in_the_way(actor=None) == 0  # nor may a screen nobody holds
    assert session.secret_in_the_way(actor=0) is None  # Anna may
    # against computers only, the human's own secrets are the only ones at the screen
    alone = spion([HUMAN, COMPUTER])
    alone.act(0, WriteEnvelope(2))
    assert alone.secret_in_the_way(actor=None) is None


def test_undo_takes_back_public_moves_of_other_humans():
    game = registry.entry("heimlich").rules()
    session = Session("heimlich", game, Setup(("Anna", "Bert")), 1, [HUMAN, HUMAN])
    session.act(0, game.legal_actions(session.state, 0)[0])
    assert session.secret_in_the_way(actor=1) is None


def test_the_undo_menu_says_why_it_stops(window):
    session = spion([HUMAN, HUMAN])
    window.start_session(session, window.autosaves.new_path("spion-und-spion"))
    window.handover_page.button.click()  # Anna
    window.controller.submit(WriteEnvelope(3))
    assert window.pages.currentWidget() is window.handover_page  # now Bert's turn to write
    window.undo()
    assert session.cursor == 1 and session.state.envelopes[0].number == 3
    message = window.statusBar().currentMessage()
    assert "Anna" in message and "secret" in message
    window.handover_page.button.click()  # Bert at the screen: still not his to take back
    window.undo()
    assert session.cursor == 1


# -- hints ---------------------------------------------------------------------------------------
class Recorder:
    """A hint bot that records what it was shown."""

    def __init__(self) -> None:
        self.views: list[object] = []

    def choose(self, view, player, legal, rng):
        self.views.append(view)
        return legal[0]


def _hint_view(window, qtbot, session):
    window.start_session(session, window.autosaves.new_path(session.game_id))
    controller = window.controller
    controller.hint_bot = Recorder()
    with qtbot.waitSignal(controller.hint_ready):
        controller.hint()
    return controller.hint_bot.views[-1]


def test_mission_hints_on_the_shared_screen_do_not_use_the_mission(window, qtbot):
    """Seed 3 used to hint "column 4, Computer" from Anna's secret mission of submarines and
    computers, shown where Bert sees it."""
    session = Session("geheime-mission", MISSION, Setup(("Anna", "Bert")), 3, [HUMAN, HUMAN])
    state = session.state
    seen = _hint_view(window, qtbot, session)
    assert seen == MISSION.view_for(state, None)
    other = next(card for card in state.deck if card != state.cards[0])
    swapped = Session("geheime-mission", MISSION, Setup(("Anna", "Bert")), 3, [HUMAN, HUMAN])
    swapped._initial = dataclasses.replace(state, cards=(other, state.cards[1]))
    assert _hint_view(window, qtbot, swapped) == seen


def test_against_the_computer_the_hint_knows_the_own_mission(window, qtbot):
    session = Session("geheime-mission", MISSION, Setup(("Anna", "Bert")), 3, [HUMAN, COMPUTER])
    assert _hint_view(window, qtbot, session) == MISSION.view_for(session.state, 0)


def test_spion_turn_hints_on_the_shared_screen_use_the_public_view(window, qtbot):
    session = spion([HUMAN, HUMAN])
    session.act(0, WriteEnvelope(1))
    session.act(1, WriteEnvelope(3))
    seen = _hint_view(window, qtbot, session)
    assert seen == SPION.view_for(session.state, None)
    swapped = spion([HUMAN, HUMAN])
    swapped.act(0, WriteEnvelope(3))  # another secret number: the same hint
    swapped.act(1, WriteEnvelope(2))
    assert _hint_view(window, qtbot, swapped) == seen


# -- Spion's tooltips -----------------------------------------------------------------------------
def test_spion_tooltips_and_clicks_name_the_spy_drawn_on_top(window):
    session = spion([HUMAN, HUMAN])
    session.act(0, WriteEnvelope(1))
    session.act(1, WriteEnvelope(3))
    window.start_session(session, window.autosaves.new_path("spion-und-spion"))
    board = window.controller.board
    lower, upper = sorted(board.pieces)[:2]
    a, b = board.pieces[lower], board.pieces[upper]
    b.setPos(a.pos() + QPointF(SPY_W / 2, SPY_H / 4))  # b lies half over a
    point = a.mapRectToScene(QRectF(0, 0, SPY_W, SPY_H)).center() + QPointF(SPY_W / 4, SPY_H / 4)
    board.hots = []
    for top, under in ((upper, lower), (lower, upper)):
        board.pieces[top].setZValue(30)
        board.pieces[under].setZValue(29)
        assert board.tip_at(point).startswith(board.texts.spy(top))
    board.hots = []
    for spy, tip in ((lower, "the lower one"), (upper, "the upper one")):
        rect = board.pieces[spy].mapRectToScene(QRectF(0, 0, SPY_W, SPY_H))
        board.hots.append(Hot(rect, lambda: None, tip, spy=spy))
    assert board.tip_at(point) == "the lower one"  # lower is on top now
    b.setZValue(31)
    assert board.tip_at(point) == "the upper one"
