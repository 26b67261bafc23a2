"""Through a real accessibility bus, as a screen reader (Orca) is given the app (issue 17).

`atspi_driver.py` runs with the system Python and Debian's python3-pyatspi in a private D-Bus
session: the app on a virtual X screen (Xvfb) with the AT-SPI bus (at-spi2-core), started and
played only through AT-SPI (the Play and Start buttons' actions, the board's focus, key events
from the registry). It must hear each move announced and read the board's description as the
cursor moves, and the whole position on Ctrl+R; the board is a table; Ctrl+L lists the moves
and Ctrl+Shift+R repeats them. Then Heimlich and Geheime Mission are started with Enter (Play,
Start) and played a bounded number of keys by the hint key and Enter against the computer:
each move and "Bert is thinking…" is heard. `scripts/setup.sh --test` installs the
packages; where they or the bus are missing the test is skipped.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("atspi_driver.py")
SYSTEM_PYTHON = "/usr/bin/python3"
TOOLS = ("Xvfb", "dbus-run-session", "xdotool")
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")


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


def test_a_screen_reader_hears_the_moves_and_reads_the_board(tmp_path):
    reason = _missing()
    if reason:
        pytest.skip(reason)
    run = subprocess.run(
        ["dbus-run-session", "--", SYSTEM_PYTHON, str(DRIVER), sys.executable, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    lines = run.stdout.strip().splitlines()
    if not lines and "dbus-run-session:" in run.stderr:
        pytest.skip("no D-Bus session here: " + run.stderr.strip()[-300:])
    assert lines, run.stderr[-3000:]
    found = json.loads(lines[-1])
    if "skip" in found:
        pytest.skip(found["skip"])
    assert "error" not in found, (found, run.stderr[-3000:])
    prompt = "\nPlace a stone on a marked square: it must enclose stones of the other side."
    assert found["description at start"] == "Cursor: d3, empty\nAnna to move" + prompt
    assert found["description on e4"] == "Cursor: e4, robber stone\nAnna to move" + prompt
    on_e3 = found["description on e3"]
    assert on_e3 == "Cursor: e3, empty, you can place here (1 to flip)\nAnna to move" + prompt
    anna, thinking, bert = found["announced"]
    assert thinking == "Bert is thinking…"
    assert anna == "Anna on e3, flips e4"
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
    for game_id, game in found["games"].items():  # Enter on Play and Start, then keys only
        heard = game["heard"]
        assert any(line.startswith("Anna") for line in heard), (game_id, heard)
        assert any(line == "Bert is thinking…" for line in heard), (game_id, heard)
