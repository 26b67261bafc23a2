"""Allianz: how long 4-player games between computer players last (bench only).

    nice -n 10 .venv/bin/python bench/allianz_length.py --level easy --games 20 [--seed 1]

Plays seeded games with every seat at one level and prints each game's moves (all players
together), how it ended, its alliances, and the median and 10/90th percentiles of the moves.
"""

from __future__ import annotations

import argparse
import random
import statistics

from spielesammlung.core.protocol import Setup
from spielesammlung.games.allianz import BOTS, GAME
from spielesammlung.games.allianz.model import (
    AllianceEnded,
    Allied,
    Betrayed,
    Cancelled,
    Defeated,
    GameOver,
)


def one(seed: int, level: str, players: int) -> tuple[int, str, list[str]]:
    """The moves of one game, its end and its diplomacy."""
    state = GAME.new_game(Setup(tuple(f"P{i}" for i in range(players)), {}), seed)
    bots = [BOTS[level]() for _ in range(players)]
    rng = random.Random(seed)
    talk: list[str] = []
    end = ""
    while GAME.result(state) is None:
        action = None
        for p in sorted(GAME.to_act(state).anyone):
            legal = GAME.legal_actions(state, p)
            action = bots[p].interject(GAME.view_for(state, p), p, legal, rng)
            if action is not None:
                break
        if action is None:
            p = min(GAME.to_act(state).players)
            action = bots[p].choose(GAME.view_for(state, p), p, GAME.legal_actions(state, p), rng)
        outcome = GAME.apply(state, p, action)
        for event in outcome.events:
            if isinstance(event, Allied):
                talk.append(f"{state.moves}:allied{event.members[0]}{event.members[1]}")
            elif isinstance(event, Betrayed | Cancelled | AllianceEnded):
                talk.append(f"{state.moves}:{type(event).__name__}")
            if isinstance(event, Defeated):
                talk.append(f"{state.moves}:out{event.player}:{event.reason}")
            if isinstance(event, GameOver):
                end = f"{event.reason} {sorted(event.winners)}"
        state = outcome.state
    return state.moves, end, talk


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="easy")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    lengths = []
    for g in range(args.games):
        moves, end, talk = one(args.seed + g, args.level, args.players)
        lengths.append(moves)
        print(f"seed {args.seed + g}: {moves} moves; {end}; {' '.join(talk[:12])}", flush=True)
    cuts = statistics.quantiles(lengths, n=10)
    print(
        f"{args.level} x{args.players}: median {statistics.median(lengths)} "
        f"p10 {cuts[0]:.0f} p90 {cuts[-1]:.0f} max {max(lengths)}"
    )


if __name__ == "__main__":
    main()
