"""The three computer levels of Spion & Spion: legal choices, their own view only."""

from __future__ import annotations

import dataclasses
import random

from spielesammlung.core import autoplay
from spielesammlung.games.spion import BOTS, GAME
from spielesammlung.games.spion.model import Accuse, Phase
from spielesammlung.games.spion.sample import determinise
from spielesammlung.games.spion.search import StrongBot
from spielesammlung.games.spion.tactics import evaluate

from .util import numbered, placed, sid, started, with_bazong


def test_the_three_levels() -> None:
    assert list(BOTS) == ["easy", "medium", "strong"]


def test_a_sampled_state_shows_its_seat_exactly_the_view_it_was_drawn_from() -> None:
    """Every hidden part is drawn, nothing the seat sees changes, and the seat's legal
    actions stay the same (so a search on sampled states plays real moves)."""
    for count in (2, 4):
        played = autoplay.play("spion-und-spion", 5, players=count, levels=["easy"])
        session = played.session
        for index in range(0, len(session.log) + 1, 7):
            state = session.state_at(index)
            for seat in range(count):
                view = GAME.view_for(state, seat)
                sample = determinise(view, random.Random(index))
                again = GAME.view_for(sample, seat)
                assert dataclasses.replace(again, traitor_name="") == dataclasses.replace(
                    view, traitor_name=""
                )
                if state.phase not in (Phase.ENVELOPES, Phase.OVER):
                    assert GAME.legal_actions(sample, seat) == GAME.legal_actions(state, seat)


def test_samples_vary_what_the_seat_cannot_know() -> None:
    state = started(2)
    view = GAME.view_for(state, 0)
    samples = [determinise(view, random.Random(seed)) for seed in range(20)]
    assert len({s.piles[1] for s in samples}) > 1  # the enemy's pass cards, never seen
    assert len({tuple(sp.number for sp in s.spies[4:7]) for s in samples}) > 1
    assert {tuple(sp.number for sp in s.spies[:3]) for s in samples} == {
        tuple(sp.number for sp in state.spies[:3])
    }


def test_every_level_finishes_games_of_both_sizes_choosing_legal_actions() -> None:
    for count in (2, 4):
        played = autoplay.play(
            "spion-und-spion", 8, players=count, levels=["strong", "medium", "easy", "strong"]
        )
        assert played.session.state.phase == Phase.OVER


def test_strong_reports_its_rollouts_and_takes_the_winning_step() -> None:
    """A spy with the enemy Bazong one step from home: the search walks it home."""
    s = with_bazong(placed(started(2), {sid(0, 0): 9}), 1, carrier=sid(0, 0))
    assert GAME.view_for(s, 0).spies[sid(0, 0)].where == 9  # the field before home
    bot = StrongBot(budget=0.05)
    legal = GAME.legal_actions(s, 0)
    choice = bot.choose(GAME.view_for(s, 0), 0, legal, random.Random(3))
    after = GAME.apply(s, 0, choice).state
    assert after.phase == Phase.OVER and after.winner == 0
    assert evaluate(after, 0) > 0


def test_all_levels_accuse_when_the_view_proves_it() -> None:
    s = numbered(started(2, envelopes=(3, 1)), {sid(1, 0): 3, sid(1, 1): 1, sid(1, 2): 2})
    s = placed(s, {}, known=(frozenset({sid(1, 1), sid(1, 2)}), frozenset()))
    legal = GAME.legal_actions(s, 0)
    for level in ("medium", "strong"):
        bot = BOTS[level]()
        assert bot.interject(GAME.view_for(s, 0), 0, legal, random.Random(0)) == Accuse(sid(1, 0))
