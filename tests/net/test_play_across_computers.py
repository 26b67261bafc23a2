"""Play across computers (issue 26) with real sockets on 127.0.0.1: a host and headless clients.

The host runs in this process (the table engine plays its computer seats); each remote seat is
a `Client` whose decisions come from a computer player reading the view that client received.
Every message a client received is checked against that seat's `view_for` at that point.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.net.client import Client, play_seat
from spielesammlung.net.host import HostedTable
from spielesammlung.net.views import decode_view
from tests.core.test_table_server import check_view

GAME_TIMEOUT = 120.0  # seconds a whole game may take at most (it takes a few)
REPLAY_TIMEOUT = 30.0  # seconds the replay may take to come after the end
CHECKPOINT = "checkpoint-charlie"


def hosted(game_id: str, places: str, seed: int) -> HostedTable:
    """A hosted game: `places` has one letter a seat, C a computer, R a remote seat."""
    entry = registry.entry(game_id)
    seats = [Seat(COMPUTER, "easy") if p == "C" else Seat(HUMAN, place=REMOTE) for p in places]
    names = ("Anna", "Bert", "Clara", "Dora", "Emil")[: len(places)]
    session = Session(game_id, entry.rules(), Setup(names, {}), seed, seats)
    factories = entry.bots()
    bots = {i: factories["easy"]() for i, p in enumerate(places) if p == "C"}
    return HostedTable(session, bots, seed)


def address(table: HostedTable) -> str:
    return f"127.0.0.1:{table.server.port}"


def player(
    client: Client, seed: int, failures: list[BaseException], seconds: float = GAME_TIMEOUT
) -> threading.Thread:
    """A thread deciding `client`'s seat with the game's easy computer player, for the whole
    game (at most `seconds`); what goes wrong is added to `failures`."""
    assert client.welcome["game"]
    bot = registry.entry(client.welcome["game"]).bots()["easy"]()

    def run() -> None:
        try:
            play_seat(client, bot, random.Random(seed), seconds)
        except BaseException as error:  # reported by the test
            failures.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def check_everything_received(session: Session, client: Client, rejoined: int = -1) -> int:
    """Every view the client received is exactly its seat's view then (the public one for a
    spectator), also as the game's own view object, with exactly the events it saw since the
    view before (`rejoined`: the first message after a new connection, whose events may go
    further back); answers are plain. Returns the views."""
    views = 0
    since: int | None = None
    for index, message in enumerate(client.received):
        if index == rejoined:
            since = None
        if message["type"] == "replay":  # only after the end, the end's view before it
            assert session.result is not None and since == session.cursor
            continue
        if message["type"] != "view":
            assert message["type"] in ("settled", "error", "queued"), message
            continue
        assert "board" not in message  # the board page's words: only for a browser
        check_view(session, client.seat, message, since)  # type: ignore[arg-type]
        expected = session.game.view_for(session.state_at(message["at"]), client.seat)
        assert decode_view(session.game, message["view"]) == expected
        since = message["at"]
        views += 1
    return views


@pytest.fixture
def checkpoint() -> Iterator[HostedTable]:
    table = hosted(CHECKPOINT, "CRRC", seed=5)
    table.start()
    yield table
    table.stop()


def test_a_whole_checkpoint_game_with_two_remote_seats_and_a_spectator(
    checkpoint: HostedTable,
) -> None:
    session, server = checkpoint.session, checkpoint.server
    assert sorted(server.rooms) == [1, 2] and server.spectator_code not in server.rooms.values()
    clients = {seat: Client(address(checkpoint), server.rooms[seat]) for seat in (1, 2)}
    watcher = Client(address(checkpoint), server.spectator_code.lower())  # typed in any case
    failures: list[BaseException] = []
    threads = []
    for seat, client in clients.items():
        client.join()
        assert client.seat == seat and client.welcome["players"] == list(session.setup.players)
        assert client.welcome["game"] == CHECKPOINT and "seed" not in client.welcome
        threads.append(player(client, seat, failures))
    watcher.join()
    assert watcher.seat is None
    result = checkpoint.play(GAME_TIMEOUT)
    for thread in threads:
        thread.join(GAME_TIMEOUT)
    assert not failures
    assert result is not None and result == session.result
    assert len(session.played) > 30
    assert {e.player for e in session.played} == {0, 1, 2, 3}  # the remote seats played
    for client in (*clients.values(), watcher):  # the last view (the end), then the replay
        client.wait_replay(REPLAY_TIMEOUT)
        assert client.result == result and client.replay is not None
        assert [(e.player, e.action) for e in client.replay.log] == [
            (e.player, e.action) for e in session.log
        ]
        assert client.replay.seed == session.seed and client.replay.state == session.state
        assert check_everything_received(session, client) >= 2
        assert client.view == session.game.view_for(session.state, client.seat)
        client.close()
    # nothing of another seat: a remote seat's view never equals a foreign seat's mid-game
    start = session.state_at(1)
    assert session.game.view_for(start, 1) != session.game.view_for(start, 2)


def test_a_dropped_client_rejoins_its_seat_with_the_same_code() -> None:
    table = hosted(CHECKPOINT, "CRR", seed=8)
    table.start()
    try:
        session, server = table.session, table.server
        first = Client(address(table), server.rooms[1])
        other = Client(address(table), server.rooms[2])
        failures: list[BaseException] = []
        first.join()
        other.join()
        threads = [player(first, 1, failures), player(other, 2, failures)]
        table.play(GAME_TIMEOUT, until=lambda s: len(s.played) >= 12)
        first.drop()  # the network fails: no closing handshake
        threads[0].join(GAME_TIMEOUT)
        assert len(failures) == 1 and isinstance(failures.pop(), ConnectionError)
        with table.changed:
            for _ in range(200):  # the host notices the lost connection
                if 1 not in server.connected:
                    break
                table.changed.wait(0.05)
            assert 1 not in server.connected
            cursor = session.cursor
        seen = len(first.received)
        first.rejoin()  # the same code (and client id): the same seat, the current view
        first.wait(seen, 10)
        rejoined = first.received[seen]
        assert rejoined["type"] == "view" and rejoined["seat"] == 1
        assert rejoined["at"] >= cursor
        threads[0] = player(first, 11, failures)
        result = table.play(GAME_TIMEOUT)
        for thread in threads:
            thread.join(GAME_TIMEOUT)
        assert not failures and result is not None
        check_everything_received(session, first, rejoined=seen)
        check_everything_received(session, other)
        first.close()
    finally:
        table.stop()
    other.wait(len(other.received), 10)  # the host quit: its clients are told at once
    assert other.closed


def test_a_whole_spion_game_between_two_remote_seats() -> None:
    table = hosted("spion-und-spion", "RR", seed=2)
    table.start()
    try:
        session, server = table.session, table.server
        clients = [Client(address(table), server.rooms[seat]) for seat in (0, 1)]
        failures: list[BaseException] = []
        for client in clients:
            client.join()
        threads = [player(client, client.seat or 0, failures) for client in clients]
        result = table.play(GAME_TIMEOUT)
        for thread in threads:
            thread.join(GAME_TIMEOUT)
        assert not failures and result is not None
        for client in clients:
            assert check_everything_received(session, client) >= 2
            assert client.view == session.game.view_for(session.state, client.seat)
            client.close()
    finally:
        table.stop()
