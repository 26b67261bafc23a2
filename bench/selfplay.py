"""What the per-game ladder scripts share (bench only): their common options, one game of bots
against each other with think times, the seating of a lineup in game g, and the think-time
summary of a level.

The project's arena (`spielesammlung.cli arena`) is the reference; this needs only core/ and
the game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from spielesammlung.core.protocol import Result, Setup


def ladder_parser(players: int, games: int) -> argparse.ArgumentParser:
    """The options of every ladder: --players, --lineup, --games, --seed, --cpu-clock."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=players)
    parser.add_argument("--lineup", default="strong,medium")
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--cpu-clock",
        action="store_true",
        help="charge the strong player's budget in CPU time (an idle machine's strength)",
    )
    return parser


def lineup_of(args: argparse.Namespace, search: Any) -> list[str]:
    """The levels of --lineup, the last repeated up to --players; with --cpu-clock the game's
    `search.CLOCK` becomes CPU time."""
    if args.cpu_clock:
        search.CLOCK = time.process_time
    lineup = str(args.lineup).split(",")
    lineup += [lineup[-1]] * (args.players - len(lineup))
    return lineup


def play(
    game: Any,
    bots_by_level: Mapping[str, Callable[[], Any]],
    seed: int,
    levels: list[str],
    options: Any,
    times: dict[str, list[float]],
    depths: dict[str, Counter[int]] | None = None,
) -> Result:
    """One game, seat p played by `levels[p]`. Each decision's wall and CPU time goes to
    `times[level]` and `times[level + " cpu"]`; with `depths`, the bot's `last_depth` (when it
    has one) is counted per level."""
    n = len(levels)
    state = game.new_game(Setup(tuple(f"P{i}" for i in range(n)), options), seed)
    bots = [bots_by_level[level]() for level in levels]
    rng = random.Random(seed)

    def timed(p: int, fn: Any, *args: Any) -> Any:
        start, cpu = time.perf_counter(), time.process_time()
        out = fn(*args)
        times[levels[p]].append(time.perf_counter() - start)
        times[levels[p] + " cpu"].append(time.process_time() - cpu)
        if depths is not None:
            depth = getattr(bots[p], "last_depth", None)
            if depth is not None and out is not None:
                depths[levels[p]][depth] += 1
        return out

    while game.result(state) is None:
        acted = False
        for p in sorted(game.to_act(state).anyone):
            if p not in game.to_act(state).anyone:
                continue
            legal = game.legal_actions(state, p)
            action = timed(p, bots[p].interject, game.view_for(state, p), p, legal, rng)
            if action is not None:
                state = game.apply(state, p, action).state
                acted = True
                break
        if acted or game.result(state) is not None:
            continue
        p = min(game.to_act(state).players)
        legal = game.legal_actions(state, p)
        action = timed(p, bots[p].choose, game.view_for(state, p), p, legal, rng)
        state = game.apply(state, p, action).state
    result = game.result(state)
    assert result is not None
    return result


def seated(lineup: list[str], g: int, players: int) -> list[str]:
    """The levels by seat in game `g`: the lineup rotated by g seats."""
    shift = g % players
    return lineup[-shift:] + lineup[:-shift] if shift else list(lineup)


def think(times: dict[str, list[float]], level: str) -> str:
    """ "think mean .. s p95 .. s max .. s (cpu p95 .. s max .. s)" of one level."""
    t = sorted(times[level])
    c = sorted(times[level + " cpu"])
    return (
        f"think mean {statistics.fmean(t):.4f} s p95 {t[int(0.95 * (len(t) - 1))]:.4f} s "
        f"max {t[-1]:.4f} s "
        f"(cpu p95 {c[int(0.95 * (len(c) - 1))]:.4f} s max {c[-1]:.4f} s)"
    )
