"""Whole games: random ones with invariants, replays through the session, computer games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core import autoplay
from spielesammlung.core.protocol import ALL_SEEING, OptionValue, Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.geheime_mission import GAME
from spielesammlung.games.geheime_mission.rules import (
    TARGET,
    CardDrawn,
    Mission,
    State,
    mission_cards,
)

Options = dict[str, OptionValue]
OPTION_SETS: list[Options] = [
    {},
    {"visor_only": True},
    {"first": "blue"},
    {"harder": "Computer"},
    {"visor_only": True, "first": "blue"},
]


def _check(state: State, before: State) -> None:
    """The invariants of every state."""
    on_rack = [sum(d.owner == p for col in state.rack for d in col) for p in (0, 1)]
    assert on_rack[0] + state.supply[0] == 21 and on_rack[1] + state.supply[1] == 21
    assert sum(map(len, state.rack)) + sum(state.supply) == 42
    assert all(len(col) <= 6 for col in state.rack)
    assert all(a >= b for a, b in zip(state.scores, before.scores, strict=True))
    if state.visor_only:
        assert state.cards == (None, None) and state.deck == () and state.discard == ()
    else:
        cards: list[Mission] = [c for c in state.cards if c is not None]
        cards += [*state.deck, *(d.card for d in state.discard)]
        assert sorted(cards, key=repr) == sorted(mission_cards(state.harder), key=repr)
        assert None not in state.cards or state.winner is not None
    for viewer in (0, 1):
        view = GAME.view_for(state, viewer)
        assert view.cards[1 - viewer] is None and view.cards[viewer] == state.cards[viewer]
        for shown, d in zip(view.discard, state.discard, strict=True):
            card = d.card if d.revealed or d.owner == viewer else None
            assert (shown.owner, shown.card, shown.revealed) == (d.owner, card, d.revealed)
    if state.winner is not None:
        assert state.scores[state.winner] >= TARGET > state.scores[1 - state.winner]


def _random_game(seed: int, options: Options) -> tuple[Setup, list[tuple[int, object]]]:
    setup = Setup(("Rot", "Blau"), options)
    state = GAME.new_game(setup, seed)
    rng = random.Random(seed)
    played = []
    while GAME.result(state) is None:
        player = state.to_move
        action = rng.choice(GAME.legal_actions(state, player))
        outcome = GAME.apply(state, player, action)
        for event in outcome.events:
            if isinstance(event, CardDrawn):
                assert event.seen_by == frozenset({event.player})
        _check(outcome.state, state)
        state = outcome.state
        played.append((player, action))
    assert state.winner is not None
    return setup, played


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_random_games_keep_the_invariants_and_replay(seed: int, options: Options) -> None:
    setup, played = _random_game(seed, options)
    sessions = []
    for _ in range(2):
        session = Session(GAME.id, GAME, setup, seed, [Seat(), Seat()])
        for player, action in played:
            session.act(player, action)
        sessions.append(session)
    first, second = sessions
    assert all(first.state_at(i) == second.state_at(i) for i in range(len(played) + 1))
    assert first.result == second.result and first.result is not None
    assert first.events_for(ALL_SEEING) == second.events_for(ALL_SEEING)


@pytest.mark.parametrize(
    ("levels", "options", "seed"),
    [
        (["easy"], {}, 1),
        (["easy"], {"visor_only": True}, 2),
        (["strong"], {}, 3),
        (["strong", "easy"], {"visor_only": True}, 4),
        (["easy", "strong"], {"visor_only": True, "first": "blue"}, 5),
    ],
)
def test_computer_games_finish(levels: list[str], options: Options, seed: int) -> None:
    played = autoplay.play("geheime-mission", seed, options=options, levels=levels)
    winner = min(played.result.winners)
    scores = played.result.scores
    assert scores is not None and scores[winner] >= TARGET
    if len(levels) == 2 and levels.count("strong") == 1:  # one strong seat against easy
        assert levels[winner] == "strong"
