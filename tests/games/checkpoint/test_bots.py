"""The computer players: three levels, legal choices, and decisions on their own view only."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spielesammlung.core import autoplay
from spielesammlung.games.checkpoint import BOTS
from spielesammlung.games.checkpoint.components import CATS
from spielesammlung.games.checkpoint.rules import GAME
from spielesammlung.games.checkpoint.search import StrongBot
from spielesammlung.games.checkpoint.state import Accuse, ChooseSide, Draw, Phase, State

from .helpers import act, new, suspicion


def test_three_levels_in_order() -> None:
    assert list(BOTS) == ["easy", "medium", "strong"]


@pytest.mark.parametrize("options", [{}, {"stasi": True}, {"cafe_adler": True}])
def test_every_level_plays_legal_actions_to_the_end(options: dict[str, bool]) -> None:
    # autoplay checks every action against the legal ones (the session raises otherwise)
    played = autoplay.play(GAME.id, 11, 4, options, ["strong", "medium", "easy", "medium"])
    assert played.result.winners


def mid_round(seed: int = 5) -> State:
    """Four players, six cats drawn: every seat has seen some of the round."""
    state = new(4, seed)
    for p in range(4):
        state = act(state, p, ChooseSide(p % 2))
    for _ in range(6):
        state = act(state, state.turn, Draw())
    assert state.phase is Phase.SUSPICION
    return state


def hidden_swapped(state: State, viewer: int) -> State:
    """The same state for `viewer`, with everything `viewer` cannot see changed: the order of
    the deck and of the bag, and the clue of another player whose row and discards allow it."""
    deck = tuple(reversed(state.deck))
    changed = replace(state, deck=deck, bag=tuple(reversed(state.bag)))
    for p in range(state.players):
        if p == viewer:
            continue
        for tile in (*state.bag, state.tiles[p]):
            for side in (0, 1):
                if (tile, side) == state.clue(p):
                    continue
                fits = all((cat >> tile) & 1 == side for cat in state.rows[p]) and not any(
                    (cat >> tile) & 1 == side for cat in state.discards[p]
                )
                if not fits:
                    continue
                bag = tuple(t for t in state.bag if t != tile)
                if tile != state.tiles[p]:
                    bag = (*bag, state.tiles[p])
                tiles = tuple(tile if q == p else t for q, t in enumerate(state.tiles))
                sides = tuple(side if q == p else s for q, s in enumerate(state.sides))
                return replace(changed, tiles=tiles, sides=sides, bag=bag)
    return changed


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_a_decision_does_not_change_when_hidden_values_do(level: str) -> None:
    state = mid_round()
    for viewer in range(state.players):
        other = hidden_swapped(state, viewer)
        assert other != state
        assert GAME.view_for(other, viewer) == GAME.view_for(state, viewer)
        decisions = []
        for s in (state, other):
            legal = GAME.legal_actions(s, viewer)
            bot = BOTS[level]()
            view = GAME.view_for(s, viewer)
            decisions.append(
                (
                    bot.interject(view, viewer, legal, random.Random(1)),
                    BOTS[level]().choose(view, viewer, legal, random.Random(2)),
                )
            )
        assert decisions[0] == decisions[1]


def test_the_strong_player_accuses_a_certain_chief_at_once() -> None:
    # the open tiles and the rows leave one chief, cat 0 (side 0 everywhere): player 0 holds
    # the one free tile that cats 0 and 4 share, player 2 then tile 2 with cat 1's side
    state = suspicion(
        new(3),
        [(0, 0), (1, 0), (2, 0)],
        deck=tuple(c for c in range(CATS) if c not in (0, 1, 4)),
        open_tiles=((3, 0), (4, 0)),
        agents_out=(3, 4),
        rows=((0, 4), (), (1,)),
    )
    legal = GAME.legal_actions(state, 1)
    bot = StrongBot()
    view = GAME.view_for(state, 1)
    assert bot.interject(view, 1, legal, random.Random(0)) == Accuse(0)


def test_the_strong_player_waits_when_nothing_is_known() -> None:
    state = suspicion(new(4), [(0, 0), (1, 1), (2, 0), (3, 1)], deck=tuple(range(1, CATS)))
    state = replace(state, rows=((0,), (), (), ()))
    legal = GAME.legal_actions(state, 2)
    assert StrongBot().interject(GAME.view_for(state, 2), 2, legal, random.Random(0)) is None
