"""The boards of the games with secrets tell a seat nothing its view does not hold.

Random games are played as the app plays them (core.table: all humans at one screen with
handovers before private decisions, or one human against computers; every outcome's events,
private ones included, go to `animate` with the view the screen shows next; the status line is
asked with the public view). At sampled moments every text the screen offers is collected: the
tooltips and texts of the scene's visible items (the pointer surfaces' tips probed all over the
board), the side panel's accessible names, descriptions, tooltips and texts, the board's
accessible texts for a screen reader (its description and the position the reader key reads
out), the status line, the secret page's texts and the move log (`describe` of the public
events, which is also what is announced). A "hold to show mine" button, pressed on the public
screen, must leave nothing behind once released.

`tests/games/test_hidden_information.py` shows that a view holds nothing its viewer may not
know. Here the screen must hold nothing more: its texts must equal those of a bystander board
that lived through the same game seeing only what that viewer saw (its own private screens,
the public screen otherwise, only the events visible to it). The move log must read the same
as the public bystander's. This is sound without guessing which number in a text means what:
any difference is the screen knowing something its viewer never saw (kept from an earlier
player's private screen, or taken from a private event).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from spielesammlung.core.seats import Seat
from spielesammlung.core.table import Phase, Table
from spielesammlung.ui import accessible, games
from spielesammlung.ui.board import BoardUi, PointerSurface, SecretRequest, Turn

from ..games.hidden import SETUPS, Secretive

LIMIT = 120  # actions per game
EVERY = 6  # compare the texts at every sixth screen shown
PROBE = 16.0  # scene units between probed points of a pointer surface
ALONE = ("spion-und-spion-4", "geheime-mission-2", "checkpoint-charlie-4-stasi=True")


def _board(qtbot: Any, setup: Secretive, session: Any) -> tuple[BoardUi, QWidget]:
    """A board, and a shown window holding its side panel (as the game page holds it)."""
    board = games.create_board(setup.game_id, session.setup)
    board.speed = 0.0
    board.memory_aid = True
    board.peek = lambda: None
    window = QWidget()
    panel = board.side_panel()
    if panel is not None:
        QVBoxLayout(window).addWidget(panel)
    qtbot.addWidget(window)
    window.show()
    return board, window


def screen_texts(board: BoardUi, window: QWidget) -> list[str]:
    """Every text the screen offers, sorted (the order of items is no secret)."""
    QCoreApplication.processEvents()  # a layout shows its new widgets a moment later
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # replaced widgets
    texts = []
    for item in board.scene.items():
        if not item.isVisible():
            continue
        texts.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        if isinstance(item, PointerSurface) and item.tip is not None:
            rect = item.sceneBoundingRect()
            y = rect.top() + PROBE / 2
            while y < rect.bottom():
                x = rect.left() + PROBE / 2
                while x < rect.right():
                    target = item.locate(QPointF(x, y))
                    if target is not None:
                        texts.append(item.tip(target))
                    x += PROBE
                y += PROBE
    texts += accessible.board_texts(board)  # what a screen reader is told
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        texts += [widget.accessibleName(), widget.accessibleDescription(), widget.toolTip()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
    return sorted(t for t in texts if t)


def request_texts(request: SecretRequest | None) -> list[str]:
    if request is None:
        return []
    return [request.title, request.info, *(label for label, _ in request.choices)]


def log_lines(board: BoardUi, session: Any) -> list[str]:
    return [
        line
        for entry in session.played
        for event in entry.outcome.events
        if event.seen_by is None and (line := board.describe(event))
    ]


def _show(board: BoardUi, view: Any, viewer: int | None, turn: Turn) -> SecretRequest | None:
    """What the shell does: the secret page for a secret choice, else the board."""
    secret = turn.player is not None and viewer == turn.player
    request = board.secret_request(view, turn) if secret else None
    if request is None:
        board.show(view, turn)
    return request


def _hold_to_show(qtbot: Any, board: BoardUi, window: QWidget, own: Any) -> int:
    """Press and release the "hold to show mine" button (Spion & Spion, Geheime Mission):
    the screen must be as before once it is released. Returns how many buttons there were."""
    panel = board.side_panel()
    buttons = [getattr(panel, name, None) for name in ("hold", "show_button")]
    pressable = [b for b in buttons if isinstance(b, QAbstractButton) and b.isVisible()]
    if not pressable:
        return 1  # this game has none (Checkpoint Charlie looks on the secret page)
    board.peek = lambda: own  # what the shell gives: the own view of the human on turn
    before = screen_texts(board, window)
    spoken: list[str] = []  # said to a screen reader (only while held, only what is shown)
    board.spoken.connect(spoken.append)
    for button in pressable:
        qtbot.mousePress(button, Qt.MouseButton.LeftButton)
        shown = screen_texts(board, window)
        said = len(spoken)
        assert all(any(text in line for line in shown) for text in spoken)
        qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
        assert screen_texts(board, window) == before, "the secrets stay after the release"
        assert shown != before, "nothing was shown while held"
        assert len(spoken) == said, "nothing is said on the release"
    board.spoken.disconnect(spoken.append)
    board.peek = lambda: None
    return len(pressable)


#: (set-up, seating): "table" all humans at one screen (handovers), "alone" one human (seat 0)
#: against computers, the screen showing seat 0's view throughout
CASES = [(setup, "table") for setup in SETUPS] + [
    (setup, "alone") for setup in SETUPS if setup.id in ALONE
]


@pytest.mark.parametrize(("setup", "seating"), CASES, ids=lambda v: getattr(v, "id", v))
def test_the_screen_shows_only_what_its_viewer_may_know(
    qtbot, setup: Secretive, seating: str
) -> None:
    seats = [Seat()] * setup.players
    if seating == "alone":
        seats = [Seat(), *[Seat("computer", "easy")] * (setup.players - 1)]
    session = setup.session(5, seats)
    game = session.game
    flow = Table(session)
    board, window = _board(qtbot, setup, session)
    # Bystanders: what each seat (and the public) has seen of the game so far, nothing else.
    made = {q: _board(qtbot, setup, session) for q in (None, *range(setup.players))}
    twins = {q: twin for q, (twin, _) in made.items()}
    rng = random.Random(5)
    compared = shown = 0
    for number in range(LIMIT):
        step = flow.step()
        if step.phase is Phase.HANDOVER:
            assert step.player is not None
            flow.reveal(step.player)
            step = flow.step()
        if step.phase is Phase.FINISHED:
            break
        state, viewer, player = session.state, step.viewer, step.player
        if step.phase is Phase.HUMAN:  # a computer's turn leaves the screen as it is
            turn = Turn(player, game.legal_actions(state, player) if player is not None else ())
            request = _show(board, game.view_for(state, viewer), viewer, turn)
            public_view = game.view_for(state, None)
            status = board.status(public_view)  # the shell asks after every change
            requests = {}
            for q, twin in twins.items():
                if q == viewer:
                    requests[q] = _show(twin, game.view_for(state, q), q, turn)
                else:  # another's private screen: this seat looks away, sees the public one
                    _show(twin, public_view, None, turn if viewer is None else Turn(None, ()))
                assert twin.status(public_view) == status
            shown += 1
            if shown % EVERY == 1:
                where = f"action {number}, screen of {viewer}"
                if request is None:  # else the secret page covers the board and its panel
                    twin, twin_window = made[viewer]
                    assert screen_texts(board, window) == screen_texts(twin, twin_window), where
                assert request_texts(request) == request_texts(requests[viewer]), where
                assert log_lines(board, session) == log_lines(twins[None], session), where
                if viewer is None and player is not None and request is None:
                    held = _hold_to_show(qtbot, board, window, game.view_for(state, player))
                    assert held, where
                compared += 1
        if player is None:  # only out-of-turn actions: someone acts out of turn
            player = rng.choice(sorted(game.to_act(state).anyone))
        legal = list(game.legal_actions(state, player))
        calm = [a for a in legal if type(a).__name__ != "Accuse"]
        outcome = session.act(player, rng.choice(calm if calm and rng.random() < 0.995 else legal))
        after = flow.step()
        if after.phase is Phase.HANDOVER:
            continue  # the screen goes blank: nothing is animated
        board.animate(outcome.events, game.view_for(session.state, after.viewer), lambda: None)
        for q, twin in twins.items():
            sees = q if q == after.viewer else None
            seen = [e for e in outcome.events if e.visible_to(sees)]
            twin.animate(seen, game.view_for(session.state, sees), lambda: None)
        QCoreApplication.processEvents()  # animations off: what is left of them ends now
    assert compared >= 1  # (a game may end early: a Bazong home, a wrong accusation)
