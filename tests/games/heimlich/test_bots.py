"""The computer players: legal choices, the strong one beats the easy one, exact endgames, the
search's move generator agrees with the rules."""

from __future__ import annotations

import random

import pytest

from spielesammlung.core import autoplay
from spielesammlung.core.protocol import Setup
from spielesammlung.games import heimlich
from spielesammlung.games.heimlich import BOTS, GAME, board, engine
from spielesammlung.games.heimlich.bots import EasyBot, MediumBot, SearchError, StrongBot, to_action
from spielesammlung.games.heimlich.evaluation import evaluator
from spielesammlung.games.heimlich.notation import format_move
from spielesammlung.games.heimlich.rules import Action, State, placements

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
    assert list(BOTS) == ["easy", "medium", "strong"]
    assert isinstance(BOTS["medium"](), MediumBot)
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


@pytest.mark.parametrize("classic", [False, True])
def test_strong_out_of_time_in_the_endgame_still_moves(classic: bool) -> None:
    for state in endgames(classic, 13, 2, seed=5):
        legal = GAME.legal_actions(state, state.to_move)
        bot = StrongBot(budget=0.001)
        assert bot.choose(state, state.to_move, legal, random.Random(1)) in legal


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


def endgames(classic: bool, empties: int, count: int, seed: int) -> list[State]:
    """Positions with `empties` empty squares and a real choice, from random games."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = State(classic=classic)
        while not state.finished and 64 - (state.white | state.yellow).bit_count() > empties:
            action = rng.choice(GAME.legal_actions(state, state.to_move))
            state = GAME.apply(state, state.to_move, action).state
        if not state.finished and len(GAME.legal_actions(state, state.to_move)) > 1:
            found.append(state)
    return found


@pytest.mark.parametrize("classic", [False, True])
def test_the_solver_finds_the_exact_value(classic: bool) -> None:
    search = engine.Search(classic, evaluator(classic))
    for state in endgames(classic, 5, 6, seed=3):
        assert search.solve(state.own, state.opp, -65, 65) == exact(state)


@pytest.mark.parametrize("classic", [False, True])
def test_strong_plays_endgames_perfectly(classic: bool) -> None:
    rng = random.Random(8)
    checked = 0
    for state in endgames(classic, 5, 40, seed=8):
        legal = GAME.legal_actions(state, state.to_move)
        values = [value_after(state, action) for action in legal]
        if len(set(values)) < 2:
            continue
        bot = StrongBot(budget=None, depth=1, solve_empties=5)
        choice = bot.choose(state, state.to_move, legal, rng)
        assert values[legal.index(choice)] == max(values)
        assert bot.solved and bot.last_depth == 5
        checked += 1
        if checked == 4:
            break
    assert checked == 4


@pytest.mark.parametrize("classic", [False, True])
def test_the_search_generates_the_rules_moves(classic: bool) -> None:
    rng = random.Random(2)
    for _ in range(6):
        state = State(classic=classic)
        while not state.finished:
            found = engine.moves(state.own, state.opp, classic)
            expected = {}
            for action in placements(state):
                after = GAME.apply(state, state.to_move, action).state
                expected[action] = (after.opp, after.own)  # the mover's stones, then the other's
            got = {to_action(state, k): (state.own | f | b, state.opp & ~f) for k, f, b in found}
            assert got == expected
            for key, flipped, _ in found[:3]:
                square = key if classic else key // 8
                if not classic:
                    assert flipped == board.line_flips(state.own, state.opp, square, key % 8)
            state = GAME.apply(
                state, state.to_move, rng.choice(GAME.legal_actions(state, state.to_move))
            ).state


def test_an_illegal_search_result_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GAME.new_game(Setup(("a", "b")), 1)
    legal = GAME.legal_actions(state, 0)
    bot = StrongBot(budget=None, depth=1)
    monkeypatch.setattr(bot, "best_key", lambda state: 0)  # a1: never legal at the start
    with pytest.raises(SearchError):
        bot.choose(state, 0, legal, random.Random(1))


@pytest.mark.parametrize("classic", [False, True])
def test_medium_is_legal_and_repeatable_with_a_seed(classic: bool) -> None:
    def game(seed: int) -> list[str]:
        rng = random.Random(seed)
        state, played = State(classic=classic), []
        bots = (MediumBot(), MediumBot())
        while not state.finished:
            legal = GAME.legal_actions(state, state.to_move)
            action = bots[state.to_move].choose(state, state.to_move, legal, rng)
            assert action in legal
            played.append(format_move(action))
            state = GAME.apply(state, state.to_move, action).state
        return played

    assert game(4) == game(4)


def test_strong_reports_its_depth() -> None:
    state = GAME.new_game(Setup(("a", "b"), {"classic": True}), 1)
    bot = StrongBot(budget=None, depth=3)
    bot.choose(state, 0, GAME.legal_actions(state, 0), random.Random(1))
    assert bot.last_depth == 3 and not bot.solved


@pytest.mark.parametrize("levels", [["easy"], ["medium", "strong"], ["easy", "strong"]])
def test_autoplay_finishes(monkeypatch: pytest.MonkeyPatch, levels: list[str]) -> None:
    def quick() -> StrongBot:
        return StrongBot(budget=None, depth=1, solve_empties=4)

    monkeypatch.setitem(heimlich.BOTS, "strong", quick)
    for classic in (False, True):
        played = autoplay.play("heimlich", 3, options={"classic": classic}, levels=levels)
        state = played.session.state
        assert state.finished and played.result.scores == state.counts
