"""Undo at a table server (spielesammlung/server), as the fair-table rules allow at a host at
home: a seat takes back its own last move (and the computers' after it), never another
player's; its view says when it may (real sockets on 127.0.0.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spielesammlung.net.client import Client, create_table
from spielesammlung.net.host import NOT_YOURS, NOTHING_TO_UNDO
from spielesammlung.server.hub import Hub

TIMEOUT = 10.0
ALLIANZ = "allianz"  # no dice and no secrets: every move may be taken back


def joined(hub: Hub, code: str | None) -> Client:
    client = Client(f"127.0.0.1:{hub.port}", str(code))
    client.join()
    return client


def until(
    client: Client, wanted: Callable[[dict[str, Any]], bool], seen: int = 0
) -> dict[str, Any]:
    """The first message received after the first `seen` (read so far or coming) that is
    `wanted` (bounded)."""
    for _ in range(200):
        for message in client.received[seen:]:
            if wanted(message):
                return message
        seen = len(client.received)
        client.wait(seen, TIMEOUT)
    raise AssertionError([m["type"] for m in client.received])


def view(at: int | None = None, **fields: Any) -> Callable[[dict[str, Any]], bool]:
    return lambda m: (
        m["type"] == "view"
        and (at is None or m["at"] == at)
        and all(m.get(k) == v for k, v in fields.items())
    )


def test_a_seat_takes_back_its_own_move_and_the_computers_reply(hub: Hub) -> None:
    made = create_table(f"127.0.0.1:{hub.port}", ALLIANZ, ("Anna", "Bert"), ("remote", "easy"))
    (table,) = hub.tables.values()
    anna = joined(hub, made.codes[0])
    first = until(anna, view(must=True))
    assert first["can_undo"] is False  # nothing of hers to take back yet
    anna.act(anna.legal(first)[0])
    replied = until(anna, view(first["at"] + 2))  # her move and the computer's reply
    assert replied["can_undo"] is True and replied["must"] is True
    seen = len(anna.received)
    anna.undo()
    back = until(anna, view(first["at"]), seen)
    assert back["must"] is True and back["can_undo"] is False and back["view"] == first["view"]
    assert {"type": "settled", "error": None} in anna.received
    assert table.session.cursor == first["at"]
    anna.act(anna.legal(back)[-1])  # the game goes on from there
    until(anna, view(first["at"] + 2))
    anna.close()


def test_a_seat_may_not_take_back_another_players_move(hub: Hub) -> None:
    made = create_table(f"127.0.0.1:{hub.port}", ALLIANZ, ("Anna", "Bert"), ("remote", "remote"))
    (table,) = hub.tables.values()
    anna, bert = joined(hub, made.codes[0]), joined(hub, made.codes[1])
    first = until(anna, view(must=True))
    bert.undo()  # nothing done yet
    assert until(bert, lambda m: m["type"] == "error")["message"] == NOTHING_TO_UNDO
    anna.act(anna.legal(first)[0])
    assert until(anna, view(first["at"] + 1))["can_undo"] is True
    assert until(bert, view(first["at"] + 1))["can_undo"] is False
    seen = len(bert.received)
    bert.undo()  # Anna's move is hers to take back
    assert until(bert, lambda m: m["type"] == "error", seen)["message"] == NOT_YOURS
    assert table.session.cursor == first["at"] + 1
    anna.close()
    bert.close()
