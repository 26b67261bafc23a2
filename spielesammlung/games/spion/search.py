"""The strong computer player of Spion & Spion (easy and medium: `bots.py`).

It decides on its own view only: it searches its own turn and the replies to it on many states
drawn consistent with its view (see `StrongBot`).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from spielesammlung.core.thinking import cancelled

from .bots import accusation, obvious
from .model import DrawCard, Phase, State, ZoffCard, ZoffPick, team
from .queries import actor
from .rules import SpionGame
from .sample import advance, determinise
from .tactics import Tactician, evaluate

_RULES = SpionGame()
#: the strong player's thinking time per decision (seconds of wall clock)
BUDGET = 0.3


class _OutOfTime(Exception):
    pass


class StrongBot:
    """Sampled expectimax: its own turn and the replies until its side moves again.

    For each of its best few actions (by the rules of thumb) it plays on from states drawn
    consistent with its view (`sample.py`): its own later choices branch a little, the others
    answer with the rules of thumb, every Zoff is a chance node (the attacker wins 2 in 3 when
    both guess at random), a pass card it draws unseen is a chance node over the cards it has
    not seen drawn. Where its side is to move again the position is scored by
    `tactics.evaluate`. It draws new states until its time is up and takes the best average.
    """

    WIDTH = 2  # how many of its own later choices are tried (the first one deeper, then 1)
    OPTIONS = 6

    def __init__(self, budget: float | None = None) -> None:
        self.budget = BUDGET if budget is None else budget
        self.policy = Tactician(noise=0.0)
        self.last_depth: int | None = None  # states sampled in the last search
        self._deadline = 0.0
        self._player = 0
        self._turn = (0, 0)  # (round, current) of the turn being searched
        self._rng = random.Random(0)

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return accusation(view, player, legal, rng)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        self.last_depth = None
        own, thoughtless = obvious(view, player, legal, rng)
        if thoughtless is not None:
            return thoughtless
        sample = determinise(view, rng)
        if sample.phase not in (Phase.MAIN, Phase.CARD_MOVE):
            return self.policy.choose(sample, player, own, rng)
        options = self.policy.ranked(sample, player, own)[: self.OPTIONS]
        if len(options) == 1:
            return options[0]
        start = time.perf_counter()
        self._player = player
        self._turn = (sample.round, sample.current)
        self._rng = random.Random(rng.getrandbits(64))
        totals = [0.0] * len(options)
        samples = 0
        while True:
            elapsed = time.perf_counter() - start
            if elapsed > self.budget:
                break
            # the first state may take longer than the budget, never past the hard limit
            self._deadline = start + (self.budget if samples else 1.5 * self.budget)
            try:
                values = [self._after(sample, option, 0, True) for option in options]
            except _OutOfTime:
                break
            totals = [t + v for t, v in zip(totals, values, strict=True)]
            samples += 1
            sample = determinise(view, rng)
        self.last_depth = samples
        if not samples:
            return options[0]
        return options[max(range(len(options)), key=lambda k: (totals[k], -k))]

    # -- the tree -------------------------------------------------------------------------
    def _after(self, s: State, action: Any, depth: int, exact_draw: bool) -> float:
        """The expected value of taking `action` (a draw of an unseen card is a chance node)."""
        me = self._player
        if isinstance(action, DrawCard) and exact_draw:
            side = team(me)
            pile, drawn = s.piles[side], s.drawn[side]
            k = action.position - 1
            if not drawn[k]:
                unseen = [j for j in range(len(pile)) if not drawn[j]]
                counts = Counter(pile[j] for j in unseen)
                total = 0.0
                for card, n in counts.items():
                    j = next(j for j in unseen if pile[j] == card)
                    order = list(pile)
                    order[k], order[j] = order[j], order[k]
                    piles = list(s.piles)
                    piles[side] = tuple(order)
                    state = replace(s, piles=tuple(piles))
                    total += n * self._value(advance(_RULES, state, me, action), depth)
                return total / len(unseen)
        return self._value(advance(_RULES, s, me, action), depth)

    def _value(self, s: State, depth: int) -> float:
        if time.perf_counter() > self._deadline or cancelled():
            raise _OutOfTime
        me = self._player
        side = team(me)
        if s.phase == Phase.OVER or (
            team(s.current) == side and (s.round, s.current) != self._turn
        ):
            return evaluate(s, side)
        if s.phase == Phase.DUEL and s.duel is not None and s.duel.attack is None:
            attacked = advance(_RULES, s, actor(s), ZoffPick(ZoffCard.A))
            defender = actor(attacked)
            won = advance(_RULES, attacked, defender, ZoffPick(ZoffCard.B))
            lost = advance(_RULES, attacked, defender, ZoffPick(ZoffCard.A))
            return (2 * self._value(won, depth) + self._value(lost, depth)) / 3
        who = actor(s)
        legal = _RULES._turn_actions(s, who)  # accusations are not searched
        if not legal:
            return evaluate(s, side)
        mine = who == me and s.current == me
        if len(legal) == 1:
            choice = legal[0]
        elif mine and depth == 0 and s.phase in (Phase.MAIN, Phase.CARD_MOVE):
            options = self.policy.ranked(s, me, legal)[: self.WIDTH]
            return max(self._after(s, option, depth + 1, False) for option in options)
        else:
            choice = self.policy.choose(s, who, legal, self._rng)
        return self._value(advance(_RULES, s, who, choice), depth)
