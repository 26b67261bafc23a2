"""Benchmark of the Geheime Mission visor-only solver on Pascal Pons's Connect Four test sets.

    .venv/bin/python bench/bench_solver.py [--data DIR] [--count N] [FILE ...]

Each position is solved with a fresh solver (an empty transposition table). Prints per file:
positions, whether every score was exact, mean and max milliseconds per position.
Default: all of Test_L3_R1 and the first 200 positions of Test_L2_R1 and Test_L2_R2.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spielesammlung.games.geheime_mission.solver import Solver, play_line  # noqa: E402

DATA = Path("/work/shared/data/connect4")
DEFAULT_COUNTS = {"Test_L3_R1": 1000, "Test_L2_R1": 200, "Test_L2_R2": 200}


def bench_file(path: Path, count: int) -> tuple[int, bool, float, float]:
    """(positions, all exact, mean ms, max ms) over the first `count` positions of `path`."""
    lines = [line.split() for line in path.read_text().splitlines() if line.strip()][:count]
    exact = True
    total = longest = 0.0
    for moves, expected in lines:
        current, mask = play_line(moves)
        start = time.perf_counter()
        score = Solver().solve(current, mask)
        elapsed = time.perf_counter() - start
        total += elapsed
        longest = max(longest, elapsed)
        if score != int(expected):
            exact = False
            print(f"  wrong: {moves} gave {score}, expected {expected}")
    return len(lines), exact, 1000 * total / max(len(lines), 1), 1000 * longest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", default=list(DEFAULT_COUNTS))
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--count", type=int, help="positions per file (default: see above)")
    args = parser.parse_args()
    print(f"{'file':<12} {'positions':>9} {'exact':>6} {'mean ms':>9} {'max ms':>9}")
    all_exact = True
    grand_total = 0.0
    for name in args.files:
        count = args.count or DEFAULT_COUNTS.get(name, 1000)
        positions, exact, mean, longest = bench_file(args.data / name, count)
        all_exact &= exact
        grand_total += mean * positions / 1000
        verdict = "yes" if exact else "no"
        print(f"{name:<12} {positions:>9} {verdict:>6} {mean:>9.3f} {longest:>9.1f}")
    print(f"total {grand_total:.1f} s, all exact: {'yes' if all_exact else 'no'}")
    return 0 if all_exact else 1


if __name__ == "__main__":
    sys.exit(main())
