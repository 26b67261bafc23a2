"""Heimlich classic (plain Othello): the app's levels against a 2-ply minimax with the standard
positional weight table, from varied openings with colours swapped.

Run from the repository root (niced, it takes minutes):
    nice -n 10 .venv/bin/python -m bench.heimlich_minimax [--openings 10] [--level strong]
Each opening (a few random plies, seeded) is played twice, the app's level once with each
colour. Also the match helpers of bench/heimlich_grhino.py.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from spielesammlung.games.heimlich import BOTS, GAME
from spielesammlung.games.heimlich.board import all_flips, squares
from spielesammlung.games.heimlich.board import targets as board_targets
from spielesammlung.games.heimlich.notation import format_move
from spielesammlung.games.heimlich.rules import Action, Place, State

#: The widely used positional weights of Othello programs (corner 100, X square -50, ...).
WEIGHTS = (
    (100, -20, 10, 5, 5, 10, -20, 100),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (10, -2, -1, -1, -1, -1, -2, 10),
    (5, -2, -1, -1, -1, -1, -2, 5),
    (5, -2, -1, -1, -1, -1, -2, 5),
    (10, -2, -1, -1, -1, -1, -2, 10),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (100, -20, 10, 5, 5, 10, -20, 100),
)
WEIGHT = tuple(w for row in WEIGHTS for w in row)

#: A player: (state, legal actions) -> action.
Player = Callable[[State, list[Action]], Action]


def positional(own: int, opp: int) -> int:
    return sum(WEIGHT[s] for s in squares(own)) - sum(WEIGHT[s] for s in squares(opp))


def _children(own: int, opp: int) -> list[tuple[int, int, int]]:
    masks = board_targets(own, opp)
    anywhere = 0
    for mask in masks:
        anywhere |= mask
    found = []
    for square in squares(anywhere):
        flipped = all_flips(own, opp, square)
        found.append((square, opp & ~flipped, own | flipped | 1 << square))
    return found


def _minimax(own: int, opp: int, depth: int, passed: bool = False) -> int:
    """Negamax value for `own` to move; a finished game is worth its disc difference * 1000."""
    if depth == 0:
        return positional(own, opp)
    found = _children(own, opp)
    if not found:
        if passed:
            return 1000 * (own.bit_count() - opp.bit_count())
        return -_minimax(opp, own, depth, True)
    return max(-_minimax(new_own, new_opp, depth - 1) for _, new_own, new_opp in found)


def minimax_player(depth: int = 2) -> Player:
    """Plain minimax `depth` plies deep with the positional table (first best square on ties)."""

    def play(state: State, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        own, opp = state.own, state.opp
        scored = [(-_minimax(a, b, depth - 1), s) for s, a, b in _children(own, opp)]
        best = max(scored)[0]
        return Place(min(s for v, s in scored if v == best))

    return play


@dataclass
class AppPlayer:
    """One of the app's levels, timing each decision and noting the depth reached."""

    level: str
    seed: int = 0
    times: list[float] = field(default_factory=list)
    depths: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.bot: Any = BOTS[self.level]()
        self.rng = random.Random(self.seed)

    def __call__(self, state: State, legal: list[Action]) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(state, state.to_move, legal, self.rng)
        if len(legal) > 1:
            self.times.append(time.perf_counter() - start)
            depth = getattr(self.bot, "last_depth", None)
            if depth is not None:
                self.depths.append(depth)
        return action


def openings(count: int, plies: int, classic: bool, seed: int) -> list[list[Action]]:
    """`count` different random openings of `plies` moves (seeded)."""
    rng = random.Random(seed)
    found: list[list[Action]] = []
    seen: set[tuple[int, int]] = set()
    while len(found) < count:
        state, line = State(classic=classic), []
        for _ in range(plies):
            action = rng.choice(GAME.legal_actions(state, state.to_move))
            line.append(action)
            state = GAME.apply(state, state.to_move, action).state
        if (state.white, state.yellow) not in seen:
            seen.add((state.white, state.yellow))
            found.append(line)
    return found


def play_game(players: tuple[Player, Player], opening: list[Action], classic: bool) -> State:
    """Play `opening`, then let players[0] (white, moves first) and players[1] finish."""
    state = State(classic=classic)
    for action in opening:
        state = GAME.apply(state, state.to_move, action).state
    while not state.finished:
        legal = GAME.legal_actions(state, state.to_move)
        action = players[state.to_move](state, legal)
        state = GAME.apply(state, state.to_move, action).state
    return state


def points(state: State, seat: int) -> float:
    white, yellow = state.counts
    mine, theirs = (white, yellow) if seat == 0 else (yellow, white)
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def summary(name: str, app: AppPlayer, scores: list[float]) -> dict[str, Any]:
    times = sorted(app.times) or [0.0]
    return {
        "opponent": name,
        "level": app.level,
        "games": len(scores),
        "points": sum(scores),
        "share": round(sum(scores) / max(1, len(scores)), 3),
        "think_mean_s": round(statistics.mean(times), 3),
        "think_p95_s": round(times[int(0.95 * (len(times) - 1))], 3),
        "think_max_s": round(times[-1], 3),
        "depth_mean": round(statistics.mean(app.depths), 1) if app.depths else None,
    }


def match(
    name: str, opponent: Callable[[], Player], level: str, count: int, plies: int, seed: int
) -> dict[str, Any]:
    """`count` openings, each played with both colours; prints one line per game."""
    app = AppPlayer(level, seed)
    scores = []
    for index, opening in enumerate(openings(count, plies, True, seed)):
        for seat in (0, 1):
            players: tuple[Player, Player] = (app, opponent()) if seat == 0 else (opponent(), app)
            final = play_game(players, opening, True)
            scores.append(points(final, seat))
            line = " ".join(format_move(a) for a in opening)
            print(
                f"{name} opening {index} ({line}) app={'WY'[seat]}: {final.counts} -> {scores[-1]}",
                flush=True,
            )
    return summary(name, app, scores)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--openings", type=int, default=10, help="games = 2 x openings")
    parser.add_argument("--plies", type=int, default=4, help="random plies of each opening")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    result = match("minimax-2", minimax_player, args.level, args.openings, args.plies, args.seed)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
