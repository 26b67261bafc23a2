"""The computer players press on to win: a 4-player game of the easy level ends in a length a
human sits through, they head for the castle square not yet held, and they keep attacking the
castle they chose."""

from __future__ import annotations

import random
from typing import Any

import pytest

from spielesammlung.core.protocol import Setup
from spielesammlung.core.table import TurnLoop, play_out
from spielesammlung.games.allianz import BOTS
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.evaluation import STICKY, make_plan
from spielesammlung.games.allianz.model import State
from spielesammlung.games.allianz.rules import GAME

from .helpers import position, sq

#: The most moves (all players together) a seeded all-easy 4-player game may take; seeds 1-20
#: took 152-289 (median 215) when this was written, and about 480 before.
BOUND = 300


def whole_game(level: str, seed: int) -> State:
    """A 4-player game of one level played to its end, as the table plays it."""
    state = GAME.new_game(Setup(tuple(f"P{i}" for i in range(4)), {}), seed)
    bots = [BOTS[level]() for _ in range(4)]
    rng = random.Random(seed)

    def decide(state: State, p: int, out_of_turn: bool) -> Any:
        legal = GAME.legal_actions(state, p)
        bot = bots[p]
        return (bot.interject if out_of_turn else bot.choose)(
            GAME.view_for(state, p), p, legal, rng
        )

    def act(state: State, p: int, action: Any) -> State:
        return GAME.apply(state, p, action).state

    loop = TurnLoop(GAME, 4, range(4))
    return play_out(loop, state, decide, act)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_four_player_easy_game_is_won_within_the_bound(seed: int) -> None:
    state = whole_game("easy", seed)
    result = GAME.result(state)
    assert result is not None and len(result.winners) == 1
    assert state.moves <= BOUND


def test_the_attack_heads_for_the_castle_square_not_yet_held() -> None:
    held, free = B.CASTLES[1]  # party B's castle; seat 0 already holds one square
    r, c = B.coords(held)
    state = position({(r, c): 0, (5, 12): 0, (5, 20): 1})
    plan = make_plan(state, 0)
    assert plan.target == 1
    assert plan.goal[free] == 0 and plan.goal[held] == 1
    assert held not in plan.runners and sq(5, 12) in plan.runners


def test_a_player_keeps_attacking_the_castle_it_chose() -> None:
    # the castles of seats 1 (B, top right) and 3 (D, bottom left) look about as hard to take
    state = position({(9, 12): 0, (5, 20): 1, (16, 4): 3, (11, 14): 2})
    free = make_plan(state, 0)
    other = 3 if free.target == 1 else 1
    assert make_plan(state, 0, aim=other).target == other
    assert STICKY > 0
