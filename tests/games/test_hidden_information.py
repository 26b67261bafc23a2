"""Nothing a seat may not know reaches its view, the public view, its legal actions or the
public events (what the move log describes), in random games of every game with secrets.

Sound by construction, without comparing numbers in texts: for each seat (and the public) at
every step, states that differ from the real one only in that viewer's unknowns (`hidden.py`
makes them from the rules: another order of face-down cards, other numbers on spies the seat
never saw, other face-down chips and clue tiles) must give exactly the same view and the same
legal actions; so must the legal actions of a decision taken on the public screen (one that is
not `private_decision`). Public events must not fill in their secret fields (a Zoff card, a
peeked number, a clue tile, a drawn mission).
"""

from __future__ import annotations

import random

import pytest

from spielesammlung.core.seats import Seat

from .hidden import SETUPS, Secretive, leaked_fields, random_actions

SEEDS = (1, 2, 3)
VARIANTS = 2  # other states per viewer and step
LIMIT = 400  # actions per game (Spion & Spion can run long)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.id)
def test_views_and_events_keep_every_secret(setup: Secretive, seed: int) -> None:
    session = setup.session(seed, [Seat()] * setup.players)
    game = session.game
    rng = random.Random(seed)
    viewers: list[int | None] = [None, *range(setup.players)]
    changed = steps = 0
    for _player, outcome in random_actions(session, rng, LIMIT):
        steps += 1
        assert leaked_fields(setup, outcome.events) == []
        state = session.state
        for viewer in viewers:
            view = game.view_for(state, viewer)
            legal = list(game.legal_actions(state, viewer)) if viewer is not None else None
            for _ in range(VARIANTS):
                other = setup.variant(state, viewer, rng)
                changed += other != state
                assert game.view_for(other, viewer) == view, (steps, viewer)
                if viewer is not None:
                    assert list(game.legal_actions(other, viewer)) == legal, (steps, viewer)
                assert game.to_act(other) == game.to_act(state)
        # A decision not private is taken on the public screen, its legal actions on show.
        to_act = game.to_act(state)
        for player in sorted(to_act.players | to_act.anyone):
            if not game.private_decision(state, player):
                legal = list(game.legal_actions(state, player))
                for _ in range(VARIANTS):
                    other = setup.variant(state, None, rng)
                    assert list(game.legal_actions(other, player)) == legal, (steps, player)
    assert steps > 10
    assert changed > steps  # the variants really hid something most of the time
