"""Allianz: levels against each other, seats rotating on shared seeds (bench only).

    nice -n 10 .venv/bin/python bench/allianz_ladder.py --players 2 --lineup strong,medium \
        --games 20 [--pairing vertical]

Prints each level's share of the points (a draw or a shared victory counts as a fraction),
its factor over the fair share, think times and the search depths reached. The project's arena
(`spielesammlung.cli arena`) is the reference; this script needs only core/ and the game.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

from spielesammlung.games.allianz import BOTS, GAME, search

sys.path.insert(0, str(Path(__file__).resolve().parent))
from selfplay import ladder_parser, lineup_of, play, seated, think


def main() -> None:
    parser = ladder_parser(players=2, games=20)
    parser.add_argument("--pairing", default="horizontal")
    args = parser.parse_args()
    lineup = lineup_of(args, search)
    options = {"pairing": args.pairing} if args.players == 2 else {}
    share: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    times: dict[str, list[float]] = defaultdict(list)
    depths: dict[str, Counter[int]] = defaultdict(Counter)
    draws = 0
    for g in range(args.games):
        levels = seated(lineup, g, args.players)
        result = play(GAME, BOTS, args.seed + g // args.players, levels, options, times, depths)
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
        rate = share[level] / seats[level]
        print(
            f"{level}: points per seat {rate:.3f} (fair {1 / args.players:.3f}, "
            f"x{rate * args.players:.2f}); {think(times, level)}; "
            f"depths {dict(sorted(depths[level].items()))}"
        )


if __name__ == "__main__":
    main()
