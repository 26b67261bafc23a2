"""Setup, pairings, resigning and draws, the move limit, the codec and views."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spielesammlung.core.protocol import ALL_SEEING, IllegalAction, Setup
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.model import (
    CHIPS,
    EMPTY,
    Accept,
    AcceptDraw,
    AllianceEnded,
    Betray,
    Cancel,
    Decline,
    DeclineDraw,
    KeepPieces,
    Kind,
    Move,
    Notice,
    OfferDraw,
    Pass,
    Propose,
    Relocate,
    Resign,
)
from spielesammlung.games.allianz.rules import GAME, MOVE_LIMIT

from .helpers import act, allied, position, sq, step


@pytest.mark.parametrize(
    ("pairing", "parties"),
    [("horizontal", (0, 1)), ("vertical", (0, 3)), ("diagonal", (0, 2))],
)
def test_two_players_choose_the_pairing(pairing: str, parties: tuple[int, int]) -> None:
    state = GAME.new_game(Setup(("a", "b"), {"pairing": pairing}), 0)
    assert state.parties == parties
    for seat, party in enumerate(parties):
        assert all(state.board[s] == seat for s in B.STARTS[party])
    assert sum(owner != EMPTY for owner in state.board) == 42


def test_the_default_pairing_is_horizontal() -> None:
    assert GAME.new_game(Setup(("a", "b")), 0).parties == (0, 1)


def test_two_players_have_no_alliances_but_may_resign_or_offer_a_draw() -> None:
    state = GAME.new_game(Setup(("a", "b"), {"pairing": "diagonal"}), 0)
    legal = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, Propose | Cancel | Betray) for a in legal)
    assert Resign() in legal and OfferDraw() in legal


def test_three_players_leave_party_d_empty() -> None:
    state = GAME.new_game(Setup(("a", "b", "c"), {"pairing": "vertical"}), 0)
    assert state.parties == (0, 1, 2)
    assert all(state.board[s] == EMPTY for s in B.STARTS[3])
    assert Resign() not in GAME.legal_actions(state, 0)
    assert OfferDraw() not in GAME.legal_actions(state, 0)


def test_turns_go_clockwise_and_skip_the_defeated() -> None:
    state = GAME.new_game(Setup(("a", "b", "c", "d")), 0)
    seen = []
    for _ in range(5):
        seen.append(state.turn)
        move = next(a for a in GAME.legal_actions(state, state.turn) if isinstance(a, Move))
        state = act(state, state.turn, move)
    assert seen == [0, 1, 2, 3, 0]
    state = position({}, turn=0, alive=(True, False, True, True))
    assert step(state, 0, (10, 0), (9, 0)).turn == 2


def test_resigning_with_two_parties_left_loses() -> None:
    state = GAME.new_game(Setup(("a", "b")), 0)
    state = act(state, 0, Resign())
    result = GAME.result(state)
    assert result is not None and result.winners == {1}
    assert GAME.legal_actions(state, 1) == []


def test_a_draw_offer_accepted_ends_the_game_declined_it_does_not() -> None:
    state = GAME.new_game(Setup(("a", "b")), 0)
    offered = act(state, 0, OfferDraw())
    assert GAME.legal_actions(offered, 1) == [AcceptDraw(), DeclineDraw()]
    ended = act(offered, 1, AcceptDraw())
    result = GAME.result(ended)
    assert result is not None and result.draw
    declined = act(offered, 1, DeclineDraw())
    assert GAME.result(declined) is None and declined.turn == 0
    legal = GAME.legal_actions(declined, 0)
    assert OfferDraw() not in legal and any(isinstance(a, Move) for a in legal)


def test_when_two_parties_are_left_their_alliance_ends_and_they_fight() -> None:
    state = position(
        {(5, 10): 0, (5, 11): 2, (6, 6): 1}, count=3, alliances=allied(0, 1, Kind.GRAND)
    )
    outcome = GAME.apply(state, 0, Move((sq(5, 10), sq(5, 12))))
    assert AllianceEnded((0, 1), "two-left") in outcome.events
    state = outcome.state
    assert state.alliances == () and state.pool == CHIPS
    assert Resign() in GAME.legal_actions(state, 1)


def test_the_move_limit_ends_the_game_in_a_draw() -> None:
    state = position({}, moves=MOVE_LIMIT - 1)
    state = step(state, 0, (10, 0), (9, 0))
    result = GAME.result(state)
    assert result is not None and result.draw


def test_everything_is_public() -> None:
    state = GAME.new_game(Setup(("a", "b", "c")), 0)
    assert GAME.view_for(state, None) == state == GAME.view_for(state, ALL_SEEING)
    assert GAME.view_for(state, 1) == state
    assert not GAME.private_decision(state, 0)


@pytest.mark.parametrize(
    "action",
    [
        Move((1, 2, 3)),
        Pass(),
        Propose(Kind.GRAND, 2),
        Accept(),
        Decline(),
        Relocate(5, 7),
        KeepPieces(),
        Cancel(),
        Notice(4),
        Betray(),
        OfferDraw(),
        AcceptDraw(),
        DeclineDraw(),
        Resign(),
    ],
)
def test_every_action_survives_the_codec(action: object) -> None:
    assert GAME.codec.decode(GAME.codec.encode(action)) == action


def test_an_unknown_pairing_is_refused() -> None:
    with pytest.raises(ValueError):
        GAME.new_game(Setup(("a", "b"), {"pairing": "sideways"}), 0)


def test_diplomacy_out_of_place_is_illegal() -> None:
    state = replace(GAME.new_game(Setup(("a", "b", "c")), 0), turn=0)
    for action in (Accept(), Cancel(), Betray(), Notice(3), KeepPieces(), Resign()):
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, action)
