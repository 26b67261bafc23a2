"""The table server (spielesammlung/server) with real sockets on 127.0.0.1: tables created by a
first client and joined by code, many at once; bad requests, limits and hostile clients."""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from spielesammlung.core import registry
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.net.client import (
    Client,
    Created,
    Refused,
    create_table,
    play_seat,
    server_seats,
)
from spielesammlung.net.messages import PATH, VERSION, Create
from spielesammlung.server.hub import Hub, Limits

from .test_play_across_computers import check_everything_received

TIMEOUT = 10.0
GAME_TIMEOUT = 120.0
CHECKPOINT = "checkpoint-charlie"
SPION = "spion-und-spion"
NAMES = ("Anna", "Bert", "Clara", "Dora")


def running(limits: Limits) -> Iterator[Hub]:
    hub = Hub(limits=limits)
    hub.start()
    yield hub
    hub.stop()


@pytest.fixture
def hub() -> Iterator[Hub]:
    yield from running(Limits(tables=3, creates=(20, 1.0), workers=2))


def address(hub: Hub) -> str:
    return f"127.0.0.1:{hub.port}"


def new(hub: Hub, game: str = CHECKPOINT, seats: tuple[str, ...] = ("remote",) * 3) -> Created:
    return create_table(address(hub), game, NAMES[: len(seats)], seats)


def joined(hub: Hub, code: str | None) -> Client:
    assert code is not None
    client = Client(address(hub), code)
    client.join()
    client.wait(0, TIMEOUT)  # its first view
    return client


def players(clients: list[Client], failures: list[BaseException]) -> list[threading.Thread]:
    """A thread for each client, deciding its seat with the easy computer player."""
    threads = []
    for client in clients:
        bot = registry.entry(client.welcome["game"]).bots()["easy"]()

        def run(client: Client = client, bot: object = bot) -> None:
            try:
                play_seat(client, bot, random.Random(client.seat), GAME_TIMEOUT)  # type: ignore[arg-type]
            except BaseException as error:  # reported by the test
                failures.append(error)

        threads.append(threading.Thread(target=run, daemon=True))
        threads[-1].start()
    return threads


def test_two_tables_play_whole_games_at_once_each_client_seeing_only_its_own_view(
    hub: Hub,
) -> None:
    first = new(hub, CHECKPOINT, ("remote", "easy", "remote", "easy"))
    second = new(hub, SPION, ("remote", "remote"))
    assert first.table != second.table and first.codes[1] is None and first.codes[3] is None
    assert all(c.startswith(first.table) for c in (first.codes[0], first.codes[2]))  # type: ignore[union-attr]
    clients = [joined(hub, code) for made in (first, second) for code in made.codes if code]
    assert [c.seat for c in clients] == [0, 2, 0, 1]
    watcher = joined(hub, first.spectator.lower())  # typed in any case
    assert watcher.seat is None
    failures: list[BaseException] = []
    for thread in players(clients, failures):
        thread.join(GAME_TIMEOUT)
    assert not failures
    for made, mine in ((first, clients[:2]), (second, clients[2:])):
        session = hub.tables[made.table].session
        assert session.result is not None and len(session.played) > 10
        assert {entry.player for entry in session.played} == set(range(len(made.codes)))
        for client in mine:
            assert client.welcome["game"] == session.game_id
            assert check_everything_received(session, client) > 5
    deadline = time.monotonic() + TIMEOUT
    while watcher.latest is None or watcher.latest["result"] is None:
        watcher.wait(len(watcher.received), deadline - time.monotonic())
    assert check_everything_received(hub.tables[first.table].session, watcher) > 5


def test_the_desktops_seats_make_a_table_there(hub: Hub) -> None:
    seats = [Seat(HUMAN), Seat(COMPUTER, "medium"), Seat(HUMAN, place=REMOTE), Seat(COMPUTER)]
    assert server_seats(seats) == ["remote", "medium", "remote", "easy"]
    made = create_table(address(hub), CHECKPOINT, NAMES, server_seats(seats), {"stasi": True})
    session = hub.tables[made.table].session
    assert [seat.is_computer for seat in session.seats] == [False, True, False, True]
    assert session.setup.options["stasi"] is True and session.setup.players == NAMES
    assert joined(hub, made.codes[0]).welcome["options"]["stasi"] is True


def test_a_seat_code_of_one_table_opens_no_seat_at_another(hub: Hub) -> None:
    first, second = new(hub), new(hub)
    assert first.codes[0] is not None and second.codes[0] is not None
    crossed = second.table + first.codes[0][len(first.table) :]
    with pytest.raises(Refused) as refused:
        Client(address(hub), crossed).join()
    assert refused.value.reason == "code"
    assert joined(hub, second.codes[0]).seat == 0


def test_every_game_can_be_a_table_there() -> None:
    """Each game's views are rebuilt by its clients (net/views.py), Heimlich's too."""
    for hub in running(Limits(tables=len(registry.GAMES), creates=(20, 1.0), workers=1)):
        for entry in registry.GAMES:
            made = new(hub, entry.id, ("remote",) * min(entry.players))
            assert joined(hub, made.codes[0]).seat == 0
        assert len(hub.tables) == len(registry.GAMES)


@pytest.mark.parametrize(
    ("game", "names", "seats", "options"),
    [
        ("no-such-game", NAMES[:3], ("remote",) * 3, {}),
        (CHECKPOINT, NAMES[:2], ("remote",) * 2, {}),  # too few players
        (CHECKPOINT, NAMES[:3], ("easy",) * 3, {}),  # nobody would play there
        (CHECKPOINT, NAMES[:3], ("remote", "genius", "easy"), {}),  # no such level
        (CHECKPOINT, NAMES[:3], ("remote",) * 3, {"stasi": "maybe"}),
        (CHECKPOINT, NAMES[:3], ("remote",) * 3, {"nope": True}),
    ],
)
def test_a_create_the_server_cannot_host_is_refused(
    hub: Hub, game: str, names: tuple[str, ...], seats: tuple[str, ...], options: dict[str, object]
) -> None:
    with pytest.raises(Refused) as refused:
        create_table(address(hub), game, names, seats, options)
    assert refused.value.reason == "game" and "cannot host" in str(refused.value)
    assert hub.tables == {}


def first_message(hub: Hub, text: str | bytes) -> dict[str, object] | None:
    """The server's answer to a raw first message (None: it closed without one)."""
    with connect(f"ws://{address(hub)}{PATH}", open_timeout=TIMEOUT) as socket:
        socket.send(text)
        try:
            return json.loads(socket.recv(timeout=TIMEOUT))  # type: ignore[no-any-return]
        except ConnectionClosed:
            return None


def test_malformed_creates_and_other_versions_are_refused(hub: Hub) -> None:
    good = json.loads(Create(CHECKPOINT, NAMES[:3], ("remote",) * 3, {}).to_text())
    hostile: list[object] = [
        {**good, "players": NAMES[:2]},  # seats and players differ
        {**good, "players": ["x" * 33] * 3},
        {**good, "players": "Anna"},
        {**good, "seats": [1, 2, 3]},
        {**good, "options": {"stasi": [1]}},
        {**good, "options": []},
        {**good, "game": None},
        {**good, "extra": 1},
        {**good, "players": ["A"] * 9, "seats": ["remote"] * 9},
    ]
    for message in hostile:
        assert first_message(hub, json.dumps(message)) == {
            "type": "refused", "reason": "malformed", "version": VERSION
        }, message  # fmt: skip
    for raw in ("[" * 5000, "x" * 2000, b"\x00"):
        assert first_message(hub, raw) == {
            "type": "refused", "reason": "malformed", "version": VERSION
        }  # fmt: skip
    assert first_message(hub, json.dumps({**good, "version": VERSION + 1})) == {
        "type": "refused", "reason": "version", "version": VERSION
    }  # fmt: skip
    assert hub.tables == {}
    assert new(hub).table in hub.tables  # the server goes on


def test_a_full_server_refuses_more_tables(hub: Hub) -> None:
    for _ in range(3):
        new(hub)
    with pytest.raises(Refused) as refused:
        new(hub)
    assert refused.value.reason == "tables" and "as many tables" in str(refused.value)
    assert len(hub.tables) == 3


def test_one_address_creates_few_tables_at_once() -> None:
    for hub in running(Limits(tables=50, creates=(2, 0.001))):
        new(hub), new(hub)
        with pytest.raises(Refused) as refused:
            new(hub)
        assert refused.value.reason == "wait" and len(hub.tables) == 2


def test_wrong_table_codes_are_limited_then_not_even_a_right_one_is_looked_at(hub: Hub) -> None:
    made = new(hub)
    reasons = []
    for _ in range(8):
        with pytest.raises(Refused) as refused:
            Client(address(hub), "XXXX-XXXX").join()
        reasons.append(refused.value.reason)
    assert reasons[0] == "code" and reasons[-1] == "wait"
    with pytest.raises(Refused) as refused:
        Client(address(hub), made.codes[0] or "").join()
    assert refused.value.reason == "wait"


def test_an_idle_table_is_closed_and_a_connected_one_is_kept() -> None:
    for hub in running(Limits(idle=0.3, creates=(20, 1.0))):
        kept, idle = new(hub), new(hub)
        client = joined(hub, kept.codes[0])
        deadline = time.monotonic() + TIMEOUT
        while idle.table in hub.tables and time.monotonic() < deadline:
            time.sleep(0.05)
        assert idle.table not in hub.tables and kept.table in hub.tables
        assert not client.closed
        with pytest.raises(Refused):
            Client(address(hub), idle.codes[0] or "").join()
        client.close()
        while kept.table in hub.tables and time.monotonic() < deadline:
            time.sleep(0.05)
        assert kept.table not in hub.tables


def test_hostile_clients_at_a_table_change_nothing_there(hub: Hub) -> None:
    made = new(hub)
    clients = [joined(hub, code) for code in made.codes]
    session = hub.tables[made.table].session
    deadline = time.monotonic() + TIMEOUT
    while len(session.game.to_act(session.state).players) != 1:  # past the clues chosen at once
        seat, cursor = min(session.game.to_act(session.state).players), session.cursor
        clients[seat].act(session.game.legal_actions(session.state, seat)[0])
        while session.cursor == cursor and time.monotonic() < deadline:
            time.sleep(0.02)
    start = session.cursor
    mover = min(session.game.to_act(session.state).players)
    waiting = clients[(mover + 1) % 3]
    time.sleep(0.2)  # the views of the last action have arrived
    legal = clients[mover].latest["legal"]  # type: ignore[index]
    seen = len(waiting.received)
    for message in (
        {"type": "act", "action": legal[0]},  # the mover's action, from the other seat
        {"type": "act", "action": legal[0], "seat": mover},  # a forged seat
        {"type": "act", "action": {"type": "Nope"}},
    ):
        waiting.send(message)
        seen = waiting.wait(seen, TIMEOUT)
        assert waiting.received[-1]["type"] == "error"
    assert session.cursor == start
    for _ in range(60):  # flooding
        waiting.send("x")
    while len(waiting.received) < seen + 24:
        waiting.wait(len(waiting.received), TIMEOUT)
    assert any(m.get("message") == "too many messages" for m in waiting.received)
    waiting.send(json.dumps({"type": "act", "action": "a" * 50_000}))  # too large: closed
    while not waiting.closed and time.monotonic() < deadline:
        waiting.wait(len(waiting.received), TIMEOUT)
    assert waiting.closed and session.cursor == start
    clients[mover].send({"type": "act", "action": legal[0]})  # the table goes on
    while session.cursor == start and time.monotonic() < deadline:
        time.sleep(0.02)
    assert session.cursor == start + 1


def test_only_the_net_door_the_health_check_and_the_board_page_are_open(hub: Hub) -> None:
    new(hub)
    with urllib.request.urlopen(f"http://{address(hub)}/health", timeout=TIMEOUT) as answer:
        assert answer.read() == b"ok 1 tables\n"
    for path in ("/", "/board/board.js", "/board/words.json", "/art/checkpoint-cat.svg"):
        with urllib.request.urlopen(f"http://{address(hub)}{path}", timeout=TIMEOUT) as answer:
            assert answer.status == 200 and answer.read()
    for path in (PATH, "/s/x", "/board/../hub.py", "/art/x.png"):
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(f"http://{address(hub)}{path}", timeout=TIMEOUT)


def test_a_dropped_client_rejoins_its_seat_with_the_same_code(hub: Hub) -> None:
    made = new(hub)
    client = joined(hub, made.codes[1])
    client.drop()
    client.rejoin()
    seen = client.wait(0, TIMEOUT)
    assert client.seat == 1 and client.received[seen - 1]["type"] == "view"
    assert not client.closed


def test_connections_over_the_limit_are_closed_at_once() -> None:
    for hub in running(Limits(connections=2, creates=(20, 1.0))):
        made = new(hub)
        first, second = joined(hub, made.codes[0]), joined(hub, made.codes[1])
        with pytest.raises(ConnectionClosed) as closed:  # noqa: SIM117
            with connect(f"ws://{address(hub)}{PATH}", open_timeout=TIMEOUT) as socket:
                socket.recv(timeout=TIMEOUT)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
        first.close()
        for _ in range(50):  # until the server has seen it close
            try:
                third = joined(hub, made.codes[2])
                break
            except ConnectionClosed:
                time.sleep(0.1)
        assert third.seat == 2
        second.close()


def test_computer_players_decide_on_the_pool_not_on_the_loop(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    factories = registry.entry(CHECKPOINT).bots()
    easy = factories["easy"]
    threads: set[str] = set()

    class Noted:
        """The easy player, noting the thread it decides on."""

        def __init__(self) -> None:
            self.bot = easy()

        def choose(self, *args: Any) -> Any:
            threads.add(threading.current_thread().name)
            return self.bot.choose(*args)

        def interject(self, *args: Any) -> Any:
            threads.add(threading.current_thread().name)
            return self.bot.interject(*args)

    monkeypatch.setitem(factories, "easy", Noted)  # type: ignore[index]
    made = new(hub, CHECKPOINT, ("remote", "easy", "easy"))
    joined(hub, made.codes[0])
    session = hub.tables[made.table].session
    deadline = time.monotonic() + TIMEOUT
    while {entry.player for entry in session.played} < {1, 2} and time.monotonic() < deadline:
        time.sleep(0.02)
    assert {entry.player for entry in session.played} >= {1, 2}  # both computers chose clues
    assert threads and all(name.startswith("table-jobs") for name in threads), threads
