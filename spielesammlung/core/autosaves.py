"""The autosave folder: one file per game in progress (written by saves.py), listed for the
start screen's resume offer without loading the saves' format, and the leftovers of writes cut
off by a crash removed (a write holds a lock on its temporary file: `hold`)."""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from pathlib import Path

SUFFIX = ".spiel"
TEMP_SUFFIX = ".tmp"  # a write under way: `<name>.spiel.<random>.tmp` beside the file


class Autosaves:
    """The autosave folder: one file per game in progress, rewritten after every action."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def new_path(self, game_id: str) -> Path:
        return self.folder / f"{game_id}-{os.urandom(6).hex()}{SUFFIX}"

    def list(self) -> list[Path]:
        """Autosaved games, newest first (a file that vanishes meanwhile is left out)."""
        found = []
        for entry in self._entries():
            if entry.name.endswith(SUFFIX):
                path = Path(entry.path)
                try:
                    info = path.stat()
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime, path))
        return [path for _, path in sorted(found, key=lambda pair: pair[0], reverse=True)]

    def remove_leftovers(self) -> None:
        """Delete the temporary files of writes that never finished (the app was killed).

        A write holds a lock on its temporary file until it is renamed into place, so the
        writes of another running instance of the app are left alone (Windows cannot delete
        a file that is open anyway).
        """
        for entry in self._entries():
            name = entry.name
            if name.endswith(TEMP_SUFFIX) and f"{SUFFIX}." in name:
                try:
                    _remove_unheld(Path(entry.path))
                except OSError:  # gone meanwhile, or not ours to delete
                    continue

    def _entries(self) -> tuple[os.DirEntry[str], ...]:
        """What the folder holds (nothing when it is missing or unreadable); os.scandir, not
        Path.glob, which compiles a pattern at every start."""
        try:
            with os.scandir(self.folder) as entries:
                return tuple(entries)
        except OSError:
            return ()

    def discard(self, path: Path) -> None:
        """Delete an autosave: only a save file directly in the autosave folder."""
        if path.parent == self.folder and path.suffix == SUFFIX:
            path.unlink(missing_ok=True)


def _remove_unheld(path: Path) -> None:
    if sys.platform == "win32":
        path.unlink()
        return
    import fcntl  # (not at start: a first start has nothing to remove)

    with open(path, "rb") as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return  # being written right now
        path.unlink()


def hold(fd: int) -> None:
    """Lock a temporary file until it is renamed into place (see Autosaves.remove_leftovers);
    where the file system has no locks (some network shares), the write goes on without."""
    if sys.platform != "win32":
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX)
