"""The strong player's model of the others: the fast medium rule in its simulations and what
it reads from the others' silence."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from spielesammlung.core.table import TurnLoop, play_out
from spielesammlung.games.checkpoint.bots import EXPECTED, MediumBot
from spielesammlung.games.checkpoint.components import MAX_ROUNDS, Clue
from spielesammlung.games.checkpoint.deduce import assignments, chief_odds, facts_from_view
from spielesammlung.games.checkpoint.rules import GAME, accusable
from spielesammlung.games.checkpoint.search import (
    CHASE,
    CROWD_BOLDNESS,
    SILENT,
    StrongBot,
    _beliefs,
    _medium_pick,
)
from spielesammlung.games.checkpoint.state import ChooseSide, Draw, Held, Phase, State

from .helpers import act, new


def played(players: int, seed: int, draws: int, stasi: bool = False) -> State:
    """A round `draws` cards in, medium players accusing when they would."""
    state = new(players, seed, stasi=stasi)
    rng = random.Random(seed)
    for p in range(players):
        state = act(state, p, ChooseSide(rng.randrange(2)))
    medium = MediumBot()
    drawn = 0

    def decide(state: State, p: int, out_of_turn: bool) -> Any:
        if not out_of_turn:
            return Draw()
        return medium.interject(GAME.view_for(state, p), p, GAME.legal_actions(state, p), rng)

    def step(state: State, p: int, action: Any) -> State:
        nonlocal drawn
        drawn += isinstance(action, Draw)
        return act(state, p, action)

    def stop(state: State) -> bool:
        return state.phase is not Phase.SUSPICION or drawn >= draws

    state = play_out(TurnLoop(GAME, players, range(players)), state, decide, step, until=stop)
    return state


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_simulations_medium_rule_is_the_medium_player(players: int) -> None:
    for seed in range(12):
        state = played(players, seed, 4 + seed, stasi=seed % 3 == 0)
        if state.phase not in (Phase.SUSPICION, Phase.FINAL) or not state.rows:
            continue
        for p in range(players):
            view = GAME.view_for(state, p)
            if not view.accusable():
                continue
            for forced in (False, True):
                assert _medium_pick(MediumBot(), state, p, forced) == MediumBot().pick(
                    view, p, forced
                )


def test_the_seats_that_kept_silent_on_this_position_hold_no_telling_clue() -> None:
    # three players; seat 2 decides after seats 0 and 1 were asked on this position and
    # passed: worlds where their clue made an open cat the chief by even odds weigh less
    for seed in range(40):
        state = played(3, seed, 10)
        if state.phase is not Phase.SUSPICION or state.accusations:
            continue
        view = GAME.view_for(state, 2)
        worlds, weights = _beliefs(view, 2, None, everyone_asked=True)
        if len(set(weights)) > 1:
            break
    else:
        pytest.fail("no position where the silence of seats 0 and 1 tells something")
    facts = facts_from_view(view, own_clue=False)

    def telling(world: tuple[Clue, ...], seat: int) -> bool:
        known = tuple(world[seat] if q == seat else None for q in range(3))
        odds = chief_odds(replace(facts, known=known))
        return any(odds[cat] >= MediumBot.boldness for cat in view.accusable())

    for world, weight in zip(worlds, weights, strict=True):
        assert weight == pytest.approx(SILENT ** sum(telling(world, seat) for seat in (0, 1)))
    # asked out of turn, it does not know who passed on this position: it reads nothing yet
    worlds0, weights0 = _beliefs(GAME.view_for(state, 0), 0, None)
    assert worlds0 == assignments(facts_from_view(GAME.view_for(state, 0)))
    assert set(weights0) == {1.0}


def test_in_the_last_round_behind_only_the_gold_counts() -> None:
    state = played(3, 2, 3)
    assert state.phase is Phase.SUSPICION
    gold = next(
        i for i, chip in enumerate(state.chips) if chip.colour == "gold" and chip.value == 5
    )
    white = next(i for i, chip in enumerate(state.chips) if chip.colour == "white")
    bot = StrongBot()
    # player 1 leads by a gold chip: player 0, behind, chases the gold in the last round only
    holdings = ((Held(white),), (Held(gold),), ())
    supply = tuple(c for c in state.supply if c not in (gold, white))
    behind = replace(state, holdings=holdings, supply=supply)
    assert bot.worth_now(GAME.view_for(behind, 0), 0) == EXPECTED
    last = replace(behind, round=MAX_ROUNDS)
    assert bot.worth_now(GAME.view_for(last, 0), 0) == CHASE
    # the leader plays on for the mean chip
    assert bot.worth_now(GAME.view_for(last, 1), 1) == EXPECTED


def test_with_five_players_the_strong_player_accuses_by_a_bolder_medium_rule() -> None:
    """Among four others the chief is soon taken: it accuses at a chance of CROWD_BOLDNESS
    where the medium player waits for even odds, and it plays no round out."""
    bolder = 0
    for seed in range(30):
        for draws in (4, 8, 12):
            state = played(5, seed, draws=draws)
            if state.phase is not Phase.SUSPICION or 1 in state.accusers or not accusable(state):
                continue
            view = GAME.view_for(state, 1)
            strong = StrongBot()
            cat = strong.pick(view, 1, forced=False)
            assert strong.last_depth is None
            chief = chief_odds(facts_from_view(view))
            if MediumBot().pick(view, 1, forced=False) is None and cat is not None:
                assert CROWD_BOLDNESS <= chief[cat] < MediumBot.boldness
                bolder += 1
    assert bolder > 0
