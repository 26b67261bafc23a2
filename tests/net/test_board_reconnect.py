"""The board page comes back (issue 26): a browser whose connection is lost, or whose host was
stopped and started again from its save with the same codes, rejoins its seat with the same
code by itself and plays on; a page whose seat another device took says so and stays away.
All on 127.0.0.1; every wait is bounded."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from spielesammlung.core import registry, saves
from spielesammlung.core.catalogue import text
from spielesammlung.core.label import translate
from spielesammlung.core.saves import Hosted
from spielesammlung.net.client import Client
from spielesammlung.net.host import HostedTable
from tests.net.board_driver import (
    NEEDS_CHROMIUM,
    browser_at,
    check_drawn,
    count,
    hosted,
    join,
    my_turn,
    open_browser,
    page,
    play_on,
    run_computers,
    wait,
)

pytestmark = NEEDS_CHROMIUM
BACK = 30.0  # seconds the page may take to come back (it waits up to 5 s between tries)


def joins(browser: Any) -> int:
    """How many times the page was welcomed at its table."""
    return int(browser.execute_script("return document.body.dataset.joins || '0'"))


def test_a_page_whose_connection_is_cut_rejoins_its_seat_and_plays_on() -> None:
    with browser_at("heimlich", "RC", 31, "en") as (table, browser):
        server = table.server
        join(browser, table, 0)
        computers = run_computers(table)
        assert play_on(browser, table, 0, 2, 31) == 2
        cut = server._phones[0].connection
        assert server._loop is not None
        server._loop.call_soon_threadsafe(cut.transport.abort)  # no closing handshake
        wait(lambda: joins(browser) == 2 and page(browser)[2] == "online", "its return", BACK)
        assert server.connected == {0} and server._phones[0].connection is not cut
        wait(lambda: my_turn(browser, table), "its turn after the return")
        assert check_drawn(browser, table, 0)
        assert play_on(browser, table, 0, 2, 32) == 2
    computers.join(10)


def stopped(table: HostedTable, folder: Path) -> Path:
    """`table` saved as the app saves a hosted game (the seats keep their codes, the save the
    port and the spectator code), then stopped; the save's path."""
    server = table.server
    with table.changed:
        session = table.session
        session.seats = tuple(
            replace(seat, code=server.rooms[i]) if i in server.rooms else seat
            for i, seat in enumerate(session.seats)
        )
        path = folder / "hosted.spiel"
        saves.save(session, path, hosted=Hosted(server.port, server.spectator_code))
    table.stop()
    return path


def started_again(path: Path) -> HostedTable:
    """The game of the save at `path` hosted again, as the app resumes it."""
    resumed = saves.load(path)
    kept = saves.kept(path)[1]
    assert kept is not None
    codes = {i: seat.code for i, seat in enumerate(resumed.seats) if seat.code is not None}
    factory = registry.entry(resumed.game_id).bots()["easy"]
    bots = {i: factory() for i, seat in enumerate(resumed.seats) if seat.is_computer}
    again = HostedTable(
        resumed, bots, 7, port=kept.port, codes=codes, spectator_code=kept.spectator
    )
    again.start()
    return again


def test_a_page_rejoins_a_host_started_again_from_its_save(tmp_path: Path, shots: Path) -> None:
    """Geheime Mission (a game with secrets): after the host's return the page shows its own
    view again, its mission card included, and plays on."""
    table = hosted("geheime-mission", "RC", 33)
    browser = open_browser("de")
    again = None
    try:
        join(browser, table, 0)
        run_computers(table)
        assert play_on(browser, table, 0, 3, 33) == 3
        wait(lambda: my_turn(browser, table), "its turn")
        port, codes = table.server.port, dict(table.server.rooms)
        path = stopped(table, tmp_path)
        wait(lambda: page(browser)[2] == "offline", "the lost connection")
        link = browser.execute_script("return document.getElementById('link').textContent")
        assert link == german("Connection lost. Reconnecting…")
        again = started_again(path)
        assert (again.server.port, again.server.rooms) == (port, codes)
        run_computers(again)
        wait(lambda: joins(browser) == 2 and page(browser)[2] == "online", "its return", BACK)
        wait(lambda: my_turn(browser, again), "its turn at the host started again")
        assert check_drawn(browser, again, 0)
        assert count(browser, "#board image[href='/art/mission-card.svg']") == 1  # its secret
        assert again.server.connected == {0}
        at = again.session.cursor
        assert play_on(browser, again, 0, 2, 34) == 2
        assert again.session.cursor > at and again.session.played[at].player == 0
        browser.save_screenshot(str(shots / "board-geheime-mission-de-rejoined.png"))
    finally:
        browser.quit()
        table.stop()
        if again is not None:
            again.stop()


def german(source: str) -> str:
    return text(translate("Board", source), "de")


def test_a_page_whose_seat_another_device_took_says_so_and_stays_away() -> None:
    table = hosted("heimlich", "RC", 35)
    browser = open_browser("en")
    other = Client(f"127.0.0.1:{table.server.port}", table.server.rooms[0])
    try:
        join(browser, table, 0)
        other.join()  # the same code typed on another computer: the seat goes there
        wait(lambda: page(browser)[2] == "replaced", "the seat taken")
        link = browser.execute_script("return document.getElementById('link').textContent")
        assert link == "This seat is played on another device now."
        time.sleep(1.5)  # three times what the page waits before it tries again
        assert joins(browser) == 1 and page(browser)[2] == "replaced"
        assert table.server._phones[0].page == other.id
    finally:
        other.close()
        browser.quit()
        table.stop()
