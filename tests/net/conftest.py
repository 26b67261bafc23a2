"""Fixtures of the network tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where a test's screenshots go: its tmp folder, or the folder SPIELESAMMLUNG_SHOTS."""
    return Path(os.environ.get("SPIELESAMMLUNG_SHOTS", tmp_path))
