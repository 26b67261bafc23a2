"""Allianz: levels against each other, seats rotating on shared seeds (bench only).

    nice -n 10 .venv/bin/python bench/allianz_ladder.py --players 2 --lineup strong,medium \
        --games 20 [--pairing vertical]

Prints each level's share of the points (a draw or a shared victory counts as a fraction),
its factor over the fair share, think times and the search depths reached. The project's arena
(`spielesammlung.cli arena`) is the reference; this script needs only core/ and the game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter, defaultdict
from typing import Any

from spielesammlung.core.protocol import Result, Setup
from spielesammlung.games.allianz import BOTS, GAME, search


def play(
    seed: int,
    levels: list[str],
    options: dict[str, Any],
    times: dict[str, list[float]],
    depths: dict[str, Counter[int]],
) -> Result:
    n = len(levels)
    state = GAME.new_game(Setup(tuple(f"P{i}" for i in range(n)), options), seed)
    bots = [BOTS[level]() for level in levels]
    rng = random.Random(seed)

    def timed(p: int, fn: Any, *args: Any) -> Any:
        start, cpu = time.perf_counter(), time.process_time()
        out = fn(*args)
        times[levels[p]].append(time.perf_counter() - start)
        times[levels[p] + " cpu"].append(time.process_time() - cpu)
        depth = getattr(bots[p], "last_depth", None)
        if depth is not None and out is not None:
            depths[levels[p]][depth] += 1
        return out

    while GAME.result(state) is None:
        acted = False
        for p in sorted(GAME.to_act(state).anyone):
            if p not in GAME.to_act(state).anyone:
                continue
            legal = GAME.legal_actions(state, p)
            action = timed(p, bots[p].interject, GAME.view_for(state, p), p, legal, rng)
            if action is not None:
                state = GAME.apply(state, p, action).state
                acted = True
                break
        if acted or GAME.result(state) is not None:
            continue
        p = min(GAME.to_act(state).players)
        legal = GAME.legal_actions(state, p)
        action = timed(p, bots[p].choose, GAME.view_for(state, p), p, legal, rng)
        state = GAME.apply(state, p, action).state
    result = GAME.result(state)
    assert result is not None
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--lineup", default="strong,medium")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairing", default="horizontal")
    parser.add_argument(
        "--cpu-clock",
        action="store_true",
        help="charge the strong player's budget in CPU time (an idle machine's strength)",
    )
    args = parser.parse_args()
    if args.cpu_clock:
        search.CLOCK = time.process_time
    lineup = args.lineup.split(",")
    lineup += [lineup[-1]] * (args.players - len(lineup))
    options = {"pairing": args.pairing} if args.players == 2 else {}
    share: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    times: dict[str, list[float]] = defaultdict(list)
    depths: dict[str, Counter[int]] = defaultdict(Counter)
    draws = 0
    for g in range(args.games):
        shift = g % args.players
        levels = lineup[-shift:] + lineup[:-shift] if shift else list(lineup)
        result = play(args.seed + g // args.players, levels, options, times, depths)
        draws += not result.winners
        for p, level in enumerate(levels):
            seats[level] += 1
            if p in result.winners:
                share[level] += 1 / len(result.winners)
            elif not result.winners:
                share[level] += 1 / args.players
        print(f"game {g}: {levels} winners {sorted(result.winners)}", flush=True)
    print(f"{args.players} players {options} games {args.games} draws {draws}")
    for level in dict.fromkeys(lineup):
        t = sorted(times[level])
        c = sorted(times[level + " cpu"])
        rate = share[level] / seats[level]
        print(
            f"{level}: points per seat {rate:.3f} (fair {1 / args.players:.3f}, "
            f"x{rate * args.players:.2f}); think mean {statistics.fmean(t):.4f} s "
            f"p95 {t[int(0.95 * (len(t) - 1))]:.4f} s max {t[-1]:.4f} s "
            f"(cpu p95 {c[int(0.95 * (len(c) - 1))]:.4f} s max {c[-1]:.4f} s); "
            f"depths {dict(sorted(depths[level].items()))}"
        )


if __name__ == "__main__":
    main()
