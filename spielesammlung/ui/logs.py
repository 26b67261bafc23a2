"""The log file in the user log folder: start-up, Qt's warnings and every unexpected error."""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING

from PySide6 import __version__ as qt_version
from PySide6.QtCore import qInstallMessageHandler

from .. import __version__
from . import paths

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType

FILE = "spielesammlung.log"
LONGEST = 1_000_000  # bytes; a longer log becomes spielesammlung.log.1 at the next start
FAULTS = "faults.log"  # hard crashes inside Qt (Python's faulthandler): no dialog can show those
log = logging.getLogger("spielesammlung")

_QT_LEVELS = {  # by name: QtMsgType itself is slow to load, and needed only for a message
    "QtDebugMsg": logging.DEBUG,
    "QtInfoMsg": logging.INFO,
    "QtWarningMsg": logging.WARNING,
    "QtCriticalMsg": logging.ERROR,
    "QtFatalMsg": logging.CRITICAL,
}
_faults: list[IO[str]] = []  # kept open for the whole run


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    level = _QT_LEVELS.get(kind.name, logging.WARNING)
    logging.getLogger(context.category or "qt").log(level, message)


def start(folder: Path | None = None) -> Path | None:
    """Log into `folder` (the user log folder); the log file, or None if it cannot be written."""
    folder = folder or paths.log_folder()
    file = folder / FILE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if file.exists() and file.stat().st_size > LONGEST:
            file.replace(file.with_name(FILE + ".1"))
        handler = logging.FileHandler(file, encoding="utf-8")
    except OSError as error:
        print(f"spielesammlung: no log file in {folder}: {error}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)
    qInstallMessageHandler(_qt_message)
    system = sys.platform
    if hasattr(os, "uname"):  # not the host name: logs are meant to be passed on
        system = " ".join((os.uname().sysname, os.uname().release, os.uname().machine))
    log.info(
        "Spielesammlung %s, Python %s, PySide6 %s, %s",
        __version__,
        sys.version.split()[0],
        qt_version,
        system,
    )
    return file


def keep_faults(folder: Path | None = None) -> None:
    """Write the Python stacks of a hard crash (a fault inside Qt) to faults.log."""
    try:
        faults = ((folder or paths.log_folder()) / FAULTS).open("a", encoding="utf-8")
    except OSError:
        return
    _faults.append(faults)
    faulthandler.enable(faults)


def stop() -> None:
    """Undo `start` (for tests)."""
    qInstallMessageHandler(None)
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, logging.FileHandler)]:
        root.removeHandler(handler)
        handler.close()
