from dataclasses import replace

from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.games.checkpoint.components import Colour
from spielesammlung.games.checkpoint.rules import (
    GAME,
    ChipMissing,
    ChipSeen,
    ChipTaken,
    GameOver,
    TileDrawn,
)
from spielesammlung.games.checkpoint.state import Accuse, Held, Phase, State

from .helpers import act, chip_ids, new, suspicion

CLUES = [(0, 0), (1, 0), (2, 0)]
OPEN = ((3, 0), (4, 0))  # with the clues: the chief is cat 0, assistants 1, 2, 4, 8, 16
ROWS = ((0, 1, 2), (4, 7), (31, 16))


def known(**changes: object) -> State:
    return suspicion(new(3), CLUES, (9, 10, 11), open_tiles=OPEN, rows=ROWS, **changes)


def colours(state: State, player: int) -> list[Colour]:
    return [state.chips[h.chip].colour for h in state.holdings[player]]


def test_gold_for_the_chief_white_for_an_assistant_black_for_the_silent() -> None:
    state = act(act(known(), 1, Accuse(0)), 2, Accuse(16))
    assert colours(state, 1) == [Colour.GOLD]
    assert colours(state, 2) == [Colour.WHITE]
    assert colours(state, 0) == [Colour.BLACK]
    assert len(state.supply) == 22


def test_black_for_an_innocent_cat() -> None:
    state = act(act(known(), 1, Accuse(7)), 2, Accuse(31))  # 3 and 5 traits differ
    assert state.summary is not None
    assert state.summary.awards == (Colour.WHITE, Colour.BLACK, Colour.BLACK)
    assert colours(state, 1) == colours(state, 2) == [Colour.BLACK]
    assert colours(state, 0) == [Colour.WHITE]  # nobody found the chief
    assert state.starter == known().starter  # the same starter again


def test_chips_follow_the_accusation_order_when_a_colour_runs_out() -> None:
    state = known()
    white = chip_ids(state, "white")
    state = replace(state, supply=tuple(c for c in state.supply if c not in white[1:]))
    outcome = GAME.apply(act(state, 2, Accuse(16)), 1, Accuse(1))
    taken = [(e.player, e.colour) for e in outcome.events if isinstance(e, ChipTaken)]
    missing = [(e.player, e.colour) for e in outcome.events if isinstance(e, ChipMissing)]
    assert taken == [(2, Colour.WHITE)]
    assert missing == [(1, Colour.WHITE), (0, Colour.WHITE)]  # the silent one comes last
    assert outcome.state.phase is Phase.OVER  # a colour is used up


def test_the_silent_player_gets_the_last_chip() -> None:
    state = known()
    white = chip_ids(state, "white")
    state = replace(state, supply=tuple(c for c in state.supply if c not in white[1:]))
    state = act(act(state, 1, Accuse(1)), 2, Accuse(31))
    assert colours(state, 1) == [Colour.WHITE]
    assert colours(state, 0) == []


def test_chip_values_are_seen_only_by_the_owner() -> None:
    outcome = GAME.apply(act(known(), 1, Accuse(0)), 2, Accuse(16))
    seen = [e for e in outcome.events if isinstance(e, ChipSeen)]
    assert {e.player for e in seen} == {0, 1, 2}
    assert all(e.seen_by == frozenset({e.player}) for e in seen)
    tiles = [e for e in outcome.events if isinstance(e, TileDrawn)]
    assert len(tiles) == 3 and all(e.seen_by == frozenset({e.player}) for e in tiles)
    state = outcome.state
    public = GAME.view_for(state, None)
    assert all(c.value is None for p in public.players for c in p.chips)
    assert [p.chip_counts for p in public.players] == [(0, 0, 1), (1, 0, 0), (0, 1, 0)]
    assert all(p.score is None for p in public.players)
    own = GAME.view_for(state, 1)
    assert own.players[1].chips[0].value in (3, 4, 5)
    assert own.players[1].score == own.players[1].chips[0].value
    assert own.players[0].chips[0].value is None
    assert all(
        c.value is not None for p in GAME.view_for(state, ALL_SEEING).players for c in p.chips
    )


def test_the_game_ends_at_ten_points() -> None:
    state = known()
    g5, g4 = chip_ids(state, "gold", 5)[0], chip_ids(state, "gold", 4)[0]
    state = replace(
        state,
        holdings=((Held(g5), Held(g4)), (), ()),
        supply=tuple(c for c in state.supply if c not in (g5, g4)),
    )
    outcome = GAME.apply(act(state, 0, Accuse(1)), 1, Accuse(0))
    state = outcome.state
    assert state.round == 1 and state.phase is Phase.OVER
    over = [e for e in outcome.events if isinstance(e, GameOver)]
    assert len(over) == 1 and over[0].scores[0] >= 10
    result = GAME.result(state)
    assert result is not None and result.winners == frozenset({0})
    assert result.scores == over[0].scores
    assert GAME.to_act(state).players == frozenset()
    public = GAME.view_for(state, None)
    assert all(p.score is not None for p in public.players)
    assert all(c.value is not None for p in public.players for c in p.chips)


def test_the_game_ends_when_a_colour_is_used_up() -> None:
    state = known()
    gold = chip_ids(state, "gold")
    state = replace(state, supply=tuple(c for c in state.supply if c not in gold[1:]))
    state = act(act(state, 1, Accuse(0)), 2, Accuse(16))
    assert state.phase is Phase.OVER and state.round == 1


def test_the_game_ends_after_the_fifth_round() -> None:
    state = act(act(known(round=4), 1, Accuse(0)), 2, Accuse(16))
    assert state.phase is Phase.CLUES and state.round == 5
    state = act(act(known(round=5), 1, Accuse(0)), 2, Accuse(16))
    assert state.phase is Phase.OVER
    assert GAME.result(state) is not None


def test_a_new_round_starts_afresh() -> None:
    state = act(act(known(), 1, Accuse(0)), 2, Accuse(16))
    assert state.round == 2 and state.phase is Phase.CLUES
    assert state.rows == ((), (), ()) and state.discards == ((), (), ())
    assert state.accusations == () and state.open_tiles == ()
    assert len(state.deck) == 34 and len(state.bag) == 2
    assert state.sides == (None, None, None)


def test_ties_go_to_more_gold_then_are_shared() -> None:
    state = new(3)
    g3 = chip_ids(state, "gold", 3)
    w1, w2 = chip_ids(state, "white", 1)[0], chip_ids(state, "white", 2)[0]
    b0 = chip_ids(state, "black", 0)[0]
    over = replace(
        state, phase=Phase.OVER, holdings=((Held(g3[0]),), (Held(w1), Held(w2)), (Held(b0),))
    )
    result = GAME.result(over)
    assert result is not None and result.winners == frozenset({0}) and result.scores == (3, 3, 0)
    shared = replace(over, holdings=((Held(g3[0]),), (Held(g3[1]),), (Held(b0),)))
    result = GAME.result(shared)
    assert result is not None and result.winners == frozenset({0, 1})
    assert GAME.result(state) is None
