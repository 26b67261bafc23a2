"""Helpers of the board page's browser tests: a hosted table on 127.0.0.1, Debian's chromium
driven by Selenium, and the page's state as the tests read it."""

from __future__ import annotations

import contextlib
import json
import random
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from spielesammlung.core import registry
from spielesammlung.core.jsonable import jsonable
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
GAME_SECONDS = 240.0  # a whole game at most
TURNS = 200  # the page's own moves in a whole game at most
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


@contextlib.contextmanager
def browser_at(
    game_id: str, places: str, seed: int, language: str
) -> Iterator[tuple[HostedTable, Any]]:
    """A table hosted on 127.0.0.1 (`hosted`) and a browser in `language`; afterwards the
    browser closed and the table stopped (which ends its computers' thread)."""
    table = hosted(game_id, places, seed)
    try:
        browser = open_browser(language)
        try:
            yield table, browser
        finally:
            browser.quit()
    finally:
        table.stop()


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


def check_drawn(browser: Any, table: HostedTable, seat: int) -> bool:
    """The board drawn is the seat's view now: its pieces and the choices' targets (checked
    holding the table's lock, so that nothing moves meanwhile); False when the game moved on
    before the page could be checked (a computer acted since the page showed its turn)."""
    session = table.session
    with table.changed:
        at = session.cursor
        if page(browser)[0] != at:
            return False
        _check_drawn(browser, session, jsonable(session.game.view_for(session.state, seat)))
    return True


def _check_drawn(browser: Any, session: Any, view: Any) -> None:
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


def click_spot(browser: Any, target: str) -> bool:
    """Click the board's spot for `target`; False when the page no longer shows it (it drew
    a newer view between reading the choices and the click)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By

    found = browser.find_elements(By.CSS_SELECTOR, f"#board rect.spot[data-target='{target}']")
    try:
        found[-1].click()
    except (IndexError, StaleElementReferenceException):
        return False
    return True


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
    """Play one listed choice (a safe one if there is one) on the board; returns its id ("" if
    the page drew a newer view before the click)."""
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
        elif not click_spot(browser, target):
            return ""  # a newer view came meanwhile (another seat's move): look again
        if not sent(browser, at):
            assert browser.execute_script("return document.body.dataset.picked") == target
    for _ in range(2 if danger else 1):  # a dangerous choice asks for a second press
        if not sent(browser, at):
            pick_listed(browser, wanted, by_keys)
    wait(lambda: sent(browser, at), f"the move {wanted} sent")
    return str(wanted)


def play_on(
    browser: Any, table: HostedTable, seat: int, turns: int, seed: int, keys: bool = True
) -> int:
    """Play the seat's moves, by click and by keys in turn (`keys` False: by click only),
    checking the board before each, until the game ends or `turns` moves are played; returns
    the moves played."""
    rng = random.Random(seed)
    played = 0
    deadline = time.monotonic() + GAME_SECONDS
    while played < turns and table.session.result is None:
        assert time.monotonic() < deadline, "the game took too long"
        wait(lambda: my_turn(browser, table), "its turn", GAME_SECONDS / 4)
        if page(browser)[3] == "over":
            break
        if not check_drawn(browser, table, seat):
            continue  # its turn again, with the newer position
        if play_move(browser, rng, by_keys=keys and played % 2 == 1):
            played += 1
    return played
