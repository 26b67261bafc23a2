"""A write cut off by a kill leaves a temporary file; the next start removes it (not others')."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from spielesammlung.core import saves
from spielesammlung.core.saves import SUFFIX, TEMP_SUFFIX, Autosaves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and flock are POSIX")

# Writes `new` over the file named by argv[1] and is killed (SIGKILL) just before the new text
# is safely on disk: the temporary file stays behind, as after a crash of the app.
KILLED_WRITER = """
import os, signal, sys
from pathlib import Path
from spielesammlung.core import saves
os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)
saves.write_atomic(Path(sys.argv[1]), "new")
"""


def _killed_write(path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(path)], timeout=60)
    assert done.returncode == -signal.SIGKILL


def _temporary(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"*{TEMP_SUFFIX}"))


def test_a_killed_write_keeps_the_old_file_and_its_leftover_goes_at_the_next_start(
    tmp_path: Path,
) -> None:
    autosaves = Autosaves(tmp_path / "auto")
    path = autosaves.new_path("toy")
    path.parent.mkdir()
    path.write_text("old", encoding="utf-8")
    for _ in range(2):
        _killed_write(path)
    assert path.read_text(encoding="utf-8") == "old"
    assert len(_temporary(path.parent)) == 2  # what piled up before
    autosaves.remove_leftovers()
    assert _temporary(path.parent) == []
    assert sorted(path.parent.iterdir()) == [path]


def test_only_leftovers_of_saves_that_nobody_writes_go(tmp_path: Path) -> None:
    folder = tmp_path / "auto"
    folder.mkdir()
    save = folder / f"game{SUFFIX}"
    saves.write_atomic(save, "a save")
    leftover = folder / f"game{SUFFIX}.k3j2h1{TEMP_SUFFIX}"
    leftover.write_text("half a sa", encoding="utf-8")
    being_written = folder / f"other{SUFFIX}.x8y7z6{TEMP_SUFFIX}"
    being_written.write_text("another app is writing th", encoding="utf-8")
    others = [folder / "notes.tmp", folder / f"plain{TEMP_SUFFIX}", folder / "game.spiel.txt"]
    for path in others:
        path.write_text("not ours", encoding="utf-8")
    folder_like = folder / f"dir{SUFFIX}.abc{TEMP_SUFFIX}"
    folder_like.mkdir()
    with open(being_written, "rb") as handle:  # what a running write holds (see write_atomic)
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        Autosaves(folder).remove_leftovers()
    assert not leftover.exists()
    assert being_written.exists() and folder_like.is_dir()
    assert all(path.exists() for path in others)
    assert save.read_text(encoding="utf-8") == "a save"


def test_a_missing_folder_has_no_leftovers(tmp_path: Path) -> None:
    Autosaves(tmp_path / "missing").remove_leftovers()
    assert not (tmp_path / "missing").exists()


def test_a_write_holds_its_temporary_file_until_it_is_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second app starting meanwhile (remove_leftovers) cannot take a write away."""
    path = tmp_path / f"game{SUFFIX}"
    real_replace = os.replace
    held = []

    def replace(src: str, dst: str) -> None:
        with open(src, "rb") as other:
            try:
                fcntl.flock(other.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                held.append(src)
            Autosaves(tmp_path).remove_leftovers()
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    saves.write_atomic(path, "complete")
    assert len(held) == 1
    assert path.read_text(encoding="utf-8") == "complete"
    assert list(tmp_path.iterdir()) == [path]


def test_a_file_system_without_locks_still_saves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_locks(fd: int, operation: int) -> None:
        raise OSError(37, "No locks available")  # some network shares

    monkeypatch.setattr(fcntl, "flock", no_locks)
    path = tmp_path / f"game{SUFFIX}"
    saves.write_atomic(path, "saved")
    assert path.read_text(encoding="utf-8") == "saved"
    assert list(tmp_path.iterdir()) == [path]
