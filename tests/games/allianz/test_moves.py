"""Steps, jumps, chains, captures and rocks."""

from __future__ import annotations

import pytest

from spielesammlung.core.protocol import IllegalAction, NotYourTurn
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.model import EMPTY, Move, Moved, Pass
from spielesammlung.games.allianz.moves import chain_for, moves
from spielesammlung.games.allianz.rules import GAME

from .helpers import act, ends, position, sq

NONE: frozenset[int] = frozenset()


def test_the_board_is_read_from_the_data_file() -> None:
    assert (B.ROWS, B.COLS) == (22, 25)
    assert [len(start) for start in B.STARTS] == [21] * 4
    assert B.CASTLES[0] == (sq(1, 1), sq(1, 2))
    assert B.CASTLES[2] == (sq(20, 22), sq(20, 23))
    assert all(len(zone) == 20 for zone in B.ZONES)
    assert sq(3, 8) in B.ROCKS and sq(7, 12) in B.ROCKS


def test_a_step_goes_to_any_free_neighbour() -> None:
    state = position({(1, 12): 0, (0, 12): 1, (2, 13): 0})
    steps = {sq(0, 11), sq(0, 13), sq(1, 11), sq(1, 13), sq(2, 11), sq(2, 12)}
    assert set(ends(state, 0, (1, 12))) == steps | {sq(3, 14)}  # and one jump over (2, 13)


def test_rocks_are_never_entered_nor_jumped_onto() -> None:
    state = position({(3, 9): 0, (3, 10): 0, (2, 9): 1})
    found = ends(state, 0, (3, 10))
    assert sq(4, 9) not in found  # a rock
    state = position({(2, 10): 0, (3, 9): 1})
    assert sq(4, 8) not in ends(state, 0, (2, 10))  # the square behind is a rock
    state = position({(3, 9): 0})
    assert set(ends(state, 0, (3, 9))) == {sq(2, 8), sq(2, 9), sq(2, 10), sq(3, 10), sq(4, 10)}


def test_a_jump_over_an_own_piece_keeps_it_and_over_an_enemy_captures_it() -> None:
    state = position({(1, 10): 0, (1, 11): 0, (2, 10): 1})
    found = ends(state, 0, (1, 10))
    assert found[sq(1, 12)] == {NONE}
    assert found[sq(3, 10)] == {frozenset({sq(2, 10)})}
    after = act(state, 0, Move((sq(1, 10), sq(3, 10))))
    assert after.board[sq(2, 10)] == EMPTY and after.board[sq(1, 11)] == 0
    outcome = GAME.apply(state, 0, Move((sq(1, 10), sq(3, 10))))
    assert Moved(0, (sq(1, 10), sq(3, 10)), (sq(2, 10),), (1,)) in outcome.events


def test_only_single_pieces_can_be_jumped() -> None:
    state = position({(1, 10): 0, (1, 11): 1, (1, 12): 1})
    assert sq(1, 12) not in ends(state, 0, (1, 10))
    assert sq(1, 13) not in ends(state, 0, (1, 10))


def test_a_chain_captures_enemies_and_jumps_own_pieces() -> None:
    state = position({(0, 10): 0, (1, 10): 1, (3, 10): 0, (4, 11): 2})
    path = (sq(0, 10), sq(2, 10), sq(4, 10), sq(4, 12))
    assert (path, frozenset({sq(1, 10), sq(4, 11)})) in moves(state, 0)
    found = ends(state, 0, (0, 10))
    assert found[sq(2, 10)] == {frozenset({sq(1, 10)})}  # stopping early is allowed
    assert found[sq(4, 10)] == {frozenset({sq(1, 10)})}
    after = act(state, 0, Move(path))
    assert after.board[sq(4, 12)] == 0 and after.board[sq(3, 10)] == 0
    assert after.board[sq(1, 10)] == EMPTY and after.board[sq(4, 11)] == EMPTY


def test_two_chains_to_the_same_square_with_different_captures_are_both_offered() -> None:
    state = position({(2, 10): 0, (2, 11): 1, (1, 11): 0, (1, 12): 0})
    assert ends(state, 0, (2, 10))[sq(2, 12)] == {frozenset({sq(2, 11)}), NONE}


def test_a_chain_never_lands_twice_on_a_square() -> None:
    crowd = {(r, c): (r + c) % 2 for r in range(0, 4) for c in range(10, 16) if (r * c) % 3}
    state = position(crowd)
    for path, _ in moves(state, 0):
        assert len(set(path)) == len(path)


def test_illegal_moves_and_turns_are_refused() -> None:
    state = position({(1, 10): 0, (5, 10): 1})
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Move((sq(1, 10), sq(3, 10))))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Move((sq(5, 10), sq(5, 11))))  # not his piece
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, Move((sq(5, 10), sq(5, 11))))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Pass())


def test_a_player_without_any_move_passes() -> None:
    ring = {(0, 1), (1, 0), (1, 1), (0, 2), (2, 0), (2, 2)}
    state = position({(0, 0): 0} | {square: 1 for square in ring})
    assert GAME.legal_actions(state, 0)[0] == Pass()
    assert not any(isinstance(a, Move) for a in GAME.legal_actions(state, 0))
    after = act(state, 0, Pass())
    assert after.turn == 1 and after.moves == 1


def test_a_hand_made_hop_sequence_maps_to_the_equal_legal_move() -> None:
    state = position({(2, 10): 0, (2, 11): 1, (1, 11): 0, (1, 12): 0})
    assert chain_for(state, 0, (sq(2, 10), sq(2, 12))) == Move((sq(2, 10), sq(2, 12)))
    found = chain_for(state, 0, (sq(2, 10), sq(0, 12), sq(2, 12)))
    assert found is not None and found.path[-1] == sq(2, 12)
    assert chain_for(state, 0, (sq(2, 10), sq(5, 10))) is None
