"""What lies behind a failed write in the user's data folder, as an OSError the UI can put in
plain words (the disk is full, the folder cannot be written to): SQLite's own words ("disk I/O
error") hide it, so a small write into the folder is tried to find it."""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

#: SQLite's error names that come from the file system: a probe write says what happened
_FROM_FILES = ("SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")


def probe(folder: Path) -> OSError | None:
    """The error a small write into `folder` meets now; None when writing works."""
    path = folder / f".probe-{os.getpid()}"
    try:
        with path.open("wb") as file:
            file.write(bytes(4096))
            file.flush()
            os.fsync(file.fileno())
    except OSError as error:
        return error
    finally:
        with contextlib.suppress(OSError):
            path.unlink()
    return None


def cause(error: BaseException, folder: Path) -> BaseException:
    """The real trouble behind `error` met in `folder`: an OSError where the file system is the
    cause (the disk full, no permission), else `error` itself."""
    import sqlite3  # here: a game page needs it only on such an error (about 2 MB resident)

    if not isinstance(error, sqlite3.Error):
        return error
    name = getattr(error, "sqlite_errorname", "") or ""
    if name == "SQLITE_FULL":
        return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(folder))
    if name.startswith(_FROM_FILES) or "disk I/O error" in str(error):
        return probe(folder) or error
    return error
