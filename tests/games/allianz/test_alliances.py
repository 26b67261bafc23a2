"""Alliances: proposing, the small one with notice chips, the grand one and betrayal, truces."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spielesammlung.core.protocol import IllegalAction, NotYourTurn, Setup
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.model import (
    CHIPS,
    Accept,
    AllianceEnded,
    Allied,
    Betray,
    Cancel,
    Decline,
    KeepPieces,
    Kind,
    Move,
    Notice,
    NoticeDue,
    Propose,
    Relocate,
    Relocation,
    State,
)
from spielesammlung.games.allianz.moves import moves
from spielesammlung.games.allianz.rules import GAME

from .helpers import act, allied, ends, position, sq, step

NONE: frozenset[int] = frozenset()


def chips(state: State) -> int:
    return state.pool + sum(a.chips for a in state.alliances)


def test_a_proposal_is_answered_by_the_addressee_at_once() -> None:
    state = GAME.new_game(Setup(("a", "b", "c")), 1)
    legal = GAME.legal_actions(state, 0)
    assert Propose(Kind.SMALL, 1) in legal and Propose(Kind.GRAND, 2) in legal
    state = act(state, 0, Propose(Kind.SMALL, 1))
    assert GAME.to_act(state).players == {1}
    assert GAME.legal_actions(state, 1) == [Accept(), Decline()]
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 0, Accept())
    outcome = GAME.apply(state, 1, Accept())
    assert Allied((0, 1), Kind.SMALL) in outcome.events
    state = outcome.state
    assert state.ally(0) == 1 and state.turn == 0 and state.pending is None
    legal = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, Propose) for a in legal) and Cancel() in legal
    assert any(isinstance(a, Move) for a in legal)


def test_a_declined_proposal_cannot_be_repeated_in_the_same_turn() -> None:
    state = GAME.new_game(Setup(("a", "b", "c")), 1)
    state = act(act(state, 0, Propose(Kind.GRAND, 2)), 2, Decline())
    assert state.alliances == () and state.turn == 0
    legal = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, Propose) for a in legal)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Propose(Kind.SMALL, 1))


def test_nobody_allies_twice_at_the_same_time() -> None:
    state = position({}, alliances=allied(0, 1))
    assert not any(isinstance(a, Propose) for a in GAME.legal_actions(state, 0))
    state = replace(state, turn=2)
    proposals = [a for a in GAME.legal_actions(state, 2) if isinstance(a, Propose)]
    assert {a.to for a in proposals} == {3}


def test_allies_jump_each_other_without_capturing() -> None:
    state = position({(5, 10): 0, (5, 11): 1}, alliances=allied(0, 1))
    assert ends(state, 0, (5, 10))[sq(5, 12)] == {NONE}


def test_notice_gives_chips_and_the_alliance_ends_with_the_last_one() -> None:
    state = position({(5, 5): 0, (5, 20): 1}, count=3, alliances=allied(0, 1))
    state = act(state, 0, Cancel())
    assert state.pending == NoticeDue(0, 1)
    assert GAME.legal_actions(state, 1) == [Notice(n) for n in (0, 2, 3, 4, 5)]
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Notice(6))
    state = act(state, 1, Notice(2))
    assert state.pool == CHIPS - 2 and state.alliances[0].chips == 2 and state.turn == 0
    assert Cancel() not in GAME.legal_actions(state, 0)
    state = step(state, 0, (5, 5), (5, 6))
    state = step(state, 1, (5, 20), (5, 19))
    assert state.alliances[0].chips == 1 and chips(state) == CHIPS
    state = step(state, 2, (11, 24), (11, 23))
    state = step(state, 0, (5, 6), (5, 7))
    outcome = GAME.apply(state, 1, Move((sq(5, 19), sq(5, 18))))
    assert AllianceEnded((0, 1), "notice") in outcome.events
    assert outcome.state.alliances == () and outcome.state.pool == CHIPS


def test_either_partner_may_cancel_a_small_alliance() -> None:
    state = position({}, count=3, turn=1, alliances=allied(0, 1))
    state = act(state, 1, Cancel())
    assert state.pending == NoticeDue(1, 0)
    assert GAME.to_act(state).players == {0}


def test_a_grand_alliance_cannot_be_cancelled_only_betrayed() -> None:
    pieces = {(5, 10): 0, (5, 11): 1, (5, 20): 1}
    state = position(pieces, count=3, alliances=allied(0, 1, Kind.GRAND))
    legal = GAME.legal_actions(state, 0)
    assert Cancel() not in legal and Betray() in legal
    outcome = GAME.apply(state, 0, Betray())
    assert AllianceEnded((0, 1), "betrayal") in outcome.events
    state = outcome.state
    assert state.alliances == () and state.turn == 0 and 0 in state.traitors
    # the traitor falls upon his friend at once ...
    assert ends(state, 0, (5, 10))[sq(5, 12)] == {frozenset({sq(5, 11)})}
    state = step(state, 0, (5, 10), (5, 12))
    # ... and may never ally again, while his victim may
    assert not state.can_ally(0)
    assert Propose(Kind.SMALL, 2) in GAME.legal_actions(state, 1)
    assert Propose(Kind.SMALL, 0) not in GAME.legal_actions(state, 1)


def test_allies_may_not_enter_each_others_truce_zone() -> None:
    state = position({(4, 3): 1}, count=3, turn=1, alliances=allied(0, 1))
    found = ends(state, 1, (4, 3))
    assert not set(found) & B.ZONES[0]
    free = replace(state, alliances=())
    assert set(ends(free, 1, (4, 3))) & B.ZONES[0]


def test_a_chain_may_not_pass_through_an_allys_zone() -> None:
    pieces = {(5, 4): 1, (4, 4): 2, (3, 5): 2}
    state = position(pieces, count=3, turn=1, alliances=allied(0, 1))
    assert sq(3, 6) not in ends(state, 1, (5, 4))
    assert sq(3, 6) in ends(replace(state, alliances=()), 1, (5, 4))


def test_at_the_start_of_an_alliance_the_lord_may_put_the_allys_pieces_out() -> None:
    state = position({(2, 2): 1, (1, 1): 1, (5, 5): 0}, count=3)
    state = act(act(state, 0, Propose(Kind.SMALL, 1)), 1, Accept())
    assert state.pending == Relocation((0,))
    legal = GAME.legal_actions(state, 0)
    assert Relocate(sq(2, 2), sq(4, 0)) in legal and KeepPieces() in legal
    targets = {a.to for a in legal if isinstance(a, Relocate)}
    assert targets == set(B.ZONE_BORDER[0]) - {sq(5, 5)}
    state = act(state, 0, Relocate(sq(1, 1), sq(4, 0)))
    assert state.board[sq(4, 0)] == 1 and state.pending == Relocation((0,))
    state = act(state, 0, Relocate(sq(2, 2), sq(0, 5)))
    assert state.pending is None and state.turn == 0
    assert not any(state.board[s] == 1 for s in B.ZONES[0])


def test_pieces_left_in_an_allys_zone_must_walk_out() -> None:
    state = position({(2, 2): 1, (5, 20): 1, (5, 5): 0}, count=3)
    state = act(act(state, 0, Propose(Kind.SMALL, 1)), 1, Accept())
    state = act(state, 0, KeepPieces())
    assert state.pending is None
    state = step(state, 0, (5, 5), (5, 6))
    legal = moves(state, 1)
    assert {path[0] for path, _ in legal} == {sq(2, 2)}
    exits = B.EXIT_DISTANCE[0]
    for path, _ in legal:
        assert path[-1] not in B.ZONES[0] or exits[path[-1]] < exits[sq(2, 2)]
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Move((sq(5, 20), sq(5, 19))))
