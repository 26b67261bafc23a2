"""Evaluation weights, one row per stage (FEATURES order): hand-set until fitted."""

_HAND = (3.0, -1.5, -0.5, 0.5, -0.2, 0.1, 0.8, 0.0, 0.0, 0.0)
ONE_LINE = tuple(_HAND for _ in range(6))
CLASSIC = tuple(_HAND for _ in range(6))
