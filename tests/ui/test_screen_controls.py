"""A seat on its phone has no control on the shared screen (issue 23), and the screen shows
only what the flow allows.

Random games of every game with phones, played to the end in the window: the phone seats act
through `GameController.act_for` (the path of a phone's action, no server needed), the seats at
the screen through the handover, the secret page and the board. At every step the widget audit
looks for a control of a phone seat (by its name, and the known control objects of each game);
at some steps the picture audit compares the board view with a fresh board shown the view the
flow allows (public, or the claimed viewer's).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QAbstractButton, QPushButton, QWidget

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase
from spielesammlung.ui import games
from spielesammlung.ui.board import BoardUi, BoardView, Turn
from spielesammlung.ui.controller import GameController
from spielesammlung.ui.main_window import MainWindow

NAMES = ("Anna", "Bert", "Clara", "Dora", "Emil")
MAX_STEPS = 400  # a random game ends long before (the longest seen: about 300 actions)
PICTURE_EVERY = 25  # the picture audit at every 25th step, in own views and at the end
TIMEOUT_MS = 20_000

#: (game, players, seats on the phone, computer seats, seed): every game with phones, each
#: with all humans on their phones and with one human at the screen among phones
TABLES = [
    ("spion-und-spion", 2, {0, 1}, set(), 3),
    ("spion-und-spion", 2, {1}, set(), 4),
    ("spion-und-spion", 4, {1, 2}, {3}, 5),
    ("checkpoint-charlie", 3, {0, 1, 2}, set(), 1),
    ("checkpoint-charlie", 4, {1, 2}, {3}, 2),
    ("geheime-mission", 2, {0, 1}, set(), 1),
    ("geheime-mission", 2, {1}, set(), 2),
]


def test_every_game_with_phones_is_audited() -> None:
    assert {table[0] for table in TABLES} == {e.id for e in registry.GAMES if e.phone}


def start(window: MainWindow, game_id: str, players: int, phones: set[int], computers: set[int]):
    seats = [Seat(COMPUTER, "easy") if i in computers else Seat() for i in range(players)]
    session = Session(
        game_id, registry.entry(game_id).rules(), Setup(NAMES[:players], {}), 7, seats
    )
    window.start_session(session, window.autosaves.new_path(game_id))
    controller = window.controller
    assert controller is not None
    controller.table.table = True  # what ui/phones.TableMode does, without the server
    controller.table.phones = frozenset(phones)
    controller.advance()
    return session, controller


def settle(qtbot, controller: GameController) -> None:
    """Until the action's end and the computers' moves are through (the next decision)."""
    for _ in range(20):  # without animations that takes a few rounds of the event loop
        if not controller.thinking:
            return
        QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: not controller.thinking, timeout=TIMEOUT_MS)


def pick(rng: random.Random, legal: list[Any]) -> Any:
    """A random action; accusing (which ends Spion & Spion at once when wrong) seldom."""
    calm = [a for a in legal if type(a).__name__ != "Accuse"]
    return rng.choice(legal if not calm or rng.random() < 0.02 else calm)


def controls(window: MainWindow) -> list[tuple[str, object]]:
    """Every visible, enabled control of the game page (side panel, game panel, menus in it)."""
    found: list[tuple[str, object]] = []
    for button in window.game_page.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.isEnabled():
            found.append((f"{button.text()} {button.accessibleName()}", button))
    for action in window.game_page.findChildren(QAction):
        if action.isVisible() and action.isEnabled():
            found.append((action.text(), action))
    return found


def acting(controller: GameController) -> int | None:
    """The seat the screen waits for (on the board, behind the handover, or on its phone)."""
    step = controller.step
    assert step is not None
    return step.player if step.phase in (Phase.HUMAN, Phase.HANDOVER, Phase.PHONE) else None


def board_offers(board: BoardUi) -> list[object]:
    """What the board itself offers to click or hold (the known control objects per game)."""
    offers: list[object] = []
    turn = getattr(board, "turn", Turn(None, ()))
    if turn.player is not None:
        offers.append(("turn", turn.player))
    panel = board.side_panel()
    name = type(board).__name__
    if name == "SpionBoard":
        offers += board.hots + [button for button, _ in board.panel.buttons]
        if board.panel.hold.isVisibleTo(panel):
            offers.append(board.panel.hold)
    elif name == "CheckpointBoard":
        if board.can_draw() or board.legal_cats():  # (no turn: no prompt buttons either)
            offers.append("deck or cats")
        if board.panel.mine.isVisibleTo(panel) and not board.screen_seats:
            offers.append(board.panel.mine)
    elif name == "MissionBoard":
        offers += sorted(board.open)
        button = board.panel.show_button
        if button.isVisibleTo(panel) and button.isEnabled():
            offers.append(button)
    return offers


def audit_widgets(window: MainWindow, phones: set[int], monkeypatch: pytest.MonkeyPatch) -> None:
    controller = window.controller
    assert controller is not None
    session = controller.session
    names = session.setup.players
    for text, control in controls(window):
        for seat in phones:
            assert names[seat] not in text, f"a control of {names[seat]} on the screen: {control}"
    assert set(controller.out_of_turn()).isdisjoint(phones)
    seat = acting(controller)
    if seat not in phones or controller.interrupting is not None:
        return
    board = controller.board
    assert board_offers(board) == []
    assert not window.menus.act_hint.isEnabled()
    assert controller.peek() is None
    asked: list[object] = []
    with monkeypatch.context() as patch:
        patch.setattr(controller, "_think", lambda work, then: asked.append(work))
        controller.hint()
    assert asked == []
    pending = session.game.to_act(session.state).players & phones or {seat}
    turn = window.game_page.turn.text()
    assert "phone" in turn and all(names[p] in turn for p in pending), turn


def picture(qtbot, board: BoardUi, size: QSize) -> QImage:
    """`board` drawn by a view of its own, of `size` (the items' device caches of the game's
    view depend on the sizes it had before: they may lie a pixel apart)."""
    view = BoardView()
    qtbot.addWidget(view)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    view.resize(size)
    view.board = board  # only drawn here: set_board would take it from the game's view
    view.setScene(board.scene)
    view.show()
    view.fit()
    image = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    view.setScene(None)
    view.board = None
    return image


def audit_picture(qtbot, window: MainWindow) -> None:
    """The board view equals a fresh board shown the view the flow allows now."""
    controller = window.controller
    assert controller is not None
    session, game, step = controller.session, controller.game, controller.step
    if window.pages.currentWidget() is not window.game_page or controller.interrupting is not None:
        return
    assert step is not None
    real = controller.board
    viewer = controller.table.viewer
    fresh = games.create_board(session.game_id, session.setup)
    fresh.speed = 0
    fresh.humans, fresh.screen_seats = real.humans, real.screen_seats
    fresh.memory_aid, fresh.deduction_aid = real.memory_aid, real.deduction_aid
    real.focused = False  # the keyboard cursor is no matter of views: off on both boards
    real.focus_changed()
    holder = QWidget()  # the fresh board's panel sits in a page, as the real one does
    qtbot.addWidget(holder)
    fresh.side_panel().setParent(holder)
    for entry in session.played:  # what the board remembers of the game (a roll, a round)
        fresh.animate(entry.outcome.events, game.view_for(entry.outcome.state, viewer), lambda: 0)
    public = game.view_for(session.state, None)
    player = step.player if step.phase is Phase.HUMAN else None
    legal = game.legal_actions(session.state, player) if player is not None else ()
    fresh.status(public)
    fresh.show(game.view_for(session.state, viewer), Turn(player, legal))
    fresh.status(public)
    size = window.game_page.view.size()
    got, expected = picture(qtbot, real, size), picture(qtbot, fresh, size)
    if got != expected:
        got.save("/tmp/got.png"), expected.save("/tmp/expected.png")
    at = len(session.played)
    assert got == expected, f"the screen shows more than the view of {viewer} at {at}"


def act(qtbot, window: MainWindow, rng: random.Random, phones: set[int]) -> None:
    """One action: a phone seat's through act_for, a screen seat's through its page."""
    controller = window.controller
    assert controller is not None
    session, game, step = controller.session, controller.game, controller.step
    assert step is not None
    if step.phase is Phase.HANDOVER:
        window.handover_page.button.click()
        return
    to_act = game.to_act(session.state)
    seats = [p for p in sorted(to_act.players or to_act.anyone) if p in phones]
    if step.phase is Phase.HUMAN and step.player is not None and step.player not in phones:
        seats.append(step.player)
    assert seats, f"nobody can act at {step}"
    seat = rng.choice(seats)
    action = pick(rng, list(game.legal_actions(session.state, seat)))
    if seat in phones:
        assert controller.act_for(seat, action) is None
    elif window.pages.currentWidget() is window.secret_page:
        window.secret_page.chosen.emit(action)
    else:
        controller.board.action_chosen.emit(action)


@pytest.mark.parametrize(("game_id", "players", "phones", "computers", "seed"), TABLES)
def test_phone_seats_have_no_control_and_the_screen_shows_the_allowed_view(
    qtbot, window, monkeypatch, game_id, players, phones, computers, seed
) -> None:
    session, controller = start(window, game_id, players, phones, computers)
    rng = random.Random(seed)
    for count in range(MAX_STEPS):
        settle(qtbot, controller)
        audit_widgets(window, phones, monkeypatch)
        claimed = controller.table.viewer is not None  # a seat at the screen shows its own
        if count % PICTURE_EVERY == 0 or claimed or session.result is not None:
            audit_picture(qtbot, window)
        if session.result is not None:
            break
        act(qtbot, window, rng, phones)
    assert session.result is not None


def test_the_turn_line_names_every_seat_deciding_on_its_phone(qtbot, window) -> None:
    session, controller = start(window, "checkpoint-charlie", 3, {0, 1, 2}, set())
    assert session.game.to_act(session.state).players == {0, 1, 2}  # the clues, all at once
    assert window.game_page.turn.text() == "Anna, Bert and Clara decide on their phones"
    panel: QWidget = controller.board.side_panel()
    assert not panel.findChild(QPushButton).isVisibleTo(panel)  # nobody looks at theirs here
    controller.table.phones = frozenset({1, 2})  # Anna goes back to the screen
    controller.advance()
    assert window.game_page.turn.text() == "Anna to move\nBert and Clara decide on their phones"
    window.handover_page.button.click()
    assert window.pages.currentWidget() is window.secret_page
    window.secret_page.chosen.emit(session.game.legal_actions(session.state, 0)[0])
    settle(qtbot, controller)
    assert window.game_page.turn.text() == "Bert and Clara decide on their phones"
    assert [a.text() for a in panel.findChildren(QAction) if a.text()] == [
        "I am Anna: show my clue and chips"
    ]


def test_the_screen_reader_hears_who_decides_on_a_phone(qtbot, window) -> None:
    session, controller = start(window, "geheime-mission", 2, {0}, set())
    assert controller.board.away == 0
    assert controller.board.reader_text().endswith("\nAnna decides on the phone")
