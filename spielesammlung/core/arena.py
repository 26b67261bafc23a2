"""The arena: many headless games between computer levels, seats rotating on shared seeds.

Pure Python (no Qt). `run` plays the games (in several processes when the machine has several
cores) and returns the JSON-ready report that `python -m spielesammlung.cli arena` prints.

Definitions (the command line's help repeats them):
- The lineup names one level per seat (the last one repeats for seats not named). Games come
  in blocks of `players` games on one seed (`seed`, `seed + 1`, ...); game r of a block shifts
  the lineup by r seats (seat s gets lineup[(s - r) % players]), so every entry of the lineup
  plays every seat once per block. The number of games is rounded up to whole blocks.
- Points: each game hands out one point; the winners share it equally (a team's shared win
  gives each winning seat 1/len(winners)); a draw (no winners) gives each seat 1/players, so
  a draw counts half in a two-player game. A level's `share` is the points of its seats over
  all games divided by the number of games (the shares of all levels add up to 1).
- wins / draws / losses count games: a level wins a game when one of its seats is among the
  winners, draws when nobody wins, else loses.
- Think time: the wall-clock time of each `choose` with at least two legal actions (a
  decision); `think_max_s` also covers `interject` calls (acting out of turn). When a level's
  bot has an attribute `last_depth` (not None) after a decision, `depth_mean` and `depth_max`
  report the search depth it reached.
Results are identical for any number of processes as long as the bots do not depend on time.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .autoplay import drive
from .protocol import OptionValue, Setup, options_with_defaults
from .seats import Bot


class ArenaError(RuntimeError):
    """A bot chose an illegal action (a game that never ends raises `table.Stuck`)."""


@dataclass(frozen=True)
class Task:
    """One game: the seat levels, the seed and the options."""

    game_id: str
    seed: int
    levels: tuple[str, ...]
    options: Mapping[str, OptionValue]


@dataclass
class Played:
    """What one game produced, per seat."""

    winners: frozenset[int]
    think: list[list[float]] = field(default_factory=list)  # decision times per seat
    interject_max: list[float] = field(default_factory=list)
    depths: list[list[int]] = field(default_factory=list)


def seat_levels(lineup: Sequence[str], shift: int) -> tuple[str, ...]:
    """The level of each seat in game `shift` of a block: the lineup moved `shift` seats on."""
    count = len(lineup)
    return tuple(lineup[(seat - shift) % count] for seat in range(count))


def tasks(
    game_id: str,
    lineup: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, OptionValue],
) -> list[Task]:
    """The games to play: whole blocks of len(lineup) rotations, one seed per block."""
    count = len(lineup)
    blocks = max(1, math.ceil(games / count))
    return [
        Task(game_id, seed + block, seat_levels(lineup, shift), dict(options))
        for block in range(blocks)
        for shift in range(count)
    ]


def play(task: Task) -> Played:
    """Play one game; each computer sees only its own view and has its own seeded rng."""
    entry = registry.entry(task.game_id)
    game = entry.rules()
    factories = entry.bots()
    count = len(task.levels)
    setup = Setup(tuple(f"Player {i + 1}" for i in range(count)), dict(task.options))
    state = game.new_game(setup, task.seed)
    bots: list[Bot] = [factories[level]() for level in task.levels]
    rngs = [random.Random(task.seed * 1_000 + seat) for seat in range(count)]
    played = Played(
        frozenset(),
        [[] for _ in range(count)],
        [0.0] * count,
        [[] for _ in range(count)],
    )

    def act(state: Any, player: int, action: Any) -> Any:
        return game.apply(state, player, action).state

    label = f"{task.game_id} seed {task.seed}"
    timed = [
        _Timed(bot, played, f"{label} {','.join(task.levels)}: level {level}")
        for bot, level in zip(bots, task.levels, strict=True)
    ]
    final = drive(game, state, timed, rngs, act, label)
    result = game.result(final)
    assert result is not None
    played.winners = frozenset(result.winners)
    return played


class _Timed:
    """A seat's bot whose decisions are timed (and search depths noted) into `played`, and
    checked: an illegal choice raises ArenaError naming `who` chose it."""

    def __init__(self, bot: Bot, played: Played, who: str) -> None:
        self.bot, self.played, self.who = bot, played, who

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, player, legal, rng)
        spent = time.perf_counter() - start
        if len(legal) > 1:
            self.played.think[player].append(spent)
            depth = getattr(self.bot, "last_depth", None)
            if isinstance(depth, int):
                self.played.depths[player].append(depth)
        return self._checked(action, legal)

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        start = time.perf_counter()
        action = self.bot.interject(view, player, legal, rng)
        spent = time.perf_counter() - start
        self.played.interject_max[player] = max(self.played.interject_max[player], spent)
        return None if action is None else self._checked(action, legal)

    def _checked(self, action: Any, legal: Sequence[Any]) -> Any:
        if action not in legal:
            raise ArenaError(f"{self.who} chose the illegal action {action!r}")
        return action


def processes() -> int:
    """How many processes to use: the cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def play_all(all_tasks: Sequence[Task], workers: int | None = None) -> list[Played]:
    """Play every task, in order of the tasks whatever the number of processes."""
    workers = min(processes() if workers is None else workers, len(all_tasks))
    if workers <= 1:
        return [play(task) for task in all_tasks]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(play, all_tasks, chunksize=1))


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (0.0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def summarise(
    all_tasks: Sequence[Task], results: Sequence[Played], levels: Iterable[str]
) -> dict[str, dict[str, Any]]:
    """The per-level figures of the report (see the module's definitions)."""
    figures: dict[str, dict[str, Any]] = {}
    for level in dict.fromkeys(levels):
        wins = draws = losses = 0
        points = 0.0
        think: list[float] = []
        interject = 0.0
        depths: list[int] = []
        for task, played in zip(all_tasks, results, strict=True):
            seats = [seat for seat, name in enumerate(task.levels) if name == level]
            if not seats:
                continue
            count = len(task.levels)
            if not played.winners:
                draws += 1
                points += len(seats) / count
            elif played.winners & set(seats):
                wins += 1
                points += len(played.winners & set(seats)) / len(played.winners)
            else:
                losses += 1
            for seat in seats:
                think += played.think[seat]
                interject = max(interject, played.interject_max[seat])
                depths += played.depths[seat]
        row: dict[str, Any] = {
            "wins": wins,
            "draws": draws,
            "losses": losses,
            "share": round(points / len(all_tasks), 4),
            "think_mean_s": round(sum(think) / len(think), 4) if think else 0.0,
            "think_p95_s": round(percentile(think, 0.95), 4),
            "think_max_s": round(max([*think, interject]), 4),
        }
        if depths:
            row["depth_mean"] = round(sum(depths) / len(depths), 2)
            row["depth_max"] = max(depths)
        figures[level] = row
    return figures


def run(
    game_id: str,
    lineup: Sequence[str],
    players: int,
    games: int = 100,
    options: Mapping[str, OptionValue] | None = None,
    seed: int = 1,
    workers: int | None = None,
) -> dict[str, Any]:
    """Play the arena and return its report (the JSON object the command line prints).

    `lineup` may be shorter than `players` (its last level repeats). Raises ValueError for an
    unknown game or level, a wrong player count, a lineup longer than `players` or games < 1.
    """
    entry = registry.entry(game_id)
    if players not in entry.players:
        raise ValueError(f"{game_id} is for {entry.players} players, not {players}")
    if not lineup:
        raise ValueError("the lineup names no level")
    if len(lineup) > players:
        raise ValueError(f"the lineup names {len(lineup)} levels for {players} players")
    if games < 1:
        raise ValueError(f"--games must be at least 1, not {games}")
    known = entry.bots()
    for level in lineup:
        if level not in known:
            raise ValueError(f"unknown level {level!r} (levels: {', '.join(known)})")
    seats = list(lineup) + [lineup[-1]] * (players - len(lineup))
    full = options_with_defaults(entry.options, options or {}, players)
    all_tasks = tasks(game_id, seats, games, seed, full)
    results = play_all(all_tasks, workers)
    return {
        "game": game_id,
        "players": players,
        "options": full,
        "games": len(all_tasks),
        "levels": summarise(all_tasks, results, seats),
    }
