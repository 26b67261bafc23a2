"""Evaluation weights, one row per stage of the game (evaluation.STAGE), features in the order of
evaluation.FEATURES, in discs of the expected final difference.

Hand-set. `bench/heimlich_fit.py` fits them on self-play games of the medium level; 400 games
a rule set gave weights that lost to these at equal depth (classic 37%, one-line 52% of 30
games at depth 3), so these stay until a fit on stronger games beats them.
"""

_HAND = (3.0, -1.5, -0.5, 0.5, -0.2, 0.1, 0.8, 0.0, 0.0, 0.0)
ONE_LINE = tuple(_HAND for _ in range(6))
CLASSIC = tuple(_HAND for _ in range(6))
