"""Spion & Spion through the GUI: envelopes, a Zoff through the handover, Fröhn, watching.

Every view the board is given is recorded: the public screen must never hold a secret.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

from spielesammlung.core.protocol import ALL_SEEING, Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase as FlowPhase
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.board import board as spion_board
from spielesammlung.games.spion.model import (
    Accuse,
    DrawCard,
    Move,
    Phase,
    TurnStarted,
    WriteEnvelope,
    ZoffCard,
)
from spielesammlung.ui.spion.board import SpionBoard, create_board

HUMANS = (Seat(), Seat())
COMPUTERS = (Seat("computer", "easy"), Seat("computer", "easy"))
# Anna (Schwarz) and Bert (Weiß) walk their first spies towards each other on the top row.
TO_THE_ZOFF = ((0, Move(0)), (1, Move(4)), (0, Move(0)), (1, Move(4)))


@pytest.fixture
def shown(monkeypatch):
    """Every (view, turn) the Spion board was asked to show."""
    calls = []
    original = SpionBoard.show

    def show(self, view, turn):
        calls.append((view, turn))
        original(self, view, turn)

    monkeypatch.setattr(SpionBoard, "show", show)
    return calls


def start(window, seats=HUMANS, envelopes=(1, 1), actions=(), names=("Anna", "Bert")):
    session = Session("spion-und-spion", GAME, Setup(names), 1, list(seats))
    for player, number in enumerate(envelopes or ()):
        session.act(player, WriteEnvelope(number))
    for player, action in actions:
        session.act(player, action)
    window.start_session(session, window.autosaves.new_path("spion-und-spion"))
    return window.controller


def reveal(window, name):
    assert window.pages.currentWidget() is window.handover_page
    assert window.handover_page.name == name
    window.handover_page.button.click()


def secret(window, label):
    """Click a choice on the secret page."""
    assert window.pages.currentWidget() is window.secret_page
    layout = window.secret_page.buttons
    buttons = [layout.itemAt(i).widget() for i in range(layout.count())]
    next(b for b in buttons if isinstance(b, QPushButton) and b.text() == label).click()


def click_spy(board, spy):
    board.click(board.pieces[spy].sceneBoundingRect().center())


def panel_button(board, label):
    return next(b for b, _ in board.panel.buttons if b.text() == label)


def assert_public_views_keep_secrets(shown):
    """What the shared screen showed holds no hidden number, envelope or Zoff card."""
    b = spion_board(2)
    for view, _ in shown:
        if view.viewer is not None:
            continue
        for spy in view.spies:
            if spy.number is not None:
                assert spy.exposed or (spy.where >= 0 and b.is_alfred(spy.where))
            assert spy.remembered is None
        assert all(e.number is None or e.shown for e in view.envelopes)
        if view.duel is not None:
            assert view.duel.attack is None and view.duel.defence is None


def test_envelopes_are_written_on_the_secret_page(window, shown):
    controller = start(window, envelopes=())
    reveal(window, "Anna")
    assert "hot envelope" in window.secret_page.title.text()
    assert "Bert (White)" in window.secret_page.info.text()
    secret(window, "2")
    reveal(window, "Bert")
    secret(window, "3")
    assert window.pages.currentWidget() is window.game_page
    state = controller.session.state
    assert [e.number for e in state.envelopes] == [2, 3]
    assert shown and all(view.viewer is None for view, _ in shown)  # nothing private on the board
    assert_public_views_keep_secrets(shown)
    assert "Anna (Black) has written the hot envelope" in [
        window.game_page.log.item(i).text()[3:] for i in range(window.game_page.log.count())
    ]


def test_a_zoff_through_the_handover_screens(window, shown):
    controller = start(window, actions=TO_THE_ZOFF)
    board = controller.board
    assert window.pages.currentWidget() is window.game_page
    click_spy(board, 0)  # Anna's spy lands on Bert's: Zoff
    assert controller.session.state.phase == Phase.DUEL
    reveal(window, "Anna")
    assert window.secret_page.title.text() == "Zoff! Anna (Black), lay down a card"
    secret(window, "A")
    reveal(window, "Bert")  # the screen was blanked before the defender looks
    info = window.secret_page.info.text()
    assert "Guess the attacker's plan" in info
    assert info.startswith("A spy of Anna (Black) attacks")  # a capital, as every page begins
    secret(window, "B")
    state = controller.session.state
    assert state.last_zoff.attack == ZoffCard.A and state.last_zoff.defence == ZoffCard.B
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any("Zoff cards:" in line and " A against " in line and " B – " in line for line in log)
    assert board.table.view.last_zoff.attacker_won  # the cards lie face up on the board
    assert window.pages.currentWidget() is window.game_page
    assert_public_views_keep_secrets(shown)
    # Bert's own views never held Anna's card before both were revealed
    for view, _ in shown:
        if view.viewer == 1 and view.duel is not None:
            assert view.duel.attack is None


def test_froehn_through_the_out_of_turn_button(window, shown):
    controller = start(window, envelopes=(2, 3))
    layout = window.game_page.out_of_turn
    labels = [layout.itemAt(i).widget().text() for i in range(layout.count())]
    assert labels == ["Fröhn! (Anna)", "Fröhn! (Bert)"]
    layout.itemAt(1).widget().click()
    reveal(window, "Bert")
    board = controller.board
    view, turn = shown[-1]
    assert turn.out_of_turn and view.viewer == 1
    assert {a for a in turn.legal if isinstance(a, Accuse)} == {h.action for h in board.hots}
    traitor = next(
        i for i, s in enumerate(controller.session.state.spies) if s.colour == 0 and s.number == 3
    )
    click_spy(board, traitor)
    state = controller.session.state
    assert state.caught == frozenset({0}) and state.spies[traitor].where == -2
    assert state.spies[1 * 4 + 3].where >= -1  # Bert's reserve spy came into play
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any("“Fröhn!”" in line and "is the traitor" in line for line in log)
    assert window.pages.currentWidget() is window.game_page
    assert_public_views_keep_secrets(shown)


def test_froehn_can_be_cancelled(window, shown):
    controller = start(window)
    window.game_page.out_of_turn.itemAt(0).widget().click()
    reveal(window, "Anna")
    board = controller.board
    assert board.turn.out_of_turn
    panel_button(board, "Cancel").click()
    assert controller.session.cursor == 2  # only the envelopes
    assert window.pages.currentWidget() is window.game_page
    assert shown[-1][0].viewer is None and not shown[-1][1].out_of_turn


def test_the_joke_name_for_a_player_called_froehn(window):
    start(window, names=("Fröhn", "Bert"))
    label = window.game_page.out_of_turn.itemAt(0).widget().text()
    assert label.startswith('#*;>!"§/&!')


def test_keys_move_a_spy_and_take_a_card(window, qtbot):
    controller = start(window)
    board = controller.board
    key = lambda code: board.key_press(  # noqa: E731
        QKeyEvent(QEvent.Type.KeyPress, code, Qt.KeyboardModifier.NoModifier)
    )
    assert key(Qt.Key.Key_Right)
    first = board.hots[board.cursor_at].action
    assert key(Qt.Key.Key_Return)
    assert controller.session.log[-1].action == first
    qtbot.waitUntil(lambda: board.turn.player == 1)
    assert key(Qt.Key.Key_2)  # Bert takes the second pass card
    assert controller.session.log[-1].action == DrawCard(2)


def test_panel_buttons_and_board_clicks_offer_the_legal_actions(window):
    controller = start(window)
    board = controller.board
    legal = set(controller.game.legal_actions(controller.session.state, 0))
    offered = {h.action for h in board.hots} | {c.action for _, c in board.panel.buttons}
    accusations = {a for a in legal if isinstance(a, Accuse)}
    assert accusations and offered - {None} == legal - accusations
    panel_button(board, "“Fröhn!” Accuse a spy…").click()  # a step: whom?
    assert {h.action for h in board.hots} == accusations
    panel_button(board, "Cancel").click()
    panel_button(board, "Take pass card 3").click()
    assert controller.session.log[-1].action == DrawCard(3)


def test_a_game_for_no_players_runs_to_its_end(window, shown, qtbot):
    controller = start(window, seats=COMPUTERS, envelopes=())
    qtbot.waitUntil(lambda: controller.session.result is not None, timeout=60000)
    qtbot.waitUntil(lambda: controller.step.phase is FlowPhase.FINISHED)
    assert shown and all(view.viewer == ALL_SEEING for view, _ in shown)
    assert "wins" in window.game_page.turn.text() or "draw" in window.game_page.turn.text()
    assert window.game_page.log.count() > 10
    assert "coal box" in window.game_page.status.text()


def test_memory_aid_only_in_a_players_own_view(qtbot):
    setup = Setup(("Anna", "Bert"))
    state = GAME.new_game(setup, 1)
    state = replace(state, known=(frozenset({4}), frozenset()))  # Anna saw Bert's spy 4
    board = create_board(setup)
    board.show(GAME.view_for(state, 0), board.turn)
    assert board.pieces[4].note == state.spies[4].number
    assert board.pieces[0].number == state.spies[0].number  # her own spy's number
    board.memory_aid = False
    board.show(GAME.view_for(state, 0), board.turn)
    assert board.pieces[4].note is None
    board.memory_aid = True
    board.show(GAME.view_for(state, None), board.turn)
    assert all(p.number is None and p.note is None for p in board.pieces.values())


def test_log_and_status_in_german(window):
    start(window, actions=TO_THE_ZOFF[:1])
    window.menus.language_actions["de"].trigger()
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any("zieht einen Spion: Botschaft Schwarz → Feld 1" in line for line in log)
    assert "Kohlenkiste" in window.game_page.status.text()
    assert window.game_page.status.text().count("Runde 1") == 1
    assert window.game_page.out_of_turn.itemAt(0).widget().text() == "Fröhn! (Anna)"


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_public_event_of_whole_games_gets_a_log_line(window, language):
    import random

    from spielesammlung.games.spion import BOTS

    window.menus.language_actions[language].trigger()
    for count in (2, 4):
        setup = Setup(("Anna", "Bert", "Carla", "Dieter")[:count])
        board = create_board(setup)
        state, rng = GAME.new_game(setup, count), random.Random(count)
        bots = [BOTS["easy"]() for _ in range(count)]
        while GAME.result(state) is None:
            player = min(GAME.to_act(state).players)
            view = GAME.view_for(state, player)
            action = bots[player].choose(view, player, GAME.legal_actions(state, player), rng)
            outcome = GAME.apply(state, player, action)
            for event in outcome.events:
                if event.visible_to(None) and not isinstance(event, TurnStarted):
                    line = board.describe(event)
                    assert line and "%" not in line, event
            state = outcome.state
        assert "%" not in board.status(GAME.view_for(state, None))


def test_animated_computer_moves(window, qtbot):
    seats = [Seat("computer", "strong")] * 4
    controller = start(window, seats=seats, envelopes=(), names=("Anna", "Bert", "Carla", "Dieter"))
    controller.board.speed = 0.03  # every cue plays, briefly
    qtbot.waitUntil(
        lambda: controller.session.cursor >= 80 or controller.session.result is not None,
        timeout=60000,
    )
    kinds = {type(e).__name__ for _, e in controller.session.events_for(None)}
    assert {"Moved", "CardDrawn", "ZoffRevealed"} <= kinds


def test_a_pass_card_drawn_face_up_has_its_name_as_tooltip(qtbot):
    """Card names too long for the small pass cards are left off the card: the tooltip says it."""
    from spielesammlung.ui.spion.layout import card_rects

    setup = Setup(("Anna", "Bert"))
    state = GAME.new_game(setup, 1)
    board = create_board(setup)
    board.show(GAME.view_for(state, ALL_SEEING), board.turn)  # the watcher sees the faces
    pile = GAME.view_for(state, ALL_SEEING).piles[0]
    rect = card_rects(board.geo, 0)[0]
    assert pile.known[0] is not None
    assert board.tip_at(rect.center()) == board.texts.card(pile.known[0])
    board.show(GAME.view_for(state, None), board.turn)  # face down for the public
    assert board.tip_at(rect.center()) == ""
