import json

from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.games.checkpoint.components import AGENT_CARD
from spielesammlung.games.checkpoint.rules import GAME, AgentDrawn
from spielesammlung.games.checkpoint.state import Accuse, ChooseSide, Draw, KeepChips, Phase

from .helpers import act, new, suspicion


def test_before_choosing_a_seat_sees_only_its_own_tile() -> None:
    state = new(4, seed=2)
    view = GAME.view_for(state, 2)
    assert view.players[2].tile == state.tiles[2] and view.players[2].side is None
    assert all(p.tile is None for i, p in enumerate(view.players) if i != 2)
    assert all(p.tile is None for p in GAME.view_for(state, None).players)
    assert [p.tile for p in GAME.view_for(state, ALL_SEEING).players] == list(state.tiles)
    assert view.phase is Phase.CLUES and view.turn is None
    state = act(state, 2, ChooseSide(1))
    assert GAME.view_for(state, 2).players[2].clue == (state.tiles[2], 1)
    assert GAME.view_for(state, 0).players[2].clue is None
    assert GAME.view_for(state, 0).players[2].chosen


def test_the_public_view_shows_the_table() -> None:
    state = suspicion(
        new(3),
        [(0, 0), (1, 0), (2, 0)],
        (9, 10, 11),
        rows=((0, 2), (4,), ()),
        discards=((1,), (), (6,)),
        open_tiles=((3, 1),),
        agents_out=(3,),
    )
    state = act(state, 1, Accuse(2))
    state = act(state, 0, Draw())
    view = GAME.view_for(state, None)
    assert view.deck_size == 2 and view.agents_in_deck == 1 and view.bag_size == 1
    assert view.agents_drawn == (3,)
    assert view.round == 1 and view.max_rounds == 5 and view.starter == 0 and view.turn == 1
    assert [p.row for p in view.players] == [(0, 2), (4,), ()]
    assert [p.discards for p in view.players] == [(1, 9), (), (6,)]
    assert view.open_tiles == ((3, 1),)
    assert view.accusations == ((1, 2),)
    assert [p.accused for p in view.players] == [None, 2, None]
    assert view.accusable() == (0, 4)
    assert view.supply == (5, 12, 8)
    assert [p.agent for p in view.players] == ["John Britton", "Miss Lansbury", "Jimmy Laces"]
    assert all(p.clue is None and p.score is None for p in view.players)
    json.dumps(jsonable(view))


def test_clues_are_public_after_the_reveal() -> None:
    state = suspicion(
        new(3, cafe_adler=True), [(0, 0), (1, 0), (2, 0)], (9, 10), rows=((0, 2), (), ())
    )
    state = act(act(state, 1, Accuse(0)), 2, Accuse(2))
    assert state.phase is Phase.CAFE
    view = GAME.view_for(state, None)
    assert [p.clue for p in view.players] == [(0, 0), (1, 0), (2, 0)]
    assert view.last_round is not None and view.last_round.chief in (0, 8, 16, 24)
    assert view.turn == state.turn


def test_a_drawn_agent_card_is_seen_by_everybody_until_the_round_ends() -> None:
    """Drawing and tossing happen in the open: every seat's view names the agent card."""
    deck = (AGENT_CARD + 3, 4, AGENT_CARD + 4, 8, 7)
    state = suspicion(new(3, cafe_adler=True), [(0, 0), (1, 0), (2, 0)], deck)
    for viewer in (None, 0, 1, 2, ALL_SEEING):
        assert GAME.view_for(state, viewer).agents_drawn == ()
    outcome = GAME.apply(state, 0, Draw())
    event = outcome.events[0]
    assert isinstance(event, AgentDrawn) and event.agent == 3 and event.seen_by is None
    state = act(outcome.state, 1, Draw())
    for viewer in (None, 0, 1, 2, ALL_SEEING):
        view = GAME.view_for(state, viewer)
        assert view.agents_drawn == (3, 4) and view.agents_in_deck == 0
        assert len(view.open_tiles) == 2  # the tile agent card i tossed is open_tiles[i]
    assert json.loads(json.dumps(jsonable(GAME.view_for(state, None))))["agents_drawn"] == [3, 4]
    state = act(act(state, 0, Accuse(4)), 2, Accuse(8))  # the round ends: scoring
    assert state.phase is Phase.CAFE
    assert GAME.view_for(state, None).agents_drawn == (3, 4)  # still on the table
    while state.phase is Phase.CAFE:
        state = act(state, state.turn, KeepChips())
    assert state.round == 2 and GAME.view_for(state, None).agents_drawn == ()


def test_five_players_have_no_agent_cards_to_draw() -> None:
    view = GAME.view_for(new(5), None)
    assert view.agents_drawn == () and view.agents_in_deck == 0
