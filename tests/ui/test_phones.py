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

from spielesammlung.core import registry, saves, table_server
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, PHONE, SCREEN, Seat
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


def test_the_seats_at_the_screen_stay_there_and_the_join_window_closes_itself(
    qtbot, window, monkeypatch
) -> None:
    """Seats 0 and 1 on their phones, seat 2 at the screen (issue 23): the codes are those of
    the phone seats, the window closes when both are connected; the switch moves the seat."""
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    seats = [Seat(place=PHONE), Seat(place=PHONE), Seat()]
    setup = Setup(("P1", "P2", "P3"), {})
    game = registry.entry("checkpoint-charlie").rules()
    session = Session("checkpoint-charlie", game, setup, 1, seats)
    window.start_game(session, window.autosaves.new_path("checkpoint-charlie"))
    mode = window.phones
    assert mode is not None and mode.dialog is not None
    controller = window.controller
    assert controller is not None and controller.table.phones == {0, 1}
    assert mode.seats == [0, 1, 2]  # seat 2 may move to its phone later
    assert mode.dialog.isVisible() and mode.dialog.seats == [0, 1]
    first = QtPhone(mode.server.ws_url(0), 0)
    qtbot.waitUntil(lambda: mode.connected == {0}, timeout=TIMEOUT_MS)
    assert mode.dialog.isVisible()  # seat 1 still needs its code
    second = QtPhone(mode.server.ws_url(1), 1)
    qtbot.waitUntil(lambda: mode.dialog is not None and not mode.dialog.isVisible())
    assert mode.connected == {0, 1}
    step = controller.step  # everyone picks: the screen is passed to the one at the screen
    assert step is not None and step.phase is Phase.HANDOVER and step.player == 2
    mode.set_on_phone(0, False)  # to the screen: the handover, and the save knows
    step = controller.step
    assert step is not None and step.phase is Phase.HANDOVER and step.player == 0
    assert session.seats[0].place == SCREEN
    assert window.autosave_path is not None
    assert saves.load(window.autosave_path).seats[0].place == SCREEN
    assert mode.panel.rows[0][1].isChecked() is False
    mode.show_codes()  # made anew for the phone seats now
    assert mode.dialog is not None and mode.dialog.seats == [1]
    for phone in (first, second):
        phone.ws.close()


def _phone_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Session:
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    seats = [Seat(place=PHONE), Seat(COMPUTER, "easy"), Seat(place=PHONE)]
    names = ("Anna", "Bert", "Clara")
    game = registry.entry("checkpoint-charlie").rules()
    session = Session("checkpoint-charlie", game, Setup(names, {}), 5, seats)
    window.start_game(session, window.autosaves.new_path("checkpoint-charlie"))
    assert window.phones is not None
    return session


def test_a_resumed_game_brings_its_phones_back(qtbot, window, monkeypatch) -> None:
    """The autosave keeps port and tokens: the game resumed from the start page (and opened
    as a file) serves the same links, so the phones' open pages reconnect."""
    session = _phone_game(window, monkeypatch)
    mode = window.phones
    assert mode is not None
    urls = {seat: mode.server.ws_url(seat) for seat in (0, 2)}
    pages = {seat: mode.url(seat) for seat in (0, 2)}
    path = window.autosave_path
    assert path is not None
    kept = saves.phones(path)
    assert kept is not None and kept.port == mode.server.port
    assert set(kept.tokens) == {0, 2}  # the human seats
    window.choose_game()  # the game stays in its autosave
    assert window.phones is None and not mode.server.running
    window.resume(path)
    resumed = window.phones
    assert resumed is not None and resumed is not mode
    assert window.controller is not None and window.controller.session.seats == session.seats
    assert window.controller.table.phones == {0, 2}
    assert {seat: resumed.url(seat) for seat in (0, 2)} == pages
    phone = QtPhone(urls[2], 2)  # the old link of Clara's phone
    wait_for(qtbot, phone, lambda p: p.last is not None)
    check(window.controller.session, phone)
    phone.ws.close()
    window.choose_game()
    window.open_path(path)  # File > Open: the same phones (the file is autosaved elsewhere)
    assert window.phones is not None and window.phones.url(0) == pages[0]
    for seat in (0, 2):  # everyone moves to the screen: phone mode stays, no codes shown
        window.phones.set_on_phone(seat, False)
    moved = window.autosave_path
    assert moved is not None and moved != path
    window.choose_game()
    window.resume(moved)
    assert window.phones is not None and window.phones.dialog is None
    assert window.controller is not None and window.controller.table.phones == set()


def test_a_resumed_game_on_a_taken_port_gets_another_one(qtbot, window, monkeypatch) -> None:
    _phone_game(window, monkeypatch)
    mode = window.phones
    assert mode is not None
    path, token = window.autosave_path, mode.server.tokens[0]
    window.choose_game()
    assert path is not None
    kept = saves.phones(path)
    assert kept is not None
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", kept.port))
        busy.listen()
        window.resume(path)
        resumed = window.phones
        assert resumed is not None and resumed.server.port != kept.port
    assert resumed.server.tokens[0] == token  # only the port changed
    saved = saves.phones(path)
    assert saved is not None and saved.port == resumed.server.port


def test_play_again_keeps_the_links_and_each_player_keeps_theirs(
    qtbot, window, monkeypatch
) -> None:
    _phone_game(window, monkeypatch)
    mode = window.phones
    assert mode is not None
    before = {name: mode.url(seat) for seat, name in ((0, "Anna"), (2, "Clara"))}
    window.play_again((2, 1, 0))  # Clara now sits first
    again = window.phones
    assert again is not None and again is not mode and not mode.server.running
    controller = window.controller
    assert controller is not None
    assert controller.session.setup.players == ("Clara", "Bert", "Anna")
    assert controller.table.phones == {0, 2}
    assert again.url(0) == before["Clara"] and again.url(2) == before["Anna"]
    phone = QtPhone(again.server.ws_url(0), 0)
    wait_for(qtbot, phone, lambda p: p.last is not None)
    assert phone.last is not None and phone.last["name"] == "Clara"
    phone.ws.close()
    assert window.autosave_path is not None and saves.phones(window.autosave_path) == again.kept()


def test_the_join_codes_fit_a_small_screen() -> None:
    """Five codes on 1024x600: one row of codes smaller than the largest, but scannable."""
    assert phones.code_grid(3, 1900, 1000, 20) == (3, phones.QR_SIZE)
    columns, size = phones.code_grid(5, 964, 330, 17)
    assert columns == 5 and phones.QR_MIN <= size < phones.QR_SIZE
    assert phones.code_grid(5, 500, 200, 17) == (3, phones.QR_MIN)  # nothing fits: the least
    assert phones.code_grid(5, 300, 200, 17) == (2, phones.QR_MIN)  # ... as the width holds
    # links of 390 pixels at twice the text size: two columns (the codes then scroll)
    assert phones.code_grid(4, 984, 250, 34, 390) == (2, phones.QR_MIN)
