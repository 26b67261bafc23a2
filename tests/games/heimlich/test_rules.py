"""One or more tests per rule of Heimlich, still & leise."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from spielesammlung.core.protocol import IllegalAction, NotYourTurn, Setup, ToAct
from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.board import FULL, Direction, parse_square
from spielesammlung.games.heimlich.rules import (
    WHITE,
    YELLOW,
    Borrowed,
    Pass,
    Passed,
    Place,
    Placed,
    State,
)

from .util import TWO_LINES, moves, play, position, squares_of


def new(classic: bool = False) -> State:
    return GAME.new_game(Setup(("Anna", "Ben"), {"classic": classic}), seed=7)


def test_start_position_and_supplies() -> None:
    state = new()
    assert squares_of(state.white) == {"d4", "e5"}
    assert squares_of(state.yellow) == {"d5", "e4"}
    assert state.to_move == WHITE
    assert state.supplies == (30, 30)
    assert GAME.to_act(state) == ToAct.one(WHITE)


def test_opening_moves_of_white() -> None:
    assert moves(new()) == ["e3:n", "f4:w", "c5:e", "d6:s"]
    assert moves(new(classic=True)) == ["e3", "f4", "c5", "d6"]


def test_a_placement_flips_its_line_and_passes_the_turn() -> None:
    outcome = play(new(), "e3:n")
    state = outcome.state
    assert squares_of(state.white) == {"d4", "e3", "e4", "e5"}
    assert squares_of(state.yellow) == {"d5"}
    assert state.to_move == YELLOW
    assert state.supplies == (29, 30)
    assert outcome.events == (Placed(WHITE, parse_square("e3"), Direction.N, (28,)),)
    assert not outcome.irreversible


def test_the_mover_chooses_among_several_lines() -> None:
    assert moves(position(TWO_LINES, "W")) == ["c3:n", "c3:e"]


def test_only_the_chosen_line_flips() -> None:
    north = play(position(TWO_LINES, "W"), "c3:n").state
    assert squares_of(north.yellow) == {"d3"}
    east = play(position(TWO_LINES, "W"), "c3:e").state
    assert squares_of(east.yellow) == {"c4"}


def test_classic_mode_flips_every_enclosed_line() -> None:
    state = position(TWO_LINES, "W", classic=True)
    assert moves(state) == ["c3"]
    after = play(state, "c3").state
    assert after.yellow == 0
    assert squares_of(after.white) == {"c3", "c4", "c5", "d3", "e3"}


def test_a_line_ends_at_the_first_own_stone() -> None:
    state = position(
        """
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        .YYWYW..
        """,
        "W",
    )
    after = play(state, "a1:e").state
    assert squares_of(after.white) == {"a1", "b1", "c1", "d1", "f1"}
    assert squares_of(after.yellow) == {"e1"}


def test_own_stones_never_flip_and_a_gap_breaks_a_line() -> None:
    state = position(
        """
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        .Y.W..YW
        """,
        "W",
    )
    assert moves(state) == ["f1:e"]
    after = play(state, "f1:e").state
    assert squares_of(after.white) == {"d1", "f1", "g1", "h1"}
    assert squares_of(after.yellow) == {"b1"}


def test_an_empty_supply_borrows_from_the_opponent() -> None:
    full_rows = "YYYYYYYY\n" * 7
    state = position(full_rows + "WY....WY", "W")
    state = replace(state, supplies=(0, 4))
    outcome = play(state, "c1:w")
    assert outcome.state.supplies == (0, 3)
    assert isinstance(outcome.events[0], Borrowed)
    assert outcome.events[0] == Borrowed(WHITE, YELLOW)
    assert play(outcome.state, "f1:e").state.supplies == (0, 2)


def test_pass_is_the_only_action_without_a_placement() -> None:
    state = position("........\n" * 7 + "YYW.....", "W")
    assert GAME.legal_actions(state, WHITE) == [Pass()]
    outcome = GAME.apply(state, WHITE, Pass())
    assert outcome.events == (Passed(WHITE),)
    assert outcome.state.to_move == YELLOW
    assert outcome.state.passes == 1
    assert GAME.result(outcome.state) is None
    assert moves(outcome.state) == ["d1:w"]
    assert play(outcome.state, "d1:w").state.passes == 0


def test_passing_with_a_placement_is_illegal() -> None:
    with pytest.raises(IllegalAction):
        GAME.apply(new(), WHITE, Pass())


def test_two_passes_in_a_row_end_the_game() -> None:
    state = position("........\n" * 7 + "WW......", "W")
    state = GAME.apply(state, WHITE, Pass()).state
    assert GAME.legal_actions(state, YELLOW) == [Pass()]
    state = GAME.apply(state, YELLOW, Pass()).state
    assert state.finished
    assert GAME.to_act(state) == ToAct()
    assert GAME.legal_actions(state, WHITE) == GAME.legal_actions(state, YELLOW) == []
    result = GAME.result(state)
    assert result is not None and result.winners == {WHITE} and result.scores == (2, 0)


def test_the_sixty_fourth_stone_ends_the_game() -> None:
    state = position("WYYYYYY.\n" + "WWWWWWWW\n" * 7, "W")
    assert state.supplies == (1, 0)
    after = play(state, "h8:w").state
    assert (after.white | after.yellow) == FULL
    assert after.supplies == (0, 0)
    result = GAME.result(after)
    assert result is not None and result.winners == {WHITE} and result.scores == (64, 0)


def test_more_stones_win_and_equal_counts_draw() -> None:
    low = (1 << 32) - 1
    draw = State(low, FULL ^ low, WHITE, (0, 0))
    result = GAME.result(draw)
    assert result is not None and result.draw and result.scores == (32, 32)
    yellow_wins = State(low >> 2, FULL ^ (low >> 2), WHITE, (0, 0))
    result = GAME.result(yellow_wins)
    assert result is not None and result.winners == {YELLOW} and result.scores == (30, 34)
    assert GAME.result(new()) is None


@pytest.mark.parametrize(
    "action",
    [
        Place(parse_square("d4"), Direction.N),  # occupied
        Place(parse_square("e3"), Direction.S),  # that line encloses nothing
        Place(parse_square("a1"), Direction.N),  # encloses nothing at all
        Place(parse_square("e3")),  # the direction is missing
        Place(64, Direction.N),  # off the board
        Place(-1, Direction.N),
    ],
)
def test_illegal_placements_raise(action: Place) -> None:
    with pytest.raises(IllegalAction):
        GAME.apply(new(), WHITE, action)


def test_classic_mode_takes_no_direction() -> None:
    with pytest.raises(IllegalAction):
        GAME.apply(new(classic=True), WHITE, Place(parse_square("e3"), Direction.N))


def test_acting_out_of_turn_raises() -> None:
    with pytest.raises(NotYourTurn):
        GAME.apply(new(), YELLOW, Place(parse_square("e3"), Direction.N))
    assert GAME.legal_actions(new(), YELLOW) == []
    finished = State(FULL, 0, WHITE, (0, 0))
    with pytest.raises(IllegalAction):
        GAME.apply(finished, WHITE, Pass())


def test_nothing_is_secret() -> None:
    state = play(new(), "f4:w").state
    for viewer in (None, WHITE, YELLOW, -1):
        assert GAME.view_for(state, viewer) == state
    assert not GAME.private_decision(state, YELLOW)


def test_actions_survive_the_codec() -> None:
    for action in (Place(19, Direction.NW), Place(19), Pass()):
        data = json.loads(json.dumps(GAME.codec.encode(action)))
        assert GAME.codec.decode(data) == action
    with pytest.raises(IllegalAction):
        GAME.codec.decode({"type": "Place", "square": 3, "direction": "up"})


def test_the_option_sets_classic_mode() -> None:
    assert new(classic=True).classic and not new().classic
    with pytest.raises(ValueError):
        GAME.new_game(Setup(("a", "b", "c")), 1)
