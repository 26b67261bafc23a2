"""The arena: seats rotate on shared seeds, figures are counted per level, JSON shape."""

from __future__ import annotations

import json

import pytest

from spielesammlung import cli
from spielesammlung.core import arena
from spielesammlung.core.arena import Played, Task

FIGURES = {"wins", "draws", "losses", "share", "think_mean_s", "think_p95_s", "think_max_s"}


def test_every_lineup_entry_plays_every_seat_once_per_block_on_one_seed() -> None:
    games = arena.tasks("x", ["strong", "medium", "medium"], 7, 10, {})
    assert len(games) == 9  # rounded up to whole blocks of three
    assert [task.seed for task in games] == [10, 10, 10, 11, 11, 11, 12, 12, 12]
    assert [task.levels for task in games[:3]] == [
        ("strong", "medium", "medium"),
        ("medium", "strong", "medium"),
        ("medium", "medium", "strong"),
    ]
    for seat in range(3):
        assert sum(task.levels[seat] == "strong" for task in games) == 3


def test_teams_stay_together_under_the_rotation() -> None:
    """Spion & Spion 4 players: seats 0+2 and 1+3 are teams."""
    for task in arena.tasks("x", ["strong", "medium", "strong", "medium"], 4, 1, {}):
        assert task.levels[0] == task.levels[2] and task.levels[1] == task.levels[3]


def _played(winners: set[int], seats: int, think: float = 0.1) -> Played:
    return Played(frozenset(winners), [[think] for _ in range(seats)], [0.0] * seats, [[]] * seats)


def test_counting_wins_draws_and_shared_wins() -> None:
    tasks = [
        Task("x", 1, ("strong", "easy"), {}),
        Task("x", 1, ("easy", "strong"), {}),
        Task("x", 2, ("strong", "easy"), {}),
        Task("x", 2, ("easy", "strong"), {}),
    ]
    results = [_played({0}, 2), _played({1}, 2), _played(set(), 2), _played({0}, 2)]
    figures = arena.summarise(tasks, results, ["strong", "easy"])
    assert figures["strong"].items() >= {"wins": 2, "draws": 1, "losses": 1, "share": 0.625}.items()
    assert figures["easy"].items() >= {"wins": 1, "draws": 1, "losses": 2, "share": 0.375}.items()


def test_a_level_with_several_seats_and_a_team_win() -> None:
    tasks = [
        Task("x", 1, ("strong", "medium", "strong", "medium"), {}),
        Task("x", 1, ("medium", "strong", "medium", "strong"), {}),
        Task("x", 2, ("strong", "medium", "medium"), {}),
    ]
    results = [
        _played({0, 2}, 4),  # the strong team
        _played({0, 2}, 4),  # the medium team
        _played({1, 2}, 3),  # two medium seats share the win
    ]
    figures = arena.summarise(tasks, results, ["strong", "medium"])
    assert (figures["strong"]["wins"], figures["strong"]["losses"]) == (1, 2)
    assert (figures["medium"]["wins"], figures["medium"]["losses"]) == (2, 1)
    assert figures["strong"]["share"] == pytest.approx(1 / 3, abs=1e-4)
    assert figures["medium"]["share"] == pytest.approx(2 / 3, abs=1e-4)


def test_shares_split_a_shared_win_between_levels() -> None:
    tasks = [Task("x", 1, ("strong", "easy", "easy"), {})]
    figures = arena.summarise(tasks, [_played({0, 1}, 3)], ["strong", "easy"])
    assert figures["strong"]["wins"] == figures["easy"]["wins"] == 1
    assert figures["strong"]["share"] == figures["easy"]["share"] == 0.5


def test_think_figures_and_depth() -> None:
    tasks = [Task("x", 1, ("strong", "easy"), {})]
    played = Played(frozenset({0}), [[0.1, 0.3, 0.2], [0.01]], [0.5, 0.0], [[3, 5], []])
    figures = arena.summarise(tasks, [played], ["strong", "easy"])
    strong = figures["strong"]
    assert (strong["think_mean_s"], strong["think_p95_s"]) == (0.2, 0.3)
    assert strong["think_max_s"] == 0.5  # an out-of-turn call took longest
    assert (strong["depth_mean"], strong["depth_max"]) == (4, 5)
    assert "depth_mean" not in figures["easy"]


def test_results_do_not_depend_on_the_number_of_processes() -> None:
    games = arena.tasks("spion-und-spion", ["easy", "easy"], 4, 3, {})
    alone = [played.winners for played in arena.play_all(games, workers=1)]
    shared = [played.winners for played in arena.play_all(games, workers=2)]
    assert alone == shared


def test_the_command_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "spion-und-spion", "--lineup", "easy,easy,easy,easy", "--games", "5"]
    assert cli.main([*argv, "--seed", "7"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"game", "players", "options", "games", "levels"}
    assert (report["game"], report["players"], report["games"]) == ("spion-und-spion", 4, 8)
    assert list(report["levels"]) == ["easy"]
    easy = report["levels"]["easy"]
    assert set(easy) >= FIGURES
    assert easy["wins"] + easy["draws"] == 8 and easy["losses"] == 0
    assert easy["share"] == pytest.approx(1.0)


def test_the_command_fills_in_options(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "allianz", "--lineup", "easy,easy", "--games", "2"]
    assert cli.main([*argv, "--option", "pairing=vertical"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == {"pairing": "vertical"}
    levels = report["levels"]["easy"]
    assert levels["wins"] + levels["draws"] + levels["losses"] == 2
