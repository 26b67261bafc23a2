"""Rules points the rulebook leaves open, settled as a player of the printed game expects
(issue #25; the in-app rules text says each): a Fröhn's reserve brings nothing home by being
put somewhere, but takes what lies where it stands; a move may pass through a full own embassy;
the Ansicht card's look is optional ("darfst").

Fields of the big board: 0 Schwarz, 1-4, 5 Weiss, 6-9, 10 Schwarz-Rot, 11-14, 15 Weiss-Blau,
16-19 (black walks up, white down). Every envelope says 2, every colour's rank r has number
r + 1: rank 1 is each colour's traitor.
"""

from __future__ import annotations

import random

import pytest

from spielesammlung.core.data import data_dir
from spielesammlung.games.spion import BOTS, GAME
from spielesammlung.games.spion.choices import choices
from spielesammlung.games.spion.model import (
    DUNGEON,
    GONE,
    Accuse,
    Card,
    DrawCard,
    GameOver,
    Move,
    Peek,
    Peeked,
    Phase,
    State,
)
from spielesammlung.phone import presenter

from .test_cards import top
from .util import act, check_secrets, numbered, outcome, placed, sid, started, with_bazong

RESERVE_0 = sid(0, 3)


def game(count: int = 4) -> State:
    numbers = {sid(c, r): r + 1 for c in range(count) for r in range(3)}
    return numbered(started(count, envelopes=(2,) * count), numbers)


# -- a: the reserve does not bring home what it took over --------------------------------
def test_reserve_taking_an_enemy_bazong_over_in_its_own_embassy_does_not_win() -> None:
    """The white traitor stands in Schwarz's embassy with a white Bazong; Schwarz accuses."""
    s = placed(game(), {sid(0, 0): 2, sid(0, 1): 3, sid(1, 1): 0})
    s = with_bazong(s, 1, carrier=sid(1, 1))
    out = outcome(s, 0, Accuse(sid(1, 1)))
    s = out.state
    assert not any(isinstance(e, GameOver) for e in out.events)
    assert s.phase == Phase.MAIN and s.winner is None
    assert s.spies[RESERVE_0].where == 0 and s.bazongs[1].carrier == RESERVE_0
    assert s.bazongs[1].taken_over and GAME.view_for(s, 2).bazongs[1].taken_over
    # his next actions do not end the game either; a move takes the Bazong on its way
    s = act(s, 0, Move(RESERVE_0))
    assert s.phase != Phase.OVER and not s.bazongs[1].taken_over
    assert s.spies[RESERVE_0].where == 1 and s.bazongs[1].carrier == RESERVE_0
    check_secrets(s)


def test_taken_over_bazong_wins_once_a_move_carries_it_into_a_team_embassy() -> None:
    s = placed(game(), {sid(0, 0): 2, sid(0, 1): 3, sid(1, 1): 0})
    s = act(with_bazong(s, 1, carrier=sid(1, 1)), 0, Accuse(sid(1, 1)))
    s = placed(s, {RESERVE_0: 9})  # later, one step before the partner's embassy
    s = act(s, 0, Move(RESERVE_0))
    assert s.phase == Phase.OVER and s.winner == 0 and s.end_reason == "bazong"


def test_reserve_taking_its_own_bazong_over_at_home_puts_it_back() -> None:
    s = placed(game(), {sid(0, 0): DUNGEON, sid(0, 1): DUNGEON, sid(1, 1): 0})
    s = act(with_bazong(s, 0, carrier=sid(1, 1)), 0, Accuse(sid(1, 1)))
    assert s.bazongs[0].home and s.spies[RESERVE_0].where == 0


# -- b: the reserve takes what lies where it is put --------------------------------------
def test_reserve_in_an_empty_enemy_embassy_takes_its_bazong() -> None:
    """The traitor stood alone in his own embassy: the reserve takes the Bazong there at once
    (with the premium, as a spy reaching an empty embassy), instead of standing beside it for
    good (spies never go back)."""
    s = placed(game(), {sid(1, 0): 6})
    out = outcome(s, 0, Accuse(sid(1, 1)))
    s = out.state
    assert s.spies[sid(1, 1)].where == GONE and s.spies[RESERVE_0].where == 5
    assert s.bazongs[1].carrier == RESERVE_0
    assert s.money == (15, 10, 10, 10) and s.box == 15
    assert s.phase == Phase.MAIN and s.current == 0  # no extra move: it did not move
    check_secrets(s)


def test_reserve_beside_an_enemy_in_his_embassy_leaves_the_bazong() -> None:
    s = act(game(), 0, Accuse(sid(1, 1)))  # the other white spy still stands there
    assert s.spies[RESERVE_0].where == 5 and s.bazongs[1].home
    assert s.money == (10, 10, 10, 10)


def test_reserve_takes_a_bazong_lying_in_its_own_embassy_without_winning() -> None:
    s = placed(game(), {sid(0, 0): 2, sid(0, 1): 3, sid(1, 1): 0})
    s = act(with_bazong(s, 3, field=0), 0, Accuse(sid(1, 1)))
    assert s.bazongs[3].carrier == RESERVE_0 and s.bazongs[3].taken_over
    assert s.phase == Phase.MAIN


def test_reserve_already_in_play_leaves_the_carried_bazong_lying() -> None:
    s = placed(game(), {RESERVE_0: 7, sid(1, 1): 12})
    s = act(with_bazong(s, 2, carrier=sid(1, 1)), 0, Accuse(sid(1, 1)))
    assert s.bazongs[2].field == 12 and s.spies[RESERVE_0].where == 7


# -- c: passing through a full own embassy -----------------------------------------------
@pytest.mark.parametrize(("card", "end"), [(Card.FAHR, 1), (Card.FLITZ, 2)])
def test_a_move_card_carries_a_spy_through_its_full_own_embassy(card: Card, end: int) -> None:
    """Two black spies stand in Schwarz's embassy (field 0); the third passes through."""
    s = placed(game(), {sid(0, 2): 19})
    assert Move(sid(0, 2)) not in GAME.legal_actions(s, 0)  # one step would stop there
    s = act(top(s, 0, card), 0, DrawCard(1))
    assert Move(sid(0, 2)) in GAME.legal_actions(s, 0)
    s = act(s, 0, Move(sid(0, 2)))
    assert s.spies[sid(0, 2)].where == end


def test_a_move_card_may_not_end_in_the_full_own_embassy() -> None:
    s = act(top(placed(game(), {sid(0, 2): 18}), 0, Card.FAHR), 0, DrawCard(1))
    assert s.phase == Phase.CARD_MOVE and Move(sid(0, 2)) not in GAME.legal_actions(s, 0)


# -- d: Ansicht: "darfst", not "musst" -----------------------------------------------------
def test_ansicht_may_look_at_no_number() -> None:
    s = act(top(game(), 0, Card.ANSICHT), 0, DrawCard(1))
    legal = GAME.legal_actions(s, 0)
    assert (
        Peek(None) in legal
        and legal.index(Peek(None)) == len([a for a in legal if isinstance(a, Peek)]) - 1
    )
    out = outcome(s, 0, Peek(None))
    s = out.state
    assert [e for e in out.events if isinstance(e, Peeked)] == [Peeked(0, None, None)]
    assert not out.irreversible
    assert s.known[0] == frozenset() and not s.peeked
    assert s.phase == Phase.MAIN and s.current == 0 and not s.pre  # he moves again
    check_secrets(s)


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_the_computer_players_always_look(level: str) -> None:
    s = act(top(game(), 0, Card.ANSICHT), 0, DrawCard(1))
    bot = BOTS[level]()
    rng = random.Random(3)
    for _ in range(5):
        chosen = bot.choose(GAME.view_for(s, 0), 0, GAME.legal_actions(s, 0), rng)
        assert isinstance(chosen, Peek) and chosen.spy is not None


@pytest.mark.parametrize(
    ("language", "phrases"),
    [
        (
            "de",
            (
                "durch deine Botschaft tragen, während zwei",
                "Du darfst auch keinen ansehen",
                "Hingestellt werden ist nicht bringen",
                "in der kein Gegner mehr steht",
            ),
        ),
        (
            "en",
            (
                "carry a spy through your embassy while two",
                "You may also look at none",
                "Being put somewhere is not bringing",
                "where no enemy is left",
            ),
        ),
    ],
)
def test_the_rules_text_says_each_point(language: str, phrases: tuple[str, ...]) -> None:
    text = " ".join(
        (data_dir("resources") / "rules" / f"spion-und-spion.{language}.md")
        .read_text(encoding="utf-8")
        .split()
    )
    for phrase in phrases:
        assert phrase in text


def test_the_phone_and_the_panel_offer_looking_at_no_number() -> None:
    """The seat's choices (games/spion/choices.py) hold a button without a board target; the
    phone shows it in both languages beside the spies to look at."""
    s = act(top(game(), 0, Card.ANSICHT), 0, DrawCard(1))
    legal = GAME.legal_actions(s, 0)
    made = choices(GAME.view_for(s, 0), 0, legal)
    none = made.find(Peek(None))
    assert none is not None and none.target is None and none.id == "peek/none"
    shown = presenter("spion-und-spion", s.names)(0, GAME.view_for(s, 0), legal)
    buttons = [a for a in shown["actions"] if a["pick"] is None]
    assert [b["text"] for b in buttons] == [
        {"en": "Look at no number", "de": "Keine Nummer ansehen"}
    ]
    assert "or at none" in shown["prompt"]["en"] and "oder keine" in shown["prompt"]["de"]
