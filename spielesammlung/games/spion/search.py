"""The medium and strong computer players of Spion & Spion.

Both decide on their own view only. Medium draws one state consistent with its view (see
`sample.py`) and plays the rules of thumb of `tactics.py` on it. Strong searches: for the
most promising actions it plays the game on from many sampled states (determinised Monte
Carlo: the unseen spy numbers, envelopes and pass-card order drawn anew each time) with the
rules of thumb for every seat, up to the start of its own next turn, scores the position
reached and takes the action with the best average. It stops at its time budget, or earlier
when one action is clearly ahead.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from .model import Accuse, ChooseDefender, KeepBazong, Peek, Phase, WriteEnvelope, ZoffPick, team
from .rules import SpionGame, actor
from .sample import advance, determinise
from .tactics import Tactician, certain_accusation, evaluate
from .view import View

_RULES = SpionGame()
#: the strong player's thinking time per decision (seconds of wall clock)
BUDGET = 0.3
CANDIDATES = 6
ROLLOUT_LIMIT = 80  # actions per rollout at most


def _accusation(view: View, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
    """A certain accusation, if the view proves one (the numbers seen are never sampled)."""
    if view.phase in (Phase.ENVELOPES, Phase.OVER):
        return None
    accusation = certain_accusation(determinise(view, rng), player)
    return accusation if accusation in legal else None


def _trivial(own: Sequence[Any], rng: random.Random) -> Any | None:
    """The choice when there is nothing to think about (one action, or a pure guess)."""
    if len(own) == 1:
        return own[0]
    if isinstance(own[0], WriteEnvelope | ZoffPick):  # a guess: uniform is unbeatable
        return rng.choice(list(own))
    return None


class MediumBot:
    """Rules of thumb on one state consistent with its view."""

    def __init__(self, noise: float = 2.0) -> None:
        self.tactician = Tactician(noise)

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return _accusation(view, player, legal, rng)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        accusation = self.interject(view, player, legal, rng)
        if accusation is not None:
            return accusation
        own = [a for a in legal if not isinstance(a, Accuse)]
        simple = _trivial(own, rng)
        if simple is not None:
            return simple
        return self.tactician.choose(determinise(view, rng), player, own, rng)


class StrongBot:
    """Determinised Monte Carlo search over the best few actions, rules of thumb in rollouts."""

    def __init__(self, budget: float | None = None, candidates: int = CANDIDATES) -> None:
        self.budget = BUDGET if budget is None else budget
        self.candidates = candidates
        self.policy = Tactician(noise=1.0)
        self.last_depth: int | None = None  # rollouts per candidate in the last search

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return _accusation(view, player, legal, rng)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        self.last_depth = None
        accusation = self.interject(view, player, legal, rng)
        if accusation is not None:
            return accusation
        own = [a for a in legal if not isinstance(a, Accuse)]
        simple = _trivial(own, rng)
        if simple is not None:
            return simple
        first = own[0]
        if isinstance(first, ChooseDefender | KeepBazong | Peek):
            return self.policy.choose(determinise(view, rng), player, own, rng)
        ranked = self.policy.ranked(determinise(view, rng), player, own)
        return self._search(view, player, ranked[: self.candidates], rng)

    def _search(self, view: View, player: int, options: list[Any], rng: random.Random) -> Any:
        start = time.perf_counter()
        side = team(player)
        totals = [0.0] * len(options)
        squares = [0.0] * len(options)
        runs = 0
        while True:
            seed = rng.getrandbits(64)
            sample = determinise(view, random.Random(seed))
            for k, option in enumerate(options):
                play = random.Random(seed ^ 0x5DEECE66D)  # the same luck for every option
                value = self._rollout(sample, player, option, side, play)
                totals[k] += value
                squares[k] += value * value
            runs += 1
            if time.perf_counter() - start > self.budget or self._clear(totals, squares, runs):
                break
        self.last_depth = runs
        best = max(range(len(options)), key=lambda k: (totals[k], -k))
        return options[best]

    @staticmethod
    def _clear(totals: list[float], squares: list[float], runs: int) -> bool:
        """One option is far ahead of all others (after a few rollouts at least)."""
        if runs < 12 or len(totals) < 2:
            return False
        means = [t / runs for t in totals]
        order = sorted(range(len(means)), key=lambda k: -means[k])
        a, b = order[0], order[1]
        spread = [max(0.0, squares[k] / runs - means[k] ** 2) for k in (a, b)]
        error = math.sqrt((spread[0] + spread[1]) / runs) + 1e-9
        return means[a] - means[b] > 4 * error

    def _rollout(
        self, sample: Any, player: int, option: Any, side: int, rng: random.Random
    ) -> float:
        """Play on from `sample` after `option` until this seat's next turn; score it."""
        s = advance(_RULES, sample, player, option)
        turn_round = (sample.round, sample.current)
        for _ in range(ROLLOUT_LIMIT):
            if s.phase == Phase.OVER:
                break
            if (
                s.phase == Phase.MAIN
                and s.pre
                and s.current == player
                and (s.round, s.current) != turn_round
            ):
                break
            who = actor(s)
            legal = _RULES._turn_actions(s, who)  # noqa: SLF001 (no accusations in rollouts)
            if not legal:
                break
            action = legal[0] if len(legal) == 1 else self.policy.choose(s, who, legal, rng)
            s = advance(_RULES, s, who, action)
        return evaluate(s, side)
