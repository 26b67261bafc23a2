"""Castles: capturing in and out of them, conquest with two pieces, the lone fighter."""

from __future__ import annotations

from dataclasses import replace

from spielesammlung.core.protocol import Outcome
from spielesammlung.games.allianz.model import (
    EMPTY,
    AllianceEnded,
    Defeated,
    Move,
    Pursuit,
    State,
)
from spielesammlung.games.allianz.rules import GAME

from .helpers import allied, ends, position, sq, step

NONE: frozenset[int] = frozenset()


def test_an_enemy_in_my_castle_cannot_be_captured_by_me() -> None:
    state = position({(1, 0): 0, (1, 1): 1})
    assert ends(state, 0, (1, 0))[sq(1, 2)] == {NONE}
    after = GAME.apply(state, 0, Move((sq(1, 0), sq(1, 2)))).state
    assert after.board[sq(1, 1)] == 1


def test_a_third_party_may_capture_an_enemy_in_a_castle() -> None:
    state = position({(1, 0): 2, (1, 1): 1}, turn=2)
    assert ends(state, 2, (1, 0))[sq(1, 2)] == {frozenset({sq(1, 1)})}


def test_the_lords_own_pieces_in_his_castle_can_be_captured() -> None:
    state = position({(1, 1): 0, (1, 0): 1}, turn=1)
    assert ends(state, 1, (1, 0))[sq(1, 2)] == {frozenset({sq(1, 1)})}


def test_two_enemy_pieces_in_a_castle_defeat_its_lord() -> None:
    state = position({(1, 1): 1, (2, 3): 1, (5, 5): 0, (6, 6): 0}, turn=1)
    outcome = GAME.apply(state, 1, Move((sq(2, 3), sq(1, 2))))
    after = outcome.state
    assert not after.alive[0]
    assert after.board[sq(5, 5)] == EMPTY and after.board[sq(6, 6)] == EMPTY
    assert Defeated(0, "castle", (sq(5, 5), sq(6, 6))) in outcome.events
    assert GAME.result(after) is None and after.turn == 2


def test_two_pieces_of_different_enemies_also_conquer() -> None:
    state = position({(1, 1): 1, (2, 3): 2}, turn=2)
    assert not step(state, 2, (2, 3), (1, 2)).alive[0]


def test_one_enemy_piece_is_not_enough_without_an_alliance() -> None:
    state = position({(2, 3): 2}, count=3, turn=2)
    assert step(state, 2, (2, 3), (1, 2)).alive[0]


def test_two_player_game_is_won_with_two_pieces_in_the_enemy_castle() -> None:
    state = position({(1, 1): 1, (2, 3): 1}, count=2, turn=1)
    after = step(state, 1, (2, 3), (1, 2))
    result = GAME.result(after)
    assert result is not None and result.winners == {1}


def test_capturing_every_piece_defeats_a_party() -> None:
    state = position({(5, 10): 0, (5, 11): 1}, count=2)
    after = step(state, 0, (5, 10), (5, 12))
    result = GAME.result(after)
    assert result is not None and result.winners == {0}


def test_the_lone_fighter_beats_an_ally_with_one_piece() -> None:
    state = position(
        {(2, 3): 2, (2, 21): 2, (5, 5): 0, (5, 20): 1},
        count=3,
        turn=2,
        moves=7,
        alliances=allied(0, 1, since=4),
    )
    outcome = GAME.apply(state, 2, Move((sq(2, 3), sq(1, 2))))
    after = outcome.state
    assert not after.alive[0]
    assert any(isinstance(e, Defeated) and e.reason == "lone-fighter" for e in outcome.events)
    assert AllianceEnded((0, 1), "defeat") in outcome.events
    assert after.pursuit == Pursuit(1, 2, 4)
    # one stone in the other castle beats the rest of the alliance
    after = step(after, 1, (5, 20), (6, 20))
    after = step(after, 2, (2, 21), (1, 22))
    result = GAME.result(after)
    assert result is not None and result.winners == {2}


def test_pieces_that_entered_before_the_alliance_do_not_count() -> None:
    state = position(
        {(1, 2): 2, (6, 10): 2, (5, 5): 0, (5, 20): 1},
        count=3,
        turn=2,
        moves=7,
        arrivals=((sq(1, 2), 3),),
        alliances=allied(0, 1, since=4),
    )
    after = step(state, 2, (6, 10), (6, 11))
    assert after.alive[0]
    # leaving and coming back counts
    after = step(after, 0, (5, 5), (6, 5))
    after = step(after, 1, (5, 20), (6, 20))
    after = step(after, 2, (1, 2), (2, 3))
    after = step(after, 0, (6, 5), (5, 5))
    after = step(after, 1, (6, 20), (5, 20))
    after = step(after, 2, (2, 3), (1, 2))
    assert not after.alive[0]


def test_one_piece_is_not_enough_while_four_parties_are_in_play() -> None:
    state = position({(2, 3): 2}, turn=2, alliances=allied(0, 1))
    assert step(state, 2, (2, 3), (1, 2)).alive[0]


def test_when_a_fourth_lord_falls_the_lone_fighter_rule_applies() -> None:
    state = position(
        {(1, 2): 2, (20, 2): 1, (21, 1): 1, (5, 5): 0, (5, 20): 3},
        turn=1,
        moves=9,
        arrivals=((sq(1, 2), 6),),
        alliances=allied(0, 1, since=4),
    )
    # C's piece in A's castle came in after the alliance; when D falls, A falls with it
    after = step(state, 1, (21, 1), (20, 1))
    assert not after.alive[3] and not after.alive[0]


def _two_alliances(c_and_d_allied: bool, mover: int = 3) -> tuple[State, Outcome[State]]:
    """A+B allied (since move 4); a C stone in A's castle since move 6; `mover` steps into B's
    castle at move 9."""
    alliances = allied(0, 1, since=4) + (allied(2, 3, since=5) if c_and_d_allied else ())
    state = position(
        {(1, 2): 2, (2, 22): mover, (5, 5): 0, (5, 20): 1, (15, 15): 2, (15, 5): 3},
        turn=mover,
        moves=9,
        arrivals=((sq(1, 2), 6),),
        alliances=alliances,
    )
    return state, GAME.apply(state, mover, Move((sq(2, 22), sq(1, 22))))


def test_one_stone_in_each_castle_beats_a_whole_alliance_from_another_alliance() -> None:
    """ "Um gegen die gesamte gegnerische Allianz zu siegen, genügt die Besetzung beider
    Feindburgen mit nur einem Stein": C and D, allied, take one castle each."""
    _, outcome = _two_alliances(c_and_d_allied=True)
    after = outcome.state
    assert not after.alive[0] and not after.alive[1] and after.alive[2] and after.alive[3]
    assert [e.player for e in outcome.events if isinstance(e, Defeated)] == [0, 1]
    assert all(e.reason == "alliance" for e in outcome.events if isinstance(e, Defeated))
    assert AllianceEnded((2, 3), "two-left") in outcome.events  # C and D fight it out
    assert GAME.result(after) is None


def test_a_single_party_beats_a_whole_alliance_with_one_stone_in_each_castle() -> None:
    _, outcome = _two_alliances(c_and_d_allied=False, mover=2)
    assert not outcome.state.alive[0] and not outcome.state.alive[1]


def test_stones_of_two_parties_that_are_not_allied_do_not_count_together() -> None:
    _, outcome = _two_alliances(c_and_d_allied=False, mover=3)
    assert outcome.state.alive[0] and outcome.state.alive[1]


def test_stones_that_came_before_the_alliance_do_not_count_against_it() -> None:
    state, _ = _two_alliances(c_and_d_allied=True)
    earlier = replace(state, arrivals=((sq(1, 2), 3),))
    after = GAME.apply(earlier, 3, Move((sq(2, 22), sq(1, 22)))).state
    assert after.alive[0] and after.alive[1]
