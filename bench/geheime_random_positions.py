"""How often the strong visor-only player is perfect in positions it did not steer to itself.

    .venv/bin/python bench/geheime_random_positions.py [--per-ply N] [--seed S]

Its book covers every position of its own games (bench/geheime_visor_times.py). Positions of
random play (a hint for a human's game, say) may lie outside it: for each number of dice in
the rack, N random positions nobody has won yet are given to a fresh strong player. Prints one
JSON object: per ply, the decisions by source (book, solver: perfect; search: not) and the
slowest decision in seconds.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spielesammlung.games.geheime_mission.bots import StrongBot
from spielesammlung.games.geheime_mission.solver import (
    BOTTOM,
    COLUMNS,
    winning_cells,
)


def random_position(plies: int, rng: random.Random) -> tuple[int, int]:
    while True:
        current = mask = 0
        for _ in range(plies):
            move = (mask + BOTTOM) & COLUMNS[rng.choice(range(7))]
            if not move or winning_cells(current, mask) & move:
                break
            current, mask = current ^ mask, mask | move
        else:
            return current, mask


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-ply", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-ply", type=int, default=20)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    report = {}
    for ply in range(args.max_ply + 1):
        sources: dict[str, int] = {}
        slowest = 0.0
        for _ in range(args.per_ply):
            current, mask = random_position(ply, rng)
            player = StrongBot()
            start = time.perf_counter()
            player._visor_column(current, mask)
            slowest = max(slowest, time.perf_counter() - start)
            sources[player.last_source] = sources.get(player.last_source, 0) + 1
        report[ply] = {"sources": sources, "max_s": round(slowest, 3)}
        print(ply, report[ply], file=sys.stderr, flush=True)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
