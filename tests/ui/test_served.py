"""Where a table server or a net host starts (ui/served.py): the port a save kept, else any."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from spielesammlung.ui.served import start_server


def _make(taken: set[int], started: list[int]) -> Callable[[int], int]:
    """A server maker noting the ports it was given; the ports in `taken` are taken."""

    def make(port: int) -> int:
        started.append(port)
        if port in taken:
            raise OSError(f"port {port} is taken")
        return port or 50000

    return make


def test_the_kept_port_is_used_when_free() -> None:
    started: list[int] = []
    assert start_server(_make(set(), started), 41234, "table server") == 41234
    assert started == [41234]


def test_a_kept_port_taken_meanwhile_gives_way_to_any_free_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    started: list[int] = []
    with caplog.at_level("INFO", logger="spielesammlung.ui.served"):
        assert start_server(_make({41234}, started), 41234, "net host") == 50000
    assert started == [41234, 0]
    assert "net host: port 41234 is taken" in caplog.text


def test_no_free_port_is_an_error_the_caller_reports() -> None:
    started: list[int] = []
    with pytest.raises(OSError):
        start_server(_make({0}, started), 0, "table server")
    assert started == [0]
    with pytest.raises(OSError):
        start_server(_make({41234, 0}, started), 41234, "table server")
