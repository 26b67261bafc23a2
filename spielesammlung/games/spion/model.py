"""Spion & Spion: constants, actions, events and the immutable state.

Seats are colours: 0 Schwarz, 1 Weiss, 2 Schwarz-Rot, 3 Weiss-Blau (two players: 0 and 1).
Teams: black (Schwarz, Schwarz-Rot) against white (Weiss, Weiss-Blau). A spy's id is
colour * 4 + rank; ranks 0-2 are the numbered spies, rank 3 the unnumbered reserve spy.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spielesammlung.core.protocol import Event
from spielesammlung.core.rng import Rng

from .board import Board, board

COLOURS = ("schwarz", "weiss", "schwarz-rot", "weiss-blau")
BLACK, WHITE = 0, 1
TEAMS = ("black", "white")

TOTAL_MONEY = 60
START_MONEY = 10
WIN_MONEY = {4: 37, 2: 25}
SCHECK_MONEY = 3
BAZONG_PREMIUM = 5
ZOFF_FEE = 1
BUY_FREE_COST = 1
TRAP_COST = 2
DIE_COSTS = {1: 1, 2: 3, 3: 5}  # rolls -> Zillionen paid in advance
MAX_OWN_IN_EMBASSY = 2
#: The safety bound (our choice): after this many rounds the richer team wins (equal: draw).
MAX_ROUNDS = 200
#: Our choice: a carrier who only passes through a team embassy has brought his Bazong there.
PASSING_BRINGS_HOME = True
#: Our choice: "nie mehr als zwei deiner Spione" counts the spies standing in the embassy after a
#: move; a move card may carry a spy through its own embassy while two of its spies stand there.
PASSING_FILLS_EMBASSY = False
#: Our choice: a reserve spy put on the traitor's field by a Fröhn has brought nothing there. What
#: it takes over in a team embassy wins only once a move carries it into one ("bringen").
REPLACEMENT_BRINGS_HOME = False

SPIES_PER_COLOUR = 4
RESERVE = 3  # the rank of the unnumbered reserve spy
# Where a spy is: a field index >= 0, or one of these.
DUNGEON = -1
GONE = -2  # left the game
WAITING = -3  # a reserve spy not (yet) in play
GREY = -1  # the grey spy as attacker in a Zoff


class Trap(StrEnum):
    SNAKE = "snake"
    MAGNET = "magnet"
    BOTTLE = "bottle"


#: The trap die: a rolled symbol removes the trap it beats.
BEATS = {Trap.SNAKE: Trap.MAGNET, Trap.MAGNET: Trap.BOTTLE, Trap.BOTTLE: Trap.SNAKE}


class Card(StrEnum):
    FAHR = "fahr"  # move 2
    FLITZ = "flitz"  # move 3
    DUES = "dues"  # move 4
    GAEHN = "gaehn"
    SCHECK = "scheck"
    LECHZ = "lechz"
    ANSICHT = "ansicht"
    SCHLUCHZ = "schluchz"


MOVE_CARDS = {Card.FAHR: 2, Card.FLITZ: 3, Card.DUES: 4}
PILE = (
    (Card.FAHR,) * 3
    + (Card.FLITZ,) * 2
    + (
        Card.DUES,
        Card.GAEHN,
        Card.SCHECK,
        Card.LECHZ,
        Card.ANSICHT,
        Card.SCHLUCHZ,
    )
)


class ZoffCard(StrEnum):
    A = "A"
    B = "B"
    C = "C"


class Phase(StrEnum):
    ENVELOPES = "envelopes"  # everyone writes a traitor number, secretly and at once
    MAIN = "main"  # the current player's turn: pre-move actions (if `pre`) and a move
    CARD_MOVE = "card_move"  # a move card was drawn: move one spy exactly `distance`
    LECHZ = "lechz"  # the grey spy: remove a trap and/or attack
    PEEK = "peek"  # Ansicht: look at one enemy spy's number
    ORDER = "order"  # the attacker picks the next of several defenders
    DUEL = "duel"  # Zoff: the attacker, then the defender picks A, B or C
    BAZONG = "bazong"  # a spy holds more than one Bazong: its owner keeps one
    OVER = "over"


class After(StrEnum):
    """What follows once a landing or duel is settled."""

    AGAIN = "again"  # the player moves again (one step or a pass card)
    PRE = "pre"  # back to the turn's pre-move phase (a spy was bought free)
    END = "end"  # the next player's turn


class Context(StrEnum):
    MOVE = "move"
    BUY = "buy"
    GREY = "grey"


def team(colour: int) -> int:
    return colour % 2


def direct_enemy(colour: int) -> int:
    """The colour whose traitor this colour's envelope names."""
    return colour ^ 1


def partner(colour: int) -> int:
    return colour ^ 2


def owner(spy: int) -> int:
    return spy // SPIES_PER_COLOUR


def step(colour: int) -> int:
    """Black spies walk the ring clockwise, white ones anticlockwise."""
    return 1 if team(colour) == BLACK else -1


# -- actions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class WriteEnvelope:
    number: int


@dataclass(frozen=True)
class BuyFree:
    spy: int


@dataclass(frozen=True)
class PlaceTrap:
    trap: Trap
    field: int


@dataclass(frozen=True)
class RollTrapDie:
    target: Trap
    rolls: int


@dataclass(frozen=True)
class Move:
    """One step forward (a turn's move), or the exact distance of a drawn move card."""

    spy: int


@dataclass(frozen=True)
class DrawCard:
    position: int  # 1, 2 or 3 from the top


@dataclass(frozen=True)
class GreySpy:
    trap: Trap | None
    target: int | None


@dataclass(frozen=True)
class Peek:
    """Ansicht: look at an enemy spy's number ("darfst"); None: look at none."""

    spy: int | None


@dataclass(frozen=True)
class ChooseDefender:
    spy: int


@dataclass(frozen=True)
class ZoffPick:
    card: ZoffCard


@dataclass(frozen=True)
class KeepBazong:
    colour: int


@dataclass(frozen=True)
class Accuse:
    spy: int


Action = (
    WriteEnvelope
    | BuyFree
    | PlaceTrap
    | RollTrapDie
    | Move
    | DrawCard
    | GreySpy
    | Peek
    | ChooseDefender
    | ZoffPick
    | KeepBazong
    | Accuse
)
ACTIONS = (
    WriteEnvelope,
    BuyFree,
    PlaceTrap,
    RollTrapDie,
    Move,
    DrawCard,
    GreySpy,
    Peek,
    ChooseDefender,
    ZoffPick,
    KeepBazong,
    Accuse,
)


# -- events -------------------------------------------------------------------------------
@dataclass(frozen=True)
class EnvelopeWritten(Event):
    player: int
    number: int | None  # only in the writer's copy


@dataclass(frozen=True)
class TurnStarted(Event):
    player: int
    round: int


@dataclass(frozen=True)
class BoughtFree(Event):
    spy: int


@dataclass(frozen=True)
class TrapPlaced(Event):
    player: int
    trap: Trap
    field: int


@dataclass(frozen=True)
class TrapRemoved(Event):
    trap: Trap
    field: int


@dataclass(frozen=True)
class DieRolled(Event):
    player: int
    symbol: Trap


@dataclass(frozen=True)
class Moved(Event):
    spy: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class CardDrawn(Event):
    player: int
    position: int
    card: Card


@dataclass(frozen=True)
class CardVoid(Event):
    """A move card no spy could carry out exactly, or a Schluchz without a Bazong."""

    player: int
    card: Card


@dataclass(frozen=True)
class NumberShown(Event):
    spy: int
    number: int


@dataclass(frozen=True)
class Peeked(Event):
    player: int
    spy: int | None  # None: he chose to look at no number
    number: int | None  # only in the looker's copy


@dataclass(frozen=True)
class ZoffStarted(Event):
    attacker: int  # GREY for the grey spy
    defender: int


@dataclass(frozen=True)
class ZoffPicked(Event):
    player: int
    card: ZoffCard | None  # only in the picker's copy


@dataclass(frozen=True)
class ZoffRevealed(Event):
    attacker: int
    defender: int
    attack: ZoffCard
    defence: ZoffCard
    attacker_won: bool


@dataclass(frozen=True)
class Paid(Event):
    payer: int | None  # None: the coal box
    payee: int | None
    amount: int


@dataclass(frozen=True)
class BazongMoved(Event):
    colour: int
    carrier: int | None
    field: int | None  # both None: back home


@dataclass(frozen=True)
class Accused(Event):
    player: int
    spy: int
    envelope: int
    number: int
    correct: bool


@dataclass(frozen=True)
class Eliminated(Event):
    player: int
    reason: str  # "debt" or "wrong-accusation"


@dataclass(frozen=True)
class GameOver(Event):
    team: int | None  # None: a draw
    reason: str  # "bazong", "money", "eliminated", "rounds"


# -- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Spy:
    colour: int
    rank: int
    number: int  # 1-3; 0 for the reserve spy
    where: int
    exposed: bool = False  # shown face up in the dungeon after losing a Zoff

    @property
    def on_board(self) -> bool:
        return self.where >= 0

    @property
    def in_play(self) -> bool:
        return self.where >= 0 or self.where == DUNGEON


@dataclass(frozen=True)
class Bazong:
    colour: int
    carrier: int | None = None
    field: int | None = None  # lying on a field
    taken_over: bool = False  # a Fröhn's reserve took it over and has not moved since

    @property
    def home(self) -> bool:
        return self.carrier is None and self.field is None


@dataclass(frozen=True)
class Envelope:
    """The traitor number a player wrote for the spies of his direct enemy."""

    writer: int
    number: int | None = None
    holder: int | None = None  # who may accuse with it; None: out of the game
    shown: bool = False  # shown to everyone by an accusation
    used: bool = False  # the traitor was caught with it


@dataclass(frozen=True)
class Duel:
    """A chain of Zoffs on one field; `defender` is being fought, `waiting` come later."""

    attacker: int
    field: int
    context: Context
    waiting: tuple[int, ...]
    defender: int | None = None
    attack: ZoffCard | None = None
    defence: ZoffCard | None = None


@dataclass(frozen=True)
class LastZoff:
    attacker: int
    defender: int
    attack: ZoffCard
    defence: ZoffCard
    attacker_won: bool


@dataclass(frozen=True)
class State:
    count: int
    names: tuple[str, ...]
    spies: tuple[Spy, ...]
    money: tuple[int, ...]
    box: int
    bazongs: tuple[Bazong, ...]
    traps: tuple[tuple[Trap, int], ...]  # (trap, field) on the board, sorted
    piles: tuple[tuple[Card, ...], ...]  # one per team, top first
    drawn: tuple[tuple[bool, ...], ...]  # per pile position: was this card drawn openly
    envelopes: tuple[Envelope, ...]
    known: tuple[frozenset[int], ...]  # per player: other spies whose number he has seen
    active: tuple[bool, ...]
    caught: frozenset[int]  # colours whose traitor was caught
    rng: Rng
    phase: Phase = Phase.ENVELOPES
    current: int = 0
    round: int = 1
    pre: bool = True  # pre-move actions still allowed this turn
    trap_placed: bool = False
    die_used: bool = False
    distance: int = 0  # of a drawn move card
    card: Card | None = None  # the pass card being carried out
    duel: Duel | None = None
    after: After = After.END  # what follows a Bazong choice
    peeked: bool = False  # the current player just looked at a number (Ansicht)
    last_zoff: LastZoff | None = None
    winner: int | None = None  # the winning team once over
    end_reason: str | None = None

    @property
    def board(self) -> Board:
        return board(self.count)

    def spies_at(self, field: int) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.spies) if s.where == field)

    def carried(self, spy: int) -> tuple[int, ...]:
        """The colours of the Bazongs `spy` carries."""
        return tuple(b.colour for b in self.bazongs if b.carrier == spy)

    def trap_at(self, field: int) -> Trap | None:
        for trap, at in self.traps:
            if at == field:
                return trap
        return None

    def team_money(self, side: int) -> int:
        return sum(m for p, m in enumerate(self.money) if team(p) == side)
