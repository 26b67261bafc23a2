"""The started app: its version, its log in the user log folder, its window icon."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from spielesammlung import __version__


def test_version_on_the_command_line():
    done = subprocess.run(
        [sys.executable, "-m", "spielesammlung", "--version"], capture_output=True, text=True
    )
    assert done.stdout.strip() == f"spielesammlung {__version__}"


def test_the_app_writes_its_log_to_the_user_log_folder(tmp_path: Path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_STATE_HOME": str(tmp_path)}
    env.update(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run(
        [sys.executable, "-m", "spielesammlung", "--smoke"],
        env=env,
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    log = tmp_path / "spielesammlung" / "log" / "spielesammlung.log"
    assert f"Spielesammlung {__version__}, Python" in log.read_text(encoding="utf-8")


def test_about_dialog_shows_the_version(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda *args: shown.append(args[2]))
    window.about()
    assert f"Spielesammlung {__version__}" in shown[0]


def test_qt_warnings_reach_the_log_at_their_level(log_file: Path):
    from PySide6.QtCore import qCritical, qWarning

    qWarning("a Qt warning")
    qCritical("a Qt critical message")
    text = log_file.read_text(encoding="utf-8")
    assert "WARNING default: a Qt warning" in text  # "default": Qt's category of qWarning
    assert "ERROR default: a Qt critical message" in text


def test_the_garbage_collector_is_on_again_when_the_app_runs(monkeypatch):
    """Off while importing, then the import-time objects are frozen (a faster start)."""
    import gc

    from spielesammlung import __main__ as entry
    from spielesammlung.ui import app

    seen = []

    def run(argv, smoke):
        seen.append((gc.isenabled(), gc.get_freeze_count(), smoke))
        return 0

    monkeypatch.setattr(app, "run", run)
    try:
        assert entry.main(["--smoke"]) == 0
    finally:
        gc.unfreeze()
    enabled, frozen, smoke = seen[0]
    assert enabled and frozen > 0 and smoke


def test_the_usual_start_reads_its_arguments_as_argparse_does(monkeypatch):
    """Nothing, --smoke or a save file: read without argparse, with the same outcome."""
    import gc

    from spielesammlung import __main__ as entry
    from spielesammlung.ui import app

    seen = []
    monkeypatch.setattr(app, "run", lambda argv, smoke: seen.append((argv[1:], smoke)) or 0)
    cases = ([], ["--smoke"], ["game.spiel"], ["--smoke", "game.spiel"], ["-style", "fusion"])
    try:
        for arguments in cases:
            assert entry.main(arguments) == 0
            smoke, rest = entry._parse(list(arguments))
            assert seen.pop() == (rest, smoke)
    finally:
        gc.unfreeze()
