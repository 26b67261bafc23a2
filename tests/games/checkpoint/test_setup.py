from collections import Counter

import pytest

from spielesammlung.core.protocol import IllegalAction, NotYourTurn, Setup
from spielesammlung.core.rng import Rng
from spielesammlung.games.checkpoint.components import (
    AGENT_CARD,
    AGENT_NAMES,
    CAT_NAMES,
    CATS,
    TRAITS,
    Colour,
    chip_set,
    traits_of,
)
from spielesammlung.games.checkpoint.rules import GAME, build_deck
from spielesammlung.games.checkpoint.state import ChooseSide, Draw, Phase

from .helpers import act, new


def test_cats_are_all_trait_combinations_with_names() -> None:
    assert len(CAT_NAMES) == CATS == 32 == len(set(CAT_NAMES))
    assert {"Fleming", "Boris", "Nils", "Lash"} <= set(CAT_NAMES)
    assert len({traits_of(cat) for cat in range(CATS)}) == 32
    assert len(TRAITS) == 5
    assert len(AGENT_NAMES) == 5
    assert {"John Britton", "Miss Lansbury", "Jimmy Laces", "Martin Colombini"} <= set(AGENT_NAMES)


def test_basic_chip_set() -> None:
    chips = chip_set(False, False)
    assert len(chips) == 25
    values = Counter((c.colour, c.value) for c in chips)
    assert values == {
        (Colour.GOLD, 3): 2,
        (Colour.GOLD, 4): 2,
        (Colour.GOLD, 5): 1,
        (Colour.WHITE, 1): 6,
        (Colour.WHITE, 2): 6,
        (Colour.BLACK, 0): 4,
        (Colour.BLACK, -1): 4,
    }
    assert not any(c.adler or c.stasi for c in chips)


def test_five_player_deck_is_the_32_cats() -> None:
    deck, _ = build_deck(5, Rng.seeded(1))
    assert sorted(deck) == list(range(32))


@pytest.mark.parametrize("players", [3, 4])
def test_unused_agent_cards_are_in_the_upper_half(players: int) -> None:
    unused = list(range(AGENT_CARD + players, AGENT_CARD + 5))
    positions: set[int] = set()
    for seed in range(40):
        deck, _ = build_deck(players, Rng.seeded(seed))
        assert sorted(deck) == list(range(32)) + unused
        top = 16 + len(unused)
        assert all(card < AGENT_CARD for card in deck[top:])
        positions |= {i for i, card in enumerate(deck) if card >= AGENT_CARD}
    assert max(positions) < 16 + len(unused)
    assert len(positions) > 8  # they are really shuffled in


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_player_draws_a_distinct_tile(players: int) -> None:
    state = new(players, seed=3)
    assert state.phase is Phase.CLUES and state.round == 1
    assert len(set(state.tiles)) == players
    assert sorted(state.tiles + state.bag) == list(range(5))
    assert state.sides == (None,) * players
    assert GAME.to_act(state).players == frozenset(range(players))
    assert all(GAME.private_decision(state, p) for p in range(players))


def test_wrong_player_count() -> None:
    with pytest.raises(ValueError):
        GAME.new_game(Setup(("a", "b")), 1)


def test_starting_player_comes_from_the_seed() -> None:
    starters = {new(4, seed).starter for seed in range(30)}
    assert starters == {0, 1, 2, 3}


def test_choosing_sides_is_secret_and_simultaneous() -> None:
    state = new(3)
    outcome = GAME.apply(state, 1, ChooseSide(1))
    assert outcome.state.sides == (None, 1, None)
    assert not outcome.irreversible
    secret = [e for e in outcome.events if e.seen_by is not None]
    assert secret and all(e.seen_by == frozenset({1}) for e in secret)
    with pytest.raises(IllegalAction):
        GAME.apply(outcome.state, 1, ChooseSide(0))
    state = act(act(outcome.state, 2, ChooseSide(0)), 0, ChooseSide(0))
    assert state.phase is Phase.SUSPICION
    assert GAME.to_act(state).players == frozenset({state.starter})
    with pytest.raises(NotYourTurn):
        GAME.apply(state, (state.starter + 1) % 3, Draw())
