"""How often the strong Heimlich player solves the end within its time, by empty squares.

Run from the repository root (niced): nice -n 10 .venv/bin/python -m bench.heimlich_endgame
    [--positions 8] [--empties 14,13,12,10] [--seed 1]
Positions come from games between medium players (a few random plies first). For each it
reports how many were solved to win/draw/loss (last_depth = empties) and exactly (`solved`),
and the think times.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.bots import MediumBot, StrongBot
from spielesammlung.games.heimlich.rules import State


def positions(count: int, empties: int, classic: bool, seed: int) -> list[State]:
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state, bots = State(classic=classic), (MediumBot(), MediumBot())
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--empties", default="14,13,12,10")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for classic in (True, False):
        for empties in (int(x) for x in args.empties.split(",")):
            times, wld, exact = [], 0, 0
            for state in positions(args.positions, empties, classic, args.seed):
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
