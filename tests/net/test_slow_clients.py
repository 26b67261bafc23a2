"""A client the host cannot send to for a while still gets everything that must arrive: the
newest view, every "settled", the end and the replay; only its older error answers may go
(127.0.0.1 only; the host's sending is held back by the test, as a slow network would)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from spielesammlung.core import table_server
from spielesammlung.core.table_server import OUTBOX, Phone, TableServer
from spielesammlung.net.client import Client

from .test_play_across_computers import CHECKPOINT, GAME_TIMEOUT, address, hosted

TIMEOUT = 10


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """While this event is clear, the host sends nothing through its outboxes."""
    sending = threading.Event()
    write = TableServer._write

    async def held_back(server: TableServer, phone: Phone) -> None:
        await asyncio.to_thread(sending.wait, GAME_TIMEOUT)
        await write(server, phone)

    monkeypatch.setattr(TableServer, "_write", held_back)
    yield sending
    sending.set()


def outbox(client: Client, table: Any) -> int:
    """How many messages wait for a spectator `client` at the host (read from outside)."""
    watchers = list(table.server._watchers.values())
    assert len(watchers) == 1 and client.seat is None
    return len(watchers[0].outbox)


def test_a_spectator_that_floods_while_the_host_cannot_send_still_gets_the_end_and_the_replay(
    held: threading.Event, monkeypatch: pytest.MonkeyPatch
) -> None:
    refused = 0
    refuse = Phone.refuse

    def counted(phone: Phone, message: str) -> None:
        nonlocal refused
        refused += 1
        refuse(phone, message)

    monkeypatch.setattr(Phone, "refuse", counted)
    table = hosted(CHECKPOINT, "CCC", seed=5)  # computers only: the game ends by itself
    table.server.rate = (1000, 1000.0)  # every message of the flood is answered
    table.start()
    try:
        watcher = Client(address(table), table.server.spectator_code)
        watcher.join()
        for _ in range(3 * OUTBOX):
            watcher.send("I act too")
        for _ in range(400):  # until the host answered all of them (into the outbox)
            if refused == 3 * OUTBOX:
                break
            time.sleep(0.05)
        assert refused == 3 * OUTBOX and outbox(watcher, table) == OUTBOX
        result = table.play(GAME_TIMEOUT)
        assert result is not None
        held.set()
        assert watcher.wait_replay(TIMEOUT).log == table.session.log
        assert watcher.result == result  # the end's view came
        kinds = [m["type"] for m in watcher.received]
        assert kinds[-2:] == ["view", "replay"] and set(kinds) == {"view", "error", "replay"}
        assert kinds.count("error") == OUTBOX - 2  # the oldest answers made room
        watcher.close()
    finally:
        table.stop()


class Cut:
    """A connection that only notes being cut off."""

    def __init__(self) -> None:
        self.transport = self
        self.aborted = 0

    def abort(self) -> None:
        self.aborted += 1


def texts(phone: Phone) -> list[str]:
    return [json.loads(item.text)["type"] for item in phone.outbox]


def test_spare_answers_go_first_and_a_client_far_behind_is_cut_off() -> None:
    cut = Cut()
    phone = Phone(1, cut, "", table_server.Bucket(20, 10.0))  # type: ignore[arg-type]
    phone.queue(json.dumps({"type": "settled", "error": None}))
    for _ in range(2 * OUTBOX):
        phone.refuse("not your turn")
    phone.queue(json.dumps({"type": "view", "at": 1, "events": []}), view=True)
    assert len(phone.outbox) == OUTBOX
    assert texts(phone)[0] == "settled" and texts(phone)[-1] == "view"
    for _ in range(table_server.BACKLOG):  # answers that must arrive, none to spare
        phone.queue(json.dumps({"type": "settled", "error": None}))
    assert "error" not in texts(phone) and texts(phone).count("view") == 1
    assert phone.cut and cut.aborted == 1
    phone.queue(json.dumps({"type": "replay", "game": {}}))
    assert cut.aborted == 1 and texts(phone)[-1] == "replay"
