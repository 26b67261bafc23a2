"""The network host answers hostile and mistaken clients as the phone server answers phones:
another version, wrong codes, no hello, bad paths, malformed, forged, oversized and flooding
messages, spectators acting (127.0.0.1 only)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from spielesammlung.core.catalogue import text
from spielesammlung.core.table_pages import ROOM_TRIES
from spielesammlung.net import host as net_host
from spielesammlung.net.client import Client, Refused
from spielesammlung.net.host import SPECTATORS_DO_NOT_ACT, HostedTable, NetHost
from spielesammlung.net.messages import MAX_HELLO, PATH, REFUSED, VERSION, Hello

from .test_play_across_computers import CHECKPOINT, address, hosted

TIMEOUT = 10


@pytest.fixture
def table() -> Iterator[HostedTable]:
    """Checkpoint Charlie for three remote seats, past the clues chosen at once."""
    READ.clear()
    table = hosted(CHECKPOINT, "RRR", seed=3)
    session = table.session
    while len(session.game.to_act(session.state).players) != 1:
        seat = min(session.game.to_act(session.state).players)
        table.table.act(seat, session.game.legal_actions(session.state, seat)[0])
    table.start()
    yield table
    table.stop()


READ: dict[int, int] = {}  # id(client) -> how many of its messages the test has read


def answer(client: Client) -> dict[str, Any]:
    """The client's next message the test has not read yet (waiting for it)."""
    seen = READ.get(id(client), 0)
    client.wait(seen, TIMEOUT)
    assert len(client.received) > seen, "the connection ended"
    READ[id(client)] = seen + 1
    return client.received[seen]


def joined(table: HostedTable, seat: int) -> Client:
    client = Client(address(table), table.server.rooms[seat])
    client.join()
    assert answer(client)["type"] == "view"
    return client


def raw_hello(table: HostedTable, text: str | bytes) -> tuple[dict[str, Any] | None, int | None]:
    """What the host answers a raw first message: its message (None: none) and close code."""
    with connect(f"ws://{address(table)}{PATH}", open_timeout=TIMEOUT) as socket:
        socket.send(text)
        try:
            reply = json.loads(socket.recv(timeout=TIMEOUT))
        except ConnectionClosed:
            reply = None
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=TIMEOUT)
    rcvd = closed.value.rcvd
    return reply, None if rcvd is None else rcvd.code


def test_a_client_of_another_version_is_told_who_must_update(table: HostedTable) -> None:
    for version, words in ((VERSION + 1, "older"), (VERSION - 1, "newer")):
        client = Client(address(table), table.server.rooms[0], version=version)
        with pytest.raises(Refused) as refused:
            client.join()
        assert refused.value.reason == "version" and refused.value.host_version == VERSION
        assert words in str(refused.value) and "update" in str(refused.value).lower()
        assert text(refused.value.label, "de").startswith("Der Gastgeber spielt eine")
    hello = Hello(VERSION + 1, "not even looked at").to_text()
    assert raw_hello(table, hello) == (
        {"type": "refused", "reason": "version", "version": VERSION},
        REFUSED,
    )
    joined(table, 0)  # the right version is served (a version is no wrong code)


def test_malformed_hellos_are_refused_and_the_table_goes_on(table: HostedTable) -> None:
    right = table.server.rooms[0]
    for hello in (
        "not json",
        b"\x00binary",
        "[" * 5000,
        json.dumps({"type": "hello", "version": str(VERSION), "code": right}),
        json.dumps({"type": "act", "version": VERSION, "code": right}),
        json.dumps({"type": "hello", "version": VERSION, "code": 7, "resume": False}),
        json.dumps({"type": "hello", "version": VERSION, "code": right, "resume": "yes"}),
        json.dumps({"type": "hello", "version": VERSION, "code": right, "x": "a" * MAX_HELLO}),
    ):
        reply, code = raw_hello(table, hello)
        assert reply == {"type": "refused", "reason": "malformed", "version": VERSION}
        assert code == REFUSED
    joined(table, 0)


def test_wrong_codes_are_limited_then_not_even_a_right_one_is_looked_at(
    table: HostedTable,
) -> None:
    for wrong in ("", "AAAA", "é" * 20, "A" * 500, table.server.tokens[0])[: ROOM_TRIES[0]]:
        with pytest.raises(Refused) as refused:
            Client(address(table), wrong).join()
        assert refused.value.reason == "code" and "no seat" in str(refused.value)
    with pytest.raises(Refused) as refused:
        Client(address(table), table.server.rooms[1]).join()
    assert refused.value.reason == "wait"


def test_a_client_that_says_nothing_is_closed(
    table: HostedTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(net_host, "HELLO_TIMEOUT", 0.2)
    url = f"ws://{address(table)}{PATH}"
    with connect(url, open_timeout=TIMEOUT) as socket, pytest.raises(ConnectionClosed) as closed:
        socket.recv(timeout=TIMEOUT)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008


def test_only_the_net_door_is_open(table: HostedTable) -> None:
    """The phones' pages and sockets are closed; besides /net only the board page (the root,
    its files and the art, net/board.py; tests/net/test_board_page.py) is served."""
    base = f"http://{address(table)}"
    token = table.server.tokens[0]
    for path in (PATH, f"/s/{token}", "/phone/phone.js", "/r?code=AAAA"):
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(base + path, timeout=TIMEOUT)
    for path in ("/", "/art/checkpoint-cat.svg"):  # the board page
        with urllib.request.urlopen(base + path, timeout=TIMEOUT) as answer:
            assert answer.status == 200
    for path in (f"/ws/{token}", "/net/x", "/"):
        with pytest.raises(InvalidStatus):
            connect(f"ws://{address(table)}{path}", open_timeout=TIMEOUT)


def test_malformed_forged_and_out_of_turn_messages_change_nothing(table: HostedTable) -> None:
    session = table.session
    mover = min(session.game.to_act(session.state).players)
    other = (mover + 1) % 3
    clients = {seat: joined(table, seat) for seat in (mover, other)}
    legal = clients[mover].latest["legal"]  # type: ignore[index]
    assert legal and clients[other].latest["legal"] == []  # type: ignore[index]
    hostile: list[object] = [
        "not json",
        b"\x00\x01binary",
        "[" * 15000,
        Hello(VERSION, table.server.rooms[mover]).to_text(),  # a second hello: another seat
        {"type": "act"},
        {"type": "act", "action": {"type": "Nope"}},
        {"type": "act", "action": {**legal[0], "extra": 1}},
        {"type": "act", "action": legal[0], "seat": mover},  # a forged seat
        {"type": "act", "action": legal[0]},  # the mover's action, sent by another seat
        [1, 2, 3],
        "null",
    ]
    cursor = session.cursor
    for message in hostile:
        clients[other].send(message)
        reply = answer(clients[other])
        assert reply["type"] == "error" and reply["message"], message
        assert session.cursor == cursor
    clients[mover].send({"type": "act", "action": legal[0]})  # the table still answers
    assert answer(clients[mover])["at"] == cursor + 1
    assert answer(clients[other])["at"] == cursor + 1
    assert session.cursor == cursor + 1


def test_oversized_messages_close_only_that_client_and_flooding_is_limited(
    table: HostedTable,
) -> None:
    session = table.session
    mover = min(session.game.to_act(session.state).players)
    others = [seat for seat in range(3) if seat != mover]
    big, flooder, good = joined(table, others[0]), joined(table, others[1]), joined(table, mover)
    big.send(json.dumps({"type": "act", "action": {"type": "Draw", "x": "a" * 50_000}}))
    with pytest.raises(AssertionError, match="the connection ended"):
        answer(big)
    assert big.closed
    for _ in range(60):
        flooder.send({"type": "act", "action": {"type": "Nope"}})
    replies = [answer(flooder) for _ in range(24)]
    assert all(reply["type"] == "error" for reply in replies)
    assert any(reply["message"] == "too many messages" for reply in replies)
    cursor = session.cursor
    good.act(good.legal(good.latest)[0])  # type: ignore[arg-type]
    assert answer(good)["at"] == cursor + 1


def test_a_spectator_sees_the_public_view_and_may_not_act(table: HostedTable) -> None:
    session = table.session
    watcher = Client(address(table), table.server.spectator_code)
    watcher.join()
    view = answer(watcher)
    assert view["seat"] is None and view["legal"] == [] and view["name"] is None
    assert watcher.view == session.game.view_for(session.state, None)
    cursor = session.cursor
    mover = min(session.game.to_act(session.state).players)
    watcher.send({"type": "act", "action": joined(table, mover).latest["legal"][0]})  # type: ignore[index]
    assert answer(watcher) == {"type": "error", "message": SPECTATORS_DO_NOT_ACT}
    assert session.cursor == cursor


def test_another_device_with_the_code_takes_the_seat(table: HostedTable) -> None:
    first = joined(table, 1)
    stale = Client(address(table), table.server.rooms[1])
    stale.join(resume=True)  # reconnecting by itself never takes a seat that is held
    assert answer(stale) == {"type": "replaced"}
    second = joined(table, 1)  # a new device, asked on purpose: it takes the seat
    assert answer(first) == {"type": "replaced"}
    with pytest.raises(AssertionError, match="the connection ended"):
        answer(first)
    assert first.closed and not second.closed


def test_kept_codes_stay_and_the_others_are_made_new() -> None:
    table = hosted(CHECKPOINT, "RRR", seed=3)
    server = NetHost(
        table.session, [0, 1, 2], table.server.submit, codes={1: "KEEP", 5: "GONE"},
        spectator_code="LOOK",
    )  # fmt: skip
    assert server.rooms[1] == "KEEP" and sorted(server.rooms) == [0, 1, 2]
    assert server.spectator_code == "LOOK"
    assert len({*server.rooms.values(), server.spectator_code}) == 4
