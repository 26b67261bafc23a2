"""One or more tests per rule of Geheime Mission."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import (
    ALL_SEEING,
    NOBODY,
    IllegalAction,
    NotYourTurn,
    Result,
    ToAct,
)
from spielesammlung.games.geheime_mission import GAME
from spielesammlung.games.geheime_mission.rules import (
    BLUE,
    OPTIONS,
    RED,
    SYMBOLS,
    CardDrawn,
    Discarded,
    GameWon,
    MissionAccomplished,
    Place,
    Reshuffled,
    RoundOver,
    Scored,
    SeenDiscard,
    VisorRow,
    mission_cards,
)

from .helpers import DRAWN, C, M, S, U, card, new, play, play_line, with_cards

# -- setup and cards -------------------------------------------------------------------------


def test_setup() -> None:
    state = new()
    assert state.rack == ((),) * 7
    assert state.supply == (21, 21) and state.scores == (0, 0)
    assert state.to_move == RED and state.opener == RED and state.round == 1
    assert None not in state.cards and len(state.deck) == 16 and state.discard == ()
    assert len(set(state.deck) | set(state.cards)) == 18
    assert GAME.to_act(state) == ToAct.one(RED)


def test_first_option_lets_blue_open() -> None:
    state = new(first="blue")
    assert state.to_move == BLUE and state.opener == BLUE


def test_the_deck_depends_on_the_seed_only() -> None:
    assert new(3) == new(3)
    assert {new(seed).deck for seed in range(5)} != {new(0).deck}


def test_eighteen_mission_cards() -> None:
    cards = mission_cards()
    assert len(set(cards)) == 18
    ones = [c for c in cards if c.points == 1]
    twos = [c for c in cards if c.points == 2]
    assert len(ones) == 6 and all(sorted(c.counts) == [0, 0, 2, 2] for c in ones)
    assert len(twos) == 12 and all(sorted(c.counts) == [0, 0, 2, 3] for c in twos)
    assert len({tuple(i for i, n in enumerate(c.counts) if n) for c in ones}) == 6
    assert len({c.counts for c in twos}) == 12


def test_harder_missions_ask_one_more_of_the_chosen_symbol() -> None:
    harder = mission_cards("U-Boot")
    for plain, hard in zip(mission_cards(), harder, strict=True):
        assert hard.points == plain.points
        for i, (a, b) in enumerate(zip(plain.counts, hard.counts, strict=True)):
            assert b == (a + 1 if i == 2 and a else a)
    assert new(harder="U-Boot").deck[0] in harder
    assert OPTIONS[2].choices == ("none", "Mikrofilm", "Raumschiff", "U-Boot", "Computer")


def test_a_card_counts_top_symbols_of_any_colour_at_least() -> None:
    two_two = card(1, M=2, S=2)
    assert two_two.fulfilled([M, S, M, S, None, None, None])
    assert two_two.fulfilled([M, S, M, S, S, M, U])
    assert not two_two.fulfilled([M, S, M, U, C, None, None])
    assert two_two.missing([M, U, None, None, None, None, None]) == 3


# -- placing ---------------------------------------------------------------------------------


def test_legal_placements_are_every_open_column_and_symbol() -> None:
    state = new()
    assert len(GAME.legal_actions(state, RED)) == 28
    assert GAME.legal_actions(state, BLUE) == []
    state = play_line(state, "111111")
    assert all(a.column != 0 for a in GAME.legal_actions(state, RED))
    assert len(GAME.legal_actions(state, RED)) == 24


def test_a_full_column_is_illegal() -> None:
    state = play_line(new(), "111111")
    with pytest.raises(IllegalAction):
        GAME.apply(state, RED, Place(0, M))
    with pytest.raises(IllegalAction):
        GAME.apply(state, RED, Place(7, M))


def test_only_the_mover_may_place() -> None:
    with pytest.raises(NotYourTurn):
        GAME.apply(new(), BLUE, Place(3, M))


def test_the_die_goes_on_top_and_only_the_top_symbol_shows() -> None:
    state = play(new(), (2, S), (2, U))
    assert [d.owner for d in state.rack[2]] == [RED, BLUE]
    view = GAME.view_for(state, None)
    assert view.columns[2] == (RED, BLUE)
    assert view.tops == (None, None, U, None, None, None, None)
    assert state.supply == (20, 20) and state.to_move == RED


# -- scoring ---------------------------------------------------------------------------------


def test_a_one_point_mission_is_revealed_scored_and_replaced() -> None:
    mine, theirs, nxt = card(1, M=2, S=2), card(1, U=2, C=2), card(2, U=3, C=2)
    state = with_cards(new(), mine, theirs, deck=(nxt,))
    state = play(state, (0, M), (1, U), (2, M), (3, C), (4, S), (6, U))
    assert state.scores == (0, 0)
    outcome = GAME.apply(state, RED, Place(5, S))
    after = outcome.state
    assert after.scores == (1, 0)
    assert after.cards == (nxt, theirs)
    assert after.discard == (Discarded(mine, RED, revealed=True),)
    assert outcome.irreversible
    events = outcome.events
    assert MissionAccomplished(RED, mine) in events
    assert Scored(RED, 1, 0, 0, 1) in events
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert drawn == [CardDrawn(RED, nxt, seen_by=frozenset({RED}))]
    assert not any(isinstance(e, VisorRow) for e in events)


def test_a_two_point_mission_scores_two() -> None:
    mine = card(2, S=3, C=2)
    state = with_cards(new(), mine, card(1, M=2, U=2))
    state = play(state, (0, S), (1, M), (2, S), (3, M), (4, C), (5, M))
    assert state.scores == (0, 0)
    state = play(state, (6, C), (3, U), (1, S))  # tops S S S U C M C
    assert state.scores == (2, 0)


def test_a_placement_without_anything_scores_nothing_and_is_reversible() -> None:
    outcome = GAME.apply(new(), RED, Place(3, M))
    assert outcome.state.scores == (0, 0) and not outcome.irreversible


def test_a_visor_row_scores_three_and_starts_a_new_round() -> None:
    state = with_cards(new(), card(1, S=2, U=2), card(1, S=2, C=2))
    state = play_line(state, "1212131")  # red: 1,1,1,1 vertical; every top a Mikrofilm
    assert state.scores == (3, 0)
    assert state.round == 2 and state.rack == ((),) * 7


@pytest.mark.parametrize(
    ("line", "name"),
    [("1727374", "horizontal"), ("12234334744", "diagonal up"), ("76654554144", "diagonal down")],
)
def test_visor_rows_in_every_direction(line: str, name: str) -> None:
    state = with_cards(new(), card(1, S=2, U=2), card(1, S=2, C=2))
    outcome = None
    for ch in line:
        outcome = GAME.apply(state, state.to_move, Place(int(ch) - 1, M))
        state = outcome.state
    assert outcome is not None
    rows = [e for e in outcome.events if isinstance(e, VisorRow)]
    assert len(rows) == 1 and rows[0].player == RED and len(rows[0].cells) == 4, name
    assert state.scores == (3, 0)


def test_mission_and_visor_row_in_one_placement_score_card_plus_three_plus_one() -> None:
    for mine, expected in ((card(1, M=2, S=2), 5), (card(2, M=3, S=2), 6)):
        state = with_cards(new(), mine, card(1, U=2, C=2))
        # red builds a bottom row in columns 1-4 (tops M M M _ _ U S), then adds a Raumschiff
        state = play(state, (0, M), (6, U), (1, M), (6, S), (2, M), (5, U))
        outcome = GAME.apply(state, RED, Place(3, S))
        assert outcome.state.scores == (expected, 0)
        assert MissionAccomplished(RED, mine) in outcome.events
        assert any(isinstance(e, VisorRow) for e in outcome.events)


def test_only_the_placers_card_is_checked() -> None:
    blue = card(1, M=2, S=2)
    state = with_cards(new(), card(1, U=2, C=2), blue)
    state = play(state, (0, M), (1, S), (2, M), (3, U))
    outcome = GAME.apply(state, RED, Place(4, S))  # red makes blue's card true: no points
    assert blue.fulfilled(GAME.view_for(outcome.state, None).tops)
    assert outcome.state.scores == (0, 0)
    state = play(outcome.state, (5, C))
    assert state.scores == (0, 1)  # blue claims it after its own placement


def test_a_new_card_already_fulfilled_counts_only_after_the_next_own_placement() -> None:
    mine, nxt = card(1, M=2, S=2), card(1, M=2, U=2)
    state = with_cards(new(), mine, card(1, U=2, C=2), deck=(nxt,))
    state = play(state, (0, M), (1, U), (2, M), (3, U), (4, S), (6, C), (5, S))
    assert state.scores == (1, 0) and state.cards[RED] == nxt  # red claimed `mine`
    assert nxt.fulfilled(GAME.view_for(state, None).tops)  # tops M U M U S S C
    state = play(state, (6, C))
    assert state.scores == (1, 0)
    state = play(state, (6, C))
    assert state.scores == (2, 0)


def test_a_claimed_card_that_is_no_longer_true_is_not_scored() -> None:
    mine, nxt = card(1, M=2, S=2), card(1, M=2, U=2)
    state = with_cards(new(), mine, card(1, U=2, C=2), deck=(nxt,))
    state = play(state, (0, M), (1, U), (2, M), (3, U), (4, S), (6, C), (5, S))
    state = play(state, (1, C))  # blue covers a U-Boot
    assert state.scores == (1, 0)
    state = play(state, (6, C))
    assert state.scores == (1, 0)


# -- rounds ----------------------------------------------------------------------------------


def test_a_new_round_discards_unfinished_cards_and_the_other_colour_opens() -> None:
    red, blue = card(1, S=2, U=2), card(1, S=2, C=2)
    state = with_cards(new(), red, blue)
    outcome = GAME.apply(play_line(state, "121213"), RED, Place(0, M))
    state = outcome.state
    assert outcome.irreversible
    assert RoundOver(False, BLUE) in outcome.events
    assert state.discard == (Discarded(red, RED, False), Discarded(blue, BLUE, False))
    assert state.supply == (21, 21) and state.scores == (3, 0)
    assert state.to_move == BLUE and state.opener == BLUE and state.round == 2
    assert None not in state.cards and not {red, blue} & set(state.cards)
    assert len([e for e in outcome.events if isinstance(e, CardDrawn)]) == 2
    # blue opened round 2; blue completes a row: round 3 is opened by red again
    state = play_line(state, "1212121")
    assert state.round == 3 and state.opener == RED and state.scores == (3, 3)


def test_a_full_rack_starts_a_new_round() -> None:
    state = with_cards(new(), card(1, S=2, U=2), card(1, S=2, C=2))
    state = play_line(state, DRAWN[:-1])
    assert sum(map(len, state.rack)) == 41 and state.to_move == BLUE
    outcome = GAME.apply(state, BLUE, Place(int(DRAWN[-1]) - 1, M))
    assert RoundOver(True, BLUE) in outcome.events
    assert outcome.state.round == 2 and outcome.state.scores == (0, 0)
    assert outcome.state.to_move == BLUE  # red opened round 1


def test_first_blue_alternates_from_blue() -> None:
    state = with_cards(new(first="blue"), card(1, S=2, U=2), card(1, S=2, C=2))
    state = play_line(state, "1212121")  # blue's vertical row
    assert state.scores == (0, 3) and state.opener == RED and state.to_move == RED


def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out() -> None:
    mine = card(1, M=2, S=2)
    state = with_cards(new(), mine, card(1, S=2, C=2))
    used = tuple(Discarded(c, BLUE, False) for c in state.deck)
    state = replace(state, deck=(), discard=used)
    state = play(state, (0, M), (1, U), (2, M), (3, U), (4, S), (6, U))
    outcome = GAME.apply(state, RED, Place(5, S))
    assert Reshuffled(16) in outcome.events  # the card just fulfilled is not shuffled in
    after = outcome.state
    assert after.discard == (Discarded(mine, RED, revealed=True),) and len(after.deck) == 15
    assert set(after.deck) | set(after.cards) | {mine} == set(mission_cards())
    assert after.cards[RED] != mine


# -- the end ---------------------------------------------------------------------------------


def test_fifteen_points_win_at_once() -> None:
    mine = card(1, M=2, S=2)
    state = replace(with_cards(new(), mine, card(1, U=2, C=2)), scores=(14, 14))
    state = play(state, (0, M), (1, U), (2, M), (3, C), (4, S), (6, U))
    outcome = GAME.apply(state, RED, Place(5, S))
    state = outcome.state
    assert state.scores == (15, 14) and state.winner == RED
    assert GameWon(RED, (15, 14)) in outcome.events
    assert not any(isinstance(e, CardDrawn) for e in outcome.events)
    assert GAME.result(state) == Result(frozenset({RED}), (15, 14))
    assert GAME.to_act(state) == NOBODY and GAME.legal_actions(state, BLUE) == []
    with pytest.raises(NotYourTurn):
        GAME.apply(state, BLUE, Place(0, M))


def test_a_visor_row_reaching_fifteen_ends_the_game_instead_of_the_round() -> None:
    state = replace(new(visor_only=True), scores=(12, 0))
    state = play_line(state, "1212121")
    assert state.winner == RED and state.scores == (15, 0) and state.round == 1


# -- visor only ------------------------------------------------------------------------------


def test_visor_only_has_no_cards_and_scores_rows_by_rounds() -> None:
    state = new(visor_only=True)
    assert state.cards == (None, None) and state.deck == () and state.discard == ()
    state = play(state, (0, M), (1, M), (2, M), (3, M), (4, S), (5, S))
    assert state.scores == (0, 0)  # no mission is ever checked
    outcome = GAME.apply(play_line(state, "12127"), BLUE, Place(1, M))
    assert outcome.state.scores == (0, 3) and outcome.state.round == 2
    assert outcome.state.cards == (None, None) and not outcome.irreversible


# -- views -----------------------------------------------------------------------------------


def test_views_show_only_the_own_card_and_never_the_deck() -> None:
    state = new(5)
    red, blue = state.cards
    assert GAME.view_for(state, RED).cards == (red, None)
    assert GAME.view_for(state, BLUE).cards == (None, blue)
    assert GAME.view_for(state, None).cards == (None, None)
    assert GAME.view_for(state, ALL_SEEING).cards == (red, blue)
    view = GAME.view_for(state, ALL_SEEING)
    assert view.deck_size == 16 and not hasattr(view, "deck")
    text = repr(GAME.view_for(state, RED))
    assert repr(blue) not in text and "deck=" not in text


def test_the_discard_pile_shows_revealed_cards_to_all_and_others_to_their_owner() -> None:
    a, b, c = card(1, M=2, S=2), card(1, U=2, C=2), card(2, M=3, S=2)
    state = replace(
        new(),
        discard=(Discarded(a, RED, True), Discarded(b, RED, False), Discarded(c, BLUE, False)),
    )

    def pile(viewer: int | None) -> tuple[SeenDiscard, ...]:
        return GAME.view_for(state, viewer).discard

    assert pile(None) == (
        SeenDiscard(RED, a, True),
        SeenDiscard(RED, None, False),
        SeenDiscard(BLUE, None, False),
    )
    assert [d.card for d in pile(RED)] == [a, b, None]
    assert [d.card for d in pile(BLUE)] == [a, None, c]
    assert [d.card for d in pile(ALL_SEEING)] == [a, b, c]
    for viewer in (None, RED, BLUE, ALL_SEEING):  # whose card and face up or down: public
        assert [(d.owner, d.revealed) for d in pile(viewer)] == [
            (RED, True),
            (RED, False),
            (BLUE, False),
        ]


def test_the_discard_view_names_who_fulfilled_a_mission() -> None:
    mine, theirs, nxt = card(1, M=2, S=2), card(1, U=2, C=2), card(2, U=3, C=2)
    state = with_cards(new(), mine, theirs, deck=(nxt,))
    state = play(state, (0, M), (1, U), (2, M), (3, C), (4, S), (6, U), (5, S))
    for viewer in (None, RED, BLUE, ALL_SEEING):
        assert GAME.view_for(state, viewer).discard == (SeenDiscard(RED, mine, True),)


def test_unfinished_cards_stay_hidden_from_the_opponent_but_not_their_owner() -> None:
    red, blue = card(2, M=3, S=2), card(2, C=3, U=2)
    state = play_line(with_cards(new(), red, blue), "1212121")  # red's visor row ends the round
    assert state.round == 2

    def pile(viewer: int | None) -> list[tuple[int, object, bool]]:
        return [(d.owner, d.card, d.revealed) for d in GAME.view_for(state, viewer).discard]

    assert pile(None) == [(RED, None, False), (BLUE, None, False)]
    assert pile(RED) == [(RED, red, False), (BLUE, None, False)]
    assert pile(BLUE) == [(RED, None, False), (BLUE, blue, False)]
    assert pile(ALL_SEEING) == [(RED, red, False), (BLUE, blue, False)]
    text = repr(GAME.view_for(state, RED))
    assert repr(blue) not in text


def test_the_view_with_its_discard_pile_is_plain_json() -> None:
    a, b = card(1, M=2, S=2), card(1, U=2, C=2)
    state = replace(new(), discard=(Discarded(a, RED, True), Discarded(b, BLUE, False)))
    data = jsonable(GAME.view_for(state, None))
    assert json.loads(json.dumps(data))["discard"] == [
        {"owner": RED, "card": {"counts": [2, 2, 0, 0], "points": 1}, "revealed": True},
        {"owner": BLUE, "card": None, "revealed": False},
    ]


def test_no_handover_is_needed() -> None:
    assert not GAME.private_decision(new(), RED)


def test_actions_survive_the_codec() -> None:
    for symbol in SYMBOLS:
        action = Place(3, symbol)
        assert GAME.codec.decode(GAME.codec.encode(action)) == action
    with pytest.raises(IllegalAction):
        GAME.codec.decode({"type": "Place", "column": 1, "symbol": "Banane"})
