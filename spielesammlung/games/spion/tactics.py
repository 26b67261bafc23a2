"""Heuristics on a (determinised) state: the medium player's choices, the strong player's
rollout policy and its evaluation of a position.

Everything here uses only what the deciding seat may know of the state it is given: the
pass cards drawn openly (`State.drawn`), its own spies' numbers and those it has seen, its
own envelope. The strong player hands it sampled states (see `sample.py`), never the real one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from .board import board
from .model import (
    DUNGEON,
    GONE,
    MOVE_CARDS,
    PILE,
    WIN_MONEY,
    Accuse,
    BuyFree,
    Card,
    ChooseDefender,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Peek,
    Phase,
    PlaceTrap,
    RollTrapDie,
    State,
    WriteEnvelope,
    ZoffPick,
    direct_enemy,
    step,
    team,
)
from .queries import path

MONEY = 4.0  # one Zillion, in evaluation points
CAPTURED = 160.0  # an enemy Bazong in one's hands (before the way home)
HOME_STEP = 22.0  # each step a captured Bazong is nearer home
DUNGEON_COST = 9.0
GONE_COST = 20.0
ZOFF_WIN = 2 / 3  # the attacker's chance


@cache
def _geometry(count: int) -> tuple[int, tuple[int, ...], tuple[bool, ...]]:
    b = board(count)
    return (
        b.size,
        tuple(b.embassy(c) for c in range(count)),
        tuple(b.is_alfred(i) for i in range(b.size)),
    )


def embassy_owner(count: int, field: int) -> int | None:
    return board(count).embassy_colour(field)


def steps_to(count: int, colour: int, start: int, goal_side: int) -> int:
    """Steps a spy of `colour` at `start` needs to the nearest embassy of team `goal_side`."""
    size, embassies, _ = _geometry(count)
    direction = step(colour)
    best = size
    for c, field in enumerate(embassies):
        if team(c) == goal_side:
            k = ((field - start) * direction) % size
            best = min(best, k if k else size)
    return best


def pile_chances(s: State, side: int) -> dict[int, float]:
    """How likely team `side` can make an exact move of 2, 3 or 4 next turn (blind picks)."""
    pile, drawn = s.piles[side], s.drawn[side]
    known = [pile[k] for k in range(min(3, len(pile))) if drawn[k]]
    hidden = sum(1 for k in range(min(3, len(pile))) if not drawn[k])
    unseen = [c for c, seen in zip(pile, drawn, strict=True) if not seen] or list(PILE)
    chances = {}
    for distance in (2, 3, 4):
        if any(MOVE_CARDS.get(c) == distance for c in known):
            chances[distance] = 0.9
        else:
            share = sum(1 for c in unseen if MOVE_CARDS.get(c) == distance) / len(unseen)
            chances[distance] = min(1.0, share * hidden) * 0.5
    return chances


def threats(s: State, side: int) -> dict[int, float]:
    """Field -> how likely team `side` attacks it on its next turn (roughly, capped at 1)."""
    size, _, _ = _geometry(s.count)
    chances = pile_chances(s, side)
    out: dict[int, float] = {}
    for sp in s.spies:
        if sp.where < 0 or team(sp.colour) != side or not s.active[sp.colour]:
            continue
        direction = step(sp.colour)
        for k in range(1, 5):
            field = (sp.where + direction * k) % size
            if s.trap_at(field) is not None:
                break
            weight = 1.0 if k == 1 else chances[k]
            out[field] = min(1.0, out.get(field, 0.0) + weight)
    return out


def carried_enemy(s: State, spy: int) -> int:
    """How many enemy Bazongs `spy` carries."""
    side = team(s.spies[spy].colour)
    return sum(1 for b in s.bazongs if b.carrier == spy and team(b.colour) != side)


# -- evaluation ---------------------------------------------------------------------------
def evaluate(s: State, side: int) -> float:
    """How good the position is for team `side` (positive: better), from its own knowledge."""
    if s.phase == Phase.OVER:
        if s.winner is None:
            return 0.0
        return 1000.0 if s.winner == side else -1000.0
    count = s.count
    target = WIN_MONEY[count]
    value = 0.0
    money = (s.team_money(0), s.team_money(1))
    for t in (0, 1):
        sign = 1.0 if t == side else -1.0
        near = max(0, money[t] - (target - 6))  # the last Zillions count double
        value += sign * MONEY * (money[t] + near)
    for b in s.bazongs:
        if b.carrier is None:
            continue
        carrier = s.spies[b.carrier]
        holder_side = team(carrier.colour)
        if holder_side == team(b.colour):
            continue
        sign = 1.0 if holder_side == side else -1.0
        steps = steps_to(count, carrier.colour, carrier.where, holder_side)
        value += sign * (CAPTURED + HOME_STEP * max(0, 6 - steps))
    enemy = 1 - side
    mover = team(s.current)  # the team whose turn comes (or goes on)
    danger = threats(s, enemy)
    chance = threats(s, side)
    size, embassies, _ = _geometry(count)
    exposed: tuple[list[float], list[float]] = ([], [])  # each team's stakes under attack
    for i, sp in enumerate(s.spies):
        if not s.active[sp.colour] or sp.where == -3:
            continue
        t = team(sp.colour)
        sign = 1.0 if t == side else -1.0
        if sp.where == DUNGEON:
            value -= sign * DUNGEON_COST
            continue
        if sp.where == GONE:
            value -= sign * GONE_COST
            continue
        load = carried_enemy(s, i)
        at_risk = (danger if sign > 0 else chance).get(sp.where, 0.0)
        if at_risk:
            exposed[t].append(at_risk * ZOFF_WIN * (MONEY + DUNGEON_COST + load * 150.0))
        if not load:
            value -= sign * 0.8 * steps_to(count, sp.colour, sp.where, 1 - t)
    for colour in range(count):  # an embassy with its Bazong home and few to defend it
        if not s.bazongs[colour].home or not s.active[colour]:
            continue
        field = embassies[colour]
        guards = sum(1 for i in s.spies_at(field) if s.spies[i].colour == colour)
        t = team(colour)
        risk = (danger if t == side else chance).get(field, 0.0)
        if risk:
            exposed[t].append(risk * (ZOFF_WIN**guards) * 120.0)
    for t in (0, 1):  # one attack a turn: the worst counts, the others a little
        if not exposed[t]:
            continue
        stakes = sorted(exposed[t], reverse=True)
        loss = stakes[0] + 0.25 * sum(stakes[1:])
        weight = 1.0 if t != mover else 0.6  # who moves next strikes first
        value -= (1.0 if t == side else -1.0) * weight * loss
    return value


# -- the heuristic player -----------------------------------------------------------------
def certain_accusation(s: State, player: int) -> Accuse | None:
    """An accusation `player`'s own knowledge proves right."""
    known = s.known[player]
    for e in s.envelopes:
        if e.holder != player or e.used or e.number is None:
            continue
        target = direct_enemy(e.writer)
        suspects = [
            i for i, sp in enumerate(s.spies) if sp.colour == target and sp.number and sp.in_play
        ]
        seen = [i for i in suspects if i in known or s.spies[i].exposed]
        for i in seen:
            if s.spies[i].number == e.number:
                return Accuse(i)
        unseen = [i for i in suspects if i not in seen]
        if (
            len(unseen) == 1
            and len(suspects) == 3
            and e.number not in {s.spies[i].number for i in seen}
        ):
            return Accuse(unseen[0])
    return None


class Tactician:
    """Scores a seat's legal actions on a state with quick rules of thumb."""

    DANGER = 1.0  # how much the threats on a spy's new field count
    GUARD = 100.0  # leaving the embassy to its last guard when enemies may come
    PROGRESS = 1.5  # a step nearer the enemy embassy

    def __init__(self, noise: float = 1.0) -> None:
        self.noise = noise
        self._memo: dict[tuple[int, int], dict[int, float]] = {}
        self._cards: dict[tuple[int, int, Card], float] = {}

    def threats(self, s: State, side: int) -> dict[int, float]:
        """`threats`, remembered for the decision at hand."""
        key = (id(s), side)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = threats(s, side)
        return found

    def choose(self, s: State, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        self._memo.clear()
        self._cards.clear()
        accusation = certain_accusation(s, player)
        if accusation is not None and accusation in legal:
            return accusation
        own = [a for a in legal if not isinstance(a, Accuse)]
        first = own[0]
        if isinstance(first, WriteEnvelope | ZoffPick):
            return rng.choice(own)
        if isinstance(first, ChooseDefender):
            return max(own, key=lambda a: (carried_enemy(s, a.spy), rng.random()))
        if isinstance(first, KeepBazong):
            return max(own, key=lambda a: (team(a.colour) != team(player), rng.random()))
        if isinstance(first, Peek):  # the computer players always look
            looks = [a.spy for a in own if isinstance(a, Peek) and a.spy is not None]
            return Peek(max(looks, key=lambda spy: self._peek(s, player, spy) + rng.random()))
        if isinstance(first, GreySpy):
            return max(own, key=lambda a: self._grey(s, player, a) + rng.random())
        return max(own, key=lambda a: self.score(s, player, a) + self.noise * rng.random())

    def ranked(self, s: State, player: int, legal: Sequence[Any]) -> list[Any]:
        """The legal actions, best first by the rules of thumb (no noise)."""
        self._memo.clear()
        self._cards.clear()
        scored = [(self.score(s, player, a), k, a) for k, a in enumerate(legal)]
        return [a for _, _, a in sorted(scored, key=lambda x: (-x[0], x[1]))]

    # -- the parts ------------------------------------------------------------------------
    def _peek(self, s: State, player: int, spy: int) -> float:
        targets = {direct_enemy(e.writer) for e in s.envelopes if e.holder == player}
        unknown = spy not in s.known[player] and not s.spies[spy].exposed
        return unknown * 2 + (s.spies[spy].colour in targets)

    def _grey(self, s: State, player: int, a: GreySpy) -> float:
        value = 0.0
        if a.trap is not None:
            field = next(f for t, f in s.traps if t == a.trap)
            value += 5 if self._blocks(s, player, field) else -3
        if a.target is not None:
            value += 10 + 60 * carried_enemy(s, a.target)
            value += 8 * self.threats(s, team(s.spies[a.target].colour)).get(
                s.spies[a.target].where, 0.0
            )
        return value

    def _blocks(self, s: State, player: int, field: int) -> bool:
        size, _, _ = _geometry(s.count)
        for i, sp in enumerate(s.spies):
            if sp.colour == player and sp.where >= 0:
                reach = 5 if carried_enemy(s, i) else 2
                ahead = [(sp.where + step(player) * k) % size for k in range(1, reach + 1)]
                if field in ahead:
                    return True
        return False

    def score(self, s: State, player: int, a: object) -> float:
        money = s.money[player]
        if isinstance(a, BuyFree):
            return 30.0 if money >= 3 else -100.0
        if isinstance(a, PlaceTrap):
            return self._trap(s, player, a)
        if isinstance(a, RollTrapDie):
            field = next(f for t, f in s.traps if t == a.target)
            helps = self._blocks(s, player, field) and money >= 2 + 2 * a.rolls
            return 25.0 - 6 * a.rolls if helps else -100.0
        if isinstance(a, DrawCard):
            return self._draw(s, player, a)
        if isinstance(a, Move):
            distance = s.distance if s.phase == Phase.CARD_MOVE else 1
            return self._move(s, player, a.spy, distance)
        return 0.0

    def _trap(self, s: State, player: int, a: PlaceTrap) -> float:
        if s.money[player] < 4:
            return -100.0
        size, _, _ = _geometry(s.count)
        for i, sp in enumerate(s.spies):
            if sp.where < 0 or team(sp.colour) == team(player) or not carried_enemy(s, i):
                continue
            ahead = [(sp.where + step(sp.colour) * k) % size for k in (1, 2)]
            if a.field in ahead:
                return 45.0
        return -100.0

    def _draw(self, s: State, player: int, a: DrawCard) -> float:
        side = team(player)
        pile, drawn = s.piles[side], s.drawn[side]
        if drawn[a.position - 1]:
            return self._card(s, player, pile[a.position - 1])
        unseen = [c for c, seen in zip(pile, drawn, strict=True) if not seen]
        values = {c: self._card(s, player, c) for c in set(unseen)}
        return sum(values[c] for c in unseen) / len(unseen)

    def _card(self, s: State, player: int, card: Card) -> float:
        key = (id(s), player, card)
        found = self._cards.get(key)
        if found is None:
            found = self._cards[key] = self._card_value(s, player, card)
        return found

    def _card_value(self, s: State, player: int, card: Card) -> float:
        if card in MOVE_CARDS:
            distance = MOVE_CARDS[card]
            best = -5.0  # nothing to move: the card is void
            for i, sp in enumerate(s.spies):
                if sp.colour == player and path(s, i, distance) is not None:
                    best = max(best, self._move(s, player, i, distance))
            return best
        if card == Card.SCHECK:
            return 3 * MONEY + 1
        if card == Card.LECHZ:
            targets = [
                i
                for i, sp in enumerate(s.spies)
                if sp.where >= 0
                and team(sp.colour) != team(player)
                and embassy_owner(s.count, sp.where) is None
            ]
            if not targets:
                return 1.0
            return max(ZOFF_WIN * (MONEY + 10 + 150 * carried_enemy(s, i)) for i in targets)
        if card == Card.ANSICHT:
            return 4.0
        if card == Card.SCHLUCHZ:
            carrying = any(
                carried_enemy(s, i) for i, sp in enumerate(s.spies) if sp.colour == player
            )
            return -200.0 if carrying else 0.0
        return 0.0  # Gähn

    def _move(self, s: State, player: int, spy: int, distance: int) -> float:
        fields = path(s, spy, distance)
        if fields is None:
            return -100.0
        count = s.count
        sp = s.spies[spy]
        side = team(player)
        load = carried_enemy(s, spy)
        for f in fields:
            owner_colour = embassy_owner(count, f)
            if load and owner_colour is not None and team(owner_colour) == side:
                return 1000.0
        dest = fields[-1]
        enemies = [i for i in s.spies_at(dest) if team(s.spies[i].colour) != side]
        value = 0.0
        colour = embassy_owner(count, dest)
        win_all = ZOFF_WIN ** len(enemies)
        if colour is not None and team(colour) != side and s.bazongs[colour].home:
            value += win_all * (CAPTURED + 5 * MONEY) - (1 - win_all) * (
                MONEY + DUNGEON_COST + load * 150
            )
        elif enemies:
            gain = sum(MONEY + DUNGEON_COST + 150 * carried_enemy(s, i) for i in enemies)
            value += win_all * gain - (1 - win_all) * (MONEY + DUNGEON_COST + load * 150)
        if any(b.field == dest for b in s.bazongs):
            value += 60.0
        if load:
            before = steps_to(count, sp.colour, sp.where, side)
            after = steps_to(count, sp.colour, dest, side)
            value += HOME_STEP * (before - after)
        else:
            before = steps_to(count, sp.colour, sp.where, 1 - side)
            after = steps_to(count, sp.colour, dest, 1 - side) if colour is None else 0
            value += self.PROGRESS * (before - after)
        danger = self.threats(s, 1 - side)
        captures = colour is not None and team(colour) != side and s.bazongs[colour].home
        stake = ZOFF_WIN * (MONEY + DUNGEON_COST + (load + captures) * 150)
        value -= (danger.get(dest, 0.0) - danger.get(sp.where, 0.0)) * stake * self.DANGER
        _, embassies, alfred = _geometry(count)
        if alfred[dest] and sp.number:
            value -= 3.0
        home = embassies[player]
        if sp.where == home and s.bazongs[player].home:
            guards = sum(1 for i in s.spies_at(home) if s.spies[i].colour == player)
            if guards == 1:
                value -= danger.get(home, 0.0) * self.GUARD
        return value
