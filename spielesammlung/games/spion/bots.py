"""Computer players for Spion & Spion. They see only their seat's view and the legal actions.

Easy is `SpionBot(strong=False)` (quick valuations with much noise); medium and strong live in
`search.py` (rules of thumb from `tactics.py` on states drawn consistent with the view, and a
search on such states).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from spielesammlung.core.seats import Bot

from .board import board
from .model import (
    Accuse,
    BuyFree,
    Card,
    ChooseDefender,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Peek,
    PlaceTrap,
    RollTrapDie,
    WriteEnvelope,
    ZoffPick,
    step,
    team,
)
from .view import SpyView, View

CARD_VALUE = {
    Card.SCHECK: 25,
    Card.LECHZ: 22,
    Card.ANSICHT: 14,
    Card.DUES: 13,
    Card.FLITZ: 12,
    Card.FAHR: 11,
    Card.GAEHN: 0,
    Card.SCHLUCHZ: 2,
}
UNKNOWN_CARD = 10


def colour_of(spy: SpyView) -> int:
    return spy.id // 4


def number_of(spy: SpyView) -> int | None:
    return spy.number if spy.number is not None else spy.remembered


def certain_accusation(view: View, player: int, deduce: bool) -> Accuse | None:
    """An accusation the player's own knowledge proves right (else None)."""
    for e in view.envelopes:
        if e.holder != player or e.used or e.number is None:
            continue
        suspects = [
            s for s in view.spies if colour_of(s) == e.target and not s.reserve and s.where >= -1
        ]
        for s in suspects:
            if number_of(s) == e.number:
                return Accuse(s.id)
        if deduce:
            unknown = [s for s in suspects if number_of(s) is None]
            if len(unknown) == 1 and len(suspects) == 3:
                return Accuse(unknown[0].id)
    return None


class SpionBot:
    """Buys spies free, hunts Bazongs, sets and clears traps, accuses only when sure.

    `strong` also remembers the pass-card order, deduces the traitor from two known
    numbers, protects Bazong carriers and keeps its numbers off the Alfred fields.
    """

    def __init__(self, strong: bool) -> None:
        self.strong = strong

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        accusation = certain_accusation(view, player, self.strong)
        return accusation if accusation in legal else None

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        accusation = self.interject(view, player, legal, rng)
        if accusation is not None:
            return accusation
        own = [a for a in legal if not isinstance(a, Accuse)]
        first = own[0]
        if isinstance(first, WriteEnvelope | ZoffPick):
            return rng.choice(own)
        if isinstance(first, ChooseDefender):
            return max(own, key=lambda a: (len(view.spies[a.spy].carries), rng.random()))
        if isinstance(first, KeepBazong):
            mine = team(player)
            return max(own, key=lambda a: (team(a.colour) != mine, rng.random()))
        if isinstance(first, Peek):
            return max(own, key=lambda a: self._peek_value(view, player, a, rng))
        if isinstance(first, GreySpy):
            return max(own, key=lambda a: self._grey_value(view, player, a, rng))
        return max(own, key=lambda a: self._value(view, player, a, rng))

    # -- valuations -----------------------------------------------------------------------
    def _peek_value(self, view: View, player: int, a: Peek, rng: random.Random) -> float:
        spy = view.spies[a.spy]
        targets = {e.target for e in view.envelopes if e.holder == player and not e.used}
        return (number_of(spy) is None) * 2 + (colour_of(spy) in targets) + rng.random()

    def _grey_value(self, view: View, player: int, a: GreySpy, rng: random.Random) -> float:
        value = rng.random()
        if a.trap is not None:
            field = next(f for t, f in view.traps if t == a.trap)
            value += 5 if self._blocks_me(view, player, field) else -3
        if a.target is not None:
            value += 10 + 20 * len(view.spies[a.target].carries)
        return value

    def _value(self, view: View, player: int, a: Any, rng: random.Random) -> float:
        noise = rng.random() * (2 if self.strong else 12)
        if isinstance(a, BuyFree):
            return 50 + noise if view.money[player] >= 3 else -100
        if isinstance(a, PlaceTrap):
            return self._trap_value(view, player, a) + noise
        if isinstance(a, RollTrapDie):
            field = next(f for t, f in view.traps if t == a.target)
            helps = self._blocks_me(view, player, field) and view.money[player] >= a.rolls * 3
            return (30 - 5 * a.rolls if helps else -100) + noise
        if isinstance(a, DrawCard):
            return self._card_value(view, player, a, rng) + noise
        return self._move_value(view, player, a) + noise

    def _trap_value(self, view: View, player: int, a: PlaceTrap) -> float:
        if view.money[player] < 5:
            return -100
        b = board(view.players)
        for spy in view.spies:
            if spy.where < 0 or team(colour_of(spy)) == team(player) or not spy.carries:
                continue
            ahead = [(spy.where + step(colour_of(spy)) * k) % b.size for k in (1, 2)]
            if a.field in ahead:
                return 40 if self.strong else 25
        return -100

    def _blocks_me(self, view: View, player: int, field: int) -> bool:
        b = board(view.players)
        for spy in view.spies:
            if colour_of(spy) == player and spy.where >= 0:
                ahead = [(spy.where + step(player) * k) % b.size for k in range(1, 5)]
                if field in ahead[: 4 if spy.carries else 2]:
                    return True
        return False

    def _card_value(self, view: View, player: int, a: DrawCard, rng: random.Random) -> float:
        if not self.strong:
            return UNKNOWN_CARD + rng.random()
        card = view.piles[team(player)].known[a.position - 1]
        if card is None:
            return UNKNOWN_CARD
        carrying = any(  # Schluchz sends back captured (enemy) Bazongs only
            colour_of(s) == player and any(team(c) != team(player) for c in s.carries)
            for s in view.spies
        )
        if card == Card.SCHLUCHZ and carrying:
            return -50
        return CARD_VALUE[card]

    def _move_value(self, view: View, player: int, a: Move) -> float:
        b = board(view.players)
        spy = view.spies[a.spy]
        distance = view.distance if view.phase == "card_move" else 1
        fields = [(spy.where + step(player) * k) % b.size for k in range(1, distance + 1)]
        mine = team(player)
        carrying_enemy = any(team(c) != mine for c in spy.carries)
        value = 1.0
        for f in fields:
            embassy = b.embassy_colour(f)
            if carrying_enemy and embassy is not None and team(embassy) == mine:
                return 1000
        dest = fields[-1]
        enemies = [s for s in view.spies if s.where == dest and team(colour_of(s)) != mine]
        embassy = b.embassy_colour(dest)
        if embassy is not None and team(embassy) != mine and view.bazongs[embassy].home:
            value += 100 - 15 * len(enemies)
        if enemies:
            value += 25 + 40 * sum(len(s.carries) for s in enemies)
            if spy.carries and self.strong:
                value -= 40
        if any(bz.field == dest for bz in view.bazongs):
            value += 60
        if spy.carries:
            value += 40
        if self.strong and b.is_alfred(dest) and not spy.reserve:
            value -= 4
        if spy.where == b.embassy(player):
            value += 2  # get going
        return value


def _easy() -> Bot:
    return SpionBot(strong=False)


def _medium() -> Bot:
    from .search import MediumBot

    return MediumBot()


def _strong() -> Bot:
    from .search import StrongBot

    return StrongBot()


BOTS: dict[str, Callable[[], Bot]] = {"easy": _easy, "medium": _medium, "strong": _strong}
