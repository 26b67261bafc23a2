"""Phones as private hands in the app (issue 15): the window is the table, phones are the hands.

Real sockets on 127.0.0.1; the phones are websockets' sync clients polled from the test (the GUI
thread), so the queued signal that carries their actions to the controller gets to run.
"""

from __future__ import annotations

import json
import random
import socket
import time
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel
from websockets.sync.client import ClientConnection, connect

from spielesammlung.core import registry, table_server
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase
from spielesammlung.ui import controller as controller_module
from spielesammlung.ui import phones
from spielesammlung.ui.main_window import MainWindow

RESEND_S = 0.4  # these simulated phones tap fast: after "too many messages" they wait this long

TIMEOUT_MS = 10_000


class QtPhone:
    def __init__(self, url: str, seat: int) -> None:
        self.seat = seat
        self.ws: ClientConnection = connect(url, open_timeout=10).__enter__()
        self.last: dict[str, Any] | None = None
        self.inbox: list[dict[str, Any]] = []

    def poll(self) -> bool:
        """Read what has come (never blocks); True when something came."""
        came = False
        while True:
            try:
                text = self.ws.recv(timeout=0)
            except TimeoutError:
                return came
            message = json.loads(text)
            came = True
            self.inbox.append(message)
            if message["type"] == "view":
                self.last = message

    def act(self, action: object) -> None:
        self.ws.send(json.dumps({"type": "act", "action": action}))


def start(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: int,
    computers: tuple[int, ...] = (),
    seed: int = 1,
    **options: Any,
) -> Session:
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    names = tuple(f"P{i + 1}" for i in range(players))
    seats = [Seat(COMPUTER, "easy") if i in computers else Seat() for i in range(players)]
    session = Session(game_id, registry.entry(game_id).rules(), Setup(names, options), seed, seats)
    window.start_session(session, window.autosaves.new_path(game_id))
    window.start_phones()
    assert window.phones is not None
    return session


def join(qtbot, window: MainWindow) -> dict[int, QtPhone]:
    mode = window.phones
    assert mode is not None
    found = {s: QtPhone(mode.server.ws_url(s), s) for s in mode.seats}
    qtbot.waitUntil(
        lambda: all(p.poll() or p.last is not None for p in found.values()), timeout=TIMEOUT_MS
    )
    qtbot.waitUntil(lambda: mode.connected == set(mode.seats), timeout=TIMEOUT_MS)
    return found


def wait_for(qtbot, phone: QtPhone, done: Any) -> None:
    """Read the phone's messages until `done(phone)` holds."""

    def ready() -> bool:
        phone.poll()
        return bool(done(phone))

    qtbot.waitUntil(ready, timeout=TIMEOUT_MS)


def check(session: Session, phone: QtPhone) -> None:
    """The newest message holds the seat's own view of the state it names, nothing else."""
    message = phone.last
    assert message is not None
    state = session.state_at(message["at"])
    expected = json.loads(json.dumps(jsonable(session.game.view_for(state, phone.seat))))
    assert message["seat"] == phone.seat and message["view"] == expected


def test_table_mode_shows_the_public_view_and_phones_decide(qtbot, window, monkeypatch) -> None:
    session = start(window, monkeypatch, "checkpoint-charlie", 3)
    controller = window.controller
    assert controller is not None and controller.table.table
    step = controller.step
    assert step is not None and step.phase is Phase.PHONE and step.viewer is None
    assert window.pages.currentWidget() is window.game_page  # no handover screen
    found = join(qtbot, window)
    for phone in found.values():
        check(session, phone)
        assert phone.last is not None and phone.last["must"] and phone.last["show"]["actions"]
    # seat 1 switches to the table: the handover comes back for it alone
    mode = window.phones
    assert mode is not None and mode.dialog is not None
    shown = " ".join(label.text() for label in mode.dialog.findChildren(QLabel))
    assert all(code in shown for code in mode.server.rooms.values())  # beside the QR codes
    assert mode.server.room_url("127.0.0.1") in shown
    mode.set_on_phone(1, False)
    assert controller.step is not None and controller.step.phase is Phase.HANDOVER
    assert controller.step.player == 1
    mode.set_on_phone(1, True)
    assert controller.step is not None and controller.step.phase is Phase.PHONE
    # a phone's choice goes through the controller; another seat's forged one is refused
    first = found[0]
    assert first.last is not None
    first.act(first.last["legal"][0])
    qtbot.waitUntil(lambda: session.cursor == 1, timeout=TIMEOUT_MS)
    cursor = session.cursor
    found[2].act({"type": "Swap", "slot": 0, "target": 0, "target_slot": 0})
    wait_for(qtbot, found[2], lambda p: any(m["type"] == "error" for m in p.inbox))
    assert session.cursor == cursor
    port = mode.server.port
    window.close_game()
    assert window.phones is None and not mode.server.running
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0


@pytest.mark.parametrize(
    ("game_id", "players", "computers", "options"),
    [
        ("checkpoint-charlie", 5, (), {"cafe_adler": True}),
        ("spion-und-spion", 4, (3,), {}),
        ("geheime-mission", 2, (), {}),
    ],
)
def test_phones_play_a_whole_game_at_the_qt_table(
    qtbot,
    window,
    monkeypatch,
    game_id: str,
    players: int,
    computers: tuple[int, ...],
    options: dict[str, Any],
) -> None:
    session = start(window, monkeypatch, game_id, players, computers, seed=3, **options)
    found = join(qtbot, window)
    rng = random.Random(3)
    game = session.game
    for _ in range(2000):
        if session.result is not None:
            break
        cursor = session.cursor
        to_act = game.to_act(session.state)
        humans = [p for p in sorted(to_act.players) if p in found]
        if not humans:  # a computer thinks: the table plays it
            qtbot.waitUntil(lambda c=cursor: session.cursor > c, timeout=TIMEOUT_MS)
            continue
        phone = found[rng.choice(humans)]
        wait_for(qtbot, phone, lambda p, c=cursor: p.last is not None and p.last["at"] == c)
        check(session, phone)
        action = rng.choice(phone.last["legal"])  # type: ignore[index]
        phone.inbox.clear()
        phone.act(action)

        sent = [time.monotonic()]

        def moved(
            p: QtPhone = phone, c: int = cursor, a: object = action, sent: list[float] = sent
        ) -> bool:
            p.poll()
            assert not any(m["type"] == "settled" and m["error"] for m in p.inbox)
            limited = any(m.get("message") == "too many messages" for m in p.inbox)
            if limited and time.monotonic() - sent[0] >= RESEND_S:
                p.inbox.clear()
                p.act(a)  # we sent too fast: again after a while
                sent[0] = time.monotonic()
            return session.cursor > c

        qtbot.waitUntil(moved, timeout=TIMEOUT_MS)
    assert session.result is not None
    for phone in found.values():  # everyone ends with the final view
        wait_for(qtbot, phone, lambda p: p.last is not None and p.last["result"] is not None)
        check(session, phone)
        phone.ws.close()


def hold_animations(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The board's animations wait until the test ends them (`held.pop(0)()`)."""
    controller = window.controller
    assert controller is not None
    board = controller.board
    animate = board.animate
    held: list[Any] = []

    def holding(events: Any, view: Any, done: Any) -> None:
        held.append(lambda: animate(events, view, done))

    monkeypatch.setattr(board, "animate", holding)
    return held


def test_a_tap_during_an_animation_is_applied_when_it_ends(qtbot, window, monkeypatch) -> None:
    assert controller_module.QUEUED == table_server.QUEUED  # the controller's word is the server's
    session = start(window, monkeypatch, "checkpoint-charlie", 3)
    found = join(qtbot, window)
    held = hold_animations(window, monkeypatch)
    first, second = found[0], found[1]  # all three pick their clue side at once
    first.act(first.last["legal"][0])  # type: ignore[index]
    qtbot.waitUntil(lambda: session.cursor == 1 and len(held) == 1, timeout=TIMEOUT_MS)
    second.inbox.clear()
    second.act(second.last["legal"][0])  # type: ignore[index]
    wait_for(qtbot, second, lambda p: {"type": "queued"} in p.inbox)
    assert session.cursor == 1  # waits for the animation: no error, nothing to send again
    assert all(m["type"] != "error" for m in second.inbox)
    held.pop(0)()  # the animation ends: the queued tap is applied at once
    assert session.cursor == 2 and session.played[1].player == 1
    wait_for(qtbot, second, lambda p: {"type": "settled", "error": None} in p.inbox)
    views = [m for m in second.inbox if m["type"] == "view"]
    assert views and views[-1]["at"] == 2  # the new view came before the answer
    assert second.inbox.index(views[-1]) < second.inbox.index({"type": "settled", "error": None})
    check(session, second)
    while held:
        held.pop(0)()


def test_a_queued_tap_that_became_illegal_is_told_and_changes_nothing(
    qtbot, window, monkeypatch
) -> None:
    session = start(window, monkeypatch, "checkpoint-charlie", 3)
    found = join(qtbot, window)
    held = hold_animations(window, monkeypatch)
    first = found[0]
    stale = first.last["legal"][1]  # type: ignore[index]
    first.act(first.last["legal"][0])  # type: ignore[index]
    qtbot.waitUntil(lambda: session.cursor == 1 and len(held) == 1, timeout=TIMEOUT_MS)
    wait_for(qtbot, first, lambda p: {"type": "settled", "error": None} in p.inbox)
    assert first.last is not None and first.last["at"] == 1
    first.inbox.clear()
    first.act(stale)  # a second pick, tapped during the animation of the first
    wait_for(qtbot, first, lambda p: {"type": "queued"} in p.inbox)
    state = session.state
    held.pop(0)()
    wait_for(qtbot, first, lambda p: any(m["type"] == "settled" for m in p.inbox))
    (answer,) = [m for m in first.inbox if m["type"] == "settled"]
    assert answer["error"] in ("not your turn", "not a legal action now")
    assert session.cursor == 1 and session.state == state  # nothing else changed
    assert [m["type"] for m in first.inbox] == ["queued", "settled"]  # no new view either


def test_a_tap_in_the_breath_after_an_animation_is_applied(qtbot, window, monkeypatch) -> None:
    session = start(window, monkeypatch, "checkpoint-charlie", 3)
    controller = window.controller
    assert controller is not None
    held = hold_animations(window, monkeypatch)
    game = session.game
    assert controller.act_for(0, game.legal_actions(session.state, 0)[0]) is None
    held.pop(0)()  # the animation ends; the breath before the next step begins
    answers: list[tuple[int, object]] = []
    controller.settled.connect(lambda seat, error: answers.append((seat, error)))
    answer = controller.act_for(1, game.legal_actions(session.state, 1)[0])
    assert answer is None  # applied at once: the breath waits for nobody

    def idle() -> bool:
        while held:
            held.pop(0)()
        return not controller.thinking

    qtbot.waitUntil(idle, timeout=TIMEOUT_MS)
    assert answer is None or answers == [(1, None)]
    assert session.cursor == 2
