"""Zoff: secret picks, who wins, what the loser pays and shows, chains of defenders."""

from __future__ import annotations

from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    GONE,
    BuyFree,
    ChooseDefender,
    Eliminated,
    Move,
    Phase,
    State,
    ZoffCard,
    ZoffPick,
    ZoffPicked,
)

from .util import act, check_secrets, outcome, placed, sid, started, with_money, zoff

A, B, C = ZoffCard.A, ZoffCard.B, ZoffCard.C


def duel_2p() -> State:
    """Black's spy steps onto a white spy: a Zoff is pending."""
    s = placed(started(2), {sid(0, 0): 2, sid(1, 0): 3})
    return act(s, 0, Move(sid(0, 0)))


def test_landing_on_an_enemy_starts_a_zoff_attacker_picks_first() -> None:
    s = duel_2p()
    assert s.phase == Phase.DUEL and s.duel is not None
    assert (s.duel.attacker, s.duel.defender) == (sid(0, 0), sid(1, 0))
    assert GAME.to_act(s).players == {0}
    assert GAME.private_decision(s, 0)
    out = outcome(s, 0, ZoffPick(B))
    s = out.state
    assert not out.irreversible
    assert GAME.to_act(s).players == {1} and GAME.private_decision(s, 1)
    assert GAME.view_for(s, 0).duel.attack == B
    assert GAME.view_for(s, 1).duel.attack is None and GAME.view_for(s, 1).duel.attack_picked
    assert GAME.view_for(s, None).duel.attack is None
    assert GAME.view_for(s, ALL_SEEING).duel.attack == B
    assert [e.card for e in out.events if isinstance(e, ZoffPicked) and e.visible_to(1)] == [None]
    check_secrets(s)
    out = outcome(s, 1, ZoffPick(C))
    assert out.irreversible  # both cards are revealed together


def test_equal_cards_win_for_the_defender() -> None:
    s = zoff(duel_2p(), A, A)
    loser = s.spies[sid(0, 0)]
    assert loser.where == DUNGEON and loser.exposed
    assert s.money == (9, 11) and s.current == 1
    assert s.last_zoff is not None and not s.last_zoff.attacker_won
    for viewer in (None, 1):
        assert GAME.view_for(s, viewer).spies[sid(0, 0)].number == loser.number
    assert all(sid(0, 0) in k for k in s.known)


def test_different_cards_win_for_the_attacker_who_moves_again() -> None:
    s = zoff(duel_2p(), A, C)
    assert s.spies[sid(1, 0)].where == DUNGEON and s.spies[sid(1, 0)].exposed
    assert s.spies[sid(0, 0)].where == 3
    assert s.money == (11, 9)
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre
    assert GAME.view_for(s, 0).spies[sid(1, 0)].number == s.spies[sid(1, 0)].number


def test_bought_free_spy_is_no_longer_shown_but_remembered() -> None:
    s = zoff(duel_2p(), A, C)
    s = act(s, 0, Move(sid(0, 1)))
    s = act(s, 1, BuyFree(sid(1, 0)))
    spy = GAME.view_for(s, 0).spies[sid(1, 0)]
    assert spy.number is None and spy.remembered == s.spies[sid(1, 0)].number
    assert GAME.view_for(s, None).spies[sid(1, 0)].number is None


def test_chain_of_defenders_in_the_attackers_order() -> None:
    s = placed(started(4), {sid(0, 0): 3, sid(1, 0): 4, sid(3, 0): 4, sid(2, 0): 4})
    s = act(s, 0, Move(sid(0, 0)))
    # the Schwarz-Rot friend on the field does not fight; two enemies do
    assert s.phase == Phase.ORDER and GAME.to_act(s).players == {0}
    assert set(GAME.legal_actions(s, 0)) >= {ChooseDefender(sid(1, 0)), ChooseDefender(sid(3, 0))}
    s = act(s, 0, ChooseDefender(sid(3, 0)))
    assert s.duel is not None and s.duel.defender == sid(3, 0)
    s = zoff(s, A, B)
    assert s.phase == Phase.DUEL and s.duel is not None and s.duel.defender == sid(1, 0)
    s = zoff(s, A, C)
    assert s.spies[sid(1, 0)].where == DUNGEON and s.spies[sid(3, 0)].where == DUNGEON
    assert s.money == (12, 9, 10, 9)
    assert s.phase == Phase.MAIN and s.current == 0  # fought the field empty: move again


def test_chain_ends_when_the_attacker_loses() -> None:
    s = placed(started(4), {sid(0, 0): 3, sid(1, 0): 4, sid(3, 0): 4})
    s = act(act(s, 0, Move(sid(0, 0))), 0, ChooseDefender(sid(1, 0)))
    s = zoff(s, B, B)
    assert s.spies[sid(0, 0)].where == DUNGEON and s.spies[sid(3, 0)].where == 4
    assert s.money == (9, 11, 10, 10) and s.current == 1 and s.duel is None


def test_zoff_in_an_embassy() -> None:
    s = placed(started(2), {sid(0, 0): 4})
    s = act(s, 0, Move(sid(0, 0)))  # into the white embassy with two white defenders
    assert s.phase == Phase.ORDER


def test_returning_home_to_an_occupied_embassy_fights() -> None:
    s = placed(started(2), {sid(0, 0): 9, sid(0, 1): 3, sid(1, 0): 0})
    s = act(s, 0, Move(sid(0, 0)))
    assert s.phase == Phase.DUEL and s.duel is not None and s.duel.defender == sid(1, 0)


def test_bought_free_spy_attacks_an_enemy_in_the_embassy_without_extra_move() -> None:
    s = placed(started(2), {sid(0, 0): 3, sid(0, 1): 4, sid(1, 0): 0})
    s = act(s, 0, BuyFree(sid(0, 2)))
    assert s.phase == Phase.DUEL and s.duel is not None and s.duel.attacker == sid(0, 2)
    s = zoff(s, A, B)
    assert s.spies[sid(1, 0)].where == DUNGEON
    assert s.phase == Phase.MAIN and s.current == 0 and s.pre  # the turn's move is still to come
    lost = zoff(act(placed(s, {sid(1, 0): 0, sid(0, 2): DUNGEON}), 0, BuyFree(sid(0, 2))), A, A)
    assert lost.spies[sid(0, 2)].where == DUNGEON and lost.current == 0 and lost.pre


def test_loser_without_money_pays_what_he_has_and_leaves() -> None:
    s = with_money(placed(started(4), {sid(0, 0): 3, sid(1, 0): 4}), (0, 10, 10, 10))
    s = act(s, 0, Move(sid(0, 0)))
    out = outcome(act(s, 0, ZoffPick(A)), 1, ZoffPick(A))
    s = out.state
    assert any(isinstance(e, Eliminated) and e.player == 0 for e in out.events)
    assert not s.active[0] and all(sp.where == GONE for sp in s.spies if sp.colour == 0)
    assert s.money == (0, 10, 10, 10) and s.box == 30
    assert s.current == 1 and GAME.result(s) is None  # Schwarz-Rot plays on
    check_secrets(s)


def test_debt_eliminating_the_last_of_a_team_ends_the_game() -> None:
    s = with_money(placed(started(2), {sid(0, 0): 3, sid(1, 0): 4}), (0, 10))
    s = zoff(act(s, 0, Move(sid(0, 0))), C, C)
    result = GAME.result(s)
    assert result is not None and result.winners == {1}
    assert s.end_reason == "eliminated"
