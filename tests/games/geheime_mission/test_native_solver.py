"""The C twin of the solver (_c4.c): the same scores and best columns as the Python solver.

Skipped when setup.py could not compile it, unless SPIELESAMMLUNG_REQUIRE_NATIVE=1 (CI) makes
a missing module a failure.
"""

from __future__ import annotations

import os
import random

import pytest

from spielesammlung.games.geheime_mission import bots
from spielesammlung.games.geheime_mission.solver import (
    BOTTOM,
    COLUMNS,
    LineSolver,
    Solver,
    native,
    play_line,
    winning_cells,
)

from .test_solver import _sample

REQUIRED = os.environ.get("SPIELESAMMLUNG_REQUIRE_NATIVE") == "1"
pytestmark = pytest.mark.skipif(
    native is None and not REQUIRED, reason="the C solver was not compiled (no C compiler)"
)


def test_the_c_solver_is_there_when_required() -> None:
    assert native is not None


@pytest.mark.parametrize(("where", "moves", "score"), _sample(), ids=lambda v: str(v)[:16])
def test_scores_and_best_columns_match_the_python_solver(where: str, moves: str, score: str):
    assert native is not None
    current, mask = play_line(moves)
    answer = native.best_columns(current, mask, 1 << 40, 0.0)
    assert answer is not None
    value, columns = answer
    assert str(value) == score, where
    assert columns == Solver().best_columns(current, mask)


def test_the_command_line_solver_uses_it_and_matches_the_python_solver() -> None:
    """One LineSolver per solver, each keeping its table across the lines, as `cli solve`."""
    c_lines, python_lines = LineSolver(), LineSolver(python=True)
    assert c_lines.native is native
    for where, moves, score in _sample():
        assert c_lines(moves) == python_lines(moves) == score, where


def _random_positions(count: int, plies: int, seed: int) -> list[str]:
    """Random lines of `plies` columns that nobody has won yet."""
    rng = random.Random(seed)
    lines: list[str] = []
    while len(lines) < count:
        current = mask = 0
        line = ""
        for _ in range(plies):
            free = [c for c in range(7) if (mask + BOTTOM) & COLUMNS[c]]
            column = rng.choice(free)
            move = (mask + BOTTOM) & COLUMNS[column]
            if winning_cells(current, mask) & move:
                break
            current, mask, line = current ^ mask, mask | move, line + str(column + 1)
        else:
            lines.append(line)
    return lines


@pytest.mark.parametrize("moves", _random_positions(12, 24, seed=5))
def test_random_middle_games_match_the_python_solver(moves: str) -> None:
    assert native is not None
    current, mask = play_line(moves)
    answer = native.best_columns(current, mask, 1 << 40, 0.0)
    solver = Solver()
    assert answer == (solver.solve(current, mask), solver.best_columns(current, mask))
    assert native.score(current, mask) == answer[0]


def test_a_budget_or_a_deadline_stops_a_long_search() -> None:
    assert native is not None
    current, mask = play_line("4")
    assert native.best_columns(current, mask, 500, 0.0) is None
    assert native.best_columns(current, mask, 1 << 40, 0.01) is None


def test_a_broken_position_is_refused() -> None:
    assert native is not None
    with pytest.raises(ValueError):
        native.best_columns(1, 0, 1000, 0.0)  # a stone outside the stones
    with pytest.raises(ValueError):
        native.best_columns(0, 1 << 6, 1000, 0.0)  # the spare bit above a column


def test_the_strong_player_solves_with_it_outside_its_book() -> None:
    assert native is not None
    moves = _random_positions(1, 16, seed=9)[0]
    current, mask = play_line(moves)
    player = bots.StrongBot()
    column = player._visor_column(current, mask)
    assert player.last_source == "solver"
    assert column in Solver().best_columns(current, mask)
