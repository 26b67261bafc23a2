"""The C twin of solver.py (_c4.c), built by setup.py."""

def best_columns(
    current: int, mask: int, limit: int, seconds: float
) -> tuple[int, list[int]] | None: ...
