"""Fiese Fallen and the Fallenfutsch die."""

from __future__ import annotations

import pytest

from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DieRolled,
    DrawCard,
    Move,
    PlaceTrap,
    RollTrapDie,
    State,
    Trap,
)

from .util import (
    act,
    outcome,
    placed,
    sid,
    started,
    with_bazong,
    with_money,
    with_rng_giving,
    with_traps,
)

SNAKE, MAGNET, BOTTLE = 0, 1, 2  # die faces in Trap order


def bazong_out() -> State:
    """Four players, the Weiss Bazong carried by a Schwarz-Rot spy on field 12."""
    return with_bazong(placed(started(4), {sid(2, 0): 12}), 1, carrier=sid(2, 0))


def traps(s: State) -> list[PlaceTrap]:
    return [a for a in GAME.legal_actions(s, s.current) if isinstance(a, PlaceTrap)]


def test_no_trap_while_every_bazong_is_home() -> None:
    assert traps(started(4)) == []


def test_trap_costs_two_on_any_empty_field_outside_embassies() -> None:
    s = bazong_out()
    fields = {a.field for a in traps(s)}
    assert fields == set(range(20)) - {0, 5, 10, 15, 12}
    s = act(s, 0, PlaceTrap(Trap.SNAKE, 3))
    assert s.traps == ((Trap.SNAKE, 3),) and s.money[0] == 8 and s.box == 22
    assert traps(s) == []  # one trap per turn
    s = act(s, 0, Move(sid(0, 0)))
    assert {a.trap for a in traps(s)} == {Trap.MAGNET, Trap.BOTTLE}  # the snake is in use
    assert all(a.field != 3 for a in traps(s))


def test_no_trap_on_a_lying_bazong_or_without_money() -> None:
    s = with_bazong(started(4), 1, field=7)
    assert all(a.field != 7 for a in traps(s)) and traps(s)
    assert traps(with_money(s, (1, 10, 10, 10))) == []


def test_traps_only_before_the_move() -> None:
    s = act(bazong_out(), 0, DrawCard(1))
    assert traps(s) == []


def test_own_traps_block_too() -> None:
    s = act(placed(bazong_out(), {sid(0, 0): 2}), 0, PlaceTrap(Trap.BOTTLE, 3))
    assert Move(sid(0, 0)) not in GAME.legal_actions(s, 0)


@pytest.mark.parametrize(("rolls", "cost"), [(1, 1), (2, 3), (3, 5)])
def test_die_costs_are_paid_in_advance(rolls: int, cost: int) -> None:
    s = with_traps(bazong_out(), (Trap.SNAKE, 3))
    s = with_rng_giving(s, [SNAKE] * rolls)  # the snake beats only the magnet: no luck
    out = outcome(s, 0, RollTrapDie(Trap.SNAKE, rolls))
    assert out.state.money[0] == 10 - cost and out.state.box == 20 + cost
    assert len([e for e in out.events if isinstance(e, DieRolled)]) == rolls
    assert out.state.traps == ((Trap.SNAKE, 3),) and out.irreversible


def test_die_stops_when_the_target_is_gone_without_refund() -> None:
    s = with_traps(bazong_out(), (Trap.MAGNET, 3))
    s = with_rng_giving(s, [SNAKE])  # the snake eats the magnet at once
    out = outcome(s, 0, RollTrapDie(Trap.MAGNET, 3))
    assert out.state.traps == () and out.state.money[0] == 5
    assert len([e for e in out.events if isinstance(e, DieRolled)]) == 1


def test_die_removes_whatever_trap_its_symbol_beats() -> None:
    s = with_traps(bazong_out(), (Trap.SNAKE, 3), (Trap.MAGNET, 7), (Trap.BOTTLE, 9))
    s = with_rng_giving(s, [SNAKE, MAGNET, BOTTLE])
    out = outcome(s, 0, RollTrapDie(Trap.SNAKE, 3))
    # snake eats the magnet, magnet breaks the bottle, bottle poisons the snake (the target)
    assert out.state.traps == ()
    s = with_rng_giving(with_traps(bazong_out(), (Trap.SNAKE, 3), (Trap.BOTTLE, 9)), [MAGNET])
    s = act(s, 0, RollTrapDie(Trap.SNAKE, 1))
    assert s.traps == ((Trap.SNAKE, 3),)  # bad luck: the wrong trap went


def test_one_die_attempt_per_turn_then_the_normal_move() -> None:
    s = with_rng_giving(with_traps(bazong_out(), (Trap.SNAKE, 3)), [SNAKE])
    s = act(s, 0, RollTrapDie(Trap.SNAKE, 1))
    legal = GAME.legal_actions(s, 0)
    assert not any(isinstance(a, RollTrapDie) for a in legal)
    assert Move(sid(0, 0)) in legal and s.current == 0


def test_die_and_trap_in_the_same_turn() -> None:
    s = with_rng_giving(with_traps(bazong_out(), (Trap.SNAKE, 3)), [BOTTLE])
    s = act(s, 0, RollTrapDie(Trap.SNAKE, 1))
    assert s.traps == ()
    s = act(s, 0, PlaceTrap(Trap.SNAKE, 4))
    assert s.traps == ((Trap.SNAKE, 4),) and s.money[0] == 7


def test_die_needs_the_money() -> None:
    s = with_money(with_traps(bazong_out(), (Trap.SNAKE, 3)), (3, 10, 10, 10))
    dice = [a for a in GAME.legal_actions(s, 0) if isinstance(a, RollTrapDie)]
    assert dice == [RollTrapDie(Trap.SNAKE, 1), RollTrapDie(Trap.SNAKE, 2)]
