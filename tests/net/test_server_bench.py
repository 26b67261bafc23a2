"""bench/bench_table_server.py scaled down: 5 tables of 4 seats, each seat a client in a second
process on 127.0.0.1, every received view checked against the server's view_for."""

from __future__ import annotations

import pytest

from bench.bench_table_server import run


@pytest.mark.parametrize("game", ["checkpoint", "spion"])
def test_five_tables_of_four_play_and_every_view_is_the_servers(game: str) -> None:
    report = run(tables=5, actions=12, game=game, seconds=120)
    assert report.failures == 0
    assert report.desynchronised == 0
    assert report.actions >= 5 * 12  # every table played its actions (or its game ended)
    assert report.views >= 5 * 4 * 4  # views at every seat (a newer one may replace a waiting one)
    assert report.latency_ms[1] > 0  # actions were taken and seen by every client
