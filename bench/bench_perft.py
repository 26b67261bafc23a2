"""Perft speed: the bitboard rules against the straightforward list reference.

Run from the repository root: .venv/bin/python -m bench.bench_perft [--depth 6] [--repeat 3]
Both count the same leaves (checked); nodes/s = leaves per second of the fastest run (the
bitboard perft is short, so it runs five times as often to smooth out a busy machine).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from bench import perft_lists
from spielesammlung.games.heimlich import notation


def fastest(
    perft: Callable[[int, bool], int], depth: int, classic: bool, repeat: int
) -> tuple[int, float]:
    """The leaf count and the shortest of `repeat` timings."""
    best = float("inf")
    count = 0
    for _ in range(repeat):
        start = time.perf_counter()
        count = perft(depth, classic)
        best = min(best, time.perf_counter() - start)
    return count, best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"perft depth {args.depth}, fastest of {args.repeat} runs")
    print(f"{'rules':<9}{'leaves':>9}{'bitboards nodes/s':>20}{'lists nodes/s':>16}{'ratio':>8}")
    for classic in (False, True):
        bits, bits_time = fastest(notation.perft, args.depth, classic, 5 * args.repeat)
        lists, lists_time = fastest(perft_lists.perft, args.depth, classic, args.repeat)
        if bits != lists:
            raise SystemExit(f"mismatch: bitboards {bits}, lists {lists}")
        name = "classic" if classic else "one-line"
        ratio = lists_time / bits_time
        print(
            f"{name:<9}{bits:>9}{bits / bits_time:>20,.0f}{lists / lists_time:>16,.0f}"
            f"{ratio:>7.1f}x"
        )


if __name__ == "__main__":
    main()
