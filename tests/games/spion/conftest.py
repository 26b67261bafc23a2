"""The strong player thinks for a moment only in these tests (its strength is measured by the
arena, not here)."""

from __future__ import annotations

import pytest

from spielesammlung.games.spion import search


@pytest.fixture(autouse=True)
def quick_strong_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "BUDGET", 0.002)
