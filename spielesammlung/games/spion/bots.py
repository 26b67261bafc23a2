"""The easy and medium computer players of Spion & Spion; strong lives in `search.py`. They
see only their seat's view and the legal actions.

Easy values the view directly (quick valuations with much noise). Medium draws one state
consistent with its view (see `sample.py`) and plays the rules of thumb of `tactics.py` on it;
strong searches its own turn and the replies to it on many such states.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import tactics
from .board import board
from .model import (
    Accuse,
    BuyFree,
    ChooseDefender,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Peek,
    Phase,
    PlaceTrap,
    RollTrapDie,
    WriteEnvelope,
    ZoffPick,
    step,
    team,
)
from .sample import determinise
from .tactics import Tactician
from .view import SpyView, View

#: the easy player's value of drawing a pass card (it does not look which one)
UNKNOWN_CARD = 10
#: how often medium plays an easy move instead of its rules of thumb
LAPSES = 0.5


def colour_of(spy: SpyView) -> int:
    """The colour (seat) the spy belongs to."""
    return spy.id // 4


def number_of(spy: SpyView) -> int | None:
    """The spy's number as far as the viewer knows it (seen or remembered)."""
    return spy.number if spy.number is not None else spy.remembered


def certain_accusation(view: View, player: int) -> Accuse | None:
    """An accusation the player's own knowledge proves right (else None): a spy whose number
    it knows (no deduction from the numbers of the others)."""
    for e in view.envelopes:
        if e.holder != player or e.used or e.number is None:
            continue
        suspects = [
            s for s in view.spies if colour_of(s) == e.target and not s.reserve and s.where >= -1
        ]
        for s in suspects:
            if number_of(s) == e.number:
                return Accuse(s.id)
    return None


def accusation(view: View, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
    """Medium's and strong's certain accusation, if the view proves one (on a state drawn
    consistent with the view: the numbers seen are never sampled, so two known numbers of a
    colour prove the third)."""
    if view.phase in (Phase.ENVELOPES, Phase.OVER):
        return None
    found = tactics.certain_accusation(determinise(view, rng), player)
    return found if found in legal else None


def _trivial(own: Sequence[Any], rng: random.Random) -> Any | None:
    """The choice when there is nothing to think about (one action, or a pure guess)."""
    if len(own) == 1:
        return own[0]
    if isinstance(own[0], WriteEnvelope | ZoffPick):  # a guess: uniform is unbeatable
        return rng.choice(list(own))
    return None


def obvious(
    view: View, player: int, legal: Sequence[Any], rng: random.Random
) -> tuple[list[Any], Any | None]:
    """The seat's own actions (no accusations) and the choice that needs no thought, if any:
    a certain accusation (`accusation`), else one action or a pure guess."""
    found = accusation(view, player, legal, rng)
    if found is not None:
        return [], found
    own = [a for a in legal if not isinstance(a, Accuse)]
    return own, _trivial(own, rng)


class EasyBot:
    """The easy level: buys spies free, hunts Bazongs, sets and clears traps, accuses only
    when its view shows the number."""

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        found = certain_accusation(view, player)
        return found if found in legal else None

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
        if isinstance(first, Peek):  # the computer players always look
            looks = [a.spy for a in own if isinstance(a, Peek) and a.spy is not None]
            return Peek(max(looks, key=lambda spy: self._peek_value(view, player, spy, rng)))
        if isinstance(first, GreySpy):
            return max(own, key=lambda a: self._grey_value(view, player, a, rng))
        return max(own, key=lambda a: self._value(view, player, a, rng))

    # -- valuations -----------------------------------------------------------------------
    def _peek_value(self, view: View, player: int, index: int, rng: random.Random) -> float:
        spy = view.spies[index]
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
        noise = rng.random() * 12
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
                return 25
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
        return UNKNOWN_CARD + rng.random()

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
        if any(bz.field == dest for bz in view.bazongs):
            value += 60
        if spy.carries:
            value += 40
        if spy.where == b.embassy(player):
            value += 2  # get going
        return value


class MediumBot:
    """The medium level: rules of thumb on one state consistent with its view; at one decision
    in `lapses` it plays like easy instead (the level between easy and strong)."""

    def __init__(self, noise: float = 2.0, lapses: float = LAPSES) -> None:
        self.tactician = Tactician(noise)
        self.lapses = lapses
        self.easy = EasyBot()

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return accusation(view, player, legal, rng)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        own, thoughtless = obvious(view, player, legal, rng)
        if thoughtless is not None:
            return thoughtless
        if rng.random() < self.lapses:
            return self.easy.choose(view, player, own, rng)
        return self.tactician.choose(determinise(view, rng), player, own, rng)
