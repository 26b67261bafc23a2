"""The computer players: legal choices, the strong one beats the easy one, exact endgames."""

from __future__ import annotations

import random

import pytest

from spielesammlung.core import autoplay
from spielesammlung.core.protocol import Setup
from spielesammlung.games import heimlich
from spielesammlung.games.heimlich import BOTS, GAME
from spielesammlung.games.heimlich.bots import EasyBot, StrongBot
from spielesammlung.games.heimlich.notation import format_move
from spielesammlung.games.heimlich.rules import Action, State

from .util import position


def play_game(bots: list, seed: int, classic: bool) -> State:
    rng = random.Random(seed)
    state: State = GAME.new_game(Setup(("a", "b"), {"classic": classic}), seed)
    while GAME.result(state) is None:
        player = state.to_move
        legal = GAME.legal_actions(state, player)
        action = bots[player].choose(GAME.view_for(state, player), player, legal, rng)
        assert action in legal
        state = GAME.apply(state, player, action).state
    return state


def test_levels_are_registered_easy_first() -> None:
    assert list(BOTS) == ["easy", "strong"]
    assert isinstance(BOTS["strong"](), StrongBot)


@pytest.mark.parametrize("classic", [False, True])
def test_strong_beats_easy(classic: bool) -> None:
    wins = 0
    for seed in range(4):
        strong = seed % 2  # both colours
        bots: list = [EasyBot(), EasyBot()]
        bots[strong] = StrongBot(budget=None, depth=2, solve_empties=4)
        result = GAME.result(play_game(bots, seed, classic))
        assert result is not None
        wins += strong in result.winners
    assert wins >= 3


def test_easy_takes_a_corner() -> None:
    state = position(
        """
        ........
        ........
        ........
        ........
        ........
        ..WY....
        .Y......
        ........
        """,
        "W",
    )
    legal = GAME.legal_actions(state, state.to_move)
    assert len(legal) > 1
    for seed in range(5):
        choice = EasyBot().choose(state, state.to_move, legal, random.Random(seed))
        assert format_move(choice) == "a1:ne"


def test_strong_with_a_tiny_budget_still_moves() -> None:
    state = GAME.new_game(Setup(("a", "b")), 5)
    for budget in (0.0, 0.05):
        legal = GAME.legal_actions(state, 0)
        assert StrongBot(budget=budget).choose(state, 0, legal, random.Random(1)) in legal


def test_a_bot_needs_a_budget_or_a_depth() -> None:
    with pytest.raises(ValueError):
        StrongBot(budget=None, depth=None)


def exact(state: State) -> int:
    """The final disc difference for the side to move under perfect play (brute force)."""
    result = GAME.result(state)
    if result is not None:
        assert result.scores is not None
        white, yellow = result.scores
        return white - yellow if state.to_move == 0 else yellow - white
    return max(value_after(state, action) for action in GAME.legal_actions(state, state.to_move))


def value_after(state: State, action: Action) -> int:
    after = GAME.apply(state, state.to_move, action).state
    return -exact(after)


@pytest.mark.parametrize("classic", [False, True])
def test_strong_plays_endgames_perfectly(classic: bool) -> None:
    rng = random.Random(8)
    checked = 0
    for seed in range(40):
        state = GAME.new_game(Setup(("a", "b"), {"classic": classic}), seed)
        while not state.finished and 64 - (state.white | state.yellow).bit_count() > 5:
            action = rng.choice(GAME.legal_actions(state, state.to_move))
            state = GAME.apply(state, state.to_move, action).state
        legal = GAME.legal_actions(state, state.to_move)
        if state.finished or len(legal) < 2:
            continue
        values = [value_after(state, action) for action in legal]
        if len(set(values)) < 2:
            continue
        bot = StrongBot(budget=None, depth=1, solve_empties=5)
        choice = bot.choose(state, state.to_move, legal, rng)
        assert values[legal.index(choice)] == max(values)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


@pytest.mark.parametrize("levels", [["easy"], ["strong"], ["easy", "strong"]])
def test_autoplay_finishes(monkeypatch: pytest.MonkeyPatch, levels: list[str]) -> None:
    def quick() -> StrongBot:
        return StrongBot(budget=None, depth=1, solve_empties=4)

    monkeypatch.setitem(heimlich.BOTS, "strong", quick)
    for classic in (False, True):
        played = autoplay.play("heimlich", 3, options={"classic": classic}, levels=levels)
        state = played.session.state
        assert state.finished and played.result.scores == state.counts
