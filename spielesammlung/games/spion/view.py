"""What one seat may see of a Spion & Spion state (JSON-friendly dataclasses)."""

from __future__ import annotations

from dataclasses import dataclass

from spielesammlung.core.protocol import ALL_SEEING

from .model import (
    COLOURS,
    WIN_MONEY,
    Card,
    Envelope,
    LastZoff,
    Phase,
    State,
    Trap,
    ZoffCard,
    owner,
)

TRAITOR_NAME = "Fröhn"
#: The rulebook's joke: with a player named Fröhn at the table, the traitor is renamed.
JOKE_NAME = '#*;>!"§/&'


def traitor_name(names: tuple[str, ...]) -> str:
    """What the traitor (and the accusation button) is called at this table."""
    named = {name.strip().casefold() for name in names}
    return JOKE_NAME if named & {"fröhn", "froehn"} else TRAITOR_NAME


@dataclass(frozen=True)
class SpyView:
    id: int
    colour: str
    reserve: bool
    where: int  # field >= 0, -1 dungeon, -2 out of the game, -3 reserve not in play
    number: int | None  # shown to this viewer now
    remembered: int | None  # seen by this viewer earlier (a memory aid)
    exposed: bool
    carries: tuple[int, ...]


@dataclass(frozen=True)
class BazongView:
    colour: int
    carrier: int | None
    field: int | None
    home: bool
    taken_over: bool = False  # a Fröhn's reserve took it over and has not moved since


@dataclass(frozen=True)
class EnvelopeView:
    writer: int
    target: int  # the colour whose traitor it names
    written: bool
    holder: int | None
    number: int | None  # only for its holder, or once shown
    shown: bool
    used: bool


@dataclass(frozen=True)
class PileView:
    team: str
    size: int
    known: tuple[Card | None, ...]  # top first: cards everyone saw drawn (the order is fixed)


@dataclass(frozen=True)
class DuelView:
    attacker: int  # -1: the grey spy
    field: int
    defender: int | None
    waiting: tuple[int, ...]
    attack_picked: bool
    defence_picked: bool
    attack: ZoffCard | None  # only for the picker
    defence: ZoffCard | None


@dataclass(frozen=True)
class View:
    players: int
    viewer: int | None
    traitor_name: str
    phase: Phase
    current: int
    round: int
    pre: bool
    trap_placed: bool
    die_used: bool
    money: tuple[int, ...]
    coal_box: int
    team_money: tuple[int, int]
    win_money: int
    active: tuple[bool, ...]
    spies: tuple[SpyView, ...]
    bazongs: tuple[BazongView, ...]
    traps: tuple[tuple[Trap, int], ...]
    envelopes: tuple[EnvelopeView, ...]
    piles: tuple[PileView, ...]
    card: Card | None
    distance: int
    duel: DuelView | None
    last_zoff: LastZoff | None
    winner: int | None
    end_reason: str | None


def number_shown(state: State, spy: int, viewer: int | None) -> bool:
    """Whether `viewer` sees `spy`'s number now (own spy, Alfred field, face up in the dungeon)."""
    s = state.spies[spy]
    if s.number == 0:
        return False
    if viewer == ALL_SEEING or viewer == owner(spy) or s.exposed:
        return True
    return s.on_board and state.board.is_alfred(s.where)


def _envelope(state: State, e: Envelope, viewer: int | None) -> EnvelopeView:
    sees = viewer == ALL_SEEING or e.shown or (viewer is not None and viewer == e.holder)
    return EnvelopeView(
        e.writer,
        e.writer ^ 1,
        e.number is not None,
        e.holder,
        e.number if sees else None,
        e.shown,
        e.used,
    )


def _duel(state: State, viewer: int | None) -> DuelView | None:
    d = state.duel
    if d is None:
        return None
    attack_picker = state.current if d.attacker < 0 else owner(d.attacker)
    defence_picker = owner(d.defender) if d.defender is not None else None
    return DuelView(
        d.attacker,
        d.field,
        d.defender,
        d.waiting,
        d.attack is not None,
        d.defence is not None,
        d.attack if viewer in (ALL_SEEING, attack_picker) else None,
        d.defence if viewer in (ALL_SEEING, defence_picker) else None,
    )


def view_for(state: State, viewer: int | None) -> View:
    known = state.known[viewer] if viewer is not None and 0 <= viewer < state.count else frozenset()
    spies = tuple(
        SpyView(
            i,
            COLOURS[s.colour],
            s.number == 0,
            s.where,
            s.number if number_shown(state, i, viewer) else None,
            s.number if i in known else None,
            s.exposed,
            state.carried(i),
        )
        for i, s in enumerate(state.spies)
    )
    piles = tuple(
        PileView(
            ("black", "white")[t],
            len(pile),
            tuple(
                c if seen or viewer == ALL_SEEING else None
                for c, seen in zip(pile, state.drawn[t], strict=True)
            ),
        )
        for t, pile in enumerate(state.piles)
    )
    return View(
        state.count,
        viewer,
        traitor_name(state.names),
        state.phase,
        state.current,
        state.round,
        state.pre,
        state.trap_placed,
        state.die_used,
        state.money,
        state.box,
        (state.team_money(0), state.team_money(1)),
        WIN_MONEY[state.count],
        state.active,
        spies,
        tuple(
            BazongView(b.colour, b.carrier, b.field, b.home, b.taken_over) for b in state.bazongs
        ),
        state.traps,
        tuple(_envelope(state, e, viewer) for e in state.envelopes),
        piles,
        state.card,
        state.distance,
        _duel(state, viewer),
        state.last_zoff,
        state.winner,
        state.end_reason,
    )
