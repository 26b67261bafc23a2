import pytest

from spielesammlung.core.protocol import IllegalAction, NotYourTurn
from spielesammlung.games.checkpoint.components import AGENT_CARD, Colour
from spielesammlung.games.checkpoint.rules import GAME, AgentDrawn, CardDrawn, DeckEmpty
from spielesammlung.games.checkpoint.state import Accuse, Draw, Phase, State

from .helpers import act, new, suspicion

CLUES = [(0, 0), (1, 0), (2, 0)]  # hat, sunglasses, trench coat
OPEN = ((3, 0), (4, 0))  # newspaper, grey fur: the chief is cat 0


def known(deck: tuple[int, ...], **changes: object) -> State:
    return suspicion(new(3), CLUES, deck, open_tiles=OPEN, **changes)


def test_a_cat_showing_the_drawers_clue_goes_into_the_row() -> None:
    state = known((0, 4, 1, 7))
    outcome = GAME.apply(state, 0, Draw())
    assert outcome.irreversible
    assert outcome.events == (CardDrawn(0, 0, True),)
    state = outcome.state
    assert state.rows[0] == (0,) and state.turn == 1
    state = act(state, 1, Draw())  # cat 4: no sunglasses? bit 1 of 4 is 0: sunglasses
    assert state.rows[1] == (4,)
    state = act(state, 2, Draw())  # cat 1: trench coat (bit 2 is 0)
    assert state.rows[2] == (1,)
    state = act(state, 0, Draw())  # cat 7: no hat
    assert state.discards[0] == (7,) and state.rows[0] == (0,)
    assert state.turn == 1


def test_players_who_accused_still_draw() -> None:
    state = known((0, 1, 2, 3, 4), accusations=((0, 5),))
    state = act(state, 0, Draw())
    assert state.rows[0] == (0,) and state.turn == 1


def test_an_agent_card_tosses_a_tile_and_the_drawer_draws_again() -> None:
    state = suspicion(new(3), CLUES, (AGENT_CARD + 3, 5, 6, 7))
    assert state.bag == (3, 4)
    outcome = GAME.apply(state, 0, Draw())
    assert outcome.irreversible
    tossed, drawn = outcome.events
    assert isinstance(tossed, AgentDrawn) and tossed.agent == 3 and tossed.player == 0
    assert tossed.tile in (3, 4) and tossed.side in (0, 1)
    assert drawn == CardDrawn(0, 5, False)
    state = outcome.state
    assert state.open_tiles == ((tossed.tile, tossed.side),)
    assert state.bag == tuple(t for t in (3, 4) if t != tossed.tile)
    assert state.agents_out == (3,) and state.deck == (6, 7) and state.turn == 1


def test_tosses_come_out_both_ways() -> None:
    results = set()
    for seed in range(20):
        state = suspicion(new(4, seed), [(0, 0), (1, 0), (2, 0), (3, 0)], (AGENT_CARD + 4, 5, 6))
        results.add(act(state, state.turn, Draw()).open_tiles)
    assert results == {((4, 0),), ((4, 1),)}


def test_anyone_may_accuse_out_of_turn_once() -> None:
    state = known((9, 10, 11), rows=((0, 2), (), ()))
    assert GAME.to_act(state).anyone == frozenset({0, 1, 2})
    assert Accuse(2) in GAME.legal_actions(state, 2)
    state = act(state, 2, Accuse(2))
    assert state.phase is Phase.SUSPICION and state.turn == 0
    assert GAME.to_act(state).anyone == frozenset({0, 1})
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 2, Accuse(0))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Accuse(2))  # each cat only once


def test_only_cats_in_open_rows_can_be_accused() -> None:
    state = known((9, 10), rows=((0,), (), ()), discards=((), (3,), ()))
    assert [a for a in GAME.legal_actions(state, 1)] == [Accuse(0)]
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Accuse(3))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Accuse(9))


def test_no_accusations_before_a_cat_lies_open() -> None:
    state = known((9, 10))
    assert GAME.to_act(state).anyone == frozenset()
    assert GAME.legal_actions(state, 1) == []
    assert GAME.legal_actions(state, 0) == [Draw()]


def test_the_round_ends_when_all_but_one_accused() -> None:
    state = known((9, 10, 11), rows=((0, 2), (), ()))
    state = act(state, 1, Accuse(0))
    assert state.round == 1
    outcome = GAME.apply(state, 2, Accuse(2))
    assert outcome.irreversible
    state = outcome.state
    assert state.round == 2 and state.phase is Phase.CLUES
    summary = state.summary
    assert summary is not None and summary.round == 1 and summary.chief == 0
    assert summary.awards == (Colour.BLACK, Colour.GOLD, Colour.WHITE)
    assert summary.found_by == 1
    assert state.starter == 1  # the finder of the chief starts the next round


def test_an_empty_deck_makes_the_rest_accuse_clockwise() -> None:
    state = known((0,), rows=((2,), (4,), ()), turn=2, starter=2)
    outcome = GAME.apply(state, 2, Draw())
    assert DeckEmpty() in outcome.events
    state = outcome.state
    assert state.rows[2] == (0,)
    assert state.phase is Phase.FINAL and state.turn == 0  # clockwise after the last drawer
    assert GAME.to_act(state).players == frozenset({0})
    assert GAME.to_act(state).anyone == frozenset()
    assert GAME.private_decision(state, 0)
    assert GAME.legal_actions(state, 0) == [Accuse(0), Accuse(2), Accuse(4)]  # no pass
    assert GAME.legal_actions(state, 1) == []
    state = act(state, 0, Accuse(4))
    assert state.phase is Phase.FINAL and state.turn == 1
    state = act(state, 1, Accuse(0))
    assert state.round == 2
    assert state.summary is not None
    assert state.summary.accusations == ((0, 4), (1, 0))
    assert state.summary.awards == (Colour.WHITE, Colour.GOLD, Colour.BLACK)


def test_final_accusations_skip_those_who_accused() -> None:
    state = known((0,), rows=((2,), (4,), ()), turn=2, accusations=((0, 4),))
    state = act(state, 2, Draw())
    assert state.phase is Phase.FINAL and state.turn == 1


def test_an_empty_deck_without_suspects_ends_the_round_at_once() -> None:
    state = known((1,))
    state = act(state, 0, Draw())  # cat 1 has no hat: discarded
    assert state.round == 2
    assert state.summary is not None
    assert state.summary.accusations == ()
    assert state.summary.awards == (Colour.WHITE,) * 3  # nobody found the chief


def test_tiles_left_in_the_bag_are_tossed_at_scoring() -> None:
    state = suspicion(new(3), CLUES, (9, 10), rows=((0, 2), (), ()))
    state = act(act(state, 1, Accuse(0)), 2, Accuse(2))
    summary = state.summary
    assert summary is not None
    assert sorted(t for t, _ in summary.tossed) == [3, 4]
    assert summary.chief & 0b00111 == 0
    assert summary.chief == sum(side << tile for tile, side in summary.tossed)
