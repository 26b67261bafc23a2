"""Rare corners: Fröhn in the middle of things, a second Bazong, wins by a duel."""

from __future__ import annotations

import random

import pytest

from spielesammlung.core.protocol import Setup
from spielesammlung.games.spion import BOTS, GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    GONE,
    PILE,
    Accuse,
    Card,
    CardVoid,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Phase,
    State,
    WriteEnvelope,
    ZoffCard,
)

from .util import (
    act,
    numbered,
    outcome,
    placed,
    sid,
    started,
    with_bazong,
    with_pile,
    zoff,
)

NUMBERS = {sid(c, r): r + 1 for c in range(4) for r in range(3)}  # rank 1 carries number 2


def game() -> State:
    return numbered(started(4, envelopes=(2, 2, 2, 2)), NUMBERS)


def card_on_top(s: State, side: int, card: Card) -> State:
    rest = list(PILE)
    rest.remove(card)
    return with_pile(s, side, (card, *rest))


def test_only_two_or_four_players() -> None:
    with pytest.raises(ValueError):
        GAME.new_game(Setup(("a", "b", "c")), 1)


def test_a_written_envelope_is_final() -> None:
    s = act(GAME.new_game(Setup(("a", "b")), 1), 0, WriteEnvelope(2))
    assert GAME.legal_actions(s, 0) == [] and GAME.to_act(s).players == {1}


def test_reserve_goes_to_the_dungeon_rather_than_a_third_spy_at_home() -> None:
    s = with_bazong(placed(game(), {sid(1, 1): 1}, current=1), 2, carrier=sid(1, 1))
    s = act(s, 1, Move(sid(1, 1)))  # the Weiss traitor attacks the Schwarz embassy
    assert s.phase == Phase.ORDER
    s = act(s, 0, Accuse(sid(1, 1)))
    assert s.spies[sid(0, 3)].where == DUNGEON and s.current == 2
    assert s.bazongs[2].home


def test_second_catch_without_a_reserve_leaves_the_bazong_on_the_field() -> None:
    s = act(game(), 0, Accuse(sid(1, 1)))  # Schwarz's reserve comes into play
    s = act(s, 2, Accuse(sid(3, 0)))  # Schwarz-Rot is wrong: his envelope passes to Schwarz
    s = with_bazong(placed(s, {sid(3, 1): 13}), 2, carrier=sid(3, 1))
    s = act(s, 0, Accuse(sid(3, 1)))
    assert s.spies[sid(3, 1)].where == GONE and s.bazongs[2].field == 13
    assert s.spies[sid(0, 3)].where == 5  # took the first traitor's place


def test_dropped_bazong_in_its_own_embassy_is_home() -> None:
    s = placed(game(), {sid(0, 0): 4, sid(1, 0): DUNGEON, sid(1, 1): DUNGEON})
    s = act(with_bazong(s, 3, carrier=sid(0, 0)), 0, Move(sid(0, 0)))
    assert s.phase == Phase.BAZONG
    s = act(s, 0, KeepBazong(3))
    assert s.bazongs[1].home and s.bazongs[3].carrier == sid(0, 0) and s.money[0] == 15


def test_defender_winning_an_enemy_bazong_in_a_team_embassy_wins() -> None:
    # a Schwarz spy carries his own (rescued) Bazong into the Weiss embassy and loses there
    s = placed(game(), {sid(0, 0): 4, sid(1, 1): DUNGEON})
    s = zoff(act(with_bazong(s, 0, carrier=sid(0, 0)), 0, Move(sid(0, 0))), ZoffCard.A, ZoffCard.A)
    result = GAME.result(s)
    assert result is not None and result.winners == {1, 3} and s.end_reason == "bazong"


def test_grey_target_caught_as_traitor_ends_the_grey_attack() -> None:
    s = act(card_on_top(placed(game(), {sid(1, 1): 3}), 0, Card.LECHZ), 0, DrawCard(1))
    s = act(act(s, 0, GreySpy(None, sid(1, 1))), 0, Accuse(sid(1, 1)))
    assert s.duel is None and s.current == 1 and s.spies[sid(0, 3)].where == 3


def test_move_card_with_no_spy_left_to_move_is_void() -> None:
    s = placed(game(), {sid(1, 0): DUNGEON, sid(1, 2): DUNGEON, sid(1, 1): 3}, current=1)
    s = act(card_on_top(s, 1, Card.FAHR), 1, DrawCard(1))
    assert s.phase == Phase.CARD_MOVE
    out = outcome(s, 0, Accuse(sid(1, 1)))
    assert any(isinstance(e, CardVoid) for e in out.events) and out.state.current == 2


def test_bazong_choice_dropped_when_the_chooser_leaves() -> None:
    s = placed(game(), {sid(0, 0): 12})
    s = act(with_bazong(with_bazong(s, 3, carrier=sid(0, 0)), 1, field=13), 0, Move(sid(0, 0)))
    assert s.phase == Phase.BAZONG
    s = act(s, 0, Accuse(sid(1, 0)))  # wrong: Schwarz leaves, the Bazongs go home
    assert s.bazongs[1].home and s.bazongs[3].home and s.current == 1
    assert s.phase == Phase.MAIN


def test_bot_accuses_on_its_own_turn_too() -> None:
    s = placed(game(), {sid(1, 1): 7})  # the traitor stands on an Alfred field
    legal = GAME.legal_actions(s, 0)
    assert BOTS["easy"]().choose(GAME.view_for(s, 0), 0, legal, random.Random(0)) == (
        Accuse(sid(1, 1))
    )
