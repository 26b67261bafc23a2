"""Random complete games with invariants, replayed through a Session."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core import autoplay, saves
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.model import CHIPS, EMPTY, Defeated, Move, Moved, Resign, State
from spielesammlung.games.allianz.rules import GAME, MOVE_LIMIT


def check(before: State, after: State, events: tuple[object, ...]) -> None:
    assert not any(after.board[s] != EMPTY for s in B.ROCKS)
    assert after.pool >= 0 and after.pool + sum(a.chips for a in after.alliances) == CHIPS
    lost: Counter[int] = Counter()
    for event in events:
        if isinstance(event, Moved):
            lost.update(before.board[s] for s in event.captured)
        if isinstance(event, Defeated):
            lost[event.player] += len(event.removed)
    for seat in range(before.count):
        assert len(before.pieces(seat)) - len(after.pieces(seat)) == lost[seat]
        if not after.alive[seat]:
            assert not after.pieces(seat)
    for alliance in after.alliances:
        if alliance in before.alliances or alliance.members in [
            a.members for a in before.alliances
        ]:
            for p in alliance.members:
                zone = after.zone(alliance.other(p))
                inside_before = sum(before.board[s] == p for s in zone)
                assert sum(after.board[s] == p for s in zone) <= inside_before
    actor = after.actor()
    assert actor is None or after.alive[actor]


def random_game(count: int, pairing: str, seed: int) -> None:
    rng = random.Random(seed)
    setup = Setup(tuple(f"P{i}" for i in range(count)), {"pairing": pairing})
    state = GAME.new_game(setup, seed)
    log = []
    for _ in range(MOVE_LIMIT * 30):
        if GAME.result(state) is not None:
            break
        to_act = GAME.to_act(state)
        player = min(to_act.players)
        if to_act.anyone and rng.random() < 0.05:  # someone speaks out of turn
            player = rng.choice(sorted(to_act.anyone))
            assert not any(isinstance(a, Move) for a in GAME.legal_actions(state, player))
        legal = GAME.legal_actions(state, player)
        assert legal
        talk = [a for a in legal if not isinstance(a, Move | Resign)]
        if talk and (rng.random() < 0.15 or player not in to_act.players):
            action = rng.choice(talk)
        else:
            action = rng.choice([a for a in legal if isinstance(a, Move)] or legal)
        outcome = GAME.apply(state, player, action)
        check(state, outcome.state, outcome.events)
        log.append((player, action))
        state = outcome.state
    assert GAME.result(state) is not None
    session = Session("allianz", GAME, setup, seed, [Seat()] * count)
    for player, action in log:
        session.act(player, GAME.codec.decode(GAME.codec.encode(action)))
    assert session.state == state


@settings(max_examples=6, deadline=None)
@given(
    count=st.sampled_from([2, 3, 4]),
    pairing=st.sampled_from(["horizontal", "vertical", "diagonal"]),
    seed=st.integers(0, 2**32),
)
def test_random_games_keep_the_invariants_and_replay(count: int, pairing: str, seed: int) -> None:
    random_game(count, pairing, seed)


def test_computer_games_finish_for_two_three_and_four_players() -> None:
    for count, level in ((2, "medium"), (3, "easy"), (4, "easy")):
        played = autoplay.play("allianz", 7, players=count, levels=[level])
        assert played.result == GAME.result(played.session.state)
        loaded = saves.loads(saves.dumps(played.session))
        assert loaded.state == played.session.state
