"""Checkpoint Charlie: one level against others, seats rotating on shared seeds (bench only).

    nice -n 10 .venv/bin/python bench/checkpoint_ladder.py --players 4 --lineup strong,medium \
        --games 40 [--stasi] [--cafe]

Prints the share of the points per level (a shared first place counts as a fraction), the
fair share and the think times. The project's arena (`spielesammlung.cli arena`) is the
reference; this script only needs core/ and the game package.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from spielesammlung.games.checkpoint import BOTS, GAME, search

sys.path.insert(0, str(Path(__file__).resolve().parent))
from selfplay import ladder_parser, lineup_of, play, seated, think


def main() -> None:
    parser = ladder_parser(players=4, games=40)
    parser.add_argument("--stasi", action="store_true")
    parser.add_argument("--cafe", action="store_true")
    args = parser.parse_args()
    lineup = lineup_of(args, search)
    options = {"stasi": args.stasi, "cafe_adler": args.cafe}
    share: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    times: dict[str, list[float]] = defaultdict(list)
    for g in range(args.games):
        levels = seated(lineup, g, args.players)
        result = play(GAME, BOTS, args.seed + g // args.players, levels, options, times)
        for p, level in enumerate(levels):
            seats[level] += 1
            if p in result.winners:
                share[level] += 1 / len(result.winners)
    for level in dict.fromkeys(lineup):
        rate = share[level] / seats[level]
        print(
            f"{level}: wins per seat {rate:.3f} (fair {1 / args.players:.3f}, "
            f"x{rate * args.players:.2f}) over {args.games} games; {think(times, level)}"
        )


if __name__ == "__main__":
    main()
