"""Whole games over the accessibility bus, by keys alone (`atspi_driver.py`, system Python).

The keyboard player (Anna, the first seat) plays against the new-game dialog's default seats
(the easy computer); in Checkpoint Charlie Bert plays at the screen too (Tab to his place in
the dialog, Home: "At the screen"), so the handover page comes between them. The start page's
Play button and the dialog's Start take Enter. On the
board the player waits for "Anna to move" (or "acts out of turn") in the board's description,
presses the hint key and waits to hear "Hint: ..." (a hint on a side-panel button moves the
focus there instead), then Enter. A handover page ("I am Anna: show") and every secret page
(its question the buttons' description) take Enter on their first button. Geheime Mission's
mission is looked at once by holding Space on "Show my mission". Checkpoint Charlie's
accusation is made by the arrows from the deck to a suspect when the hint names one. The game
ends when "Game over" is heard. Every loop is bounded by a step count and a deadline, and a
game stops as stuck after STUCK steps without anything said.
"""

from __future__ import annotations

import time
from typing import Any

from atspi_bus import Bus

HUMAN = "Anna"
#: the title on each game's Play button
TITLES = {
    "heimlich": "Heimlich, still & leise (Quietly, Secretly)",
    "geheime-mission": "Geheime Mission (Secret Mission)",
    "spion-und-spion": "Spion & Spion (Spy & Spy)",
    "checkpoint-charlie": "Checkpoint Charlie",
    "allianz": "Allianz (Alliance)",
}
#: who else plays at the screen (the handover page between them), by game
AT_THE_SCREEN = {"checkpoint-charlie": ("Bert",)}
MAX_STEPS = 1500
STUCK = 12
RESULT_BUTTONS = ("Play again", "New game", "Replay")
#: never pressed (the focus may fall on it when the button before it goes): a game given up
#: is no whole game
NEVER = ("Resign",)


def start(bus: Bus, title: str, others: tuple[str, ...] = ()) -> Any:
    """The game's new-game dialog by Enter on Play; `others` put at the screen by Tab to their
    place and Home ("At the screen", the first); started by Enter. Returns the board."""
    bus.key("n", ctrl=True)  # the start page
    play = bus.must(lambda: bus.named(f"Play: {title}"), f"Play: {title}")
    bus.grab(play)
    bus.key("Return")
    dialog = bus.must(lambda: bus.named("Start", "push button"), "the dialog's Start button")
    for name in others:
        for _ in range(20):
            if description(bus.focus) == f"Place of {name}":
                break
            bus.key_then("Tab", 2.0)
        place = bus.focus
        bus.key("Home")
        bus.must(lambda p=place: p.name == "At the screen", f"{name} at the screen", 5.0)
    bus.heard.clear()  # (a secret page may open at once)
    bus.key("Return")
    bus.must(lambda: not bus.has_focus(dialog) and bus.focus is not dialog, "the game's page")
    board = bus.must(lambda: bus.named("Board"), "the board")
    bus.activate_window()
    return board


def description(node: Any) -> str:
    try:
        return str(node.description)
    except Exception:
        return ""


def whole_game(bus: Bus, game_id: str, seconds: float) -> dict[str, Any]:
    """One whole game of `game_id` by keys; what was heard and met on the way."""
    began = time.monotonic()
    humans = (HUMAN, *AT_THE_SCREEN.get(game_id, ()))
    board = start(bus, TITLES[game_id], humans[1:])
    found: dict[str, Any] = {
        "secret pages": [],
        "handovers": [],
        "hints": 0,
        "board keys": 0,
        "panel buttons": [],
        "mission": None,
        "accused": [],
    }
    over = lambda: any(line.startswith("Game over\n") for line in bus.heard)  # noqa: E731
    mine = [f"{name} {doing}" for name in humans for doing in ("to move", "acts out of turn")]
    end = began + seconds
    trace: list[str] = []
    found["trace"] = trace
    said, quiet = 0, 0  # steps without a new announcement: stuck after STUCK of them
    for _ in range(MAX_STEPS):
        if over() or time.monotonic() > end:
            break
        said, quiet = len(bus.heard), (quiet + 1 if len(bus.heard) == said else 0)
        if quiet > STUCK:
            found["stuck"] = trace[-STUCK:]
            break
        node = bus.focus
        try:
            name, role = str(node.name), str(node.getRoleName())
        except Exception:
            name, role = "", ""
        trace.append(f"{time.monotonic() - began:.1f} {role}: {name[:30]}")
        if role == "push button" and name.startswith("I am "):
            found["handovers"].append({"name": name, "description": description(node)})
            press(bus)
        elif role == "push button" and description(node) in bus.heard[-3:]:  # its question
            found["secret pages"].append({"name": name, "description": description(node)})
            press(bus)
        elif role == "push button" and name.startswith("Show my mission"):
            bus.grab(board)
        elif role == "push button" and name not in RESULT_BUTTONS + NEVER:
            found["panel buttons"].append(name)  # a hint on a side-panel button
            press(bus)
        elif name != "Board":
            if not bus.until(lambda n=node: bus.focus is not n or over(), 1.0):
                bus.grab(board)
        elif not bus.until(
            lambda n=node: (
                any(m in description(board) for m in mine) or over() or bus.focus is not n
            ),
            20.0,
        ):
            bus.grab(board)  # (nothing came: look again)
        elif bus.focus is node and not over():
            if game_id == "geheime-mission" and found["mission"] is None:
                found["mission"] = look_at_mission(bus, board)
                continue
            play_hint(bus, board, found)
    found["ended"] = over()
    found["seconds"] = round(time.monotonic() - began, 1)
    found["heard"] = list(bus.heard)
    return found


def press(bus: Bus) -> None:
    """Enter on the focused button; until the focus moves or something is said."""
    focus, said = bus.focus_count, len(bus.heard)
    bus.key("Return")
    bus.until(lambda: bus.focus_count != focus or len(bus.heard) != said, 10.0)


def play_hint(bus: Bus, board: Any, found: dict[str, Any]) -> None:
    """The hint key, then Enter on what it names (on the board or a side-panel button)."""
    focus, said = bus.focus_count, len(bus.heard)
    bus.key("h")
    hinted = bus.until(
        lambda: bus.focus_count != focus or any(h.startswith("Hint:") for h in bus.heard[said:]),
        20.0,
    )
    found["hints"] += 1
    if not hinted or bus.focus_count != focus:
        return  # no hint now, or the focus went to the hinted button: the loop presses it
    hint = next(h for h in bus.heard[said:] if h.startswith("Hint:"))
    lines = hint.split("\n")
    anna = any(f"{HUMAN} {doing}" in description(board) for doing in ("to move", "acts out"))
    if len(lines) > 1 and lines[1].startswith("Accuse") and anna and not found["accused"]:
        suspect = lines[0].removeprefix("Hint: Cursor: ").split(":")[0]
        found["accused"].append(accuse_by_arrows(bus, board, suspect))
        return
    before = description(board)
    said = len(bus.heard)
    bus.key("Return")
    found["board keys"] += 1
    bus.until(
        lambda: len(bus.heard) != said or bus.focus_count != focus or description(board) != before,
        10.0,
    )


def look_at_mission(bus: Bus, board: Any) -> str:
    """Geheime Mission: Space held on "Show my mission" until the mission is heard."""
    button = bus.must(lambda: bus.showing("Show my mission"), "Show my mission")
    bus.grab(button)
    said = len(bus.heard)
    bus.hold_space(lambda: any(h.startswith("Your mission") for h in bus.heard[said:]))
    heard = [h for h in bus.heard[said:] if h.startswith("Your mission")]
    bus.grab(board)
    return heard[0] if heard else ""


def step(bus: Bus, board: Any, key: str) -> str:
    """An arrow on the board; its description once it changed (or after 2 s)."""
    before = description(board)
    bus.key(key)
    bus.until(lambda: description(board) != before, 2.0)
    return description(board)


def accuse_by_arrows(bus: Bus, board: Any, suspect: str) -> dict[str, Any]:
    """Checkpoint Charlie: back to the deck by Left, then Right to `suspect` and Enter (twice
    if the board asks "accuse ...?"); what the cursor passed and what was heard."""
    passed: list[str] = []
    for _ in range(40):
        if description(board).startswith("Cursor: Cards in the deck"):
            break
        step(bus, board, "Left")
    for _ in range(40):
        text = step(bus, board, "Right")
        passed.append(text.split("\n")[0])
        if text.startswith(f"Cursor: {suspect}:"):
            break
    said = len(bus.heard)
    accusation = f"{HUMAN} ("  # "Anna (John Britton) accuses Bruno"
    accused = lambda: any(h.startswith(accusation) and " accuses " in h for h in bus.heard[said:])  # noqa: E731
    for _ in range(2):
        bus.key("Return")
        if bus.until(accused, 3.0):
            break
    return {"suspect": suspect, "passed": passed, "heard": bus.heard[said:]}
