"""Determinisation: a full state consistent with one seat's view, the hidden parts sampled.

A computer player may look at its own view only. To think ahead it draws complete states
that agree with everything the view shows: the numbers of enemy spies it has not seen (each
colour's numbers are a permutation of 1-3), the envelopes it cannot read, the order of the
pass cards nobody saw drawn (the rest of each pile, shuffled), a hidden Zoff card already
laid down, and a fresh random generator for the trap die. Then it plays on such states.
"""

from __future__ import annotations

import random
from collections import Counter

from spielesammlung.core.rng import Rng

from .model import (
    PILE,
    RESERVE,
    SPIES_PER_COLOUR,
    Accuse,
    Action,
    After,
    Bazong,
    Card,
    Context,
    Duel,
    Envelope,
    Phase,
    Spy,
    State,
    ZoffCard,
    direct_enemy,
)
from .rules import SpionGame
from .steps import Tx, wrap_up  # the rules' own machinery, without checks
from .view import View

ZOFF_CARDS = tuple(ZoffCard)


def determinise(view: View, rng: random.Random) -> State:
    """A state consistent with `view` (a seat's view), hidden information drawn at random."""
    count = view.players
    numbers: dict[int, int] = {}
    for colour in range(count):
        ids = [colour * SPIES_PER_COLOUR + rank for rank in range(RESERVE)]
        seen = {}
        for i in ids:
            spy = view.spies[i]
            number = spy.number if spy.number is not None else spy.remembered
            if number is not None:
                seen[i] = number
        free = [n for n in (1, 2, 3) if n not in seen.values()]
        rng.shuffle(free)
        for i in ids:
            numbers[i] = seen[i] if i in seen else free.pop()
    spies = tuple(
        Spy(
            sv.id // SPIES_PER_COLOUR,
            sv.id % SPIES_PER_COLOUR,
            0 if sv.reserve else numbers[sv.id],
            sv.where,
            sv.exposed,
        )
        for sv in view.spies
    )
    piles = []
    drawn = []
    for pile in view.piles:
        rest = Counter(PILE)
        rest.subtract(card for card in pile.known if card is not None)
        unknown: list[Card] = list(rest.elements())
        rng.shuffle(unknown)
        piles.append(tuple(card if card is not None else unknown.pop() for card in pile.known))
        drawn.append(tuple(card is not None for card in pile.known))
    envelopes = tuple(
        Envelope(
            e.writer,
            (e.number if e.number is not None else rng.randint(1, 3)) if e.written else None,
            e.holder,
            e.shown,
            e.used,
        )
        for e in view.envelopes
    )
    # What the viewer saw; the others are taken to have seen the same (most of it was public).
    seen_by_me = frozenset(sv.id for sv in view.spies if sv.remembered is not None)
    known = (seen_by_me,) * count
    duel = None
    if view.duel is not None:
        d = view.duel
        attack = d.attack
        if d.attack_picked and attack is None:
            attack = rng.choice(ZOFF_CARDS)
        context = Context.GREY if d.attacker < 0 else Context.MOVE
        duel = Duel(d.attacker, d.field, context, d.waiting, d.defender, attack, d.defence)
    return State(
        count=count,
        names=tuple(f"P{i + 1}" for i in range(count)),
        spies=spies,
        money=view.money,
        box=view.coal_box,
        bazongs=tuple(Bazong(b.colour, b.carrier, b.field, b.taken_over) for b in view.bazongs),
        traps=view.traps,
        piles=tuple(piles),
        drawn=tuple(drawn),
        envelopes=envelopes,
        known=known,
        active=view.active,
        caught=frozenset(direct_enemy(e.writer) for e in view.envelopes if e.used),
        rng=Rng.seeded(rng.getrandbits(64)),
        phase=view.phase,
        current=view.current,
        round=view.round,
        pre=view.pre,
        trap_placed=view.trap_placed,
        die_used=view.die_used,
        distance=view.distance,
        card=view.card,
        duel=duel,
        after=After.AGAIN,
        peeked=False,
        last_zoff=view.last_zoff,
        winner=view.winner,
        end_reason=view.end_reason,
    )


def advance(game: SpionGame, state: State, player: int, action: Action) -> State:
    """`game.apply` without the legality check (the action comes from the legal list)."""
    tx = Tx(state)
    if player == state.current and not isinstance(action, Accuse):
        tx.set(peeked=False)
    game.perform(tx, player, action)
    wrap_up(tx)
    return tx.s


def over(state: State) -> bool:
    return state.phase == Phase.OVER
