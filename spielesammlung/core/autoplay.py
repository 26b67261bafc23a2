"""Play a whole game between computer players, headless (the CLI `play` and the tests)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import registry
from .protocol import OptionValue, Result, Setup, options_with_defaults
from .seats import Bot, Seat
from .session import Session

MAX_ACTIONS = 100_000


class Stuck(RuntimeError):
    """The game did not finish within MAX_ACTIONS (a bug in rules or bots)."""


@dataclass(frozen=True)
class Played:
    session: Session
    result: Result


def play(
    game_id: str,
    seed: int,
    players: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
    levels: Sequence[str] | None = None,
) -> Played:
    """Play one complete game; computer players see only their own view."""
    entry = registry.entry(game_id)
    count = players if players is not None else entry.players[0]
    if count not in entry.players:
        raise ValueError(f"{game_id} is for {entry.players} players, not {count}")
    chosen = list(levels) if levels else [entry.levels[0].id]
    chosen += [chosen[-1]] * (count - len(chosen))
    bot_factories = entry.bots()
    for level in chosen:
        if level not in bot_factories:
            raise ValueError(f"unknown level {level!r}; choose from {sorted(bot_factories)}")
    setup = Setup(
        tuple(f"Player {i + 1}" for i in range(count)),
        options_with_defaults(entry.options, options or {}, count),
    )
    seats = [Seat("computer", level) for level in chosen[:count]]
    session = Session(game_id, entry.rules(), setup, seed, seats)
    bots: list[Bot] = [bot_factories[level]() for level in chosen[:count]]
    rng = random.Random(seed)
    game = session.game
    for _ in range(MAX_ACTIONS):
        result = session.result
        if result is not None:
            return Played(session, result)
        _interjections(session, bots, rng)
        if session.result is not None:
            continue
        to_act = game.to_act(session.state)
        if not to_act.players:
            raise Stuck(f"{game_id} seed {seed}: nobody must act and nobody did")
        player = min(to_act.players)
        legal = game.legal_actions(session.state, player)
        view = game.view_for(session.state, player)
        session.act(player, bots[player].choose(view, player, legal, rng))
    raise Stuck(f"{game_id} seed {seed} did not finish in {MAX_ACTIONS} actions")


def _interjections(session: Session, bots: Sequence[Bot], rng: random.Random) -> None:
    """Give every seat that may act out of turn the chance to do so."""
    game = session.game
    for player in sorted(game.to_act(session.state).anyone):
        if session.result is not None or player not in game.to_act(session.state).anyone:
            continue
        legal = game.legal_actions(session.state, player)
        action: Any = bots[player].interject(
            game.view_for(session.state, player), player, legal, rng
        )
        if action is not None:
            session.act(player, action)
