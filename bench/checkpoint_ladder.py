"""Checkpoint Charlie: one level against others, seats rotating on shared seeds (bench only).

    nice -n 10 .venv/bin/python bench/checkpoint_ladder.py --players 4 --lineup strong,medium \
        --games 40 [--stasi] [--cafe]

Prints the share of the points per level (a shared first place counts as a fraction), the
fair share and the think times. The project's arena (`spielesammlung.cli arena`) is the
reference; this script only needs core/ and the game package.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict

from spielesammlung.core.protocol import Setup
from spielesammlung.games.checkpoint import BOTS, GAME, search


def play(seed: int, levels: list[str], options: dict[str, bool], times: dict[str, list[float]]):
    n = len(levels)
    state = GAME.new_game(Setup(tuple(f"P{i}" for i in range(n)), options), seed)
    bots = [BOTS[level]() for level in levels]
    rng = random.Random(seed)

    def timed(p: int, fn, *args):
        start, cpu = time.perf_counter(), time.process_time()
        out = fn(*args)
        times[levels[p]].append(time.perf_counter() - start)
        times[levels[p] + " cpu"].append(time.process_time() - cpu)
        return out

    while GAME.result(state) is None:
        to_act = GAME.to_act(state)
        acted = False
        for p in sorted(to_act.anyone):
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
        state = GAME.apply(
            state, p, timed(p, bots[p].choose, GAME.view_for(state, p), p, legal, rng)
        ).state
    return GAME.result(state)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--lineup", default="strong,medium")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stasi", action="store_true")
    parser.add_argument("--cafe", action="store_true")
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
    options = {"stasi": args.stasi, "cafe_adler": args.cafe}
    share: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    times: dict[str, list[float]] = defaultdict(list)
    for g in range(args.games):
        shift = g % args.players
        levels = lineup[-shift:] + lineup[:-shift] if shift else list(lineup)
        result = play(args.seed + g // args.players, levels, options, times)
        for p, level in enumerate(levels):
            seats[level] += 1
            if p in result.winners:
                share[level] += 1 / len(result.winners)
    for level in dict.fromkeys(lineup):
        t = sorted(times[level])
        c = sorted(times[level + " cpu"])
        rate = share[level] / seats[level]
        print(
            f"{level}: wins per seat {rate:.3f} (fair {1 / args.players:.3f}, "
            f"x{rate * args.players:.2f}) over {args.games} games; think mean "
            f"{statistics.fmean(t):.4f} s p95 {t[int(0.95 * (len(t) - 1))]:.4f} s "
            f"max {t[-1]:.4f} s "
            f"(cpu p95 {c[int(0.95 * (len(c) - 1))]:.4f} s max {c[-1]:.4f} s)"
        )


if __name__ == "__main__":
    main()
