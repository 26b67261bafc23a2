"""Through a real accessibility bus, as a screen reader (Orca) is given the app (issues 17, 25).

`atspi_driver.py` runs with the system Python and Debian's python3-pyatspi in a private D-Bus
session: the app on a virtual X screen (Xvfb) with the AT-SPI bus (at-spi2-core), started and
played only through AT-SPI (buttons' actions, the board's focus, key events from the registry).
The opening: it must hear each move announced and read the board's description as the cursor
moves, the whole position on Ctrl+R, the moves on Ctrl+L, the repeat on Ctrl+Shift+R and the
hint on H; the board is a table. Then a whole game of each of the five games is played by keys
alone against the easy computer (`atspi_games.py`): Enter on Play and Start, the hint key and
Enter, Enter on every secret page, Space held on Geheime Mission's "Show my mission", the
arrows from the deck to a suspect for Checkpoint Charlie's accusation (where Bert plays at the
screen too, put there by Tab and Home in the dialog: the handover page "I am Bert: show" comes
between them); each game must end with its result heard. Two drivers run side by side (each
its own bus and screen) to halve the wall time. `scripts/setup.sh --test` installs the
packages; where they or the bus are missing the test is skipped.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

DRIVER = Path(__file__).with_name("atspi_driver.py")
SYSTEM_PYTHON = "/usr/bin/python3"
TOOLS = ("Xvfb", "dbus-run-session", "xdotool")
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
#: the drivers run side by side: the opening and games for each (about equal in time)
GROUPS = (
    "opening,heimlich,geheime-mission,checkpoint-charlie",
    "spion-und-spion,allianz",
)
HUMAN = "Anna"
#: the players at the screen, by game (the others are the easy computer)
HUMANS = {"checkpoint-charlie": (HUMAN, "Bert")}


def _missing() -> str | None:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's accessibility bus"
    absent = [tool for tool in TOOLS if shutil.which(tool) is None]
    if absent or not LAUNCHER.exists():
        return f"not installed: {', '.join(absent) or LAUNCHER}"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    if probe.returncode:
        return "no python3-pyatspi for the system Python"
    return None


@pytest.fixture(scope="module")
def found(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the drivers found (merged), run once for all the tests of this file."""
    reason = _missing()
    if reason:
        pytest.skip(reason)
    runs = []
    for index, games in enumerate(GROUPS):
        workdir = tmp_path_factory.mktemp(f"bus{index}")
        runs.append(
            subprocess.Popen(
                ["dbus-run-session", "--", SYSTEM_PYTHON, str(DRIVER), sys.executable, workdir],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=dict(os.environ, SR_GAMES=games),
            )
        )
    merged: dict[str, Any] = {"games": {}}
    for run in runs:
        out, err = run.communicate(timeout=600)
        lines = out.strip().splitlines()
        if not lines and "dbus-run-session:" in err:
            pytest.skip("no D-Bus session here: " + err.strip()[-300:])
        assert lines, err[-3000:]
        part = json.loads(lines[-1])
        if "skip" in part:
            pytest.skip(part["skip"])
        assert "error" not in part, (part, err[-3000:])
        merged["games"].update(part.pop("games"))
        merged.update(part)
    return merged


def test_a_screen_reader_hears_the_moves_and_reads_the_board(found):
    prompt = "\nPlace a stone on a marked square: it must enclose stones of the other side."
    assert found["description at start"] == "Cursor: d3, empty\nAnna to move" + prompt
    assert found["description on e4"] == "Cursor: e4, robber stone\nAnna to move" + prompt
    on_e3 = found["description on e3"]
    assert on_e3 == "Cursor: e3, empty, you can place here (1 to flip)\nAnna to move" + prompt
    anna, thinking, bert = found["announced"][:3]
    assert thinking == "Bert is thinking…"
    assert anna.startswith("Anna on e3, flips e4")
    assert bert.startswith("Bert on ") and ", flips " in bert
    assert "Cursor: e3, police stone" in found["description after the moves"]
    read = found["read out"]
    assert read.startswith("Rank 8: empty\n") and "Rank 3: police on e3" in read
    assert "3 on the board, 29 in the supply" in read
    assert found["description after Ctrl+R"] == read
    assert "object:announcement" in found["event kinds"]
    assert found["role of the board"] == "table"  # Heimlich's squares, not a filler
    listed = found["moves listed"]
    assert listed.split("\n")[0].endswith("choices:") and ", flips " in listed
    assert found["repeated"] == listed  # the repeat key
    hint = found["hint"]  # the hint key: the suggested square, said and described
    assert re.match(r"Hint: Cursor: [a-h][1-8], empty, you can place here", hint)
    assert found["description after the hint"].startswith(hint.removeprefix("Hint: "))


def game(found: dict[str, Any], game_id: str) -> dict[str, Any]:
    """One whole game's findings, with what every game must show: it ended and its result was
    heard; the computer's thinking heard; every hint followed by the player's move heard;
    every secret page said its question (as its buttons' description) and named its buttons
    by what they choose."""
    played = found["games"][game_id]
    heard = played["heard"]
    assert played["ended"], (game_id, played["seconds"], heard[-10:])
    assert heard[-1].startswith("Game over\n") and "\n" in heard[-1].removeprefix("Game over\n")
    assert "stuck" not in played, (game_id, played["stuck"], heard[-10:])
    humans = HUMANS.get(game_id, (HUMAN,))
    assert any(re.fullmatch(r"(Bert|Clara) is thinking…", line) for line in heard), heard[:20]
    moves = [line for line in heard if line.startswith(HUMAN)]
    assert len(moves) >= 3, heard
    assert not any("resign" in line for line in moves), moves  # played to the end
    for index, line in enumerate(heard):  # a hint, then Enter: the move is heard
        if line.startswith("Hint:"):
            assert line.startswith("Hint: Cursor: "), (game_id, line)  # shown on the board
            after = heard[index + 1 : index + 1 + 40]
            upto = next((i for i, h in enumerate(after) if h.startswith("Hint:")), len(after))
            assert any(n in h for h in after[:upto] for n in humans), (game_id, heard[index:][:8])
    for page in played["secret pages"]:
        assert page["description"] in heard, page  # the question, said when the page opens
        assert len(page["name"]) > 3, page  # "Number 1", not "1"
    return played


def test_heimlich_is_played_whole_by_keys(found):
    played = game(found, "heimlich")
    moves = [h for h in played["heard"] if re.match(r"Anna on [a-h][1-8], flips ", h)]
    assert len(moves) >= 10, played["heard"]
    assert "stones" in played["heard"][-1]  # the score line of the result


def test_geheime_mission_is_played_whole_by_keys(found):
    played = game(found, "geheime-mission")
    assert played["mission"].startswith("Your mission: ")  # Space held on "Show my mission"
    assert any(re.match(r"Anna: column \d", h) for h in played["heard"])
    assert "points" in played["heard"][-1]


def test_spion_und_spion_is_played_whole_by_keys(found):
    played = game(found, "spion-und-spion")
    pages = played["secret pages"]
    envelope = pages[0]  # the hot envelope: which spy is the traitor, the Fröhn
    assert envelope["name"] == "Number 1" and "Fröhn" in envelope["description"]
    zoff = [page for page in pages if "Zoff" in page["description"]]
    assert all(re.fullmatch(r"Zoff card [ABC]", page["name"]) for page in zoff), zoff
    assert "Zillion" in played["heard"][-1]


def test_checkpoint_charlie_is_played_whole_by_keys_with_an_accusation(found):
    played = game(found, "checkpoint-charlie")
    handovers = played["handovers"]  # Bert at the screen: the computer is passed between them
    assert any(page["name"] == "I am Bert: show" for page in handovers), handovers
    for page in handovers:
        name = page["name"].removeprefix("I am ").removesuffix(": show")
        assert page["description"].startswith(f"Pass the computer to {name}\n"), page
    clues = [page for page in played["secret pages"] if page["name"].startswith("Clue: ")]
    assert clues, played["secret pages"]  # each round's clue chosen on a secret page
    (accused,) = played["accused"]  # by the arrows from the deck to the suspect, and Enter
    suspect = accused["suspect"]
    assert accused["passed"][-1].startswith(f"Cursor: {suspect}: ")
    said = accused["heard"]
    assert any(h.startswith("Anna (") and f"accuses {suspect}" in h for h in said), said
    assert "points" in played["heard"][-1]


def test_allianz_is_played_whole_by_keys(found):
    played = game(found, "allianz")
    assert any(re.match(r"Anna \(A\): [a-x]\d+–", h) for h in played["heard"])
    assert "Anna (A)" in played["heard"][-1]
