"""The last-move marker in the replay: each step shows the marker of that step's move, drawn
from the replayed view (Heimlich, Allianz, Geheime Mission)."""

from __future__ import annotations

import random

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.allianz.model import Move, Resign


def finished(game_id: str, players: int) -> Session:
    """A game of random moves to its end (Allianz: a few moves, then a resignation)."""
    names = ("Anna", "Bert", "Clara", "Dora")[:players]
    session = Session(game_id, registry.entry(game_id).rules(), Setup(names), 2, [Seat()] * players)
    rng = random.Random(2)
    while session.result is None:
        to_act = session.game.to_act(session.state)
        seat = min(to_act.players)
        legal = list(session.game.legal_actions(session.state, seat))
        if game_id == "allianz":
            legal = [Resign()] if session.cursor >= 6 else [a for a in legal if isinstance(a, Move)]
        session.act(seat, rng.choice(legal))
    return session


def marked(board, game_id: str) -> list[int]:
    """Where the board's marker says the last move went."""
    role = {"heimlich": "to", "allianz": "to", "geheime-mission": "placed"}[game_id]
    return board.table.last.at(role)


def went(game_id: str, action) -> int:
    if game_id == "heimlich":
        return action.square
    if game_id == "allianz":
        return action.path[-1]
    return action.column


@pytest.mark.parametrize(
    ("game_id", "players"), [("heimlich", 2), ("allianz", 2), ("geheime-mission", 2)]
)
def test_the_replay_marks_each_steps_move(window, game_id, players):
    session = finished(game_id, players)
    window.replay(session)
    page = window.replay_page
    page.go(0)
    assert marked(page.board, game_id) == []
    for step in (1, 2, 5, 3):
        page.go(step)
        assert marked(page.board, game_id) == [went(game_id, session.played[step - 1].action)]
