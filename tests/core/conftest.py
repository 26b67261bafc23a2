"""Fixtures of the core tests."""

from __future__ import annotations

import pytest

from spielesammlung.core import registry

from .helpers import TOY_ENTRY


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> registry.GameEntry:
    """The registry with the toy game added (the real entries stay)."""
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, TOY_ENTRY))
    return TOY_ENTRY
