"""How the Allianz computer players value a position: the plan of a decision, the quick score of
a move, the worst one enemy move can do. Shared by the players (bots.py) and their search
(search.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import board as B
from .model import EMPTY, State
from .rules import lone_fighter

#: Pieces kept near the own castle as its guard.
DEFENDERS = 3
#: A defender may wander this many steps from its castle without penalty.
GUARD_RADIUS = 2
#: Moves of each attacked piece the medium and strong bots check beside the best moves.
ESCAPES = 2
#: The damage score of losing the castle.
LETHAL = 1000.0
#: The pieces nearest the attacked castle that lead the attack, and their progress's weight.
RUNNERS = 3
RUNNER_WEIGHT = 5.0
#: Within this many steps of the attacked castle, each step counts this much more.
NEAR = 8
NEAR_WEIGHT = 2.0
#: Progress counts once more every HASTE moves of the game (the players grow impatient).
HASTE = 50.0
#: How much easier another castle must look before a player turns from the one it attacks.
STICKY = 4.0
#: The longest capturing chain (in jumps) a bot expects from an enemy.
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
    runners: frozenset[int]  # the pieces nearest the castle under attack, not defenders
    target: int  # the lord whose castle is attacked (the player himself without enemies)


def material(state: State, player: int) -> int:
    """How many pieces `player` has."""
    return len(state.pieces(player))


def strongest(state: State) -> int:
    """The living party with the most pieces (the lowest number among equals)."""
    return max(state.living(), key=lambda p: (material(state, p), -p))


def _exposed(board: Sequence[int], sq: int, plan: Plan) -> bool:
    """Whether an enemy can capture the piece on `sq` with a single jump."""
    lord = plan.lords.get(sq)
    for a, o in LINES[sq]:
        attacker = board[a]
        if attacker in plan.enemies and board[o] == EMPTY and lord != attacker:
            return True
    return False


def make_plan(state: State, player: int, aim: int | None = None) -> Plan:
    """What `player` knows at the start of its decision: enemies, targets, guards (`aim`: the
    lord attacked so far, kept unless another castle is clearly easier)."""
    enemies = frozenset(p for p in state.living() if state.hostile(player, p))
    own = state.pieces(player)
    home = B.CASTLE_DISTANCE[state.parties[player]]

    def cost(lord: int) -> float:
        """How hard the castle of `lord` looks to take."""
        dist = B.CASTLE_DISTANCE[state.parties[lord]]
        guards = sum(1 for s in state.pieces(lord) if dist[s] <= 3)
        reach = min((dist[s] for s in own), default=99)
        held = sum(state.board[s] == player for s in state.castle(lord))
        return guards * 2 + reach + material(state, lord) / 3 - held * 6 - STICKY * (lord == aim)

    target = min(enemies, key=cost) if enemies else player
    targets = frozenset(s for lord in enemies for s in state.castle(lord))
    defenders = frozenset(sorted(own, key=lambda s: home[s])[: min(DEFENDERS, len(own) // 3)])
    threatened = any(state.board[s] in enemies for s in B.SQUARES if home[s] <= 5)
    castle = state.castle(target)  # its squares not yet held: one piece in counts once
    goal = B.distances_to(tuple(s for s in castle if state.board[s] != player) or castle)
    attackers = sorted(
        (s for s in own if s not in defenders and s not in targets), key=goal.__getitem__
    )
    return Plan(
        player,
        enemies,
        frozenset(state.castle(player)),
        targets,
        home,
        goal,
        defenders,
        threatened,
        {s: lord for lord in state.living() for s in state.castle(lord)},
        frozenset(attackers[:RUNNERS]),
        target,
    )


def move_score(state: State, plan: Plan, path: tuple[int, ...], taken: frozenset[int]) -> float:
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
    elif start not in plan.targets:  # a piece in an enemy castle holds it
        urge = (1 + state.moves / HASTE) * (RUNNER_WEIGHT if start in plan.runners else 1)
        near = max(0, NEAR - plan.goal[end]) - max(0, NEAR - plan.goal[start])
        score += urge * (plan.goal[start] - plan.goal[end] + NEAR_WEIGHT * near)
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


def damage(state: State, player: int, hit: set[int] | None = None) -> float:
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
