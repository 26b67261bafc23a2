"""The phone page in a real browser (issue 15): Debian's chromium driven by Selenium plays a
Checkpoint Charlie round from a phone-sized window (390x844) against the table server, and
the page's way back to the app's table after "Play again" and resuming (issue 23).

Skipped when chromium, chromedriver or selenium are missing here; scripts/setup.sh --test (and
so CI) installs them. Screenshots go to the test's tmp folder (SPIELESAMMLUNG_SHOTS: a folder
to keep them).
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table_server import TableServer, submit_to
from spielesammlung.games.checkpoint.state import Draw
from spielesammlung.phone import presenter

webdriver = pytest.importorskip("selenium.webdriver")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None, reason="chromium and chromium-driver are not installed"
)
WAIT = 15.0
WAIT_MS = int(WAIT * 1000)


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def browser(language: str) -> Iterator[Any]:
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--lang={language}"):
        options.add_argument(argument)
    options.add_argument("--window-size=390,844")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    driver.set_window_size(390, 844)
    yield driver
    driver.quit()


def wait(predicate: Any, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not predicate():
        if time.monotonic() > deadline:
            pytest.fail(f"the page did not show {what}")
        time.sleep(0.05)


def test_a_checkpoint_round_in_the_browser(browser: Any, language: str, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    shots = Path(os.environ.get("SPIELESAMMLUNG_SHOTS", tmp_path))
    names = ("Anna", "Bert", "Clara")
    session = Session(
        "checkpoint-charlie",
        registry.entry("checkpoint-charlie").rules(),
        Setup(names, {}),
        7,
        [Seat()] * 3,
    )
    game = session.game
    server = TableServer(
        session,
        range(3),
        submit_to(session, lambda: server.publish()),
        present=presenter(session.game_id, names),
    )
    server.start()
    try:
        server.publish()
        browser.get(server.url(0))

        def shown() -> int:
            at = browser.find_element(By.TAG_NAME, "body").get_attribute("data-at")
            return int(at) if at else -1

        def synced() -> bool:
            with server.lock:
                return shown() == session.cursor

        wait(synced, "the first view")
        title = browser.find_element(By.ID, "turn-title").text.lower()
        assert title == ("du bist dran" if language == "de" else "your turn")
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390  # nothing wider than the phone
        browser.save_screenshot(str(shots / f"phone-clue-{language}.png"))
        clicks = 0
        for _ in range(400):
            with server.lock:
                if session.state.round > 1 or session.result is not None:
                    break
                pending = sorted(game.to_act(session.state).players)
                others = [p for p in pending if p != 0]
                if others or not pending:  # the other players act at the table (directly)
                    player = others[0] if others else 0
                    legal = game.legal_actions(session.state, player)
                    if player == 0 or not legal:
                        break
                    session.act(player, Draw() if Draw() in legal else legal[0])
                    server.publish()
                    continue
            wait(synced, "the current view")
            buttons = browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
            assert buttons, "the player must act but the page offers nothing"
            for button in buttons:  # big enough to tap
                assert button.size["height"] >= 44
            draw = [b for b in buttons if b.text in ("Draw a card", "Karte ziehen")]
            before = session.cursor
            (draw or buttons)[0].click()
            clicks += 1
            wait(lambda b=before: session.cursor > b, "the table taking the tap")
            if clicks == 2:
                wait(synced, "the view after the tap")
                browser.save_screenshot(str(shots / f"phone-turn-{language}.png"))
        assert clicks >= 2 and session.state.round > 1  # a whole round was played
        wait(synced, "the next round")
        assert browser.find_element(By.ID, "info").text  # the last round's chief is told
        browser.save_screenshot(str(shots / f"phone-round2-{language}.png"))
    finally:
        server.stop()


@pytest.mark.parametrize("language", ["de"])
def test_the_open_page_comes_back_after_play_again_and_resuming(
    browser: Any, qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23: the phone's page stays open and reconnects by itself to the game played again
    (Anna reseated) and to the game resumed from the start page, with the same link."""
    from selenium.webdriver.common.by import By

    from spielesammlung.core.seats import PHONE
    from spielesammlung.ui import phones

    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    names = ("Anna", "Bert", "Clara")
    game = registry.entry("checkpoint-charlie").rules()
    seats = [Seat(place=PHONE)] * 3
    window.start_game(
        Session("checkpoint-charlie", game, Setup(names, {}), 7, seats),
        window.autosaves.new_path("checkpoint-charlie"),
    )
    browser.get(window.phones.url(0))

    def page(name: str, at: int) -> bool:
        body = browser.find_element(By.TAG_NAME, "body")
        link = browser.find_element(By.ID, "link")
        return (
            body.get_attribute("data-at") == str(at)
            and browser.find_element(By.ID, "name").text == name
            and "on" in (link.get_attribute("class") or "").split()
        )

    def act() -> None:
        session = window.controller.session
        before = session.cursor
        browser.find_elements(By.CSS_SELECTOR, "#actions button.act")[0].click()
        qtbot.waitUntil(lambda: session.cursor > before, timeout=WAIT_MS)

    qtbot.waitUntil(lambda: page("Anna", 0), timeout=WAIT_MS)
    act()
    qtbot.waitUntil(lambda: page("Anna", 1), timeout=WAIT_MS)
    window.play_again((1, 2, 0))  # Anna sits last now
    assert window.controller.session.setup.players[2] == "Anna"
    qtbot.waitUntil(lambda: page("Anna", 0), timeout=WAIT_MS)
    act()
    qtbot.waitUntil(lambda: page("Anna", 1), timeout=WAIT_MS)
    path = window.autosave_path
    window.choose_game()  # the server stops, the page waits
    offline = browser.find_element(By.ID, "link")
    qtbot.waitUntil(lambda: "on" not in offline.get_attribute("class").split(), timeout=5000)
    window.resume(path)
    qtbot.waitUntil(lambda: page("Anna", 1), timeout=WAIT_MS)
    assert window.phones.connected >= {2}
