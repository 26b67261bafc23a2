"""The computer players: they see only their view and play sensibly."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spielesammlung.games.geheime_mission import BOTS, GAME
from spielesammlung.games.geheime_mission.bots import bitboards
from spielesammlung.games.geheime_mission.rules import RED, Place, State
from spielesammlung.games.geheime_mission.solver import Solver

from .helpers import C, M, S, U, card, new, play, play_line, with_cards


def _choose(level: str, state: State, seed: int = 0) -> Place:
    player = state.to_move
    bot = BOTS[level]()
    view = GAME.view_for(state, player)
    return bot.choose(view, player, GAME.legal_actions(state, player), random.Random(seed))


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
@pytest.mark.parametrize("visor_only", [False, True])
def test_a_bot_completes_its_visor_row(level: str, visor_only: bool) -> None:
    state = play_line(new(visor_only=visor_only), "121712")  # red has three in column 1
    if not visor_only:
        state = with_cards(state, card(1, S=2, U=2), card(1, S=2, C=2))
    for seed in range(3):
        assert _choose(level, state, seed).column == 0


@pytest.mark.parametrize("level", ["medium", "strong"])
@pytest.mark.parametrize("visor_only", [False, True])
def test_the_strong_bot_blocks_an_opposing_row(level: str, visor_only: bool) -> None:
    state = play_line(new(visor_only=visor_only), "123252")  # blue has three in column 2
    if not visor_only:
        state = with_cards(state, card(1, S=2, U=2), card(1, S=2, C=2))
    for seed in range(3):
        assert _choose(level, state, seed).column == 1


def test_the_easy_bot_fulfils_its_mission() -> None:
    mine = card(1, M=2, S=2)
    state = with_cards(new(), mine, card(1, U=2, C=2))
    state = play(state, (0, M), (1, U), (2, M), (3, C), (4, S), (6, U))
    for seed in range(5):
        action = _choose("easy", state, seed)
        assert mine.fulfilled(GAME.view_for(GAME.apply(state, RED, action).state, None).tops)


def test_the_strong_bot_takes_the_points_that_win() -> None:
    mine = card(2, M=3, S=2)
    state = replace(with_cards(new(), mine, card(1, U=2, C=2)), scores=(13, 14))
    state = play(state, (0, M), (1, S), (2, M), (3, C), (4, S), (6, U))
    action = _choose("strong", state)
    after = GAME.apply(state, RED, action).state
    assert after.winner == RED


def test_bots_see_nothing_of_the_opponents_card() -> None:
    a = with_cards(new(), card(1, M=2, S=2), card(1, U=2, C=2))
    b = with_cards(new(), card(1, M=2, S=2), card(2, C=3, U=2))
    assert GAME.view_for(a, RED) == GAME.view_for(b, RED)
    assert _choose("strong", a, 7) == _choose("strong", b, 7)


@pytest.mark.parametrize(
    "moves", ["2252576253462244111563365343671351441", "5554224333234511764415115"]
)
def test_the_strong_bot_plays_a_perfect_column_in_the_visor_only_game(moves: str) -> None:
    state = play_line(new(visor_only=True, first="red"), moves)
    current, mask = bitboards(GAME.view_for(state, None).columns, state.to_move)
    best = Solver().best_columns(current, mask)
    for seed in range(3):
        assert _choose("strong", state, seed).column in best


def test_the_levels_are_easy_medium_strong_in_this_order() -> None:
    assert list(BOTS) == ["easy", "medium", "strong"]


def test_the_strong_bot_sees_a_row_forced_two_placements_ahead() -> None:
    """Red to move can make an open three on the bottom row (two ends, one cannot block both);
    the strong bot takes it, the depth it reached is reported."""
    state = play_line(new(), "3747")  # red 3 and 4 on the bottom; blue far away
    state = with_cards(state, card(1, S=2, U=2), card(1, S=2, C=2))
    bot = BOTS["strong"]()
    player = state.to_move
    action = bot.choose(
        GAME.view_for(state, player), player, GAME.legal_actions(state, player), random.Random(0)
    )
    assert action.column in (1, 4)  # 2-3-4 or 3-4-5 open on both sides
    assert bot.last_depth is not None and bot.last_depth >= 4


def test_the_strong_bot_reads_the_opponents_symbols() -> None:
    """A submarine put on top makes the cards that want submarines likelier (never looking at
    the card: the weights come from the view); a new round forgets them."""
    state = with_cards(new(), card(1, M=2, S=2), card(1, U=2, C=2))
    bot = BOTS["strong"]()
    rng = random.Random(0)
    action = bot.choose(GAME.view_for(state, RED), RED, GAME.legal_actions(state, RED), rng)
    state = GAME.apply(state, RED, action).state
    column = 6 if action.column != 6 else 0
    state = play(state, (column, U))
    bot.choose(GAME.view_for(state, RED), RED, GAME.legal_actions(state, RED), rng)
    weights = bot.beliefs.weights
    assert weights[card(1, U=2, C=2)] == weights[card(1, M=2, U=2)] == 1.0
    assert weights[card(1, S=2, C=2)] < 1.0
    later = replace(state, round=state.round + 1)
    bot.beliefs.update(GAME.view_for(later, RED), RED)
    assert bot.beliefs.weights == {}
