"""Type stub of the C endgame solver (_endgame.c): positions as in engine.py, `own` to move."""

def solve_root(
    own: int,
    opp: int,
    classic: bool,
    low: int,
    high: int,
    seconds: float,
    first: int = -1,
    max_nodes: int = 0,
) -> tuple[int, int, int] | None:
    """(best key, its fail-soft value within (low, high), nodes), or None when out of budget.

    `first` is tried first; `max_nodes` 0 means no node limit. Raises ValueError when `own`
    has no move.
    """

def solve(
    own: int, opp: int, classic: bool, low: int, high: int, seconds: float, max_nodes: int = 0
) -> tuple[int, int] | None:
    """(fail-soft final disc difference for own, nodes) of any position, or None."""

def clear() -> None:
    """Forget the shared table (benchmarks: every solve from scratch)."""
