"""The strong Allianz player's search (bots.StrongBot): selective, over its own moves and the
others' replies.

The medium player scores every move by what it changes (captures, progress towards the castle
under attack, castle squares, its guards, the safety of its pieces) and looks one reply ahead.
The strong one searches deeper with the same move scores (evaluation.py) as the gains of each
ply: its move, then the best reply of any party hostile to it (each scored from that party's
own plan: best-reply search, so allied parties never reply), then its next move, and so on
while the time lasts (`best` also gives the depth of the last completed search). Allies are
never attacked and their replies never feared.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from spielesammlung.core.thinking import cancelled

from .evaluation import ESCAPES, LETHAL, damage, make_plan, move_score
from .model import State
from .moves import Chain, moves
from .rules import _after_move, _moved

#: The clock of the time budget (wall-clock; a benchmark on a crowded machine may charge
#: CPU time instead, `time.process_time`, to measure the strength of an idle machine).
CLOCK: Callable[[], float] = time.perf_counter
#: Wall-clock budget of one move decision (the search stops at the depth it completed).
BUDGET_S = 0.35
#: The time the first depth (own moves against the best replies) may always take.
FIRST_DEPTH_S = 0.45
#: The deepest search (plies: own move, replies, own move, ...).
MAX_DEPTH = 3
#: Moves searched per ply: at the root, at the own later plies, per replying party.
ROOT_WIDTH = 10
OWN_WIDTH = 5
REPLY_WIDTH = 5
WIN = 1_000_000.0


class OutOfTime(Exception):
    """The search ran past its deadline."""


def _play(state: State, player: int, chain: Chain) -> State:
    """The state after `player` moves along `chain` (a legal move of `player`)."""
    return _after_move(state, player, _moved(state, player, chain)).state


def _decisive(state: State, player: int, chain: Chain) -> float:
    """A bonus for a move that beats a lord or wins the game."""
    after = _play(state, player, chain)
    if after.winners is not None and player in after.winners:
        return 100000.0
    return 500.0 * (len(state.living()) - len(after.living()))


def _candidates(
    state: State, player: int, width: int | None, victim: int | None = None
) -> list[tuple[float, Chain]]:
    """The `width` best moves of `player` by the medium player's score, best first.

    With a `victim`, captures of third parties' pieces count for nothing (what the move does
    to the victim is what the victim fears).
    """
    plan = make_plan(state, player)
    friends = () if victim is None else (victim, state.ally(victim))
    scored = []
    for chain in moves(state, player):
        path, taken = chain
        value = move_score(state, plan, path, taken)
        if path[-1] in plan.targets:
            value += _decisive(state, player, chain)
        if victim is not None:
            value -= 10 * sum(state.board[sq] not in friends for sq in taken)
        scored.append((value, chain))
    scored.sort(key=lambda vc: -vc[0])
    return scored[:width]


class Search:
    """One decision's search while `budget_s` lasts (None: no limit), up to `max_depth` of
    the own moves."""

    def __init__(self, budget_s: float | None, max_depth: int) -> None:
        self.budget_s = budget_s
        self.max_depth = max_depth
        self.deadline = 0.0

    def best(self, state: State, player: int) -> tuple[Chain, int] | None:
        """The best move of `player` and the depth of the last completed search; None when
        not even the first depth was completed in time."""
        start = CLOCK()
        hit: set[int] = set()
        lethal = damage(state, player, hit) >= LETHAL
        everything = _candidates(state, player, None)
        root = everything if lethal else everything[:ROOT_WIDTH]
        for piece in hit:  # the best escapes of each piece under attack
            root += [gc for gc in everything if gc[1][0][0] == piece and gc not in root][:ESCAPES]
        best = root[0][1]
        completed = 0
        for depth in range(1, self.max_depth + 1):
            budget = self.budget_s
            if budget is None:
                self.deadline = float("inf")
            else:  # the first depth may take longer: every decision should see the replies
                self.deadline = start + (budget if depth > 1 else FIRST_DEPTH_S)
            try:
                best = self._root(state, player, root, depth)
            except OutOfTime:
                if depth == 1:
                    return None
                break
            completed = depth
        return best, completed

    def _root(
        self, state: State, me: int, root: Sequence[tuple[float, Chain]], depth: int
    ) -> Chain:
        best, alpha = root[0][1], -float("inf")
        for gain, chain in root:
            value = gain + self._value(_play(state, me, chain), me, False, depth - 1, alpha - gain)
            if value > alpha:
                best, alpha = chain, value
        return best

    def _value(
        self, state: State, me: int, mine: bool, depth: int, alpha: float = -float("inf")
    ) -> float:
        """The sum of the gains still to come, for `me`, with `mine` telling who moves.

        At depth 0 the side to move still takes its best single gain, if it has one (a quiet
        position stays as it is). A reply worse for `me` than `alpha` stops the replies.
        """
        if state.winners is not None:
            return WIN if me in state.winners else (0.0 if not state.winners else -WIN)
        if not state.alive[me]:
            return -WIN
        if CLOCK() > self.deadline or cancelled():
            raise OutOfTime
        if mine:
            own = _candidates(state, me, OWN_WIDTH if depth else 1)
            if depth == 0:
                return max([0.0, *(gain for gain, _ in own)])
            best = -float("inf")
            for gain, chain in own:
                after = _play(state, me, chain)
                best = max(best, gain + self._value(after, me, False, depth - 1, best - gain))
            return 0.0 if best == -float("inf") else best
        worst = float("inf")
        for enemy in state.living():
            if not state.hostile(me, enemy):
                continue
            for gain, chain in _candidates(state, enemy, REPLY_WIDTH if depth else 1, victim=me):
                if depth == 0:
                    worst = min(worst, -gain)
                else:
                    after = _play(state, enemy, chain)
                    worst = min(worst, -gain + self._value(after, me, True, depth - 1))
                if worst <= alpha:
                    return worst
        return 0.0 if worst == float("inf") else min(worst, 0.0) if depth == 0 else worst
