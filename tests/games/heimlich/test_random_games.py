"""Random complete games: invariants of every step, replay through the session, the end."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.rules import Borrowed, Pass, Passed, Place, Placed, State

MAX_PLIES = 200  # 60 placements and a pass before at most each of them


def stones(state: State) -> int:
    return (state.white | state.yellow).bit_count()


def check_step(before: State, action: Place | Pass, after: State, events: tuple) -> None:
    player = before.to_move
    assert after.to_move == 1 - player
    assert stones(after) + sum(after.supplies) == 64
    if isinstance(action, Pass):
        assert events == (Passed(player),)
        assert (after.white, after.yellow) == (before.white, before.yellow)
        assert after.passes == before.passes + 1
        return
    mover_before, mover_after = before.own, after.opp  # after the move the turn has changed
    other_before, other_after = before.opp, after.own
    square = 1 << action.square
    assert mover_after & mover_before == mover_before  # no own stone ever flips
    assert other_after & other_before == other_after  # the opponent gains no stone
    flipped = mover_after & ~mover_before & ~square
    assert flipped and flipped == other_before & ~other_after
    assert stones(after) == stones(before) + 1 and after.passes == 0
    placed = events[-1]
    assert isinstance(placed, Placed)
    assert sum(1 << s for s in placed.flipped) == flipped
    borrowed = any(isinstance(e, Borrowed) for e in events)
    assert borrowed == (before.supplies[player] == 0)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), classic=st.booleans())
def test_random_games_keep_the_invariants_and_end(seed: int, classic: bool) -> None:
    rng = random.Random(seed)
    setup = Setup(("Anna", "Ben"), {"classic": classic})
    session = Session("heimlich", GAME, setup, seed, [Seat(), Seat()])
    assert stones(session.state) + sum(session.state.supplies) == 64
    for _ in range(MAX_PLIES):
        if session.result is not None:
            break
        before = session.state
        legal = GAME.legal_actions(before, before.to_move)
        assert legal and (legal == [Pass()] or Pass() not in legal)
        action = rng.choice(legal)
        outcome = session.act(before.to_move, action)
        check_step(before, action, outcome.state, outcome.events)
    else:
        raise AssertionError("the game did not end")
    end = session.state
    assert end.finished and (end.passes == 2 or stones(end) == 64)
    result = session.result
    assert result is not None and result.scores == end.counts
    replay = Session("heimlich", GAME, setup, seed, [Seat(), Seat()])
    for index, entry in enumerate(session.played, start=1):
        replay.act(entry.player, GAME.codec.decode(GAME.codec.encode(entry.action)))
        assert replay.state == session.state_at(index)
