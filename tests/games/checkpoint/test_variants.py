from collections import Counter
from dataclasses import replace

import pytest

from spielesammlung.core.protocol import IllegalAction
from spielesammlung.core.rng import Rng
from spielesammlung.games.checkpoint.components import Colour, chip_set
from spielesammlung.games.checkpoint.rules import GAME, ClueShown, StasiDrawn, Swapped
from spielesammlung.games.checkpoint.state import (
    Accuse,
    ChooseSide,
    Held,
    KeepChips,
    Phase,
    State,
    Swap,
)

from .helpers import act, chip_ids, new, suspicion

CLUES = [(0, 0), (1, 0), (2, 0)]
OPEN = ((3, 0), (4, 0))  # the chief is cat 0
ROWS = ((0, 1, 2), (4, 7), (31, 16))


def known(**options: bool) -> State:
    return suspicion(new(3, **options), CLUES, (9, 10, 11), open_tiles=OPEN, rows=ROWS)


def finish(state: State) -> State:
    """p1 finds the chief, p2 an assistant, p0 stays silent (black)."""
    return act(act(state, 1, Accuse(0)), 2, Accuse(16))


# -- Stasi officer ----------------------------------------------------------------------
def test_stasi_chip_replaces_a_black_minus_one() -> None:
    chips = chip_set(True, False)
    assert len(chips) == 25
    assert sum(c.stasi for c in chips) == 1
    black = Counter(c.value for c in chips if c.colour is Colour.BLACK and not c.stasi)
    assert black == {0: 4, -1: 3}
    assert next(c for c in chips if c.stasi).colour is Colour.BLACK


def stasi_drawn_by_p0(state: State) -> State:
    """`state` with an rng under which the silent p0 draws the Stasi chip."""
    stasi = chip_ids(state, "black", stasi=True)[0]
    keep = {stasi, chip_ids(state, "black", 0)[0]}
    blacks = set(chip_ids(state, "black"))
    state = replace(state, supply=tuple(c for c in state.supply if c not in blacks - keep))
    for seed in range(100):
        candidate = replace(state, rng=Rng.seeded(seed))
        if any(isinstance(e, StasiDrawn) for e in _events(candidate)):
            return candidate
    raise AssertionError("no seed draws the Stasi chip")


def _events(state: State) -> tuple[object, ...]:
    return GAME.apply(act(state, 1, Accuse(0)), 2, Accuse(16)).events


def test_drawing_the_stasi_chip_gives_the_card_and_an_open_clue() -> None:
    state = stasi_drawn_by_p0(known(stasi=True))
    stasi = chip_ids(state, "black", stasi=True)[0]
    outcome = GAME.apply(act(state, 1, Accuse(0)), 2, Accuse(16))
    assert StasiDrawn(0) in outcome.events
    state = outcome.state
    assert state.round == 2
    assert state.stasi_holder == 0 and state.stasi_drawer is None
    assert state.holdings[0] == ()  # no chip instead
    assert stasi in state.supply  # shuffled back
    assert GAME.view_for(state, None).players[0].stasi_card
    assert GAME.view_for(state, 1).players[0].tile is None  # not chosen yet
    outcome = GAME.apply(state, 0, ChooseSide(1))
    assert ClueShown(0, state.tiles[0], 1) in outcome.events
    assert outcome.irreversible
    state = outcome.state
    assert GAME.view_for(state, 1).players[0].clue == (state.tiles[0], 1)
    assert GAME.view_for(state, None).players[0].clue == (state.tiles[0], 1)
    assert GAME.view_for(state, 0).players[1].clue is None


def test_the_stasi_card_returns_before_the_next_chips() -> None:
    state = stasi_drawn_by_p0(known(stasi=True))
    state = finish(state)
    assert state.stasi_holder == 0
    state = suspicion(state, CLUES, (9, 10, 11), open_tiles=OPEN, rows=ROWS)
    state = replace(state, rng=Rng.seeded(7))
    blacks = set(chip_ids(state, "black", stasi=True))
    state = replace(state, supply=tuple(c for c in state.supply if c not in blacks))
    state = finish(state)
    assert state.stasi_holder is None


def test_the_stasi_chip_drawn_in_the_last_round_is_kept_for_minus_two() -> None:
    state = stasi_drawn_by_p0(known(stasi=True))
    state = finish(replace(state, round=5))
    assert state.phase is Phase.OVER
    stasi = chip_ids(state, "black", stasi=True)[0]
    assert state.holdings[0] == (Held(stasi, open=True),)
    assert state.total(0) == -2
    result = GAME.result(state)
    assert result is not None and result.scores is not None and result.scores[0] == -2


def test_the_stasi_chip_as_last_black_does_not_use_black_up() -> None:
    """Ruled (rulings.md): it goes back into the supply, so black is not used up by it."""
    state = known(stasi=True)
    stasi = chip_ids(state, "black", stasi=True)[0]
    blacks = set(chip_ids(state, "black")) - {stasi}
    state = finish(replace(state, supply=tuple(c for c in state.supply if c not in blacks)))
    assert state.phase is Phase.CLUES and state.round == 2
    assert state.holdings[0] == () and state.stasi_holder == 0
    assert [c for c in state.supply if state.chips[c].colour is Colour.BLACK] == [stasi]


def stasi_only_black(state: State, holdings: tuple[tuple[Held, ...], ...]) -> State:
    """`state` with these holdings; the only black chip left in the supply is the Stasi chip."""
    taken = {held.chip for holding in holdings for held in holding}
    taken |= set(chip_ids(state, "black", stasi=False))
    supply = tuple(c for c in state.supply if c not in taken)
    return replace(state, holdings=holdings, supply=supply)


def test_ten_points_are_counted_with_the_kept_stasi_chip() -> None:
    """Ruled: the scoring ends the game because p1 reaches 10, so p0 keeps the Stasi chip."""
    state = known(stasi=True)
    gold = chip_ids(state, "gold")  # values 3, 3, 4, 4, 5
    state = finish(stasi_only_black(state, ((), (Held(gold[4]), Held(gold[2])), ())))
    assert state.phase is Phase.OVER and state.round == 1
    assert state.total(1) >= 10
    stasi = chip_ids(state, "black", stasi=True)[0]
    assert state.holdings[0] == (Held(stasi, open=True),) and state.total(0) == -2


def test_the_kept_stasi_chip_can_keep_a_player_below_ten() -> None:
    """Ruled: with the Stasi chip kept nobody would hold 10, so the game goes on ("10 points"
    with 9 is no end) and the chip returns to the supply."""
    state = known(stasi=True)
    gold, white = chip_ids(state, "gold"), chip_ids(state, "white", 2)
    eleven = (Held(gold[4]), Held(gold[2]), Held(white[0]))  # 5 + 4 + 2
    state = finish(stasi_only_black(state, (eleven, (), ())))
    assert state.phase is Phase.CLUES and state.round == 2
    assert state.total(0) == 11 and state.stasi_holder == 0
    assert chip_ids(state, "black", stasi=True)[0] in state.supply


# -- Café Adler -------------------------------------------------------------------------
def test_cafe_adler_chips_replace_ordinary_ones() -> None:
    chips = chip_set(False, True)
    assert len(chips) == 25
    adler = sorted((c.colour, c.value) for c in chips if c.adler)
    assert adler == sorted(
        [(Colour.GOLD, 3), (Colour.WHITE, 1), (Colour.WHITE, 1), (Colour.BLACK, -1)]
    )
    values = Counter((c.colour, c.value) for c in chips)
    assert values == Counter((c.colour, c.value) for c in chip_set(False, False))
    both = chip_set(True, True)
    assert len(both) == 25 and sum(c.stasi for c in both) == 1
    assert sum(c.value == -1 and c.colour is Colour.BLACK for c in both) == 3


def test_every_receiver_decides_in_turn_with_cafe_adler() -> None:
    state = act(known(cafe_adler=True), 1, Accuse(0))
    state = act(state, 2, Accuse(16))
    order = []
    while state.phase is Phase.CAFE:
        order.append(state.turn)
        assert GAME.private_decision(state, state.turn)
        assert GAME.to_act(state).players == frozenset({state.turn})
        state = act(state, state.turn, KeepChips())
        assert len(state.holdings[order[-1]]) == 1
    assert order == [1, 2, 0]
    assert state.round == 2


def adler_ready() -> State:
    """p0 holds a hidden Café Adler gold chip, p1 a hidden gold 5 and a spent Adler white."""
    state = known(cafe_adler=True)
    adler_gold = chip_ids(state, "gold", adler=True)[0]
    adler_white = chip_ids(state, "white", adler=True)[0]
    g5 = chip_ids(state, "gold", 5)[0]
    holdings = ((Held(adler_gold),), (Held(g5), Held(adler_white, open=True)), ())
    taken = {adler_gold, adler_white, g5}
    return replace(
        state, holdings=holdings, supply=tuple(c for c in state.supply if c not in taken)
    )


def test_a_cafe_adler_chip_is_swapped_blind_and_lies_open() -> None:
    state = finish(adler_ready())
    while state.turn != 0:
        assert [a for a in GAME.legal_actions(state, state.turn) if isinstance(a, Swap)] == []
        state = act(state, state.turn, KeepChips())
    assert state.phase is Phase.CAFE
    swaps = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Swap)]
    assert swaps == [Swap(0, 1, 0), Swap(0, 1, 2)]  # p1's hidden gold chips only
    adler_gold = state.holdings[0][0].chip
    g5 = state.holdings[1][0].chip
    outcome = GAME.apply(state, 0, Swap(0, 1, 0))
    assert Swapped(0, 0, 1, 0, Colour.GOLD, 3) in outcome.events
    assert outcome.irreversible
    state = outcome.state
    assert state.holdings[0][0] == Held(g5)
    assert state.holdings[1][0] == Held(adler_gold, open=True)
    assert GAME.view_for(state, 2).players[1].chips[0].value == 3  # open for everyone
    assert GAME.view_for(state, 2).players[0].chips[0].value is None
    assert GAME.legal_actions(state, 0) == [KeepChips()]
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Swap(0, 1, 2))
    assert GAME.legal_actions(replace(state, turn=1), 1) == [KeepChips()]  # spent for p1
    state = act(state, 0, KeepChips())
    assert state.round == 2


def test_a_kept_cafe_adler_chip_can_be_swapped_in_a_later_scoring() -> None:
    state = finish(adler_ready())
    while state.phase is Phase.CAFE:
        state = act(state, state.turn, KeepChips())
    assert state.round == 2
    state = suspicion(state, CLUES, (9, 10, 11), open_tiles=OPEN, rows=ROWS)
    state = finish(state)
    assert state.phase is Phase.CAFE and state.turn == 1
    assert any(isinstance(a, Swap) for a in GAME.legal_actions(replace(state, turn=0), 0))


def test_no_cafe_decisions_once_all_adler_chips_lie_open() -> None:
    state = known(cafe_adler=True)
    adler = chip_ids(state, "gold", adler=True) + chip_ids(state, "white", adler=True)
    adler += chip_ids(state, "black", adler=True)
    holdings = (tuple(Held(c, open=True) for c in adler), (), ())
    state = replace(
        state, holdings=holdings, supply=tuple(c for c in state.supply if c not in adler)
    )
    state = finish(state)
    assert state.round == 2 and state.phase is Phase.CLUES
