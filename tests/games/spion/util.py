"""Helpers for the Spion & Spion tests: building positions, invariants, secret checks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import Outcome, Setup
from spielesammlung.core.rng import Rng
from spielesammlung.games.spion import GAME
from spielesammlung.games.spion.model import (
    DUNGEON,
    GONE,
    GREY,
    MAX_OWN_IN_EMBASSY,
    RESERVE,
    WAITING,
    Action,
    Bazong,
    Phase,
    State,
    Trap,
    WriteEnvelope,
    ZoffCard,
    ZoffPick,
    owner,
    step,
)
from spielesammlung.games.spion.view import number_shown

TOTAL = 60


def sid(colour: int, rank: int) -> int:
    """A spy id."""
    return colour * 4 + rank


def started(count: int = 4, seed: int = 1, envelopes: tuple[int, ...] | None = None) -> State:
    """A new game with every envelope written (default: number 1 everywhere)."""
    s = GAME.new_game(Setup(tuple(f"P{i}" for i in range(count))), seed)
    for p in range(count):
        s = act(s, p, WriteEnvelope(envelopes[p] if envelopes else 1))
    return s


def act(s: State, player: int, action: Action) -> State:
    return GAME.apply(s, player, action).state


def outcome(s: State, player: int, action: Action) -> Outcome[State]:
    return GAME.apply(s, player, action)


def numbered(s: State, numbers: dict[int, int]) -> State:
    """Set spies' numbers (give each colour a permutation of 1-3)."""
    spies = list(s.spies)
    for i, n in numbers.items():
        spies[i] = replace(spies[i], number=n)
    return replace(s, spies=tuple(spies))


def placed(s: State, where: dict[int, int], **changes: Any) -> State:
    """Put spies somewhere (field, DUNGEON, GONE, WAITING); other state fields via changes."""
    spies = list(s.spies)
    for i, w in where.items():
        spies[i] = replace(spies[i], where=w)
    return replace(s, spies=tuple(spies), **changes)


def with_bazong(
    s: State, colour: int, carrier: int | None = None, field: int | None = None
) -> State:
    bazongs = list(s.bazongs)
    bazongs[colour] = Bazong(colour, carrier, field)
    return replace(s, bazongs=tuple(bazongs))


def with_money(s: State, money: tuple[int, ...]) -> State:
    return replace(s, money=money, box=TOTAL - sum(money))


def with_traps(s: State, *traps: tuple[Trap, int]) -> State:
    return replace(s, traps=tuple(sorted(traps)))


def with_pile(s: State, side: int, cards: tuple[Any, ...]) -> State:
    piles = list(s.piles)
    piles[side] = cards
    return replace(s, piles=tuple(piles))


def with_rng_giving(s: State, values: list[int], n: int = 3) -> State:
    """An Rng whose successive `below(n)` draws give `values` (searched by brute force)."""
    seed = 0
    while True:
        rng = Rng.seeded(seed)
        ok = True
        for v in values:
            got, rng = rng.below(n)
            if got != v:
                ok = False
                break
        if ok:
            return replace(s, rng=Rng.seeded(seed))
        seed += 1


def zoff(s: State, attack: ZoffCard, defence: ZoffCard) -> State:
    """Play both picks of the pending duel."""
    d = s.duel
    assert d is not None and s.phase == Phase.DUEL
    picker = s.current if d.attacker == GREY else owner(d.attacker)
    s = act(s, picker, ZoffPick(attack))
    assert s.duel is not None and s.duel.defender is not None
    return act(s, owner(s.duel.defender), ZoffPick(defence))


# -- invariants ---------------------------------------------------------------------------
def check_invariants(before: State, after: State) -> None:
    s = after
    assert sum(s.money) + s.box == TOTAL
    assert min(s.money) >= 0 and s.box >= 0
    b = s.board
    for p in range(s.count):
        colour_spies = [sp for sp in s.spies if sp.colour == p]
        assert len(colour_spies) == 4
        numbered_in = [sp for sp in colour_spies if sp.number and sp.in_play]
        if s.active[p]:
            assert len(numbered_in) == 3 - (p in s.caught), (p, s.caught)
            assert own_in(s, p) <= MAX_OWN_IN_EMBASSY or s.phase == Phase.OVER
        else:
            assert all(sp.where == GONE for sp in colour_spies)
        assert sorted(sp.number for sp in colour_spies) == [0, 1, 2, 3]
    for i, (old, new) in enumerate(zip(before.spies, s.spies, strict=True)):
        assert (old.colour, old.rank, old.number) == (new.colour, new.rank, new.number)
        if old.where == new.where or not new.on_board:
            continue
        if old.on_board:
            forward = ((new.where - old.where) * step(new.colour)) % b.size
            assert 1 <= forward <= 4, (i, old.where, new.where)
        elif old.where == DUNGEON:
            assert new.where == b.embassy(new.colour)
        else:
            assert old.where == WAITING and new.rank == RESERVE
        if new.exposed:
            raise AssertionError("an exposed spy stands on the board")
    for bz in s.bazongs:
        assert bz.carrier is None or bz.field is None
        if bz.carrier is not None:
            assert s.spies[bz.carrier].on_board
        if bz.field is not None:
            assert bz.field != b.embassy(bz.colour)
    if s.phase not in (Phase.BAZONG, Phase.OVER):
        for i in range(len(s.spies)):
            assert len(s.carried(i)) <= 1
    fields = [f for _, f in s.traps]
    assert len(set(fields)) == len(fields) == len({t for t, _ in s.traps})
    for f in fields:
        assert b.embassy_colour(f) is None and not s.spies_at(f)


def own_in(s: State, colour: int) -> int:
    at = s.board.embassy(colour)
    return sum(1 for sp in s.spies if sp.colour == colour and sp.where == at)


# -- secrets ------------------------------------------------------------------------------
def other_cards(card: ZoffCard) -> ZoffCard:
    cards = list(ZoffCard)
    return cards[(cards.index(card) + 1) % 3]


def secret_swapped(s: State, viewer: int | None) -> State:
    """The same position with every secret `viewer` cannot know changed."""
    spies = list(s.spies)
    for i, sp in enumerate(spies):
        known = s.known[viewer] if viewer is not None else frozenset()
        if sp.number and not number_shown(s, i, viewer) and i not in known:
            spies[i] = replace(sp, number=sp.number % 3 + 1)
    envelopes = tuple(
        replace(e, number=e.number % 3 + 1)
        if e.number is not None and e.holder != viewer and not e.shown
        else e
        for e in s.envelopes
    )
    d = s.duel
    if d is not None:
        attack_picker = s.current if d.attacker == GREY else owner(d.attacker)
        if d.attack is not None and attack_picker != viewer:
            d = replace(d, attack=other_cards(d.attack))
        if d.defence is not None and d.defender is not None and owner(d.defender) != viewer:
            d = replace(d, defence=other_cards(d.defence))
    piles = []
    for pile, drawn in zip(s.piles, s.drawn, strict=True):
        hidden = [c for c, seen in zip(pile, drawn, strict=True) if not seen][::-1]
        piles.append(
            tuple(c if seen else hidden.pop(0) for c, seen in zip(pile, drawn, strict=True))
        )
    return replace(
        s,
        spies=tuple(spies),
        envelopes=envelopes,
        duel=d,
        piles=tuple(piles),
        rng=Rng.seeded(s.rng.state ^ 0x5DEECE66D),
    )


def check_secrets(s: State) -> None:
    """No view changes when secrets its viewer cannot know are changed."""
    for viewer in [None, *range(s.count)]:
        other = secret_swapped(s, viewer)
        assert jsonable(GAME.view_for(s, viewer)) == jsonable(GAME.view_for(other, viewer)), viewer
