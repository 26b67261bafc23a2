"""Allianz: the constants, actions, events and the immutable state."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

from spielesammlung.core.protocol import Event

from . import board as B

EMPTY = -1
#: Chips in the box; a notified partner takes 2-5 of them.
CHIPS = 10
NOTICE_CHOICES = (2, 3, 4, 5)


class Kind(StrEnum):
    SMALL = "small"  # cancellable with notice
    GRAND = "grand"  # only broken by betrayal


# -- actions -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Move:
    """A step (two squares) or a jump chain: the start square and every landing square."""

    path: tuple[int, ...]


@dataclass(frozen=True)
class Pass:
    """Only when no piece can move."""


@dataclass(frozen=True)
class Propose:
    kind: Kind
    to: int


@dataclass(frozen=True)
class Accept:
    pass


@dataclass(frozen=True)
class Decline:
    pass


@dataclass(frozen=True)
class Relocate:
    """A lord puts a new ally's piece from his truce zone onto a square next to it."""

    piece: int
    to: int


@dataclass(frozen=True)
class KeepPieces:
    """A lord leaves the new ally's remaining pieces in his zone (they must walk out)."""


@dataclass(frozen=True)
class Cancel:
    """Give notice of a small alliance."""


@dataclass(frozen=True)
class Notice:
    """The notified partner names the notice period (and takes as many chips); 0 waives it."""

    moves: int


@dataclass(frozen=True)
class Betray:
    """Break a grand alliance; the traitor may never ally again."""


@dataclass(frozen=True)
class OfferDraw:
    pass


@dataclass(frozen=True)
class AcceptDraw:
    pass


@dataclass(frozen=True)
class DeclineDraw:
    pass


@dataclass(frozen=True)
class Resign:
    pass


Action = (
    Move
    | Pass
    | Propose
    | Accept
    | Decline
    | Relocate
    | KeepPieces
    | Cancel
    | Notice
    | Betray
    | OfferDraw
    | AcceptDraw
    | DeclineDraw
    | Resign
)


# -- events ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Moved(Event):
    player: int
    path: tuple[int, ...]
    captured: tuple[int, ...]  # squares of the captured pieces
    victims: tuple[int, ...]  # the seat each captured piece belonged to


@dataclass(frozen=True)
class Passed(Event):
    player: int


@dataclass(frozen=True)
class Proposed(Event):
    player: int
    to: int
    kind: Kind


@dataclass(frozen=True)
class Declined(Event):
    player: int


@dataclass(frozen=True)
class Allied(Event):
    members: tuple[int, int]
    kind: Kind


@dataclass(frozen=True)
class Relocated(Event):
    lord: int
    piece: int
    to: int


@dataclass(frozen=True)
class Cancelled(Event):
    player: int
    partner: int


@dataclass(frozen=True)
class NoticeNamed(Event):
    player: int
    moves: int


@dataclass(frozen=True)
class ChipReturned(Event):
    player: int
    left: int


@dataclass(frozen=True)
class Betrayed(Event):
    traitor: int
    victim: int


@dataclass(frozen=True)
class AllianceEnded(Event):
    members: tuple[int, int]
    reason: str  # "notice", "waived", "betrayal", "defeat", "two-left"


@dataclass(frozen=True)
class Defeated(Event):
    player: int
    reason: str  # "castle", "lone-fighter", "alliance", "no-pieces", "resigned"
    removed: tuple[int, ...]  # squares of the pieces that left the board


@dataclass(frozen=True)
class DrawOffered(Event):
    player: int


@dataclass(frozen=True)
class DrawDeclined(Event):
    player: int


@dataclass(frozen=True)
class GameOver(Event):
    winners: frozenset[int]
    reason: str  # "victory", "draw-agreed", "move-limit"


# -- state -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Alliance:
    members: tuple[int, int]  # sorted seats
    kind: Kind
    since: int  # the move count when it was made
    notified: int | None = None  # the partner holding notice chips, once cancelled
    chips: int = 0

    def other(self, player: int) -> int:
        return self.members[1] if self.members[0] == player else self.members[0]


@dataclass(frozen=True)
class Proposal:
    proposer: int
    to: int
    kind: Kind


@dataclass(frozen=True)
class Relocation:
    lords: tuple[int, ...]  # lords who still may clear their zone; the first one acts


@dataclass(frozen=True)
class NoticeDue:
    canceller: int
    partner: int


@dataclass(frozen=True)
class DrawOffer:
    offerer: int
    to: int


Pending = Proposal | Relocation | NoticeDue | DrawOffer


@dataclass(frozen=True)
class Pursuit:
    """An ally fell to the lone fighter: one stone still beats the remaining partner."""

    lord: int
    attacker: int
    since: int


@dataclass(frozen=True)
class State:
    parties: tuple[int, ...]  # the party (0-3 = A-D) of each seat
    board: tuple[int, ...]  # the seat owning each square, EMPTY if none
    arrivals: tuple[tuple[int, int], ...]  # (castle square, move number its piece came in)
    turn: int
    alive: tuple[bool, ...]
    alliances: tuple[Alliance, ...] = ()
    traitors: frozenset[int] = frozenset()
    pool: int = CHIPS
    moves: int = 0
    offered: frozenset[int] = frozenset()  # who proposed or offered a draw since the last move
    pending: Pending | None = None
    pursuit: Pursuit | None = None
    winners: frozenset[int] | None = None  # set when the game is over (empty: a draw)
    #: the move just made (None after a pass): the board marks it; not part of the position
    last: Moved | None = field(default=None, compare=False)

    @property
    def count(self) -> int:
        return len(self.parties)

    def living(self) -> list[int]:
        return [p for p in range(self.count) if self.alive[p]]

    def alliance_of(self, player: int) -> Alliance | None:
        for alliance in self.alliances:
            if player in alliance.members:
                return alliance
        return None

    def ally(self, player: int) -> int | None:
        alliance = self.alliance_of(player)
        return None if alliance is None else alliance.other(player)

    def hostile(self, player: int, other: int) -> bool:
        return other != player and other != EMPTY and self.ally(player) != other

    @cached_property
    def _owned(self) -> tuple[tuple[int, ...], ...]:
        """The squares of each seat's pieces (computed once per state)."""
        owned: list[list[int]] = [[] for _ in self.parties]
        for sq, owner in enumerate(self.board):
            if owner != EMPTY:
                owned[owner].append(sq)
        return tuple(tuple(squares) for squares in owned)

    def pieces(self, player: int) -> list[int]:
        return list(self._owned[player])

    def castle(self, player: int) -> tuple[int, ...]:
        return B.CASTLES[self.parties[player]]

    def zone(self, player: int) -> frozenset[int]:
        return B.ZONES[self.parties[player]]

    def arrival(self, sq: int) -> int:
        for square, move in self.arrivals:
            if square == sq:
                return move
        return -1

    def can_ally(self, player: int) -> bool:
        return (
            self.alive[player]
            and player not in self.traitors
            and self.alliance_of(player) is None
            and len(self.living()) >= 3
        )

    def actor(self) -> int | None:
        """The seat that must act now."""
        if self.winners is not None:
            return None
        pending = self.pending
        if isinstance(pending, Proposal | DrawOffer):
            return pending.to
        if isinstance(pending, Relocation):
            return pending.lords[0]
        if isinstance(pending, NoticeDue):
            return pending.partner
        return self.turn
