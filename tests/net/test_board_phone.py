"""The board page on a phone (issue 26): at a 390 x 844 viewport (a phone held upright) each
game's whole board fits the width without horizontal scrolling and stays in sight at the top,
the choices are full-width buttons big enough for a finger that a tap reaches and plays, and
the replay's buttons fit too.
Screenshots go to the test's tmp folder (SPIELESAMMLUNG_SHOTS: a folder to keep them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.net.board_driver import (
    NEEDS_CHROMIUM,
    hosted,
    join,
    my_turn,
    open_browser,
    page,
    run_computers,
    wait,
)
from tests.net.test_board_replay import finished_table

pytestmark = NEEDS_CHROMIUM
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}
FINGER = 44  # CSS px: the smallest button a finger hits surely
GAMES = [
    ("heimlich", "RC"),
    ("geheime-mission", "RC"),
    ("spion-und-spion", "RCCC"),
    ("checkpoint-charlie", "RCCCC"),
    ("allianz", "RCCC"),
]


@pytest.fixture
def phone() -> Any:
    browser = open_browser("en")
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
    yield browser
    browser.quit()


def box(browser: Any, selector: str) -> dict[str, float]:
    script = "return document.querySelector(arguments[0]).getBoundingClientRect().toJSON()"
    return dict(browser.execute_script(script, selector))


def fits_the_width(browser: Any) -> None:
    """Nothing wider than the viewport: no horizontal scrolling, the board as wide as it may."""
    width, scroll = browser.execute_script(
        "return [innerWidth, document.documentElement.scrollWidth]"
    )
    assert width == PHONE["width"] and scroll <= width
    board = box(browser, "#board")
    assert board["left"] >= 0 and board["right"] <= width
    assert board["width"] >= 0.9 * width and board["height"] > 200
    for selector in ("header", "#panel"):
        assert box(browser, selector)["left"] >= 0 and box(browser, selector)["right"] <= width


def test_each_board_fits_a_phone_and_its_choices_are_tapped(phone: Any, shots: Path) -> None:
    from selenium.webdriver.common.by import By

    for game_id, places in GAMES:
        table = hosted(game_id, places, 51)
        try:
            join(phone, table, 0)
            run_computers(table)
            wait(lambda t=table: my_turn(phone, t), "its first turn")
            fits_the_width(phone)
            phone.save_screenshot(str(shots / f"phone-{game_id}.png"))
            buttons = phone.find_elements(By.CSS_SELECTOR, "#choices button")
            assert buttons
            for button in buttons[:12]:
                size = button.rect
                assert size["height"] >= FINGER and size["x"] >= 0
                assert size["x"] + size["width"] <= PHONE["width"]
            last = buttons[-1]  # reached by scrolling down, then tapped
            phone.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
            top, bottom = phone.execute_script(
                "const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", last
            )
            assert top >= 0 and bottom <= PHONE["height"]
            board = box(phone, "#board")  # it stays in sight above the choices
            assert board["top"] >= -1 and board["bottom"] <= top
            phone.save_screenshot(str(shots / f"phone-{game_id}-scrolled.png"))
            at = page(phone)[0]
            for _ in range(2):  # a dangerous choice asks for a second tap
                if page(phone)[1] != "sent" and page(phone)[0] == at:
                    last.click()
            wait(lambda t=table, a=at: t.session.cursor > a, "the tapped move played")
            assert table.session.played[at].player == 0
        finally:
            table.stop()


def test_the_replay_fits_a_phone(phone: Any, shots: Path) -> None:
    from selenium.webdriver.common.by import By

    table = finished_table("checkpoint-charlie", 5, 52)
    try:
        phone.get(f"http://127.0.0.1:{table.server.port}/#{table.server.spectator_code}")
        offered = "return document.body.dataset.replay"
        wait(lambda: phone.execute_script(offered) == "offered", "the replay", 60)
        phone.find_element(By.ID, "replay-open").click()
        for _ in range(40):
            phone.find_element(By.ID, "replay-next").click()
        fits_the_width(phone)
        for name in ("first", "back", "next", "last"):
            size = phone.find_element(By.ID, f"replay-{name}").rect
            assert size["height"] >= FINGER and size["x"] + size["width"] <= PHONE["width"]
        steps = phone.find_element(By.ID, "replay-steps")
        phone.execute_script("arguments[0].scrollIntoView({block: 'end'})", steps)
        board = box(phone, "#board")  # the position stays in sight above the buttons
        assert board["top"] >= -1 and board["bottom"] <= box(phone, "#replay-steps")["top"]
        phone.save_screenshot(str(shots / "phone-replay-checkpoint-charlie.png"))
        assert phone.execute_script("return document.body.dataset.replayStep") == "40"
    finally:
        table.stop()
