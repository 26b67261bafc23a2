"""The grey spy (Lechz card): one trap away and one Zoff as attacker."""

from __future__ import annotations

from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    GREY,
    PILE,
    Accuse,
    Card,
    DrawCard,
    GreySpy,
    Move,
    Phase,
    State,
    Trap,
    ZoffCard,
)

from .util import act, check_secrets, placed, sid, started, with_bazong, with_pile, with_traps, zoff


def lechz(s: State, side: int = 0) -> State:
    rest = list(PILE)
    rest.remove(Card.LECHZ)
    return act(with_pile(s, side, (Card.LECHZ, *rest)), s.current, DrawCard(1))


def own(s: State) -> list[GreySpy]:
    return [a for a in GAME.legal_actions(s, s.current) if isinstance(a, GreySpy)]


def test_grey_targets_enemies_outside_embassies_and_any_trap() -> None:
    s = placed(started(4), {sid(1, 0): 3, sid(3, 0): 17, sid(2, 0): 12})
    s = lechz(with_traps(s, (Trap.SNAKE, 8), (Trap.BOTTLE, 1)))
    assert s.phase == Phase.LECHZ
    options = own(s)
    assert {a.target for a in options} == {sid(1, 0), sid(3, 0)}  # not friends, not embassies
    assert {a.trap for a in options} == {None, Trap.SNAKE, Trap.BOTTLE}


def test_grey_only_removes_a_trap_when_nobody_is_outside() -> None:
    s = lechz(with_traps(started(4), (Trap.SNAKE, 8)))
    assert own(s) == [GreySpy(None, None), GreySpy(Trap.SNAKE, None)]
    s = act(s, 0, GreySpy(Trap.SNAKE, None))
    assert s.traps == () and s.current == 1


def test_grey_wins_drawer_collects_and_moves_again() -> None:
    s = lechz(placed(started(4), {sid(1, 0): 3}))
    s = act(s, 0, GreySpy(None, sid(1, 0)))
    assert s.phase == Phase.DUEL and s.duel is not None and s.duel.attacker == GREY
    assert GAME.to_act(s).players == {0}  # the drawer picks the grey spy's card
    check_secrets(s)
    s = zoff(s, ZoffCard.A, ZoffCard.B)
    assert s.spies[sid(1, 0)].where == DUNGEON and s.spies[sid(1, 0)].exposed
    assert s.money == (11, 9, 10, 10)
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre


def test_grey_loses_drawer_pays_and_nobody_goes_to_the_dungeon() -> None:
    s = lechz(placed(started(4), {sid(1, 0): 3}))
    s = zoff(act(s, 0, GreySpy(None, sid(1, 0))), ZoffCard.C, ZoffCard.C)
    assert s.spies[sid(1, 0)].where == 3 and not s.spies[sid(1, 0)].exposed
    assert all(sp.where != DUNGEON or sp.rank == 2 for sp in s.spies if sp.colour == 0)
    assert s.money == (9, 11, 10, 10) and s.current == 1


def test_grey_removes_a_trap_and_fights_in_one_go() -> None:
    s = lechz(with_traps(placed(started(4), {sid(1, 0): 3}), (Trap.MAGNET, 2)))
    s = act(s, 0, GreySpy(Trap.MAGNET, sid(1, 0)))
    assert s.traps == () and s.phase == Phase.DUEL


def test_carrier_beaten_by_the_grey_spy_leaves_the_bazong_on_the_field() -> None:
    s = with_bazong(placed(started(2), {sid(1, 0): 3}), 0, carrier=sid(1, 0))
    s = zoff(act(lechz(s), 0, GreySpy(None, sid(1, 0))), ZoffCard.A, ZoffCard.B)
    assert s.bazongs[0].field == 3 and s.bazongs[0].carrier is None
    # whoever enters the field next has it: here a white spy (an enemy of that Bazong)
    s = act(s, 0, Move(sid(0, 0)))
    s = placed(s, {sid(1, 1): 4})
    s = act(s, 1, Move(sid(1, 1)))
    assert s.bazongs[0].carrier == sid(1, 1)


def test_lying_bazong_for_a_friend_too() -> None:
    s = with_bazong(placed(started(2), {sid(0, 0): 2}), 0, field=3)
    s = act(s, 0, Move(sid(0, 0)))
    assert s.bazongs[0].carrier == sid(0, 0)
    assert [a for a in GAME.legal_actions(s, 1) if not isinstance(a, Accuse)]
