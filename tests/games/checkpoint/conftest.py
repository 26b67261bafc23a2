"""The strong player's simulation kept short in tests (its strength is measured in bench/)."""

from collections.abc import Iterator

import pytest

from spielesammlung.games.checkpoint import search


@pytest.fixture(autouse=True, scope="session")
def _short_simulations() -> Iterator[None]:
    saved = search.MIN_ROLLOUTS, search.MAX_ROLLOUTS
    search.MIN_ROLLOUTS, search.MAX_ROLLOUTS = 1, 2
    yield
    search.MIN_ROLLOUTS, search.MAX_ROLLOUTS = saved
