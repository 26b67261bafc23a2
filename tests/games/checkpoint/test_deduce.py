import pytest

from spielesammlung.games.checkpoint.deduce import (
    Facts,
    assignments,
    assistant_odds,
    chief_candidates,
    chief_odds,
    facts_from_view,
    fits,
    possible_clues,
    scoring_candidates,
)
from spielesammlung.games.checkpoint.rules import GAME

from .helpers import new, suspicion


def test_fits_row_and_discards() -> None:
    assert fits((0, 0), (0, 2, 4), (1, 3))
    assert not fits((0, 0), (0, 1), ())
    assert not fits((0, 0), (0,), (2,))
    assert fits((4, 1), (), ())


def test_a_players_clue_follows_from_row_and_discards() -> None:
    # p1: cats 0 and 3 in the row share tiles 2, 3, 4 on side 0; cat 4 was discarded,
    # which rules out newspaper (3, 0) and grey fur (4, 0)
    facts = Facts(((), (0, 3), ()), ((), (4,), ()), (), (None, None, None))
    possible = possible_clues(facts)
    assert possible[1] == frozenset({(2, 0)})
    assert all(clue[0] != 2 for p in (0, 2) for clue in possible[p])  # tiles are distinct
    assert len(possible[0]) == 8


def test_own_clue_and_open_tiles_narrow_the_others() -> None:
    facts = Facts(((), (), ()), ((), (), ()), ((3, 1),), ((0, 0), None, None))
    possible = possible_clues(facts)
    assert possible[0] == frozenset({(0, 0)})
    assert {clue[0] for clue in possible[1]} == {1, 2, 4}
    assert all(len(a) == 3 for a in assignments(facts))


def test_the_chief_is_certain_when_all_five_traits_are_known() -> None:
    facts = Facts(((), (), ()), ((), (), ()), ((3, 1), (4, 0)), ((0, 0), (1, 1), (2, 0)))
    chief = 0b01010
    assert chief_candidates(facts) == frozenset({chief})
    odds = chief_odds(facts)
    assert odds[chief] == 1
    assistants = assistant_odds(facts)
    assert [c for c in range(32) if assistants[c] == 1] == sorted(
        chief ^ (1 << t) for t in range(5)
    )
    assert scoring_candidates(facts) == {chief} | {chief ^ (1 << t) for t in range(5)}


def test_odds_are_even_over_unknown_tiles() -> None:
    facts = Facts(((), (), ()), ((), (), ()), (), ((0, 0), (1, 0), (2, 0)))
    odds = chief_odds(facts)
    assert sum(odds) == pytest.approx(1)
    assert chief_candidates(facts) == {0, 8, 16, 24}
    assert odds[0] == pytest.approx(0.25)


def test_contradicting_facts_give_no_candidates() -> None:
    facts = Facts(((0, 31), (), ()), ((), (), ()), (), (None, None, None))
    assert assignments(facts) == ()
    assert chief_candidates(facts) == frozenset()
    assert sum(chief_odds(facts)) == 0


def test_facts_from_a_view() -> None:
    state = suspicion(new(3), [(0, 0), (1, 0), (2, 0)], (9,), rows=((0,), (), ()))
    view = GAME.view_for(state, 1)
    facts = facts_from_view(view)
    assert facts.known == (None, (1, 0), None)
    assert facts.rows == ((0,), (), ())
    assert facts_from_view(view, own_clue=False).known == (None, None, None)
    public = facts_from_view(GAME.view_for(state, None))
    assert public.known == (None, None, None)


def test_fitting_clues_are_those_every_row_cat_shows_and_no_discard_does() -> None:
    import random

    from spielesammlung.games.checkpoint.components import matches
    from spielesammlung.games.checkpoint.deduce import ALL_CLUES, fitting

    rng = random.Random(3)
    for _ in range(300):
        cats = rng.sample(range(32), rng.randrange(0, 9))
        cut = rng.randrange(0, len(cats) + 1)
        row, discards = tuple(cats[:cut]), tuple(cats[cut:])
        expected = {
            clue
            for clue in ALL_CLUES
            if all(matches(c, clue) for c in row) and not any(matches(c, clue) for c in discards)
        }
        assert fitting(row, discards) == expected
