"""The Bazong: taking it, carrying it, losing it, bringing it home (and winning)."""

from __future__ import annotations

from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    PILE,
    Accuse,
    Card,
    DrawCard,
    KeepBazong,
    Move,
    Phase,
    State,
)

from .util import ZoffCard as Z
from .util import act, placed, sid, started, with_bazong, with_money, with_pile, zoff


def empty_white_embassy(s: State) -> State:
    return placed(s, {sid(1, 0): DUNGEON, sid(1, 1): DUNGEON})


def card_on_top(s: State, side: int, card: Card) -> State:
    rest = list(PILE)
    rest.remove(card)
    return with_pile(s, side, (card, *rest))


def test_entering_an_empty_enemy_embassy_takes_the_bazong() -> None:
    s = empty_white_embassy(placed(started(4), {sid(0, 0): 4}))
    s = act(s, 0, Move(sid(0, 0)))
    assert s.bazongs[1].carrier == sid(0, 0)
    assert s.money[0] == 15 and s.box == 15
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre  # move again


def test_passing_an_enemy_embassy_takes_nothing() -> None:
    s = empty_white_embassy(placed(started(4), {sid(0, 0): 4}))
    s = act(act(card_on_top(s, 0, Card.FAHR), 0, DrawCard(1)), 0, Move(sid(0, 0)))
    assert s.spies[sid(0, 0)].where == 6 and s.bazongs[1].home and s.money[0] == 10


def test_beating_every_defender_takes_the_bazong_with_one_extra_move() -> None:
    s = placed(started(2), {sid(0, 0): 4, sid(1, 1): DUNGEON})
    s = zoff(act(s, 0, Move(sid(0, 0))), Z.A, Z.B)
    assert s.bazongs[1].carrier == sid(0, 0)
    assert s.money == (16, 9) and s.box == 35
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre
    s = act(s, 0, Move(sid(0, 0)))
    assert s.current == 1  # only one extra move


def test_no_premium_when_the_bazong_is_gone() -> None:
    s = empty_white_embassy(placed(started(4), {sid(0, 0): 4, sid(2, 0): 12}))
    s = with_bazong(s, 1, carrier=sid(2, 0))
    s = act(s, 0, Move(sid(0, 0)))
    assert s.money[0] == 10 and s.current == 1


def test_carrier_losing_a_zoff_loses_the_bazong_to_the_winner() -> None:
    s = placed(started(4), {sid(0, 0): 6, sid(1, 0): 7})
    s = with_bazong(s, 1, carrier=sid(0, 0))
    s = act(s, 0, Move(sid(0, 1)))  # Schwarz passes
    s = zoff(act(s, 1, Move(sid(1, 0))), Z.A, Z.C)  # Weiss attacks the carrier and wins
    assert s.bazongs[1].carrier == sid(1, 0)
    # the winner carries it on; back in its own embassy it is home again
    s = act(s, 1, Move(sid(1, 0)))
    assert s.spies[sid(1, 0)].where == 5 and s.bazongs[1].home


def test_attacking_carrier_who_loses_hands_the_bazong_to_the_defender() -> None:
    s = placed(started(2), {sid(0, 0): 6, sid(1, 0): 7})
    s = with_bazong(s, 1, carrier=sid(0, 0))
    s = zoff(act(s, 0, Move(sid(0, 0))), Z.B, Z.B)
    assert s.bazongs[1].carrier == sid(1, 0) and s.spies[sid(0, 0)].where == DUNGEON


def test_one_bazong_per_spy() -> None:
    # a Schwarz spy carrying the Weiss-Blau Bazong finds the Weiss one lying on a field
    s = placed(started(4), {sid(0, 0): 12})
    s = with_bazong(with_bazong(s, 3, carrier=sid(0, 0)), 1, field=13)
    s = act(s, 0, Move(sid(0, 0)))
    assert s.phase == Phase.BAZONG and GAME.to_act(s).players == {0}
    own = [a for a in GAME.legal_actions(s, 0) if not isinstance(a, Accuse)]
    assert own == [KeepBazong(1), KeepBazong(3)]
    s = act(s, 0, KeepBazong(1))
    assert s.bazongs[1].carrier == sid(0, 0) and s.bazongs[3].field == 13
    assert s.current == 1


def test_friend_picks_up_a_lying_bazong_and_takes_it_home() -> None:
    s = with_bazong(placed(started(2), {sid(1, 0): 3}), 1, field=2)
    s = act(s, 0, Move(sid(0, 0)))
    s = act(s, 1, Move(sid(1, 0)))
    assert s.bazongs[1].carrier == sid(1, 0)


def test_carrier_leaving_the_game_sends_the_bazong_home() -> None:
    s = placed(started(4), {sid(0, 0): 6, sid(1, 0): 7, sid(0, 1): 12})
    s = with_bazong(with_money(s, (0, 10, 10, 10)), 3, carrier=sid(0, 1))
    s = zoff(act(s, 0, Move(sid(0, 0))), Z.A, Z.A)  # lost, cannot pay: Schwarz leaves
    assert not s.active[0] and s.bazongs[3].home


def test_win_4p_bazong_into_the_partners_embassy() -> None:
    s = with_bazong(placed(started(4), {sid(0, 0): 9}), 1, carrier=sid(0, 0))
    s = act(s, 0, Move(sid(0, 0)))
    result = GAME.result(s)
    assert result is not None and result.winners == {0, 2} and s.end_reason == "bazong"
    assert GAME.to_act(s).players == set() and GAME.legal_actions(s, 1) == []


def test_win_by_passing_through_a_team_embassy() -> None:
    s = with_bazong(placed(started(4), {sid(0, 0): 9}), 1, carrier=sid(0, 0))
    s = act(card_on_top(s, 0, Card.FLITZ), 0, DrawCard(1))
    s = act(s, 0, Move(sid(0, 0)))
    assert s.spies[sid(0, 0)].where == 10 and s.end_reason == "bazong"
    assert GAME.result(s) is not None and GAME.result(s).winners == {0, 2}


def test_win_4p_white() -> None:
    # Weiss-Blau took the Schwarz-Rot Bazong and walks on to the partner's (Weiss) embassy
    s = with_bazong(placed(started(4), {sid(3, 0): 6}, current=3), 2, carrier=sid(3, 0))
    s = act(s, 3, Move(sid(3, 0)))
    result = GAME.result(s)
    assert result is not None and result.winners == {1, 3}


def test_enemy_bazong_in_the_owners_embassy_is_no_win() -> None:
    s = placed(started(4), {sid(3, 0): 11, sid(2, 0): DUNGEON, sid(2, 1): DUNGEON}, current=3)
    s = act(with_bazong(s, 0, carrier=sid(3, 0)), 3, Move(sid(3, 0)))
    assert s.spies[sid(3, 0)].where == 10 and GAME.result(s) is None


def test_carrier_may_enter_a_full_own_embassy_to_win() -> None:
    s = with_bazong(placed(started(2), {sid(0, 2): 9}), 1, carrier=sid(0, 2))
    s = act(s, 0, Move(sid(0, 2)))  # two Schwarz spies are at home already
    assert GAME.result(s) is not None and GAME.result(s).winners == {0}


def test_win_2p_both_sides() -> None:
    s = with_bazong(placed(started(2), {sid(0, 0): 9}), 1, carrier=sid(0, 0))
    s = act(s, 0, Move(sid(0, 0)))
    assert GAME.result(s) is not None and GAME.result(s).winners == {0}
    s = with_bazong(placed(started(2), {sid(1, 0): 6}), 0, carrier=sid(1, 0))
    s = act(act(s, 0, Move(sid(0, 1))), 1, Move(sid(1, 0)))
    assert GAME.result(s) is not None and GAME.result(s).winners == {1}
    assert s.end_reason == "bazong"
