"""Computer players for Allianz: a greedy one and one that also looks at the replies.

Both score every move by captures, progress towards the castle they attack, castle
occupation, defence of their own castle and the safety of their pieces. The strong one then
checks the best candidates against the enemies' capturing replies. Diplomacy: ally against
the strongest party, give notice or betray when the common enemy has become weak.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from . import board as B
from .model import (
    EMPTY,
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
from .rules import GAME, lone_fighter

#: Pieces kept near the own castle as its guard.
DEFENDERS = 3
#: A defender may wander this many steps from its castle without penalty.
GUARD_RADIUS = 2
#: Moves before a bot repeats a declined proposal or draw offer.
PATIENCE = 24
#: Candidates the strong bot checks against the enemies' replies.
CANDIDATES = 5
#: Moves of each attacked piece the strong bot also checks.
ESCAPES = 2
#: The damage score of losing the castle.
LETHAL = 1000.0
#: The longest capturing chain (in jumps) the strong bot expects from an enemy.
REPLY_HOPS = 3

#: (neighbour, opposite neighbour) of each square: an enemy on one captures by landing on the other.
LINES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((a, o) for a in B.STEPS[s] for o in B.STEPS[s] if a + o == 2 * s) for s in B.SQUARES
)


@dataclass(frozen=True)
class Plan:
    """What a bot knows about the position at the start of its decision."""

    player: int
    enemies: frozenset[int]
    own_castle: frozenset[int]
    targets: frozenset[int]  # castle squares worth occupying
    home: tuple[int, ...]  # steps to the own castle
    goal: tuple[int, ...]  # steps to the castle under attack
    defenders: frozenset[int]
    threatened: bool  # enemies are close to the own castle
    lords: dict[int, int]  # castle square -> its living lord


def material(state: State, player: int) -> int:
    return len(state.pieces(player))


def strongest(state: State) -> int:
    return max(state.living(), key=lambda p: (material(state, p), -p))


def _exposed(board: Sequence[int], sq: int, plan: Plan) -> bool:
    """Whether an enemy can capture the piece on `sq` with a single jump."""
    lord = plan.lords.get(sq)
    for a, o in LINES[sq]:
        attacker = board[a]
        if attacker in plan.enemies and board[o] == EMPTY and lord != attacker:
            return True
    return False


def _plan(state: State, player: int) -> Plan:
    enemies = frozenset(p for p in state.living() if state.hostile(player, p))
    own = state.pieces(player)
    home = B.CASTLE_DISTANCE[state.parties[player]]

    def cost(lord: int) -> float:
        """How hard the castle of `lord` looks to take."""
        dist = B.CASTLE_DISTANCE[state.parties[lord]]
        guards = sum(1 for s in state.pieces(lord) if dist[s] <= 3)
        reach = min((dist[s] for s in own), default=99)
        held = sum(state.board[s] == player for s in state.castle(lord))
        return guards * 2 + reach + material(state, lord) / 3 - held * 6

    target = min(enemies, key=cost) if enemies else player
    targets = frozenset(s for lord in enemies for s in state.castle(lord))
    defenders = frozenset(sorted(own, key=lambda s: home[s])[: min(DEFENDERS, len(own) // 3)])
    threatened = any(state.board[s] in enemies for s in B.SQUARES if home[s] <= 5)
    return Plan(
        player,
        enemies,
        frozenset(state.castle(player)),
        targets,
        home,
        B.CASTLE_DISTANCE[state.parties[target]],
        defenders,
        threatened,
        {s: lord for lord in state.living() for s in state.castle(lord)},
    )


def _score(state: State, plan: Plan, path: tuple[int, ...], taken: frozenset[int]) -> float:
    """A quick value of a move for the mover, from the change it makes."""
    board = state.board
    start, end = path[0], path[-1]
    after = list(board)
    after[start] = EMPTY
    for sq in taken:
        after[sq] = EMPTY
    after[end] = plan.player
    score = 0.0
    for sq in taken:
        score += 10 + (6 if plan.home[sq] <= 5 else 0)
    if start in plan.defenders:
        score += 1.5 * (
            max(0, plan.home[start] - GUARD_RADIUS) - max(0, plan.home[end] - GUARD_RADIUS)
        )
    else:
        score += plan.goal[start] - plan.goal[end]
    score += 25 * ((end in plan.targets) - (start in plan.targets))
    if plan.threatened:
        score += 6 * ((end in plan.own_castle) - (start in plan.own_castle))
    if _exposed(after, end, plan):
        score -= 9
    if _exposed(board, start, plan):
        score += 7
    for near, behind in B.JUMPS[start]:  # a neighbour an enemy could now jump onto `start`
        attacker = after[behind]
        if after[near] == plan.player and attacker in plan.enemies:
            score -= 0 if plan.lords.get(near) == attacker else 8
    return score


def _lethal(state: State, player: int, enemy: int) -> bool:
    """Whether one more piece of `enemy` in the castle of `player` beats `player`."""
    castle = state.castle(player)
    if sum(state.hostile(player, state.board[s]) for s in castle) >= 1:
        return True
    lone = lone_fighter(state)
    pursuit = state.pursuit
    return (lone is not None and lone[0] == enemy and player in lone[1].members) or (
        pursuit is not None and pursuit.lord == player and pursuit.attacker == enemy
    )


def _raid(
    board: Sequence[int],
    start: int,
    victim: int,
    immune: tuple[int, ...],
    goals: Sequence[int],
    hit: set[int],
) -> float:
    """The best an enemy piece on `start` does to `victim` with a chain of up to REPLY_HOPS;
    adds the victim's pieces it can capture to `hit`."""
    best = 0.0
    stack: list[tuple[int, frozenset[int], tuple[int, ...]]] = [(start, frozenset(), (start,))]
    while stack:
        here, taken, visited = stack.pop()
        for over, land in B.JUMPS[here]:
            owner = board[over]
            if owner == EMPTY or over in taken or over == start or land in visited:
                continue
            if board[land] != EMPTY and land not in taken:
                continue
            if owner == victim and over not in immune:
                now = taken | {over}
                hit.add(over)
            else:
                now = taken
            best = max(best, 10.0 * len(now) + (LETHAL if land in goals else 0.0))
            if len(visited) <= REPLY_HOPS - 1:
                stack.append((land, now, (*visited, land)))
    return best


def _damage(state: State, player: int, hit: set[int] | None = None) -> float:
    """The worst one enemy move can do to `player`: pieces captured, the castle lost.

    The pieces of `player` that some enemy can capture are added to `hit`.
    """
    hit = set() if hit is None else hit
    board = state.board
    worst = 0.0
    for enemy in state.living():
        if not state.hostile(player, enemy):
            continue
        goals = [s for s in state.castle(player) if board[s] == EMPTY]
        if not _lethal(state, player, enemy):
            goals = []
        immune = state.castle(enemy)
        for sq in state.pieces(enemy):
            if any(g in B.STEPS[sq] for g in goals):
                return LETHAL
            if any(board[a] != EMPTY == board[b] for a, b in B.JUMPS[sq]):
                worst = max(worst, _raid(board, sq, player, immune, goals, hit))
    return worst


class AllianzBot:
    """`strong`: check the best moves against the enemies' replies and bargain harder."""

    def __init__(self, strong: bool) -> None:
        self.strong = strong
        self.asked: dict[int, int] = {}  # proposal or draw offer target -> move count

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
            return max(notices, key=lambda a: a.moves) if self.strong else rng.choice(notices)
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
        return not self.strong and top != player and rng.random() < 0.3

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
        ally = state.ally(player)
        if ally is not None:
            rest = sum(material(state, p) for p in living if p not in (player, ally))
            weak = rest * 2 < material(state, ally)
            if Cancel() in legal and weak:
                return Cancel()
            if Betray() in legal and (weak or (self.strong and self._loot(state, player) >= 3)):
                return Betray()
            return None
        top = strongest(state)
        if top == player:
            return None
        kind = Kind.GRAND if self.strong and material(state, top) >= mine + 5 else Kind.SMALL
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
        choice = min(partners, key=lambda a: abs(material(state, a.to) - mine))
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
        plan = _plan(state, player)
        noise = 0.5 if self.strong else 4.0
        scored = []
        for move in moves:
            taken = captures(state, player, move.path)
            value = _score(state, plan, move.path, taken)
            if move.path[-1] in plan.targets:
                value += self._decisive(state, player, move)
            scored.append((value + rng.random() * noise, move))
        scored.sort(key=lambda vm: -vm[0])
        if not self.strong:
            return scored[0][1]
        hit: set[int] = set()
        if _damage(state, player, hit) >= LETHAL:
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
            total = value - _damage(after, player)
            if best is None or total > best[0]:
                best = (total, move)
        assert best is not None
        return best[1]

    def _decisive(self, state: State, player: int, move: Move) -> float:
        """A bonus for a move that beats a lord or wins the game."""
        after = GAME.apply(state, player, move).state
        if after.winners is not None and player in after.winners:
            return 100000.0
        return 500.0 * (len(state.living()) - len(after.living()))


def _strong() -> AllianzBot:
    from .search import StrongBot  # the search imports this module

    return StrongBot()


BOTS = {
    "easy": lambda: AllianzBot(strong=False),
    "medium": lambda: AllianzBot(strong=True),
    "strong": _strong,
}
