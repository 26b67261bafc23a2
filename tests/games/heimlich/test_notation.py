"""Notation, moves listing and perft (checked against known values and the list reference)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

import pytest

from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.board import Direction
from spielesammlung.games.heimlich.notation import (
    format_move,
    format_position,
    moves_line,
    parse_move,
    parse_position,
    perft,
    perft_state,
)
from spielesammlung.games.heimlich.rules import WHITE, YELLOW, Pass, Place, State

from .util import line

START = "." * 27 + "WY......YW" + "." * 27


def _list_reference() -> ModuleType:
    path = Path(__file__).resolve().parents[3] / "bench" / "perft_lists.py"
    spec = importlib.util.spec_from_file_location("perft_lists", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LISTS = _list_reference()


def test_moves_format_and_parse() -> None:
    assert format_move(Place(19, Direction.N)) == "d3:n"
    assert format_move(Place(63, Direction.SW)) == "h8:sw"
    assert format_move(Place(0)) == "a1"
    assert format_move(Pass()) == "pass"
    for text in ("d3:n", "a1:nw", "h8:se", "e6", "pass"):
        assert format_move(parse_move(text)) == text
    assert parse_move(" D3:N ") == Place(19, Direction.N)


@pytest.mark.parametrize("text", ["", "d9:n", "i3:n", "d3:x", "d3:", "d", "passe", "d3:n:e"])
def test_malformed_moves_raise(text: str) -> None:
    with pytest.raises(ValueError):
        parse_move(text)


def test_positions_round_trip_with_derived_supplies() -> None:
    start = parse_position(START + " W")
    assert start == State()
    assert format_position(start) == START + " W"
    after = GAME.apply(start, WHITE, parse_move("e3:n")).state
    assert parse_position(format_position(after)) == after
    assert parse_position(START + " Y").supplies == (30, 30)
    five = parse_position("W" + START[1:] + " Y")
    assert five.supplies == (29, 30) and five.to_move == YELLOW


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (START, "side to move"),
        (START + " B", "W or Y"),
        (START[1:] + " W", "64 characters"),
        (START[:-1] + "x W", "h8"),
        (START + " W extra", "side to move"),
    ],
)
def test_malformed_positions_say_why(text: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        moves_line(text, classic=False)


def test_moves_line_start() -> None:
    assert moves_line(START + " W", False) == "e3:n f4:w c5:e d6:s"
    assert moves_line(START + " W\n", True) == "e3 f4 c5 d6"
    assert moves_line(START + " Y", False) == "d3:n c4:e f5:w e6:s"


def test_moves_line_hand_checked_positions() -> None:
    several = line(
        """
        ........
        ........
        .....W..
        ..W.Y...
        ..YY....
        ...YW...
        ........
        ........
        """,
        "W",
    )
    assert moves_line(several, False) == "c3:n c3:ne c3:e"
    assert moves_line(several, True) == "c3"
    yellow = several.replace(" W", " Y")
    assert moves_line(yellow, False) == "f2:nw f3:w b6:se c6:s g7:sw"
    assert moves_line(yellow, True) == "f2 f3 b6 c6 g7"


def test_moves_line_pass_and_full_board() -> None:
    assert moves_line("YYW" + "." * 61 + " W", False) == "pass"
    assert moves_line("WW" + "." * 62 + " Y", True) == "pass"
    assert moves_line("W" * 64 + " Y", False) == ""


def test_classic_perft_matches_othello() -> None:
    known = [1, 4, 12, 56, 244, 1396, 8200, 55092]
    assert [perft(depth, classic=True) for depth in range(8)] == known


@pytest.mark.parametrize("classic", [False, True])
def test_perft_matches_the_list_reference(classic: bool) -> None:
    for depth in range(1, 6):
        assert perft(depth, classic) == LISTS.perft(depth, classic)


def _random_late_position(rng: random.Random, empties: int, classic: bool) -> State:
    state = State(classic=classic)
    while 64 - (state.white | state.yellow).bit_count() > empties and not state.finished:
        action = rng.choice(GAME.legal_actions(state, state.to_move))
        state = GAME.apply(state, state.to_move, action).state
    return state


@pytest.mark.parametrize("classic", [False, True])
def test_perft_through_passes_and_ends_matches_the_list_reference(classic: bool) -> None:
    rng = random.Random(11)
    for _ in range(8):
        state = _random_late_position(rng, 6, classic)
        board = [
            {WHITE: LISTS.WHITE, YELLOW: LISTS.YELLOW, None: LISTS.EMPTY}[state.stone_at(sq)]
            for sq in range(64)
        ]
        me = LISTS.WHITE if state.to_move == WHITE else LISTS.YELLOW
        for depth in (3, 8):
            expected = LISTS.perft_from(board, me, state.passes, depth, classic)
            assert perft_state(state, depth) == expected


def _protocol_perft(state: State, depth: int) -> int:
    """Perft through the game protocol itself, to tie the fast perft to the rules."""
    if depth == 0 or GAME.result(state) is not None:
        return 1
    player = state.to_move
    return sum(
        _protocol_perft(GAME.apply(state, player, action).state, depth - 1)
        for action in GAME.legal_actions(state, player)
    )


@pytest.mark.parametrize("classic", [False, True])
def test_perft_agrees_with_the_game_protocol(classic: bool) -> None:
    assert _protocol_perft(State(classic=classic), 4) == perft(4, classic)
    late = _random_late_position(random.Random(3), 5, classic)
    assert _protocol_perft(late, 8) == perft_state(late, 8)


def test_negative_depth_is_refused() -> None:
    with pytest.raises(ValueError):
        perft(-1, False)
