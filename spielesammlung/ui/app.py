"""Starting the application: Qt, log, crash dialog, language, settings, the main window."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

# isort: off
# The modules without Qt come first: once PySide is loaded, it reads the source of every module
# imported after it (looking for `from __feature__ import ...`), which slows the start, unless
# pyside_hook (imported right after PySide) tells it by the module's name instead.
from .. import __version__
from ..core.autosaves import Autosaves
from . import paths

from PySide6.QtCore import QEvent, QObject, QTimer
from . import pyside_hook  # noqa: F401  (before any other module that comes after PySide)
from PySide6.QtWidgets import QApplication

from . import logs, text_size
from .collector import collect_on_gui_thread
from .crash import CrashHandler
from .i18n import Languages
from .main_window import MainWindow
from .settings import Settings

# isort: on

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

APP_ID = "de.spielesammlung.Spielesammlung"  # the .desktop and AppStream files' name


class _FirstFrame(QObject):
    """Calls `then` once, right after the first frame of the window was painted."""

    def __init__(self, then: Callable[[], object], parent: QObject) -> None:
        super().__init__(parent)
        self.then: Callable[[], object] | None = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.then is not None:
            QTimer.singleShot(0, self.then)
            self.then = None
        return False


def app_icon() -> QIcon:
    from PySide6.QtGui import QIcon  # after the first frame (`finish`)

    icon = QIcon()
    for path in paths.icon_files():
        icon.addFile(str(path))
    return icon


def create_window(
    settings: Settings | None = None, later: bool = False
) -> tuple[MainWindow, Languages]:
    """The main window (`later`: its `finish` is left to the caller, after the first frame)."""
    settings = settings or Settings()
    languages = Languages()
    languages.switch(settings.language)
    autosaves = Autosaves(paths.autosave_folder())
    autosaves.remove_leftovers()  # what writes cut off by a crash or a kill left behind
    text_size.apply(settings.text_size)
    window = MainWindow(settings, languages, autosaves, later)
    return window, languages


def finish(app: QApplication, window: MainWindow) -> None:
    """The start's work that waits for the first frame: the window's (`MainWindow.finish`) and
    the application's icon."""
    window.finish()
    app.setWindowIcon(app_icon())


def save_argument(arguments: Sequence[str]) -> Path | None:
    """The save file named on the command line: the first argument that is no option."""
    for argument in arguments:
        if argument and not argument.startswith("-"):
            return Path(argument)
    return None


def open_at_start(window: MainWindow, path: Path) -> None:
    """Open the save named on the command line once the window is up: a finished game is
    replayed, an unfinished one resumed; a damaged or foreign file gets its message over the
    start page."""
    logs.log.info("Opening %s", path)
    QTimer.singleShot(0, lambda: window.open_path(path))


def fit_to_screen(window: MainWindow) -> None:
    """Shrinks the window's first size to the screen (a small screen, or one scaled up)."""
    area = window.screen().availableGeometry()
    width, height = area.width() * 95 // 100, area.height() * 9 // 10
    if window.width() > width or window.height() > height:
        window.resize(min(window.width(), width), min(window.height(), height))


def run(argv: Sequence[str], smoke: bool = False) -> int:
    """Start the app; `argv`: the program, Qt's options and a save file to open (if any)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    # Qt takes its own options (-style fusion, -platform offscreen) out of what it was given
    rest = list(argv[1:]) if app is existing else app.arguments()[1:]
    collect_on_gui_thread()
    app.setApplicationName("Spielesammlung")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Spielesammlung")
    app.setDesktopFileName(APP_ID)
    log_file = logs.start()
    logs.keep_faults()
    crash = CrashHandler(log_file)
    crash.install()
    try:
        window, _languages = create_window(later=True)
    except Exception:
        if smoke:  # no dialog: the error goes to the log and to standard error
            logs.log.exception("The start failed")
            crash.uninstall()
            raise
        crash.excepthook(*sys.exc_info())  # no window: the dialog alone, then the app ends
        app.exec()
        return 1
    crash.window = window
    # The first frame comes first; then what it need not wait for (--smoke: the end instead)
    watcher = _FirstFrame(QApplication.quit if smoke else lambda: finish(app, window), window)
    window.installEventFilter(watcher)
    window.start.installEventFilter(watcher)
    if smoke:
        QTimer.singleShot(10_000, lambda: app.exit(1))
    fit_to_screen(window)
    window.show()
    path = save_argument(rest)
    if path is not None:
        open_at_start(window, path)
    try:
        return int(app.exec())
    finally:
        crash.uninstall()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
