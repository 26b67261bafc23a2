"""The printed rulebook of Allianz (Schmidt Spiele, Nr. 601 1130), from its first paragraph
to its last: each test names the statement it checks and asserts it on the rules API.

Where the rulebook leaves something open, /work/shared/design/rulings.md (the rulings) or the
in-app rules text (resources/rules/allianz.*.md) decides; the docstring then says so.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from spielesammlung.core import saves
from spielesammlung.core.protocol import IllegalAction, NotYourTurn, Setup
from spielesammlung.core.registry import entry
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.bots import FIRST_TALK, EasyBot, MediumBot
from spielesammlung.games.allianz.model import (
    CHIPS,
    EMPTY,
    NOTICE_CHOICES,
    Accept,
    AcceptDraw,
    Alliance,
    AllianceEnded,
    Betray,
    Cancel,
    Decline,
    KeepPieces,
    Kind,
    Move,
    Notice,
    NoticeDue,
    OfferDraw,
    Pass,
    Propose,
    Relocate,
    Resign,
    State,
)
from spielesammlung.games.allianz.moves import piece_moves
from spielesammlung.games.allianz.rules import GAME, MOVE_LIMIT, new_state

from .helpers import act, allied, ends, position, sq, step

NONE: frozenset[int] = frozenset()


def start(count: int, pairing: str | None = None) -> State:
    options = {"pairing": pairing} if pairing else {}
    return GAME.new_game(Setup(tuple("ABCD"[:count]), options), 0)


def proposals(state: State, player: int) -> set[tuple[Kind, int]]:
    return {(a.kind, a.to) for a in GAME.legal_actions(state, player) if isinstance(a, Propose)}


# -- Einleitung ------------------------------------------------------------------------------
def test_intrigue_and_diplomacy_are_the_players_part() -> None:
    """ "Entscheidende Faktoren sind Gefühl für Taktik und Diplomatie" (Einleitung)."""
    pytest.skip("flavour: describes the players' skill, no rule to check")


def test_the_material_is_a_board_four_times_21_pieces_and_ten_chips() -> None:
    """ "1 Spielplan und 4 x 21 Spielfiguren und 10 Chips" (Einleitung); the board's size and
    layout: rulings.md (25 x 22, our own landscape)."""
    assert (B.COLS, B.ROWS) == (25, 22)
    assert [len(pieces) for pieces in B.STARTS] == [21] * 4
    state = start(4)
    assert [len(state.pieces(p)) for p in range(4)] == [21] * 4
    assert CHIPS == 10 and state.pool == CHIPS


def test_three_or_four_play_and_two_play_a_variant() -> None:
    """ "Allianz spielt man zu dritt oder viert. Man kann es auch zu zweit spielen" (Einleitung)."""
    assert entry("allianz").players == (2, 3, 4)
    for count in (2, 3, 4):
        assert len(start(count).parties) == count
    for count in (1, 5):
        with pytest.raises(ValueError):
            new_state(Setup(tuple("ABCDE"[:count])))


# -- Ein Blick auf den Spielplan ---------------------------------------------------------------
def test_dark_green_squares_are_never_entered() -> None:
    """ "Die dunkelgrünen Felder dürfen nicht betreten werden" (Spielplan); the rules text adds
    that nobody jumps over them (only over pieces)."""
    rock = next(iter(B.ROCKS))
    assert all(rock not in B.STEPS[s] for s in B.SQUARES)
    assert all(rock not in (over, land) for s in B.SQUARES for over, land in B.JUMPS[s])
    state = start(4)
    for seat in range(4):
        for path, _ in piece_moves(state, seat, state.pieces(seat)[0]):
            assert not set(path) & B.ROCKS


def test_the_coloured_double_squares_are_the_castles() -> None:
    """ "Die farbigen Doppelfelder sind die Burgen der Parteien" (Spielplan)."""
    for castle in B.CASTLES:
        a, b = castle
        assert len(castle) == 2 and b in B.STEPS[a]


def test_allies_may_not_enter_the_truce_zone() -> None:
    """ "Um diese Burgen herum ist die olivgrüne Zone des Burgfriedens. Diese dürfen Verbündete
    nicht betreten" (Spielplan); the rules text: not even as a stop within a jump chain."""
    zone = B.ZONES[1]
    assert set(B.CASTLES[1]) < zone
    edge = (4, 21)  # just outside B's zone
    assert sq(3, 21) in zone and sq(*edge) not in zone
    free = position({edge: 0})
    assert sq(3, 21) in ends(free, 0, edge)
    state = position({edge: 0}, alliances=allied(0, 1))
    assert not set(ends(state, 0, edge)) & zone
    # a chain may not stop inside the zone on its way through: (4,19) -> (2,21) -> (2,19)
    pieces = {(4, 19): 0, (3, 20): 2, (2, 20): 2}
    assert sq(2, 19) in ends(position(pieces), 0, (4, 19))
    assert sq(2, 19) not in ends(position(pieces, alliances=allied(0, 1)), 0, (4, 19))


# -- Das Ziel ------------------------------------------------------------------------------------
def test_the_last_party_on_the_field_wins_with_any_number_of_pieces() -> None:
    """ "alleiniger Sieger ... allein auf dem Schlachtfeld präsent zu sein – egal mit wieviel
    Steinen" (Ziel)."""
    state = position({(5, 10): 0, (5, 11): 1}, count=2)
    after = step(state, 0, (5, 10), (5, 12))
    result = GAME.result(after)
    assert result is not None and result.winners == {0} and len(after.pieces(0)) == 1


def test_capturing_every_piece_defeats_a_party() -> None:
    """ "Dies wird erreicht durch Schlagen der gegnerischen Steine" (Ziel)."""
    state = position({(5, 10): 0, (5, 11): 1}, count=3)
    after = step(state, 0, (5, 10), (5, 12))
    assert not after.alive[1] and after.alive[2] and GAME.result(after) is None


def test_two_pieces_in_an_enemy_castle_defeat_its_lord() -> None:
    """ "oder durch das Besetzen einer gegnerischen Burg mit zwei Figuren" (Ziel)."""
    state = position({(1, 1): 1, (2, 3): 1, (5, 5): 0}, turn=1)
    after = step(state, 1, (2, 3), (1, 2))
    assert not after.alive[0] and after.board[sq(5, 5)] == EMPTY


# -- Die Zugweise ---------------------------------------------------------------------------------
def test_the_player_on_turn_moves_one_of_his_pieces() -> None:
    """ "Wer am Zug ist, zieht einen seiner Steine, oder springt mit ihm" (Zugweise); the rules
    text decides that a player who cannot move passes."""
    state = start(3)
    assert GAME.to_act(state).players == {0}
    moves = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Move)]
    assert moves and all(state.board[m.path[0]] == 0 for m in moves)
    assert step(state, 0, B.coords(moves[0].path[0]), B.coords(moves[0].path[-1])).turn == 1
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, Move((sq(4, 19), sq(5, 18))))
    ring = {(0, 1), (1, 0), (1, 1), (0, 2), (2, 0), (2, 2)}
    boxed = position({(0, 0): 0} | {square: 1 for square in ring})
    assert GAME.legal_actions(boxed, 0)[0] == Pass()


def test_a_step_goes_to_any_free_neighbour() -> None:
    """ "Gezogen wird auf jedes freie Nachbarfeld, gerade oder schräg, vor oder zurück"."""
    state = position({(2, 12): 0, (1, 12): 1})
    targets = set(ends(state, 0, (2, 12)))
    around = {sq(2 + dr, 12 + dc) for dr, dc in B.DIRECTIONS}
    assert around - {sq(1, 12)} <= targets and sq(1, 12) not in targets


def test_a_jump_goes_over_a_single_piece_onto_the_free_square_behind() -> None:
    """ "Gesprungen wird über Einzelfiguren, gerade oder schräg, vor oder zurück, wenn dahinter
    ein freies Feld ist" (Zugweise)."""
    around = {(2 + dr, 12 + dc): 0 for dr, dc in B.DIRECTIONS}
    state = position({(2, 12): 0} | around)
    targets = set(ends(state, 0, (2, 12)))
    assert targets == {sq(2 + 2 * dr, 12 + 2 * dc) for dr, dc in B.DIRECTIONS}
    two = position({(5, 10): 0, (5, 11): 1, (5, 12): 1})  # two in a row: no jump
    assert sq(5, 13) not in ends(two, 0, (5, 10))
    blocked = position({(5, 10): 0, (5, 11): 1, (5, 12): 2})  # nothing free behind
    assert sq(5, 12) not in ends(blocked, 0, (5, 10))


def test_a_jump_entitles_to_a_second_one_and_so_on() -> None:
    """ "so ein Sprung berechtigt zu einem zweiten und so fort" (Zugweise); the rules text
    decides that a chain enters no square twice and may stop after any jump."""
    state = position({(5, 10): 0, (5, 11): 0, (5, 13): 0, (6, 14): 0})
    assert {sq(5, 12), sq(5, 14), sq(7, 14)} <= set(ends(state, 0, (5, 10)))
    for path, _ in piece_moves(state, 0, sq(5, 10)):
        assert len(set(path)) == len(path)


def test_every_chain_that_enters_no_square_twice_is_offered() -> None:
    """ "und so fort" (Zugweise): every chain is found, also one that reaches a square a shorter
    chain with the same captures reached first (the old search kept only that first one)."""
    pieces = {(15, 16): 2, (15, 17): 1, (15, 18): 1, (17, 14): 3, (17, 17): 1, (17, 18): 1}
    state = position({(18, 13): 0, (18, 18): 2} | pieces, alliances=allied(0, 1))
    taken = frozenset(sq(*s) for s in ((15, 16), (17, 14), (18, 18)))
    assert taken in ends(state, 0, (18, 13))[sq(16, 17)]
    assert taken in ends(state, 0, (18, 13))[sq(14, 19)]
    hops = ((18, 13), (16, 15), (14, 17), (16, 19), (18, 17), (18, 19), (16, 17))
    move = next(
        Move(p) for p, t in piece_moves(state, 0, sq(18, 13)) if p[-1] == sq(16, 17) and t == taken
    )
    assert move in GAME.legal_actions(state, 0)
    after = GAME.apply(state, 0, move).state
    assert all(after.board[s] == EMPTY for s in taken)
    assert len(hops) == len(set(hops))  # the chain found by hand enters no square twice


def _brute_force(state: State, player: int, start: int) -> set[tuple[int, frozenset[int]]]:
    """Every (end, captures) of every step and simple jump chain, by trying all paths."""
    ally = state.ally(player)
    zone = state.zone(ally) if ally is not None else frozenset()
    exits = B.EXIT_DISTANCE[state.parties[ally]] if ally is not None else ()
    inside = start in zone
    board = list(state.board)
    board[start] = EMPTY

    def may_end(s: int) -> bool:
        return s not in zone or (inside and exits[s] < exits[start])

    found = {(s, NONE) for s in B.STEPS[start] if board[s] == EMPTY and may_end(s)}

    def walk(here: int, path: set[int], taken: frozenset[int]) -> None:
        r, c = B.coords(here)
        for dr, dc in B.DIRECTIONS:
            if not (0 <= r + 2 * dr < B.ROWS and 0 <= c + 2 * dc < B.COLS):
                continue
            over, land = B.square(r + dr, c + dc), B.square(r + 2 * dr, c + 2 * dc)
            owner = board[over]
            if over in B.ROCKS or land in B.ROCKS or owner == EMPTY or board[land] != EMPTY:
                continue
            if land in path or (land in zone and not inside):
                continue
            capture = owner not in (player, ally) and over not in state.castle(player)
            now = taken | {over} if capture else taken
            board[over] = EMPTY if capture else owner
            if may_end(land):
                found.add((land, now))
            walk(land, path | {land}, now)
            board[over] = owner

    walk(start, {start}, NONE)
    return found


def test_the_chain_search_agrees_with_trying_every_path_on_dense_positions() -> None:
    """ "und so fort" (Zugweise): the generator against a brute-force search, seeded random."""
    rng = random.Random(11)
    for _ in range(150):
        size = rng.choice((5, 6, 7))
        top, left = rng.randrange(B.ROWS - size), rng.randrange(B.COLS - size)
        pieces = {
            (r, c): rng.randrange(4)
            for r in range(top, top + size)
            for c in range(left, left + size)
            if B.square(r, c) not in B.ROCKS and rng.random() < 0.55
        }
        state = position(pieces, alliances=allied(0, 1) if rng.random() < 0.6 else ())
        for piece in state.pieces(0):
            chains = piece_moves(state, 0, piece)
            assert {(p[-1], t) for p, t in chains} == _brute_force(state, 0, piece)
            assert len(chains) == len({(p[-1], t) for p, t in chains})


def test_jumped_own_and_allied_pieces_stay_and_jumped_enemies_are_captured() -> None:
    """ "Übersprungene eigene oder verbündete Figuren bleiben stehen, übersprungene Gegner sind
    geschlagen und kommen vom Brett" (Zugweise); the rules text: at once, during the chain."""
    state = position({(5, 10): 0, (5, 11): 0, (5, 13): 1, (5, 15): 2}, alliances=allied(0, 1))
    move = Move((sq(5, 10), sq(5, 12), sq(5, 14), sq(5, 16)))
    after = GAME.apply(state, 0, move).state
    assert after.board[sq(5, 11)] == 0 and after.board[sq(5, 13)] == 1
    assert after.board[sq(5, 15)] == EMPTY and after.board[sq(5, 16)] == 0


# -- Burgen ---------------------------------------------------------------------------------------
def test_a_castle_taken_by_two_enemies_defeats_its_lord() -> None:
    """ "Wird eine Burg von zwei gegnerischen Figuren besetzt, gilt der Burgherr als besiegt,
    seine Steine kommen vom Brett" (Burgen); the rules text: also two different enemies."""
    state = position({(1, 1): 1, (2, 3): 2, (5, 5): 0, (6, 6): 0}, turn=2)
    after = step(state, 2, (2, 3), (1, 2))
    assert not after.alive[0] and not after.pieces(0)


def test_own_pieces_may_occupy_the_castle_and_may_be_captured_there() -> None:
    """ "Die Burg darf auch von eigenen Steinen besetzt werden. Hier hat der Gegner allerdings die
    Möglichkeit, den Burgherrn zu schlagen" (Burgen)."""
    state = position({(2, 2): 0})
    assert sq(1, 2) in ends(state, 0, (2, 2))
    inside = position({(1, 1): 0, (1, 0): 1}, turn=1)
    assert ends(inside, 1, (1, 0))[sq(1, 2)] == {frozenset({sq(1, 1)})}


def test_an_enemy_in_the_castle_cannot_be_captured_by_its_lord() -> None:
    """ "Eine gegnerische Figur, die einmal bis in die Burg vorgedrungen ist, kann jedoch vom
    Burgherrn nicht mehr geschlagen werden" (Burgen); the rules text: while it stands there, the
    lord may jump over it, other parties may capture it."""
    state = position({(1, 0): 0, (1, 1): 1})
    assert ends(state, 0, (1, 0))[sq(1, 2)] == {NONE}
    third = position({(1, 0): 2, (1, 1): 1}, turn=2)
    assert ends(third, 2, (1, 0))[sq(1, 2)] == {frozenset({sq(1, 1)})}
    outside = position({(2, 0): 0, (2, 1): 1})
    assert ends(outside, 0, (2, 0))[sq(2, 2)] == {frozenset({sq(2, 1)})}


# -- Allianzen ------------------------------------------------------------------------------------
def test_any_two_players_may_ally_at_any_moment_also_out_of_turn() -> None:
    """ "Je zwei Spieler können jederzeit ein Bündnis schließen" (Allianzen); the rules text
    decides "jederzeit": on one's own turn before the move, and out of turn whenever no
    question waits for its answer."""
    state = start(3)
    assert GAME.to_act(state).anyone == {1, 2}
    assert proposals(state, 0) == {(k, p) for k in Kind for p in (1, 2)}
    assert proposals(state, 1) == {(k, p) for k in Kind for p in (0, 2)}
    assert not any(isinstance(a, Move) for a in GAME.legal_actions(state, 1))
    asked = act(state, 1, Propose(Kind.SMALL, 2))  # out of turn, while 0 is on turn
    assert GAME.to_act(asked).players == {2} and not GAME.to_act(asked).anyone
    assert GAME.legal_actions(asked, 0) == [] and GAME.legal_actions(asked, 2) == [
        Accept(),
        Decline(),
    ]
    with pytest.raises(NotYourTurn):
        GAME.apply(asked, 0, Propose(Kind.SMALL, 1))
    allied_now = act(asked, 2, Accept())
    assert allied_now.ally(1) == 2 and allied_now.turn == 0 and allied_now.pending is None
    assert GAME.to_act(allied_now).players == {0}
    with pytest.raises(NotYourTurn):
        GAME.apply(allied_now, 1, Move((sq(4, 19), sq(5, 18))))


def test_one_proposal_per_player_between_two_moves() -> None:
    """ "jederzeit" (Allianzen): the rules text limits each player to one proposal (or draw
    offer) between two moves, so nobody is asked over and over."""
    state = act(act(start(3), 1, Propose(Kind.GRAND, 2)), 2, Decline())
    assert not proposals(state, 1) and proposals(state, 0)
    moved = act(state, 0, next(a for a in GAME.legal_actions(state, 0) if isinstance(a, Move)))
    assert proposals(moved, 1)


def test_a_small_and_a_grand_alliance_exist() -> None:
    """ "Dabei ist zu unterscheiden zwischen der kleinen Allianz und der großen Allianz"."""
    for kind in Kind:
        state = act(act(start(3), 0, Propose(kind, 1)), 1, Accept())
        alliance = state.alliance_of(0)
        assert alliance is not None and alliance.kind is kind


def test_allies_advise_each_other_but_stay_sovereign() -> None:
    """ "gemeinsame Absprachen treffen und sich Ratschläge über Züge erteilen ... souverän"."""
    pytest.skip("table talk between allies; every player still chooses his own moves")


def test_the_small_alliance_can_be_cancelled_by_either_side_at_any_moment() -> None:
    """ "Die kleine Allianz kann jederzeit von jeder Seite gekündigt werden" (kleine Allianz);
    the rules text: on one's own turn and out of turn."""
    state = position({}, count=3, alliances=allied(1, 2))
    assert Cancel() in GAME.legal_actions(state, 1) and Cancel() in GAME.legal_actions(state, 2)
    assert GAME.to_act(state).anyone == {1, 2}
    notified = act(state, 2, Cancel())  # out of turn: 0 is on turn
    assert notified.pending == NoticeDue(2, 1) and GAME.to_act(notified).players == {1}
    on_turn = replace(state, turn=1)
    assert Cancel() in GAME.legal_actions(on_turn, 1)


def test_the_notified_partner_asks_for_two_to_five_moves_and_takes_as_many_chips() -> None:
    """ "darf eine bestimmte Anzahl von Zügen (2–5) verlangen ... Entsprechend der Anzahl der
    Züge erhält er Chips" (kleine Allianz)."""
    state = act(position({}, count=3, alliances=allied(0, 1)), 0, Cancel())
    assert NOTICE_CHOICES == (2, 3, 4, 5)
    assert GAME.legal_actions(state, 1) == [Notice(0)] + [Notice(n) for n in NOTICE_CHOICES]
    named = act(state, 1, Notice(3))
    alliance = named.alliance_of(1)
    assert alliance is not None and alliance.notified == 1 and alliance.chips == 3
    assert named.pool == CHIPS - 3 and named.turn == 0


def test_the_notified_partner_may_also_waive_the_notice() -> None:
    """ "darf ... verlangen": asking for moves is his right, not his duty; waived (0), the
    alliance ends at once and no chip is taken."""
    state = act(position({}, count=3, alliances=allied(0, 1)), 0, Cancel())
    outcome = GAME.apply(state, 1, Notice(0))
    assert outcome.state.alliances == () and outcome.state.pool == CHIPS
    assert AllianceEnded((0, 1), "waived") in outcome.events
    assert outcome.state.pending is None and outcome.state.turn == 0


def test_a_chip_goes_back_with_each_of_his_moves_and_the_alliance_ends_with_the_last() -> None:
    """ "Bei jedem seiner folgenden Züge gibt er einen Chip ab. Erst wenn er keinen Chip mehr hat,
    ist die Allianz beendet" (kleine Allianz)."""
    state = position({(6, 5): 0, (6, 10): 1, (6, 15): 2}, count=3)
    state = replace(state, alliances=(Alliance((0, 1), Kind.SMALL, 0, notified=1, chips=2),))
    state = replace(state, pool=CHIPS - 2)
    state = step(step(state, 0, (6, 5), (6, 6)), 1, (6, 10), (6, 11))
    assert [a.chips for a in state.alliances] == [1] and state.pool == CHIPS - 1
    state = step(step(state, 2, (6, 15), (6, 16)), 0, (6, 6), (6, 7))
    outcome = GAME.apply(state, 1, Move((sq(6, 11), sq(6, 12))))
    assert AllianceEnded((0, 1), "notice") in outcome.events
    assert outcome.state.alliances == () and outcome.state.pool == CHIPS


def test_no_allied_piece_enters_the_partners_truce_zone_while_the_alliance_lasts() -> None:
    """ "Während der Dauer einer Allianz darf kein Stein des Verbündeten den Burgfrieden des
    Partners betreten" (kleine Allianz); the rules text: also during the notice period."""
    noticed = (Alliance((0, 1), Kind.SMALL, 0, notified=1, chips=3),)
    state = position({(4, 19): 0}, alliances=noticed, pool=CHIPS - 3)
    assert not set(ends(state, 0, (4, 19))) & B.ZONES[1]


def test_an_ally_inside_the_truce_zone_must_leave_it_with_the_next_moves() -> None:
    """ "Dringt ... ein Verbündeter in den Burgfrieden seines Partners ein, so muß er mit den
    nächsten Zügen den Burgfrieden verlassen" (kleine Allianz). Entering cannot happen in the
    app; the rules text: pieces standing there must move out or nearer to its edge first."""
    state = position({(2, 20): 0, (10, 10): 0}, alliances=allied(0, 1))
    moves = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Move)]
    assert moves and all(m.path[0] == sq(2, 20) for m in moves)
    exits = B.EXIT_DISTANCE[1]
    assert all(exits[m.path[-1]] < exits[sq(2, 20)] for m in moves)


def test_the_lord_may_put_the_new_allys_pieces_next_to_his_zone() -> None:
    """ "Wenn sich bei Schließung einer Allianz Steine des neuen Verbündeten im Burgfrieden
    befinden, kann der Burgherr diese Figuren auf ein an den Burgfrieden angrenzendes Feld seiner
    Wahl stellen" (kleine Allianz); the rules text: he may also leave them there."""
    state = act(position({(2, 20): 0}, count=3), 0, Propose(Kind.SMALL, 1))
    state = act(state, 1, Accept())
    legal = GAME.legal_actions(state, 1)
    assert KeepPieces() in legal
    spots = {a.to for a in legal if isinstance(a, Relocate) and a.piece == sq(2, 20)}
    assert spots and spots <= set(B.ZONE_BORDER[1])
    after = act(state, 1, Relocate(sq(2, 20), min(spots)))
    assert after.board[min(spots)] == 0 and after.pending is None and after.turn == 0


def test_the_lone_fighter_beats_an_ally_with_a_single_piece() -> None:
    """ "Im Dreierspiel, oder wenn im Viererspiel ein Burgherr ausgeschieden ist, besiegt der
    Einzelkämpfer einen Alliierten, wenn es ihm gelingt, nur einen Stein in eine gegnerische
    Burg zu bringen" (Allianzen)."""
    three = position({(2, 3): 2, (5, 5): 0, (5, 20): 1}, count=3, turn=2)
    three = replace(three, alliances=allied(0, 1, since=0), moves=5)
    assert not step(three, 2, (2, 3), (1, 2)).alive[0]
    four = position({(2, 3): 2, (5, 5): 0, (5, 20): 1}, turn=2, alliances=allied(0, 1))
    assert step(four, 2, (2, 3), (1, 2)).alive[0]  # four parties: one piece is not enough
    fallen = replace(four, alive=(True, True, True, False))
    fallen = replace(fallen, board=tuple(EMPTY if o == 3 else o for o in fallen.board))
    assert not step(fallen, 2, (2, 3), (1, 2)).alive[0]


def test_one_piece_in_each_castle_beats_the_whole_alliance() -> None:
    """ "Um gegen die gesamte gegnerische Allianz zu siegen, genügt die Besetzung beider
    Feindburgen mit nur einem Stein" (Allianzen)."""
    state = position({(2, 3): 2, (2, 21): 2, (5, 5): 0, (5, 20): 1}, count=3, turn=2, moves=7)
    state = replace(state, alliances=allied(0, 1, since=4))
    state = step(state, 2, (2, 3), (1, 2))
    state = step(state, 1, (5, 20), (6, 20))
    state = step(state, 2, (2, 21), (1, 22))
    result = GAME.result(state)
    assert result is not None and result.winners == {2}


def test_pieces_in_the_castle_before_the_alliance_do_not_count() -> None:
    """ "Vor Abschluß der Allianz eingedrungene Steine gelten hierbei nicht" (Allianzen); a step
    to the castle's other square does not make such a piece count; the rules text: it counts
    after leaving the castle and coming back."""
    state = position(
        {(1, 1): 2, (6, 10): 2, (5, 5): 0, (5, 20): 1},
        count=3,
        turn=2,
        moves=7,
        arrivals=((sq(1, 1), 3),),
        alliances=allied(0, 1, since=4),
    )
    sideways = step(state, 2, (1, 1), (1, 2))
    assert sideways.alive[0] and sideways.arrival(sq(1, 2)) == 3
    sideways = step(step(sideways, 0, (5, 5), (6, 5)), 1, (5, 20), (6, 20))
    back = step(sideways, 2, (1, 2), (1, 1))
    assert back.alive[0]
    out = step(step(step(back, 0, (6, 5), (5, 5)), 1, (6, 20), (5, 20)), 2, (1, 1), (2, 1))
    again = step(step(step(out, 0, (5, 5), (6, 5)), 1, (5, 20), (6, 20)), 2, (2, 1), (1, 1))
    assert not again.alive[0]


def test_the_grand_alliance_cannot_be_cancelled() -> None:
    """ "Verbünden sich zwei Feldherrn unverbrüchlich ... große Allianz. Diese kann nicht mehr
    gekündigt werden" (große Allianz)."""
    state = position({}, count=3, alliances=allied(0, 1, Kind.GRAND))
    for player in (0, 1):
        assert Cancel() not in GAME.legal_actions(state, player)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Cancel())


def test_the_traitor_announces_the_betrayal_on_his_turn() -> None:
    """ "Sie kann aber gebrochen werden. Dazu genügt, wenn dies der Verräter bei seinem Zug
    mitteilt" (große Allianz): betrayal belongs to one's own turn, not out of turn."""
    state = position({}, count=3, alliances=allied(0, 1, Kind.GRAND))
    assert Betray() in GAME.legal_actions(state, 0)
    assert Betray() not in GAME.legal_actions(state, 1)
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, Betray())


def test_the_traitor_may_fall_upon_his_former_friend_at_once() -> None:
    """ "Er kann dann ohne weiteres sofort über seinen bisherigen Freund herfallen" (große
    Allianz)."""
    state = position({(5, 10): 0, (5, 11): 1}, count=3, alliances=allied(0, 1, Kind.GRAND))
    assert ends(state, 0, (5, 10))[sq(5, 12)] == {NONE}
    broken = act(state, 0, Betray())
    assert broken.alliances == () and broken.turn == 0
    assert ends(broken, 0, (5, 10))[sq(5, 12)] == {frozenset({sq(5, 11)})}


def test_the_traitor_can_never_ally_again_but_the_betrayed_can() -> None:
    """ "verliert aber für den Rest der Partie jegliche Bündnisfähigkeit" (große Allianz); the
    rules text: the betrayed player may ally anew."""
    state = act(position({}, alliances=allied(0, 1, Kind.GRAND)), 0, Betray())
    assert state.traitors == {0}
    assert not proposals(state, 0)
    assert all(to != 0 for _, to in proposals(state, 1))
    assert proposals(state, 1) == {(k, p) for k in Kind for p in (2, 3)}


# -- Zwei Parteien und Allianz zu zweit ---------------------------------------------------------
def test_with_two_parties_left_they_fight_it_out() -> None:
    """ "Sind nur noch zwei Parteien auf dem Feld, kämpfen sie um die Entscheidung" (Schluss);
    the rules text: their alliance ends."""
    state = position({(5, 10): 0, (5, 11): 2, (9, 7): 1}, count=3, alliances=allied(0, 1))
    outcome = GAME.apply(state, 0, Move((sq(5, 10), sq(5, 12))))
    assert AllianceEnded((0, 1), "two-left") in outcome.events
    assert not proposals(outcome.state, 1)


def test_with_two_parties_left_one_may_resign_or_they_agree_on_a_draw() -> None:
    """ "Dabei darf auch aufgegeben, oder das Spiel als unentschieden abgebrochen werden"; the
    rules text decides: on one's own turn, a draw offer once per turn."""
    state = start(2)
    legal = GAME.legal_actions(state, 0)
    assert Resign() in legal and OfferDraw() in legal
    assert GAME.legal_actions(state, 1) == []  # nothing out of turn in a two-party game
    result = GAME.result(act(state, 0, Resign()))
    assert result is not None and result.winners == {1}
    drawn = GAME.result(act(act(state, 0, OfferDraw()), 1, AcceptDraw()))
    assert drawn is not None and drawn.draw
    assert Resign() not in GAME.legal_actions(start(3), 0)


def test_for_two_players_the_alliance_rules_are_dropped() -> None:
    """ "Bei dieser Variante entfallen alle Regeln über Allianzen" (Allianz zu zweit)."""
    state = start(2)
    assert not proposals(state, 0) and not GAME.to_act(state).anyone


def test_for_two_players_two_pieces_in_the_enemy_castle_win() -> None:
    """ "Es gewinnt, wer die Burg des Gegners mit zwei seiner Steine besetzt" (zu zweit)."""
    state = position({(1, 1): 1, (2, 3): 1}, count=2, turn=1)
    result = GAME.result(step(state, 1, (2, 3), (1, 2)))
    assert result is not None and result.winners == {1}
    one = position({(2, 3): 1}, count=2, turn=1)
    assert GAME.result(step(one, 1, (2, 3), (1, 2))) is None


@pytest.mark.parametrize(
    ("pairing", "parties"),
    [("horizontal", (0, 1)), ("vertical", (0, 3)), ("diagonal", (0, 2))],
)
def test_two_players_choose_horizontal_vertical_or_diagonal(
    pairing: str, parties: tuple[int, int]
) -> None:
    """ "Die Spieler haben die Wahl, wie sie gegeneinander antreten, horizontal, vertikal oder
    diagonal" (zu zweit); which parties each means: rulings.md."""
    assert start(2, pairing).parties == parties


# -- Out of turn: saves, undo and computer players ---------------------------------------------
def test_out_of_turn_diplomacy_is_saved_replayed_and_undone() -> None:
    """ "jederzeit" (Allianzen): an out-of-turn proposal is logged like any action."""
    setup = Setup(("A", "B", "C"))
    session = Session("allianz", GAME, setup, 0, [Seat(), Seat(), Seat()])
    session.act(2, Propose(Kind.SMALL, 1))
    session.act(1, Accept())
    loaded = saves.loads(saves.dumps(session))
    assert loaded.state == session.state and loaded.state.ally(2) == 1
    session.undo()
    session.undo()
    assert session.state == GAME.new_game(setup, 0)


def test_a_computer_player_proposes_out_of_turn_but_never_betrays_out_of_turn() -> None:
    """ "jederzeit" (Allianzen): computer players use the out-of-turn chance (Bot.interject)."""
    state = start(3)
    state = replace(state, board=tuple(0 if o == 1 else o for o in state.board))  # 0 is strong
    state = replace(state, moves=FIRST_TALK)  # (a bot's first proposal waits a drawn while)
    action = EasyBot().interject(state, 2, GAME.legal_actions(state, 2), random.Random(0))
    assert action == Propose(Kind.SMALL, 1)
    grand = position({}, count=3, alliances=allied(0, 1, Kind.GRAND))
    for player in (1, 2):
        legal = GAME.legal_actions(grand, player)
        assert Betray() not in legal
        assert MediumBot().interject(grand, player, legal, random.Random(0)) in (
            None,
            *legal,
        )


def test_the_rules_texts_name_the_numbers_of_the_rules() -> None:
    """The in-app rules texts state the notice period, the chips, the pieces and the move limit
    of the rules' constants."""
    folder = Path(__file__).resolve().parents[3] / "resources" / "rules"
    first, last = NOTICE_CHOICES[0], NOTICE_CHOICES[-1]
    texts = {
        "de": (f"{first} bis {last} Zügen", f"Vorrat von {CHIPS}", f"{MOVE_LIMIT} Zügen"),
        "en": (f"{first} to {last} moves", f"supply of {CHIPS}", f"{MOVE_LIMIT} moves"),
    }
    for language, phrases in texts.items():
        text = (folder / f"allianz.{language}.md").read_text(encoding="utf-8")
        assert all(phrase in text for phrase in phrases)
        assert f"{len(B.STARTS[0])} " in text and f"{B.COLS} × {B.ROWS}" in text
