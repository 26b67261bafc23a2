"""Fit the evaluation weights of the Heimlich computer players on self-play games and write
spielesammlung/games/heimlich/weights.py.

Run from the repository root (niced; a few minutes per thousand games):
    nice -n 10 .venv/bin/python -m bench.heimlich_fit [--games 1500] [--seed 1]
For each rule set it plays games between medium players (after a few random opening plies),
records every position with its features (evaluation.FEATURES) and the game's final disc
difference for the side to move, and fits one linear model per stage of the game (least squares
with a little ridge). The stages and features are those of evaluation.py.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.bots import MediumBot
from spielesammlung.games.heimlich.evaluation import FEATURES, STAGE, STAGES, features
from spielesammlung.games.heimlich.rules import State

OUT = Path(__file__).resolve().parent.parent / "spielesammlung/games/heimlich/weights.py"
RIDGE = 1.0


Sample = tuple[int, int, int]  # own, opp (side to move), final disc difference for own


def play(games: int, classic: bool, seed: int) -> list[Sample]:
    """Every position with a real choice of `games` self-play games, with the final result."""
    rng = random.Random(seed)
    found: list[Sample] = []
    for game in range(games):
        state = State(classic=classic)
        bots = (MediumBot(), MediumBot())
        seen: list[tuple[int, int, int]] = []  # own, opp, player
        opening = rng.randrange(2, 9)
        while not state.finished:
            legal = GAME.legal_actions(state, state.to_move)
            if len(legal) > 1:
                seen.append((state.own, state.opp, state.to_move))
            if opening > 0:
                action = rng.choice(legal)
                opening -= 1
            else:
                action = bots[state.to_move].choose(state, state.to_move, legal, rng)
            state = GAME.apply(state, state.to_move, action).state
        white, yellow = state.counts
        for own, opp, player in seen:
            found.append((own, opp, white - yellow if player == 0 else yellow - white))
        if game % 50 == 49:
            print(f"{'classic' if classic else 'one-line'}: {game + 1} games", flush=True)
    return found


def by_stage(found: list[Sample]) -> list[list[tuple[tuple[int, ...], int]]]:
    stages: list[list[tuple[tuple[int, ...], int]]] = [[] for _ in range(STAGES)]
    for own, opp, diff in found:
        stages[STAGE[64 - (own | opp).bit_count()]].append((features(own, opp), diff))
    return stages


def solve(rows: list[tuple[tuple[int, ...], int]]) -> list[float]:
    """Ridge least squares by the normal equations (Gaussian elimination)."""
    n = len(FEATURES)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for f, y in rows:
        for i in range(n):
            b[i] += f[i] * y
            for j in range(n):
                a[i][j] += f[i] * f[j]
    for i in range(n):
        a[i][i] += RIDGE
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col and a[col][col]:
                factor = a[r][col] / a[col][col]
                for c in range(col, n):
                    a[r][c] -= factor * a[col][c]
                b[r] -= factor * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def fit(found: list[Sample]) -> list[list[float]]:
    weights = []
    for stage, rows in enumerate(by_stage(found)):
        w = solve(rows)
        weights.append([round(x, 3) for x in w])
        print(f"stage {stage}: {len(rows)} positions, weights {weights[-1]}", flush=True)
    return weights


def write(one_line: list[list[float]], classic: list[list[float]], games: int, out: Path) -> None:
    def rows(weights: list[list[float]]) -> str:
        return "".join(f"    {tuple(w)!r},\n" for w in weights)

    out.write_text(
        '"""Evaluation weights: one row per stage of the game (evaluation.STAGE), features in the\n'
        f"order of evaluation.FEATURES. Written by bench/heimlich_fit.py ({games} self-play\n"
        'games per rule set); do not edit by hand."""\n\n'
        f"ONE_LINE = (\n{rows(one_line)})\n"
        f"CLASSIC = (\n{rows(classic)})\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400, help="self-play games per rule set")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--positions", type=Path, help="JSON file: save the games' positions")
    parser.add_argument("--load", type=Path, help="fit on positions saved before (no games)")
    args = parser.parse_args()
    if args.load:
        data = json.loads(args.load.read_text())
        found = {key: [tuple(row) for row in rows] for key, rows in data.items()}
    else:
        found = {"one_line": play(args.games, False, args.seed)}
        found["classic"] = play(args.games, True, args.seed + 1)
        if args.positions:
            args.positions.write_text(json.dumps(found))
    games = len(found["classic"]) // 50 if args.load else args.games
    write(fit(found["one_line"]), fit(found["classic"]), games, args.out)


if __name__ == "__main__":
    main()
