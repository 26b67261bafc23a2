"""Set-up, envelopes, turn order, plain steps, Alfred fields, buying free."""

from __future__ import annotations

from collections import Counter

import pytest

from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import ALL_SEEING, IllegalAction, NotYourTurn, Setup
from spielesammlung.games.spion import GAME, froehn_name
from spielesammlung.games.spion.board import board
from spielesammlung.games.spion.model import (
    DUNGEON,
    PILE,
    WAITING,
    Accuse,
    BuyFree,
    Card,
    DrawCard,
    Move,
    Phase,
    Trap,
    WriteEnvelope,
)

from .util import act, check_secrets, placed, sid, started, with_money, with_traps


@pytest.mark.parametrize(("count", "box"), [(4, 20), (2, 40)])
def test_setup_money_spies_bazongs_piles(count: int, box: int) -> None:
    s = GAME.new_game(Setup(tuple(f"P{i}" for i in range(count))), 5)
    assert s.money == (10,) * count and s.box == box
    b = board(count)
    for colour in range(count):
        mine = [sp for sp in s.spies if sp.colour == colour]
        assert [sp.where for sp in mine] == [b.embassy(colour)] * 2 + [DUNGEON, WAITING]
        assert sorted(sp.number for sp in mine) == [0, 1, 2, 3]
        assert not any(sp.exposed for sp in mine)
    assert all(bz.home for bz in s.bazongs) and len(s.bazongs) == count
    assert not s.traps
    for pile in s.piles:
        assert Counter(pile) == Counter(PILE) and len(pile) == 11
    assert Counter(PILE) == {
        Card.FAHR: 3,
        Card.FLITZ: 2,
        Card.DUES: 1,
        Card.GAEHN: 1,
        Card.SCHECK: 1,
        Card.LECHZ: 1,
        Card.ANSICHT: 1,
        Card.SCHLUCHZ: 1,
    }


def test_numbers_and_piles_come_from_the_seed() -> None:
    setup = Setup(("a", "b", "c", "d"))
    assert GAME.new_game(setup, 3) == GAME.new_game(setup, 3)
    deals = {tuple(sp.number for sp in GAME.new_game(setup, seed).spies) for seed in range(20)}
    assert len(deals) > 10


def test_board_geometry() -> None:
    big, small = board(4), board(2)
    assert big.size == 20 and small.size == 10
    assert [big.embassy(c) for c in range(4)] == [0, 5, 10, 15]
    assert [small.embassy(c) for c in range(2)] == [0, 5]
    assert [f.index for f in big.fields if f.alfred] == [7, 8, 17, 18]
    assert [f.index for f in small.fields if f.alfred] == [7, 8]
    # Alfred fields: the 2nd and 3rd of the right and left sides (big), of the bottom (small)
    assert {(f.row, f.col) for f in big.fields if f.alfred} == {(2, 5), (3, 5), (2, 0), (3, 0)}
    assert {(f.row, f.col) for f in small.fields if f.alfred} == {(2, 2), (2, 3)}
    assert (small.fields[1].row, small.fields[6].row) == (0, 2)  # out along the top


def test_envelopes_are_written_secretly_and_simultaneously() -> None:
    s = GAME.new_game(Setup(("a", "b")), 1)
    assert s.phase == Phase.ENVELOPES
    assert GAME.to_act(s).players == {0, 1} and not GAME.to_act(s).anyone
    assert GAME.private_decision(s, 0) and GAME.private_decision(s, 1)
    assert GAME.legal_actions(s, 1) == [WriteEnvelope(1), WriteEnvelope(2), WriteEnvelope(3)]
    out = GAME.apply(s, 1, WriteEnvelope(3))
    s = out.state
    assert GAME.to_act(s).players == {0}
    assert GAME.view_for(s, 1).envelopes[1].number == 3
    assert GAME.view_for(s, 0).envelopes[1].number is None
    assert GAME.view_for(s, None).envelopes[1].number is None
    assert GAME.view_for(s, ALL_SEEING).envelopes[1].number == 3
    assert [e.number for e in out.events if e.visible_to(0)] == [None]
    with pytest.raises(NotYourTurn):
        GAME.apply(s, 1, WriteEnvelope(2))
    s = act(s, 0, WriteEnvelope(2))
    assert s.phase == Phase.MAIN and s.current == 0
    check_secrets(s)


def test_envelope_targets_the_direct_enemy() -> None:
    v = GAME.view_for(started(4), 0)
    assert [e.target for e in v.envelopes] == [1, 0, 3, 2]


def test_views_show_only_own_numbers() -> None:
    s = started(4)
    for viewer in range(4):
        v = GAME.view_for(s, viewer)
        for spy in v.spies:
            mine = spy.id // 4 == viewer and not spy.reserve
            assert (spy.number is not None) == mine
    assert all(spy.number is None for spy in GAME.view_for(s, None).spies)
    assert all(
        (spy.number is not None) != spy.reserve for spy in GAME.view_for(s, ALL_SEEING).spies
    )
    check_secrets(s)


def test_public_view_has_money_and_coal_box() -> None:
    data = jsonable(GAME.view_for(started(4), None))
    assert data["money"] == [10, 10, 10, 10] and data["coal_box"] == 20


def test_turn_order_black_white_black_red_white_blue() -> None:
    s = started(4)
    order = []
    for _ in range(5):
        order.append(s.current)
        s = act(s, s.current, Move(sid(s.current, 0)))
    assert order == [0, 1, 2, 3, 0]
    assert s.round == 2


def test_black_walks_clockwise_white_anticlockwise() -> None:
    s = started(4)
    s = act(s, 0, Move(sid(0, 0)))
    assert s.spies[sid(0, 0)].where == 1
    s = act(s, 1, Move(sid(1, 0)))
    assert s.spies[sid(1, 0)].where == 4
    s = act(s, 2, Move(sid(2, 0)))
    assert s.spies[sid(2, 0)].where == 11
    s = act(s, 3, Move(sid(3, 0)))
    assert s.spies[sid(3, 0)].where == 14
    s2 = started(2)
    s2 = act(s2, 0, Move(sid(0, 1)))
    s2 = act(s2, 1, Move(sid(1, 1)))
    assert (s2.spies[sid(0, 1)].where, s2.spies[sid(1, 1)].where) == (1, 4)


def test_friends_share_and_overtake() -> None:
    s = placed(started(4), {sid(0, 0): 3, sid(2, 0): 4})
    s = act(s, 0, Move(sid(0, 0)))
    assert s.spies_at(4) == (sid(0, 0), sid(2, 0))
    assert s.phase == Phase.MAIN and s.current == 1


def test_traps_cannot_be_entered_or_passed() -> None:
    s = with_traps(placed(started(4), {sid(0, 0): 2}), (Trap.SNAKE, 3))
    assert Move(sid(0, 0)) not in GAME.legal_actions(s, 0)
    assert Move(sid(0, 1)) in GAME.legal_actions(s, 0)


def test_never_more_than_two_own_spies_in_the_embassy() -> None:
    s = placed(started(4), {sid(0, 2): 19})  # one step before home, two already there
    assert Move(sid(0, 2)) not in GAME.legal_actions(s, 0)
    s = placed(s, {sid(0, 0): 1})
    assert Move(sid(0, 2)) in GAME.legal_actions(s, 0)


def test_no_step_possible_leaves_the_pass_card() -> None:
    s = placed(started(2), {sid(0, 0): DUNGEON, sid(0, 1): DUNGEON}, money=(0, 10), box=50)
    legal = [a for a in GAME.legal_actions(s, 0) if not isinstance(a, Accuse)]
    assert legal == [DrawCard(1), DrawCard(2), DrawCard(3)]


def test_alfred_field_shows_the_number_to_everyone() -> None:
    s = placed(started(4), {sid(0, 0): 6})
    out = GAME.apply(s, 0, Move(sid(0, 0)))
    s = out.state
    assert out.irreversible
    for viewer in (None, 1, 2, 3):
        assert GAME.view_for(s, viewer).spies[sid(0, 0)].number == s.spies[sid(0, 0)].number
    assert all(sid(0, 0) in k for k in s.known)
    s = placed(s, {sid(0, 0): 9})
    assert GAME.view_for(s, 1).spies[sid(0, 0)].number is None
    assert GAME.view_for(s, 1).spies[sid(0, 0)].remembered == s.spies[sid(0, 0)].number
    assert GAME.view_for(s, None).spies[sid(0, 0)].remembered is None
    check_secrets(s)


def test_buy_free_costs_one_and_returns_to_the_embassy() -> None:
    s = placed(started(4), {sid(0, 0): 3})
    assert BuyFree(sid(0, 2)) in GAME.legal_actions(s, 0)
    s = act(s, 0, BuyFree(sid(0, 2)))
    assert s.spies[sid(0, 2)].where == 0 and s.money[0] == 9 and s.box == 21
    assert s.current == 0 and s.pre
    # two own spies in the embassy now: no more buying free
    s = placed(s, {sid(0, 0): DUNGEON})
    assert BuyFree(sid(0, 0)) not in GAME.legal_actions(s, 0)


def test_buy_free_needs_money_and_only_before_the_move() -> None:
    s = with_money(placed(started(4), {sid(0, 0): 3}), (0, 10, 10, 10))
    assert not any(isinstance(a, BuyFree) for a in GAME.legal_actions(s, 0))
    s = with_money(s, (5, 10, 10, 10))
    s = act(s, 0, DrawCard(1))  # whatever it is, the pre-move phase is over
    assert not any(isinstance(a, BuyFree) for a in GAME.legal_actions(s, 0))


def test_illegal_actions_raise() -> None:
    s = started(4)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, Move(sid(1, 0)))
    with pytest.raises(IllegalAction):  # player 1 may only accuse now
        GAME.apply(s, 1, Move(sid(1, 0)))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, DrawCard(4))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, Accuse(sid(2, 0)))


def test_codec_round_trip() -> None:
    s = started(4)
    for action in GAME.legal_actions(s, 0):
        assert GAME.codec.decode(GAME.codec.encode(action)) == action


def test_froehn_joke() -> None:
    assert froehn_name(Setup(("Anna", "Ben"))) == "Fröhn"
    assert froehn_name(Setup(("Anna", "Fröhn"))) == '#*;>!"§/&'
    s = GAME.new_game(Setup(("fröhn", "x", "y", "z")), 1)
    assert GAME.view_for(s, None).traitor_name == '#*;>!"§/&'
