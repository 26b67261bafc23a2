"""Parts the network dialogs share: a wrapped introduction, a status line and OK/Cancel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

from .dialog_fit import readable_width


def add_intro(layout: QVBoxLayout, words: str) -> None:
    """`words` wrapped in lines of about 44 characters (a minimum on the label, not on the
    dialog, whose own would hide its layout's)."""
    intro = QLabel(words)
    intro.setWordWrap(True)
    intro.setMinimumWidth(readable_width(intro, 44))
    layout.addWidget(intro)


def add_status_and_buttons(
    dialog: QDialog, layout: QVBoxLayout, ok: str, accepted: Callable[[], None]
) -> tuple[QLabel, QPushButton]:
    """A wrapped status line, then OK (named `ok`, calling `accepted`) and Cancel."""
    status = QLabel()
    status.setWordWrap(True)
    layout.addWidget(status)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    button.setText(ok)
    buttons.accepted.connect(accepted)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return status, button
