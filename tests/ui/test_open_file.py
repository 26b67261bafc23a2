"""`spielesammlung FILE` (and the desktop, which starts it so): a finished game is replayed, an
unfinished one resumed, a damaged or foreign file gets its message over the start page."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from spielesammlung.core import saves
from spielesammlung.ui import app
from spielesammlung.ui.main_window import MainWindow

from .test_replay import finished_session, no_dialogs, saved, unfinished

__all__ = ["no_dialogs"]  # the fixture, used by name


def test_the_file_is_the_first_argument_that_is_no_option() -> None:
    assert app.save_argument(["--bar", "game.spiel", "other.spiel"]) == Path("game.spiel")
    assert app.save_argument(["--smoke"]) is None
    assert app.save_argument([]) is None


def test_a_finished_game_opens_in_the_replay(
    window: MainWindow, tmp_path: Path, qtbot: Any, no_dialogs: list[str]
) -> None:
    path = saved(tmp_path, finished_session("checkpoint-charlie"))
    app.open_at_start(window, path)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.__dict__.get("replay_page"))
    assert window.replay_page.length == len(finished_session("checkpoint-charlie").played)
    assert window.controller is None and no_dialogs == []


def test_an_unfinished_game_is_resumed(
    window: MainWindow, tmp_path: Path, qtbot: Any, no_dialogs: list[str]
) -> None:
    path = unfinished(tmp_path)
    before = path.read_bytes()
    app.open_at_start(window, path)
    qtbot.waitUntil(lambda: window.controller is not None)
    # resumed after its 5 actions (a computer seat may already have played on)
    assert window.controller is not None and window.controller.session.cursor >= 5
    assert window.autosave_path is not None and window.autosave_path != path
    assert path.read_bytes() == before  # autosaved elsewhere: the opened file stays as it is
    assert no_dialogs == []


def test_a_damaged_file_gets_a_message_over_the_start_page(
    window: MainWindow, tmp_path: Path, qtbot: Any, no_dialogs: list[str]
) -> None:
    path = tmp_path / f"damaged{saves.SUFFIX}"
    path.write_text('{"format": "spielesammlung-save", "format_v', encoding="utf-8")
    for name in (path, tmp_path / "missing.spiel", Path(__file__)):
        app.open_at_start(window, name)
        qtbot.waitUntil(lambda: len(no_dialogs) > 0)
        assert window.pages.currentWidget() is window.start and window.controller is None
        no_dialogs.clear()
    assert path.read_text(encoding="utf-8") == '{"format": "spielesammlung-save", "format_v'


def test_the_command_line_opens_the_file(tmp_path: Path) -> None:
    """The whole start: Qt's options before the file are Qt's, the file is opened."""
    path = saved(tmp_path, finished_session("geheime-mission"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_STATE_HOME": str(tmp_path)}
    env.update(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run(
        [sys.executable, "-m", "spielesammlung", "-platform", "offscreen", "--smoke", str(path)],
        env=env,
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    log = tmp_path / "spielesammlung" / "log" / "spielesammlung.log"
    assert f"Opening {path}" in log.read_text(encoding="utf-8")
