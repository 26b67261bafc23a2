"""Helpers of the board page's browser tests: a hosted table on 127.0.0.1, Debian's chromium
driven by Selenium, and the page's state as the tests read it."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.net.host import HostedTable

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
NEEDS_CHROMIUM = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None, reason="chromium and chromium-driver are not installed"
)
WAIT = 15.0  # seconds the page may take to show something
NAMES = ("Anna", "Bert", "Clara", "Dora", "Emil")
#: the page's state in one call
STATE = (
    "return [document.body.dataset.at, document.body.dataset.state,"
    " document.body.dataset.link, document.body.dataset.result]"
)


def hosted(game_id: str, places: str, seed: int, **options: Any) -> HostedTable:
    """A started hosted game: `places` has one letter a seat, C a computer, R a remote seat."""
    entry = registry.entry(game_id)
    seats = [Seat(COMPUTER, "easy") if p == "C" else Seat(HUMAN, place=REMOTE) for p in places]
    names = NAMES[: len(places)]
    session = Session(game_id, entry.rules(), Setup(names, options), seed, seats)
    factories = entry.bots()
    bots = {i: factories["easy"]() for i, p in enumerate(places) if p == "C"}
    table = HostedTable(session, bots, seed)
    table.start()
    return table


def open_browser(language: str, size: tuple[int, int] = (1100, 760)) -> Any:
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--lang={language}"):
        options.add_argument(argument)
    options.add_argument(f"--window-size={size[0]},{size[1]}")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    driver.set_window_size(*size)
    return driver


@pytest.fixture(params=["en", "de"])
def browser(request: pytest.FixtureRequest) -> Iterator[Any]:
    driver = open_browser(str(request.param))
    driver.language = request.param
    yield driver
    driver.quit()


def wait(predicate: Callable[[], Any], what: str, seconds: float = WAIT) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            pytest.fail(f"the page did not show {what}")
        time.sleep(0.02)


def join(browser: Any, table: HostedTable, seat: int) -> None:
    """The page joins `seat` by its code, typed into the page's form."""
    from selenium.webdriver.common.by import By

    browser.get(f"http://127.0.0.1:{table.server.port}/")
    wait(lambda: browser.find_element(By.ID, "code").is_displayed(), "the code form")
    browser.find_element(By.ID, "code").send_keys(table.server.rooms[seat].lower())
    browser.find_element(By.ID, "join-go").click()
    wait(lambda: page(browser)[0] >= 0, "a view")


def page(browser: Any) -> tuple[int, str, str, str]:
    at, state, link, result = browser.execute_script(STATE)
    return int(at) if at else -1, str(state), str(link), str(result or "")


def shown(browser: Any, table: HostedTable) -> bool:
    """The page shows the current position and takes moves."""
    with table.changed:
        cursor = table.session.cursor
    at, state, _, _ = page(browser)
    return at == cursor and state == "ready"


def choices(browser: Any) -> list[str]:
    """The ids of the choices listed now."""
    return list(
        browser.execute_script(
            "return [...document.querySelectorAll('#choices button')].map(b => b.dataset.id)"
        )
    )


def spots(browser: Any) -> list[dict[str, Any]]:
    """The board's spots: target, class and place in the board's own units."""
    return list(
        browser.execute_script(
            "return [...document.querySelectorAll('#board rect.spot')].map(r => ({"
            "target: r.dataset.target, cls: r.getAttribute('class'), label: r.getAttribute("
            "'aria-label'), x: +r.getAttribute('x'), y: +r.getAttribute('y'),"
            " w: +r.getAttribute('width'), h: +r.getAttribute('height')}))"
        )
    )


def count(browser: Any, selector: str) -> int:
    script = f"return document.querySelectorAll({json.dumps(selector)}).length"
    return int(browser.execute_script(script))
