"""Whole games on the board page (issue 26): Spion & Spion, Checkpoint Charlie and Allianz
played to their end in a real browser against the host's computer players, by click and by
keys, the board checked against the seat's view before every move (Heimlich and Geheime
Mission: tests/net/test_board_browser.py). On 127.0.0.1; bounded in moves and time."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.net.board_driver import (
    NEEDS_CHROMIUM,
    browser_at,
    count,
    join,
    page,
    play_on,
    press,
    run_computers,
    wait,
)

pytestmark = NEEDS_CHROMIUM
ALLIANZ_TURNS = 60  # the page's moves in Allianz at most


@pytest.mark.parametrize(
    ("game_id", "places", "seed", "language"),
    [
        ("spion-und-spion", "RC", 41, "de"),
        ("checkpoint-charlie", "RCC", 42, "en"),
    ],
)
def test_a_whole_game_in_the_browser(
    game_id: str, places: str, seed: int, language: str, shots: Path
) -> None:
    with browser_at(game_id, places, seed, language) as (table, browser):
        join(browser, table, 0)
        computers = run_computers(table)
        played = play_on(browser, table, 0, 200, seed)
        wait(lambda: page(browser)[3] == "over", "the end")
        session = table.session
        assert session.result is not None and played > 5
        assert {entry.player for entry in session.played} == set(range(len(places)))
        turn = browser.execute_script("return document.getElementById('turn').textContent")
        assert turn == ("Spielende" if language == "de" else "Game over")
        browser.save_screenshot(str(shots / f"board-{game_id}-{language}-whole.png"))
    computers.join(10)


def test_allianz_in_the_browser_to_its_end_or_far_into_it(shots: Path) -> None:
    """Two players, by click: the game ends (with this seed the computer takes the page's
    last piece after about 20 of its moves); were it to go on, the page's 60 moves, each
    one taken by the host, are the bound."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    with browser_at("allianz", "RC", 43, "en") as (table, browser):
        join(browser, table, 0)
        computers = run_computers(table)
        played = play_on(browser, table, 0, ALLIANZ_TURNS, 43, keys=False)
        session = table.session
        mine = [entry for entry in session.played if entry.player == 0]
        assert len(mine) >= played > 10
        if session.result is None:
            assert played == ALLIANZ_TURNS
            return
        wait(lambda: page(browser)[3] == "over", "the end")
        browser.save_screenshot(str(shots / "board-allianz-en-whole.png"))
        # a game without secrets offers its replay as such; its end is the end's board
        offered = "return document.body.dataset.replay"
        wait(lambda: browser.execute_script(offered) == "offered", "the replay", 60)
        button = browser.find_element(By.ID, "replay-open")
        assert button.text == "Replay of the game"
        button.click()
        press(browser, Keys.END)
        assert int(browser.execute_script("return document.body.dataset.replayStep")) == len(
            session.played
        )
        final = session.game.view_for(session.state, None)
        pieces = sum(1 for party in final.board if party >= 0)
        assert count(browser, "#board image[href^='/art/allianz-piece']") == pieces
        browser.save_screenshot(str(shots / "replay-allianz-en-end.png"))
    computers.join(10)
