"""The Help menu's dialogs: a game's rules and About (texts in the MainWindow context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from .. import __version__
from ..core.i18n import fill
from . import games, paths
from .dialog_fit import on_screen, readable_width

translate = QCoreApplication.translate


def show_rules(parent: QWidget, game_id: str, language: str) -> None:
    """The rules of `game_id` in `language`, in a dialog over `parent`."""
    from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout  # only for this dialog

    dialog = QDialog(parent)
    dialog.setWindowTitle(
        fill(translate("MainWindow", "Rules: %1"), games.title(game_id, language))
    )
    browser = QTextBrowser()
    browser.setOpenExternalLinks(False)
    try:
        browser.setMarkdown(paths.rules_text(game_id, language).read_text(encoding="utf-8"))
    except OSError:
        browser.setPlainText(translate("MainWindow", "The rules text is missing."))
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    # lines of about 80 characters at the text size, within the screen
    on_screen(dialog, max(720, readable_width(dialog, 80)), 640)
    dialog.exec()
    dialog.deleteLater()  # (a child of the window: it would stay until the window goes)


def about(parent: QWidget) -> None:
    from PySide6.QtWidgets import QMessageBox  # dialogs load when first needed, not at start

    QMessageBox.about(
        parent,
        translate("MainWindow", "About Spielesammlung"),
        fill(
            translate(
                "MainWindow",
                "Spielesammlung %1\n\nGerman board games for one table: Heimlich, still & leise,"
                " Geheime Mission, Spion & Spion, Checkpoint Charlie and Allianz.",
            ),
            __version__,
        ),
    )
