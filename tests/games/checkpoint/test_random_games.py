"""Random complete games with invariants checked after every action."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core import autoplay
from spielesammlung.core.protocol import ALL_SEEING, Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.checkpoint.components import AGENT_CARD, CATS
from spielesammlung.games.checkpoint.deduce import (
    chief_candidates,
    facts_from_view,
    possible_clues,
    scoring_candidates,
)
from spielesammlung.games.checkpoint.rules import GAME, CluesRevealed
from spielesammlung.games.checkpoint.state import Accuse, Phase, State

OPTIONS = st.fixed_dictionaries({"stasi": st.booleans(), "cafe_adler": st.booleans()})


def check_invariants(state: State) -> None:
    n = state.players
    cards = list(state.deck) + [c for row in state.rows + state.discards for c in row]
    assert sorted(c for c in cards if c < AGENT_CARD) == list(range(CATS))
    agents = [c - AGENT_CARD for c in state.deck if c >= AGENT_CARD] + list(state.agents_out)
    assert sorted(agents) == list(range(n, 5))
    chips = list(state.supply) + [h.chip for holding in state.holdings for h in holding]
    if state.stasi_drawer is not None:
        chips.append(next(i for i, c in enumerate(state.chips) if c.stasi))
    assert sorted(chips) == list(range(len(state.chips))) and len(chips) == 25
    assert len(state.bag) + len(state.open_tiles) == 5 - n or state.revealed
    check_views(state)


def check_views(state: State) -> None:
    n = state.players
    over = state.phase is Phase.OVER
    for viewer in [None, *range(n)]:
        view = GAME.view_for(state, viewer)
        for p, player in enumerate(view.players):
            if p == viewer or over:
                continue
            public = state.revealed or (state.stasi_holder == p and state.sides[p] is not None)
            if not public:
                assert player.tile is None and player.side is None
            for held, chip in zip(state.holdings[p], player.chips, strict=True):
                assert (chip.value is None) == (not held.open)
            assert player.score is None
        if viewer is not None and not state.revealed and state.phase is not Phase.CLUES:
            facts = facts_from_view(view)
            possible = possible_clues(facts)
            assert all(state.clue(p) in possible[p] for p in range(n))
    full = GAME.view_for(state, ALL_SEEING)
    assert all(p.tile is not None for p in full.players)


def random_game(seed: int, players: int, options: dict[str, bool]) -> Session:
    """Random legal actions, also out of turn; a patient game rarely accuses out of turn."""
    rng = random.Random(seed)
    patience = rng.choice([0.0, 0.9, 0.99])
    session = Session(
        GAME.id, GAME, Setup(tuple("abcde"[:players]), options), seed, [Seat()] * players
    )
    check_invariants(session.state)
    while session.result is None:
        to_act = GAME.to_act(session.state)
        choices = [
            (p, a)
            for p in sorted(to_act.players | to_act.anyone)
            for a in GAME.legal_actions(session.state, p)
        ]
        if rng.random() < patience:
            choices = [c for c in choices if not isinstance(c[1], Accuse)] or choices
        player, action = rng.choice(choices)
        outcome = session.act(player, action)
        for event in outcome.events:
            assert event.seen_by is None or len(event.seen_by) == 1
        check_invariants(session.state)
    return session


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4, 5]), OPTIONS)
def test_random_actions(seed: int, players: int, options: dict[str, bool]) -> None:
    session = random_game(seed, players, options)
    result = session.result
    assert result is not None and result.winners
    check_replay(session)


def check_replay(session: Session) -> None:
    again = Session(session.game_id, GAME, session.setup, session.seed, session.seats)
    for entry in session.played:
        again.act(entry.player, GAME.codec.decode(GAME.codec.encode(entry.action)))
    assert again.state == session.state
    assert again.result == session.result


def check_bot_accusations(session: Session, levels: list[str]) -> None:
    """Medium and strong never accuse a cat that public facts and their own clue rule out."""
    for index, entry in enumerate(session.played):
        before = session.state_at(index)
        for event in entry.outcome.events:
            if isinstance(event, CluesRevealed):  # the chief was never ruled out
                for viewer in [None, *range(before.players)]:
                    facts = facts_from_view(GAME.view_for(before, viewer))
                    assert event.summary.chief in chief_candidates(facts)
        if levels[entry.player] == "easy" or not isinstance(entry.action, Accuse):
            continue
        view = GAME.view_for(before, entry.player)
        candidates = scoring_candidates(facts_from_view(view))
        assert entry.action.cat in candidates or not candidates & set(view.accusable())


@settings(max_examples=25, deadline=None)
@given(
    st.integers(0, 2**32),
    st.sampled_from([3, 4, 5]),
    OPTIONS,
    st.lists(st.sampled_from(["easy", "medium", "strong"]), min_size=5, max_size=5),
)
def test_bot_games(seed: int, players: int, options: dict[str, bool], levels: list[str]) -> None:
    played = autoplay.play(GAME.id, seed, players, options, levels[:players])
    check_bot_accusations(played.session, levels)
    check_replay(played.session)
    check_invariants(played.session.state)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", [{}, {"stasi": True}, {"cafe_adler": True}])
def test_autoplay_finishes(players: int, options: dict[str, bool]) -> None:
    played = autoplay.play("checkpoint-charlie", 7, players=players, options=options)
    assert played.result.winners
    assert played.session.state.phase is Phase.OVER


def test_medium_beats_easy() -> None:
    """(The strong level's simulation is cut short in tests: bench/ measures its strength.)"""
    wins: Counter[str] = Counter()
    for seed in range(30):
        levels = ["medium", "easy", "easy"] if seed % 2 else ["easy", "easy", "medium"]
        result = autoplay.play(GAME.id, seed, 3, {}, levels).result
        wins.update(levels[p] for p in result.winners)
    assert wins["medium"] > wins["easy"]
