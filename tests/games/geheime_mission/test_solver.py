"""The visor-only solver: exact scores in Pascal Pons's convention."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from spielesammlung import cli
from spielesammlung.games.geheime_mission.solver import (
    LineSolver,
    OutOfBudget,
    Solver,
    play_line,
)

from .helpers import DRAWN

SAMPLE = Path(__file__).with_name("connect4_sample.txt")


def _sample() -> list[tuple[str, str, str]]:
    rows = []
    for line in SAMPLE.read_text().splitlines():
        if line and not line.startswith("#"):
            where, moves, score = line.split()
            rows.append((where, moves, score))
    return rows


def solve_line(line: str) -> str:
    """The Python solver's answer with a fresh table."""
    return LineSolver(python=True)(line)


def test_one_table_kept_across_the_sample_stays_exact() -> None:
    solver = LineSolver(python=True)
    for where, moves, score in _sample():
        assert solver(moves) == score, where
    assert solver.solver.table  # the table was kept, not cleared per line


@pytest.mark.parametrize(("where", "moves", "score"), _sample(), ids=lambda v: str(v)[:16])
def test_benchmark_sample_is_exact(where: str, moves: str, score: str) -> None:
    assert solve_line(moves) == score, where


@pytest.mark.parametrize(
    ("moves", "score"),
    [
        ("4455", "18"),  # red wins with its 4th stone: 22 - 4
        ("44455554221", "-15"),  # whatever blue does, red wins with its 7th stone
    ],
)
def test_pons_examples(moves: str, score: str) -> None:
    assert solve_line(moves) == score


def test_immediate_win_and_last_moves() -> None:
    assert solve_line("121212") == "18"  # red plays 1 and wins with its 4th stone
    assert solve_line(DRAWN) == "0"  # a full rack without four: a draw
    assert solve_line(DRAWN[:-1]) == "0"
    assert solve_line(" 4455\n") == "18"  # surrounding white space is ignored


@pytest.mark.parametrize(
    "moves",
    [
        "8",  # no such column
        "4x",
        "0",
        "1111111",  # the 7th die does not fit into column 1
        "1212121",  # red completed four with its 4th stone: the game is over
        "12121213",  # and nothing may follow
    ],
)
def test_malformed_or_finished_lines_raise(moves: str) -> None:
    with pytest.raises(ValueError):
        solve_line(moves)


def _exact_column_scores(moves: str) -> dict[int, int]:
    scores = {}
    for c in range(7):
        try:
            current, mask = play_line(moves + str(c + 1))
        except ValueError as error:
            if "full" not in str(error):
                scores[c] = (43 - len(moves)) // 2  # this column completes four
            continue
        scores[c] = 0 if len(moves) == 41 else -Solver().solve(current, mask)
    return scores


@pytest.mark.parametrize("where", range(0, 30, 3))
def test_best_columns_are_exactly_the_optimal_ones(where: int) -> None:
    moves = _sample()[where][1]
    scores = _exact_column_scores(moves)
    best = max(scores.values())
    assert str(best) == _sample()[where][2]
    current, mask = play_line(moves)
    assert sorted(Solver().best_columns(current, mask)) == [
        c for c, score in scores.items() if score == best
    ]


def test_a_budget_stops_a_long_search() -> None:
    current, mask = play_line("4444")
    with pytest.raises(OutOfBudget):
        Solver().best_columns(current, mask, budget=500)


def test_the_command_line_solves_lines_from_stdin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("4455\n\n44455554221\n"))
    assert cli.main(["solve", "geheime-mission"]) == 0
    assert capsys.readouterr().out.split() == ["18", "-15"]
    monkeypatch.setattr("sys.stdin", io.StringIO("1212121\n"))
    assert cli.main(["solve", "geheime-mission"]) == 2
