"""The board page at a table server (issue 26): the server serves the page as a host at home
does; a browser joins a table there with the table's code and its seat's (chromium driven by
Selenium on 127.0.0.1), beside a desktop client at the same table, and plays a whole game.

Skipped when chromium, chromedriver or selenium are missing here.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from spielesammlung.net.client import Client, create_table
from spielesammlung.server.hub import Hub
from spielesammlung.server.tables import ServedTable
from tests.net.board_driver import (
    GAME_SECONDS,
    NEEDS_CHROMIUM,
    TURNS,
    choices,
    open_browser,
    page,
    play_move,
    wait,
)
from tests.net.test_play_across_computers import check_everything_received, player

pytestmark = NEEDS_CHROMIUM
GAME = "geheime-mission"


def my_turn(browser: Any, table: ServedTable) -> bool:
    """The page shows the table's current position and either its choices or the end."""
    at, state, _, result = page(browser)
    if at != table.session.cursor or state != "ready":
        return False
    return bool(choices(browser)) or result == "over"


def test_a_browser_and_a_desktop_client_play_a_whole_game_at_a_table_server(
    hub: Hub,
    shots: Path,
) -> None:
    from selenium.webdriver.common.by import By

    address = f"127.0.0.1:{hub.port}"
    made = create_table(address, GAME, ("Anna", "Bert"), ("remote", "remote"))
    table = hub.tables[made.table]
    browser_code, desktop_code = (str(code) for code in made.codes)  # "TABL-SEAT"
    client = Client(address, desktop_code)
    failures: list[BaseException] = []
    browser = open_browser("en")
    try:
        browser.get(f"http://{address}/")
        wait(lambda: browser.find_element(By.ID, "code").is_displayed(), "the code form")
        browser.find_element(By.ID, "code").send_keys(browser_code.lower())
        browser.find_element(By.ID, "join-go").click()
        wait(lambda: page(browser)[0] >= 0, "a view")
        client.join()
        thread = player(client, 3, failures, GAME_SECONDS)
        rng = random.Random(3)
        played = 0
        deadline = time.monotonic() + GAME_SECONDS
        while played < TURNS and table.session.result is None:
            wait(lambda: my_turn(browser, table) or table.session.result is not None,
                 "its turn", GAME_SECONDS / 4)  # fmt: skip
            if table.session.result is not None:
                break
            if play_move(browser, rng, by_keys=played % 2 == 1):
                played += 1
            assert time.monotonic() < deadline, "the game took too long"
        wait(lambda: page(browser)[3] == "over", "the end")
        thread.join(GAME_SECONDS)
        assert not failures
        session = table.session
        assert session.result is not None and played > 5
        assert {entry.player for entry in session.played} == {0, 1}
        assert check_everything_received(session, client) > 5  # and none carried "board"
        browser.save_screenshot(str(shots / "server-board-geheime-mission-end.png"))
        offered = "return document.body.dataset.replay"  # the replay, as at a host at home
        wait(lambda: browser.execute_script(offered) == "offered", "the replay", 60)
        browser.find_element(By.ID, "replay-open").click()
        steps = "return document.querySelectorAll('#replay-steps button').length"
        assert browser.execute_script(steps) == 4
        assert browser.find_element(By.ID, "replay-where").text == f"Move 0 of {session.cursor}"
    finally:
        browser.quit()
        client.close()
