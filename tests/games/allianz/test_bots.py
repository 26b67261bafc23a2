"""The computer players: they capture, conquer, defend and bargain."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from spielesammlung.core.protocol import Setup
from spielesammlung.core.table import TurnLoop, play_out
from spielesammlung.games.allianz import BOTS
from spielesammlung.games.allianz.bots import FIRST_TALK, AllianzBot, EasyBot, MediumBot, StrongBot
from spielesammlung.games.allianz.model import (
    Accept,
    AcceptDraw,
    Betray,
    Cancel,
    Decline,
    DeclineDraw,
    DrawOffer,
    Kind,
    Move,
    Notice,
    NoticeDue,
    Proposal,
    Propose,
    Relocate,
    Relocation,
    State,
)
from spielesammlung.games.allianz.rules import GAME

from .helpers import allied, position, sq

LEVELS = sorted(BOTS)


def choose(bot: AllianzBot, state: State, player: int) -> object:
    legal = GAME.legal_actions(state, player)
    action = bot.choose(GAME.view_for(state, player), player, legal, random.Random(3))
    assert action in legal
    return action


def crowd(seat: int, rows: range, cols: range) -> dict[tuple[int, int], int]:
    return {(r, c): seat for r in rows for c in cols}


def test_there_are_three_levels() -> None:
    assert list(BOTS) == ["easy", "medium", "strong"]


@pytest.mark.parametrize("level", LEVELS)
def test_bots_capture(level: str) -> None:
    state = position({(5, 10): 0, (9, 0): 0, (5, 11): 1, (0, 20): 1}, count=2)
    action = choose(BOTS[level](), state, 0)
    assert isinstance(action, Move) and action.path[-1] == sq(5, 12)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_take_a_castle_that_wins(level: str) -> None:
    pieces = {(1, 22): 0, (2, 23): 0, (10, 10): 1, (12, 12): 1}
    state = position(pieces, count=2)
    action = choose(BOTS[level](), state, 0)
    assert action == Move((sq(2, 23), sq(1, 23)))
    assert GAME.result(GAME.apply(state, 0, action).state) is not None


def test_the_strong_bot_guards_its_castle() -> None:
    # an enemy holds one castle square and another one could step into the second
    pieces = {(1, 1): 1, (2, 3): 1, (0, 3): 0, (10, 10): 0, (9, 12): 0, (0, 20): 1}
    state = position(pieces, count=2)
    assert choose(BOTS["strong"](), state, 0) == Move((sq(0, 3), sq(1, 2)))


def test_bots_ally_against_the_strongest_and_the_strongest_declines() -> None:
    pieces = crowd(2, range(15, 18), range(18, 25)) | {(5, 5): 0, (5, 20): 1}
    state = position(pieces, count=3, moves=FIRST_TALK)
    action = choose(EasyBot(), state, 0)
    assert action == Propose(Kind.SMALL, 1)
    asked = replace(state, pending=Proposal(0, 1, Kind.SMALL))
    assert choose(MediumBot(), asked, 1) == Accept()
    courted = replace(state, pending=Proposal(0, 2, Kind.SMALL))
    assert choose(MediumBot(), courted, 2) == Decline()


def test_each_game_the_bots_ally_at_other_moments_and_with_others() -> None:
    """Seeded tempers: the first proposal comes at different moves, to different partners."""
    state = position({(5, 5): 0, (5, 20): 1, (15, 5): 2, (15, 20): 3})
    firsts = set()
    for seed in range(12):
        bot, rng = EasyBot(), random.Random(seed)
        for moves in range(FIRST_TALK + 1):
            legal = GAME.legal_actions(replace(state, moves=moves), 3)  # 0 leads: no partner
            action = bot.interject(replace(state, moves=moves), 3, legal, rng)
            if isinstance(action, Propose):
                firsts.add((moves, action.to))
                break
    assert len({moves for moves, _ in firsts}) >= 6 and {to for _, to in firsts} == {1, 2}


def test_the_strong_bot_asks_for_a_grand_alliance_against_a_giant() -> None:
    pieces = crowd(2, range(15, 18), range(18, 25)) | {(5, 5): 0, (5, 20): 1}
    state = position(pieces, count=3, moves=FIRST_TALK)
    assert choose(MediumBot(), state, 0) == Propose(Kind.GRAND, 1)


def test_a_bot_does_not_repeat_a_proposal_at_once() -> None:
    pieces = crowd(2, range(15, 18), range(18, 25)) | {(5, 5): 0, (5, 20): 1}
    state = position(pieces, count=3, moves=FIRST_TALK)
    bot = EasyBot()
    assert isinstance(choose(bot, state, 0), Propose)
    assert isinstance(choose(bot, state, 0), Move)


def test_bots_give_notice_when_the_common_enemy_is_weak() -> None:
    pieces = crowd(1, range(5, 7), range(15, 21)) | {(5, 5): 0, (20, 20): 2}
    state = position(pieces, count=3, alliances=allied(0, 1))
    assert choose(EasyBot(), state, 0) == Cancel()


def test_the_strong_bot_betrays_when_it_pays() -> None:
    ally = {(5, 11): 1, (5, 13): 1, (5, 15): 1, (0, 20): 1}
    pieces = ally | {(5, 10): 0} | crowd(2, range(15, 17), range(18, 25))
    state = position(pieces, count=3, alliances=allied(0, 1, Kind.GRAND))
    assert choose(MediumBot(), state, 0) == Betray()
    assert choose(EasyBot(), state, 0) != Betray()


def test_notified_bots_name_a_notice_period() -> None:
    state = position({}, count=3, alliances=allied(0, 1), pending=NoticeDue(0, 1))
    assert choose(MediumBot(), state, 1) == Notice(5)
    assert isinstance(choose(EasyBot(), state, 1), Notice)


def test_bots_put_a_new_allys_pieces_out_of_their_zone() -> None:
    state = position(
        {(2, 2): 1, (5, 5): 0}, count=3, alliances=allied(0, 1), pending=Relocation((0,))
    )
    assert isinstance(choose(EasyBot(), state, 0), Relocate)


def test_bots_accept_a_draw_only_when_behind() -> None:
    behind = position({(5, 5): 0, (5, 20): 1, (6, 20): 1}, count=2, pending=DrawOffer(1, 0))
    assert choose(MediumBot(), behind, 0) == AcceptDraw()
    ahead = position({(5, 5): 0, (6, 5): 0, (5, 20): 1}, count=2, pending=DrawOffer(1, 0))
    assert choose(MediumBot(), ahead, 0) == DeclineDraw()


def test_the_search_moves_into_no_capture() -> None:
    # stepping forward to (5, 10) or (4, 10) walks into a capture by the piece on (5, 12)
    pieces = {(5, 9): 0, (9, 0): 0, (9, 2): 0, (5, 12): 1, (6, 12): 1, (0, 20): 1}
    state = position(pieces, count=2)
    bot = StrongBot(budget_s=None, max_depth=2)
    action = choose(bot, state, 0)
    after = GAME.apply(state, 0, action).state
    replies = GAME.legal_actions(after, 1)
    assert all(
        len(GAME.apply(after, 1, r).state.pieces(0)) == 3 for r in replies if isinstance(r, Move)
    )
    assert bot.last_depth == 2


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_strong_bot_plays_legal_moves_in_a_game(count: int) -> None:
    state = GAME.new_game(Setup(tuple(f"P{i}" for i in range(count)), {}), 0)
    bots = [StrongBot(budget_s=None, max_depth=1), *(BOTS["medium"]() for _ in range(count))]
    rng = random.Random(1)
    actions = 0

    def decide(state: State, p: int, out_of_turn: bool) -> Any:
        legal = GAME.legal_actions(state, p)
        bot = bots[p]
        action = (bot.interject if out_of_turn else bot.choose)(
            GAME.view_for(state, p), p, legal, rng
        )
        assert action is None and out_of_turn or action in legal
        return action

    def act(state: State, p: int, action: Any) -> State:
        nonlocal actions
        actions += 1
        return GAME.apply(state, p, action).state

    loop = TurnLoop(GAME, count, range(count))
    play_out(loop, state, decide, act, until=lambda state: actions >= 12 * count)
