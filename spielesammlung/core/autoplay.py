"""Play a whole game between computer players, headless (the CLI `play` and the tests)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import registry
from .protocol import OptionValue, Result, Setup, options_with_defaults
from .seats import Bot, Seat
from .session import Session
from .table import TurnLoop, play_out


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

    def act(state: Any, player: int, action: Any) -> Any:
        return session.act(player, action).state

    drive(session.game, session.state, bots, [rng] * count, act, f"{game_id} seed {seed}")
    result = session.result
    assert result is not None
    return Played(session, result)


def drive(
    game: Any,
    state: Any,
    bots: Sequence[Bot],
    rngs: Sequence[random.Random],
    act: Callable[[Any, int, Any], Any],
    label: str,
) -> Any:
    """Play from `state` to the end with the one turn loop (`core.table`) and return the
    final state: every seat is a computer player deciding on its own view.
    `act(state, player, action)` applies an action and returns the new state."""

    def decide(state: Any, player: int, out_of_turn: bool) -> Any:
        legal = game.legal_actions(state, player)
        view = game.view_for(state, player)
        bot = bots[player]
        return (bot.interject if out_of_turn else bot.choose)(view, player, legal, rngs[player])

    loop = TurnLoop(game, len(bots), range(len(bots)))
    return play_out(loop, state, decide, act, label=label)
