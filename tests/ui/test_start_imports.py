"""Start-up time: the screens reached later are imported when first opened, not at start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

LATER = (
    "spielesammlung.ui.lessons",
    "spielesammlung.ui.coach",
    "spielesammlung.ui.replay",
    "spielesammlung.ui.records_page",
    "spielesammlung.ui.phones",
    "spielesammlung.core.protocol",
)
# nothing of a game, of its pictures, sounds, records or network before the first frame
NOT_AT_FIRST_FRAME = (
    *LATER,
    "spielesammlung.ui.sprites",
    "spielesammlung.ui.board",
    "spielesammlung.ui.game_page",
    "spielesammlung.ui.sound",
    "spielesammlung.ui.heimlich",
    "spielesammlung.ui.geheime_mission",
    "spielesammlung.ui.spion",
    "spielesammlung.ui.checkpoint",
    "spielesammlung.ui.allianz",
    "spielesammlung.core.records",
    "spielesammlung.core.saves",  # the saves' format (JSON, dataclasses): with autosaves only
    "spielesammlung.core.choices",
    "spielesammlung.net",
    "spielesammlung.phone",
    "PySide6.QtSvg",
    "PySide6.QtSvgWidgets",
    "PySide6.QtMultimedia",
    "PySide6.QtNetwork",
    "sqlite3",
    "websockets",
    "platformdirs",  # ui/paths.py finds the folders itself on Linux
    "json",
    "dataclasses",  # the entries are named tuples; a catalogue label comes with the rules
    "spielesammlung.core.label",
    "spielesammlung.ui.sound_menu",  # the menus' entries: after the first frame
    "spielesammlung.ui.window_files",  # the file dialogs: when first used
    "spielesammlung.ui.renderers",  # the start page's pictures come from the art cache
)


def home_of_its_own(home: Path) -> dict[str, str]:
    """The environment of an app started offscreen with `home` as its home folder."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        env.pop(name, None)
    return env


def test_the_start_imports_none_of_the_later_screens() -> None:
    code = (
        "import sys, spielesammlung.ui.app, spielesammlung.ui.main_window;"
        f"print(' '.join(m for m in {LATER!r} if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == []


def test_the_first_frame_needs_no_game_and_reads_no_module_source(tmp_path: Path) -> None:
    """A usual start's first frame (--smoke, the art cache filled) loads none of the modules
    above nor a game's rules, and shiboken's import hook reads no source of the app's modules
    (it decides by name: ui/pyside_hook.py)."""
    code = (
        "import inspect, sys\n"
        "read = []\n"
        "getsource = inspect.getsource\n"
        "inspect.getsource = lambda o: read.append(o.__name__) or getsource(o)\n"
        "from spielesammlung.__main__ import main\n"
        "code = main(['--smoke'])\n"
        "read = [name for name in read if name.startswith('spielesammlung')]\n"
        "later = [m for m in sys.modules if m in sys.argv or m.rpartition('.')[0] in sys.argv]\n"
        "rules = [m for m in sys.modules if m.startswith('spielesammlung.games.')"
        " and m.split('.')[-1] not in ('options',) and m.count('.') > 2]\n"
        "print(code, 'later:', *later, 'rules:', *rules, 'read:', *read)\n"
    )
    env = home_of_its_own(tmp_path)
    first = [sys.executable, "-m", "spielesammlung", "--smoke"]  # it fills the art cache
    subprocess.run(first, capture_output=True, check=True, env=env, timeout=120)
    out = subprocess.run(
        [sys.executable, "-c", code, *NOT_AT_FIRST_FRAME],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=120,
    )
    assert out.stdout.split() == ["0", "later:", "rules:", "read:"], out.stdout


def test_after_the_first_frame_the_menus_get_their_entries_and_the_app_its_icon(
    tmp_path: Path,
) -> None:
    """A real start (not --smoke): the first frame shows the menu bar's titles only; right after
    it `finish` makes the entries (with their texts) and sets the application's icon."""
    code = (
        "import sys\n"
        "from spielesammlung.ui import app\n"
        "real = app.finish\n"
        "def finish(qapp, window):\n"
        "    menus = window.menus\n"
        "    titles = [a.text() for a in window.menuBar().actions()]\n"
        "    print('first frame:', menus.filled, len(menus.game_menu.actions()), *titles)\n"
        "    real(qapp, window)\n"
        "    entries = [a.text() for a in menus.game_menu.actions() if a.text()]\n"
        "    print('then:', menus.filled, entries[0], qapp.windowIcon().isNull())\n"
        "    qapp.quit()\n"
        "app.finish = finish\n"
        "sys.exit(app.run([sys.argv[0]]))\n"
    )
    env = home_of_its_own(tmp_path)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [
        "first frame: False 0 &Game &Move &View &Settings &Help",
        "then: True &New… False",
    ]


def test_a_game_page_loads_no_sqlite() -> None:
    """The game page (with its autosaves) needs SQLite only to explain a failed write."""
    code = (
        "import sys, spielesammlung.ui.game_page, spielesammlung.ui.recording;"
        "print('sqlite3' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]


def test_the_folders_are_where_platformdirs_puts_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """ui/paths.py's own look at the XDG variables (Linux) agrees with platformdirs."""
    import platformdirs

    from spielesammlung.ui import paths

    for home in ("/home/anna", "/home/anna/", "/", "", "relative"):
        for xdg in ("", "/srv/xdg", "relative"):
            monkeypatch.setenv("HOME", home)
            for name in ("XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
                monkeypatch.setenv(name, xdg)
            dirs = platformdirs.PlatformDirs(paths.APP, appauthor=False)
            if not os.path.isabs(home) and not os.path.isabs(xdg):
                continue  # platformdirs looks the home folder up itself; so does paths.py
            assert paths.cache() == dirs.user_cache_path
            assert paths.user_data() == dirs.user_data_path
            assert paths.log_folder() == dirs.user_log_path
