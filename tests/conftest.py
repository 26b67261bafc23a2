from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from spielesammlung.server.hub import Hub

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# mDNS (net/discovery.py) only on the loopback interface in every test and its processes
os.environ.setdefault("SPIELESAMMLUNG_MDNS_INTERFACES", "127.0.0.1")


@pytest.fixture
def hub() -> Iterator[Hub]:
    """A table server on 127.0.0.1 for two tables (tests/net/test_server.py has its own)."""
    from spielesammlung.server.hub import Hub, Limits

    server = Hub(limits=Limits(tables=2, workers=1))
    server.start()
    yield server
    server.stop()
