"""The C endgame solver (_endgame.c) against its Python twin (engine.Search.solve): the same
values, best moves that reach them, the same fail-soft bounds; and the strong player uses it.

Skipped when the module was not built, unless SPIELESAMMLUNG_REQUIRE_NATIVE=1 (CI)."""

from __future__ import annotations

import math
import os
import random
import threading
from types import ModuleType

import pytest

from spielesammlung.games.heimlich import GAME, engine
from spielesammlung.games.heimlich.board import parse_square
from spielesammlung.games.heimlich.bots import StrongBot
from spielesammlung.games.heimlich.evaluation import evaluator
from spielesammlung.games.heimlich.rules import State

from .test_bots import endgames

FULL = (1 << 64) - 1


@pytest.fixture
def native() -> ModuleType:
    if engine.native is None:
        if os.environ.get("SPIELESAMMLUNG_REQUIRE_NATIVE") == "1":
            pytest.fail("the C endgame solver _endgame is not built (required here)")
        pytest.skip("the C endgame solver _endgame is not built (no C compiler at install)")
    return engine.native


def positions(classic: bool, seed: int, count: int, top: int = 10) -> list[tuple[int, int]]:
    """(own, opp) from random games with `top` down to 6 empty squares: every position on the
    way, so some side has to pass now and then, and some games end early."""
    rng = random.Random(seed)
    found: list[tuple[int, int]] = []
    while len(found) < count:
        state = State(classic=classic)
        while not state.finished and empties(state) >= 6:
            if empties(state) <= top:
                found.append((state.own, state.opp))
            action = rng.choice(GAME.legal_actions(state, state.to_move))
            state = GAME.apply(state, state.to_move, action).state
        if state.finished and empties(state) >= 6:
            found.append((state.own, state.opp))
    return found[:count]


def empties(state: State) -> int:
    return 64 - (state.white | state.yellow).bit_count()


def bits(*names: str) -> int:
    return sum(1 << parse_square(name) for name in names)


#: Own (h8, d4) cannot move: the lines to h8 are full, d4's open lines hold no opposing stone.
#: Opp can: e4 encloses d4 against c4. Without d4 and the three on rank 4, nobody can move.
LINES_TO_H8 = bits(*(f + "8" for f in "abcdefg"), *("h" + r for r in "1234567"))
DIAGONAL = bits("a1", "b2", "c3", "e5", "f6", "g7")
MUST_PASS = (bits("h8", "d4"), LINES_TO_H8 | DIAGONAL | bits("a4", "b4", "c4"))
OVER = (bits("h8", "d4"), LINES_TO_H8 | DIAGONAL)
RANK_1 = 0xFF
FULL_BOARD = (FULL ^ RANK_1, RANK_1)


def test_the_hand_made_positions_are_what_they_claim() -> None:
    for classic in (False, True):
        assert not engine.moves(*MUST_PASS, classic)
        assert engine.moves(MUST_PASS[1], MUST_PASS[0], classic)
        assert not engine.moves(*OVER, classic) and not engine.moves(OVER[1], OVER[0], classic)


@pytest.mark.parametrize("classic", [False, True])
def test_the_values_agree_with_the_python_solver(native: ModuleType, classic: bool) -> None:
    search = engine.Search(classic, evaluator(classic))
    rng = random.Random(11)
    cases = positions(classic, seed=5, count=60) + [MUST_PASS, OVER, FULL_BOARD]
    cases += [(opp, own) for own, opp in cases[-3:]]
    for own, opp in cases:
        exact = search.solve(own, opp, -65, 65)
        found = native.solve(own, opp, classic, -65, 65, math.inf)
        assert found is not None and found[0] == exact, (hex(own), hex(opp))
        low = rng.randrange(-65, 64)
        high = rng.randrange(low + 1, 66)
        for window in ((-1, 1), (low, high)):
            found = native.solve(own, opp, classic, *window, math.inf)
            assert found is not None
            assert_fail_soft(found[0], exact, *window)


@pytest.mark.parametrize("classic", [False, True])
def test_the_root_move_reaches_the_value(native: ModuleType, classic: bool) -> None:
    search = engine.Search(classic, evaluator(classic))
    checked = 0
    for own, opp in positions(classic, seed=9, count=36, top=8):
        found = engine.moves(own, opp, classic)
        if not found:
            with pytest.raises(ValueError):
                native.solve_root(own, opp, classic, -65, 65, math.inf)
            continue
        exact = search.solve(own, opp, -65, 65)
        reached: dict[int, int] = {}  # key: the exact value after it
        for low, high in ((-65, 65), (-1, 1), (exact - 1, exact + 1)):
            result = native.solve_root(own, opp, classic, low, high, math.inf)
            assert result is not None
            key, value, nodes = result
            assert nodes > 0
            assert_fail_soft(value, exact, low, high)
            if key not in reached:
                flipped, bit = next((f, b) for k, f, b in found if k == key)
                reached[key] = -search.solve(opp & ~flipped, own | flipped | bit, -65, 65)
            after = reached[key]
            if low < value < high:
                assert after == value == exact  # the move reaches the exact value
            elif value >= high:
                assert after >= high  # the move reaches the bound it claims
        checked += 1
    assert checked > 20


def children(state: State) -> list[State]:
    """The positions after each legal action, in their order."""
    actions = GAME.legal_actions(state, state.to_move)
    return [GAME.apply(state, state.to_move, action).state for action in actions]


def assert_fail_soft(value: int, exact: int, low: int, high: int) -> None:
    """A fail-soft value within (low, high) is exact, at or beyond a bound it bounds."""
    if value <= low:
        assert exact <= value
    elif value >= high:
        assert exact >= value
    else:
        assert value == exact


def test_out_of_budget_and_bad_input(native: ModuleType) -> None:
    (state,) = endgames(False, 14, 1, seed=3)
    start = State()
    assert native.solve_root(start.own, start.opp, True, -1, 1, math.inf, max_nodes=5) is None
    assert native.solve_root(state.own, state.opp, False, -65, 65, math.inf, max_nodes=100) is None
    assert native.solve(state.own, state.opp, False, -65, 65, math.inf, max_nodes=100) is None
    with pytest.raises(ValueError):
        native.solve(1, 1, False, -65, 65, 1.0)  # a square of both sides
    with pytest.raises(ValueError):
        native.solve(state.own, state.opp, False, 3, 3, 1.0)  # an empty window


def test_two_threads_at_once(native: ModuleType) -> None:
    """The second caller while the shared table is taken searches with a table of its own."""
    cases = positions(False, seed=4, count=8) + positions(True, seed=4, count=8)
    expected = {}
    for index, (own, opp) in enumerate(cases):
        classic = index >= 8
        expected[index] = engine.Search(classic, evaluator(classic)).solve(own, opp, -65, 65)
    results: dict[int, int] = {}

    def work(indices: range) -> None:
        for index in indices:
            own, opp = cases[index]
            found = native.solve(own, opp, index >= 8, -65, 65, math.inf)
            assert found is not None
            results[index] = found[0]

    threads = [threading.Thread(target=work, args=(range(part, 16, 2),)) for part in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == expected


@pytest.mark.parametrize("classic", [False, True])
def test_strong_solves_with_the_c_solver(
    native: ModuleType, classic: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[int, int]] = []

    class Recording:
        @staticmethod
        def solve_root(*args: object, **kwargs: object) -> tuple[int, int, int] | None:
            calls.append((args[3], args[4]))
            return native.solve_root(*args, **kwargs)

    monkeypatch.setattr(engine, "native", Recording)
    rng = random.Random(3)
    checked = 0
    search = engine.Search(classic, evaluator(classic))
    for state in endgames(classic, 7, 20, seed=6):
        legal = GAME.legal_actions(state, state.to_move)
        values = [-search.solve(after.own, after.opp, -65, 65) for after in children(state)]
        if len(set(values)) < 2:
            continue
        calls.clear()
        bot = StrongBot(budget=None, depth=1)  # untimed: the solve always finishes
        choice = bot.choose(state, state.to_move, legal, rng)
        assert values[legal.index(choice)] == max(values)
        assert bot.solved and bot.last_depth == 7
        assert calls and calls[0] == (-1, 1)  # win/draw/loss first
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_strong_falls_back_to_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the C solver, or when it runs out of time, the Python search decides."""

    class OutOfTime:
        @staticmethod
        def solve_root(*args: object, **kwargs: object) -> None:
            return None

    search = engine.Search(False, evaluator(False))
    for native in (None, OutOfTime):
        monkeypatch.setattr(engine, "native", native)
        for state in endgames(False, 6, 3, seed=2):
            legal = GAME.legal_actions(state, state.to_move)
            bot = StrongBot(budget=None, depth=2)
            choice = bot.choose(state, state.to_move, legal, random.Random(1))
            assert choice in legal
            values = [-search.solve(after.own, after.opp, -65, 65) for after in children(state)]
            if native is None:  # the Python solver: exact
                assert bot.solved and values[legal.index(choice)] == max(values)
            else:  # out of time: a 2-ply search, no solve
                assert not bot.solved and bot.last_depth == 2
