"""Pass cards: the pile's cycling order and every card's effect."""

from __future__ import annotations

from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    PILE,
    Accuse,
    Card,
    CardVoid,
    DrawCard,
    Move,
    Peek,
    Peeked,
    Phase,
    State,
    Trap,
)

from .util import (
    act,
    check_secrets,
    outcome,
    placed,
    sid,
    started,
    with_bazong,
    with_money,
    with_pile,
    with_traps,
)


def top(s: State, side: int, *cards: Card) -> State:
    """Put `cards` on top of `side`'s pile (the rest of the eleven below)."""
    rest = list(PILE)
    for card in cards:
        rest.remove(card)
    return with_pile(s, side, (*cards, *rest))


def own(legal: list[object]) -> list[object]:
    return [a for a in legal if not isinstance(a, Accuse)]


def test_drawing_cycles_the_pile_in_a_fixed_order() -> None:
    s = started(4)
    pile = s.piles[0]
    s = act(s, 0, DrawCard(2))
    # the first card goes under, then the drawn second one: the order is only rotated
    assert s.piles[0] == pile[2:] + pile[:2]
    assert s.piles[1] == started(4).piles[1]  # the white pile is untouched
    assert s.drawn[0] == (False,) * 10 + (True,)
    v = GAME.view_for(s, 1)
    assert v.piles[0].known == (None,) * 10 + (pile[1],)
    assert GAME.view_for(s, ALL_SEEING).piles[0].known == s.piles[0]


def finish_turn(s: State, player: int) -> State:
    """Play the rest of `player`'s turn, preferring plain moves (no further draws)."""
    while s.current == player and GAME.result(s) is None:
        p = min(GAME.to_act(s).players)
        legal = own(list(GAME.legal_actions(s, p)))
        moves = [a for a in legal if isinstance(a, Move)]
        s = act(s, p, (moves or legal)[0])
    return s


def test_partners_share_a_pile_and_positions_rotate_it() -> None:
    s = started(4)
    black, white = s.piles
    s = finish_turn(act(s, 0, DrawCard(3)), 0)
    assert s.piles[0] == black[3:] + black[:3]
    s = finish_turn(act(s, 1, DrawCard(1)), 1)
    s = finish_turn(act(s, 2, DrawCard(1)), 2)  # Schwarz-Rot draws from the same black pile
    assert s.piles[0] == black[4:] + black[:4]
    assert s.piles[1] == white[1:] + white[:1]


def test_move_card_moves_exactly() -> None:
    s = top(started(4), 0, Card.FAHR)
    s = act(s, 0, DrawCard(1))
    assert s.phase == Phase.CARD_MOVE and s.distance == 2 and s.card == Card.FAHR
    assert own(GAME.legal_actions(s, 0)) == [Move(sid(0, 0)), Move(sid(0, 1))]
    s = act(s, 0, Move(sid(0, 1)))
    assert s.spies[sid(0, 1)].where == 2 and s.current == 1


def test_flitz_and_dues_move_three_and_four() -> None:
    for card, distance in ((Card.FLITZ, 3), (Card.DUES, 4)):
        s = act(top(started(2), 1, card), 0, Move(sid(0, 0)))
        s = act(act(s, 1, DrawCard(1)), 1, Move(sid(1, 0)))
        assert s.spies[sid(1, 0)].where == 5 - distance


def test_exact_move_blocked_by_a_trap_does_nothing() -> None:
    s = with_traps(placed(started(4), {sid(0, 1): DUNGEON}), (Trap.MAGNET, 2))
    s = top(s, 0, Card.FLITZ)
    out = outcome(s, 0, DrawCard(1))
    assert any(isinstance(e, CardVoid) for e in out.events)
    assert out.state.current == 1 and out.state.spies[sid(0, 0)].where == 0


def test_exact_move_only_for_spies_that_can() -> None:
    s = with_traps(placed(started(4), {sid(0, 1): 4}), (Trap.MAGNET, 2))
    s = act(top(s, 0, Card.FAHR), 0, DrawCard(1))
    assert own(GAME.legal_actions(s, 0)) == [Move(sid(0, 1))]


def test_exact_move_blocked_by_a_full_embassy() -> None:
    s = placed(started(2), {sid(0, 2): 8})  # two steps before home, two own spies there
    s = placed(s, {sid(0, 0): DUNGEON, sid(0, 1): 0})
    s = with_money(placed(s, {sid(0, 0): 0}), (0, 10))
    s = act(top(s, 0, Card.FAHR), 0, DrawCard(1))
    assert own(GAME.legal_actions(s, 0)) == [Move(sid(0, 0)), Move(sid(0, 1))]


def test_gaehn_does_nothing() -> None:
    s = top(started(4), 0, Card.GAEHN)
    after = act(s, 0, DrawCard(1))
    assert after.current == 1 and after.spies == s.spies and after.money == s.money


def test_scheck_pays_three_from_the_box() -> None:
    s = act(top(started(4), 0, Card.SCHECK), 0, DrawCard(1))
    assert s.money[0] == 13 and s.box == 17 and s.current == 1
    poor = with_money(top(started(4), 0, Card.SCHECK), (10, 20, 14, 14))
    poor = act(poor, 0, DrawCard(1))
    assert poor.money[0] == 12 and poor.box == 0


def test_lechz_calls_the_grey_spy() -> None:
    s = act(top(started(4), 0, Card.LECHZ), 0, DrawCard(1))
    assert s.phase == Phase.LECHZ and s.current == 0


def test_ansicht_shows_one_enemy_number_privately_then_move_again() -> None:
    s = act(top(started(4), 0, Card.ANSICHT), 0, DrawCard(1))
    assert s.phase == Phase.PEEK and GAME.private_decision(s, 0)
    targets = own(GAME.legal_actions(s, 0))
    assert {a.spy // 4 for a in targets if isinstance(a, Peek) and a.spy is not None} == {1, 3}
    assert Peek(sid(1, 3)) not in targets  # the reserve spy has no number
    out = outcome(s, 0, Peek(sid(1, 0)))
    s = out.state
    assert out.irreversible
    number = s.spies[sid(1, 0)].number
    assert GAME.view_for(s, 0).spies[sid(1, 0)].remembered == number
    for viewer in (None, 1, 2, 3):
        assert GAME.view_for(s, viewer).spies[sid(1, 0)].remembered in (None, number)
        assert GAME.view_for(s, viewer).spies[sid(1, 0)].number in (
            (number,) if viewer == 1 else (None,)
        )
    assert GAME.view_for(s, 2).spies[sid(1, 0)].remembered is None
    peeks = [e for e in out.events if isinstance(e, Peeked)]
    assert [e.number for e in peeks if e.visible_to(2)] == [None]
    assert [e.number for e in peeks if e.visible_to(0)] == [None, number]
    # move again: one step or a pass card, no pre-move actions
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre
    assert GAME.private_decision(s, 0)
    check_secrets(s)
    s = act(s, 0, Move(sid(0, 0)))
    assert s.current == 1


def test_ansicht_without_enemy_numbers_just_moves_again() -> None:
    s = placed(started(2), {sid(1, r): -2 for r in range(3)})  # no numbered white spy left
    s = act(top(s, 0, Card.ANSICHT), 0, DrawCard(1))
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre


def test_schluchz_sends_carried_bazongs_home() -> None:
    s = with_bazong(placed(started(4), {sid(0, 0): 6}), 1, carrier=sid(0, 0))
    s = act(top(s, 0, Card.SCHLUCHZ), 0, DrawCard(1))
    assert s.bazongs[1].home and s.current == 1


def test_schluchz_without_bazong_is_a_gaehn() -> None:
    s = with_bazong(placed(started(4), {sid(2, 0): 6}), 1, carrier=sid(2, 0))
    out = outcome(top(s, 0, Card.SCHLUCHZ), 0, DrawCard(1))
    assert any(isinstance(e, CardVoid) for e in out.events)
    assert out.state.bazongs[1].carrier == sid(2, 0)  # only the drawer's own spies lose
