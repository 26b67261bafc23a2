"""The printed rulebook of Geheime Mission (shared/rules/001_…), paragraph by paragraph.

The tests follow the rulebook file from its first paragraph to its last (the scan starts with the
"4 MAL IM ZENTRUM DES VISIERS" page). Each docstring quotes or paraphrases the statement and its
section; "ruling" means shared/design/rulings.md decides it, "rules text" the in-app rules text.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spielesammlung.core.protocol import ALL_SEEING, NOBODY, IllegalAction, NotYourTurn, Setup
from spielesammlung.core.rng import Rng
from spielesammlung.games.geheime_mission import GAME
from spielesammlung.games.geheime_mission.rules import (
    BLUE,
    DICE,
    HEIGHT,
    RED,
    SYMBOLS,
    TARGET,
    WIDTH,
    CardDrawn,
    Die,
    Discarded,
    GameWon,
    Mission,
    MissionAccomplished,
    Place,
    Placed,
    Reshuffled,
    RoundOver,
    Scored,
    State,
    Symbol,
    VisorRow,
    mission_cards,
)

from .helpers import DRAWN, C, M, S, U, card, new, play, play_line, with_cards

SEEDS = range(24)


def with_rack(state: State, *columns: str, symbol: Symbol = S) -> State:
    """The rack given column by column, bottom to top ("R" red, "B" blue), `symbol` on every die;
    the supplies follow, and red is to move."""
    rack = tuple(
        tuple(Die(RED if ch == "R" else BLUE, symbol) for ch in column)
        for column in (*columns, *("",) * (WIDTH - len(columns)))
    )
    used = [sum(ch == who for column in columns for ch in column) for who in "RB"]
    return replace(state, rack=rack, supply=(DICE - used[0], DICE - used[1]), to_move=RED)


def scored(events: tuple[object, ...]) -> Scored:
    return next(e for e in events if isinstance(e, Scored))


# -- 4 MAL IM ZENTRUM DES VISIERS -----------------------------------------------------------


@pytest.mark.parametrize(
    ("columns", "place"),
    [
        (("R", "R", "R"), 3),  # horizontal
        (("RRR",), 0),  # vertical
        (("R", "BR", "BBR", "BBB"), 3),  # diagonal, rising
        (("BBBR", "BBR", "BR"), 3),  # diagonal, falling
    ],
    ids=["horizontal", "vertical", "rising", "falling"],
)
def test_four_visors_of_one_colour_in_any_direction(columns: tuple[str, ...], place: int) -> None:
    """ "eine Kombination von vier Visieren von der gleichen Farbe nebeneinander … horizontal,
    vertikal oder diagonal" (4 Mal im Zentrum des Visiers)."""
    state = with_rack(with_cards(new(), None, None), *columns)
    events = GAME.apply(state, RED, Place(place, M)).events
    rows = [e for e in events if isinstance(e, VisorRow)]
    assert len(rows) == 1 and rows[0].player == RED and len(rows[0].cells) == 4


def test_three_visors_or_a_broken_line_are_no_row() -> None:
    """ "vier Visieren … nebeneinander": three in a line, or four with one of the other colour
    between them, score nothing (4 Mal im Zentrum des Visiers)."""
    for columns in (("R", "R"), ("R", "B", "R")):
        state = with_rack(with_cards(new(), None, None), *columns)
        events = GAME.apply(state, RED, Place(len(columns), M)).events
        assert not any(isinstance(e, VisorRow | Scored) for e in events)


def test_both_players_see_the_same_visors() -> None:
    """ "die Anordnung der roten und blauen Visiere, die ein Spieler vor sich sieht, [ist]
    identisch mit der, die sein Gegner sieht" (4 Mal im Zentrum des Visiers)."""
    state = play(new(), (2, M), (2, U), (4, S))
    red, blue, public = (GAME.view_for(state, who) for who in (RED, BLUE, None))
    assert (
        red.columns == blue.columns == public.columns == ((), (), (RED, BLUE), (), (RED,), (), ())
    )
    assert red.tops == blue.tops == public.tops


def test_a_visor_row_scores_three() -> None:
    """ "muss er 'Im Zentrum des Visiers!' rufen und er erhält 3 Punkte" (4 Mal im Zentrum des
    Visiers). The app calls it: the VisorRow event."""
    state = with_rack(with_cards(new(), None, None), "R", "R", "R")
    events = GAME.apply(state, RED, Place(3, M)).events
    assert any(isinstance(e, VisorRow) for e in events)
    assert scored(events) == Scored(RED, 0, 3, 0, 3)


def test_two_lines_in_one_placement_score_three_once() -> None:
    """Two lines made by one die: "Jedesmal, wenn es einem Spieler gelingt, die siegreiche
    Kombination aufzubauen … 3 Punkte" counts the placement once (the rules text decides:
    "Mehrere Linien auf einmal zählen zusammen nur einmal")."""
    state = with_rack(with_cards(new(), None, None), "BBBR", "BBBR", "BBBR", "RRR")
    assert (
        len(
            next(
                e for e in GAME.apply(state, RED, Place(3, M)).events if isinstance(e, VisorRow)
            ).cells
        )
        == 8
    )
    assert scored(GAME.apply(state, RED, Place(3, M)).events) == Scored(RED, 0, 3, 0, 3)


@pytest.mark.parametrize(("points", "counts"), [(1, {"U": 2, "M": 2}), (2, {"U": 3, "M": 2})])
def test_mission_and_visor_row_together_score_card_three_and_a_bonus(
    points: int, counts: dict[str, int]
) -> None:
    """ "die auf der Missionskarte vorgesehenen Punkte (1 oder 2), die 3 Punkte … sowie einen
    Extrapunkt … (insgesamt also 5 oder 6 Punkte)" (4 Mal im Zentrum des Visiers). The event
    names the three parts; the UI only formats them."""
    mine = card(points, **counts)
    state = with_rack(with_cards(new(), mine, card(1, S=2, C=2)), "R", "R", "R", symbol=U)
    if points == 1:  # tops U U M, then M
        state = replace(state, rack=(*state.rack[:2], (Die(RED, M),), *state.rack[3:]))
    else:  # tops U U U _ _ M (blue's), then M
        state = replace(state, rack=(*state.rack[:5], (Die(BLUE, M),), ()), supply=(18, 20))
    outcome = GAME.apply(state, RED, Place(3, M))
    assert scored(outcome.events) == Scored(RED, points, 3, 1, points + 4)
    assert scored(outcome.events).points == points + 4 == outcome.state.scores[RED]
    assert MissionAccomplished(RED, mine) in outcome.events


def test_a_visor_row_short_of_fifteen_starts_again_with_the_scores_kept() -> None:
    """ "so wird das Spiel mit dem erzielten Punktestand neu begonnen, nachdem die Würfel neu
    verteilt und eine andere Missionskarte gezogen worden ist" (4 Mal im Zentrum des Visiers)."""
    red_card, blue_card = card(2, U=3, C=2), card(1, S=2, C=2)
    state = with_rack(with_cards(new(), red_card, blue_card), "R", "R", "R")
    state = replace(state, scores=(4, 7))
    outcome = GAME.apply(state, RED, Place(3, M))
    after = outcome.state
    assert RoundOver(False, BLUE) in outcome.events
    assert after.scores == (7, 7) and after.winner is None and after.round == 2
    assert after.rack == ((),) * WIDTH and after.supply == (DICE, DICE)
    assert after.cards[RED] not in (None, red_card) and after.cards[BLUE] not in (None, blue_card)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_new_round_never_deals_back_the_card_just_given_up(seed: int) -> None:
    """ "nachdem … eine andere Missionskarte gezogen worden ist" with an empty draw pile: the
    ruling deals the new cards before the given-up ones join the discard pile, so a reshuffle
    can never deal a player the card he just gave up."""
    red_card, blue_card = card(2, U=3, C=2), card(1, S=2, C=2)
    state = with_cards(new(), red_card, blue_card)
    used = tuple(Discarded(c, BLUE, False) for c in state.deck)
    state = replace(state, deck=(), discard=used, rng=Rng.seeded(seed))
    state = with_rack(state, "R", "R", "R")
    outcome = GAME.apply(state, RED, Place(3, M))
    after = outcome.state
    assert Reshuffled(16) in outcome.events
    assert not {red_card, blue_card} & set(after.cards)
    assert after.discard == (Discarded(red_card, RED, False), Discarded(blue_card, BLUE, False))
    assert {*after.deck, *after.cards, red_card, blue_card} == set(mission_cards())


@pytest.mark.parametrize("seed", SEEDS)
def test_a_new_round_after_a_mission_never_deals_back_the_fulfilled_card(seed: int) -> None:
    """The same for a card fulfilled by the round's last placement: it lies face up on the
    discard pile only after the new cards are dealt (ruling, as above)."""
    mine, theirs = card(1, U=2, M=2), card(1, S=2, C=2)
    state = with_cards(new(), mine, theirs)
    used = tuple(Discarded(c, BLUE, False) for c in state.deck)
    state = with_rack(replace(state, deck=(), discard=used, rng=Rng.seeded(seed)), "R", "R", "R")
    blue = ((Die(BLUE, U),), (Die(BLUE, U),), (Die(BLUE, M),))
    state = replace(state, rack=(*state.rack[:4], *blue), supply=(DICE - 3, DICE - 3))
    after = GAME.apply(state, RED, Place(3, M)).state  # tops S S S M U U M: mission and row
    assert mine not in after.cards and theirs not in after.cards
    assert after.discard[-2:] == (Discarded(mine, RED, True), Discarded(theirs, BLUE, False))


def test_an_empty_draw_pile_is_refilled_from_the_used_cards() -> None:
    """ "Wenn keine Missionskarten mehr vorhanden sind, so werden die bereits benutzten neu
    gemischt" (4 Mal im Zentrum des Visiers)."""
    state = with_cards(new(), card(1, U=2, M=2), card(1, S=2, C=2))
    used = tuple(Discarded(c, BLUE, False) for c in state.deck)
    state = with_rack(replace(state, deck=(), discard=used), "R", "R", "R")
    outcome = GAME.apply(state, RED, Place(3, M))
    assert Reshuffled(len(used)) in outcome.events
    assert len(outcome.state.deck) == len(used) - 2


# -- ENDE DES SPIELS ---------------------------------------------------------------------------


def test_fifteen_points_win_at_once() -> None:
    """ "Der Spieler, der als erster 15 Punkte erreicht, hat das Spiel gewonnen" (Ende des
    Spiels), also in the middle of a round (ruling: "15 points wins at once")."""
    state = with_rack(with_cards(new(), None, None), "R", "R", "R")
    state = replace(state, scores=(TARGET - 3, 14))
    outcome = GAME.apply(state, RED, Place(3, M))
    assert GameWon(RED, (TARGET, 14)) in outcome.events
    assert GAME.to_act(outcome.state) == NOBODY
    result = GAME.result(outcome.state)
    assert result is not None and result.winners == frozenset({RED})


def test_more_than_fifteen_also_wins() -> None:
    """ "zumindest 15 Punkte" (Ziel des Spiels): 13 + 3 = 16 wins as well (Ende des Spiels)."""
    state = with_rack(with_cards(new(), None, None), "R", "R", "R")
    after = GAME.apply(replace(state, scores=(13, 0)), RED, Place(3, M)).state
    assert after.winner == RED and after.scores == (16, 0)


def test_a_full_rack_without_a_winner_starts_again() -> None:
    """ "Falls alle 42 Würfel sich auf dem Würfelhalter befinden … neu begonnen, nachdem die
    Würfel neu verteilt und eine andere Missionskarte gezogen worden ist" (Ende des Spiels)."""
    red_card, blue_card = card(1, U=2, C=2), card(1, S=2, C=2)
    state = with_cards(new(), red_card, blue_card)
    before = play_line(state, DRAWN[:-1])  # microfilms only: no card is ever fulfilled
    assert sum(before.supply) == 1
    outcome = GAME.apply(before, before.to_move, Place(int(DRAWN[-1]) - 1, M))
    after = outcome.state
    assert RoundOver(True, BLUE) in outcome.events
    assert after.round == 2 and after.scores == (0, 0) and after.supply == (DICE, DICE)
    assert after.cards[RED] != red_card and after.cards[BLUE] != blue_card


# -- EMPFEHLUNGEN ------------------------------------------------------------------------------


def test_the_colours_take_turns_to_open() -> None:
    """ "Da Rot zuerst zieht … empfehlen wir, mit den beiden Farben abwechselnd zu spielen"
    (Empfehlungen). Within a game the ruling lets the other colour open each new round; between
    games "play again" swaps the seats (tests/ui/geheime_mission)."""
    state = with_cards(new(), None, None)
    assert state.to_move == RED
    state = play_line(state, "1212121")  # red's vertical row ends round 1
    assert (state.round, state.opener, state.to_move) == (2, BLUE, BLUE)
    state = play_line(state, "1212121")  # blue's row ends round 2
    assert (state.round, state.opener, state.to_move) == (3, RED, RED)


def test_children_play_with_the_visor_rule_only() -> None:
    """ "zu Beginn nur mit der Regel '4 Mal im Zentrum des Visiers' spielen" (Empfehlungen):
    the option "Nur Visier" deals no cards (ruling)."""
    state = new(visor_only=True)
    assert state.cards == (None, None) and state.deck == ()
    after = play_line(state, "1212121")
    assert after.scores == (3, 0) and after.cards == (None, None)


def test_harder_missions_ask_for_one_more_of_a_symbol() -> None:
    """ "die Menge eines der auf den Missionskarten abgebildeten Symbole um Eins anzuheben"
    (Empfehlungen): the option "Schwerere Missionen", points unchanged (ruling)."""
    harder = mission_cards("U-Boot")
    for plain, hard in zip(mission_cards(), harder, strict=True):
        index = SYMBOLS.index(U)
        extra = 1 if plain.counts[index] else 0
        assert hard.counts[index] == plain.counts[index] + extra and hard.points == plain.points
    assert set(new(harder="U-Boot").deck) | set(new(harder="U-Boot").cards) == set(harder)


def test_one_hand_only() -> None:
    pytest.skip("'nie mit beiden Händen anzufassen' (Empfehlungen): dexterity, nothing to hold")


# -- GEHEIME MISSION (2 Spieler), INHALT -------------------------------------------------------


def test_two_players() -> None:
    """ "GEHEIME MISSION (2 Spieler)": the rules refuse any other number."""
    for names in (("A",), ("A", "B", "C")):
        with pytest.raises(ValueError):
            GAME.new_game(Setup(names), 0)


def test_the_components() -> None:
    """ "18 Missionskarten; 42 Würfel (21 mit blauem Visier – 21 mit rotem Visier)"; the
    Grundplatte holds 7 × 6 (Inhalt; the rack's size is the ruling's)."""
    state = new()
    assert len(mission_cards()) == 18 and len(set(mission_cards())) == 18
    assert state.supply == (DICE, DICE) == (21, 21)
    assert (WIDTH, HEIGHT) == (7, 6)
    assert len(state.deck) + 2 == 18


def test_illustration_cards() -> None:
    pytest.skip("'4 Karten zur Illustration des Spiels' (Inhalt): printed examples, no rule")


def test_two_planes_tops_and_visors() -> None:
    """ "ein dreidimensionales Spiel, das gleichzeitig auf zwei verschiedenen Ebenen gespielt
    wird" (introduction): covering a die replaces the top symbol (the horizontal plane) but its
    visor stays in the rack's front (the vertical plane)."""
    state = play(new(), (0, M), (0, U))
    view = GAME.view_for(state, None)
    assert view.columns[0] == (RED, BLUE) and view.tops[0] == U


# -- VORBEREITUNG DES SPIELS -------------------------------------------------------------------


def test_sitting_and_assembling() -> None:
    pytest.skip("'Setzt euch einander gegenüber', 'Höhenanzeige einsetzen' (Vorbereitung)")


def test_the_mission_cards_are_shuffled_face_down() -> None:
    """ "dann die Missionskarten mischen und mit den Bildern … nach unten auf den Tisch legen"
    (Vorbereitung): the seed shuffles the pile, and no view shows the draw pile's cards."""
    orders = {new(seed).deck for seed in range(5)}
    assert len(orders) > 1
    assert all(new(seed).deck == new(seed).deck for seed in range(3))
    view = GAME.view_for(new(), ALL_SEEING)
    assert view.deck_size == 16 and not hasattr(view, "deck")


# -- ZIEL DES SPIELS ---------------------------------------------------------------------------


def test_the_goal_is_fifteen_points() -> None:
    """ "Jeder Spieler muss versuchen, zumindest 15 Punkte zu erreichen" (Ziel des Spiels)."""
    assert TARGET == 15


# -- ABLAUF DES SPIELS -------------------------------------------------------------------------


def test_the_colours_are_drawn_by_lot() -> None:
    """ "Auslosen, wer mit den roten Würfeln spielt und wer mit den blauen" (Ablauf). The ruling:
    a new game draws the colours by lot. The first seat plays red; the new-game dialog seats the
    players by the rules' seeded lot (so the setup, the saves and "play again" hold it)."""
    orders = [GAME.seating_by_lot(2, seed) for seed in SEEDS]
    assert set(orders) == {(0, 1), (1, 0)}
    assert orders == [GAME.seating_by_lot(2, seed) for seed in SEEDS]  # seeded: replayable
    state = GAME.new_game(Setup(tuple("AB"[i] for i in orders[0])), 0)
    assert state.to_move == RED == 0


def test_each_takes_twenty_one_dice_and_a_score_board() -> None:
    """ "Die 21 Würfel von der gleichen Farbe vor euch aufbauen und jeweils eine Punktstands-
    Anzeige nehmen" (Ablauf)."""
    state = new()
    assert state.supply == (21, 21) and state.scores == (0, 0)


def test_each_player_draws_a_secret_mission_card() -> None:
    """ "Jeder Spieler zieht eine Missionskarte" … "verdeckt halten …, um zu vermeiden, dass der
    Gegner deren Inhalt entdeckt" (Ablauf): each sees only his own card."""
    state = new()
    red, blue = state.cards
    assert red is not None and blue is not None
    assert GAME.view_for(state, RED).cards == (red, None)
    assert GAME.view_for(state, BLUE).cards == (None, blue)
    assert GAME.view_for(state, None).cards == (None, None)


def test_red_makes_the_first_move() -> None:
    """ "Den ersten Zug macht der Spieler, der im Besitz der rot gekennzeichneten Würfel ist"
    (Ablauf). The option "Wer beginnt" (rules text) may let blue open instead."""
    assert new().to_move == RED
    assert GAME.legal_actions(new(), BLUE) == []
    with pytest.raises(NotYourTurn):
        GAME.apply(new(), BLUE, Place(0, M))
    assert new(first="blue").to_move == BLUE


def test_any_of_the_seven_positions_with_any_symbol_on_top() -> None:
    """ "mit einem beliebigen seiner Würfel … auf einer der entsprechenden 7 Positionen" and "so
    absetzen, dass auf der Oberseite das von ihm gewünschte Symbol erscheint" (Ablauf); four
    picture faces: Mikrofilm, Raumschiff, U-Boot, Computer."""
    assert len(SYMBOLS) == 4
    legal = GAME.legal_actions(new(), RED)
    assert set(legal) == {Place(c, s) for c in range(WIDTH) for s in SYMBOLS}
    for symbol in SYMBOLS:
        assert GAME.view_for(play(new(), (6, symbol)), None).tops[6] == symbol


def test_the_visor_faces_show_the_owner() -> None:
    """ "die Seiten mit dem Visier [befinden sich] immer vor dem jeweiligen Spieler" (Ablauf): a
    die shows its owner's visor, whatever symbol is on top."""
    outcome = GAME.apply(new(), RED, Place(1, U))
    assert Placed(RED, 1, U, 0, None) in outcome.events
    assert GAME.view_for(outcome.state, None).columns[1] == (RED,)


def test_blue_moves_next_and_may_cover_red() -> None:
    """ "Den nächsten Zug macht der Spieler, der im Besitz der blauen Würfel ist. Er kann seinen
    Würfel auf einen der freien Plätze … oder auf den seines Gegners setzen … das Symbol … wird
    … ersetzt" (Ablauf)."""
    state = play(new(), (3, M))
    assert state.to_move == BLUE
    state = play(state, (3, C))
    view = GAME.view_for(state, None)
    assert view.columns[3] == (RED, BLUE) and view.tops[3] == C


def test_up_to_six_dice_in_a_column() -> None:
    """ "Es können bis zu sechs Würfel übereinander gesetzt werden" (Ablauf)."""
    state = play_line(new(visor_only=True), "111111")  # six dice, no four of one colour
    assert len(state.rack[0]) == HEIGHT
    assert all(a.column != 0 for a in GAME.legal_actions(state, state.to_move))
    with pytest.raises(IllegalAction):
        GAME.apply(state, state.to_move, Place(0, M))


def test_collapsing_dice() -> None:
    pytest.skip("'die anderen Würfel zum Einstürzen bringt … verloren' (Ablauf): dexterity")


def test_the_players_alternate_with_dice_of_their_own_colour() -> None:
    """ "Der Spieler positioniert abwechselnd einen Würfel der eigenen Farbe" (Ablauf)."""
    state = new()
    for turn, column in enumerate((0, 1, 2, 3)):
        assert state.to_move == turn % 2
        state = play(state, (column, M))
        assert state.rack[column][-1].owner == turn % 2
    assert state.supply == (19, 19)


# -- GEHEIME MISSION ---------------------------------------------------------------------------


def test_a_mission_counts_top_symbols_of_any_colour_anywhere() -> None:
    """ "2 U-Boote und 2 Mikrofilme … ganz unabhängig von der Farbe der Würfel" and "Es ist nicht
    erforderlich, dass die Symbole sich nahe beieinander befinden" (Geheime Mission)."""
    mine = card(1, U=2, M=2)
    state = with_cards(new(), mine, card(1, S=2, C=2))
    state = play(state, (0, U), (6, U), (3, S), (2, M))  # blue's submarine counts for red
    outcome = GAME.apply(state, RED, Place(5, M))
    assert MissionAccomplished(RED, mine) in outcome.events


def test_more_symbols_than_asked_still_fulfil() -> None:
    """ "Falls mehr Bilder von dem Typ erscheinen, den die Missionskarte verlangt … so gilt die
    Mission trotzdem als durchgeführt" (Geheime Mission)."""
    mine = card(1, U=2, M=2)
    assert mine.fulfilled((U, U, U, M, M, None, None))
    assert not mine.fulfilled((U, U, U, M, None, None, None))


def test_only_the_visible_top_counts() -> None:
    """ "sie müssen sich jedoch auf der sichtbaren Oberseite der Würfel befinden" (Geheime
    Mission): a covered die's symbol does not count (ruling: only the top die of a column)."""
    mine = card(1, U=2, M=2)
    state = with_cards(new(), mine, card(1, S=2, C=2))
    state = play(state, (0, U), (0, S), (1, U), (2, M))  # the first submarine is covered
    events = GAME.apply(state, RED, Place(3, M)).events
    assert not any(isinstance(e, MissionAccomplished) for e in events)


def test_a_fulfilled_mission_is_revealed() -> None:
    """ "so muss er seine eigene Missionskarte aufdecken und 'Geheime Mission!' rufen" (Geheime
    Mission): a public event, and the card lies face up."""
    mine = card(1, U=2, M=2)
    state = play(with_cards(new(), mine, card(1, S=2, C=2)), (0, U), (6, U), (3, M), (1, S))
    outcome = GAME.apply(state, RED, Place(4, M))
    event = next(e for e in outcome.events if isinstance(e, MissionAccomplished))
    assert event == MissionAccomplished(RED, mine) and event.seen_by is None
    assert Discarded(mine, RED, True) in outcome.state.discard
    assert mine in {d.card for d in GAME.view_for(outcome.state, BLUE).discard}


def test_cards_are_worth_one_or_two_points() -> None:
    """ "Jede Missionskarte weist eine Ziffer in Klammern auf, die 1 oder 2 sein kann" (Geheime
    Mission). The list is the ruling's: six "2 × A + 2 × B" for 1, twelve "3 × A + 2 × B" for 2."""
    cards = mission_cards()
    assert sorted(c.points for c in cards) == [1] * 6 + [2] * 12
    assert all(sorted(c.counts) == ([0, 0, 2, 2] if c.points == 1 else [0, 0, 2, 3]) for c in cards)


def test_the_points_are_marked_then_a_new_card_is_drawn() -> None:
    """ "Nachdem der genaue Punktstand … markiert worden ist, zieht der Spieler eine neue
    Missionskarte" (Geheime Mission): the score first, then a secret draw."""
    mine, nxt = card(1, U=2, M=2), card(2, S=3, C=2)
    state = with_cards(new(), mine, card(1, S=2, C=2), deck=(nxt,))
    state = play(state, (0, U), (6, U), (3, M), (1, S))
    outcome = GAME.apply(state, RED, Place(4, M))
    kinds = [type(e) for e in outcome.events]
    assert kinds.index(Scored) < kinds.index(CardDrawn)
    assert CardDrawn(RED, nxt, seen_by=frozenset({RED})) in outcome.events
    assert scored(outcome.events) == Scored(RED, 1, 0, 0, 1)
    assert outcome.state.cards[RED] == nxt


@pytest.mark.parametrize("seed", SEEDS)
def test_the_new_card_is_never_the_one_just_fulfilled(seed: int) -> None:
    """ "zieht der Spieler eine neue Missionskarte" (Geheime Mission) with an empty draw pile:
    the fulfilled card joins the discard pile after the draw (the ruling's order, rules text)."""
    mine = card(1, U=2, M=2)
    state = with_cards(new(), mine, card(1, S=2, C=2))
    used = tuple(Discarded(c, BLUE, False) for c in state.deck)
    state = replace(state, deck=(), discard=used, rng=Rng.seeded(seed))
    state = play(state, (0, U), (6, U), (3, M), (1, S))
    after = GAME.apply(state, RED, Place(4, M)).state
    assert after.cards[RED] not in (None, mine)
    assert after.discard == (Discarded(mine, RED, True),)


def test_an_already_solved_new_card_counts_after_the_next_own_die() -> None:
    """ "Falls die … neue Karte bereits … gelöst ist, so kann der Spieler 'Geheime Mission!'
    erklären, jedoch erst, nachdem er den Zug des Gegners abgewartet und seinen eigenen Würfel
    gesetzt hat" (Geheime Mission)."""
    mine, nxt = card(1, U=2, M=2), card(1, U=2, S=2)
    state = with_cards(new(), mine, card(2, C=3, M=2), deck=(nxt,))
    state = play(state, (0, U), (6, U), (3, S), (5, S), (1, M), (2, C))
    after = GAME.apply(state, RED, Place(4, M)).state  # tops U M C S M S U: nxt is solved too
    assert after.cards[RED] == nxt and nxt.fulfilled(GAME.view_for(after, None).tops)
    assert after.scores == (1, 0)
    after = play(after, (2, C))  # blue's die: red's card is not checked
    assert after.scores == (1, 0)
    outcome = GAME.apply(after, RED, Place(2, S))
    assert MissionAccomplished(RED, nxt) in outcome.events and outcome.state.scores == (2, 0)


def test_the_opponent_never_scores_your_card() -> None:
    """A placement checks only the placer's card (ruling: "the placer's secret card is checked");
    the rules text: "Der Zug des Gegners prüft nur dessen Karte, nie deine"."""
    red_card = card(1, U=2, M=2)
    state = with_cards(new(), red_card, card(2, C=3, M=2))
    state = play(state, (0, U), (6, U), (3, M))
    outcome = GAME.apply(state, BLUE, Place(4, M))  # blue completes red's card
    assert not any(isinstance(e, MissionAccomplished) for e in outcome.events)
    assert outcome.state.scores == (0, 0) and outcome.state.cards[RED] == red_card


def test_mission_cards_hold_their_demands() -> None:
    """The card of the rulebook's example (Abb. 8: 2 U-Boote, 2 Mikrofilme) is one of the 18."""
    assert Mission((2, 0, 2, 0), 1) in mission_cards()
