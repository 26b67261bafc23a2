"""Computer players for Allianz, one class per level (their valuation is evaluation.py's, the
strong player's search is search.py's).

Easy and medium score every move by captures, progress towards the castle they attack, castle
occupation, defence of their own castle and the safety of their pieces; medium then checks the
best candidates against the enemies' capturing replies, strong searches deeper. Diplomacy (all
levels, medium and strong bargain harder): ally against the strongest party, give notice or
betray when the common enemy has become weak.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from . import board as B
from . import search
from .evaluation import ESCAPES, LETHAL, damage, make_plan, material, move_score, strongest
from .model import (
    Accept,
    AcceptDraw,
    Betray,
    Cancel,
    Decline,
    DeclineDraw,
    DrawOffer,
    KeepPieces,
    Kind,
    Move,
    Notice,
    NoticeDue,
    OfferDraw,
    Proposal,
    Propose,
    Relocate,
    Relocation,
    Resign,
    State,
)
from .moves import captures, moves
from .rules import GAME

#: Moves before a bot repeats a declined proposal or draw offer.
PATIENCE = 24
#: Candidates the medium bot checks against the enemies' replies.
CANDIDATES = 5
#: A bot first thinks of allying after a number of moves drawn up to this (each game anew).
FIRST_TALK = 40


class AllianzBot:
    """What every level shares: diplomacy and the greedy move scores (a level sets `shrewd`
    and `noise`)."""

    #: bargain harder: the longest notice, grand alliances, betray for loot, refuse the leader
    shrewd: ClassVar[bool]
    #: the largest random amount added to a move's score
    noise: ClassVar[float]

    def __init__(self) -> None:
        self.asked: dict[int, int] = {}  # proposal or draw offer target -> move count
        #: this game's temper, drawn at the first decision: the move from which it proposes
        #: alliances, and how much it likes each other seat (the tie-break among partners)
        self.first_talk: int | None = None
        self.liking: dict[int, float] = {}
        #: the lord whose castle this player attacks (kept from move to move)
        self.aim: int | None = None

    def _temper(self, state: State, rng: random.Random) -> None:
        if self.first_talk is None:
            self.first_talk = rng.randrange(FIRST_TALK + 1)
            self.liking = {p: rng.random() for p in range(len(state.parties))}

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        """Out of turn: propose an alliance or give notice when the own turn would too."""
        return self._diplomacy(view, player, legal, rng)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        state: State = view
        pending = state.pending
        if isinstance(pending, Proposal):
            return Accept() if self._welcome(state, player, pending, rng) else Decline()
        if isinstance(pending, DrawOffer):
            return (
                AcceptDraw()
                if material(state, player) < material(state, pending.offerer)
                else DeclineDraw()
            )
        if isinstance(pending, NoticeDue):
            notices = [a for a in legal if isinstance(a, Notice)]
            return max(notices, key=lambda a: a.moves) if self.shrewd else rng.choice(notices)
        if isinstance(pending, Relocation):
            return self._relocate(state, player, legal)
        talk = self._diplomacy(state, player, legal, rng)
        if talk is not None:
            return talk
        moves = [a for a in legal if isinstance(a, Move)]
        if not moves:
            return legal[0]
        return self._move(state, player, moves, rng)

    # -- diplomacy ---------------------------------------------------------------------------
    def _welcome(self, state: State, player: int, proposal: Proposal, rng: random.Random) -> bool:
        top = strongest(state)
        if top not in (player, proposal.proposer):
            return True
        return not self.shrewd and top != player and rng.random() < 0.3

    def _diplomacy(
        self, state: State, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        mine = material(state, player)
        living = state.living()
        if len(living) == 2:
            other = living[0] if living[1] == player else living[1]
            theirs = material(state, other)
            if Resign() in legal and mine <= 2 and theirs >= 8:
                return Resign()
            if OfferDraw() in legal and mine < theirs and self._patient(state, other):
                self.asked[other] = state.moves
                return OfferDraw()
            return None
        self._temper(state, rng)
        ally = state.ally(player)
        if ally is not None:
            rest = sum(material(state, p) for p in living if p not in (player, ally))
            weak = rest * 2 < material(state, ally)
            if Cancel() in legal and weak:
                return Cancel()
            if Betray() in legal and (weak or (self.shrewd and self._loot(state, player) >= 3)):
                return Betray()
            return None
        top = strongest(state)
        assert self.first_talk is not None
        if top == player or state.moves < self.first_talk:
            return None
        kind = Kind.GRAND if self.shrewd and material(state, top) >= mine + 5 else Kind.SMALL
        partners = [
            a
            for a in legal
            if isinstance(a, Propose)
            and a.kind is kind
            and a.to != top
            and self._patient(state, a.to)
        ]
        if not partners:
            return None
        choice = min(
            partners, key=lambda a: (abs(material(state, a.to) - mine) // 3, -self.liking[a.to])
        )
        self.asked[choice.to] = state.moves
        return choice

    def _patient(self, state: State, other: int) -> bool:
        """Whether `other` was not asked recently."""
        last = self.asked.get(other)
        return last is None or state.moves - last >= PATIENCE

    def _loot(self, state: State, player: int) -> int:
        """How many of the ally's pieces one move could capture after a betrayal."""
        ally = state.ally(player)
        free = replace(
            state, alliances=tuple(a for a in state.alliances if player not in a.members)
        )
        return max(
            (sum(state.board[t] == ally for t in taken) for _, taken in moves(free, player)),
            default=0,
        )

    def _relocate(self, state: State, player: int, legal: Sequence[Any]) -> Any:
        home = B.CASTLE_DISTANCE[state.parties[player]]
        outs = [a for a in legal if isinstance(a, Relocate)]
        return max(outs, key=lambda a: (home[a.to], -a.to)) if outs else KeepPieces()

    # -- moves -------------------------------------------------------------------------------
    def _move(self, state: State, player: int, moves: list[Move], rng: random.Random) -> Move:
        """The move of the best score."""
        return self._scored(state, player, moves, rng)[0][1]

    def _scored(
        self, state: State, player: int, moves: list[Move], rng: random.Random
    ) -> list[tuple[float, Move]]:
        """Every move with its score (plus noise), best first."""
        plan = make_plan(state, player, self.aim)
        self.aim = plan.target
        scored = []
        for move in moves:
            taken = captures(state, player, move.path)
            value = move_score(state, plan, move.path, taken)
            if move.path[-1] in plan.targets:
                value += self._decisive(state, player, move)
            scored.append((value + rng.random() * self.noise, move))
        scored.sort(key=lambda vm: -vm[0])
        return scored

    def _decisive(self, state: State, player: int, move: Move) -> float:
        """A bonus for a move that beats a lord or wins the game."""
        after = GAME.apply(state, player, move).state
        if after.winners is not None and player in after.winners:
            return 100000.0
        return 500.0 * (len(state.living()) - len(after.living()))


class EasyBot(AllianzBot):
    """The easy level: the best move by its score, with much noise; bargains simply."""

    shrewd = False
    noise = 4.0


class MediumBot(AllianzBot):
    """The medium level: checks its best moves against the enemies' replies; bargains harder."""

    shrewd = True
    noise = 0.5

    def _move(self, state: State, player: int, moves: list[Move], rng: random.Random) -> Move:
        scored = self._scored(state, player, moves, rng)
        hit: set[int] = set()
        if damage(state, player, hit) >= LETHAL:
            candidates = scored
        else:  # the best moves, and the best escapes of each piece under attack
            candidates = scored[:CANDIDATES]
            for piece in hit:
                candidates += [vm for vm in scored if vm[1].path[0] == piece][:ESCAPES]
        best = None
        for value, move in candidates:
            after = GAME.apply(state, player, move).state
            if after.winners is not None:
                return move
            total = value - damage(after, player)
            if best is None or total > best[0]:
                best = (total, move)
        assert best is not None
        return best[1]


class StrongBot(MediumBot):
    """The strong level: the medium player's diplomacy, its moves from search.py's search
    while `budget_s` lasts (None: no limit), up to `max_depth` of its own moves."""

    def __init__(
        self, budget_s: float | None = search.BUDGET_S, max_depth: int = search.MAX_DEPTH
    ) -> None:
        super().__init__()
        self.budget_s = budget_s
        self.max_depth = max_depth
        #: the depth of the last move's search (None after a decision without a move)
        self.last_depth: int | None = None

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        self.last_depth = None
        return super().choose(view, player, legal, rng)

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        self.last_depth = None
        return super().interject(view, player, legal, rng)

    def _move(self, state: State, player: int, legal: list[Move], rng: random.Random) -> Move:
        found = search.Search(self.budget_s, self.max_depth).best(state, player)
        if found is None:  # a crowded board on a slow machine: the medium player's move
            self.last_depth = 0
            return super()._move(state, player, legal, rng)
        chain, self.last_depth = found
        move = Move(chain[0])
        assert move in legal
        return move


BOTS = {"easy": EasyBot, "medium": MediumBot, "strong": StrongBot}
