"""Think time of the strong Heimlich bot on positions from random games.

Run from the repository root: .venv/bin/python -m bench.bench_think [--positions 24] [--seed 1]
Positions are sampled at every stage of random games (only those with a real choice).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.bots import StrongBot
from spielesammlung.games.heimlich.rules import State


def sample_positions(count: int, classic: bool, rng: random.Random) -> list[State]:
    """`count` positions with at least two legal actions, spread over whole random games."""
    found: list[State] = []
    while len(found) < count:
        state = State(classic=classic)
        stop = rng.randrange(0, 60)  # how many stones to place before sampling
        while not state.finished:
            legal = GAME.legal_actions(state, state.to_move)
            placed = (state.white | state.yellow).bit_count() - 4
            if placed >= stop and len(legal) > 1:
                found.append(state)
                break
            state = GAME.apply(state, state.to_move, rng.choice(legal)).state
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for classic in (False, True):
        rng = random.Random(args.seed)
        times, depths, solved = [], [], 0
        for state in sample_positions(args.positions, classic, rng):
            bot = StrongBot()
            legal = GAME.legal_actions(state, state.to_move)
            start = time.perf_counter()
            bot.choose(state, state.to_move, legal, rng)
            times.append(time.perf_counter() - start)
            depths.append(bot.reached)
            solved += bot.solved
        name = "classic" if classic else "one-line"
        print(
            f"{name:<9} {len(times)} positions: think mean {statistics.mean(times):.2f} s, "
            f"max {max(times):.2f} s; depth mean {statistics.mean(depths):.1f}, "
            f"min {min(depths)}, max {max(depths)}; solved exactly {solved}"
        )


if __name__ == "__main__":
    main()
