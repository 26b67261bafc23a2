"""A small seeded random generator that lives inside a game's immutable state (SplitMix64)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class Rng:
    """Every draw returns the value and the next generator; the same seed gives the same game."""

    state: int

    @staticmethod
    def seeded(seed: int) -> Rng:
        return Rng(seed & _MASK)

    def _next64(self) -> tuple[int, Rng]:
        state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        if not 0 < n <= 1 << 64:
            raise ValueError("below() needs a bound from 1 to 2**64")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            value, rng = rng._next64()
            if value < limit:
                return value % n, rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A Fisher-Yates shuffle of `items`."""
        result = list(items)
        rng = self
        for i in range(len(result) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return tuple(result), rng
