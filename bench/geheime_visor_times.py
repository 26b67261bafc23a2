"""How long the strong Geheime Mission player thinks in the visor-only game, and where its
columns come from (book, solver, or the search when neither answers in time: not perfect).

    nice -n 10 .venv/bin/python bench/geheime_visor_times.py [--games N] [--noise P] [--seed S]

Plays N rounds of Connect Four (the strong player first in even rounds, second in odd ones)
against the medium player, which plays a random column with probability P (varied games).
Prints one JSON object: decisions per source, mean / p95 / max seconds per source and overall.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spielesammlung.core.protocol import Setup
from spielesammlung.games.geheime_mission import BOTS, GAME
from spielesammlung.games.geheime_mission.rules import RED, Place, State


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)] if ordered else 0.0


def play_round(seed: int, strong_first: bool, noise: float, times: dict[str, list[float]]) -> str:
    first = "red"
    state: State = GAME.new_game(Setup(("a", "b"), {"visor_only": True, "first": first}), seed)
    strong_seat = RED if strong_first else 1 - RED
    bots = {strong_seat: BOTS["strong"](), 1 - strong_seat: BOTS["medium"]()}
    rng = random.Random(seed)
    round_number = state.round
    while state.winner is None and state.round == round_number:
        player = state.to_move
        legal: list[Place] = GAME.legal_actions(state, player)
        view = GAME.view_for(state, player)
        bot = bots[player]
        if player != strong_seat and rng.random() < noise:
            action = rng.choice(legal)
        else:
            start = time.perf_counter()
            action = bot.choose(view, player, legal, rng)
            if player == strong_seat:
                times.setdefault(bot.last_source, []).append(time.perf_counter() - start)
        before = state.scores[strong_seat]
        state = GAME.apply(state, player, action).state
        if state.scores[strong_seat] > before:
            return "win"
        if state.scores[1 - strong_seat] > 0:
            return "loss"
    return "draw"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--noise", type=float, default=0.2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    times: dict[str, list[float]] = {}
    results: dict[str, int] = {}
    for g in range(args.games):
        outcome = play_round(args.seed + g, g % 2 == 0, args.noise, times)
        results[outcome] = results.get(outcome, 0) + 1
    everything = [t for values in times.values() for t in values]
    report = {
        "rounds": args.games,
        "strong": results,
        "sources": {
            source: {
                "decisions": len(values),
                "mean_s": round(sum(values) / len(values), 4),
                "p95_s": round(p95(values), 4),
                "max_s": round(max(values), 4),
            }
            for source, values in sorted(times.items())
        },
        "all": {"p95_s": round(p95(everything), 4), "max_s": round(max(everything), 4)},
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
