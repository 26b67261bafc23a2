"""The table server (issue 15) with real sockets on 127.0.0.1: phones play whole games.

Every message a phone receives is checked against `view_for(its seat)` of the current state:
a phone with seat A's token never receives anything of seat B's.
"""

from __future__ import annotations

import http.client
import json
import os
import queue
import random
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from spielesammlung.core import registry, table_server
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Table
from spielesammlung.core.table_pages import ROOM_LETTERS, ROOM_TRIES
from spielesammlung.core.table_server import (
    BURST,
    QUEUED,
    RATE,
    REPLACED,
    WAITING,
    TableServer,
    submit_to,
)
from spielesammlung.phone import presenter

TIMEOUT = 10


def _roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value))


def make_session(
    game_id: str, players: int, seed: int, computers: tuple[int, ...] = (), **options: Any
) -> Session:
    entry = registry.entry(game_id)
    names = tuple(f"P{i + 1}" for i in range(players))
    seats = [Seat(COMPUTER, "easy") if i in computers else Seat() for i in range(players)]
    return Session(game_id, entry.rules(), Setup(names, options), seed, seats)


class Owner:
    """What the app will do: own the session, run submitted actions on its thread, publish."""

    def __init__(self, session: Session, queued: bool = True, fast: bool = False) -> None:
        self.session = session
        self.jobs: queue.Queue[Callable[[], None]] = queue.Queue()
        humans = [i for i, seat in enumerate(session.seats) if not seat.is_computer]
        self.refused: list[int] = []
        self._submit = submit_to(Table(session), self.publish)
        self.server = TableServer(
            session,
            humans,
            self.submit,
            dispatch=self.jobs.put if queued else None,
            rate=(1000, 1000.0) if fast else (BURST, RATE),  # simulated phones tap fast
            present=presenter(session.game_id, session.setup.players),
        )

    def submit(self, seat: int, action: Any) -> str | None:
        error = self._submit(seat, action)
        if error is not None:
            self.refused.append(seat)
        return error

    def publish(self) -> None:
        self.server.publish()

    def run_job(self) -> None:
        self.jobs.get(timeout=TIMEOUT)()


class Phone:
    def __init__(self, server: TableServer, seat: int, query: str = "") -> None:
        self.seat = seat
        # entered by hand: the test closes it (websockets >= 17.1 warns on a bare connect())
        url = server.ws_url(seat) + query
        self.ws: ClientConnection = connect(url, open_timeout=TIMEOUT).__enter__()
        self.last: dict[str, Any] | None = None

    def recv(self, answers: bool = False) -> dict[str, Any]:
        """The next message (a tap's answer "applied" only with `answers`)."""
        message = json.loads(self.ws.recv(timeout=TIMEOUT))
        assert isinstance(message, dict)
        if message["type"] == "view":
            self.last = message
        if message == {"type": "settled", "error": None} and not answers:
            return self.recv()
        return message

    def send(self, message: object) -> None:
        self.ws.send(message if isinstance(message, str | bytes) else json.dumps(message))

    def act(self, action: object) -> None:
        self.send({"type": "act", "action": action})


def check_view(session: Session, seat: int, message: dict[str, Any], since: int | None) -> None:
    """The message holds exactly what `seat` may see of the state it is at (the current one)."""
    game, state = session.game, session.state_at(message["at"])
    assert message["type"] == "view" and message["seat"] == seat
    assert message["view"] == _roundtrip(jsonable(game.view_for(state, seat)))
    may_act = game.result(state) is None and game.to_act(state).may_act(seat)
    legal = game.legal_actions(state, seat) if may_act else ()
    assert message["legal"] == _roundtrip([game.codec.encode(a) for a in legal])
    assert message["must"] == (may_act and seat in game.to_act(state).players)
    if message["show"] is not None:  # the page's words: made of the seat's own view only
        present = presenter(session.game_id, session.setup.players)
        show = _roundtrip(present(seat, game.view_for(state, seat), legal))
        assert message["show"] == show and len(show["actions"]) == len(legal)
    for item in message["events"]:
        entry = session.played[item["index"]]
        visible = [e for e in entry.outcome.events if e.visible_to(seat)]
        assert item["event"] in _roundtrip([jsonable(e) for e in visible])
        seen_by = item["event"]["seen_by"]
        assert seen_by is None or seat in seen_by
    if since is not None:
        expected = [
            jsonable(e)
            for entry in session.played[since : message["at"]]
            for e in entry.outcome.events
            if e.visible_to(seat)
        ]
        assert [item["event"] for item in message["events"]] == _roundtrip(expected)


def everyone_receives(session: Session, phones: dict[int, Phone], since: int | None) -> None:
    for seat, phone in phones.items():
        message = phone.recv()
        assert message["at"] == session.cursor
        check_view(session, seat, message, since)


def everyone_catches_up(session: Session, phones: dict[int, Phone], refused: list[int]) -> None:
    """After several phones sent at once: views in order up to the current one, and errors."""
    for seat, phone in phones.items():
        errors, at = 0, -1
        while at != session.cursor or errors < refused.count(seat):
            message = phone.recv()
            if message["type"] == "error":
                errors += 1
                continue
            assert message["at"] > at  # never an older view after a newer one
            at = message["at"]
            check_view(session, seat, message, None)


def play_game(session: Session, seed: int, limit: int = 3000) -> None:
    """Phones play random legal actions from their own messages; computers play directly."""
    rng = random.Random(seed)
    owner = Owner(session, fast=True)
    owner.server.start()
    try:
        phones = {seat: Phone(owner.server, seat) for seat in owner.server.tokens}
        owner.publish()
        everyone_receives(session, phones, 0)
        game = session.game
        for _ in range(limit):
            if session.result is not None:
                break
            since = session.cursor
            to_act = game.to_act(session.state)
            pending = sorted(to_act.players)
            computers = [p for p in pending if session.seats[p].is_computer]
            if computers:
                seat = computers[0]
                session.act(seat, rng.choice(list(game.legal_actions(session.state, seat))))
                owner.publish()
            else:
                humans = [p for p in pending if p in phones]
                if len(humans) > 1 and rng.random() < 0.5:  # they all send at once
                    for seat in humans:
                        phones[seat].act(rng.choice(phones[seat].last["legal"]))  # type: ignore[index]
                    for _ in humans:
                        owner.run_job()
                    everyone_catches_up(session, phones, owner.refused)
                    owner.refused.clear()
                    assert session.cursor > since
                    continue
                out_of_turn = [p for p in sorted(to_act.anyone) if p in phones]
                if out_of_turn and (not humans or rng.random() < 0.03):
                    humans = out_of_turn
                seat = rng.choice(humans)
                last = phones[seat].last
                assert last is not None and last["legal"]
                phones[seat].act(rng.choice(last["legal"]))
                owner.run_job()
                assert session.cursor == since + 1
            everyone_receives(session, phones, since)
        assert session.result is not None
        for phone in phones.values():
            assert phone.last is not None and phone.last["result"] == _roundtrip(
                jsonable(session.result)
            )
            assert phone.last["legal"] == []
            phone.ws.close()
    finally:
        owner.server.stop()


GAMES = [
    pytest.param("checkpoint-charlie", 3, (), {}, 11, id="checkpoint-3"),
    pytest.param("checkpoint-charlie", 5, (), {}, 11, id="checkpoint-5"),
    pytest.param("checkpoint-charlie", 5, (), {"stasi": True}, 11, id="checkpoint-5-stasi"),
    pytest.param("checkpoint-charlie", 5, (4,), {"cafe_adler": True}, 11, id="checkpoint-5-adler"),
    pytest.param(
        "checkpoint-charlie", 4, (), {"stasi": True, "cafe_adler": True}, 11, id="checkpoint-4-both"
    ),
    pytest.param("spion-und-spion", 2, (), {}, 2, id="spion-2"),
    pytest.param("spion-und-spion", 4, (), {}, 4, id="spion-4"),
    pytest.param("spion-und-spion", 4, (1,), {}, 6, id="spion-4-computer"),
    pytest.param("geheime-mission", 2, (), {}, 11, id="geheime-mission"),
    pytest.param("geheime-mission", 2, (1,), {}, 11, id="geheime-mission-computer"),
]


@pytest.mark.parametrize(("game_id", "players", "computers", "options", "seed"), GAMES)
def test_phones_play_whole_games(
    game_id: str, players: int, computers: tuple[int, ...], options: dict[str, Any], seed: int
) -> None:
    for attempt in range(seed, seed + 30):  # random play may end a game early: play on
        session = make_session(game_id, players, seed=attempt, computers=computers, **options)
        play_game(session, seed=attempt)
        if len(session.played) >= 40:
            return
    pytest.fail("no game of 40 actions")


# -- hostile input, reconnects, takeover, stop -----------------------------------------------


@pytest.fixture
def table() -> Iterator[Owner]:
    """Checkpoint Charlie for three humans; actions run on the server thread (default)."""
    session = make_session("checkpoint-charlie", 3, seed=3)
    while len(session.game.to_act(session.state).players) != 1:  # past the simultaneous picks
        player = min(session.game.to_act(session.state).players)
        session.act(player, session.game.legal_actions(session.state, player)[0])
    owner = Owner(session, queued=False)
    owner.server.start()
    owner.publish()
    yield owner
    owner.server.stop()


def _turn(session: Session) -> tuple[int, int]:
    """The seat that must act now and another seat that must not."""
    pending = sorted(session.game.to_act(session.state).players)
    other = next(p for p in range(session.setup.count) if p not in pending)
    return pending[0], other


def test_join_page_and_bad_tokens(table: Owner) -> None:
    server = table.server
    with urllib.request.urlopen(server.url(0), timeout=TIMEOUT) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/html")
        assert response.headers["Cache-Control"] == "no-store"
        page = response.read().decode()
        assert "/phone/phone.js" in page
        assert all(token not in page for token in server.tokens.values())
    base = f"http://127.0.0.1:{server.port}"
    for path, kind in (
        ("/phone/phone.js", "javascript"),
        ("/phone/phone.css", "text/css"),
        ("/art/checkpoint-cat.svg", "image/svg+xml"),
    ):
        with urllib.request.urlopen(base + path, timeout=TIMEOUT) as response:
            assert kind in response.headers["Content-Type"] and response.read()
    bad = ("/art/../phone/index.html", "/art/nope.svg", "/phone/index.html", "/art/x.py")
    for path in (*bad, "/s/nope", "/x", f"/ws/{server.tokens[0]}", "/s/" + server.tokens[0][:-1]):
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(base + path, timeout=TIMEOUT)
    for path in ("/ws/nope", "/ws/", f"/s/{server.tokens[0]}", "/ws/" + "é" * 3):
        with pytest.raises(InvalidStatus):
            connect(f"ws://127.0.0.1:{server.port}{path}", open_timeout=TIMEOUT)
    assert len({*server.tokens.values()}) == 3
    assert all(len(token) >= 24 for token in server.tokens.values())


def _get(server: TableServer, path: str) -> tuple[int, str]:
    """The status and Location of a GET (redirects not followed)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=TIMEOUT)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status, response.headers.get("Location", "")
    finally:
        connection.close()


def test_room_codes_lead_to_the_seat_and_wrong_ones_are_limited(table: Owner) -> None:
    server = table.server
    rooms = server.rooms
    assert sorted(rooms) == [0, 1, 2] and len(set(rooms.values())) == 3
    assert all(len(code) == 4 and set(code) <= set(ROOM_LETTERS) for code in rooms.values())
    with urllib.request.urlopen(server.room_url(), timeout=TIMEOUT) as response:
        page = response.read().decode()
        assert 'action="/r"' in page and all(code not in page for code in rooms.values())
    typed = "+".join(rooms[1].lower())  # with spaces, as a phone's keyboard may send it
    assert _get(server, f"/r?code={typed}") == (303, f"/s/{server.tokens[1]}")
    for wrong in ("", "AAAA", "%ff%fe", "A" * 500, "code&code=x")[: ROOM_TRIES[0]]:
        assert _get(server, f"/r?code={wrong}") == (303, "/?wrong=1")
    # over the limit no code is looked at, not even a right one
    assert _get(server, f"/r?code={rooms[1]}") == (303, "/?wait=1")
    phone = Phone(server, 0)  # the seats are served on
    assert phone.recv()["type"] == "view"
    given = TableServer(table.session, [0, 1], table.submit, rooms={0: "KEEP", 1: "MINE"})
    assert given.rooms == {0: "KEEP", 1: "MINE"}


def test_malformed_forged_and_out_of_turn_messages_change_nothing(table: Owner) -> None:
    session = table.session
    mover, other = _turn(session)
    phones = {seat: Phone(table.server, seat) for seat in (mover, other)}
    for seat, phone in phones.items():
        check_view(session, seat, phone.recv(), None)
    legal = phones[mover].last["legal"]  # type: ignore[index]
    assert legal and phones[other].last["legal"] == []  # type: ignore[index]
    hostile: list[object] = [
        "not json",
        b"\x00\x01binary",
        "[" * 15000,
        {"type": "hello"},
        {"type": "act"},
        {"type": "act", "action": {"type": "Nope"}},
        {"type": "act", "action": {**legal[0], "extra": 1}},
        {"type": "act", "action": legal[0], "seat": mover},
        {"type": "act", "action": legal[0]},  # the mover's action, sent by another seat
        [1, 2, 3],
        "null",
    ]
    cursor = session.cursor
    for message in hostile:
        phones[other].send(message)
        reply = phones[other].recv()
        assert reply["type"] == "error" and reply["message"]
        assert session.cursor == cursor
    # the table still answers: the mover plays a legal move and both get new views
    phones[mover].act(legal[0])
    for seat, phone in phones.items():
        check_view(session, seat, phone.recv(), cursor)
    assert phones[mover].recv(answers=True) == {"type": "settled", "error": None}  # the answer
    assert session.cursor == cursor + 1
    # an action legal before, now stale (out of turn), is refused
    phones[mover].act(legal[0])
    reply = phones[mover].recv()
    assert reply["type"] == "error"
    assert session.cursor == cursor + 1


def test_oversized_message_closes_only_that_phone(table: Owner) -> None:
    session = table.session
    mover, other = _turn(session)
    big, good = Phone(table.server, other), Phone(table.server, mover)
    big.recv(), good.recv()
    big.send(json.dumps({"type": "act", "action": {"type": "Draw", "x": "a" * 50_000}}))
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            big.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    good.act(good.last["legal"][0])  # type: ignore[index]
    check_view(session, mover, good.recv(), None)


def test_flooding_is_limited_and_does_not_stall_the_table(table: Owner) -> None:
    session = table.session
    mover, other = _turn(session)
    flooder, good = Phone(table.server, other), Phone(table.server, mover)
    flooder.recv(), good.recv()
    cursor = session.cursor
    for _ in range(60):
        flooder.act({"type": "Nope"})
    replies = [flooder.recv() for _ in range(24)]
    assert all(reply["type"] == "error" for reply in replies)
    assert any(reply["message"] == "too many messages" for reply in replies)
    good.act(good.last["legal"][0])  # type: ignore[index]
    check_view(session, mover, good.recv(), cursor)
    assert session.cursor == cursor + 1


def test_reconnect_resumes_and_takeover_replaces(table: Owner) -> None:
    session = table.session
    mover, other = _turn(session)
    first = Phone(table.server, other)
    check_view(session, other, first.recv(), None)
    first.ws.close()
    good = Phone(table.server, mover)
    good.recv()
    good.act(good.last["legal"][0])  # type: ignore[index]
    good.recv()
    again = Phone(table.server, other)  # reconnects after a change: the current view
    check_view(session, other, again.recv(), None)
    takeover = Phone(table.server, other)
    check_view(session, other, takeover.recv(), None)
    assert again.recv() == {"type": "replaced"}
    with pytest.raises(ConnectionClosed):
        again.recv()
    # the new device plays on and receives what it should
    with table.server.lock:
        actor = sorted(session.game.to_act(session.state).players)[0]
        session.act(actor, session.game.legal_actions(session.state, actor)[0])
        table.publish()
    check_view(session, other, takeover.recv(), None)


def test_a_page_resuming_by_itself_does_not_take_the_seat_back(table: Owner) -> None:
    session = table.session
    old = Phone(table.server, 1, "?page=old")
    old.recv()
    new = Phone(table.server, 1, "?page=new")  # another device opens the seat
    check_view(session, 1, new.recv(), None)
    assert old.recv() == {"type": "replaced"}
    with pytest.raises(ConnectionClosed) as closed:
        old.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == REPLACED
    stale = Phone(table.server, 1, "?page=old&resume=1")  # the old page's own reconnect
    assert stale.recv() == {"type": "replaced"}
    with pytest.raises(ConnectionClosed):
        stale.recv()
    again = Phone(table.server, 1, "?page=new&resume=1")  # the new page after a lost connection
    check_view(session, 1, again.recv(), None)
    assert new.recv() == {"type": "replaced"}
    assert table.server.connected == {1}


class Animating:
    """An owner whose table animates: taps wait (QUEUED) until `finish()` applies them."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.jobs: queue.Queue[Callable[[], None]] = queue.Queue()
        self.waiting: list[tuple[int, Any]] = []
        self.server = TableServer(session, [0, 1], self.submit, dispatch=self.jobs.put)

    def submit(self, seat: int, action: Any) -> str | None:
        self.waiting.append((seat, action))
        return QUEUED

    def finish(self) -> None:
        """The animation ends: the waiting taps are applied in order (as the controller does)."""
        apply = submit_to(Table(self.session), self.server.publish)
        while self.waiting:
            seat, action = self.waiting.pop(0)
            self.server.settled(seat, apply(seat, action))


def test_a_tap_during_an_animation_is_applied_after_it_without_sending_it_again() -> None:
    session = make_session("geheime-mission", 2, seed=1)
    owner = Animating(session)
    owner.server.start()
    try:
        owner.server.publish()
        mover = min(session.game.to_act(session.state).players)
        phone = Phone(owner.server, mover, "?page=a")
        legal = phone.recv()["legal"]
        phone.act(legal[0])
        owner.jobs.get(timeout=TIMEOUT)()
        assert phone.recv() == {"type": "queued"}
        phone.act(legal[1])  # a second tap while the first waits: refused at once
        assert phone.recv() == {"type": "error", "message": WAITING}
        assert owner.jobs.empty() and session.cursor == 0
        again = Phone(owner.server, mover, "?page=a&resume=1")  # reconnected meanwhile
        check_view(session, mover, again.recv(), None)
        assert again.recv() == {"type": "queued"}
        owner.finish()
        check_view(session, mover, again.recv(), 0)  # the new view, then the answer
        assert session.cursor == 1
        assert again.recv(answers=True) == {"type": "settled", "error": None}
        again.ws.close()
    finally:
        owner.server.stop()


def test_a_queued_tap_that_became_illegal_is_told_and_changes_nothing() -> None:
    session = make_session("geheime-mission", 2, seed=1)
    owner = Animating(session)
    owner.server.start()
    try:
        owner.server.publish()
        mover = min(session.game.to_act(session.state).players)
        phone = Phone(owner.server, mover)
        legal = phone.recv()["legal"]
        phone.act(legal[0])
        owner.jobs.get(timeout=TIMEOUT)()
        assert phone.recv() == {"type": "queued"}
        with owner.server.lock:  # the table moved on before the animation ended
            session.act(mover, session.game.codec.decode(legal[-1]))
            owner.server.publish()
        check_view(session, mover, phone.recv(), 0)
        owner.finish()
        assert phone.recv() == {"type": "settled", "error": "not your turn"}
        assert session.cursor == 1
        phone.act({"type": "Nope"})  # served on: the next answer is this one's, no view came
        assert phone.recv() == {"type": "error", "message": "not an action of this game"}
        owner.server.settled(mover, None)  # a stray settlement (nothing waits) is ignored
        phone.act({"type": "Nope"})
        assert phone.recv()["type"] == "error"
    finally:
        owner.server.stop()


def test_stop_closes_everything(table: Owner) -> None:
    server = table.server
    phone = Phone(server, 0)
    phone.recv()
    port = server.port
    server.stop()
    assert not server.running
    with pytest.raises(ConnectionClosed):
        phone.recv()
    with socket.socket() as probe:
        probe.settimeout(TIMEOUT)
        assert probe.connect_ex(("127.0.0.1", port)) != 0
    server.stop()  # twice is harmless


def test_start_up_does_not_import_the_server() -> None:
    """Only a game with phones imports the server (start-up time)."""
    code = (
        "import sys, spielesammlung.__main__, spielesammlung.ui.main_window; "
        "assert 'websockets' not in sys.modules, 'websockets imported at start'; "
        "assert 'spielesammlung.core.table_server' not in sys.modules"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=120)


def test_a_stalled_owner_gets_the_phone_an_error_and_the_late_job_does_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(table_server, "ANSWER_TIMEOUT", 0.2)
    session = make_session("geheime-mission", 2, seed=1)
    held: list[Callable[[], None]] = []
    server = TableServer(
        session, [0, 1], submit_to(Table(session), lambda: None), dispatch=held.append
    )
    server.start()
    try:
        server.publish()
        mover = min(session.game.to_act(session.state).players)
        phone = Phone(server, mover)
        phone.act(phone.recv()["legal"][0])
        assert phone.recv() == {"type": "error", "message": "the table did not answer"}
        (late,) = held
        late()  # the owner wakes up: the refused action must not happen any more
        assert session.cursor == 0
        phone.act({"type": "Nope"})  # the phone is still served
        assert phone.recv()["type"] == "error"
    finally:
        server.stop()


def test_stop_while_the_owner_holds_a_tap_answers_it_and_the_tap_never_happens() -> None:
    """The owner stops the server instead of running a tap it was handed (the game closes)."""
    session = make_session("geheime-mission", 2, seed=1)
    held: queue.Queue[Callable[[], None]] = queue.Queue()
    server = TableServer(
        session, [0, 1], submit_to(Table(session), lambda: None), dispatch=held.put
    )
    server.start()
    server.publish()
    mover = min(session.game.to_act(session.state).players)
    phone = Phone(server, mover)
    phone.act(phone.recv()["legal"][0])
    late = held.get(timeout=TIMEOUT)
    server.stop()  # does not wait for the answer that will never come
    assert not server.running
    late()
    assert session.cursor == 0
    with pytest.raises(ConnectionClosed):
        while True:
            phone.recv()


def test_presence_is_reported_on_the_owners_side() -> None:
    session = make_session("checkpoint-charlie", 3, seed=1)
    seen: queue.Queue[tuple[int, bool]] = queue.Queue()
    server = TableServer(
        session,
        [0, 1, 2],
        submit_to(Table(session), lambda: None),
        on_presence=lambda *p: seen.put(p),
    )
    server.start()
    try:
        first = Phone(server, 1)
        assert seen.get(timeout=TIMEOUT) == (1, True)
        assert server.connected == {1}
        Phone(server, 1)  # a takeover: the seat stays connected
        first.ws.close()
        second = Phone(server, 2)
        assert seen.get(timeout=TIMEOUT) == (2, True)
        second.ws.close()
        assert seen.get(timeout=TIMEOUT) == (2, False)
        assert server.connected == {1}
    finally:
        server.stop()


def test_a_busy_port_is_reported(table: Owner) -> None:
    submit = submit_to(Table(table.session), lambda: None)
    other = TableServer(table.session, [0], submit, port=table.server.port)
    with pytest.raises(OSError):
        other.start()
    assert not other.running
    other.stop()  # harmless


def test_kept_tokens_are_the_seats_and_the_others_are_made_new() -> None:
    """A server handed the tokens of an earlier one (the same game resumed or played again)
    takes the old links; a seat without a kept token gets a fresh one."""
    session = make_session("checkpoint-charlie", 3, seed=1)
    kept = {0: "a" * 24, 2: "b" * 24, 5: "c" * 24}  # seat 5 is not at this table
    server = TableServer(session, [0, 1, 2], submit_to(Table(session), lambda: None), tokens=kept)
    assert server.tokens[0] == kept[0] and server.tokens[2] == kept[2]
    assert set(server.tokens) == {0, 1, 2} and len(server.tokens[1]) >= 24
    server.start()
    try:
        server.publish()
        phone = Phone(server, 2)
        assert server.ws_url(2).endswith("/ws/" + "b" * 24) and phone.recv()["seat"] == 2
        phone.ws.close()
    finally:
        server.stop()
