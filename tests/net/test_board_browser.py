"""The board page in a real browser (issue 26): Debian's chromium driven by Selenium joins a
hosted table on 127.0.0.1 with its seat's code, draws the whole board of each game from the
view it receives, and plays by click and by keys (arrows, Enter, number keys).

Skipped when chromium, chromedriver or selenium are missing here. Screenshots go to the test's
tmp folder (SPIELESAMMLUNG_SHOTS: a folder to keep them).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spielesammlung.net.client import Client
from tests.net.board_driver import (
    GAME_SECONDS,
    NEEDS_CHROMIUM,
    TURNS,
    browser_at,
    check_drawn,
    choices,
    join,
    my_turn,
    page,
    play_on,
    run_computers,
    spot,
    spots,
    wait,
)
from tests.net.test_play_across_computers import check_everything_received, player

pytestmark = NEEDS_CHROMIUM
#: (game, places, seed, language) of the drawing tests: each game once, both languages
GAMES = [
    ("heimlich", "RC", 3, "en"),
    ("geheime-mission", "RC", 4, "de"),
    ("spion-und-spion", "RC", 5, "en"),
    ("checkpoint-charlie", "RCC", 6, "de"),
    ("allianz", "RCCC", 7, "en"),
]


@pytest.mark.parametrize(("game_id", "places", "seed", "language"), GAMES)
def test_each_board_is_drawn_from_the_view_and_takes_moves(
    game_id: str, places: str, seed: int, language: str, shots: Path
) -> None:
    with browser_at(game_id, places, seed, language) as (table, browser):
        join(browser, table, 0)
        computers = run_computers(table)
        wait(lambda: my_turn(browser, table), "its first turn")
        assert check_drawn(browser, table, 0)
        browser.save_screenshot(str(shots / f"board-{game_id}-{language}-start.png"))
        assert play_on(browser, table, 0, 4, seed) == 4
        wait(lambda: my_turn(browser, table), "its turn again")
        assert check_drawn(browser, table, 0)
        assert table.session.played and {e.player for e in table.session.played} >= {0}
        said = browser.execute_script("return document.body.dataset.said")
        assert said.startswith("Move " if language == "en" else "Zug ")  # the last move, said
        words = json.loads(browser.execute_script("return JSON.stringify(document.title)"))
        assert words.endswith("Spielesammlung")
        browser.save_screenshot(str(shots / f"board-{game_id}-{language}.png"))
    computers.join(10)


def test_an_allianz_move_ends_on_the_square_clicked(shots: Path) -> None:
    with browser_at("allianz", "RCCC", 8, "de") as (table, browser):
        join(browser, table, 0)
        wait(lambda: my_turn(browser, table), "its first turn")
        pieces = [s for s in spots(browser) if "target" in s["cls"].split()]
        spot(browser, pieces[0]["target"]).click()
        ends = [s for s in spots(browser) if "target" in s["cls"].split()]
        picked = [s for s in spots(browser) if "picked" in s["cls"].split()]
        assert [s["target"] for s in picked] == [pieces[0]["target"]]
        assert ends and len(choices(browser)) >= len(ends)  # one move a square at least
        browser.save_screenshot(str(shots / "board-allianz-picked.png"))
        at = page(browser)[0]
        spot(browser, ends[0]["target"]).click()
        wait(lambda: page(browser)[0] > at, "the move played")
        last = table.session.played[at]
        assert last.player == 0
        assert f"square-{last.action.path[-1]}" == ends[0]["target"]


def test_a_whole_heimlich_game_by_clicks_and_keys(shots: Path) -> None:
    with browser_at("heimlich", "RC", 11, "de") as (table, browser):
        join(browser, table, 0)
        computers = run_computers(table)
        played = play_on(browser, table, 0, TURNS, 11)
        wait(lambda: page(browser)[3] == "over", "the end")
        assert table.session.result is not None and played > 10
        turn = browser.execute_script("return document.getElementById('turn').textContent")
        assert turn == "Spielende"  # the catalogue's German
        browser.save_screenshot(str(shots / "board-heimlich-de-end.png"))
    computers.join(10)


def test_the_browser_and_a_desktop_client_play_one_host(shots: Path) -> None:
    """A whole Geheime Mission game (a game with secrets): seat 0 in the browser, seat 1 a
    headless client (as the second desktop would be), both at one host."""
    with browser_at("geheime-mission", "RR", 12, "en") as (table, browser):
        client = Client(f"127.0.0.1:{table.server.port}", table.server.rooms[1])
        failures: list[BaseException] = []
        join(browser, table, 0)
        client.join()
        thread = player(client, 12, failures, GAME_SECONDS)
        computers = run_computers(table)
        played = play_on(browser, table, 0, TURNS, 12)
        wait(lambda: page(browser)[3] == "over", "the end")
        thread.join(GAME_SECONDS)
        assert not failures
        session = table.session
        assert session.result is not None and played > 5
        assert {e.player for e in session.played} == {0, 1}
        check_everything_received(session, client)
        browser.save_screenshot(str(shots / "board-geheime-mission-en-end.png"))
    computers.join(10)


def test_a_wrong_code_is_refused_on_the_page() -> None:
    from selenium.webdriver.common.by import By

    with browser_at("heimlich", "RC", 1, "de") as (table, browser):
        browser.get(f"http://127.0.0.1:{table.server.port}/#XXXX")
        error = browser.find_element(By.ID, "join-error")
        wait(lambda: error.is_displayed(), "the refusal")
        assert error.text == "Der Gastgeber hat diesen Code nicht angenommen."
        assert browser.execute_script("return location.hash") == ""


def test_a_spectator_watches_the_board_without_choices() -> None:
    with browser_at("heimlich", "RC", 13, "en") as (table, browser):
        browser.get(f"http://127.0.0.1:{table.server.port}/#{table.server.spectator_code}")
        wait(lambda: page(browser)[0] >= 0, "a view")
        assert len(spots(browser)) == 64 and choices(browser) == []
        name = browser.execute_script("return document.getElementById('name').textContent")
        assert name == "Watching"
        assert not [s for s in spots(browser) if "target" in s["cls"].split()]
