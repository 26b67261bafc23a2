"""Fröhn: accusing the traitor with the hot envelope, at any moment."""

from __future__ import annotations

from spielesammlung.core.protocol import Setup
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    GONE,
    Accuse,
    Accused,
    ChooseDefender,
    Eliminated,
    Move,
    Phase,
    State,
    ZoffCard,
    ZoffPick,
)

from .util import act, check_secrets, numbered, outcome, placed, sid, started, with_bazong, zoff

# Every colour's spies carry numbers 1, 2, 3 by rank; every envelope says 2: rank 1 is the traitor.
NUMBERS = {sid(c, r): r + 1 for c in range(4) for r in range(3)}


def game(count: int = 4) -> State:
    return numbered(
        started(count, envelopes=(2,) * count), {i: n for i, n in NUMBERS.items() if i < 4 * count}
    )


def test_anyone_may_accuse_at_any_moment_only_the_direct_enemy() -> None:
    s = game()
    assert GAME.to_act(s).anyone == {0, 1, 2, 3}
    accusations = [a for a in GAME.legal_actions(s, 2) if isinstance(a, Accuse)]
    assert accusations == [Accuse(sid(3, 0)), Accuse(sid(3, 1)), Accuse(sid(3, 2))]
    # also during someone else's duel
    s = act(placed(s, {sid(0, 0): 3, sid(1, 0): 4}), 0, Move(sid(0, 0)))
    assert s.phase == Phase.DUEL and GAME.to_act(s).anyone == {0, 1, 2, 3}
    assert Accuse(sid(3, 1)) in GAME.legal_actions(s, 2)


def test_correct_accusation_reserve_takes_the_traitors_place_and_bazong() -> None:
    s = with_bazong(placed(game(), {sid(1, 1): 3}), 0, carrier=sid(1, 1))
    out = outcome(s, 0, Accuse(sid(1, 1)))
    s = out.state
    assert out.irreversible
    assert [e.correct for e in out.events if isinstance(e, Accused)] == [True]
    assert s.spies[sid(1, 1)].where == GONE
    assert s.spies[sid(0, 3)].where == 3  # Schwarz has one spy more now
    assert s.bazongs[0].carrier == sid(0, 3)
    assert s.money == (10, 10, 10, 10) and all(s.active)
    assert s.envelopes[0].used and s.envelopes[0].shown
    assert not any(isinstance(a, Accuse) for a in GAME.legal_actions(s, 0))
    assert 0 not in GAME.to_act(s).anyone
    v = GAME.view_for(s, 3)
    assert v.envelopes[0].number == 2 and v.spies[sid(1, 1)].remembered == 2
    check_secrets(s)


def test_correct_accusation_of_a_traitor_in_the_dungeon() -> None:
    s = placed(game(), {sid(1, 1): DUNGEON})
    s = act(s, 0, Accuse(sid(1, 1)))
    assert s.spies[sid(0, 3)].where == DUNGEON  # the reserve waits in the accuser's dungeon


def test_wrong_accusation_accuser_leaves_envelope_to_the_partner() -> None:
    s = with_bazong(placed(game(), {sid(2, 0): 12}), 3, carrier=sid(2, 0))
    out = outcome(s, 2, Accuse(sid(3, 0)))  # number 1, but the envelope says 2
    s = out.state
    assert [e.reason for e in out.events if isinstance(e, Eliminated)] == ["wrong-accusation"]
    assert not s.active[2] and all(sp.where == GONE for sp in s.spies if sp.colour == 2)
    assert s.bazongs[3].home
    assert s.money[2] == 0 and s.box == 30 and sum(s.money) + s.box == 60
    assert s.envelopes[2].holder == 0 and s.envelopes[2].shown
    assert Accuse(sid(3, 1)) in GAME.legal_actions(s, 0)  # the partner may use it
    s = act(s, 0, Accuse(sid(3, 1)))
    assert s.spies[sid(3, 1)].where == GONE and s.spies[sid(0, 3)].where == 15
    check_secrets(s)


def test_wrong_accusation_in_two_player_game_loses() -> None:
    s = act(game(2), 1, Accuse(sid(0, 2)))
    result = GAME.result(s)
    assert result is not None and result.winners == {0} and s.end_reason == "eliminated"


def test_accusing_the_defender_during_a_chain() -> None:
    s = placed(game(), {sid(0, 0): 3, sid(1, 1): 4, sid(3, 0): 4})
    s = act(act(s, 0, Move(sid(0, 0))), 0, ChooseDefender(sid(1, 1)))
    s = act(s, 0, ZoffPick(ZoffCard.A))
    s = act(s, 0, Accuse(sid(1, 1)))  # the defender being fought is the traitor
    assert s.phase == Phase.DUEL and s.duel is not None and s.duel.defender == sid(3, 0)
    assert s.duel.attack is None
    s = zoff(s, ZoffCard.A, ZoffCard.B)
    assert s.spies_at(4) == (sid(0, 0), sid(0, 3)) and s.current == 0 and s.phase == Phase.MAIN


def test_accusing_the_attacker_during_a_chain_ends_his_turn() -> None:
    s = placed(game(), {sid(1, 1): 5, sid(0, 0): 4}, current=1)
    s = act(s, 1, Move(sid(1, 1)))
    assert s.phase == Phase.DUEL
    s = act(s, 0, Accuse(sid(1, 1)))
    assert s.duel is None and s.current == 2 and s.spies[sid(0, 3)].where == 4


def test_no_accusation_while_envelopes_are_written() -> None:
    fresh = GAME.new_game(Setup(("a", "b")), 1)
    assert not GAME.to_act(fresh).anyone
    assert not [a for a in GAME.legal_actions(fresh, 0) if isinstance(a, Accuse)]
