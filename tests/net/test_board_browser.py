"""The board page in a real browser (issue 26): Debian's chromium driven by Selenium joins a
hosted table on 127.0.0.1 with its seat's code, draws the whole board of each game from the
view it receives, and plays by click and by keys (arrows, Enter, number keys).

Skipped when chromium, chromedriver or selenium are missing here. Screenshots go to the test's
tmp folder (SPIELESAMMLUNG_SHOTS: a folder to keep them).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from spielesammlung.core.jsonable import jsonable
from spielesammlung.net.client import Client, play_seat
from spielesammlung.net.host import HostedTable
from tests.net.board_driver import (
    NEEDS_CHROMIUM,
    choices,
    count,
    hosted,
    join,
    open_browser,
    page,
    shown,
    spots,
    wait,
)
from tests.net.test_play_across_computers import check_everything_received

pytestmark = NEEDS_CHROMIUM
GAME_SECONDS = 240.0  # a whole game at most
TURNS = 200  # the page's own moves in a whole game at most
#: (game, places, seed, language) of the drawing tests: each game once, both languages
GAMES = [
    ("heimlich", "RC", 3, "en"),
    ("geheime-mission", "RC", 4, "de"),
    ("spion-und-spion", "RC", 5, "en"),
    ("checkpoint-charlie", "RCC", 6, "de"),
    ("allianz", "RCCC", 7, "en"),
]


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("SPIELESAMMLUNG_SHOTS", tmp_path))


def run_computers(table: HostedTable) -> threading.Thread:
    """The host's computer seats play (until the game ends or the table stops)."""

    def play() -> None:
        with contextlib.suppress(Exception):  # stopped under it; the test reports what it sees
            table.play(GAME_SECONDS)

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


def my_turn(browser: Any, table: HostedTable) -> bool:
    """The page shows the current position and either its choices or the end."""
    if not shown(browser, table):
        return False
    return bool(choices(browser)) or page(browser)[3] == "over"


def check_drawn(browser: Any, table: HostedTable, seat: int) -> None:
    """The board drawn is the seat's view now: its pieces and the choices' targets."""
    session = table.session
    with table.changed:
        at = session.cursor
        view = jsonable(session.game.view_for(session.state, seat))
    assert page(browser)[0] == at
    drawn = spots(browser)
    listed = browser.execute_script(
        "return [...document.querySelectorAll('#choices button')].map(b => b.dataset.target)"
    )
    marked = {s["target"] for s in drawn if "target" in s["cls"].split()}
    if not browser.execute_script("return document.body.dataset.picked"):
        assert marked == {t for t in listed if t}
    game = session.game_id
    kinds = [s["target"].split("-")[0] for s in drawn]
    if game == "heimlich":
        assert kinds == ["square"] * 64
        corner = next(s for s in drawn if s["target"] == "square-0")  # a1 bottom left
        assert (corner["x"], corner["y"], corner["w"]) == (40, 740, 100)
        assert count(browser, "#board image.stone") == 64 - view["board"].count(".")
    elif game == "geheime-mission":
        assert kinds == ["column"] * 7
        assert [s["x"] for s in drawn] == sorted(s["x"] for s in drawn)
        assert count(browser, "#board image.die") == sum(len(c) for c in view["columns"])
    elif game == "spion-und-spion":
        shown_spies = [s for s in view["spies"] if s["where"] >= 0 or s["where"] in (-1, -3)]
        assert kinds.count("spy") == len(shown_spies)
        assert kinds.count("field") == len(session.state.board.fields)
    elif game == "checkpoint-charlie":
        assert kinds.count("cat") == sum(len(p["row"]) for p in view["players"])
        assert kinds.count("deck") == 1
    else:
        pieces = sum(1 for party in view["board"] if party >= 0)
        assert count(browser, "#board image[href^='/art/allianz-piece']") == pieces


def focus_board(browser: Any) -> None:
    browser.execute_script("document.getElementById('board-box').focus()")


def press(browser: Any, *keys: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).send_keys(*keys).perform()


def steer(browser: Any, target: str) -> None:
    """Move the page's cursor onto `target` by arrow keys (bounded)."""
    from selenium.webdriver.common.keys import Keys

    focus_board(browser)
    for _ in range(80):
        here = browser.execute_script("return document.body.dataset.cursor")
        if here == target:
            return
        places = {s["target"]: s for s in reversed(spots(browser))}
        a, b = places[here], places[target]
        dx = b["x"] + b["w"] / 2 - a["x"] - a["w"] / 2
        dy = b["y"] + b["h"] / 2 - a["y"] - a["h"] / 2
        if abs(dx) >= abs(dy):
            press(browser, Keys.ARROW_RIGHT if dx > 0 else Keys.ARROW_LEFT)
        else:
            press(browser, Keys.ARROW_DOWN if dy > 0 else Keys.ARROW_UP)
    pytest.fail(f"the cursor did not reach {target}")


def sent(browser: Any, at: int) -> bool:
    now, state, _, _ = page(browser)
    return state == "sent" or now != at


def spot(browser: Any, target: str) -> Any:
    from selenium.webdriver.common.by import By

    return browser.find_elements(By.CSS_SELECTOR, f"#board rect.spot[data-target='{target}']")[-1]


def pick_listed(browser: Any, wanted: str, by_keys: bool) -> None:
    """Choose the listed choice `wanted`: its number key, or a click on its button."""
    from selenium.webdriver.common.by import By

    listed = choices(browser)
    position = listed.index(wanted)
    if by_keys and position < 9:
        press(browser, str(position + 1))
    else:
        button = browser.find_element(By.CSS_SELECTOR, f"#choices button[data-id='{wanted}']")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()


def play_move(browser: Any, rng: random.Random, by_keys: bool) -> str:
    """Play one listed choice (a safe one if there is one) on the board; returns its id."""
    from selenium.webdriver.common.keys import Keys

    listed = browser.execute_script(
        "return [...document.querySelectorAll('#choices button')].map(b =>"
        " [b.dataset.id, b.dataset.target, b.classList.contains('danger')])"
    )
    wanted, target, danger = rng.choice([c for c in listed if not c[2]] or listed)
    at = page(browser)[0]
    if target:
        if by_keys:
            steer(browser, target)
            press(browser, Keys.ENTER)
        else:
            spot(browser, target).click()
        if not sent(browser, at):
            assert browser.execute_script("return document.body.dataset.picked") == target
    for _ in range(2 if danger else 1):  # a dangerous choice asks for a second press
        if not sent(browser, at):
            pick_listed(browser, wanted, by_keys)
    wait(lambda: sent(browser, at), f"the move {wanted} sent")
    return str(wanted)


def play_on(browser: Any, table: HostedTable, seat: int, turns: int, seed: int) -> int:
    """Play the seat's moves, by click and by keys in turn, checking the board before each,
    until the game ends or `turns` moves are played; returns the moves played."""
    rng = random.Random(seed)
    played = 0
    deadline = time.monotonic() + GAME_SECONDS
    while played < turns and table.session.result is None:
        wait(lambda: my_turn(browser, table), "its turn", GAME_SECONDS / 4)
        if page(browser)[3] == "over":
            break
        check_drawn(browser, table, seat)
        play_move(browser, rng, by_keys=played % 2 == 1)
        played += 1
        assert time.monotonic() < deadline, "the game took too long"
    return played


@pytest.mark.parametrize(("game_id", "places", "seed", "language"), GAMES)
def test_each_board_is_drawn_from_the_view_and_takes_moves(
    game_id: str, places: str, seed: int, language: str, shots: Path
) -> None:
    table = hosted(game_id, places, seed)
    browser = open_browser(language)
    try:
        join(browser, table, 0)
        computers = run_computers(table)
        wait(lambda: my_turn(browser, table), "its first turn")
        check_drawn(browser, table, 0)
        browser.save_screenshot(str(shots / f"board-{game_id}-{language}-start.png"))
        assert play_on(browser, table, 0, 4, seed) == 4
        wait(lambda: my_turn(browser, table), "its turn again")
        check_drawn(browser, table, 0)
        assert table.session.played and {e.player for e in table.session.played} >= {0}
        said = browser.execute_script("return document.body.dataset.said")
        assert said.startswith("Move " if language == "en" else "Zug ")  # the last move, said
        words = json.loads(browser.execute_script("return JSON.stringify(document.title)"))
        assert words.endswith("Spielesammlung")
        browser.save_screenshot(str(shots / f"board-{game_id}-{language}.png"))
    finally:
        browser.quit()
        table.stop()
    computers.join(10)


def test_an_allianz_move_ends_on_the_square_clicked(shots: Path) -> None:
    table = hosted("allianz", "RCCC", 8)
    browser = open_browser("de")
    try:
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
    finally:
        browser.quit()
        table.stop()


def test_a_whole_heimlich_game_by_clicks_and_keys(shots: Path) -> None:
    table = hosted("heimlich", "RC", 11)
    browser = open_browser("de")
    try:
        join(browser, table, 0)
        computers = run_computers(table)
        played = play_on(browser, table, 0, TURNS, 11)
        wait(lambda: page(browser)[3] == "over", "the end")
        assert table.session.result is not None and played > 10
        turn = browser.execute_script("return document.getElementById('turn').textContent")
        assert turn == "Spielende"  # the catalogue's German
        browser.save_screenshot(str(shots / "board-heimlich-de-end.png"))
    finally:
        browser.quit()
        table.stop()
    computers.join(10)


def test_the_browser_and_a_desktop_client_play_one_host(shots: Path) -> None:
    """A whole Geheime Mission game (a game with secrets): seat 0 in the browser, seat 1 a
    headless client (as the second desktop would be), both at one host."""
    table = hosted("geheime-mission", "RR", 12)
    browser = open_browser("en")
    client = Client(f"127.0.0.1:{table.server.port}", table.server.rooms[1])
    failures: list[BaseException] = []
    try:
        join(browser, table, 0)
        client.join()
        from spielesammlung.core import registry

        bot = registry.entry("geheime-mission").bots()["easy"]()

        def decide() -> None:
            try:
                play_seat(client, bot, random.Random(12), GAME_SECONDS)
            except BaseException as error:  # reported below
                failures.append(error)

        thread = threading.Thread(target=decide, daemon=True)
        thread.start()
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
    finally:
        browser.quit()
        table.stop()
    computers.join(10)


def test_a_wrong_code_is_refused_on_the_page() -> None:
    from selenium.webdriver.common.by import By

    table = hosted("heimlich", "RC", 1)
    browser = open_browser("de")
    try:
        browser.get(f"http://127.0.0.1:{table.server.port}/#XXXX")
        error = browser.find_element(By.ID, "join-error")
        wait(lambda: error.is_displayed(), "the refusal")
        assert error.text == "Der Gastgeber hat diesen Code nicht angenommen."
        assert browser.execute_script("return location.hash") == ""
    finally:
        browser.quit()
        table.stop()


def test_a_spectator_watches_the_board_without_choices() -> None:
    table = hosted("heimlich", "RC", 13)
    browser = open_browser("en")
    try:
        browser.get(f"http://127.0.0.1:{table.server.port}/#{table.server.spectator_code}")
        wait(lambda: page(browser)[0] >= 0, "a view")
        assert len(spots(browser)) == 64 and choices(browser) == []
        name = browser.execute_script("return document.getElementById('name').textContent")
        assert name == "Watching"
        assert not [s for s in spots(browser) if "target" in s["cls"].split()]
    finally:
        browser.quit()
        table.stop()
