"""The phone page in a real browser (issues 15, 23): Debian's chromium driven by Selenium, in a
phone-sized window (390x844), in German and English, against the table server.

Whole games of every game with secrets: seat 0 plays on the page (its taps are clicks), the
other seats act at the table directly. Also: a tap during an animation (the page waits, sends
once, and says when it could not count), a page taken over by another device, a room code.

Skipped when chromium, chromedriver or selenium are missing here; scripts/setup.sh --test (and
so CI) installs them. Screenshots go to the test's tmp folder (SPIELESAMMLUNG_SHOTS: a folder
to keep them).
"""

from __future__ import annotations

import json
import os
import random
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
from spielesammlung.core.table import Table
from spielesammlung.core.table_server import QUEUED, TableServer, submit_to
from spielesammlung.phone import presenter

webdriver = pytest.importorskip("selenium.webdriver")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None, reason="chromium and chromium-driver are not installed"
)
WAIT = 15.0  # seconds the page may take to show something
WAIT_MS = int(WAIT * 1000)
GAME_SECONDS = 300.0  # a whole game at most
STEPS = 3000  # actions of a whole game at most
NAMES = ("Anna", "Bert", "Clara", "Dora")
#: the page's state in one call: actions it is after, its tap state, fresh buttons, link state
STATE = (
    "return [document.body.dataset.at, document.body.dataset.state,"
    " document.querySelectorAll('button.act.fresh').length, document.body.dataset.link]"
)


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


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("SPIELESAMMLUNG_SHOTS", tmp_path))


def wait(predicate: Any, what: str, seconds: float = WAIT) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            pytest.fail(f"the page did not show {what}")
        time.sleep(0.02)


def settled(look: Any) -> bool:
    """`look()`, or False while the page is still being replaced under it."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    try:
        return bool(look())
    except (NoSuchElementException, StaleElementReferenceException):
        return False


def table(game_id: str, players: int, seed: int, **options: Any) -> tuple[Session, TableServer]:
    """A started server for a game of humans; phones' taps are applied at once."""
    names = NAMES[:players]
    entry = registry.entry(game_id)
    session = Session(game_id, entry.rules(), Setup(names, options), seed, [Seat()] * players)
    server = TableServer(
        session,
        range(players),
        submit_to(Table(session), lambda: server.publish()),
        present=presenter(game_id, names),
    )
    server.start()
    server.publish()
    return session, server


def page_state(browser: Any) -> tuple[int, str, int, str]:
    at, state, fresh, link = browser.execute_script(STATE)
    return int(at) if at else -1, str(state), int(fresh), str(link)


def ready(browser: Any, server: TableServer, session: Session) -> bool:
    """The page shows the current state, takes taps, and no button is too new to take one."""
    with server.lock:
        cursor = session.cursor
    at, state, fresh, _ = page_state(browser)
    return at == cursor and state == "ready" and fresh == 0


def tap(browser: Any, element: Any) -> None:
    """Click `element` as a finger would: in the middle of the screen, not under the header."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def check_layout(browser: Any) -> None:
    from selenium.webdriver.common.by import By

    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390  # nothing wider than the phone
    for button in browser.find_elements(By.CSS_SELECTOR, "#actions button.act, #picture button"):
        if button.is_displayed():
            assert button.size["height"] >= 44  # big enough to tap


GAMES = [
    ("checkpoint-charlie", 3, {"cafe_adler": True}, 7),
    ("spion-und-spion", 2, {}, 3),
    ("geheime-mission", 2, {}, 5),
]


@pytest.mark.parametrize(("game_id", "players", "options", "seed"), GAMES)
def test_a_whole_game_on_the_phone_page(
    browser: Any,
    language: str,
    shots: Path,
    game_id: str,
    players: int,
    options: dict[str, Any],
    seed: int,
) -> None:
    from selenium.webdriver.common.by import By

    session, server = table(game_id, players, seed, **options)
    game, rng = session.game, random.Random(seed)
    try:
        browser.get(server.url(0))
        wait(lambda: ready(browser, server, session), "the first view")
        assert browser.find_element(By.ID, "name").text == "Anna"
        clicks, shot = 0, False
        deadline = time.monotonic() + GAME_SECONDS
        for _ in range(STEPS):
            assert time.monotonic() < deadline, "the game took too long"
            with server.lock:
                if session.result is not None:
                    break
                pending = sorted(game.to_act(session.state).players)
                others = [p for p in pending if p != 0]
                if others:  # the other seats act at the table, directly
                    player = rng.choice(others)
                    session.act(player, rng.choice(game.legal_actions(session.state, player)))
                    server.publish()
                    continue
                legal = game.legal_actions(session.state, 0)
            wait(lambda: ready(browser, server, session), "the current view")
            buttons = browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
            assert len(buttons) == len(legal), "the page offers other actions than the table"
            texts = [b.text for b in buttons]
            headings = browser.find_element(By.ID, "actions").text
            assert len(set(texts)) == len(texts) or headings, texts  # told apart
            if not shot and len(buttons) >= 2 and session.cursor >= 4:
                check_layout(browser)
                browser.save_screenshot(str(shots / f"phone-{game_id}-turn-{language}.png"))
                shot = True
            before = session.cursor
            tap(browser, rng.choice(buttons))
            clicks += 1
            wait(lambda b=before: session.cursor > b, "the table taking the tap")
        assert session.result is not None, "the game did not end"
        assert clicks >= 3
        wait(lambda: page_state(browser)[0] == session.cursor, "the end of the game")
        title = browser.find_element(By.ID, "turn-title").text.lower()
        assert title == ("spielende" if language == "de" else "game over")
        assert not browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
        check_layout(browser)
        browser.save_screenshot(str(shots / f"phone-{game_id}-over-{language}.png"))
    finally:
        server.stop()


def test_a_tap_during_an_animation_waits_is_sent_once_and_a_late_one_is_told(
    browser: Any, language: str, shots: Path
) -> None:
    from selenium.webdriver.common.by import By

    session, server = table("geheime-mission", 2, 5)
    taps: list[tuple[int, Any]] = []

    def animating(seat: int, action: Any) -> str | None:
        taps.append((seat, action))
        return QUEUED  # the table animates: the tap waits for the end

    server.submit = animating
    try:
        mover = min(session.game.to_act(session.state).players)
        browser.get(server.url(mover))
        wait(lambda: ready(browser, server, session), "the first view")
        browser.find_elements(By.CSS_SELECTOR, "#actions button.act")[0].click()
        wait(lambda: page_state(browser)[1] == "queued", "the waiting tap")
        moving = browser.find_element(By.ID, "moving")
        assert moving.is_displayed() and moving.text.startswith(
            "Der Tisch bewegt sich" if language == "de" else "The table is moving"
        )
        chosen = browser.find_elements(By.CSS_SELECTOR, "button.act.chosen")
        assert len(chosen) == 1 and all(
            not b.is_enabled() for b in browser.find_elements(By.CSS_SELECTOR, "button.act")
        )
        browser.save_screenshot(str(shots / f"phone-queued-{language}.png"))
        time.sleep(1.0)  # longer than the old page waited before sending again
        assert len(taps) == 1  # sent once
        server.settled(mover, "not a legal action now")  # the table moved on meanwhile
        wait(lambda: page_state(browser)[1] == "ready", "the answer")
        toast = browser.find_element(By.ID, "toast")
        assert toast.is_displayed()
        late = "Deine Wahl zählt nicht" if language == "de" else "Your choice could not"
        assert toast.text.startswith(late)
        assert not moving.is_displayed() and session.cursor == 0
        browser.save_screenshot(str(shots / f"phone-too-late-{language}.png"))
        browser.find_elements(By.CSS_SELECTOR, "#actions button.act")[1].click()
        wait(lambda: page_state(browser)[1] == "queued", "the second waiting tap")
        seat, action = taps[-1]
        with server.lock:  # the animation ends: the table applies it
            session.act(seat, action)
            server.publish()
        server.settled(seat, None)
        wait(lambda: ready(browser, server, session), "the view after the tap")
        assert session.cursor == 1 and len(taps) == 2
    finally:
        server.stop()


def test_buttons_are_kept_across_updates(browser: Any, language: str) -> None:
    """An update that leaves an action legal keeps its very button; a tap cannot land elsewhere."""
    from selenium.webdriver.common.by import By

    session, server = table("checkpoint-charlie", 3, 7)  # all three pick their clue side at once
    try:
        browser.get(server.url(0))
        wait(lambda: ready(browser, server, session), "the first view")
        before = browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
        keys = [b.get_attribute("data-key") for b in before]
        with server.lock:  # another seat picks: a new view, the same choices for seat 0
            session.act(1, session.game.legal_actions(session.state, 1)[0])
            server.publish()
        wait(lambda: ready(browser, server, session), "the view after the other pick")
        after = browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
        assert after == before  # the same elements (a replaced one would be stale)
        assert [b.get_attribute("data-key") for b in after] == keys
        after[1].click()
        wait(lambda: session.cursor == 2, "the tap")
        assert session.played[1].player == 0
        assert session.played[1].action == session.game.codec.decode(json.loads(keys[1]))
    finally:
        server.stop()


def test_a_page_taken_over_says_so_and_stops_reconnecting(browser: Any, language: str) -> None:
    from selenium.webdriver.common.by import By

    session, server = table("checkpoint-charlie", 3, 7)
    try:
        browser.get(server.url(1))
        wait(lambda: ready(browser, server, session), "the first view")
        first = browser.current_window_handle
        browser.switch_to.new_window("tab")  # another device opens the same seat
        browser.get(server.url(1))
        wait(lambda: ready(browser, server, session), "the view on the new device")
        browser.switch_to.window(first)
        wait(lambda: page_state(browser)[3] == "replaced", "that it was taken over")
        cover = browser.find_element(By.ID, "cover")
        assert cover.is_displayed()
        words = "einem anderen Gerät" if language == "de" else "another device"
        assert words in cover.text and words.split()[-1] in browser.find_element(By.ID, "link").text
        time.sleep(1.5)  # longer than the first reconnect would wait
        assert page_state(browser)[3] == "replaced"
        assert server.connected == {1}
        browser.switch_to.window(browser.window_handles[-1])  # the new device plays on
        assert page_state(browser)[3] == "online"
    finally:
        server.stop()


def test_a_room_code_leads_to_the_seat(browser: Any, language: str, shots: Path) -> None:
    from selenium.webdriver.common.by import By

    session, server = table("spion-und-spion", 2, 3)
    try:
        browser.get(server.room_url())
        field = browser.find_element(By.ID, "room-code")
        field.send_keys("XXXX\n")  # a wrong code first: the form loads the page anew
        wait(lambda: "wrong" in browser.current_url, "the page of a wrong code")
        wait(
            lambda: settled(lambda: browser.find_element(By.ID, "room-error").is_displayed()),
            "the wrong code",
        )
        wrong = "Kein Platz" if language == "de" else "No seat"
        assert browser.find_element(By.ID, "room-error").text.startswith(wrong)
        browser.save_screenshot(str(shots / f"phone-room-{language}.png"))
        browser.find_element(By.ID, "room-code").send_keys(server.rooms[1].lower() + "\n")
        wait(lambda: page_state(browser)[0] == session.cursor, "the seat's page")
        assert browser.find_element(By.ID, "name").text == "Bert"
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


def test_a_column_then_a_symbol_places_the_die(browser: Any, language: str, shots: Path) -> None:
    """Issue 23: Geheime Mission's phone draws the rack; a tapped column narrows the buttons to
    its four symbols, and the symbol tapped then is the action the table gets."""
    from selenium.webdriver.common.by import By

    from spielesammlung.games.geheime_mission.rules import SYMBOLS, Place

    session, server = table("geheime-mission", 2, 5)
    try:
        with server.lock:  # a few dice in the rack first
            for column, symbol in ((3, 0), (3, 1), (2, 2)):
                player = session.state.to_move
                session.act(
                    player, session.game.legal_actions(session.state, player)[column * 4 + symbol]
                )
            server.publish()
            mover = session.state.to_move
        browser.get(server.url(mover))
        wait(lambda: ready(browser, server, session), "the first view")
        columns = browser.find_elements(By.CSS_SELECTOR, "#picture button.cell.marked")
        assert len(columns) == 7
        buttons = browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
        assert len(buttons) == 28 and all(b.is_displayed() for b in buttons)
        browser.save_screenshot(str(shots / f"phone-mission-rack-{language}.png"))
        tap(browser, columns[3])
        wait(
            lambda: browser.execute_script("return document.body.dataset.picked") == "column-3",
            "the picked column",
        )
        shown = [b for b in buttons if b.is_displayed()]
        assert len(shown) == 4
        check_layout(browser)
        browser.save_screenshot(str(shots / f"phone-mission-column-{language}.png"))
        tap(browser, shown[2])
        wait(lambda: session.cursor == 4, "the tap")
        assert session.played[3].player == mover
        assert session.played[3].action == Place(3, SYMBOLS[2])  # the buttons keep rule order
    finally:
        server.stop()


def test_a_suspect_tapped_picks_its_accusation(browser: Any, language: str, shots: Path) -> None:
    """Issue 23: Checkpoint's phone draws one's clue, the open rows and the suspects; a marked
    cat narrows the buttons to its accusation, which the table gets."""
    from selenium.webdriver.common.by import By

    from spielesammlung.games.checkpoint.state import Accuse

    session, server = table("checkpoint-charlie", 3, 7)
    game, rng = session.game, random.Random(7)
    try:
        browser.get(server.url(0))
        wait(lambda: ready(browser, server, session), "the first view")
        browser.save_screenshot(str(shots / f"phone-checkpoint-clue-{language}.png"))
        with server.lock:  # on until seat 0 may accuse
            while not any(isinstance(a, Accuse) for a in game.legal_actions(session.state, 0)):
                player = min(game.to_act(session.state).players)
                session.act(player, rng.choice(game.legal_actions(session.state, player)))
            server.publish()
            legal = game.legal_actions(session.state, 0)
        wait(lambda: ready(browser, server, session), "the view with suspects")
        suspects = browser.find_elements(By.CSS_SELECTOR, "#picture button.cell.marked")
        assert len(suspects) == sum(isinstance(a, Accuse) for a in legal) >= 1
        browser.save_screenshot(str(shots / f"phone-checkpoint-suspects-{language}.png"))
        cat = int(suspects[-1].get_attribute("data-pick").removeprefix("cat-"))
        tap(browser, suspects[-1])
        shown = [
            b
            for b in browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
            if b.is_displayed()
        ]
        assert len(shown) == 1
        check_layout(browser)
        before = session.cursor
        tap(browser, shown[0])
        wait(lambda: session.cursor > before, "the tap")
        assert session.played[before].action == Accuse(cat)
    finally:
        server.stop()


def test_a_spy_tapped_narrows_to_its_actions(browser: Any, language: str, shots: Path) -> None:
    """Issue 23: Spion's phone draws one's spies (numbers, places) and the envelope; a marked spy
    narrows the buttons to what it may do."""
    from selenium.webdriver.common.by import By

    session, server = table("spion-und-spion", 2, 3)
    game = session.game
    try:
        with server.lock:  # the envelopes written, on until seat 0 may act on a spy
            while True:
                to_act = game.to_act(session.state)
                if 0 in to_act.players and any(
                    getattr(a, "spy", None) is not None
                    for a in game.legal_actions(session.state, 0)
                ):
                    break
                player = min(to_act.players or to_act.anyone)
                legal = game.legal_actions(session.state, player)
                session.act(
                    player, next((a for a in legal if type(a).__name__ == "Move"), legal[0])
                )
            server.publish()
        browser.get(server.url(0))
        wait(lambda: ready(browser, server, session), "the view with spies")
        browser.save_screenshot(str(shots / f"phone-spion-spies-{language}.png"))
        spies = browser.find_elements(By.CSS_SELECTOR, "#picture button.cell.marked")
        assert spies
        tap(browser, spies[0])
        key = spies[0].get_attribute("data-pick")
        wait(
            lambda: browser.execute_script("return document.body.dataset.picked") == key, "the pick"
        )
        shown = [
            b
            for b in browser.find_elements(By.CSS_SELECTOR, "#actions button.act")
            if b.is_displayed()
        ]
        assert shown
        before = session.cursor
        tap(browser, shown[0])
        wait(lambda: session.cursor > before, "the tap")
        assert f"spy-{session.played[before].action.spy}" == key
        browser.execute_script("window.scrollTo(0, 0)")
        browser.save_screenshot(str(shots / f"phone-spion-after-{language}.png"))
    finally:
        server.stop()
