"""The printed rulebook of Heimlich, still & leise (shared/rules/002_…), paragraph by paragraph.

Each docstring quotes or paraphrases the statement and its section; "ruling" means
shared/design/rulings.md decides it, "rules text" the in-app rules text.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spielesammlung.core.protocol import IllegalAction, NotYourTurn, Setup, ToAct
from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.board import FULL, STEPS, Direction, parse_square
from spielesammlung.games.heimlich.notation import parse_position
from spielesammlung.games.heimlich.rules import (
    STONES_PER_SIDE,
    WHITE,
    YELLOW,
    Borrowed,
    Pass,
    Passed,
    Place,
    State,
)

from .util import TWO_LINES, moves, play, position, squares_of


def new(classic: bool = False) -> State:
    return GAME.new_game(Setup(("Anna", "Ben"), {"classic": classic}), seed=1)


def board_with(stones: dict[str, str], side: str, classic: bool = False) -> State:
    """A position from a few stones, e.g. {"d5": "Y", "d6": "W"}."""
    cells = ["."] * 64
    for square, colour in stones.items():
        cells[parse_square(square)] = colour
    return parse_position("".join(cells) + " " + side, classic)


def run_out(state: State) -> State:
    """Pass while passing is the only action (as the app does by itself)."""
    while GAME.to_act(state).players and GAME.legal_actions(state, state.to_move) == [Pass()]:
        state = GAME.apply(state, state.to_move, Pass()).state
    return state


# -- title and contents ------------------------------------------------------------------------


def test_a_game_for_two() -> None:
    """ "Ein Spielkrimi für zwei" (title): the rules refuse any other number of players."""
    for names in (("A",), ("A", "B", "C")):
        with pytest.raises(ValueError):
            GAME.new_game(Setup(names), 0)


def test_one_board_and_sixty_four_stones() -> None:
    """ "1 Spielplan, 64 zweifarbige Spielsteine" (Inhalt): 64 squares, 2 × 32 stones."""
    state = new()
    assert FULL.bit_count() == 64
    assert sum(state.counts) + sum(state.supplies) == 64 == 2 * STONES_PER_SIDE


# -- introduction ------------------------------------------------------------------------------


@pytest.mark.parametrize(("stone", "winner"), [("W", WHITE), ("Y", YELLOW)])
def test_police_or_robbers_can_win(stone: str, winner: int) -> None:
    """ "Bei diesem Spiel können Polizisten oder Räuber gewinnen" (introduction)."""
    state = run_out(board_with({"c3": stone}, "W"))
    result = GAME.result(state)
    assert result is not None and result.winners == frozenset({winner})


def test_equal_chances_at_the_start() -> None:
    """ "Die Chancen sind am Anfang für beide gleich" (introduction): two stones and 30 in
    supply each, and the same number of placements for either side."""
    state = new()
    assert state.counts == (2, 2) and state.supplies == (30, 30)
    assert len(moves(state)) == len(moves(replace(state, to_move=YELLOW))) == 4


def test_each_stone_is_placed_once() -> None:
    """ "Jeder Spielstein wird nur einmal gesetzt" (introduction): a stone placed stays where it
    is, one stone leaves the supply, and an occupied square takes no stone."""
    state = new()
    after = play(state, "e3:n").state
    occupied = state.white | state.yellow
    assert (after.white | after.yellow) & occupied == occupied
    assert after.supplies == (29, 30)
    with pytest.raises(IllegalAction):
        GAME.apply(after, YELLOW, Place(parse_square("d4"), Direction.N))


def test_enclosed_stones_turn_and_change_sides() -> None:
    """ "wenn der Gegner eingekreist ist, werden seine Spielsteine umgedreht und zu eigenen
    Steinen gemacht. Aus Polizisten werden Räuber und umgekehrt" (introduction)."""
    after = play(new(), "e3:n").state
    assert "e4" in squares_of(after.white) and "e4" not in squares_of(after.yellow)
    back = play(after, "f3:nw").state  # a robber turns the same stone back
    assert "e4" in squares_of(back.yellow) and "e4" not in squares_of(back.white)


# -- So gewinnt man ----------------------------------------------------------------------------


def test_the_stronger_team_wins() -> None:
    """ "Der Spieler, der zum Schluß die stärkste Mannschaft hat … gewinnt" (So gewinnt man)."""
    state = run_out(board_with({"a1": "W", "h8": "Y", "h7": "Y"}, "W"))
    result = GAME.result(state)
    assert result is not None and result.winners == frozenset({YELLOW})
    assert result.scores == (1, 2)


# -- Das müßt Ihr vorbereiten ------------------------------------------------------------------


def test_thirty_two_stones_each() -> None:
    """ "Jeder Spieler erhält 32 Spielsteine" (Vorbereiten)."""
    assert STONES_PER_SIDE == 32


def test_the_first_player_takes_the_police_in_white() -> None:
    """ "Ein Spieler wählt die Polizisten … weißen Seite … Der Gegner wählt die Räuber und erhält
    die gelbe Farbe" (Vorbereiten). The rules text decides: player 1 of a new game is the police
    (white, the rules' player 0), player 2 the robbers (yellow)."""
    assert (WHITE, YELLOW) == (0, 1)
    assert GAME.to_act(new()) == ToAct.one(0)


def test_two_white_and_two_yellow_stones_in_the_middle() -> None:
    """ "In die Mitte des Spielplans werden … zwei weiße und zwei gelbe Spielsteine abgelegt"
    (Vorbereiten); the squares are the ruling's: white d4 e5, yellow d5 e4."""
    state = new()
    assert squares_of(state.white) == {"d4", "e5"} and squares_of(state.yellow) == {"d5", "e4"}


# -- Und so wird gespielt ----------------------------------------------------------------------


def test_turns_alternate_and_the_police_begin() -> None:
    """ "Die Spieler setzen nun abwechselnd jeweils einen Stein. Die Polizisten beginnen"
    (So wird gespielt)."""
    state = new()
    assert state.to_move == WHITE
    with pytest.raises(NotYourTurn):
        GAME.apply(state, YELLOW, Place(parse_square("e3"), Direction.N))
    state = play(state, "e3:n").state
    assert state.to_move == YELLOW
    assert play(state, "f3:nw").state.to_move == WHITE


def test_every_stone_must_enclose() -> None:
    """ "Jeder Stein muß so gesetzt werden, daß er einen oder mehrere … Steine des Gegenspielers
    einschließt" (So wird gespielt): a placement next to nothing is refused."""
    state = new()
    assert "a1:ne" not in moves(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, WHITE, Place(parse_square("a1"), Direction.NE))
    with pytest.raises(IllegalAction):  # d3 touches e4 but nothing white lies beyond it
        GAME.apply(state, WHITE, Place(parse_square("d3"), Direction.NE))


def test_one_or_more_stones_in_an_unbroken_line() -> None:
    """ "einen oder mehrere in einer geraden, zusammenhängenden Reihe liegende Steine" (So wird
    gespielt): a line of three flips whole; a gap breaks the line."""
    state = board_with({"a1": "W", "b1": "Y", "c1": "Y", "d1": "Y"}, "W")
    assert moves(state) == ["e1:w"]
    assert squares_of(play(state, "e1:w").state.white) == {"a1", "b1", "c1", "d1", "e1"}
    gap = board_with({"a1": "W", "b1": "Y", "d1": "Y"}, "W")
    assert moves(gap) == ["c1:w"]  # only b1 is enclosed; e1 would need c1 filled


@pytest.mark.parametrize("direction", list(Direction))
def test_every_direction_encloses(direction: Direction) -> None:
    """ "Dies kann in jeder Richtung geschehen: senkrecht, waagrecht oder schräg (diagonal)"
    (So wird gespielt)."""
    df, dr = STEPS[list(Direction).index(direction)]

    def square(k: int) -> str:
        return "abcdefgh"[3 + k * df] + str(4 + k * dr)

    state = board_with({square(1): "Y", square(2): "W"}, "W")
    assert moves(state) == [f"d4:{direction.value}"]
    after = play(state, f"d4:{direction.value}").state
    assert squares_of(after.white) == {square(0), square(1), square(2)} and after.yellow == 0


def test_turned_stones_stay_on_the_board() -> None:
    """ "Die gewonnenen Steine werden nicht vom Plan genommen, sondern sie bleiben umgedreht
    liegen" (So wird gespielt): every placement adds exactly one stone to the board."""
    state = new()
    for move in ("e3:n", "f3:nw", "f4:w"):
        before = sum(state.counts)
        state = play(state, move).state
        assert sum(state.counts) == before + 1


def test_a_stone_can_change_colour_several_times() -> None:
    """ "Im Laufe des Spiels kann ein Stein seine Farbe mehrmals wechseln" (So wird gespielt)."""
    state = new()
    colours = [state.stone_at(parse_square("e4"))]
    for move in ("e3:n", "f3:nw", "f4:w"):
        state = play(state, move).state
        colours.append(state.stone_at(parse_square("e4")))
    assert colours == [YELLOW, WHITE, YELLOW, WHITE]


def test_only_one_enclosed_line_turns() -> None:
    """ "Wird ein Stein gesetzt, der gleichzeitig in mehrere Richtungen Steine … einschließt, so
    dürfen nur die Steine eines Einschusses umgedreht … werden" (So wird gespielt). The ruling:
    the mover chooses the line (a move is square + direction)."""
    state = position(TWO_LINES, "W")
    assert moves(state) == ["c3:n", "c3:e"]
    assert squares_of(play(state, "c3:n").state.yellow) == {"d3"}
    assert squares_of(play(state, "c3:e").state.yellow) == {"c4"}


def test_classic_rules_turn_every_line() -> None:
    """The option "Klassische Regeln" (ruling, off by default): all enclosed lines turn."""
    assert not new().classic
    after = play(position(TWO_LINES, "W", classic=True), "c3").state
    assert after.yellow == 0


def test_no_placement_means_pass() -> None:
    """ "Wenn ein Spieler keinen Stein so setzen kann, daß dieser Steine des Gegenspielers
    einschließt, muß er passen, und der Gegenspieler kommt an die Reihe" (So wird gespielt).
    Passing is the only action then (ruling: automatic, announced)."""
    state = board_with({"a1": "W", "b1": "Y", "h8": "W"}, "Y")
    assert GAME.legal_actions(state, YELLOW) == [Pass()]
    outcome = GAME.apply(state, YELLOW, Pass())
    assert outcome.events == (Passed(YELLOW),) and outcome.state.to_move == WHITE
    assert moves(outcome.state) == ["c1:w"]
    with pytest.raises(IllegalAction):  # who can enclose may not pass
        GAME.apply(outcome.state, WHITE, Pass())


def test_an_empty_supply_takes_a_stone_from_the_opponent() -> None:
    """The supplies of 32 can run out before the board is full (a side that passed placed fewer);
    the ruling: the mover takes a stone from the opponent's supply."""
    state = replace(new(), supplies=(0, 5))
    outcome = play(state, "e3:n")
    assert Borrowed(WHITE, YELLOW) in outcome.events and outcome.state.supplies == (0, 4)


# -- Ende des Spiels ---------------------------------------------------------------------------


def test_the_game_ends_when_all_sixty_four_stones_are_placed() -> None:
    """ "Das Spiel ist beendet, wenn alle 64 Steine gesetzt sind" (Ende des Spiels)."""
    state = position(
        """
        WWWWWWY.
        WWWWWWWW
        WWWWWWWW
        WWWWWWWW
        WWWWWWWW
        WWWWWWWW
        WWWWWWWW
        WWWWWWWW
        """,
        "W",
    )
    after = play(state, "h8:w").state
    assert after.counts == (64, 0) and GAME.to_act(after).players == frozenset()
    result = GAME.result(after)
    assert result is not None and result.winners == frozenset({WHITE})


def test_the_game_ends_when_nobody_can_enclose() -> None:
    """ "… oder wenn mangels Gelegenheit zum Einschließen kein Stein mehr gesetzt werden kann"
    (Ende des Spiels): both sides pass, one after the other."""
    state = board_with({"a1": "W", "c1": "Y", "h8": "W"}, "W")
    first = GAME.apply(state, WHITE, Pass()).state
    assert GAME.result(first) is None
    second = GAME.apply(first, YELLOW, Pass()).state
    assert GAME.to_act(second).players == frozenset() and GAME.result(second) is not None


def test_most_stones_win_and_equal_counts_draw() -> None:
    """ "Wer nun die meisten Steine seiner Farbe auf dem Plan liegen hat, ist Sieger" (Ende des
    Spiels); equal numbers: a draw (ruling)."""
    won = GAME.result(run_out(board_with({"a1": "W", "c1": "Y", "h8": "W"}, "W")))
    assert won is not None and won.winners == frozenset({WHITE}) and won.scores == (2, 1)
    drawn = GAME.result(run_out(board_with({"a1": "W", "h8": "Y"}, "W")))
    assert drawn is not None and drawn.winners == frozenset() and drawn.scores == (1, 1)


def test_closing_line() -> None:
    pytest.skip("'Na, wer wird gewinnen, die Räuber oder die Gendarmen? Viel Spaß!': no rule")
