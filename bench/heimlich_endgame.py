"""How often the strong Heimlich player solves the end within its time, by empty squares.

Run from the repository root (niced): nice -n 10 .venv/bin/python -m bench.heimlich_endgame
    [--positions 8] [--empties 14,13,12,10] [--seed 1] [--native] [--strong]
Positions come from games between medium players (a few random plies first). For each it
reports how many were solved to win/draw/loss (last_depth = empties) and exactly (`solved`),
and the think times. With --native: the C solver alone (engine.native), the exact solve of
each position from an empty table (first win/draw/loss, then the disc difference, as the
strong player does): nodes, seconds (median, p95, max; and CPU seconds, less disturbed by a
busy machine) and nodes per CPU second. With
--strong the positions come from games of a strong player against a medium one.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from spielesammlung.games.heimlich import GAME, engine
from spielesammlung.games.heimlich.bots import MediumBot, StrongBot
from spielesammlung.games.heimlich.rules import State


def positions(
    count: int, empties: int, classic: bool, seed: int, strong: bool = False
) -> list[State]:
    """Positions from games of two medium players, or with `strong` of a strong player (a short
    budget, no solve) against a medium one, seats alternating: lopsided ends, harder to solve
    exactly in the one-line rules."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        bots: list[MediumBot | StrongBot] = [MediumBot(), MediumBot()]
        if strong:
            bots[len(found) % 2] = StrongBot(budget=0.1, solve_empties=0)
        state = State(classic=classic)
        opening = rng.randrange(2, 9)
        while not state.finished and 64 - (state.white | state.yellow).bit_count() > empties:
            legal = GAME.legal_actions(state, state.to_move)
            bot = bots[state.to_move]
            action = rng.choice(legal) if opening > 0 else bot.choose(state, 0, legal, rng)
            opening -= 1
            state = GAME.apply(state, state.to_move, action).state
        if not state.finished and len(GAME.legal_actions(state, state.to_move)) > 1:
            found.append(state)
    return found


def native_figures(states: list[State]) -> str:
    """Nodes and seconds of the C solver's exact solve of each position, from an empty table."""
    native = engine.native
    if native is None:
        return "the C solver (_endgame) is not built"
    nodes, times, cpu = [], [], []
    for state in states:
        native.clear()
        start, cpu_start = time.perf_counter(), time.process_time()
        found = native.solve_root(state.own, state.opp, state.classic, -1, 1, math.inf)
        assert found is not None
        key, score, count = found
        if score != 0:
            window = (0, 65) if score > 0 else (-65, 0)
            found = native.solve_root(state.own, state.opp, state.classic, *window, math.inf, key)
            assert found is not None
            count += found[2]
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - cpu_start)
        nodes.append(count)
    times.sort()
    p95 = times[max(0, math.ceil(0.95 * len(times)) - 1)]
    return (
        f"nodes median {statistics.median(nodes):,.0f} max {max(nodes):,}; "
        f"seconds median {statistics.median(times):.3f} p95 {p95:.3f} max {times[-1]:.3f} "
        f"(CPU median {statistics.median(cpu):.3f} max {max(cpu):.3f}); "
        f"{sum(nodes) / sum(cpu) / 1e6:.1f}M nodes per CPU second"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--empties", default="14,13,12,10")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--native", action="store_true", help="the C solver's exact solves")
    parser.add_argument("--strong", action="store_true", help="positions of strong vs medium")
    args = parser.parse_args()
    for classic in (True, False):
        for empties in (int(x) for x in args.empties.split(",")):
            states = positions(args.positions, empties, classic, args.seed, args.strong)
            if args.native:
                rules = "classic" if classic else "one-line"
                print(f"{rules} {empties} empty, C solver: {native_figures(states)}", flush=True)
                continue
            times, wld, exact = [], 0, 0
            for state in states:
                bot = StrongBot()
                legal = GAME.legal_actions(state, state.to_move)
                start = time.perf_counter()
                bot.choose(state, state.to_move, legal, random.Random(1))
                times.append(time.perf_counter() - start)
                wld += bot.last_depth == empties
                exact += bot.solved
            print(
                f"{'classic' if classic else 'one-line'} {empties} empty: "
                f"win/draw/loss solved {wld}/{len(times)}, exact {exact}/{len(times)}; "
                f"think mean {statistics.mean(times):.2f} s, max {max(times):.2f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
