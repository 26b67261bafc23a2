"""Benchmark of the Geheime Mission visor-only solver on Pascal Pons's Connect Four test sets.

    .venv/bin/python bench/bench_solver.py [--cli] [--data DIR] [--count N] [FILE ...]

Each position is solved with a fresh Python solver (an empty transposition table); with --cli
as `python -m spielesammlung.cli solve geheime-mission` does: one `LineSolver` for all lines
(the C solver where built, its table kept between lines). Prints per file: positions, whether
every score was exact, mean and max milliseconds per position (wall clock) and the mean in CPU
milliseconds (the process's own time: less noisy on a loaded machine).
Default: all of Test_L3_R1 and the first 200 positions of Test_L2_R1 and Test_L2_R2 (with
--cli: all 1000 of each).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spielesammlung.games.geheime_mission.solver import LineSolver

DATA = Path("/work/shared/data/connect4")
DEFAULT_COUNTS = {"Test_L3_R1": 1000, "Test_L2_R1": 200, "Test_L2_R2": 200}


def bench_file(path: Path, count: int, cli: bool) -> tuple[int, bool, float, float, float]:
    """(positions, all exact, mean ms, max ms, mean CPU ms) over the first `count` positions
    of `path`."""
    lines = [line.split() for line in path.read_text().splitlines() if line.strip()][:count]
    kept = LineSolver()
    exact = True
    total = longest = cpu = 0.0
    for moves, expected in lines:
        solve = kept if cli else LineSolver(python=True)
        start, start_cpu = time.perf_counter(), time.process_time()
        score = solve(moves)
        elapsed = time.perf_counter() - start
        cpu += time.process_time() - start_cpu
        total += elapsed
        longest = max(longest, elapsed)
        if score != expected:
            exact = False
            print(f"  wrong: {moves} gave {score}, expected {expected}")
    count = max(len(lines), 1)
    return len(lines), exact, 1000 * total / count, 1000 * longest, 1000 * cpu / count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", default=list(DEFAULT_COUNTS))
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--count", type=int, help="positions per file (default: see above)")
    parser.add_argument("--cli", action="store_true", help="the command line's solver")
    args = parser.parse_args()
    print(f"{'file':<12} {'positions':>9} {'exact':>6} {'mean ms':>9} {'max ms':>9} {'cpu ms':>8}")
    all_exact = True
    grand_total = 0.0
    for name in args.files:
        count = args.count or (1000 if args.cli else DEFAULT_COUNTS.get(name, 1000))
        positions, exact, mean, longest, cpu = bench_file(args.data / name, count, args.cli)
        all_exact &= exact
        grand_total += mean * positions / 1000
        verdict = "yes" if exact else "no"
        print(f"{name:<12} {positions:>9} {verdict:>6} {mean:>9.3f} {longest:>9.1f} {cpu:>8.3f}")
    print(f"total {grand_total:.1f} s, all exact: {'yes' if all_exact else 'no'}")
    return 0 if all_exact else 1


if __name__ == "__main__":
    sys.exit(main())
